/// A three-way merge of plain text: the version both sides started from
/// (`base`), this side's edits (`ours`) and another writer's (`theirs`).
///
/// Each side's edits are found character by character (Unicode scalars, as
/// GTK counts offsets) with Myers' diff. Edits in different places are
/// both applied. Two insertions at the same place are both kept, theirs
/// first. Where both sides changed the same text differently, nothing is
/// dropped: theirs' version of that stretch is followed by ours, and the
/// result says so (`hasConflict`), so the user can be told.
///
///     TextMerge.merge(base: "a b", ours: "a b c", theirs: "z a b").text  // "z a b c"
public enum TextMerge {
    /// A merged text and whether two edits overlapped.
    public struct Result: Equatable, Sendable {
        /// The merged text.
        public let text: String
        /// Whether both sides changed the same stretch differently (both were kept).
        public let hasConflict: Bool
    }

    /// The most edits the character diff looks for, and the most work
    /// (characters compared, about) it may do; beyond either, each side's
    /// change is taken as one replaced stretch (still merged, more coarsely).
    static let editLimit = 1_000
    static let workLimit = 20_000_000

    /// Merges `ours` and `theirs`, both derived from `base`.
    public static func merge(base: String, ours: String, theirs: String) -> Result {
        if ours == base || ours == theirs { return Result(text: theirs, hasConflict: false) }
        if theirs == base { return Result(text: ours, hasConflict: false) }
        let original = Array(base.unicodeScalars)
        let ourEdits = edits(from: original, to: Array(ours.unicodeScalars))
        let theirEdits = edits(from: original, to: Array(theirs.unicodeScalars))
        return combine(original, ourEdits, theirEdits)
    }

    /// One replaced stretch of the base text.
    struct Edit: Equatable {
        /// The base text replaced (empty for an insertion).
        var range: Range<Int>
        var replacement: [Unicode.Scalar]
    }

    // MARK: Finding each side's edits

    /// The edits that turn `base` into `side`, in order, none overlapping.
    static func edits(from base: [Unicode.Scalar], to side: [Unicode.Scalar]) -> [Edit] {
        var prefix = 0
        while prefix < min(base.count, side.count), base[prefix] == side[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(base.count, side.count) - prefix,
            base[base.count - 1 - suffix] == side[side.count - 1 - suffix]
        { suffix += 1 }
        let baseMiddle = base[prefix..<(base.count - suffix)]
        let sideMiddle = side[prefix..<(side.count - suffix)]
        if baseMiddle.isEmpty && sideMiddle.isEmpty { return [] }
        let whole = Edit(range: baseMiddle.startIndex..<baseMiddle.endIndex, replacement: Array(sideMiddle))
        if baseMiddle.isEmpty || sideMiddle.isEmpty { return [whole] }
        let limit = min(editLimit, max(16, workLimit / (baseMiddle.count + sideMiddle.count)))
        return MyersDiff.edits(from: baseMiddle, to: sideMiddle, limit: limit) ?? [whole]
    }

    // MARK: Combining both sides

    private static func combine(_ base: [Unicode.Scalar], _ ours: [Edit], _ theirs: [Edit]) -> Result {
        var output = String.UnicodeScalarView()
        var position = 0
        var hasConflict = false
        var ourIndex = 0
        var theirIndex = 0
        while ourIndex < ours.count || theirIndex < theirs.count {
            // Start a group with the edit that begins first, then take in every edit that touches it.
            let startsWithOurs =
                theirIndex == theirs.count
                || (ourIndex < ours.count && ours[ourIndex].range.lowerBound <= theirs[theirIndex].range.lowerBound)
            var group = startsWithOurs ? ours[ourIndex].range : theirs[theirIndex].range
            var ourGroup: [Edit] = []
            var theirGroup: [Edit] = []
            while true {
                if ourIndex < ours.count, collide(ours[ourIndex].range, group) {
                    group = union(group, ours[ourIndex].range)
                    ourGroup.append(ours[ourIndex])
                    ourIndex += 1
                } else if theirIndex < theirs.count, collide(theirs[theirIndex].range, group) {
                    group = union(group, theirs[theirIndex].range)
                    theirGroup.append(theirs[theirIndex])
                    theirIndex += 1
                } else {
                    break
                }
            }
            output.append(contentsOf: base[position..<group.lowerBound])
            let ourVersion = apply(ourGroup, to: base, in: group)
            let theirVersion = apply(theirGroup, to: base, in: group)
            if ourGroup.isEmpty || ourVersion == theirVersion {
                output.append(contentsOf: theirVersion)
            } else if theirGroup.isEmpty {
                output.append(contentsOf: ourVersion)
            } else {
                // Both changed this stretch: keep both, theirs first.
                if !group.isEmpty { hasConflict = true }
                output.append(contentsOf: theirVersion)
                output.append(contentsOf: ourVersion)
            }
            position = group.upperBound
        }
        output.append(contentsOf: base[position...])
        return Result(text: String(output), hasConflict: hasConflict)
    }

    /// Whether two edited stretches must be merged as one: they overlap,
    /// start at the same place, or one is an insertion inside the other.
    private static func collide(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.lowerBound == b.lowerBound { return true }
        if max(a.lowerBound, b.lowerBound) < min(a.upperBound, b.upperBound) { return true }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return false
    }

    private static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }

    /// The base text of `range` with `edits` (all inside it) applied.
    private static func apply(_ edits: [Edit], to base: [Unicode.Scalar], in range: Range<Int>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var position = range.lowerBound
        for edit in edits {
            result.append(contentsOf: base[position..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement)
            position = edit.range.upperBound
        }
        result.append(contentsOf: base[position..<range.upperBound])
        return result
    }
}
