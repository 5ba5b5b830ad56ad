import Gtk

/// Lays out a window's header bar with its toolbar, inside GTK's layout
/// pass, GNOME's way: the window controls at both ends (as the desktop's
/// decoration layout puts them), the leading run of `.navigation` items at
/// the start, the title centred on the bar (`.principal` items in its
/// place), every other item at the end, followed by the overflow button.
///
/// What shows is decided while allocating, from the width alone: the first
/// `k` layout entries stay, the largest `k` for which everything fits with
/// the title at its natural width; the rest go to the overflow menu, so
/// items leave from the trailing end one at a time before the title is cut,
/// as macOS and GNOME keep a window's title whole. Only when every item is
/// in the menu and the window controls, the `.toolbar { }` items and the
/// overflow button still leave too little room does the title shrink
/// (ellipsized), down to `titleMinimumWidth`. The measured size never
/// depends on what is shown, so the same width always gives the same bar,
/// whichever way the window got there. Each slot is as wide as its content;
/// only flexible spaces take the room left between the items and the title.
@MainActor
final class ToolbarBarLayout: LayoutDelegate {
    /// Where an entry sits in the bar.
    enum Group { case leading, principal, trailing }

    /// One layout entry as the bar places it.
    struct Entry {
        let entryID: String
        /// The item's id; nil for a spacer.
        let itemID: String?
        let widget: Widget
        let group: Group
        let isFlexible: Bool
    }

    /// The narrowest the title gets, once every item is in the overflow
    /// menu: 120 px, or its whole width when shorter.
    ///
    /// While any item shows the title has its natural width; the bar's
    /// minimum width keeps it at least this wide.
    static let titleMinimumWidth = 120
    /// Space between neighbours (the header bar's own spacing).
    let spacing = 6

    /// The entries in layout order (only those the bar may show).
    private(set) var entries: [Entry] = []
    /// Whether the overflow menu has items even when every entry fits
    /// (removed items marked always available).
    private(set) var listsExtraItems = false
    private var title: Widget?
    private var overflowButton: Widget?
    private var startControls: Widget?
    private var endControls: Widget?
    /// The window's `.toolbar { }` items, which are not customizable: after
    /// the start controls, in the title's place, before the overflow button.
    private(set) var pinned = Pinned()

    /// The `.toolbar { }` parts a customizable bar also places (see `pinned`).
    struct Pinned {
        var start: Widget?
        var principal: Widget?
        var end: Widget?
    }

    /// How many leading entries the last allocation showed; the rest overflow.
    private(set) var shownCount = 0
    /// `shownCount` of the last allocation with the current entries (nil
    /// after they changed): entries past it are already left out.
    private var settledCount: Int?
    /// The shown entries' frames (bar coordinates), by entry id.
    private(set) var frames: [String: Rect] = [:]
    /// The toolbar's parts of the bar (items and the gaps between them, the
    /// overflow button), as x ranges: where right-clicks get the toolbar menu.
    private(set) var toolbarSpans: [ClosedRange<Double>] = []
    /// Called (from the layout pass) when the hidden items changed.
    var onHiddenItemsChange: (() -> Void)?
    /// Which children show (for the eye and for assistive technologies).
    private let shownChildren = ShownChildren()

    func setFixedParts(title: Widget, overflowButton: Widget, startControls: Widget, endControls: Widget) {
        self.title = title
        self.overflowButton = overflowButton
        self.startControls = startControls
        self.endControls = endControls
    }

    /// Sets the `.toolbar { }` parts; returns whether they changed.
    @discardableResult
    func setPinned(_ pinned: Pinned) -> Bool {
        func same(_ a: Widget?, _ b: Widget?) -> Bool { a.map { b?.isSameObject(as: $0) ?? false } ?? (b == nil) }
        let changed =
            !(same(pinned.start, self.pinned.start) && same(pinned.principal, self.pinned.principal)
            && same(pinned.end, self.pinned.end))
        self.pinned = pinned
        if changed { settledCount = nil }
        return changed
    }

