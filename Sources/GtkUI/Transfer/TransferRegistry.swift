import Foundation

/// The item providers of this process's drags and copies, by in-app token.
///
/// An in-app drop or paste gets the provider (and the dragged value itself)
/// instead of bytes. A drag's entry lives until the drag ends; the
/// clipboard's until the next copy.
@MainActor
final class TransferRegistry {
    static let shared = TransferRegistry()

    private var providers: [String: [NSItemProvider]] = [:]
    private var nextToken = 0
    /// The token the clipboard holds, if this process copied last.
    private var clipboardToken: String?
    /// The drag in progress from this process, for `DropInfo` while it hovers.
    private(set) var activeDrag: NSItemProvider?

    /// How many tokens are kept (the ownership tests read it).
    var count: Int { providers.count }
    /// How many drags' providers are kept (the clipboard's excluded).
    var dragCountForTesting: Int { providers.keys.filter { $0 != clipboardToken }.count }
    /// The token of the drag in progress.
    var activeDragTokenForTesting: String? {
        providers.first { entry in entry.value.contains { $0 === activeDrag } }?.key
    }

    /// Keeps `provider` for a drag, answering its token.
    func beginDrag(_ provider: NSItemProvider) -> String {
        let token = register([provider])
        activeDrag = provider
        return token
    }

    /// Drops a drag's provider.
    func endDrag(_ token: String) {
        if let removed = providers.removeValue(forKey: token), removed.contains(where: { $0 === activeDrag }) { activeDrag = nil }
    }

    /// Keeps `items` for the clipboard (replacing the previous copy), answering its token.
    func setClipboard(_ items: [NSItemProvider]) -> String {
        if let clipboardToken { providers.removeValue(forKey: clipboardToken) }
        let token = register(items)
        clipboardToken = token
        return token
    }

    /// The providers of `token`, if this process still holds them.
    func providers(for token: String) -> [NSItemProvider]? { providers[token] }

    private func register(_ provider: [NSItemProvider]) -> String {
        nextToken += 1
        let token = "gtkui-transfer-\(getpid())-\(nextToken)"
        providers[token] = provider
        return token
    }
}
