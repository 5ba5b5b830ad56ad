import Foundation
import Observation

/// A picture loaded from a URL in the background, shown once it is there
/// (SwiftUI's `AsyncImage`).
///
/// `file:` URLs are read from disk. `http:` and `https:` pictures are
/// downloaded with Foundation's URL loading, which lives in
/// `FoundationNetworking` on Linux: an app that uses `URLSession` has it
/// loaded; without it the phase is `.failure`. A downloaded picture is kept
/// in a temporary folder for the rest of the run. `scale` is accepted and
/// the picture is drawn at its size in pixels (GtkPicture).
///
/// ```swift
/// AsyncImage(url: article.thumbnail) { phase in
///     switch phase {
///     case .success(let image): image.resizable().scaledToFill()
///     case .failure: Image(systemName: "photo")
///     default: ProgressView()
///     }
/// }
/// .frame(width: 80, height: 80)
/// ```
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var load = AsyncImageLoad()

    /// Shows the picture at `url` through `content`, which gets each phase
    /// of the load (empty, then success or failure).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.transaction = transaction
        self.content = content
    }

    /// Shows the loaded picture through `content`, and `placeholder` until
    /// it is loaded (or when it cannot be).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// The content of the view: the current phase through `content`.
    public var body: some View {
        let load = self.load
        let transaction = self.transaction
        return content(load.url == url ? load.phase : .empty)
            .task(id: url) { [url] in
                await load.start(url, transaction: transaction)
            }
    }
}

extension AsyncImage where Content == Image {
    /// Shows the picture at `url`, and nothing until it is loaded.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in phase.image ?? Image(loadedFile: nil) }
    }
}

/// Where an `AsyncImage` load is (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded: the picture.
    case success(Image)
    /// The picture could not be loaded.
    case failure(any Error)

    /// The loaded picture, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the load failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// One `AsyncImage`'s load: the URL asked for and its phase.
@MainActor @Observable
final class AsyncImageLoad {
    private(set) var url: URL?
    private(set) var phase: AsyncImagePhase = .empty

    nonisolated init() {}

    /// Loads `url` (nil: stays empty) and moves to success or failure
    /// under `transaction`; a cancelled load changes nothing.
    func start(_ url: URL?, transaction: Transaction) async {
        self.url = url
        phase = .empty
        guard let url else { return }
        let result = await Task.detached(priority: .userInitiated) { AsyncImageFiles.localFile(for: url) }.value
        guard !Task.isCancelled, self.url == url else { return }
        withTransaction(transaction) {
            switch result {
            case .success(let file): phase = .success(Image(loadedFile: file))
            case .failure(let error): phase = .failure(error)
            }
        }
    }
}

/// Turns an `AsyncImage` URL into a local file GtkPicture can show.
enum AsyncImageFiles {
    /// The file at `url` (a `file:` URL), or `url` downloaded into the run's
    /// temporary folder; an error when it cannot be read or fetched.
    static func localFile(for url: URL) -> Result<URL, any Error> {
        if url.isFileURL {
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                return .failure(CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url]))
            }
            return .success(url)
        }
        guard url.scheme == "http" || url.scheme == "https", canLoadNetworkURLs else {
            return .failure(CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url]))
        }
        do {
            let data = try Data(contentsOf: url)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-async-image-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let name = String(UInt(bitPattern: url.absoluteString.hashValue), radix: 16)
            let file = folder.appendingPathComponent(name + (url.pathExtension.isEmpty ? "" : "." + url.pathExtension))
            try data.write(to: file, options: .atomic)
            return .success(file)
        } catch {
            return .failure(error)
        }
    }

    /// Whether Foundation can fetch non-file URLs in this process: its
    /// loader is in `FoundationNetworking` (asking without it would stop
    /// the app).
    static var canLoadNetworkURLs: Bool {
        _typeByName("FoundationNetworking._NSNonfileURLContentLoader") != nil
    }
}

extension Image {
    /// The picture in `file` (nil: an empty image, drawn as nothing).
    init(loadedFile file: URL?) {
        source = file.map(Source.file) ?? .iconName("")
    }
}
