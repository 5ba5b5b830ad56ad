import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal.
///
/// `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`,
/// `***both***`, `` `code` ``, `~~strikethrough~~` (or `~one~`),
/// `[links](https://example.com)` and backslash escapes. Anything else,
/// line breaks included, is kept as written (SwiftUI's
/// `inlineOnlyPreservingWhitespace`).
///
/// A delimiter opens only before a non-space character and closes only
/// after one, and `_` does not open or close inside a word, as in
/// CommonMark, so `2 * 3 * 4` and `file_name_here` stay as they are.
struct InlineMarkdown: Equatable {
    /// A piece of text in one style.
    struct Run: Equatable {
        var text: String
        var isStrong = false
        var isEmphasized = false
        var isCode = false
        var isStrikethrough = false
        var link: URL?

        var isPlain: Bool { !isStrong && !isEmphasized && !isCode && !isStrikethrough && link == nil }
    }

    /// The pieces in order; neighbours of the same style are merged.
    private(set) var runs: [Run] = []

    /// The characters shown, without the Markdown syntax.
    var plainText: String { runs.map(\.text).joined() }
    /// Whether any piece is styled (else the text is shown as plain text).
    var isStyled: Bool { runs.contains { !$0.isPlain } }

    /// Parses `source`.
    init(_ source: String) {
        var parser = Parser(characters: Array(source))
        parser.parse(0..<parser.characters.count, style: Run(text: ""), into: &self)
    }

    fileprivate mutating func append(_ text: String, _ style: Run) {
        guard !text.isEmpty else { return }
        var run = style
        run.text = text
        if var last = runs.last, last.sameStyle(as: run) {
            last.text += text
            runs[runs.count - 1] = last
        } else {
            runs.append(run)
        }
    }

    /// `text` with every character inline Markdown reads escaped, so it shows as written.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if Parser.specials.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

extension InlineMarkdown.Run {
    fileprivate func sameStyle(as other: Self) -> Bool {
        isStrong == other.isStrong && isEmphasized == other.isEmphasized && isCode == other.isCode
            && isStrikethrough == other.isStrikethrough && link == other.link
    }
}

/// A recursive reader of one span of characters.
private struct Parser {
    static let specials: Set<Character> = ["\\", "*", "_", "~", "`", "[", "]", "(", ")"]
    /// What a backslash escapes: ASCII punctuation, as in CommonMark.
    static let escapable = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    let characters: [Character]

    func parse(_ range: Range<Int>, style: InlineMarkdown.Run, into result: inout InlineMarkdown) {
        var literal = ""
        var index = range.lowerBound
        func flush() {
            result.append(literal, style)
            literal = ""
        }
        while index < range.upperBound {
            let character = characters[index]
            if character == "\\", index + 1 < range.upperBound, Self.escapable.contains(characters[index + 1]) {
                literal.append(characters[index + 1])
                index += 2
            } else if character == "`", let (content, end) = codeSpan(at: index, in: range) {
                flush()
                var code = style
                code.isCode = true
                result.append(content, code)
                index = end
            } else if character == "[", let (text, url, end) = link(at: index, in: range) {
                flush()
                var linked = style
                linked.link = url
                parse(text, style: linked, into: &result)
                index = end
            } else if "*_~".contains(character), let (inner, length, end) = emphasis(at: index, in: range) {
                flush()
                var styled = style
                switch (character, length) {
                case ("~", _): styled.isStrikethrough = true
                case (_, 1): styled.isEmphasized = true
                case (_, 2): styled.isStrong = true
                default:
                    styled.isStrong = true
                    styled.isEmphasized = true
                }
                parse(inner, style: styled, into: &result)
                index = end
            } else {
                // A delimiter run that opens nothing is literal as a whole.
                let run = "*_~`".contains(character) ? runLength(at: index, in: range) : 1
                literal += String(characters[index..<(index + run)])
                index += run
            }
        }
        flush()
    }

    /// How many times the character at `index` repeats from there.
    func runLength(at index: Int, in range: Range<Int>) -> Int {
        var end = index
        while end < range.upperBound && characters[end] == characters[index] { end += 1 }
        return end - index
    }

