import CGtk

/// What the About dialog shows.
public struct AboutInfo: Sendable {
    /// The program name, the dialog's title line.
    public var name: String
    /// The version shown under the name.
    public var version: String
    /// A sentence about the program, under the version.
    public var comments: String?
    /// The program's website, shown as a link.
    public var website: String?
    /// The themed icon shown as the dialog's logo.
    public var iconName: String?
    /// The people credited on the Credits page.
    public var authors: [String]
    /// The copyright line, such as "© 2026 The Authors".
    public var copyright: String?
    /// The licence the dialog's License page shows (nil: no License page).
    public var license: AboutLicense?
    /// Whether the licence is the MIT licence; setting it false takes the
    /// MIT licence away (another declared licence stays).
    public var isMITLicensed: Bool {
        get { license == .mit }
        set {
            if newValue {
                license = .mit
            } else if license == .mit {
                license = nil
            }
        }
    }

    /// Describes an application for its About dialog; `isMITLicensed`
    /// shows the MIT licence (false: no licence).
    public init(
        name: String, version: String, comments: String? = nil, website: String? = nil,
        iconName: String? = nil, authors: [String] = [], copyright: String? = nil, isMITLicensed: Bool = true
    ) {
        self.init(
            name: name, version: version, comments: comments, website: website, iconName: iconName,
            authors: authors, copyright: copyright, license: isMITLicensed ? .mit : nil)
    }

    /// Describes an application for its About dialog, with the licence it
    /// is under (one GTK knows by name, or its own text; nil: none).
    public init(
        name: String, version: String, comments: String? = nil, website: String? = nil,
        iconName: String? = nil, authors: [String] = [], copyright: String? = nil, license: AboutLicense?
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.iconName = iconName
        self.authors = authors
        self.copyright = copyright
        self.license = license
    }
}

/// A licence the About dialog shows: one GTK names and links to (its
/// `GtkLicense` values), or the app's own text.
public enum AboutLicense: Sendable, Hashable {
    case mit, bsd2, bsd3, apache2, mpl2, artistic2
    case gpl2OrLater, gpl2Only, gpl3OrLater, gpl3Only
    case lgpl21OrLater, lgpl21Only, lgpl3OrLater, lgpl3Only
    case agpl3OrLater, agpl3Only
    /// The licence's own text, shown as it is.
    case custom(String)

    var gtkLicense: GtkLicense {
        switch self {
        case .mit: GTK_LICENSE_MIT_X11
        case .bsd2: GTK_LICENSE_BSD
        case .bsd3: GTK_LICENSE_BSD_3
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        case .artistic2: GTK_LICENSE_ARTISTIC
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl2Only: GTK_LICENSE_GPL_2_0_ONLY
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .gpl3Only: GTK_LICENSE_GPL_3_0_ONLY
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .lgpl21Only: GTK_LICENSE_LGPL_2_1_ONLY
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .lgpl3Only: GTK_LICENSE_LGPL_3_0_ONLY
        case .agpl3OrLater: GTK_LICENSE_AGPL_3_0
        case .agpl3Only: GTK_LICENSE_AGPL_3_0_ONLY
        case .custom: GTK_LICENSE_CUSTOM
        }
    }
}

/// The standard About dialog (GtkAboutDialog).
@MainActor
public final class AboutDialog: Window {
    /// Creates an About dialog showing `info`.
    public init(_ info: AboutInfo) {
        super.init(borrowing: gtk_about_dialog_new())
        let dialog = opaque
        gtk_about_dialog_set_program_name(dialog, info.name)
        gtk_about_dialog_set_version(dialog, info.version)
        if let comments = info.comments { gtk_about_dialog_set_comments(dialog, comments) }
        if let website = info.website { gtk_about_dialog_set_website(dialog, website) }
        if let icon = info.iconName { gtk_about_dialog_set_logo_icon_name(dialog, icon) }
        if let copyright = info.copyright { gtk_about_dialog_set_copyright(dialog, copyright) }
        switch info.license {
        case .custom(let text)?:
            gtk_about_dialog_set_license(dialog, text)
            gtk_about_dialog_set_wrap_license(dialog, 1)
        case let license?:
            gtk_about_dialog_set_license_type(dialog, license.gtkLicense)
        case nil:
            break
        }
        if !info.authors.isEmpty {
            var strings: [UnsafeMutablePointer<CChar>?] = info.authors.map { strdup($0) }
            strings.append(nil)
            defer { for string in strings { free(string) } }
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_about_dialog_set_authors(dialog, $0)
                }
            }
        }
    }

    /// The text of the License page as GTK shows it (for a licence GTK
    /// names, its sentence linking to the licence), or nil without one.
    public var licenseText: String? {
        gtk_about_dialog_get_license(opaque).map { String(cString: $0) }
    }
}
