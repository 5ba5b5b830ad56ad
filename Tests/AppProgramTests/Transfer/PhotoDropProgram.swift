// A photo inbox in the style of macOS utilities: drop image files from
// Finder onto a drop zone (`.onDrop(of: [.fileURL])` and `loadObject`),
// drag a photo's row out as its file, reorder tags with a DropDelegate,
// copy a tag, and paste tags with a PasteButton.
import Foundation
import GtkUI
import UniformTypeIdentifiers

struct Photo: Identifiable, Hashable {
    let id = UUID()
    var url: URL
    var name: String { url.lastPathComponent }
}

struct PhotoTag: Codable, Hashable, Transferable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.name) { PhotoTag(name: $0) }
    }
}

@MainActor @Observable final class PhotoInbox {
    var photos: [Photo] = []
    var tags: [PhotoTag] = [PhotoTag(name: "Holiday"), PhotoTag(name: "Family")]
    var status = "Drop images here"

    func add(_ url: URL) {
        guard UTType(filenameExtension: url.pathExtension)?.conforms(to: .image) == true else {
            status = "\(url.lastPathComponent) is not an image"
            return
        }
        photos.append(Photo(url: url))
        status = "\(photos.count) photo(s)"
    }
}

struct TagReorderDelegate: DropDelegate {
    let tag: PhotoTag
    let inbox: PhotoInbox

    func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.json, .plainText]) }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    func performDrop(info: DropInfo) -> Bool {
        guard let provider = info.itemProviders(for: [.plainText]).first else { return false }
        _ = provider.loadObject(ofClass: String.self) { name, _ in
            guard let name else { return }
            Task { @MainActor in
                guard let from = inbox.tags.firstIndex(where: { $0.name == name }),
                    let to = inbox.tags.firstIndex(of: tag)
                else { return }
                inbox.tags.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
            }
        }
        return true
    }
}

struct PhotoDropView: View {
    @State private var inbox = PhotoInbox()
    @State private var isTargeted = false

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(isTargeted ? Color.accentColor.opacity(0.3) : Color.secondary.opacity(0.1))
                Label(inbox.status, systemImage: "photo.on.rectangle")
            }
            .frame(height: 120)
            .onDrop(of: [.fileURL], isTargeted: $isTargeted) { providers in
                for provider in providers where provider.canLoadObject(ofClass: URL.self) {
                    _ = provider.loadObject(ofClass: URL.self) { url, _ in
                        guard let url else { return }
                        Task { @MainActor in inbox.add(url) }
                    }
                }
                return true
            }

            List(inbox.photos) { photo in
                Text(photo.name)
                    .onDrag { NSItemProvider(contentsOf: photo.url) ?? NSItemProvider() }
            }

            HStack {
                ForEach(inbox.tags, id: \.self) { tag in
                    Text(tag.name)
                        .padding(4)
                        .draggable(tag) { Label(tag.name, systemImage: "tag") }
                        .onDrop(of: [UTType.plainText], delegate: TagReorderDelegate(tag: tag, inbox: inbox))
                        .copyable([tag])
                }
                PasteButton(payloadType: PhotoTag.self) { tags in inbox.tags += tags }
            }
            .dropDestination(for: String.self) { names, _ in
                inbox.tags += names.map(PhotoTag.init(name:))
                return true
            }
        }
        .padding()
    }
}