    /// A code span opening at `index`: its text and where it ends.
    func codeSpan(at index: Int, in range: Range<Int>) -> (String, Int)? {
        let ticks = runLength(at: index, in: range)
        var cursor = index + ticks
        while cursor < range.upperBound {
            guard characters[cursor] == "`" else {
                cursor += 1
                continue
            }
            let closing = runLength(at: cursor, in: range)
            if closing == ticks {
                var content = String(characters[(index + ticks)..<cursor])
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                return (content, cursor + closing)
            }
            cursor += closing
        }
        return nil
    }

    /// A link `[text](destination)` opening at `index`: its text's range, its URL and where it ends.
    func link(at index: Int, in range: Range<Int>) -> (Range<Int>, URL, Int)? {
        var depth = 0
        var cursor = index
        while cursor < range.upperBound {
            switch characters[cursor] {
            case "\\": cursor += 1
            case "`": cursor = (codeSpan(at: cursor, in: range)?.1 ?? cursor + 1) - 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return destination(after: cursor, in: range).map { (index + 1..<cursor, $0.0, $0.1) } }
            default: break
            }
            cursor += 1
        }
        return nil
    }

    /// The `(destination)` right after a link's closing bracket at `bracket`.
    func destination(after bracket: Int, in range: Range<Int>) -> (URL, Int)? {
        let open = bracket + 1
        guard open < range.upperBound, characters[open] == "(",
            let close = characters[open..<range.upperBound].firstIndex(of: ")")
        else { return nil }
        var text = String(characters[(open + 1)..<close]).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("<"), text.hasSuffix(">") { text = String(text.dropFirst().dropLast()) }
        guard !text.isEmpty, !text.contains(" "), let url = URL(string: text) else { return nil }
        return (url, close + 1)
    }

    /// Emphasis, strong emphasis or strikethrough opening at `index`: the
    /// range inside, the delimiter's length and where the closing one ends.
    func emphasis(at index: Int, in range: Range<Int>) -> (Range<Int>, Int, Int)? {
        let delimiter = characters[index]
        let run = runLength(at: index, in: range)
        let length = delimiter == "~" ? min(run, 2) : min(run, 3)
        guard run == length, opens(at: index, length: length, in: range) else { return nil }
        var cursor = index + length
        while cursor < range.upperBound {
            let character = characters[cursor]
            if character == "\\" {
                cursor += 2
                continue
            }
            if character == "`", let (_, end) = codeSpan(at: cursor, in: range) {
                cursor = end
                continue
            }
            guard character == delimiter else {
                cursor += 1
                continue
            }
            let closing = runLength(at: cursor, in: range)
            if closing == length, closes(at: cursor, length: length, in: range), cursor > index + length {
                return (index + length..<cursor, length, cursor + length)
            }
            cursor += closing
        }
        return nil
    }

    /// Whether a delimiter run can open: a non-space follows, and `_` does not follow a letter.
    func opens(at index: Int, length: Int, in range: Range<Int>) -> Bool {
        let after = index + length
        guard after < range.upperBound, !characters[after].isWhitespace else { return false }
        if characters[index] == "_", index > range.lowerBound, isWordCharacter(characters[index - 1]) { return false }
        return true
    }

    /// Whether a delimiter run can close: a non-space precedes, and `_` is not followed by a letter.
    func closes(at index: Int, length: Int, in range: Range<Int>) -> Bool {
        guard index > range.lowerBound, !characters[index - 1].isWhitespace else { return false }
        let after = index + length
        if characters[index] == "_", after < range.upperBound, isWordCharacter(characters[after]) { return false }
        return true
    }

    private func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}

extension Text {
    /// Text showing `markdown`'s characters, its styled runs as pieces.
    init(markdown: InlineMarkdown) {
        self.init(verbatim: markdown.plainText)
        guard markdown.isStyled else { return }
        runs = markdown.runs.map { run in
            var piece = Text(verbatim: run.text)
            if run.isStrong { piece.weight = .bold }
            piece.isItalic = run.isEmphasized
            if run.isCode { piece.decoration.design = .monospaced }
            if run.isStrikethrough { piece.decoration.strikethrough = .some(.single) }
            piece.link = run.link
            return piece
        }
    }
}
