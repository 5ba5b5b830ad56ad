import Foundation
import Gtk
import Synchronization
import ToolbarKit

/// Where GtkUI's own strings and the app's strings are translated: two
/// gettext text domains, `gtkui` (menus, the Customize Toolbar dialog,
/// accessible names) and the app's id (its `Text`, `Button`, menu titles…).
///
/// Their catalogues (`<dir>/<language>/LC_MESSAGES/<domain>.mo`) are
/// looked for in `$GTKUI_LOCALEDIR`, then beside an installed executable
/// (`<prefix>/bin/../share/locale`), then in the `locale` folder next to an
/// uninstalled one (where `meson-helpers/build-translations` puts them),
/// then in the system's folder. The language is gettext's: `LANGUAGE`,
/// else `LC_ALL`/`LC_MESSAGES`/`LANG`.
enum Localization {
    /// GtkUI's own text domain.
    static let libraryDomain = "gtkui"

    private struct State {
        var appDomain: String?
        var boundDomains: Set<String> = []
    }
    private static let state = Mutex(State())

    /// The app's text domain (its application id), set when the app starts.
    static var appDomain: String? { state.withLock { $0.appDomain } }

    /// Makes `domain` the app's text domain and binds it (and GtkUI's) to
    /// the folder that has their catalogues.
    static func start(appDomain domain: String) {
        state.withLock { $0.appDomain = domain }
        Translations.useUserLocale()
        bind(domain)
        bind(libraryDomain)
    }

    /// Makes `domain` the app's text domain (nil: none, as outside an app), without binding it.
    static func setAppDomain(_ domain: String?) {
        state.withLock { $0.appDomain = domain }
    }

    /// A string of GtkUI's own, in the user's language; with a `count`,
    /// the form the language's plural rule picks for it.
    static func library(_ msgid: String, count: Int64? = nil) -> String {
        bind(libraryDomain)
        return lookup(msgid, domain: libraryDomain, count: count)
    }

    /// A string of the app's (`table`, when given, names another domain), in
    /// the user's language; with a `count`, the form for that number.
    static func app(_ msgid: String, table: String? = nil, count: Int64? = nil) -> String {
        guard let domain = table ?? appDomain else { return msgid }
        bind(domain)
        return lookup(msgid, domain: domain, count: count)
    }

    /// A key with a number is looked up with gettext's `ngettext`, the key
    /// standing for every form: a catalogue entry with plural forms
    /// (`msgid_plural`, `msgstr[0]`, `msgstr[1]`…) gives the form of the
    /// language's plural rule, a plain entry its one translation.
    private static func lookup(_ msgid: String, domain: String, count: Int64?) -> String {
        guard let count else { return Translations.lookup(msgid, domain: domain) }
        return Translations.lookup(msgid, plural: msgid, count: Int(clamping: count), domain: domain)
    }

    /// Binds `domain` once to the first folder that has a catalogue of it.
    private static func bind(_ domain: String) {
        let isNew = state.withLock { $0.boundDomains.insert(domain).inserted }
        guard isNew, let folder = catalogueFolder(for: domain) else { return }
        Translations.bind(domain: domain, to: folder)
    }

    /// The folders catalogues are looked for in, in order.
    static var searchFolders: [String] {
        var folders: [String] = []
        if let override = ProcessInfo.processInfo.environment["GTKUI_LOCALEDIR"], !override.isEmpty {
            folders.append(override)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let bin = executable.deletingLastPathComponent()
            folders.append(bin.deletingLastPathComponent().appendingPathComponent("share/locale").path)
            folders.append(bin.appendingPathComponent("locale").path)
        }
        return folders
    }

    /// The first search folder with a catalogue of `domain` in any language.
    static func catalogueFolder(for domain: String) -> String? {
        let files = FileManager.default
        for folder in searchFolders {
            guard let languages = try? files.contentsOfDirectory(atPath: folder) else { continue }
            if languages.contains(where: { files.fileExists(atPath: "\(folder)/\($0)/LC_MESSAGES/\(domain).mo") }) {
                return folder
            }
        }
        return nil
    }
}

/// GtkUI's own user-visible string `msgid` in the user's language (its
/// `gtkui` catalogue); `meson-helpers/extract-strings` finds these calls.
func localized(_ msgid: String) -> String { Localization.library(msgid) }

/// Marks `msgid` for GtkUI's catalogue without translating it (gettext's
/// `N_`): for tables whose values are translated where they are shown.
func localizable(_ msgid: String) -> String { msgid }

/// GtkUI's own format string `msgid` in the user's language, its `%@`,
/// `%lld` (or positional `%1$@`…) filled with `arguments`.
func localized(_ msgid: String, _ arguments: FormatArgument...) -> String {
    let translated = Localization.library(msgid, count: FormatArgument.count(in: arguments))
    return Inflection.resolve(FormatArgument.format(translated, arguments), isUntranslated: translated == msgid)
}

extension SpacerKind {
    /// The spacer's name in the user's language (the Customize dialog's palette).
    var localizedLabel: String {
        switch self {
        case .space: localized("Space")
        case .flexibleSpace: localized("Flexible Space")
        case .separator: localized("Separator")
        }
    }
}

extension DisplayMode {
    /// The mode's name in the user's language (the toolbar's context menu, the Customize dialog).
    var localizedLabel: String {
        switch self {
        case .iconAndText: localized("Icon and Text")
        case .iconOnly: localized("Icon Only")
        case .textOnly: localized("Text Only")
        }
    }
}
