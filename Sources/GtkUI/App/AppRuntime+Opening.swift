import Gtk

/// Files and URLs the app is asked to open (GApplication's `open`: the
/// command line, the desktop file's `%U`, a second launch).
extension AppRuntime {
    /// Whether an app with `scene` opens files (it has a `DocumentGroup`).
    static func opensFiles<S: Scene>(_ scene: S) -> Bool {
        var configurations: [WindowGroupConfiguration] = []
        collectScene(scene, into: &configurations)
        return configurations.contains { $0.documentKind != nil }
    }

    /// Opens files as documents (in a `DocumentGroup` app) and hands other
    /// URLs to the `.onOpenURL` handlers of a window, opening the launch
    /// window first when none is open.
    func open(_ uris: [String]) {
        let urls = uris.compactMap { URL(string: $0) }
        var others: [URL] = []
        var files: [URL] = []
        for url in urls {
            if url.isFileURL && documents != nil { files.append(url) } else { others.append(url) }
        }
        if !files.isEmpty { documents?.open(files) }
        guard !others.isEmpty else { return }
        if windows.isEmpty { openWindow() }
        guard let host = urlHandlingHost else {
            for url in others { Diagnostics.warn("no view of the app handles \(url.absoluteString) (.onOpenURL)") }
            return
        }
        host.window.present()
        for url in others { host.openURLHandlers.deliver(url) }
    }

    /// The window whose `.onOpenURL` handlers receive URLs: the active one
    /// if it has handlers, else the first that has.
    private var urlHandlingHost: WindowHost? {
        if let active = activeHost, !active.openURLHandlers.handlesNoURL { return active }
        return windows.first { !$0.host.openURLHandlers.handlesNoURL }?.host
    }
}
