import Gtk
import UniformTypeIdentifiers

extension OpenFileChooser.Filter {
    /// The chooser's file type menu: all the allowed types first, then each
    /// one; a type that names no file (an app's own without an extension,
    /// `.item`, `.data`) accepts any file.
    static func filters(for types: [UTType]) -> [OpenFileChooser.Filter] {
        let each = types.map { type -> OpenFileChooser.Filter in
            let (patterns, mimeTypes) = type.fileFilterPatterns
            let name = type.localizedDescription ?? type.identifier
            return OpenFileChooser.Filter(
                name: name, patterns: patterns.isEmpty && mimeTypes.isEmpty ? ["*"] : patterns,
                mimeTypes: mimeTypes)
        }
        guard each.count > 1 else { return each }
        let all = OpenFileChooser.Filter(
            name: localized("All Supported Files"), patterns: each.flatMap(\.patterns),
            mimeTypes: each.flatMap(\.mimeTypes))
        return [all] + each
    }
}
