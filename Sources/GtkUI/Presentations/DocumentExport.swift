import Gtk
import UniformTypeIdentifiers

/// One `.fileExporter` presentation: asks where, then writes the documents.
@MainActor
struct DocumentExport {
    let documents: [ExportedDocument]
    /// The types offered, the first proposed.
    let types: [UTType]
    let defaultFilename: String?

    /// Shows the chooser; `done` gets the files written or the error, or
    /// nil when the user cancelled.
    func present(
        settings: FileDialogSettings, parent: Gtk::Window?, done: @escaping @MainActor (Result<[URL], any Error>?) -> Void
    ) {
        if documents.count == 1 {
            let chooser = SaveFileChooser(
                title: settings.message ?? localized("Export"), parent: parent,
                acceptLabel: settings.confirmationLabel ?? localized("_Save"),
                suggestedName: suggestedName, folder: settings.defaultDirectory?.path,
                filters: OpenFileChooser.Filter.filters(for: types))
            chooser.begin { path in done(path.map { write([URL(fileURLWithPath: $0)]) }) }
        } else {
            let chooser = OpenFileChooser(
                title: settings.message ?? localized("Export"), parent: parent,
                acceptLabel: settings.confirmationLabel ?? localized("_Export"),
                selectsMultiple: false, filters: [], folder: settings.defaultDirectory?.path, choosesFolders: true)
            chooser.begin { paths in
                done(paths.first.map { write(Self.freeNames(count: documents.count, in: URL(fileURLWithPath: $0), type: types.first)) })
            }
        }
    }

    /// `defaultFilename` (else "Untitled") with the first type's extension when it has none.
    var suggestedName: String {
        let name = defaultFilename ?? localized("Untitled")
        guard (name as NSString).pathExtension.isEmpty, let ext = types.first?.preferredFilenameExtension else { return name }
        return "\(name).\(ext)"
    }

    /// Writes document `i` to `urls[i]`, each as the type its name names.
    func write(_ urls: [URL]) -> Result<[URL], any Error> {
        do {
            for (document, url) in zip(documents, urls) {
                let type = DocumentFiles.saveType(for: url, current: types.first ?? .data, writableTypes: types)
                try DocumentFiles.write(try document.fileWrapper(type), to: url)
            }
            return .success(urls)
        } catch {
            return .failure(error)
        }
    }

    /// "Untitled.txt", "Untitled 2.txt"… names no file in `folder` has.
    static func freeNames(count: Int, in folder: URL, type: UTType?) -> [URL] {
        let ext = type?.preferredFilenameExtension.map { ".\($0)" } ?? ""
        var urls: [URL] = []
        var number = 1
        while urls.count < count {
            let url = folder.appendingPathComponent(number == 1 ? "Untitled\(ext)" : "Untitled \(number)\(ext)")
            if !FileManager.default.fileExists(atPath: url.path) { urls.append(url) }
            number += 1
        }
        return urls
    }
}
