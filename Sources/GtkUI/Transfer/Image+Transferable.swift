import Foundation
import Gtk

extension Image: Transferable {
    /// The icon's file from the icon theme (SVG or PNG), as an image file.
    ///
    /// Images are not imported: GtkUI's `Image` shows named
    /// icons only, not image data.
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .image) { (image: Image) in
            let image = _Unchecked(image)
            let path = await MainActor.run { image.value.iconName.flatMap { IconTheme.file(ofIcon: $0, size: 128) } }
            guard let path else { throw TransferError.noExporter(.image) }
            return SentTransferredFile(URL(fileURLWithPath: path))
        }
    }
}