    /// The entries to place (empty while the toolbar is hidden).
    ///
    /// Returns whether anything changed (the bar then needs a new size
    /// request).
    @discardableResult
    func setEntries(_ entries: [Entry], listsExtraItems: Bool) -> Bool {
        let same =
            listsExtraItems == self.listsExtraItems && entries.count == self.entries.count
            && zip(entries, self.entries).allSatisfy { $0.widget.isSameObject(as: $1.widget) && $0.group == $1.group }
        self.entries = entries
        self.listsExtraItems = listsExtraItems
        if !same {
            settledCount = nil
            // Only widgets still placed keep a remembered state (an address may be reused).
            shownChildren.keep(only: entries.map(\.widget) + [overflowButton, title].compactMap { $0 })
        }
        return !same
    }

    /// Forgets that `widget` was marked hidden (after GTK set its own state:
    /// a widget shown or hidden for real gets GTK's "hidden" state).
    func forgetAccessibleState(of widget: Widget) { shownChildren.forget(widget) }

    /// The item ids the last allocation left out, in layout order.
    var hiddenItemIDs: [String] { entries.dropFirst(shownCount).compactMap(\.itemID) }

    /// Whether `entryID` is in the bar now.
    func isShown(_ entryID: String) -> Bool { frames[entryID] != nil }

    /// Whether x (bar coordinates) is on the toolbar: on an item, between
    /// two, or on the overflow button.
    func isOnToolbar(x: Double) -> Bool { toolbarSpans.contains { $0.contains(x) } }

    /// The shown entry at x (bar coordinates).
    func entryID(atX x: Double) -> String? {
        frames.first { x >= $0.value.x && x < $0.value.x + $0.value.width }?.key
    }

