import CGtk

/// A copy of a text buffer's text, kept up to date edit by edit.
///
/// Reading a whole GtkTextBuffer (`gtk_text_buffer_get_text`) walks its
/// B-tree at about ten instructions a byte: for a 10 MB note, tens of
/// milliseconds on the main thread each time the text is saved. The mirror
/// applies every insertion and deletion as it happens (from the buffer's
/// `insert-text`, `delete-range`, `insert-paintable` and
/// `insert-child-anchor` signals) to UTF-8 chunks of at most
/// `chunkCapacity` bytes, so an edit costs one chunk's worth of work and
/// reading the whole text costs a copy.
///
/// The mirror applies an edit just before the buffer's own handler does,
/// so the text is already current when the buffer emits `changed` (from
/// inside that handler). A handler that stops an insertion or deletion
/// before it happens would leave the mirror out of step: stop edits from a
/// `changed` handler or by undoing them instead.
/// Embedded paintables and child widgets are U+FFFC, as in
/// `gtk_text_buffer_get_slice` and as character offsets count them (so the
/// text equals `TextBuffer.text`, which leaves them out, whenever the
/// buffer holds only text, as a note editor's does).
@MainActor
public final class TextMirror {
    /// The largest chunk an edit leaves behind, in bytes.
    public static let chunkCapacity = 8 * 1024

    private struct Chunk {
        var bytes: [UInt8]
        var characters: Int
        var isASCII: Bool { bytes.count == characters }
    }

    /// One edit of the buffer: `removed` (the characters at `offset`
    /// before it) replaced by `inserted`; one of the two is empty.
    public struct Edit: Equatable, Sendable {
        /// The character offset where the edit happened.
        public let offset: Int
        /// The text the edit deleted.
        public let removed: String
        /// The text the edit inserted.
        public let inserted: String
    }

    private var chunks: [Chunk] = []
    private var handlers: [SignalHandler] = []
    private let buffer: TextBuffer
    /// Asked just before each edit whether to keep it.
    ///
    /// When it answers true, the edit is kept for `takeRecordedEdits()` (for
    /// an owner that must replay the user's edits onto a text set elsewhere
    /// meanwhile). Nil: nothing is kept.
    public var shouldRecordEdit: (@MainActor () -> Bool)?
    private var recorded: [Edit] = []

    /// Starts mirroring `buffer`, from its current text.
    public init(_ buffer: TextBuffer) {
        self.buffer = buffer
        insert(Array(buffer.text.utf8), at: 0)
        let insertingObject: Trampolines.IntHandler = { [weak self] offset in
            self?.record(at: offset, inserting: "\u{FFFC}")
            self?.insert(Self.objectReplacement, at: offset)
        }
        handlers = [
            buffer.connect(
                "insert-text",
                body: { [weak self] offset, bytes in
                    self?.record(at: offset, inserting: String(decoding: bytes, as: UTF8.self))
                    self?.insert(bytes, at: offset)
                },
                trampoline: Trampolines.insertText),
            buffer.connect("insert-paintable", body: insertingObject, trampoline: Trampolines.insertObject),
            buffer.connect("insert-child-anchor", body: insertingObject, trampoline: Trampolines.insertObject),
            buffer.connect(
                "delete-range",
                body: { [weak self] from, to in
                    self?.record(deleting: min(from, to)..<max(from, to))
                    self?.delete(min(from, to)..<max(from, to))
                },
                trampoline: Trampolines.textRange)
        ]
    }

    isolated deinit {
        for handler in handlers { handler.disconnect() }
    }

    /// Stops following the buffer (the text stays as it was).
    public func stop() {
        for handler in handlers { handler.disconnect() }
        handlers = []
    }

