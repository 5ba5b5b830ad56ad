import Foundation

/// Warnings for developers, printed once each on standard error.
@MainActor
public enum Diagnostics {
    private static var printed: Set<String> = []
    /// Where warnings go; tests replace it to capture them.
    public static var sink: (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints `message` once per process, prefixed with "GtkUI warning:".
    public static func warn(_ message: String) {
        guard printed.insert(message).inserted else { return }
        sink("GtkUI warning: \(message)")
    }
}
