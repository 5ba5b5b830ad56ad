import Gtk

/// `.sheet` and `.fullScreenCover`: presents content in a modal window
/// over the window while `presentedID` is non-nil; a new id replaces the
/// sheet (`sheet(item:)` with another item).
struct SheetModifier<Content: View, Sheet: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The identity of what is presented (nil: nothing).
    let presentedID: AnyHashable?
    /// Writes "not presented" to the caller's binding (the user dismissed it).
    let clearBinding: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    let fullScreen: Bool
    let sheet: @MainActor () -> Sheet?

    func makeNode() -> SheetNode { SheetNode(viewType: Self.self) }

    func updateNode(_ node: SheetNode, context: RenderContext) {
        node.render(content, context: context)
        node.onDismiss = onDismiss
        if node.presenter?.isClosed == true { node.presenter = nil }
        if let presenter = node.presenter, presentedID != node.presentedID {
            presenter.close()
            node.presenter = nil
            onDismiss?()
        }
        guard let presentedID, let sheet = sheet() else { return }
        let presenter: SheetPresenter
        let isNew = node.presenter == nil
        if let existing = node.presenter {
            presenter = existing
        } else {
            presenter = SheetPresenter(parent: context.host, fullScreen: fullScreen)
            node.presenter = presenter
            node.presentedID = presentedID
        }
        let clearBinding = self.clearBinding
        presenter.onUserDismiss = { [weak node] in
            node?.presenter = nil
            node?.presentedID = nil
            clearBinding()
            node?.onDismiss?()
        }
        presenter.render(sheet, context: context, depth: node.depth + 1)
        if isNew { presenter.present() }
    }
}

/// The node of a sheet modifier: the presenting content, and the sheet on screen.
@MainActor
final class SheetNode: PassthroughNode {
    var presenter: SheetPresenter?
    var presentedID: AnyHashable?
    var onDismiss: (() -> Void)?

    // The presenting view went away: so does its sheet.
    isolated deinit { presenter?.close() }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: a modal
    /// window over this one with its own header bar.
    ///
    /// Escape, the close button and `\.dismiss` set `isPresented` to false and
    /// call `onDismiss`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetModifier(
            content: self, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
            clearBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
            fullScreen: false, sheet: { content() })
    }

    /// Presents a sheet for `item` while it is non-nil; another item (by
    /// id) replaces the sheet.
    ///
    /// Dismissing it sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return SheetModifier(
            content: self, presentedID: value.map { AnyHashable($0.id) },
            clearBinding: { item.wrappedValue = nil }, onDismiss: onDismiss,
            fullScreen: false, sheet: { value.map(content) })
    }

    /// Presents `content` in a maximized modal window while `isPresented`
    /// is true (iOS's full-screen cover; the nearest desktop equivalent).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetModifier(
            content: self, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
            clearBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
            fullScreen: true, sheet: { content() })
    }

    /// Presents a maximized modal window for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return SheetModifier(
            content: self, presentedID: value.map { AnyHashable($0.id) },
            clearBinding: { item.wrappedValue = nil }, onDismiss: onDismiss,
            fullScreen: true, sheet: { value.map(content) })
    }
}
