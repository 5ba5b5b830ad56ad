import FoundationEssentials

/// Turns `note.txt`'s bytes into the editor's text and back, byte for byte.
///
/// The text view holds any valid UTF-8 exactly (a byte order mark, CRLF and
/// lone CR line ends, combining marks, characters outside the BMP) except
/// NUL, which GTK cannot hold. A note with NUL bytes is shown with each NUL
/// as ␀ (U+2400 SYMBOL FOR NULL) and written back with NUL in its place, so
/// every byte the user did not edit is unchanged. A note that already holds
/// the ␀ symbol as well as NUL bytes could not be written back exactly, and
/// neither can bytes that are not UTF-8: such a note is refused (and moved
/// aside by the store) before anything is written.
public struct NoteTextCodec: Equatable, Sendable {
    /// What stands for a NUL byte in the editor.
    public static let nulSymbol: Unicode.Scalar = "\u{2400}"
    private static let nulSymbolBytes: [UInt8] = Array(String(nulSymbol).utf8)

    /// Whether the editor shows NUL bytes as ␀ (and ␀ is written as NUL).
    public let showsNULAsSymbol: Bool

    /// The codec of a note without NUL bytes.
    public static let plain = NoteTextCodec(showsNULAsSymbol: false)

    /// Decodes `data`, choosing the codec that writes it back unchanged.
    public static func decode(_ data: Data) throws(NoteFileProblem) -> (text: String, codec: NoteTextCodec) {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw NoteFileProblem(reason: "is not valid UTF-8 text")
        }
        guard data.contains(0) else { return (text, .plain) }
        guard !text.unicodeScalars.contains(nulSymbol) else {
            throw NoteFileProblem(reason: "holds both NUL bytes and the ␀ symbol, which the editor cannot tell apart")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + 16)
        for byte in data {
            if byte == 0 { bytes.append(contentsOf: nulSymbolBytes) } else { bytes.append(byte) }
        }
        return (String(decoding: bytes, as: UTF8.self), NoteTextCodec(showsNULAsSymbol: true))
    }

    /// The bytes to write for `text`.
    public func encode(_ text: String) -> Data {
        guard showsNULAsSymbol else { return Data(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let symbol = Self.nulSymbolBytes
        var utf8 = text.utf8[...]
        while let first = utf8.first {
            if first == symbol[0], utf8.starts(with: symbol) {
                bytes.append(0)
                utf8 = utf8.dropFirst(symbol.count)
            } else {
                bytes.append(first)
                utf8 = utf8.dropFirst()
            }
        }
        return Data(bytes)
    }
}
