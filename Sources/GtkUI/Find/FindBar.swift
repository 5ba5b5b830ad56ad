import Gtk

/// Find and replace in a `TextEditor`: GNOME's search bar above the text.
///
/// Matches are found case-insensitively (GTK's own text search) and all
/// highlighted; the current one is selected and scrolled into view, and the
/// bar counts them ("2 of 5"). Enter and Ctrl+G go to the next match,
/// Shift+Enter and Shift+Ctrl+G to the previous one; Escape (or the bar's
/// close button) closes it and gives the keyboard back to the text. Replace
/// changes the current match and goes on to the next; Replace All changes
/// every match as one undo step. While the bar is open, edits to the text
/// find the matches again a moment later.
///
/// Built the first time it is asked for, so an editor that never searches
/// pays nothing at startup.
@MainActor
final class FindBar {
    /// The tag that highlights matches.
    static let matchTag = "gtkui-find-match"
    /// At most this many matches are counted and highlighted.
    static let matchLimit = 10_000

    let bar = SearchBar()
    private unowned let textView: TextView
    private let searchEntry = SearchEntry(placeholder: localized("Find"))
    private let replaceEntry = Entry(placeholder: localized("Replace"))
    private let countLabel = LabelWidget()
    private let replaceToggle = ToggleButton()
    private let replaceRow = Box(.horizontal, spacing: 6)
    private var matches: [Range<Int>] = []
    private var current: Int?
    private var researchPending: TimeoutSource?
    /// Whether Replace is offered (`.replaceDisabled`, and the text must be editable).
    var allowsReplace = true { didSet { updateReplaceAvailability() } }
    /// Told when the bar opens or closes (`.findNavigator(isPresented:)`).
    var onPresentedChange: ((Bool) -> Void)?

