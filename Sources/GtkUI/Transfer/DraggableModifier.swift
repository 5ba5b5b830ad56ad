import Foundation
import Gtk

/// `.draggable` / `.onDrag`: a GtkDragSource on each of the content's widgets.
///
/// The drag offers the item provider's representations in GDK's
/// formats (text, `text/uri-list`, bytes of each MIME type) for other apps,
/// and an in-app token that gives destinations in this app the provider
/// (and a dragged `Transferable` value itself).
struct DraggableModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let makeProvider: () -> NSItemProvider
    /// Renders the drag preview, if the view gave one.
    let makePreview: (() -> AnyView)?

    func makeNode() -> DragSourceNode { DragSourceNode(viewType: Self.self) }

    func updateNode(_ node: DragSourceNode, context: RenderContext) {
        node.makeProvider = makeProvider
        node.makePreview = makePreview
        node.render(content, context: context)
    }
}

/// The node of a drag modifier: one drag source per widget, kept across
/// renders; the provider of the drag in progress is kept in the
/// `TransferRegistry` until the drag ends.
@MainActor
final class DragSourceNode: PassthroughNode {
    var makeProvider: () -> NSItemProvider = { NSItemProvider() }
    var makePreview: (() -> AnyView)?
    private let controllers = ControllerAttachments<DragSource>()
    /// The token of this node's drag in progress.
    private var token: String?
    /// The preview shown while dragging, kept until the drag ends.
    private var preview: HostingView<AnyView>?

    override func didRender() {
        controllers.sync(widgets) { widget in
            let source = DragSource()
            source.allowCopy()
            source.onPrepareOffer { [weak self, weak source, weak widget] x, y in
                guard let self else { return nil }
                if self.makePreview == nil, let source, let widget { source.setIcon(from: widget, hotX: Int(x), hotY: Int(y)) }
                return self.prepare()
            }
            source.onDragBegin { [weak self] drag in self?.showPreview(on: drag) }
            source.onDragEnd { [weak self] _ in self?.endDrag() }
            source.onDragCancel { [weak self] _ in
                self?.endDrag()
                return false
            }
            return source
        }
    }

    /// What the drag offers: the provider's representations and its in-app token.
    private func prepare() -> TransferOffer? {
        endDrag()
        let provider = makeProvider()
        guard !provider.allRegistrations.isEmpty else { return nil }
        let token = TransferRegistry.shared.beginDrag(provider)
        self.token = token
        return TransferMIME.offer(for: provider, token: token)
    }

    private func showPreview(on drag: Drag) {
        guard let makePreview else { return }
        let hosting = HostingView(rootView: makePreview())
        hosting.flush()
        preview = hosting
        drag.setIcon(hosting.widget)
    }

    private func endDrag() {
        if let token { TransferRegistry.shared.endDrag(token) }
        token = nil
        preview = nil
    }

    isolated deinit {
        controllers.removeAll()
        if let token { TransferRegistry.shared.endDrag(token) }
    }
}

extension View {
    /// Lets the user drag this view, carrying `payload` (made when the drag starts).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        DraggableModifier(content: self, makeProvider: { NSItemProvider(transferable: payload()) }, makePreview: nil)
    }

    /// Lets the user drag this view, carrying `payload`, showing `preview` under the pointer.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V)
        -> some View
    {
        let preview = preview()
        return DraggableModifier(
            content: self, makeProvider: { NSItemProvider(transferable: payload()) }, makePreview: { AnyView(preview) })
    }

    /// Lets the user drag this view, carrying the item provider `data` makes.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        DraggableModifier(content: self, makeProvider: data, makePreview: nil)
    }

    /// Lets the user drag this view, carrying `data`'s provider, showing `preview` under the pointer.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        let preview = preview()
        return DraggableModifier(content: self, makeProvider: data, makePreview: { AnyView(preview) })
    }
}
