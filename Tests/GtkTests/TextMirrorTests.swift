import CGtk
import GtkTestSupport
import SeededRandom
import XCTest

@testable import Gtk

/// TextMirror follows every kind of buffer edit and reads back exactly what
/// the buffer holds.
final class TextMirrorTests: GtkTestCase {
    /// ASCII, 2-, 3- and 4-byte characters, and line breaks.
    private static let pieces = ["a", "Z", " ", "\n", "é", "ß", "中", "文", "😀", "🎉", "é\u{301}", "\r\n", "tab\t"]

    private static func randomText(_ random: inout SplitMix64, maxLength: Int) -> String {
        var text = ""
        for _ in 0..<(1 + random.below(maxLength)) { text += Self.pieces[random.below(Self.pieces.count)] }
        return text
    }

    /// The buffer's text with U+FFFC for embedded objects (gtk_text_buffer_get_slice).
    @MainActor
    private static func slice(_ buffer: TextBuffer) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.buffer, &start, &end)
        let chars = gtk_text_buffer_get_slice(buffer.buffer, &start, &end, 1)
        defer { g_free(chars) }
        return String(cString: chars!)
    }

    @MainActor
    private static func check(_ mirror: TextMirror, _ buffer: TextBuffer, _ step: Int, file: StaticString = #filePath, line: UInt = #line) {
        let expected = slice(buffer)
        XCTAssertEqual(Array(mirror.text.utf8), Array(expected.utf8), "after step \(step)", file: file, line: line)
        XCTAssertEqual(mirror.characterCount, buffer.characterCount, "after step \(step)", file: file, line: line)
        XCTAssertEqual(mirror.utf8Count, expected.utf8.count, "after step \(step)", file: file, line: line)
    }

    func testRandomEditsKeepTheMirrorEqualToTheBuffer() {
        onMain {
            // A buffer without a view: edits here may split a "\r\n" or a
            // letter from its combining accent, which a view's layout would
            // complain about (Pango criticals), while the buffer allows them.
            let raw = gtk_text_buffer_new(nil)!
            defer { g_object_unref(raw) }
            let buffer = TextBuffer(borrowing: raw)
            buffer.text = "Start: déjà vu 中文 😀\n"
            let mirror = TextMirror(buffer)
            Self.check(mirror, buffer, 0)
            var random = SplitMix64(seed: 20_261_129)
            var lastOp = 0
            // TEXT_MIRROR_STEPS: fewer steps for the valgrind phase.
            let steps = ProcessInfo.processInfo.environment["TEXT_MIRROR_STEPS"].flatMap(Int.init) ?? 3000
            for step in 1...steps {
                let count = Int(gtk_text_buffer_get_char_count(buffer.buffer))
                var start = GtkTextIter()
                var end = GtkTextIter()
                let op = random.below(100)
                lastOp = op
                switch op {
                case 0..<45:
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(random.below(count + 1)))
                    gtk_text_buffer_insert(buffer.buffer, &start, Self.randomText(&random, maxLength: 6), -1)
                case 45..<80:
                    let from = random.below(count + 1)
                    let length = random.below(min(40, count - from + 1))
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(from))
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &end, Int32(from + length))
                    gtk_text_buffer_delete(buffer.buffer, &start, &end)
                case 80..<85:
                    // A paste larger than a chunk.
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(random.below(count + 1)))
                    let big = String(repeating: Self.randomText(&random, maxLength: 8), count: 1 + TextMirror.chunkCapacity / 4)
                    gtk_text_buffer_insert(buffer.buffer, &start, big, -1)
                case 85..<87:
                    // Deleting a long stretch, across chunks.
                    let from = random.below(count / 2 + 1)
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(from))
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &end, Int32(from + random.below(count - from + 1)))
                    gtk_text_buffer_delete(buffer.buffer, &start, &end)
                case 87..<93:
                    gtk_text_buffer_undo(buffer.buffer)
                case 93..<97:
                    gtk_text_buffer_redo(buffer.buffer)
                case 97:
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(random.below(count + 1)))
                    _ = gtk_text_buffer_create_child_anchor(buffer.buffer, &start)
                case 98:
                    buffer.setTextIrreversibly(Self.randomText(&random, maxLength: 30))
                default:
                    buffer.text = ""
                }
                Self.check(mirror, buffer, step)
                if Array(mirror.text.utf8) != Array(Self.slice(buffer).utf8) { return XCTFail("operation \(lastOp)") }
            }
            XCTAssertGreaterThan(mirror.utf8Count, 0)
        }
    }

    func testRecordedEditsReplayedOnTheOldTextGiveTheNewOne() {
        onMain {
            let raw = gtk_text_buffer_new(nil)!
            defer { g_object_unref(raw) }
            let buffer = TextBuffer(borrowing: raw)
            buffer.text = "Start: déjà vu 中文 😀\n"
            let mirror = TextMirror(buffer)
            var recording = false
            mirror.shouldRecordEdit = { recording }
            var random = SplitMix64(seed: 20_261_203)
            for round in 0..<200 {
                recording = round % 4 != 0  // and some rounds not: nothing is kept then
                let old = Array(Self.slice(buffer).unicodeScalars)
                for _ in 0..<(1 + random.below(4)) {
                    let count = Int(gtk_text_buffer_get_char_count(buffer.buffer))
                    var start = GtkTextIter()
                    var end = GtkTextIter()
                    let from = random.below(count + 1)
                    gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, Int32(from))
                    if random.below(2) == 0 {
                        gtk_text_buffer_insert(buffer.buffer, &start, Self.randomText(&random, maxLength: 5), -1)
                    } else {
                        gtk_text_buffer_get_iter_at_offset(buffer.buffer, &end, Int32(from + random.below(min(12, count - from + 1))))
                        gtk_text_buffer_delete(buffer.buffer, &start, &end)
                    }
                }
                let edits = mirror.takeRecordedEdits()
                XCTAssertTrue(mirror.takeRecordedEdits().isEmpty, "taking empties the record")
                guard recording else {
                    XCTAssertEqual(edits, [], "round \(round)")
                    continue
                }
                var replayed = old
                for edit in edits {
                    let removed = Array(edit.removed.unicodeScalars)
                    XCTAssertTrue(removed.isEmpty || edit.inserted.isEmpty)
                    let range = edit.offset..<(edit.offset + removed.count)
                    XCTAssertEqual(Array(replayed[range]), removed, "round \(round): the deleted text as it was")
                    replayed.replaceSubrange(range, with: edit.inserted.unicodeScalars)
                }
                XCTAssertEqual(replayed, Array(Self.slice(buffer).unicodeScalars), "round \(round)")
            }
        }
    }

    func testAMillionCharacterNoteReadsBackWhole() {
        onMain {
            let view = TextView()
            let buffer = view.buffer!
            let line = "The quick brown fox — jumps over the lazy dog. 0123456789\n"
            buffer.setTextIrreversibly(String(repeating: line, count: 1_000_000 / line.count))
            let mirror = TextMirror(buffer)
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer.buffer, &end)
            gtk_text_buffer_insert(buffer.buffer, &end, "typed at the end", -1)
            var start = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer.buffer, &start, 500_000)
            gtk_text_buffer_insert(buffer.buffer, &start, "in the middle", -1)
            Self.check(mirror, buffer, 1)
        }
    }

    func testStoppedMirrorKeepsItsTextAndReleasesItsHandlers() {
        onMain {
            let baseline = SignalClosures.liveCount
            let view = TextView()
            let buffer = view.buffer!
            buffer.text = "kept"
            do {
                let mirror = TextMirror(buffer)
                XCTAssertEqual(SignalClosures.liveCount, baseline + 4)
                mirror.stop()
                XCTAssertEqual(SignalClosures.liveCount, baseline)
                buffer.text = "changed"
                XCTAssertEqual(mirror.text, "kept")
            }
            do {
                _ = TextMirror(buffer)
            }
            XCTAssertEqual(SignalClosures.liveCount, baseline, "a released mirror disconnects its handlers")
        }
    }
}

extension SplitMix64 {
    /// A number in 0..<bound (0 when the bound is not positive).
    fileprivate mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
