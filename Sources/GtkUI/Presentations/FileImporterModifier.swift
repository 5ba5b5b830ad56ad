import Gtk
import UniformTypeIdentifiers

/// `.fileImporter`: the desktop's file chooser (GtkFileChooserNative, the
/// portal's dialog when there is one) while `isPresented` is true.
///
/// Choosing files calls `onCompletion` with their URLs; cancelling calls
/// nothing; both set `isPresented` to false.
struct FileImporterModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let types: [UTType]
    let allowsMultiple: Bool
    let onCompletion: ([URL]) -> Void

    func makeNode() -> FileImporterNode { FileImporterNode(viewType: Self.self) }

    func updateNode(_ node: FileImporterNode, context: RenderContext) {
        node.render(content, context: context)
        guard isPresented.wrappedValue, !node.isOpen else { return }
        node.isOpen = true
        let chooser = OpenFileChooser(
            title: allowsMultiple ? "Open Files" : "Open File", parent: context.host?.window,
            acceptLabel: "_Open", selectsMultiple: allowsMultiple,
            filters: FileImporterModifier.filters(for: types))
        let isPresented = self.isPresented
        let onCompletion = self.onCompletion
        chooser.begin { [weak node] paths in
            node?.isOpen = false
            isPresented.wrappedValue = false
            if !paths.isEmpty { onCompletion(paths.map { URL(fileURLWithPath: $0) }) }
        }
    }

    /// The chooser's file type menu: all the allowed types first, then each
    /// one; a type that names no file (an app's own without an extension,
    /// `.item`, `.data`) accepts any file.
    static func filters(for types: [UTType]) -> [OpenFileChooser.Filter] {
        let each = types.map { type -> OpenFileChooser.Filter in
            let (patterns, mimeTypes) = type.fileFilterPatterns
            let name = type.localizedDescription ?? type.identifier
            return OpenFileChooser.Filter(
                name: name, patterns: patterns.isEmpty && mimeTypes.isEmpty ? ["*"] : patterns,
                mimeTypes: mimeTypes)
        }
        guard each.count > 1 else { return each }
        let all = OpenFileChooser.Filter(
            name: "All Supported Files", patterns: each.flatMap(\.patterns),
            mimeTypes: each.flatMap(\.mimeTypes))
        return [all] + each
    }
}

/// The node of a file importer: the content, and whether its chooser is open.
@MainActor
final class FileImporterNode: PassthroughNode {
    var isOpen = false
}

extension View {
    /// Shows the file chooser to open one or more files of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        FileImporterModifier(
            content: self, isPresented: isPresented, types: allowedContentTypes,
            allowsMultiple: allowsMultipleSelection
        ) { onCompletion(.success($0)) }
    }

    /// Shows the file chooser to open one file of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        FileImporterModifier(content: self, isPresented: isPresented, types: allowedContentTypes, allowsMultiple: false) { urls in
            if let first = urls.first { onCompletion(.success(first)) }
        }
    }
}
