import Gtk
import UniformTypeIdentifiers

/// `.fileImporter`: the file chooser to open files, while `isPresented` is true.
///
/// Choosing files calls `onCompletion` with their URLs; cancelling calls
/// `onCancellation` (nothing in the forms without one); both set
/// `isPresented` to false first. The file type menu offers "All Supported
/// Files" and each allowed type.
extension View {
    /// Shows the file chooser to open one or more files of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        importer(isPresented, allowedContentTypes, multiple: allowsMultipleSelection, { onCompletion(.success($0)) }, {})
    }

    /// Shows the file chooser to open one or more files of
    /// `allowedContentTypes`; cancelling calls `onCancellation`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        importer(isPresented, allowedContentTypes, multiple: allowsMultipleSelection, { onCompletion(.success($0)) }, onCancellation)
    }

    /// Shows the file chooser to open one file of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        importer(isPresented, allowedContentTypes, multiple: false, { urls in urls.first.map { onCompletion(.success($0)) } }, {})
    }

    private func importer(
        _ isPresented: Binding<Bool>, _ types: [UTType], multiple: Bool, _ chosen: @escaping ([URL]) -> Void,
        _ cancelled: @escaping () -> Void
    ) -> some View {
        FileDialogPresenter(content: self, isPresented: isPresented) { settings, parent, finished in
            let chooser = OpenFileChooser(
                title: settings.message ?? (multiple ? localized("Open Files") : localized("Open File")), parent: parent,
                acceptLabel: settings.confirmationLabel ?? "_Open", selectsMultiple: multiple,
                filters: OpenFileChooser.Filter.filters(for: types), folder: settings.defaultDirectory?.path)
            chooser.begin { paths in
                finished()
                if paths.isEmpty { cancelled() } else { chosen(paths.map { URL(fileURLWithPath: $0) }) }
            }
        }
    }
}
