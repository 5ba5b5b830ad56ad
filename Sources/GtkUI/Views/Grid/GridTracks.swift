/// The columns (or rows, for a horizontal grid) a lazy grid's items make
/// in a given length, SwiftUI's way: fixed items take their size; the
/// rest of the room, after the spacings, is shared equally by flexible and
/// adaptive items, each kept within its limits (an item held at a limit
/// leaves its share to the others); an adaptive item then fits as many
/// tracks of at least its minimum as its share holds.
struct GridTracks: Equatable {
    /// Each track's length and the space after it.
    var lengths: [Int] = []
    var spacings: [Int] = []
    /// The item each track comes from (for its alignment).
    var items: [Int] = []

    /// The length the tracks take, spacings included.
    var total: Int { lengths.reduce(0, +) + spacings.dropLast().reduce(0, +) }

    init() {}

    init(_ items: [GridItem], length: Int, defaultSpacing: Int) {
        let spacing = items.map { $0.spacing.map { Int($0.rounded()) } ?? defaultSpacing }
        let gaps = zip(items.indices, spacing).dropLast().map(\.1).reduce(0, +)
        let shares = Self.shares(items, room: max(0, length - gaps))
        for (index, item) in items.enumerated() {
            if case .adaptive(let minimum, let maximum) = item.size {
                let tracks = Self.adaptive(share: shares[index], minimum: minimum, maximum: maximum, spacing: spacing[index])
                for track in tracks {
                    lengths.append(track)
                    spacings.append(spacing[index])
                    self.items.append(index)
                }
            } else {
                lengths.append(shares[index])
                spacings.append(spacing[index])
                self.items.append(index)
            }
        }
    }

    /// Each item's share of `room`.
    private static func shares(_ items: [GridItem], room: Int) -> [Int] {
        var shares = [Int](repeating: 0, count: items.count)
        var open: [Int] = []
        var left = room
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                shares[index] = pixels(size)
                left -= shares[index]
            } else {
                open.append(index)
            }
        }
        // Items held at a limit leave their share to the others.
        while !open.isEmpty {
            let each = max(0, left) / open.count
            let held = open.filter { index in
                let (minimum, maximum) = limits(items[index].size)
                return each < minimum || each > maximum
            }
            if held.isEmpty {
                for (position, index) in open.enumerated() {
                    shares[index] = each + (position < max(0, left) - each * open.count ? 1 : 0)
                }
                break
            }
            for index in held {
                let (minimum, maximum) = limits(items[index].size)
                shares[index] = min(max(each, minimum), maximum)
                left -= shares[index]
            }
            open.removeAll { held.contains($0) }
        }
        return shares
    }

    private static func limits(_ size: GridItem.Size) -> (Int, Int) {
        switch size {
        case .fixed(let value): return (pixels(value), pixels(value))
        case .flexible(let minimum, let maximum): return (pixels(minimum), pixels(maximum))
        case .adaptive(let minimum, _): return (pixels(minimum), Int.max)
        }
    }

    /// The tracks an adaptive item of `share` makes.
    private static func adaptive(share: Int, minimum: CGFloat, maximum: CGFloat, spacing: Int) -> [Int] {
        let least = max(1, pixels(minimum))
        let count = max(1, (share + spacing) / (least + spacing))
        let each = min((share - spacing * (count - 1)) / count, pixels(maximum))
        return [Int](repeating: max(least, each), count: count)
    }

    static func pixels(_ value: CGFloat) -> Int { value.isInfinite ? Int.max / 4 : max(0, Int(value.rounded())) }

    /// The least length the items need (one track per adaptive item).
    static func minimumLength(_ items: [GridItem], defaultSpacing: Int) -> Int {
        let spacing = items.dropLast().map { $0.spacing.map { Int($0.rounded()) } ?? defaultSpacing }.reduce(0, +)
        return items.map { limits($0.size).0 }.reduce(0, +) + spacing
    }
}
