import CGtk
import Glibc

/// The process's gettext catalogues: translations of an app's and a
/// library's strings into the user's language (`LANGUAGE`, `LC_MESSAGES`).
public enum Translations {
    /// Takes the user's locale from the environment (`LANG`, `LC_*`), as
    /// GTK does when it starts: before that, gettext translates nothing.
    public static func useUserLocale() {
        _ = setlocale(LC_ALL, "")
    }

    /// Tells gettext that `domain`'s catalogues are in `directory`
    /// (`<directory>/<language>/LC_MESSAGES/<domain>.mo`), read as UTF-8.
    public static func bind(domain: String, to directory: String) {
        cgtk_bind_text_domain(domain, directory)
    }

    /// `msgid` in the user's language, from `domain`'s catalogue (`msgid`
    /// itself where the catalogue has no translation).
    public static func lookup(_ msgid: String, domain: String) -> String {
        // gettext hands back `msgid`'s own pointer when it has no
        // translation: compare while that C string still lives.
        msgid.withCString { id in
            guard let translated = g_dgettext(domain, id), translated != id else { return msgid }
            return String(cString: translated)
        }
    }

    /// The form of `msgid` (singular) or `plural` for `count`, by the
    /// plural rule of the user's language.
    public static func lookup(_ msgid: String, plural: String, count: Int, domain: String) -> String {
        let untranslated = count == 1 ? msgid : plural
        return msgid.withCString { id in
            plural.withCString { other in
                guard let translated = g_dngettext(domain, id, other, gulong(max(0, count))),
                    translated != id, translated != other
                else { return untranslated }
                return String(cString: translated)
            }
        }
    }
}
