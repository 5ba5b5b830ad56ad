import CGtk

/// A button that opens a URI with the desktop's handler (GtkLinkButton).
@MainActor
public final class LinkButton: Button {
    /// A link to `uri` showing `label`.
    public init(uri: String, label: String) {
        super.init(sinking: gtk_link_button_new_with_label(uri, label))
    }
    var link: OpaquePointer { opaque }
    /// The URI it opens.
    public var uri: String {
        get { gtk_link_button_get_uri(link).map { String(cString: $0) } ?? "" }
        set { if newValue != uri { gtk_link_button_set_uri(link, newValue) } }
    }
}
