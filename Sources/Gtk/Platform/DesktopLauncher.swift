import CGtk

/// Opens addresses with the desktop's default application (a web page in
/// the browser, a `mailto:` in the mail client), as GIO's
/// `g_app_info_launch_default_for_uri` does.
@MainActor
public enum DesktopLauncher {
    /// Opens `uri`.
    ///
    /// Returns nil when an application took it, else the reason.
    @discardableResult
    public static func open(_ uri: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(uri, nil, &error) != 0
        var reason: String?
        if let error {
            reason = String(cString: error.pointee.message)
            g_error_free(error)
        }
        return launched ? nil : reason ?? "no application opens it"
    }

    /// Starts `argv` (a program and its arguments) in the background.
    ///
    /// Returns nil when it started, else the reason.
    @discardableResult
    public static func run(_ argv: [String]) -> String? {
        var error: UnsafeMutablePointer<GError>?
        var pointers = argv.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        let started = g_spawn_async(nil, &pointers, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, &error) != 0
        var reason: String?
        if let error {
            reason = String(cString: error.pointee.message)
            g_error_free(error)
        }
        return started ? nil : reason ?? "it did not start"
    }

    /// Whether some application opens URIs of `scheme` (`https`, `mailto`…).
    public static func hasHandler(forScheme scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }
}
