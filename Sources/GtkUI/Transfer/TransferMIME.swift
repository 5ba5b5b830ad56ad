import Foundation
import Gtk

/// How content types travel through GDK: as MIME types, and as the kinds
/// of value a drop target or a clipboard read asks GTK for.
enum TransferMIME {
    /// The MIME type GDK offers `type` as: `text/uri-list` for URLs and
    /// files, `text/plain;charset=utf-8` for plain text, `application/json`
    /// for JSON types (an app's own Codable types declared as JSON), else
    /// the type's preferred MIME type, else its identifier.
    static func mimeType(for type: UTType) -> String {
        if type.conforms(to: .url) { return "text/uri-list" }
        if type == .text || type.preferredMIMEType == "text/plain" { return "text/plain;charset=utf-8" }
        if type.conforms(to: .json) { return "application/json" }
        return type.preferredMIMEType ?? type.identifier
    }

    /// The kinds of dropped value that can give one of `types`, in-app first.
    static func kinds(for types: [UTType]) -> [DropValueKind] {
        var kinds: [DropValueKind] = [.inApp]
        if types.contains(where: wantsURIs) { kinds.append(.uris) }
        if types.contains(where: wantsText) { kinds.append(.text) }
        return kinds
    }

    /// Whether a file or a URL can give `type`: URLs themselves, and the
    /// system's file types (an image, a PDF, any data).
    static func wantsURIs(_ type: UTType) -> Bool {
        UTType.fileURL.conforms(to: type) || type.conforms(to: .url)
            || (type.isDeclared && !type.conforms(to: .text) && type.conforms(to: .data))
            || type.conforms(to: .image) || type.conforms(to: .pdf)
    }

    /// Whether text can give `type`.
    static func wantsText(_ type: UTType) -> Bool {
        UTType.utf8PlainText.conforms(to: type) || type.conforms(to: .plainText) || type == .url
    }

    /// The providers a dropped or pasted value holds.
    @MainActor
    static func providers(for value: DropValue) -> [NSItemProvider] {
        switch value {
        case .inApp(let token): return TransferRegistry.shared.providers(for: token) ?? []
        case .text(let text): return [NSItemProvider(object: NSString(string: text))]
        case .uris(let uris):
            return uris.compactMap { uri in
                guard let url = URL(string: uri) else { return nil }
                let provider = NSItemProvider()
                provider.register(url)
                return provider
            }
        }
    }

    /// What a drag or a copy of `provider` offers GDK (`token`: its in-app key).
    ///
    /// Each representation is loaded now (GDK asks for the formats at once),
    /// waiting at most a second for each.
    @MainActor
    static func offer(for provider: NSItemProvider, token: String?) -> TransferOffer {
        var offer = TransferOffer(inAppToken: token)
        for registration in provider.allRegistrations where registration.visibility != .ownProcess {
            guard let content = TransferWait.content(of: registration) else { continue }
            let type = registration.type
            if type.conforms(to: .url) {
                if case .data(let data) = content, let url = try? URL._transferredURL(data),
                    !offer.uris.contains(url.absoluteString)
                {
                    offer.uris.append(url.absoluteString)
                }
                continue
            }
            if case .file(let url, _) = content {
                if !offer.uris.contains(url.absoluteString) { offer.uris.append(url.absoluteString) }
                continue
            }
            guard case .data(let data) = content else { continue }
            let mime = mimeType(for: type)
            if mime == "text/plain;charset=utf-8" {
                if offer.text == nil { offer.text = String(decoding: data, as: UTF8.self) }
            } else if !offer.bytes.contains(where: { $0.mimeType == mime }) {
                offer.bytes.append(TransferOffer.MIMEData(mimeType: mime, data: Array(data)))
            }
        }
        if offer.text == nil, offer.bytes.isEmpty, let first = offer.uris.first {
            // A URL is also offered as text, so text fields take it.
            offer.text = URL(string: first).map { $0.isFileURL ? $0.path : $0.absoluteString }
        }
        return offer
    }

    /// What a copy of several providers offers: their texts one a line, all
    /// their URIs, the first's other data.
    @MainActor
    static func offer(for providers: [NSItemProvider], token: String?) -> TransferOffer {
        let offers = providers.map { offer(for: $0, token: nil) }
        var merged = offers.first ?? TransferOffer()
        merged.inAppToken = token
        let texts = offers.compactMap(\.text)
        merged.text = texts.isEmpty ? nil : texts.joined(separator: "\n")
        merged.uris = offers.flatMap(\.uris)
        return merged
    }

    /// The `T`s `providers` give: the dragged value itself when it is a
    /// `T`, else the first representation `T` imports.
    static func items<T: Transferable>(_ type: T.Type, from providers: [NSItemProvider]) async -> _Unchecked<[T]> {
        var items: [T] = []
        for provider in providers {
            if let value = provider.value?.value as? T {
                items.append(value)
                continue
            }
            for imported in T.importedContentTypes() {
                guard let (content, contentType) = await provider.loadContent(conformingTo: imported),
                    let item = try? await T._import(content, contentType: contentType)
                else { continue }
                items.append(item)
                break
            }
        }
        return _Unchecked(items)
    }
}

/// Waits for an item provider's load from the main thread, running the GLib loop meanwhile.
@MainActor
enum TransferWait {
    /// How long one representation may take to load while a drag starts or a copy is made.
    static let timeout = 1.0

    final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var content: _TransferContent?
        var done = false
    }

    static func content(of registration: NSItemProvider.Registration) -> _TransferContent? {
        let slot = Slot()
        registration.load { content, _ in
            slot.lock.lock()
            slot.content = content
            slot.done = true
            slot.lock.unlock()
        }
        let finished = MainLoop.run(timeout: timeout) {
            slot.lock.lock()
            defer { slot.lock.unlock() }
            return slot.done
        }
        guard finished else {
            Diagnostics.warn("a \(registration.type.identifier) representation took over \(timeout) s to export: not offered")
            return nil
        }
        return slot.content
    }
}
