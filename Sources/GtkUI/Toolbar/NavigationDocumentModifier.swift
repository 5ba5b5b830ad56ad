import Foundation
import Gtk

/// `.navigationDocument(_:)`: the window's document, as GNOME shows one.
///
/// macOS draws a proxy icon beside the title; GNOME apps (Text Editor,
/// Builder) name the document's folder under the title instead. A file
/// URL shows its folder as the header bar's subtitle ("~/Documents") and
/// its whole path as the title's tooltip; a web address shows its host.
/// A `.navigationSubtitle` the views set wins over it.
struct NavigationDocumentModifier<Content: View, Document: Transferable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let document: Document

    func makeNode() -> NavigationDocumentNode { NavigationDocumentNode(viewType: Self.self) }
    func updateNode(_ node: NavigationDocumentNode, context: RenderContext) {
        node.host = context.host
        node.follow(document)
        node.render(content, context: context)
    }
}

/// The node of `NavigationDocumentModifier`: finds the document's URL and
/// hands its location to the header bar, taking it back when the view goes.
@MainActor
final class NavigationDocumentNode: PassthroughNode {
    weak var host: WindowHost?
    private var lookup: Task<Void, Never>?

    /// Shows where `document` is: at once for a `URL`, else once the
    /// document's URL representation (`.fileURL`, `.url`) is exported.
    func follow<Document: Transferable>(_ document: Document) {
        lookup?.cancel()
        if let url = document as? URL { return show(url) }
        let types = document.exportedContentTypes()
        guard let type = [UTType.fileURL, .url].first(where: types.contains) else { return show(nil) }
        let item = _Unchecked(document)
        lookup = Task { @MainActor [weak self] in
            let url = (try? await item.value.exported(as: type)).flatMap { try? URL._transferredURL($0) }
            guard !Task.isCancelled else { return }
            self?.show(url)
        }
    }

    private func show(_ url: URL?) {
        host?.headerBarItems.setDocument(url.flatMap(DocumentLocation.init), by: ObjectIdentifier(self))
    }

    isolated deinit {
        lookup?.cancel()
        host?.headerBarItems.setDocument(nil, by: ObjectIdentifier(self))
    }
}

/// Where a window's document is, as its header bar shows it.
struct DocumentLocation: Equatable {
    /// The subtitle line: a file's folder, a web page's host.
    let subtitle: String
    /// The title's tooltip: the file's path, the page's address.
    let tooltip: String

    /// The location of `url`; nil for a URL with neither a path on disk nor a host.
    init?(_ url: URL) {
        if url.isFileURL {
            let path = url.standardizedFileURL.path
            tooltip = Self.abbreviatingHome(path)
            subtitle = Self.abbreviatingHome((path as NSString).deletingLastPathComponent)
        } else if let host = url.host, !host.isEmpty {
            subtitle = host
            tooltip = url.absoluteString
        } else {
            return nil
        }
    }

    /// `path` with the home folder written "~", as GNOME apps show paths.
    static func abbreviatingHome(_ path: String) -> String {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        guard !home.isEmpty, home != "/" else { return path }
        if path == home { return "~" }
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}

extension View {
    /// Names the document at `url` as the window's (macOS: the title's
    /// proxy icon): GNOME shows a file's folder as the subtitle, and its
    /// path as the title's tooltip.
    public func navigationDocument(_ url: URL) -> some View {
        NavigationDocumentModifier(content: self, document: url)
    }

    /// Names `document` as the window's: where it exports a file URL or a
    /// web address (`ProxyRepresentation(exporting: \.url)`), the header
    /// bar shows that location as for `navigationDocument(_: URL)`; a
    /// document with neither shows nothing more than its title.
    public func navigationDocument<D: Transferable>(_ document: D) -> some View {
        NavigationDocumentModifier(content: self, document: document)
    }

    /// Names `document` as the window's (see `navigationDocument(_:)`);
    /// GNOME has no proxy icon to drag, so `preview` is not drawn.
    public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>) -> some View {
        NavigationDocumentModifier(content: self, document: document)
    }

    /// Names `document` as the window's (the preview's image is not drawn).
    public func navigationDocument<D: Transferable, I: Transferable>(
        _ document: D, preview: SharePreview<I, Never>
    ) -> some View {
        NavigationDocumentModifier(content: self, document: document)
    }

    /// Names `document` as the window's (the preview's icon is not drawn).
    public func navigationDocument<D: Transferable, I: Transferable>(
        _ document: D, preview: SharePreview<Never, I>
    ) -> some View {
        NavigationDocumentModifier(content: self, document: document)
    }

    /// Names `document` as the window's (the preview is not drawn).
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
        _ document: D, preview: SharePreview<I1, I2>
    ) -> some View {
        NavigationDocumentModifier(content: self, document: document)
    }
}
