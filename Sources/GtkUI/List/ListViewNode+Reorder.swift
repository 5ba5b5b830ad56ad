import Foundation
import Gtk

/// What a row drag carries inside one list: the list, the `ForEach`
/// (segment) and the offsets moved.
struct ListRowDragPayload: Equatable {
    let list: String
    let segment: Int
    let offsets: IndexSet

    private static let prefix = "gtkui-list-rows"

    /// The text GTK carries: "gtkui-list-rows:<list>:<segment>:<offset>,<offset>…".
    var encoded: String { "\(Self.prefix):\(list):\(segment):\(offsets.map(String.init).joined(separator: ","))" }

    init(list: String, segment: Int, offsets: IndexSet) {
        self.list = list
        self.segment = segment
        self.offsets = offsets
    }

    /// Decodes a drag's text; nil for text no list row produced.
    init?(encoded: String) {
        let parts = encoded.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.prefix, let segment = Int(parts[2]) else { return nil }
        let offsets = parts[3].split(separator: ",").compactMap { Int($0) }
        guard !offsets.isEmpty else { return nil }
        self.init(list: String(parts[1]), segment: segment, offsets: IndexSet(offsets))
    }
}

/// Drag-to-reorder of the rows of a `ForEach` with `.onMove`: a row
/// dragged onto another row of the same `ForEach` goes before it (dropped
/// on its upper half) or after it (lower half), through `onMove` with
/// SwiftUI's offsets. A dragged row that is selected takes the other
/// selected rows of its `ForEach` along, as on macOS. Each row gets a
/// GtkDragSource the first time it shows a movable row, and the list view
/// one GtkDropTarget (in-app payloads: a row dropped in a text field
/// pastes nothing); lists without `.onMove` get none, and keep GTK's
/// rubber band.
extension ListViewNode {
    /// This list's name in row drags (a drag from another list is refused).
    var dragName: String { "\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }

    /// Gives `host`'s row its drag source, once, when it shows a row that
    /// can move (and the list its drop target, once).
    func enableReorder(for host: ListRowHost) {
        guard !host.acceptsRowDrags, let row = host.row, row.kind == .content, let (index, _) = row.segment,
            index < rows.segments.count, rows.segments[index].editActions.move != nil
        else { return }
        // GTK 4.8's rubber band starts on the same press and stays drawn
        // where it began once the row drag takes the pointer: a list whose
        // rows drag has none (as a macOS list has none).
        if listView.enablesRubberband { listView.enablesRubberband = false }
        let source = DragSource(scope: .inApp)
        // GTK's own drag icon: a picture of the row is black where the row
        // is transparent on an X server without a compositor.
        source.onPrepare { [weak self, weak host] _, _ in
            guard let self, let host else { return nil }
            return self.dragPayload(for: host)?.encoded
        }
        host.box.addController(source)
        host.acceptsRowDrags = true
        if !acceptsRowDrops { acceptRowDrops(on: listView) }
    }

    /// One drop target for the whole list, so that the gaps between rows
    /// (a row's margins) take a drop too.
    private func acceptRowDrops(on list: ListView) {
        acceptsRowDrops = true
        let target = DropTarget(scope: .inApp)
        let mark: @MainActor (Double, Double) -> Bool = { [weak self] x, y in
            self?.markDrop(at: (x, y))
            return true
        }
        target.onEnter(mark)
        target.onMotion(mark)
        target.onLeave { [weak self] in self?.markDrop(at: nil) }
        target.onDrop { [weak self] text, x, y in
            guard let self else { return false }
            self.markDrop(at: nil)
            guard let payload = ListRowDragPayload(encoded: text), let (host, before) = self.dropPlace(at: x, y) else {
                return false
            }
            return self.drop(payload, onto: host, before: before)
        }
        list.addController(target)
    }

    /// The row at a point of the list view, and whether the point is in its upper half.
    func dropPlace(at x: Double, _ y: Double) -> (host: ListRowHost, before: Bool)? {
        guard let position = position(at: x, y, in: listView),
            let item = listView.items.first(where: { $0.position == position }), let host = rowHost(of: item),
            let rowWidget = item.child?.parent, let bounds = rowWidget.bounds(relativeTo: listView)
        else { return nil }
        return (host, y < bounds.y + bounds.height / 2)
    }

    /// Shows the drop mark on the row at a point (nil: on none).
    private func markDrop(at point: (Double, Double)?) {
        let place = point.flatMap { dropPlace(at: $0.0, $0.1) }
        if let marked = dropMarkedRow, marked !== place?.host { marked.showDropMark(before: nil) }
        dropMarkedRow = place?.host
        place?.host.showDropMark(before: place?.before)
    }

    /// What dragging `host`'s row carries (nil: the row cannot move).
    func dragPayload(for host: ListRowHost) -> ListRowDragPayload? {
        guard let row = host.row, row.kind == .content, let (index, offset) = row.segment,
            index < rows.segments.count, rows.segments[index].editActions.move != nil,
            allows(.moveUp, onRow: offset, ofSegment: index)
        else { return nil }
        var offsets = IndexSet(integer: offset)
        let selected = rootOffsetsBySegment(listView.selectedPositions)
        if let (_, group) = selected.first(where: { $0.segment == index }), group.contains(offset) {
            offsets = IndexSet(group.filter { allows(.moveUp, onRow: $0, ofSegment: index) })
        }
        return ListRowDragPayload(list: dragName, segment: index, offsets: offsets)
    }

    /// Moves the rows `payload` carries before (or after) `host`'s row
    /// through `.onMove`; answers whether the drop was taken.
    func drop(_ payload: ListRowDragPayload, onto host: ListRowHost, before: Bool) -> Bool {
        guard payload.list == dragName, let row = host.row, row.kind == .content,
            let (index, offset) = row.segment, index == payload.segment, index < rows.segments.count,
            let move = rows.segments[index].editActions.move
        else { return false }
        let count = rows.segments[index].ids.count
        let offsets = IndexSet(payload.offsets.filter { $0 < count })
        guard let first = offsets.first, let last = offsets.last else { return false }
        // `move` inserts before the destination offset, counted before the removal.
        let destination = before ? offset : offset + 1
        let contiguous = last - first + 1 == offsets.count
        if contiguous, destination >= first, destination <= last + 1 { return true }
        move(offsets, destination)
        return true
    }
}

extension ListRowHost {
    /// GNOME's drop mark: a line in the accent colour at the edge the rows
    /// would go to, added to the display by the first list that reorders.
    private static let dropMarkStyle: CssProvider = {
        let provider = CssProvider(
            css: """
                box.drop-before { box-shadow: inset 0 2px 0 0 @theme_selected_bg_color; }
                box.drop-after { box-shadow: inset 0 -2px 0 0 @theme_selected_bg_color; }
                """)
        provider.applyToDisplay()
        return provider
    }()

    /// Marks where a drop would put the dragged rows (nil: nowhere).
    func showDropMark(before: Bool?) {
        _ = Self.dropMarkStyle
        box.setCSSClass("drop-before", before == true)
        box.setCSSClass("drop-after", before == false)
    }
}
