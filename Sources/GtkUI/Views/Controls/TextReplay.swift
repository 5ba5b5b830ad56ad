/// Replays what the user typed onto a text that code set meanwhile.
///
/// Renders run after the input events already queued: code can set a text
/// field's or editor's binding (clear a field on submit, merge another
/// instance's text) and the user type a key before the control shows the
/// new value. Writing the control's text back would drop the code's value;
/// the user's edit is replayed onto it instead. Offsets count Unicode
/// scalars, as GTK counts characters.
enum TextReplay {
    /// Where `range` of `old` lies in `new`.
    ///
    /// Text before the part `new` changed keeps its offsets, text after it
    /// shifts by the change in length, and an end inside the changed part
    /// moves just past it. An insertion (an empty range) where `new`
    /// inserted text too goes before that text.
    static func map(_ range: Range<Int>, from old: [Unicode.Scalar], onto new: [Unicode.Scalar]) -> Range<Int> {
        let (prefix, suffix) = commonEnds(old, new)
        let changedEnd = old.count - suffix  // the changed part of `old` is prefix..<changedEnd
        let shift = new.count - old.count
        let start: Int
        if range.lowerBound >= changedEnd, range.lowerBound > prefix || !range.isEmpty {
            start = range.lowerBound + shift
        } else if range.lowerBound <= prefix {
            start = range.lowerBound
        } else {
            start = new.count - suffix
        }
        guard !range.isEmpty else { return start..<start }
        let end: Int
        if range.upperBound <= prefix {
            end = range.upperBound
        } else if range.upperBound >= changedEnd {
            end = range.upperBound + shift
        } else {
            end = new.count - suffix
        }
        return start..<max(start, end)
    }

    /// The lengths of the longest common prefix of `a` and `b`, and of the
    /// longest common suffix of what is left.
    static func commonEnds(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// `value` with the one edit that turned `old` into `new` (the part
    /// between their common ends), and the offset just after that edit in
    /// the result (where typing leaves the cursor).
    static func replay(from old: String, to new: String, onto value: String) -> (text: String, cursor: Int) {
        let before = Array(old.unicodeScalars)
        let after = Array(new.unicodeScalars)
        var result = Array(value.unicodeScalars)
        let (prefix, suffix) = commonEnds(before, after)
        let target = map(prefix..<(before.count - suffix), from: before, onto: result)
        let inserted = after[prefix..<(after.count - suffix)]
        result.replaceSubrange(target, with: inserted)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: result)
        return (String(text), target.lowerBound + inserted.count)
    }
}
