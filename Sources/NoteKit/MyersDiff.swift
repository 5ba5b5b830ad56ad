/// The shortest edit script between two sequences (Eugene Myers, "An O(ND)
/// Difference Algorithm and Its Variations", 1986), as replaced stretches.
///
/// Time and memory grow with the number of differences D, not only with the
/// length: a few edits in a long note are cheap. Past `limit` differences
/// the search gives up (nil), and the caller takes a coarser answer.
enum MyersDiff {
    /// The edits turning `a` into `b`, with ranges in `a`'s indices.
    static func edits(
        from a: ArraySlice<Unicode.Scalar>, to b: ArraySlice<Unicode.Scalar>, limit: Int
    ) -> [TextMerge.Edit]? {
        guard let moves = shortestPath(a, b, limit: limit) else { return nil }
        return group(moves, a, b)
    }

    /// One step off the diagonal: a deletion of `a[x]` or an insertion of `b[y]` before `a[x]`.
    private struct Move {
        let x: Int, y: Int
        let isInsertion: Bool
    }

    /// Forward search keeping each round's furthest points, then a walk back.
    private static func shortestPath<Element: Equatable>(
        _ a: ArraySlice<Element>, _ b: ArraySlice<Element>, limit: Int
    ) -> [Move]? {
        let n = a.count
        let m = b.count
        let maximum = min(n + m, limit)
        let offset = maximum + 1
        var furthest = [Int](repeating: 0, count: 2 * maximum + 3)
        var trace: [[Int]] = []
        for d in 0...maximum {
            trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n && y >= m { return walkBack(trace, rounds: d, n: n, m: m) }
            }
        }
        return nil
    }

    /// The moves of the path found in `rounds` rounds, in order.
    private static func walkBack(_ trace: [[Int]], rounds: Int, n: Int, m: Int) -> [Move] {
        var moves: [Move] = []
        var x = n
        var y = m
        for d in stride(from: rounds, to: 0, by: -1) {
            // trace[d] holds diagonals -d-1 ... d+1 as they were before round d.
            let before = trace[d]
            func furthest(_ k: Int) -> Int { before[k + d + 1] }
            let k = x - y
            let cameDown = k == -d || (k != d && furthest(k - 1) < furthest(k + 1))
            let previousK = cameDown ? k + 1 : k - 1
            let previousX = furthest(previousK)
            let previousY = previousX - previousK
            moves.append(
                cameDown
                    ? Move(x: previousX, y: previousY, isInsertion: true)
                    : Move(x: previousX, y: previousY, isInsertion: false))
            x = previousX
            y = previousY
        }
        return moves.reversed()
    }

    /// Adjacent moves become one edit each.
    private static func group(
        _ moves: [Move], _ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>
    ) -> [TextMerge.Edit] {
        var edits: [TextMerge.Edit] = []
        for move in moves {
            let start = a.startIndex + move.x
            if var last = edits.last, last.range.upperBound == start {
                if move.isInsertion {
                    last.replacement.append(b[b.startIndex + move.y])
                } else {
                    last.range = last.range.lowerBound..<(start + 1)
                }
                edits[edits.count - 1] = last
            } else if move.isInsertion {
                edits.append(TextMerge.Edit(range: start..<start, replacement: [b[b.startIndex + move.y]]))
            } else {
                edits.append(TextMerge.Edit(range: start..<(start + 1), replacement: []))
            }
        }
        return edits
    }
}
