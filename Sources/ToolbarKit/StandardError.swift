import Glibc

/// Lines for standard error, written whole with `write(2)` (no buffering to
/// lose on a crash, and no Foundation `FileHandle`).
public enum StandardError {
    /// Writes `line` and a newline, retrying short writes and EINTR.
    public static func writeLine(_ line: String) {
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The one form of every warning an app prints: `<app id>: <sentence>`,
    /// a whole sentence that names the file and the reason.
    public static func warningLine(appID: String, _ sentence: String) -> String {
        "\(appID): \(sentence)"
    }
}
