import Foundation
import Gtk

/// What a view does with Copy, Cut and Paste.
struct ClipboardBehavior {
    var copy: (() -> [NSItemProvider])?
    var cut: (() -> [NSItemProvider])?
    var pasteTypes: [UTType] = []
    var paste: (([NSItemProvider]) -> Void)?
}

/// `.copyable` / `.cuttable` / `.pasteDestination` on the clipboard.
///
/// Ctrl+C, Ctrl+X and Ctrl+V on the content's widgets (made focusable, and focused by a
/// click) through the display's GdkClipboard. A copy offers the items in
/// GDK's formats (text, `text/uri-list`, bytes) and an in-app token, so a
/// paste in this app gets the values themselves.
struct ClipboardModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let behavior: ClipboardBehavior

    func makeNode() -> ClipboardNode { ClipboardNode(viewType: Self.self) }

    func updateNode(_ node: ClipboardNode, context: RenderContext) {
        node.behavior.merge(behavior)
        node.render(content, context: context)
    }
}

extension ClipboardBehavior {
    /// Takes the parts `other` sets (stacked modifiers each set one).
    mutating func merge(_ other: ClipboardBehavior) {
        if let copy = other.copy { self.copy = copy }
        if let cut = other.cut { self.cut = cut }
        if let paste = other.paste {
            self.paste = paste
            pasteTypes = other.pasteTypes
        }
    }
}

/// The node of a clipboard modifier: a key controller and a click gesture per widget.
@MainActor
final class ClipboardNode: PassthroughNode {
    var behavior = ClipboardBehavior()
    private let keys = ControllerAttachments<EventControllerKey>()
    private let clicks = ControllerAttachments<GestureClick>()

    /// The live clipboard nodes, for the Edit menu.
    private static var live = WeakNodes<ClipboardNode>()

    /// The node whose view holds `widget` (the focus), if any: the innermost
    /// view's; of modifiers stacked on one view (`.onCopyCommand` then
    /// `.onPasteCommand`), the outermost, which holds all their behaviours.
    static func owner(of widget: Widget) -> ClipboardNode? {
        let nodes = live.live
        var current: Widget? = widget
        while let candidate = current {
            let holding = nodes.filter { $0.widgets.contains { $0.isSameObject(as: candidate) } }
            if let outermost = holding.first(where: { node in !holding.contains { node.isInside($0) } }) { return outermost }
            current = candidate.parent
        }
        return nil
    }

    /// Whether a clipboard node other than this one wraps it.
    private func isInside(_ other: ClipboardNode) -> Bool {
        guard other !== self else { return false }
        var node = parent
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }

    /// Whether Edit ▸ Copy, Cut and Paste can act here.
    var canCopy: Bool { behavior.copy != nil }
    var canCut: Bool { behavior.cut != nil }
    var canPaste: Bool { behavior.paste != nil && TransferClipboard.offers(behavior.pasteTypes) }

    override func didRender() {
        // Modifiers stacked on the same view: this node answers for them all.
        var inner = child
        while let passthrough = inner as? PassthroughNode, passthrough.widgets.count == widgets.count {
            if let clipboard = passthrough as? ClipboardNode { behavior.merge(clipboard.behavior) }
            inner = passthrough.child
        }
        Self.live.register(self)
        keys.sync(widgets) { widget in
            widget.isFocusable = true
            let controller = EventControllerKey()
            controller.onKeyPressed { [weak self] event in self?.handle(event) ?? false }
            return controller
        }
        clicks.sync(widgets) { widget in
            let click = GestureClick()
            click.onPressed { [weak widget] _, _, _ in _ = widget?.grabFocus() }
            return click
        }
    }

    private func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.relevant == .control else { return false }
        switch event.name?.lowercased() {
        case "c": return copy()
        case "x": return cut()
        case "v": return paste()
        default: return false
        }
    }

    /// Edit ▸ Copy: puts the items on the clipboard.
    func copy() -> Bool {
        guard let copy = behavior.copy else { return false }
        return TransferClipboard.put(copy())
    }

    /// Edit ▸ Cut: puts the items the action removed on the clipboard.
    func cut() -> Bool {
        guard let cut = behavior.cut else { return false }
        return TransferClipboard.put(cut())
    }

    /// Edit ▸ Paste: reads the clipboard and hands the providers to the destination.
    func paste() -> Bool {
        guard let paste = behavior.paste else { return false }
        TransferClipboard.read(behavior.pasteTypes) { providers in
            if !providers.isEmpty { paste(providers) }
        }
        return true
    }

    isolated deinit {
        keys.removeAll()
        clicks.removeAll()
    }
}

