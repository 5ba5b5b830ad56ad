// A viewer-only document app: it opens images and never saves them.
import GtkUI
import UniformTypeIdentifiers

struct ImageFile: FileDocument {
    static var readableContentTypes: [UTType] { [.png, .jpeg, .gif] }
    static var writableContentTypes: [UTType] { [] }

    let data: Data
    let kind: String

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, !data.isEmpty else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.data = data
        kind = configuration.contentType.localizedDescription ?? "Image"
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        throw CocoaError(.featureUnsupported)
    }
}

struct ImageInfoView: View {
    let image: ImageFile
    let fileURL: URL?
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        VStack(spacing: 8) {
            Text(fileURL?.lastPathComponent ?? "Image")
                .font(.headline)
            Text("\(image.kind), \(image.data.count) bytes")
            Text(configuration?.isEditable == false ? "Read only" : "Editable")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct ImageViewerApp: Scene {
    var body: some Scene {
        DocumentGroup(viewing: ImageFile.self) { file in
            ImageInfoView(image: file.document, fileURL: file.fileURL)
        }
    }
}
