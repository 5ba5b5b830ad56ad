import CGtk

/// Asks for files to open (GtkFileChooserNative in open mode: the
/// desktop's own dialog where a portal provides one, GTK's otherwise).
@MainActor
public final class OpenFileChooser: Object {
    /// Choosers on screen, kept alive until they answer.
    private static var open: [ObjectID: OpenFileChooser] = [:]

    /// One entry of the chooser's file type menu: a name, and the file
    /// name patterns ("*.png") and MIME types it accepts.
    public struct Filter: Equatable, Sendable {
        /// The entry's name in the file type menu, such as "Images".
        public var name: String
        /// File name patterns it accepts, such as "*.png".
        public var patterns: [String]
        /// MIME types it accepts, such as "image/png".
        public var mimeTypes: [String]
        /// Creates a file type entry.
        public init(name: String, patterns: [String], mimeTypes: [String]) {
            self.name = name
            self.patterns = patterns
            self.mimeTypes = mimeTypes
        }
    }

    /// A chooser titled `title` over `parent`, offering `filters` (the first
    /// is selected) and showing `folder` first (nil: GTK's choice); with
    /// `choosesFolders` it picks folders instead of files.
    public init(
        title: String, parent: Window?, acceptLabel: String, selectsMultiple: Bool, filters: [Filter],
        folder: String? = nil, choosesFolders: Bool = false
    ) {
        let action = choosesFolders ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        let native = gtk_file_chooser_native_new(title, parent?.window, action, acceptLabel, "_Cancel")!
        super.init(adopting: UnsafeMutableRawPointer(native))
        let chooser = opaque
        gtk_native_dialog_set_modal(raw.assumingMemoryBound(to: GtkNativeDialog.self), 1)
        gtk_file_chooser_set_select_multiple(chooser, selectsMultiple ? 1 : 0)
        Self.add(filters, to: chooser)
        if let folder { Self.setFolder(folder, of: chooser) }
    }

    /// Adds `filters` to the file type menu of `chooser` (a GtkFileChooser).
    static func add(_ filters: [Filter], to chooser: OpaquePointer) {
        for filter in filters {
            let made = gtk_file_filter_new()!
            gtk_file_filter_set_name(made, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(made, pattern) }
            for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(made, mimeType) }
            // The chooser takes its own reference.
            gtk_file_chooser_add_filter(chooser, made)
            g_object_unref(UnsafeMutableRawPointer(made))
        }
    }

    /// Shows `folder` first in `chooser` (a GtkFileChooser).
    static func setFolder(_ folder: String, of chooser: OpaquePointer) {
        let file = g_file_new_for_path(folder)
        gtk_file_chooser_set_current_folder(chooser, file, nil)
        g_object_unref(UnsafeMutableRawPointer(file))
    }

    /// Shows the chooser; `completion` gets the chosen paths (empty when cancelled).
    public func begin(_ completion: @escaping @MainActor ([String]) -> Void) {
        let id = objectID
        let handler: @MainActor (Int) -> Void = { [weak self] response in
            var paths: [String] = []
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let self {
                paths = self.chosenPaths()
            }
            self?.disconnectAllHandlers()
            OpenFileChooser.open[id] = nil
            completion(paths)
        }
        _ = connect("response", body: handler, trampoline: Trampolines.response)
        Self.open[id] = self
        gtk_native_dialog_show(raw.assumingMemoryBound(to: GtkNativeDialog.self))
    }

    private func chosenPaths() -> [String] {
        guard let files = gtk_file_chooser_get_files(opaque) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var paths: [String] = []
        for index in 0..<g_list_model_get_n_items(files) {
            guard let item = g_list_model_get_item(files, index) else { continue }
            if let cPath = g_file_get_path(OpaquePointer(item)) {
                paths.append(String(cString: cPath))
                g_free(cPath)
            }
            g_object_unref(item)
        }
        return paths
    }
}
