#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The compiler's end of the plugin protocol: standard input and output.
///
/// Each message is its length as an 8-byte little-endian integer, then that
/// many bytes of JSON.
struct PluginConnection {
    /// Reads the next message's JSON; nil when the compiler closed the pipe.
    func receive() -> [UInt8]? {
        guard let header = read(count: 8) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return read(count: Int(length))
    }

    /// Sends one message.
    func send(_ json: [UInt8]) {
        let length = UInt64(json.count)
        write((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) } + json)
    }

    private func read(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    private func write(_ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + done, bytes.count - done) }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { exit(1) }
            done += wrote
        }
    }
}
