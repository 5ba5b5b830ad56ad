import Gtk

/// Asks where to save a file (GtkUI extension in the spirit of AppKit's
/// `NSSavePanel`; a GtkFileChooserNative).
@MainActor
public final class SavePanel {
    /// The chooser's title.
    public var title = "Save"
    /// The accept button's label.
    public var prompt = "_Save"
    /// The file name proposed.
    public var nameFieldStringValue = ""
    /// The folder shown first.
    public var directoryURL: URL?

    /// Creates a panel.
    public init() {}

    /// Shows the panel; `completionHandler` gets the chosen file, or nil when cancelled.
    public func begin(completionHandler: @escaping @MainActor (URL?) -> Void) {
        let chooser = SaveFileChooser(
            title: title, parent: AppRuntime.current?.activeHost?.window, acceptLabel: prompt,
            suggestedName: nameFieldStringValue, folder: directoryURL?.path)
        chooser.begin { path in completionHandler(path.map { URL(fileURLWithPath: $0) }) }
    }
}