    // MARK: Measuring

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        let fixed = [title, overflowButton, startControls, endControls, pinned.start, pinned.principal, pinned.end]
            .compactMap { $0 }
        if orientation == .vertical {
            // Every entry counts, shown or not: the bar keeps one height.
            return (fixed + entries.map(\.widget)).reduce(SizeRequest(minimum: 0, natural: 0)) { request, widget in
                let child = widget.measure(.vertical)
                return SizeRequest(minimum: max(request.minimum, child.minimum), natural: max(request.natural, child.natural))
            }
        }
        let plans = plans(widths: entryWidths())
        let titleSize = titleRequest()
        // The narrowest bar that works: usually with every item in the
        // overflow menu and the title at its minimum, unless the overflow
        // button is wider than the items (beside which the title is whole).
        let minimum = plans.enumerated().map { $0.element.width(titleKept: titleKept(showing: $0.offset, titleSize)) }.min() ?? 0
        let all = plans[plans.count - 1]
        let centre = all.principalWidth ?? titleSize.natural
        return SizeRequest(minimum: minimum, natural: 2 * max(all.start, all.end) + centre)
    }

    private func entryWidths() -> [Int] {
        entries.map { $0.isFlexible ? 0 : $0.widget.measure(.horizontal).natural }
    }

    /// The title's natural width, and the least it keeps when every item is in the overflow menu.
    private func titleRequest() -> (natural: Int, minimumKept: Int) {
        guard let title else { return (0, 0) }
        let request = title.measure(.horizontal)
        return (request.natural, max(request.minimum, min(request.natural, Self.titleMinimumWidth)))
    }

    /// The title's width in a bar showing the first `count` entries: whole
    /// while any entry shows (they overflow first), its minimum with none.
    private func titleKept(showing count: Int, _ size: (natural: Int, minimumKept: Int)) -> Int {
        count == 0 ? size.minimumKept : size.natural
    }

    private func naturalWidth(of widget: Widget?) -> Int {
        guard let widget, widget.isVisible else { return 0 }
        return widget.measure(.horizontal).natural
    }

    /// The widths of a bar showing the first `count` entries.
    private struct Plan {
        /// From the start edge to where the centre may begin (controls,
        /// leading items, spacing).
        var start = 0
        /// From where the centre may end to the end edge (trailing items,
        /// overflow button, controls, spacing).
        var end = 0
        /// The width of the shown `.principal` items, if any (they replace the title).
        var principalWidth: Int?
        var needsOverflow = false

        /// The least width this plan needs, the title kept `titleKept` wide.
        func width(titleKept: Int) -> Int { start + (principalWidth ?? titleKept) + end }
    }

    /// The width a pinned part takes with its spacing (0 when hidden or empty).
    private func pinnedRoom(_ widget: Widget?) -> Int {
        let width = naturalWidth(of: widget)
        return width > 0 ? width + spacing : 0
    }

    /// Plans for showing 0, 1, … every entry, in one pass: entry `k` joins
    /// plan `k + 1`.
    private func plans(widths: [Int]) -> [Plan] {
        let startControlsWidth = naturalWidth(of: startControls)
        let endControlsWidth = naturalWidth(of: endControls)
        let overflowWidth = naturalWidth(of: overflowButton)
        let lastItem = entries.lastIndex { $0.itemID != nil } ?? -1
        // Each part on either side brings its width and one spacing.
        var start = (startControlsWidth > 0 ? startControlsWidth + spacing : 0) + pinnedRoom(pinned.start)
        var end = (endControlsWidth > 0 ? endControlsWidth + spacing : 0) + pinnedRoom(pinned.end)
        var principal: Int? = pinnedRoom(pinned.principal) > 0 ? naturalWidth(of: pinned.principal) : nil
        var result: [Plan] = []
        result.reserveCapacity(entries.count + 1)
        for count in 0...entries.count {
            if count > 0 {
                let added = widths[count - 1] + spacing
                switch entries[count - 1].group {
                case .leading: start += added
                case .trailing: end += added
                case .principal: principal = (principal.map { $0 + spacing } ?? 0) + widths[count - 1]
                }
            }
            let needsOverflow = listsExtraItems || count <= lastItem
            result.append(
                Plan(
                    start: start, end: end + (needsOverflow ? overflowWidth + spacing : 0),
                    principalWidth: principal, needsOverflow: needsOverflow))
        }
        return result
    }

    /// The width of widgets side by side with the bar's spacing.
    private func run(_ widths: [Int]) -> Int {
        widths.isEmpty ? 0 : widths.reduce(0, +) + spacing * (widths.count - 1)
    }

    /// The most entries that fit `width` with the title whole (none: the title shrinks).
    private func fittingCount(width: Int, plans: [Plan]) -> Int {
        let size = titleRequest()
        return plans.indices.last { count in plans[count].width(titleKept: titleKept(showing: count, size)) <= width } ?? 0
    }

    // MARK: Allocating

    /// What one allocation placed: frames of entries, and the toolbar's spans.
    private struct Placed {
        let widths: [Int]
        let height: Int
        var frames: [String: Rect] = [:]
        var spans: [ClosedRange<Double>] = []
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        var placed = Placed(widths: entryWidths(), height: height)
        let plans = plans(widths: placed.widths)
        let count = fittingCount(width: width, plans: plans)
        let previous = settledCount
        shownCount = count
        let shown = Array(entries.prefix(count).enumerated())
        let ends = placeEnds(width: width, height: height, showingOverflow: plans[count].needsOverflow)

        // The start: controls, the `.toolbar { }` items, then the leading items.
        let centreStart = place(
            shown.filter { $0.element.group == .leading }, from: placePinned(pinned.start, at: ends.start, height: height),
            extra: 0, into: &placed)

        // The centre: the title (or the principal items), centred on the
        // bar, pushed aside by what is at either end.
        let trailing = shown.filter { $0.element.group == .trailing }
        let trailingWidth = run(trailing.map { placed.widths[$0.offset] })
        let centreEnd = trailing.isEmpty ? ends.end : ends.end - trailingWidth - spacing
        let principal = shown.filter { $0.element.group == .principal }
        let centreWidth = plans[count].principalWidth ?? min(titleRequest().natural, max(0, centreEnd - centreStart))
        let centreX = max(centreStart, min((width - centreWidth) / 2, centreEnd - centreWidth))
        let pinnedCentre = pinnedRoom(pinned.principal) > 0
        if let title {
            setShown(title, principal.isEmpty && !pinnedCentre)
            if principal.isEmpty && !pinnedCentre { title.allocate(x: centreX, y: 0, width: centreWidth, height: height) }
        }
        _ = place(principal, from: placePinned(pinned.principal, at: centreX, height: height), extra: 0, into: &placed)

        // The end: the trailing items, flexible spaces among them taking
        // what is left between them and the centre, then the overflow button.
        let room = max(0, ends.end - trailingWidth - (centreX + centreWidth + spacing))
        let extra = trailing.contains { $0.element.isFlexible } ? room : 0
        _ = place(trailing, from: ends.end - trailingWidth - extra, extra: extra, into: &placed)
        if let overflowSpan = ends.overflowSpan {
            if let last = placed.spans.last, !trailing.isEmpty {
                placed.spans[placed.spans.count - 1] = last.lowerBound...overflowSpan.upperBound
            } else {
                placed.spans.append(overflowSpan)
            }
        }
        // Only entries that were shown until now need leaving out (with
        // many items, most stay in the overflow menu from one pass to the next).
        for entry in entries[count..<max(count, previous ?? entries.count)] { setShown(entry.widget, false) }
        settledCount = count
        frames = placed.frames
        toolbarSpans = placed.spans
        if previous != count { onHiddenItemsChange?() }
    }

    /// Places the window controls at both ends and the overflow button
    /// before the end ones; returns where the rest may start and end.
    private func placeEnds(width: Int, height: Int, showingOverflow: Bool)
        -> (start: Int, end: Int, overflowSpan: ClosedRange<Double>?)
    {
        var start = 0
        var end = width
        // Allocated even when empty: GTK draws every visible child.
        if let startControls, startControls.isVisible {
            let controlsWidth = naturalWidth(of: startControls)
            startControls.allocate(x: 0, y: 0, width: controlsWidth, height: height)
            if controlsWidth > 0 { start = controlsWidth + spacing }
        }
        if let endControls, endControls.isVisible {
            let controlsWidth = naturalWidth(of: endControls)
            endControls.allocate(x: width - controlsWidth, y: 0, width: controlsWidth, height: height)
            if controlsWidth > 0 { end -= controlsWidth + spacing }
        }
        var overflowSpan: ClosedRange<Double>?
        if let overflowButton {
            setShown(overflowButton, showingOverflow)
            if showingOverflow {
                let buttonWidth = naturalWidth(of: overflowButton)
                overflowButton.allocate(x: end - buttonWidth, y: 0, width: buttonWidth, height: height)
                overflowSpan = Double(end - buttonWidth)...Double(end)
                end -= buttonWidth + spacing
            }
        }
        if let pinnedEnd = pinned.end, pinnedEnd.isVisible {
            let width = naturalWidth(of: pinnedEnd)
            pinnedEnd.allocate(x: end - width, y: 0, width: width, height: height)
            if width > 0 { end -= width + spacing }
        }
        return (start, end, overflowSpan)
    }

    /// Places a pinned part at `x` (nothing when hidden or empty); returns where the next widget may start.
    private func placePinned(_ widget: Widget?, at x: Int, height: Int) -> Int {
        // Allocated even when empty: GTK draws every visible child.
        guard let widget, widget.isVisible else { return x }
        let width = naturalWidth(of: widget)
        widget.allocate(x: x, y: 0, width: width, height: height)
        return width > 0 ? x + width + spacing : x
    }

    /// Places `group` side by side from `start`, flexible spaces sharing
    /// `extra`; records frames and the group's span.
    ///
    /// Returns where the next widget may start.
    private func place(
        _ group: [(offset: Int, element: Entry)], from start: Int, extra: Int,
        into placed: inout Placed
    ) -> Int {
        guard !group.isEmpty else { return start }
        let flexibleCount = group.filter { $0.element.isFlexible }.count
        var x = start
        var flexibleIndex = 0
        for (offset, entry) in group {
            var entryWidth = placed.widths[offset]
            if entry.isFlexible && flexibleCount > 0 {
                // The first flexible spaces take the remainder of an uneven share.
                entryWidth += extra / flexibleCount + (flexibleIndex < extra % flexibleCount ? 1 : 0)
                flexibleIndex += 1
            }
            setShown(entry.widget, true)
            entry.widget.allocate(x: x, y: 0, width: entryWidth, height: placed.height)
            placed.frames[entry.entryID] = Rect(x: Double(x), y: 0, width: Double(entryWidth), height: Double(placed.height))
            x += entryWidth + spacing
        }
        placed.spans.append(Double(start)...Double(x - spacing))
        return x
    }

    /// Shows or leaves out a child (see `ShownChildren`).
    private func setShown(_ widget: Widget, _ shown: Bool) { shownChildren.setShown(widget, shown) }
}
