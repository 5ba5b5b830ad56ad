/// Maps SF Symbols names to freedesktop icon names.
enum SymbolNames {
    /// The freedesktop icon for an SF Symbols name, or nil when unknown.
    static func iconName(for symbol: String) -> String? { table[symbol] }

    /// A readable label from a symbol name: "square.and.arrow.up" → "Square and Arrow Up", "bold" → "Bold".
    static func humanize(_ symbol: String) -> String {
        let words = symbol.split(separator: ".").filter { !["fill", "circle", "square"].contains($0) || symbol.split(separator: ".").count == 1 }
        let text = words.map { word in
            ["and", "or", "of"].contains(word) ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        return text.isEmpty ? symbol : text
    }

    static let table: [String: String] = [
        "bold": "format-text-bold-symbolic",
        "italic": "format-text-italic-symbolic",
    ]
}
