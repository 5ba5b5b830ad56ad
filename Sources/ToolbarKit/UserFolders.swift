// The one place that decides where an app's files live (XDG Base Directory rules).
import FoundationEssentials
import Glibc

/// The user's home and XDG base folders, resolved once, the same way for
/// every file an app keeps (toolbar layouts, the note, window state).
///
/// A variable counts only when it is set to an absolute path: an empty or
/// relative `HOME` or `XDG_*_HOME` is treated as unset (a relative one would
/// make the files depend on the folder the app was started from). Without a
/// usable `HOME`, the home folder comes from the user database (`getpwuid`).
///
///     let folders = UserFolders()
///     let layouts = folders.configHome.appendingPathComponent("org.example.App/toolbars.json")
public struct UserFolders: Equatable, Sendable {
    /// The home folder.
    public let home: URL
    /// `$XDG_CONFIG_HOME`, else `~/.config`: settings (toolbars.json).
    public let configHome: URL
    /// `$XDG_DATA_HOME`, else `~/.local/share`: documents (the note).
    public let dataHome: URL
    /// `$XDG_STATE_HOME`, else `~/.local/state`: state worth keeping, such as window sizes.
    public let stateHome: URL
    /// `$XDG_CACHE_HOME`, else `~/.cache`: what can be recomputed.
    public let cacheHome: URL

    /// Resolves the folders from `environment` (default: the process's).
    ///
    /// `accountHome` is asked only when `HOME` is unusable.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        accountHome: () -> String? = UserFolders.accountHome
    ) {
        let homePath = Self.absolutePath(environment["HOME"]) ?? Self.absolutePath(accountHome()) ?? "/"
        let home = URL(fileURLWithPath: homePath, isDirectory: true)
        func base(_ variable: String, default relative: String) -> URL {
            if let path = Self.absolutePath(environment[variable]) { return URL(fileURLWithPath: path, isDirectory: true) }
            return home.appendingPathComponent(relative, isDirectory: true)
        }
        self.home = home
        configHome = base("XDG_CONFIG_HOME", default: ".config")
        dataHome = base("XDG_DATA_HOME", default: ".local/share")
        stateHome = base("XDG_STATE_HOME", default: ".local/state")
        cacheHome = base("XDG_CACHE_HOME", default: ".cache")
    }

    /// `path` if it is absolute, else nil (unset, empty and relative are alike).
    private static func absolutePath(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }

    /// The home folder the user database gives the current user, if any.
    public static func accountHome() -> String? {
        var record = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        guard getpwuid_r(getuid(), &record, &buffer, buffer.count, &result) == 0,
            result != nil, let directory = record.pw_dir
        else { return nil }
        return String(cString: directory)
    }
}
