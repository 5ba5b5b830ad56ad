import Gtk

/// Places a lazy grid's cells inside GTK's layout pass: the items make
/// tracks across the grid for the length it got (`GridTracks`), the cells
/// fill them in order, line after line, each line as long as its longest
/// cell, and each cell sits in its track per the item's alignment (else
/// the grid's).
@MainActor
final class LazyGridLayout: LayoutDelegate {
    var children: [Widget] = []
    var items: [GridItem] = []
    /// The direction the grid grows in: `.vertical` for a `LazyVGrid`.
    var axis = Axis.vertical
    var alignment = Alignment.center
    /// The space between lines.
    var lineSpacing = StackNode.defaultSpacing

    private var cross: Orientation { axis == .vertical ? .horizontal : .vertical }
    private var main: Orientation { axis.orientation }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard !items.isEmpty else { return SizeRequest(minimum: 0, natural: 0) }
        if orientation == cross {
            let minimum = GridTracks.minimumLength(items, defaultSpacing: StackNode.defaultSpacing)
            return SizeRequest(minimum: minimum, natural: max(minimum, naturalCrossLength()))
        }
        let length = forSize >= 0 ? forSize : naturalCrossLength()
        let tracks = GridTracks(items, length: length, defaultSpacing: StackNode.defaultSpacing)
        let lines = lineLengths(tracks)
        let total = lines.reduce(0, +) + lineSpacing * max(0, lines.count - 1)
        return SizeRequest(minimum: total, natural: total)
    }

    /// What the grid would like across: each item's cells at their natural
    /// size (one track per adaptive item), within the item's limits.
    private func naturalCrossLength() -> Int {
        let widest = children.filter(\.isVisible).map { $0.measure(cross).natural }.max() ?? 0
        let tracks = GridTracks(items, length: 0, defaultSpacing: StackNode.defaultSpacing)
        let spacings = tracks.spacings.dropLast().reduce(0, +)
        return items.map { item -> Int in
            switch item.size {
            case .fixed(let size): return GridTracks.pixels(size)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                return min(max(GridTracks.pixels(minimum), widest), GridTracks.pixels(maximum))
            }
        }.reduce(0, +) + spacings
    }

    /// The length of each line of cells along the grid's axis.
    private func lineLengths(_ tracks: GridTracks) -> [Int] {
        let visible = children.filter(\.isVisible)
        let perLine = max(1, tracks.lengths.count)
        return stride(from: 0, to: visible.count, by: perLine).map { start in
            visible[start..<min(start + perLine, visible.count)].enumerated().map { column, child in
                let across = ChildPlacement.fit(
                    child.measure(cross), offered: tracks.lengths[column], expands: child.computesExpand(cross))
                return child.measure(main, forSize: across).natural
            }.max() ?? 0
        }
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        let length = axis == .vertical ? width : height
        let tracks = GridTracks(items, length: length, defaultSpacing: StackNode.defaultSpacing)
        guard !tracks.lengths.isEmpty else { return }
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        var starts: [Int] = []
        var position = ChildPlacement.offset(free: length - tracks.total, fraction)
        for (length, spacing) in zip(tracks.lengths, tracks.spacings) {
            starts.append(position)
            position += length + spacing
        }
        let lines = lineLengths(tracks)
        var along = 0
        for (index, child) in children.filter(\.isVisible).enumerated() {
            let line = index / tracks.lengths.count
            let track = index % tracks.lengths.count
            if track == 0, line > 0 { along += lines[line - 1] + lineSpacing }
            let cell = items[tracks.items[track]].alignment ?? alignment
            if axis == .vertical {
                ChildPlacement.place(
                    child, x: starts[track], y: along, width: tracks.lengths[track], height: lines[line], alignment: cell)
            } else {
                ChildPlacement.place(
                    child, x: along, y: starts[track], width: lines[line], height: tracks.lengths[track], alignment: cell)
            }
        }
    }
}