    init(textView: TextView) {
        self.textView = textView
        textView.buffer.ensureHighlightTag(Self.matchTag, background: "rgba(246, 211, 45, 0.55)")
        bar.showsCloseButton = true
        bar.setChild(buildContent())
        // Not `connectEntry`: GtkSearchBar would then take the keyboard from
        // the text whenever it opens (Use Selection for Find leaves it there)
        // and empty the field whenever it closes (Find Next goes on with it).
        bar.onSearchModeChanged { [weak self] in self?.searchModeChanged() }
        searchEntry.onSearchChanged { [weak self] in self?.search(selectingFrom: nil) }
        searchEntry.onActivate { [weak self] in self?.step(by: 1) }
        searchEntry.onStopSearch { [weak self] in self?.close() }
        let keys = EventControllerKey()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] event in
            guard [Key.return, Key.kpEnter].contains(event.keyval), event.modifiers.relevant == .shift else { return false }
            self?.step(by: -1)
            return true
        }
        searchEntry.addController(keys)
        replaceEntry.onActivate { [weak self] in self?.replace() }
        // Escape anywhere in the bar closes it (the search field's own
        // Escape is its stop-search signal; the Replace field has none).
        let escape = EventControllerKey()
        escape.onKeyPressed { [weak self] event in
            guard event.keyval == Key.escape, event.modifiers.relevant.isEmpty, let self, self.bar.isSearchMode else { return false }
            self.close()
            return true
        }
        bar.addController(escape)
        textView.buffer.onChanged { [weak self] in self?.textChanged() }
    }

    private func buildContent() -> Widget {
        let column = Box(.vertical, spacing: 6)
        let findRow = Box(.horizontal, spacing: 6)
        searchEntry.setAccessibleLabel(localized("Find"))
        searchEntry.hexpand = true
        let navigation = Box(.horizontal)
        navigation.addCSSClass("linked")
        navigation.append(
            iconButton("go-up-symbolic", name: localized("Previous Match"), shortcut: "Shift+Ctrl+G") { [weak self] in self?.step(by: -1) })
        navigation.append(
            iconButton("go-down-symbolic", name: localized("Next Match"), shortcut: "Ctrl+G") { [weak self] in self?.step(by: 1) })
        countLabel.addCSSClass("dim-label")
        countLabel.addCSSClass("numeric")
        replaceToggle.setIconName("edit-find-replace-symbolic")
        replaceToggle.setAccessibleLabel(localized("Find and Replace"))
        replaceToggle.tooltip = localized("Find and Replace (Ctrl+H)")
        replaceToggle.onToggled { [weak self] in
            guard let self else { return }
            self.replaceRow.isVisible = self.replaceToggle.isActive
            if self.replaceToggle.isActive { self.replaceEntry.grabFocus() }
        }
        for widget in [searchEntry, countLabel, navigation, replaceToggle] as [Widget] { findRow.append(widget) }
        replaceEntry.setAccessibleLabel(localized("Replace"))
        replaceEntry.hexpand = true
        let replaceButton = ButtonWidget(label: localized("Replace"))
        replaceButton.onClicked { [weak self] in self?.replace() }
        let replaceAllButton = ButtonWidget(label: localized("Replace All"))
        replaceAllButton.onClicked { [weak self] in self?.replaceAll() }
        for widget in [replaceEntry, replaceButton, replaceAllButton] as [Widget] { replaceRow.append(widget) }
        replaceRow.isVisible = false
        column.append(findRow)
        column.append(replaceRow)
        column.setSizeRequest(width: 420, height: -1)
        return column
    }

    private func iconButton(_ icon: String, name: String, shortcut: String, _ action: @escaping @MainActor () -> Void) -> Widget {
        let button = ButtonWidget()
        button.setIconName(icon)
        button.setAccessibleLabel(name)
        button.tooltip = "\(name) (\(shortcut))"
        button.onClicked(action)
        return button
    }

    // MARK: Opening and closing

    var isPresented: Bool { bar.isSearchMode }

    /// Opens the bar (with the replace row when `replacing`) and puts the keyboard in its field.
    func open(replacing: Bool = false) {
        let wasOpen = bar.isSearchMode
        bar.isSearchMode = true
        if replacing && allowsReplace { replaceToggle.isActive = true }
        if replacing && allowsReplace && !searchEntry.text.isEmpty {
            replaceEntry.grabFocus()
        } else {
            searchEntry.grabFocus()
            searchEntry.selectAll()
        }
        if !wasOpen { search(selectingFrom: textView.buffer.selectedRange?.lowerBound) }
    }

    /// Closes the bar; the text gets the keyboard back, with the current match selected.
    func close() {
        bar.isSearchMode = false
        textView.grabFocus()
    }

    private func searchModeChanged() {
        if !bar.isSearchMode {
            researchPending?.cancel()
            researchPending = nil
            textView.buffer.removeTag(Self.matchTag)
            matches = []
            current = nil
            countLabel.text = ""
            // Closed from inside the bar (its close button): the text takes the keyboard.
            if textView.windowFocus?.isInside(bar) ?? true { textView.grabFocus() }
        }
        onPresentedChange?(bar.isSearchMode)
    }

    // MARK: Searching

    /// Looks for the selected text (Use Selection for Find) and shows the bar.
    func useSelection() {
        guard let range = textView.buffer.selectedRange else { return }
        let text = textView.buffer.text(in: range)
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        searchEntry.text = firstLine
        bar.isSearchMode = true
        search(selectingFrom: range.lowerBound)
    }

    /// Goes to the next (`by: 1`) or previous (`-1`) match, showing the bar
    /// again if it was closed; with nothing to look for, opens it to ask.
    func step(by direction: Int) {
        guard !searchEntry.text.isEmpty else { return open() }
        if !bar.isSearchMode {
            bar.isSearchMode = true
            search(selectingFrom: nil, select: false)
        } else if researchPending != nil {
            search(selectingFrom: nil, select: false)
        }
        guard !matches.isEmpty else { return }
        let next: Int
        if let current, textView.buffer.selectedRange == matches[current] {
            next = (current + direction + matches.count) % matches.count
        } else {
            let cursor = textView.buffer.cursorOffset
            next =
                direction > 0
                ? (matches.firstIndex { $0.lowerBound >= cursor } ?? 0)
                : (matches.lastIndex { $0.upperBound <= cursor } ?? matches.count - 1)
        }
        select(next)
    }

    /// Finds every match of the field's text, highlights them, and selects
    /// the first one at or after `offset` (nil: keep the current one, if still there).
    private func search(selectingFrom offset: Int?, select shouldSelect: Bool = true) {
        researchPending?.cancel()
        researchPending = nil
        let buffer = textView.buffer!
        buffer.removeTag(Self.matchTag)
        let previous = current.map { matches[$0] }
        matches = buffer.ranges(of: searchEntry.text, limit: Self.matchLimit)
        buffer.applyTag(Self.matchTag, to: matches)
        current = nil
        guard !matches.isEmpty else { return updateCount() }
        let from = offset ?? previous?.lowerBound ?? buffer.selectedRange?.lowerBound ?? buffer.cursorOffset
        let index = matches.firstIndex { $0.lowerBound >= from } ?? 0
        if shouldSelect {
            select(index)
        } else {
            current = matches.firstIndex { $0 == buffer.selectedRange }
            updateCount()
        }
    }

    private func select(_ index: Int) {
        current = index
        textView.buffer.selectRange(from: matches[index].lowerBound, to: matches[index].upperBound)
        textView.scrollToCursor()
        updateCount()
    }

    private func updateCount() {
        let total = matches.count == Self.matchLimit ? "\(Self.matchLimit)+" : "\(matches.count)"
        if searchEntry.text.isEmpty {
            countLabel.text = ""
        } else if matches.isEmpty {
            countLabel.text = localized("No results")
        } else {
            countLabel.text = current.map { "\($0 + 1) of \(total)" } ?? "\(total) found"
        }
    }

    private func textChanged() {
        guard bar.isSearchMode, researchPending == nil else { return }
        researchPending = MainLoop.after(0.15) { [weak self] in
            self?.researchPending = nil
            self?.search(selectingFrom: nil, select: false)
        }
    }

    // MARK: Replacing

    private func updateReplaceAvailability() {
        let available = allowsReplace && textView.isEditable
        replaceToggle.isVisible = available
        if !available { replaceToggle.isActive = false }
    }

    /// Replaces the current match and goes to the next one.
    func replace() {
        guard allowsReplace, textView.isEditable else { return }
        if researchPending != nil { search(selectingFrom: nil, select: false) }
        guard let current, textView.buffer.selectedRange == matches[current] else { return step(by: 1) }
        let range = matches[current]
        let replacement = replaceEntry.text
        textView.buffer.replaceCharacters(in: range, with: replacement)
        search(selectingFrom: range.lowerBound + replacement.unicodeScalars.count)
    }

    /// Replaces every match, as one undo step.
    func replaceAll() {
        guard allowsReplace, textView.isEditable else { return }
        search(selectingFrom: nil, select: false)
        let replacement = replaceEntry.text
        let all = matches
        guard !all.isEmpty else { return }
        textView.buffer.asOneUndoStep {
            for range in all.reversed() { textView.buffer.replaceCharacters(in: range, with: replacement) }
        }
        search(selectingFrom: nil, select: false)
        countLabel.text = localized("Replaced ^[%lld occurrence](inflect: true)", .integer(Int64(all.count)))
    }
}
