import SeededRandom
import XCTest

@testable import NoteKit

/// Merging two writers' edits never drops either side's text.
final class TextMergeTests: XCTestCase {
    private func merge(_ base: String, _ ours: String, _ theirs: String) -> TextMerge.Result {
        TextMerge.merge(base: base, ours: ours, theirs: theirs)
    }

    func testOneSidedChangesWin() {
        XCTAssertEqual(merge("a", "a", "ab").text, "ab")
        XCTAssertEqual(merge("a", "ab", "a").text, "ab")
        XCTAssertEqual(merge("a", "ab", "ab").text, "ab")
    }

    func testEditsInDifferentPlacesAreBothApplied() {
        let result = merge("one two three", "ONE two three", "one two THREE")
        XCTAssertEqual(result, TextMerge.Result(text: "ONE two THREE", hasConflict: false))
        XCTAssertEqual(
            merge("line 1\nline 2\n", "line 1\nmine\nline 2\n", "line 1\nline 2\ntheirs\n").text,
            "line 1\nmine\nline 2\ntheirs\n")
    }

    func testInsertionsAtTheSamePlaceAreBothKeptTheirsFirst() {
        let result = merge("note\n", "note\nfrom B\n", "note\nfrom A\n")
        XCTAssertEqual(result, TextMerge.Result(text: "note\nfrom A\nfrom B\n", hasConflict: false))
    }

    func testOverlappingChangesKeepBothVersionsAndSaySo() {
        let result = merge("the cat sat", "the dog sat", "the cow sat")
        XCTAssertTrue(result.hasConflict)
        XCTAssertTrue(result.text.contains("dog") && result.text.contains("cow"), result.text)
        XCTAssertTrue(result.text.hasPrefix("the ") && result.text.hasSuffix(" sat"), result.text)
    }

    func testADeletionAndAnEditElsewhere() {
        XCTAssertEqual(
            merge("keep this, drop this, end", "keep this, end", "keep THIS, drop this, end").text,
            "keep THIS, end")
    }

    func testCharactersOutsideTheBMPAndCombiningMarks() {
        XCTAssertEqual(merge("e\u{301} 🎉 x", "e\u{301} 🎉 x!", "ü e\u{301} 🎉 x").text, "ü e\u{301} 🎉 x!")
    }

    /// Random edits by two writers on either side of a line neither
    /// touches: both sets survive exactly; and when both insert words at
    /// random places, every word survives.
    func testRandomEditsByTwoWritersLoseNothing() {
        var random = SplitMix64(seed: 12)
        for round in 0..<300 {
            let first = randomText(&random)
            let second = randomText(&random)
            let editedFirst = randomEdit(first, marker: "<", &random)
            let editedSecond = randomEdit(second, marker: ">", &random)
            let anchor = "\n--- the middle ---\n"
            let result = merge(first + anchor + second, editedFirst + anchor + second, first + anchor + editedSecond)
            XCTAssertFalse(result.hasConflict, "round \(round)")
            XCTAssertEqual(result.text, editedFirst + anchor + editedSecond, "round \(round)")

            let base = first + second
            let a = insertWords(base, count: 3, tag: "A", random: &random)
            let b = insertWords(base, count: 3, tag: "B", random: &random)
            let merged = merge(base, a.text, b.text).text
            for word in a.words + b.words { XCTAssertTrue(merged.contains(word), "round \(round): \(word) lost") }
        }
    }

    /// The diff is exact: applying one side's edits to the base gives that side.
    func testEditsReproduceEachSide() {
        var random = SplitMix64(seed: 7)
        for round in 0..<500 {
            let base = randomText(&random)
            let side = randomEdit(randomEdit(base, marker: "x", &random), marker: "y", &random)
            let baseScalars = Array(base.unicodeScalars)
            let edits = TextMerge.edits(from: baseScalars, to: Array(side.unicodeScalars))
            var result = String.UnicodeScalarView()
            var position = 0
            for edit in edits {
                XCTAssertGreaterThanOrEqual(edit.range.lowerBound, position, "round \(round): edits in order")
                result.append(contentsOf: baseScalars[position..<edit.range.lowerBound])
                result.append(contentsOf: edit.replacement)
                position = edit.range.upperBound
            }
            result.append(contentsOf: baseScalars[position...])
            XCTAssertEqual(String(result), side, "round \(round): \(base.debugDescription) → \(edits)")
            if String(result) != side { break }
        }
    }

    private func randomText(_ random: inout SplitMix64) -> String {
        let alphabet = Array("abcdefghij \n")
        return String((0..<Int.random(in: 10...100, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    /// `text` with a few characters deleted or `marker`s inserted at random.
    private func randomEdit(_ text: String, marker: Character, _ random: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random), at < characters.count { characters.remove(at: at) } else { characters.insert(marker, at: at) }
        }
        return String(characters)
    }

    /// `base` with `count` words inserted at random places between its characters (never inside another word).
    private func insertWords(_ base: String, count: Int, tag: String, random: inout SplitMix64) -> (text: String, words: [String]) {
        var text = Array(base.unicodeScalars)
        let places = (0..<count).map { _ in Int.random(in: 0...text.count, using: &random) }.sorted(by: >)
        var words: [String] = []
        for (index, place) in places.enumerated() {
            let word = "[\(tag)\(index)]"
            words.append(word)
            text.insert(contentsOf: word.unicodeScalars, at: place)
        }
        return (String(String.UnicodeScalarView(text)), words)
    }

    func testALongNoteWithAFewEditsMergesQuickly() {
        let base = String(repeating: "a line of a long note that two instances edit\n", count: 20_000)
        let ours = "TOP\n" + base
        let theirs = base + "BOTTOM\n"
        let started = Date()
        XCTAssertEqual(merge(base, ours, theirs).text, "TOP\n" + base + "BOTTOM\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }
}
