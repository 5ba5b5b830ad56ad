import Foundation
import Gtk

/// A Paste button (SwiftUI's `PasteButton`): sensitive while the clipboard
/// holds something of the payload's types; a click reads the clipboard,
/// imports the items and hands them to `onPaste`.
///
/// GNOME has no system paste button with a privacy prompt: this is a
/// regular button labelled "Paste" with the edit-paste icon.
public struct PasteButton: View {
    let types: [UTType]
    let paste: @MainActor ([NSItemProvider]) -> Void
    @State private var watcher = PasteboardWatcher()

    /// Pastes `T`s: `onPaste` gets the clipboard's items imported as `T`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        types = T.importedContentTypes()
        paste = { providers in
            Task { @MainActor in
                let items = await TransferMIME.items(T.self, from: providers).value
                if !items.isEmpty { onPaste(items) }
            }
        }
    }

    /// Pastes items of `supportedContentTypes`: `payloadAction` gets their providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        types = supportedContentTypes
        paste = { providers in
            let matching = providers.filter { $0.conforms(toAnyOf: supportedContentTypes) }
            if !matching.isEmpty { payloadAction(matching) }
        }
    }

    /// A "Paste" button, insensitive while the clipboard holds nothing it can paste.
    public var body: some View {
        let types = self.types
        let paste = self.paste
        let _ = watcher.start()
        return Button {
            TransferClipboard.read(types) { providers in paste(providers) }
        } label: {
            Label(localized("Paste"), systemImage: "doc.on.clipboard")
        }
        .disabled(!watcher.offers(types))
    }
}

/// Follows the clipboard's formats so a `PasteButton` re-renders when they change.
@MainActor
@Observable
final class PasteboardWatcher {
    /// Bumped on every change of the clipboard's formats.
    private var generation = 0
    @ObservationIgnored private var handler: SignalHandler?
    @ObservationIgnored private var clipboard: Clipboard?

    nonisolated init() {}

    /// Starts following the clipboard (once).
    func start() {
        guard handler == nil, let clipboard = Clipboard.ofDefaultDisplay() else { return }
        self.clipboard = clipboard
        handler = clipboard.onFormatsChanged { [weak self] in self?.generation += 1 }
    }

    /// Whether the clipboard holds something of `types` (read as observed).
    func offers(_ types: [UTType]) -> Bool {
        _ = generation
        return TransferClipboard.offers(types)
    }

    isolated deinit { handler?.disconnect() }
}
