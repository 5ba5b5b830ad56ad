import Foundation
import XCTest

@testable import NoteKit

/// Every note the editor can show is written back byte for byte.
final class NoteTextCodecTests: XCTestCase {
    static let corpus: [String: [UInt8]] = [
        "nul": Array("before\0after\0".utf8),
        "bom": [0xEF, 0xBB, 0xBF] + Array("a note with a byte order mark\n".utf8),
        "crlf": Array("one\r\ntwo\r\n".utf8),
        "lone cr": Array("one\rtwo\r".utf8),
        "emoji": Array("4 bytes: 🎉🧪\n".utf8),
        "combining": Array("e\u{301}a\u{308}\u{323} q\u{30C}\n".utf8),
        "noncharacter": Array("\u{FFFE}\u{FFFF}\u{10FFFF}".utf8),
        "line separators": Array("a\u{2028}b\u{2029}c\u{85}d".utf8),
        "long line": Array(String(repeating: "x", count: 1 << 20).utf8)
    ]

    func testEveryCorpusNoteRoundTrips() throws {
        for (name, bytes) in Self.corpus {
            let (text, codec) = try NoteTextCodec.decode(Data(bytes))
            XCTAssertFalse(text.utf8.contains(0), "\(name): the editor never gets a NUL")
            XCTAssertEqual(Array(codec.encode(text)), bytes, name)
            // An edit at the end changes only the end.
            XCTAssertEqual(Array(codec.encode(text + "x")), bytes + [UInt8(ascii: "x")], name)
        }
    }

    func testNULIsShownAsASymbol() throws {
        let (text, codec) = try NoteTextCodec.decode(Data("a\0b".utf8))
        XCTAssertEqual(text, "a\u{2400}b")
        XCTAssertTrue(codec.showsNULAsSymbol)
    }

    func testTheByteOrderMarkIsKept() throws {
        let (text, _) = try NoteTextCodec.decode(Data([0xEF, 0xBB, 0xBF, 0x41]))
        XCTAssertEqual(text.unicodeScalars.first, "\u{FEFF}")
    }

    func testNotesThatCannotRoundTripAreRefused() {
        for bytes: [UInt8] in [[0x63, 0x61, 0x66, 0xE9], [0xC3], Array("a\0 and ␀".utf8)] {
            XCTAssertThrowsError(try NoteTextCodec.decode(Data(bytes))) { error in
                XCTAssertFalse((error as? NoteFileProblem)?.reason.isEmpty ?? true)
            }
        }
    }

    func testAPlainNoteKeepsATypedSymbol() throws {
        let (text, codec) = try NoteTextCodec.decode(Data("plain".utf8))
        XCTAssertEqual(codec.encode(text + "␀"), Data("plain␀".utf8))
    }
}
