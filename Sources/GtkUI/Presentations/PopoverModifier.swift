import Gtk

/// `.popover(isPresented:)`: a GNOME popover on the view's widget while
/// `isPresented` is true.
///
/// Escape, a click outside and `\.dismiss` close it and set `isPresented`
/// to false; the focus goes back where it was.
struct PopoverModifier<Content: View, PopoverContent: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge
    let popoverContent: @MainActor () -> PopoverContent

    func makeNode() -> PopoverNode { PopoverNode(viewType: Self.self) }

    func updateNode(_ node: PopoverNode, context: RenderContext) {
        node.render(content, context: context)
        let isPresented = self.isPresented
        node.onUserClose = { isPresented.wrappedValue = false }
        guard isPresented.wrappedValue, let anchorWidget = node.widgets.first else {
            node.close()
            return
        }
        var inner = context
        inner.environment.presentation.dismiss = DismissAction { [weak node] in node?.close() }
        inner.environment.presentation.isPresented = true
        node.root.depth = node.depth + 1
        node.root.render(popoverContent(), context: inner)
        node.open(on: anchorWidget, side: arrowEdge.popoverSide, anchor: anchor, window: context.host?.window)
    }
}

/// The node of a popover modifier: the content, and the popover on its first widget.
@MainActor
final class PopoverNode: PassthroughNode {
    let root = RootNode(orientation: .vertical)
    private var popover: Popover?
    private var anchorWidget: Widget?
    /// Called when the user closed the popover.
    var onUserClose: (() -> Void)?
    private var isClosing = false

    func open(on anchor: Widget, side: PopoverSide, anchor placement: PopoverAttachmentAnchor, window: Gtk::Window?) {
        wantsOpen = true
        if let anchorWidget, !anchorWidget.isSameObject(as: anchor) { detach() }
        let popover: Popover
        if let existing = self.popover {
            popover = existing
        } else {
            popover = Popover()
            popover.setChild(root.children.box)
            popover.attach(to: anchor)
            popover.onClosed { [weak self] in self?.userClosed() }
            window?.onDestroyed { [weak self] in self?.detach() }
            self.popover = popover
            anchorWidget = anchor
        }
        popover.setPosition(side)
        if case .point(let point) = placement {
            popover.point(
                to: Rect(
                    x: Double(point.x) * Double(anchor.width), y: Double(point.y) * Double(anchor.height),
                    width: 1, height: 1))
        }
        if popover.isVisible { return }
        if anchor.isMapped {
            popover.popup()
        } else if waitingForMap == nil {
            // A popup needs its anchor on screen (presented with the window's first render).
            waitingForMap = anchor.connect("map") { [weak self] in
                self?.waitingForMap?.disconnect()
                self?.waitingForMap = nil
                if self?.wantsOpen == true { self?.popover?.popup() }
            }
        }
    }
    private var waitingForMap: SignalHandler?
    /// Whether the program presents the popover (it may still wait for its anchor).
    private var wantsOpen = false

    /// Closes the popover (the program or `\.dismiss` asked).
    func close() {
        wantsOpen = false
        guard let popover, popover.isVisible else { return }
        popover.popdown()
    }

    private func userClosed() {
        wantsOpen = false
        onUserClose?()
    }

    private func detach() {
        waitingForMap?.disconnect()
        waitingForMap = nil
        popover?.detach()
        popover = nil
        anchorWidget = nil
    }

    isolated deinit { detach() }
}

extension Edge {
    /// The side a popover opens on so that its arrow is on this edge.
    var popoverSide: PopoverSide {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .right
        case .trailing: .left
        }
    }
}

extension View {
    /// Shows `content` in a popover on this view while `isPresented` is true.
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PopoverModifier(
            content: self, isPresented: isPresented, anchor: attachmentAnchor, arrowEdge: arrowEdge,
            popoverContent: content)
    }

    /// Shows a popover for `item` while it is non-nil; closing it sets `item` to nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        let isPresented = Binding(get: { value != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PopoverModifier(
            content: self, isPresented: isPresented, anchor: attachmentAnchor, arrowEdge: arrowEdge,
            popoverContent: { value.map(content) })
    }
}
