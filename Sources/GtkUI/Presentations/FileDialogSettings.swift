import Foundation

/// What the `.fileDialog…` modifiers set for the file choosers of the
/// views inside them.
struct FileDialogSettings {
    /// The folder a chooser shows first (`.fileDialogDefaultDirectory`).
    var defaultDirectory: URL?
    /// The chooser's title (`.fileDialogMessage`: GTK's choosers have no message line).
    var message: String?
    /// The accept button's label (`.fileDialogConfirmationLabel`).
    var confirmationLabel: String?
}

private struct FileDialogSettingsKey: EnvironmentKey {
    static var defaultValue: FileDialogSettings { FileDialogSettings() }
}

extension EnvironmentValues {
    /// The file choosers' settings (see `FileDialogSettings`).
    var fileDialog: FileDialogSettings {
        get { self[FileDialogSettingsKey.self] }
        set { self[FileDialogSettingsKey.self] = newValue }
    }
}

/// Which files a file chooser shows (SwiftUI's `FileDialogBrowserOptions`).
///
/// Compiles, no effect: GTK's file chooser has its own "Show Hidden
/// Files" (Ctrl+H) and shows extensions and folders as they are.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shows the contents of packages.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Shows hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file name extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension View {
    /// The folder the file choosers of this view (importer, exporter,
    /// mover) show first; nil lets GTK choose.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        EnvironmentWriter(content: self) { $0.fileDialog.defaultDirectory = defaultDirectory }
    }

    /// The file choosers' message, shown as their title (GTK's choosers
    /// have no message line).
    public func fileDialogMessage(_ message: Text) -> some View {
        EnvironmentWriter(content: self) { $0.fileDialog.message = message.content }
    }

    /// The file choosers' message, shown as their title.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        EnvironmentWriter(content: self) { $0.fileDialog.message = String(message) }
    }

    /// The label of the file choosers' accept button ("Open", "Save", "Move").
    public func fileDialogConfirmationLabel(_ label: Text) -> some View {
        EnvironmentWriter(content: self) { $0.fileDialog.confirmationLabel = label.content }
    }

    /// The label of the file choosers' accept button.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        EnvironmentWriter(content: self) { $0.fileDialog.confirmationLabel = String(label) }
    }

    /// The label of the exporter's file name field.
    ///
    /// Compiles, no effect: GTK's save chooser names its field "Name".
    public func fileExporterFilenameLabel(_ label: Text) -> some View { self }

    /// The label of the exporter's file name field (no effect, as above).
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Which files the choosers show.
    ///
    /// Compiles, no effect (see `FileDialogBrowserOptions`).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }

    /// An identifier under which macOS remembers a chooser's state.
    ///
    /// Compiles, no effect: GTK's chooser remembers its last folder itself.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }

    /// Whether importers resolve Finder aliases.
    ///
    /// Compiles, no effect: Linux has symbolic links, which choosers follow.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
}
