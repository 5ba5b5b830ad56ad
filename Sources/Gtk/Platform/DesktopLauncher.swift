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
}
