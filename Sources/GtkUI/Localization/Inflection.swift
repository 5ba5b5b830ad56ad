import Foundation

/// Foundation's automatic grammar agreement for strings that count:
/// `Text("^[\(count) file](inflect: true)")` reads "1 file", "2 files".
///
/// In an untranslated string (the app's own language, English) the span's
/// last word takes the plural when the span's number is not 1 (English
/// rules: -s, -es after s/x/z/ch/sh, -ies after a consonant and y, and the
/// common irregular nouns). A translation comes from the catalogue's plural
/// forms (`msgstr[0]`, `msgstr[1]`… by the language's rule), so a span a
/// translator kept is only unwrapped. Markup without `inflect: true` is
/// left as it is.
enum Inflection {
    private static let opening = "^["
    private static let closings = ["](inflect: true)", "](inflect:true)"]

    /// `text` with every `^[…](inflect: true)` span replaced by its words,
    /// made to agree with the span's number when `isUntranslated`.
    static func resolve(_ text: String, isUntranslated: Bool) -> String {
        guard text.contains(opening) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: opening) {
            let afterOpening = rest[start.upperBound...]
            guard
                let close = closings.compactMap({ afterOpening.range(of: $0) })
                    .min(by: { $0.lowerBound < $1.lowerBound })
            else { break }
            result += rest[..<start.lowerBound]
            let span = String(afterOpening[..<close.lowerBound])
            result += isUntranslated ? agree(span) : span
            rest = afterOpening[close.upperBound...]
        }
        result += rest
        return result
    }

    /// The span with its last word in the plural when its number is not one.
    static func agree(_ span: String) -> String {
        guard let number = firstNumber(in: span), number != 1 else { return span }
        guard let wordRange = span.range(of: #"[A-Za-z]+(?=[^A-Za-z]*$)"#, options: .regularExpression) else {
            return span
        }
        return span.replacingCharacters(in: wordRange, with: plural(of: String(span[wordRange])))
    }

    /// The first number in `text`, read past the locale's grouping ("1,000",
    /// "1.000", "1 000"); nil when it has none.
    static func firstNumber(in text: String) -> Double? {
        guard let range = text.range(of: #"[0-9][0-9.,\x{00A0}\x{202F}']*"#, options: .regularExpression) else {
            return nil
        }
        let digits = text[range].filter(\.isNumber)
        return Double(String(digits))
    }

    /// English nouns whose plural is not made with -s or -es.
    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives",
        "knife": "knives", "half": "halves", "shelf": "shelves", "wife": "wives", "index": "indices",
        "matrix": "matrices", "vertex": "vertices", "analysis": "analyses", "crisis": "crises",
        "datum": "data", "medium": "media", "criterion": "criteria", "phenomenon": "phenomena",
        "photo": "photos", "piano": "pianos", "video": "videos", "radio": "radios", "hero": "heroes",
        "potato": "potatoes", "tomato": "tomatoes", "echo": "echoes",
        "sheep": "sheep", "fish": "fish", "series": "series", "species": "species", "deer": "deer",
        "aircraft": "aircraft", "information": "information", "news": "news"
    ]

    /// The English plural of `word`, in its capitalization.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        let made: String
        if let known = irregular[lower] {
            made = known
        } else if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch")
            || lower.hasSuffix("sh")
        {
            made = lower + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            made = lower.dropLast() + "ies"
        } else {
            made = lower + "s"
        }
        if word == word.uppercased(), word.count > 1 { return made.uppercased() }
        if word.first?.isUppercase == true { return made.prefix(1).uppercased() + made.dropFirst() }
        return made
    }
}
