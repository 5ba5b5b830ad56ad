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
    /// True for the MIT license; other licenses are shown as custom text.
    public var isMITLicensed: Bool

    /// Describes an application for its About dialog.
    public init(
        name: String, version: String, comments: String? = nil, website: String? = nil,
        iconName: String? = nil, authors: [String] = [], copyright: String? = nil, isMITLicensed: Bool = true
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.iconName = iconName
        self.authors = authors
        self.copyright = copyright
        self.isMITLicensed = isMITLicensed
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
        if info.isMITLicensed { gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11) }
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
}