/// The display's clipboard, for Transferable items.
@MainActor
enum TransferClipboard {
    /// Puts `items` on the clipboard; false when there is none to put.
    @discardableResult
    static func put(_ items: [NSItemProvider]) -> Bool {
        guard !items.isEmpty, let clipboard = Clipboard.ofDefaultDisplay() else { return false }
        let token = TransferRegistry.shared.setClipboard(items)
        clipboard.setOffer(TransferMIME.offer(for: items, token: token))
        return true
    }

    /// Reads the clipboard as providers of `types` (empty when it holds none).
    static func read(_ types: [UTType], completion: @escaping @MainActor ([NSItemProvider]) -> Void) {
        guard let clipboard = Clipboard.ofDefaultDisplay() else { return completion([]) }
        clipboard.read(TransferMIME.kinds(for: types)) { value in
            completion(value.map(TransferMIME.providers(for:)) ?? [])
        }
    }

    /// Whether the clipboard offers something that can give one of `types`.
    static func offers(_ types: [UTType]) -> Bool {
        guard let clipboard = Clipboard.ofDefaultDisplay() else { return false }
        let offered = clipboard.offeredKinds
        return TransferMIME.kinds(for: types).contains { kind in
            guard offered.contains(kind) else { return false }
            if kind == .inApp { return clipboard.localInAppProviders?.contains { $0.conforms(toAnyOf: types) } ?? false }
            return true
        }
    }
}

extension Clipboard {
    /// The providers this process put on the clipboard, if it holds them.
    var localInAppProviders: [NSItemProvider]? {
        guard let token = localInAppToken else { return nil }
        return TransferRegistry.shared.providers(for: token)
    }
}

extension View {
    /// Edit ▸ Copy (Ctrl+C) on this view puts `payload` on the clipboard.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        ClipboardModifier(content: self, behavior: ClipboardBehavior(copy: { payload().map(NSItemProvider.init(transferable:)) }))
    }

    /// Edit ▸ Cut (Ctrl+X) on this view calls `action` and puts the items it answers on the clipboard.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
        ClipboardModifier(content: self, behavior: ClipboardBehavior(cut: { action().map(NSItemProvider.init(transferable:)) }))
    }

    /// Edit ▸ Paste (Ctrl+V) on this view imports the clipboard's `T`s,
    /// keeps those `validator` answers, and calls `action` with them.
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
    ) -> some View {
        ClipboardModifier(
            content: self,
            behavior: ClipboardBehavior(
                pasteTypes: T.importedContentTypes(),
                paste: { providers in
                    Task { @MainActor in
                        let items = validator(await TransferMIME.items(T.self, from: providers).value)
                        if !items.isEmpty { action(items) }
                    }
                }))
    }
}

extension View {
    /// Edit ▸ Copy (Ctrl+C) on this view puts the items `payloadAction`
    /// answers on the clipboard (the macOS form of `.copyable`).
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        ClipboardModifier(content: self, behavior: ClipboardBehavior(copy: payloadAction))
    }

    /// Edit ▸ Cut (Ctrl+X) on this view puts the items `payloadAction`
    /// answers on the clipboard; the action removes them.
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        ClipboardModifier(content: self, behavior: ClipboardBehavior(cut: payloadAction))
    }

    /// Edit ▸ Paste (Ctrl+V) on this view, while the clipboard offers one
    /// of `supportedContentTypes`, calls `payloadAction` with its items.
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void)
        -> some View
    {
        ClipboardModifier(
            content: self, behavior: ClipboardBehavior(pasteTypes: supportedContentTypes, paste: payloadAction))
    }

    /// Edit ▸ Paste (Ctrl+V) on this view calls `payloadAction` with what
    /// `validator` makes of the clipboard's items, unless it answers nil.
    public func onPasteCommand<Payload>(
        of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping (Payload) -> Void
    ) -> some View {
        ClipboardModifier(
            content: self,
            behavior: ClipboardBehavior(
                pasteTypes: supportedContentTypes,
                paste: { providers in if let payload = validator(providers) { payloadAction(payload) } }))
    }
}