    /// The text, as `TextBuffer.text` would read it.
    public var text: String {
        let total = utf8Count
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { storage in
            var written = 0
            for chunk in chunks {
                chunk.bytes.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: storage[written...]).initialize(from: source)
                }
                written += chunk.bytes.count
            }
            return written
        }
    }

    /// The text's length in UTF-8 bytes.
    public var utf8Count: Int { chunks.reduce(0) { $0 + $1.bytes.count } }
    /// The text's length in characters (Unicode scalars, as GTK counts offsets).
    public var characterCount: Int { chunks.reduce(0) { $0 + $1.characters } }

    /// The edits kept since the last call (see `shouldRecordEdit`), oldest first.
    public func takeRecordedEdits() -> [Edit] {
        defer { recorded = [] }
        return recorded
    }

    private func record(at offset: Int, inserting text: String) {
        guard shouldRecordEdit?() == true else { return }
        recorded.append(Edit(offset: offset, removed: "", inserted: text))
    }

    /// Called before the buffer deletes `range`, while it still holds the text.
    private func record(deleting range: Range<Int>) {
        guard !range.isEmpty, shouldRecordEdit?() == true else { return }
        recorded.append(Edit(offset: range.lowerBound, removed: buffer.text(in: range), inserted: ""))
    }

    // MARK: Edits

    private static let objectReplacement: [UInt8] = Array("\u{FFFC}".utf8)

    /// Unicode scalars in valid UTF-8: every byte that does not continue a sequence.
    private static func characterCount<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The chunk holding character `offset` (the earlier chunk at a boundary)
    /// and the offset's byte index in it.
    private func locate(_ offset: Int) -> (chunk: Int, byte: Int) {
        var remaining = max(0, offset)
        for index in chunks.indices {
            let chunk = chunks[index]
            if remaining <= chunk.characters || index == chunks.count - 1 {
                return (index, Self.byteIndex(ofCharacter: min(remaining, chunk.characters), in: chunk))
            }
            remaining -= chunk.characters
        }
        return (0, 0)
    }

    private static func byteIndex(ofCharacter character: Int, in chunk: Chunk) -> Int {
        if chunk.isASCII { return character }
        var seen = 0
        for (index, byte) in chunk.bytes.enumerated() where byte & 0xC0 != 0x80 {
            if seen == character { return index }
            seen += 1
        }
        return chunk.bytes.count
    }

    private func insert(_ bytes: [UInt8], at offset: Int) {
        guard !bytes.isEmpty else { return }
        guard !chunks.isEmpty else {
            chunks = Self.split(bytes)
            return
        }
        let (index, byte) = locate(offset)
        var chunk = chunks[index]
        chunk.bytes.insert(contentsOf: bytes, at: byte)
        chunk.characters += Self.characterCount(bytes)
        if chunk.bytes.count <= Self.chunkCapacity {
            chunks[index] = chunk
        } else {
            chunks.replaceSubrange(index...index, with: Self.split(chunk.bytes))
        }
    }

    private func delete(_ range: Range<Int>) {
        guard !range.isEmpty, !chunks.isEmpty else { return }
        var remaining = range.count
        var (index, byte) = locate(range.lowerBound)
        // At a chunk's end, the deletion starts in the next chunk.
        while remaining > 0, index < chunks.count {
            var chunk = chunks[index]
            if byte >= chunk.bytes.count {
                index += 1
                byte = 0
                continue
            }
            // Whole characters: up to the first one past the range.
            var end = byte
            var removed = 0
            while end < chunk.bytes.count {
                if chunk.bytes[end] & 0xC0 != 0x80 {
                    if removed == remaining { break }
                    removed += 1
                }
                end += 1
            }
            chunk.bytes.removeSubrange(byte..<end)
            chunk.characters -= removed
            remaining -= removed
            if chunk.bytes.isEmpty {
                chunks.remove(at: index)
            } else {
                chunks[index] = chunk
                index += 1
            }
            byte = 0
        }
    }

    /// `bytes` cut into chunks of at most half the capacity (room to grow),
    /// never inside a UTF-8 sequence.
    private static func split(_ bytes: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var start = 0
        while start < bytes.count {
            var end = min(start + chunkCapacity / 2, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let piece = Array(bytes[start..<end])
            result.append(Chunk(bytes: piece, characters: characterCount(piece)))
            start = end
        }
        return result
    }
}
