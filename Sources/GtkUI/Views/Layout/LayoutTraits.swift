import Gtk

/// What a view tells the container that places it (SwiftUI's view traits:
/// `zIndex`, the grid cell settings), attached to the view's outermost
/// widget so that whichever GtkUI container ends up holding that widget
/// reads it.
///
/// Modifiers that wrap a view in a widget of their own (`padding`,
/// `frame`, `background`…) mark that widget a wrapper: a container looks
/// through wrappers to the traits of the view inside, as SwiftUI's traits
/// pass through modifiers.
@MainActor
final class LayoutTraits {
    var zIndex: Double?
    var gridCellColumns: Int?
    var gridColumnAlignment: HorizontalAlignment?
    var gridCellAnchor: UnitPoint?
    var gridCellUnsizedAxes: Axis.Set?
    /// The limits of a `.frame` (set on the frame's own widget): what
    /// `HSplitView`/`VSplitView` read to size their panes.
    var frameSpec: FrameSpec?
    /// `.layoutPriority` (set on the modifier's own widget): what a
    /// custom `Layout` reads as `LayoutSubview.priority`.
    var layoutPriority: Double?
    /// `.alignmentGuide` closures (set on the view's widgets): what stacks
    /// line their views up by.
    var alignmentGuides: AlignmentGuides?
    /// `.layoutValue(key:value:)` values, by key type.
    var layoutValues: [ObjectIdentifier: Any]?
    /// Set on the widget of a modifier that wraps one view.
    var isWrapper = false

    private static let key = "gtkui-layout-traits"

    /// The traits attached to `widget`, made on first use.
    static func on(_ widget: Widget) -> LayoutTraits {
        if let traits = widget.attachment(forKey: key) as? LayoutTraits { return traits }
        let traits = LayoutTraits()
        widget.setAttachment(traits, forKey: key)
        return traits
    }

    /// Marks `widget` as a modifier's wrapper around one view.
    static func markWrapper(_ widget: Widget) { on(widget).isWrapper = true }

    /// The value of `trait` for the view `widget` shows: its own, else that
    /// of the view inside when `widget` wraps exactly one.
    static func value<T>(_ trait: KeyPath<LayoutTraits, T?>, of widget: Widget) -> T? {
        var current: Widget? = widget
        while let candidate = current, let traits = candidate.attachment(forKey: key) as? LayoutTraits {
            if let value = traits[keyPath: trait] { return value }
            guard traits.isWrapper else { return nil }
            let children = candidate.children
            current = children.count == 1 ? children[0] : nil
        }
        return nil
    }

    /// The `.layoutValue` for the key `key` of the view `widget` shows,
    /// looking through wrappers as `value(_:of:)` does.
    static func layoutValue(_ key: ObjectIdentifier, of widget: Widget) -> Any? {
        var current: Widget? = widget
        while let candidate = current, let traits = candidate.attachment(forKey: Self.key) as? LayoutTraits {
            if let value = traits.layoutValues?[key] { return value }
            guard traits.isWrapper else { return nil }
            let children = candidate.children
            current = children.count == 1 ? children[0] : nil
        }
        return nil
    }
}

/// Sets one trait on its content's widgets and tells the container that
/// reads it when it changes.
struct TraitModifier<Content: View, Value: Equatable>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let trait: ReferenceWritableKeyPath<LayoutTraits, Value?>
    let value: Value

    func makeNode() -> ModifierNode { ModifierNode(viewType: Self.self) }
    func updateNode(_ node: ModifierNode, context: RenderContext) {
        let trait = self.trait
        let value = self.value
        node.apply = { node in
            var changed = false
            for widget in node.widgets {
                let traits = LayoutTraits.on(widget)
                if traits[keyPath: trait] != value {
                    traits[keyPath: trait] = value
                    changed = true
                }
            }
            if changed { node.nearestAncestor(TraitReadingNode.self)?.traitsChanged() }
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// Containers that place their children by traits (`ZStack` by `zIndex`,
/// `Grid` by the cell settings): told when a trait below them changes
/// without their own content changing.
@MainActor
protocol TraitReadingNode: ContainerContextNode {
    func traitsChanged()
}
