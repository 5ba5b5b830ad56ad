import Foundation

/// Type-ahead in a list: the characters typed in a burst and the row they lead to.
///
/// Keys typed less than `timeout` apart add up to one prefix ("ne" goes
/// to "Neuromancer"); a pause starts a new one. The row is the next one
/// whose text starts with the prefix, ignoring case and accents, as in
/// GTK's tree view and macOS table views. A prefix of one letter typed
/// again ("d", "d") goes on to the next row starting with that letter
/// when no row starts with the repeated letters.
struct ListTypeAhead {
    /// How long after a key the next one still adds to the prefix.
    static let timeout: TimeInterval = 1

    /// The prefix typed so far in this burst.
    private(set) var typed = ""
    private var lastKeyTime: TimeInterval?

    /// Whether a burst is under way at `time`: a key now adds to `typed`.
    func isTyping(at time: TimeInterval) -> Bool {
        guard let lastKeyTime, !typed.isEmpty else { return false }
        return time - lastKeyTime <= ListTypeAhead.timeout
    }

    /// Adds `character`, typed at `time`, to the prefix and finds the row it leads to.
    ///
    /// - Parameters:
    ///   - current: the focused row's position (nil: no row has the focus).
    ///   - count: how many rows the list has.
    ///   - text: the text of the row at a position, nil for rows the
    ///     keyboard cannot go to (headers, rows without text).
    /// - Returns: the position of the row to go to, nil when none matches.
    mutating func type(_ character: Character, at time: TimeInterval, current: Int?, count: Int, text: (Int) -> String?) -> Int? {
        if !isTyping(at: time) { typed = "" }
        let isNewBurst = typed.isEmpty
        typed.append(character)
        lastKeyTime = time
        let prefix = ListTypeAhead.fold(typed)
        guard !prefix.isEmpty, count > 0 else { return nil }
        // A longer prefix may still fit the row it found; a new burst looks past the focused row.
        let start = current.map { isNewBurst ? $0 + 1 : $0 } ?? 0
        if let found = ListTypeAhead.firstRow(from: start, count: count, matching: prefix, text: text) { return found }
        // "dd" where no row starts with "dd": the next row starting with "d".
        guard let first = prefix.first, prefix.allSatisfy({ $0 == first }), prefix.count > 1 else { return nil }
        return ListTypeAhead.firstRow(from: (current ?? -1) + 1, count: count, matching: String(first), text: text)
    }

    /// The first row from `start` on, wrapping round, whose folded text starts with `prefix`.
    private static func firstRow(from start: Int, count: Int, matching prefix: String, text: (Int) -> String?) -> Int? {
        for step in 0..<count {
            let position = (start + step) % count
            if let rowText = text(position), fold(rowText).hasPrefix(prefix) { return position }
        }
        return nil
    }

    /// Text as type-ahead compares it: without leading spaces, case or accents.
    static func fold(_ text: String) -> String {
        let trimmed = text.drop { $0.isWhitespace }
        return String(trimmed).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
