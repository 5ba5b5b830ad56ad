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
    /// `activate-link` (a click or Enter): return true when the handler
    /// opened the link itself, so GTK does not open it as well.
    @discardableResult
    public func onActivateLink(_ body: @escaping @MainActor () -> Bool) -> SignalHandler {
        connect("activate-link", body: body, trampoline: Trampolines.boolean)
    }
}
