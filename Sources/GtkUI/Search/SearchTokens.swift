import Gtk

/// The tokens of `searchable(text:tokens:…)` or `searchable(text:editableTokens:…)`,
/// their collection's type erased: what the field shows and how the user
/// edits them.
@MainActor
struct SearchTokens {
    /// The tokens' identities, in order.
    let ids: [AnyHashable]
    /// Renders the token at an index (with the app's `token` view builder).
    let render: @MainActor (_ index: Int, _ existing: ViewNode?, _ parent: ViewNode, _ context: RenderContext) -> ViewNode
    /// Describes the token at an index (its accessible name).
    let describe: @MainActor (_ index: Int) -> ControlDescription
    /// Removes the token with an identity.
    let remove: @MainActor (AnyHashable) -> Void
    /// Adds a token chosen among suggestions (`.searchCompletion(token)`,
    /// suggested tokens); false when the value is not a token of this field.
    let append: @MainActor (Any) -> Bool

    /// Tokens shown as views built by `token` from each element.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ tokens: Binding<C>, token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        let elements = Array(tokens.wrappedValue)
        ids = elements.map { AnyHashable($0.id) }
        render = { index, existing, parent, context in
            reconcile(existing, with: token(elements[index]), parent: parent, context: context)
        }
        describe = { index in GtkUI.describe(token(elements[index])) }
        remove = { id in tokens.wrappedValue.removeAll { AnyHashable($0.id) == id } }
        append = { value in
            guard let element = value as? C.Element else { return false }
            if !tokens.wrappedValue.contains(where: { $0.id == element.id }) { tokens.wrappedValue.append(element) }
            return true
        }
    }

    /// Tokens the user edits in place: `token` gets a binding to each element.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        editable tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
    ) where C.Element: Identifiable {
        let elements = Array(tokens.wrappedValue)
        func binding(_ index: Int) -> Binding<C.Element> {
            let id = elements[index].id
            let fallback = elements[index]
            return Binding(
                get: { tokens.wrappedValue.first { $0.id == id } ?? fallback },
                set: { value in
                    guard let at = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
                    tokens.wrappedValue.replaceSubrange(at...at, with: [value])
                })
        }
        ids = elements.map { AnyHashable($0.id) }
        render = { index, existing, parent, context in
            reconcile(existing, with: token(binding(index)), parent: parent, context: context)
        }
        describe = { index in GtkUI.describe(token(binding(index))) }
        remove = { id in tokens.wrappedValue.removeAll { AnyHashable($0.id) == id } }
        append = { value in
            guard let element = value as? C.Element else { return false }
            if !tokens.wrappedValue.contains(where: { $0.id == element.id }) { tokens.wrappedValue.append(element) }
            return true
        }
    }
}

/// One token in the search field: its view in a GNOME pill with a remove
/// button, as the tokens of GNOME's searches look (GTK 4.8 has no token entry).
@MainActor
final class SearchTokenChip {
    let box = Box(.horizontal, spacing: 2)
    let content: BoxChildren
    let removeButton = ButtonWidget()
    var node: ViewNode?
    private let contentBox = Box(.horizontal, spacing: 4)

    init(onRemove: @escaping @MainActor () -> Void) {
        content = BoxChildren(contentBox)
        SearchTokenStyle.install()
        box.addCSSClass(SearchTokenStyle.cssClass)
        box.valign = .center
        removeButton.setIconName("window-close-symbolic")
        removeButton.hasFrame = false
        removeButton.addCSSClass("circular")
        removeButton.isFocusable = false
        removeButton.onClicked(onRemove)
        box.append(contentBox)
        box.append(removeButton)
    }

    /// Names the chip and its remove button after the token.
    func name(_ name: String) {
        box.setAccessibleLabel(name)
        removeButton.setAccessibleLabel(localized("Remove %@", .string(name)))
        removeButton.tooltip = localized("Remove %@", .string(name))
    }
}

/// The look of search tokens: a rounded pill tinted with the theme's selection colour.
///
/// Theme colours, so light and dark both follow; loaded when a field first shows a token.
@MainActor
enum SearchTokenStyle {
    static let cssClass = "gtkui-search-token"
    private static var provider: CssProvider?

    static func install() {
        guard provider == nil else { return }
        let css = """
            box.\(cssClass) {
                background-color: alpha(@theme_selected_bg_color, 0.18); border-radius: 99px;
                padding: 0 0 0 8px; min-height: 24px;
            }
            box.\(cssClass) button { min-height: 20px; min-width: 20px; padding: 0; margin: 2px; }
            """
        let made = CssProvider(css: css)
        made.applyToDisplay()
        provider = made
    }
}
