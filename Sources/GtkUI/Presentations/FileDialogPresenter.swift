import Gtk

/// Shows a file chooser while `isPresented` is true: what `.fileImporter`,
/// `.fileExporter` and `.fileMover` share.
///
/// `present` builds and shows the chooser (GtkFileChooserNative: the
/// desktop portal's dialog when there is one, GTK's otherwise) with the
/// environment's `.fileDialog…` settings, and calls `finished` once it
/// closes, before the caller's completion: `isPresented` is then false.
struct FileDialogPresenter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let present: (_ settings: FileDialogSettings, _ parent: Gtk::Window?, _ finished: @escaping @MainActor () -> Void) -> Void

    func makeNode() -> FileDialogNode { FileDialogNode(viewType: Self.self) }

    func updateNode(_ node: FileDialogNode, context: RenderContext) {
        node.render(content, context: context)
        guard isPresented.wrappedValue, !node.isOpen else { return }
        node.isOpen = true
        let isPresented = self.isPresented
        present(context.environment.fileDialog, context.host?.window) { [weak node] in
            node?.isOpen = false
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
        }
    }
}

/// The node of a file dialog presenter: the content, and whether its chooser is open.
@MainActor
final class FileDialogNode: PassthroughNode {
    var isOpen = false
}
