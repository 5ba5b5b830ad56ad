import Foundation

/// The key of a string in the app's translations (SwiftUI's
/// `LocalizedStringKey`): what a string literal passed to `Text`,
/// `Button`, `Toggle`, `Label`, `navigationTitle`… becomes.
///
/// An interpolated literal becomes a key with format specifiers, as Xcode
/// extracts it: `Text("Font Size (\(Int(size)))")` looks up
/// `"Font Size (%lld)"`, and the translation's specifiers (positional ones,
/// `%1$@`, too) are filled with the values. Integers and floating-point
/// values for the user's locale ("1.234" in German); floating-point values
/// as Swift prints them ("2.5").
/// `Text(verbatim:)` and `Text(someString)` (a `String` value, not a
/// literal) are shown as they are.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key, with a format specifier for each interpolated value.
    let key: String
    /// The interpolated values, in order.
    let arguments: [FormatArgument]

    /// A key made of `value` as it is (no format specifiers).
    public init(_ value: String) {
        key = value
        arguments = []
    }

    /// A key made of a literal without interpolations.
    public init(stringLiteral value: String) { self.init(value) }

    /// A key made of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The text in the user's language, with its values filled in: the
    /// plural form for the first integer where the catalogue has forms, and
    /// `^[…](inflect: true)` spans made to agree with their number in an
    /// untranslated (English) string.
    ///
    /// `escapingMarkdown`: the interpolated strings are escaped for
    /// `InlineMarkdown`, so only the literal's own Markdown is read (as in SwiftUI).
    func resolved(table: String? = nil, escapingMarkdown: Bool = false) -> String {
        let format = Localization.app(key, table: table, count: FormatArgument.count(in: arguments))
        let arguments = escapingMarkdown ? arguments.map(\.markdownEscaped) : arguments
        let text = arguments.isEmpty && !key.contains("%") ? format : FormatArgument.format(format, arguments)
        return Inflection.resolve(text, isUntranslated: format == key)
    }

    /// Collects a literal's pieces and values (SwiftUI's `LocalizedStringKey.StringInterpolation`).
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Room for the literal's pieces.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// A literal piece (its `%` doubled).
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// A string value: `%@`.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// An integer: `%lld`, formatted for the locale.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(.integer(Int64(clamping: value)))
        }

        /// A floating-point value: `%lf`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            key += "%lf"
            arguments.append(.double(Double(value)))
        }

        /// A text's string: `%@`.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.string(text.content))
        }

        /// Any other value, as it describes itself: `%@`.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.string(String(describing: value)))
        }

        /// A value in a format style: `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            key += "%@"
            arguments.append(.string(format.format(input)))
        }
    }
}

/// One interpolated value of a `LocalizedStringKey`.
enum FormatArgument: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case double(Double)

    /// Formats numbers as the user's locale writes them.
    private static let numbers: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale.current
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter
    }()

    /// This value with a string's Markdown characters escaped.
    var markdownEscaped: FormatArgument {
        guard case .string(let string) = self else { return self }
        return .string(InlineMarkdown.escaped(string))
    }

    /// The number a string counts: its first integer value (gettext's `n`).
    static func count(in arguments: [FormatArgument]) -> Int64? {
        for argument in arguments {
            if case .integer(let value) = argument { return value }
        }
        return nil
    }

    private var text: String {
        switch self {
        case .string(let string): string
        case .integer(let value): FormatArgument.numbers.string(from: NSNumber(value: value)) ?? String(value)
        // As Swift prints it ("1.0", "2.5"): SwiftUI's "%lf" would show six decimals.
        case .double(let value): String(describing: value)
        }
    }

    /// `format` with its `%@`, `%lld`, `%d`, `%lf`, `%f` (and positional
    /// `%2$@`…) specifiers replaced by `arguments`, `%%` by `%`.
    ///
    /// A specifier without a value is left as it is; an unknown one too.
    static func format(_ format: String, _ arguments: [FormatArgument]) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else {
                result.append("%")
                break
            }
            if format[cursor] == "%" {
                result.append("%")
                index = format.index(after: cursor)
                continue
            }
            // An optional position, "2$".
            var digits = ""
            var scan = cursor
            while scan < format.endIndex, let digit = format[scan].wholeNumberValue {
                digits.append(String(digit))
                scan = format.index(after: scan)
            }
            var position: Int?
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = format.index(after: scan)
            }
            // Length modifiers, then the conversion.
            while cursor < format.endIndex, "lhqLzjt".contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex, "@dDiuUxXfFeEgGs".contains(format[cursor]) else {
                result += format[index..<min(cursor, format.endIndex)]
                index = cursor
                continue
            }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            let end = format.index(after: cursor)
            if arguments.indices.contains(argumentIndex) {
                result += arguments[argumentIndex].text
            } else {
                result += format[index..<end]
            }
            index = end
        }
        return result
    }
}
