import Gtk

/// A search field with tokens or scopes: the tokens as removable chips
/// before the GtkSearchEntry (GTK 4.8 has no token entry), and the scope
/// control after it, in one box the header bar shows in the entry's place.
///
/// Backspace with the caret at the start of the entry removes the last
/// token, as in a token field.
@MainActor
final class SearchFieldParts {
    let box = Box(.horizontal, spacing: 4)
    private let children: BoxChildren
    private let entry: SearchEntry
    private unowned let owner: ViewNode
    private var chips: [AnyHashable: (chip: SearchTokenChip, node: StyleContentNode)] = [:]
    /// The tokens shown now.
    private(set) var tokens: SearchTokens?
    /// `suggestedTokens:` as suggestions (each adds its token when chosen).
    private(set) var suggestedTokens: StyleContent?
    private var scopeNode: StyleContentNode?

    init(entry: SearchEntry, owner: ViewNode) {
        self.entry = entry
        self.owner = owner
        children = BoxChildren(box)
        box.valign = .center
        let keys = EventControllerKey()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] event in self?.handleKey(event) ?? false }
        entry.addController(keys)
    }

    /// The chips of the token ids, in order, then the entry, then the scopes.
    func update(tokens: SearchTokens?, suggested: StyleContent?, scopes: SearchScopes?, context: RenderContext) {
        self.tokens = tokens
        suggestedTokens = suggested
        var next: [AnyHashable: (chip: SearchTokenChip, node: StyleContentNode)] = [:]
        var shown: [Widget] = []
        for (index, id) in (tokens?.ids ?? []).enumerated() {
            guard let tokens else { break }
            let pair = chips[id] ?? makeChip(id)
            pair.node.render(StyleContent(render: { tokens.render(index, $0, $1, $2) }), context: context)
            pair.chip.content.sync(pair.node.widgets)
            pair.chip.name(tokens.describe(index).bestLabel ?? localized("Token"))
            next[id] = pair
            shown.append(pair.chip.box)
        }
        chips = next
        var scopeWidgets: [Widget] = []
        if let scopes {
            let node = scopeNode ?? makeNode()
            scopeNode = node
            node.render(scopes.picker, context: context)
            scopeWidgets = node.widgets
        } else {
            scopeNode = nil
        }
        children.sync(shown + [entry] + scopeWidgets)
    }

    /// Shows or hides the scope control.
    func showScopes(_ shown: Bool) {
        for widget in scopeNode?.widgets ?? [] where widget.isVisible != shown { widget.isVisible = shown }
    }

    private func makeChip(_ id: AnyHashable) -> (chip: SearchTokenChip, node: StyleContentNode) {
        let chip = SearchTokenChip { [weak self] in self?.remove(id) }
        return (chip, makeNode())
    }

    private func makeNode() -> StyleContentNode {
        let node = StyleContentNode(viewType: SearchFieldParts.self)
        owner.adopt(node)
        node.lifetime = owner.lifetime
        return node
    }

    private func remove(_ id: AnyHashable) {
        tokens?.remove(id)
        entry.grabFocus()
    }

    /// Backspace with the caret at the start (nothing selected) removes the last token.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.keyval == Key.backSpace, event.modifiers.relevant.isEmpty, let last = tokens?.ids.last,
            entry.cursorPosition == 0, !entry.hasSelection
        else { return false }
        remove(last)
        return true
    }
}
