import Gtk

/// A multi-line text editor (SwiftUI's `TextEditor`): a word-wrapping
/// GtkTextView in a scrolled window that fills the available space.
///
/// Typing never re-sets the buffer: each edit hands the binding a lazy
/// producer of the text, so a keystroke costs the same in a long note as in
/// a short one, and the cursor, selection and undo history stay put. The
/// producer reads a `TextMirror` kept up to date edit by edit, so reading a
/// long text (to save it) is a copy, not a walk of GTK's text B-tree. A
/// change made elsewhere (the binding set by code) replaces only the part
/// of the text that differs, as one undoable step, and leaves the cursor
/// where it was; typing that comes before such a change reaches the buffer
/// is replayed onto it, so neither is lost. The first text shown is loaded
/// without an undo step. The environment's font applies. In a
/// `DocumentGroup` window, typing marks the document edited until GTK's
/// undo takes the text back to what was saved (the buffer's modified flag).
///
/// ```swift
/// TextEditor(text: $text).font(.system(size: 14))
/// ```
public struct TextEditor: View {
    /// `Never`: a primitive view, rendered as a `GtkTextView` in a `GtkScrolledWindow`.
    public typealias Body = Never
    let text: Binding<String>

    /// Creates an editor of the bound text.
    public init(text: Binding<String>) { self.text = text }
}

/// The node of a `TextEditor`: a column holding the find bar (once asked
/// for) above the scrolled text view, and what the node last wrote to or
/// read from the binding.
@MainActor
final class TextEditorNode: WidgetNode<Box> {
    let textView = TextView()
    let scrolled = ScrolledWindow()
    /// The buffer's text, kept up to date edit by edit (cheap to read whole).
    let mirror: TextMirror
    let styler = WidgetStyler()
    var text: Binding<String> = .constant("")
    /// The binding generation that matches the buffer (our own lazy write,
    /// or the value last loaded); nil when the source has no generations.
    var syncedGeneration: Int?
    /// The text last exchanged with a binding that has no generations.
    var syncedText: String?
    var isLoaded = false
    private var isApplying = false
    /// The document of the window, whose edited state counts this text.
    private weak var document: DocumentSession?
    /// What screen readers call an editor that `.accessibilityLabel` does not name.
    static let defaultAccessibleName = "Text"

    /// Find and replace: `.findDisabled`, `.replaceDisabled`, `.findNavigator(isPresented:)`.
    var findSettings = FindSettings()
    /// The find bar, built the first time it is needed.
    private(set) var findBar: FindBar?

    init(viewType: Any.Type) {
        mirror = TextMirror(textView.buffer!)
        super.init(viewType: viewType, widget: Box(.vertical))
        widget.hexpand = true
        widget.vexpand = true
        scrolled.vexpand = true
        scrolled.setPolicy(horizontalScroll: false, verticalScroll: true)
        textView.wrapsWords = true
        textView.setTextMargins(12)
        scrolled.setChild(textView)
        widget.append(scrolled)
        FindTargets.register(self)
        // GTK 4.8 would otherwise announce the class name ("GtkTextView",
        // `GtkWorkaround.accessibleNameIsClassName`);
        // `.accessibilityLabel` replaces it.
        textView.setAccessibleLabel(TextEditorNode.defaultAccessibleName)
        mirror.shouldRecordEdit = { [weak self] in self?.hasUnappliedChange ?? false }
        textView.buffer.onChanged { [weak self] in self?.bufferChanged() }
        textView.buffer.onModifiedChanged { [weak self] in self?.document?.stateChanged() }
    }

    /// The user edited: hand the binding a producer, not a copy.
    private func bufferChanged() {
        // GtkTextView validates edited lines lazily, from its snapshot, after
        // the layout phase. In a long note whose line heights are still being
        // estimated, that changes the scroll range after the scrollbar was
        // allocated, and GTK draws the scrollbar's trough without an
        // allocation ("Trying to snapshot GtkGizmo … without a current
        // allocation"). A new allocation of the text view moves that
        // validation into the layout phase, before the scrollbar's.
        textView.queueAllocate()
        guard !isApplying else { return }
        let edits = mirror.takeRecordedEdits()
        let write = {
            if !edits.isEmpty {
                self.replay(edits)
            } else if let generation = self.text.setLazily({ [mirror = self.mirror] in mirror.text }) {
                self.syncedGeneration = generation
            } else {
                // Read back, not copied: the source's own string, so that
                // `hasUnappliedChange` compares it with itself.
                self.syncedGeneration = nil
                self.syncedText = self.text.wrappedValue
            }
        }
        if let document { document.applyTextEdit(write) } else { write() }
    }

    /// Whether the binding holds a value set by code that the buffer does not show yet.
    ///
    /// Another instance's merged text, say: renders come after the input
    /// events already queued, so the user can type in between. Edits made
    /// then are replayed onto that value (`replay`).
    var hasUnappliedChange: Bool {
        guard isLoaded, !isApplying else { return false }
        if let generation = text.sourceGeneration { return generation != syncedGeneration }
        guard let syncedText else { return false }
        return text.wrappedValue != syncedText
    }

    /// Replays the user's `edits` onto the newer value the binding holds.
    ///
    /// The edits were made to the buffer before that value reached it; the
    /// result is written to the binding, and the next render brings the
    /// buffer in line with it. Neither the typing nor the value set by code
    /// is lost. An edit inside the part the value changed lands just after
    /// that part.
    private func replay(_ edits: [TextMirror.Edit]) {
        var value = Array(text.wrappedValue.unicodeScalars)
        // The buffer as it was before the edits, undone newest first.
        var before = Array(mirror.text.unicodeScalars)
        for edit in edits.reversed() {
            let range = Self.clamp(edit.offset..<(edit.offset + edit.inserted.unicodeScalars.count), to: before.count)
            before.replaceSubrange(range, with: edit.removed.unicodeScalars)
        }
        for edit in edits {
            let range = Self.clamp(edit.offset..<(edit.offset + edit.removed.unicodeScalars.count), to: before.count)
            let target = TextReplay.map(range, from: before, onto: value)
            value.replaceSubrange(target, with: edit.inserted.unicodeScalars)
            before.replaceSubrange(range, with: edit.inserted.unicodeScalars)
        }
        var merged = String.UnicodeScalarView()
        merged.append(contentsOf: value)
        text.wrappedValue = String(merged)
    }

    private static func clamp(_ range: Range<Int>, to count: Int) -> Range<Int> {
        min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    }

    /// Counts this text's typing as changes of `document` (nil: none).
    func track(_ document: DocumentSession?) {
        guard document !== self.document else { return }
        self.document = document
        guard let document else { return }
        document.track(self)
        if !isLoaded { return }
        textView.buffer.isModified = false
    }

    /// Brings the buffer in line with the binding, unless the binding holds
    /// what the buffer already shows.
    func sync(with binding: Binding<String>) {
        text = binding
        if let generation = binding.sourceGeneration, generation == syncedGeneration, isLoaded { return }
        let value = binding.wrappedValue
        syncedGeneration = binding.sourceGeneration
        if isLoaded, syncedGeneration == nil, value == syncedText { return }
        syncedText = syncedGeneration == nil ? value : nil
        apply(value)
    }

    private func apply(_ value: String) {
        isApplying = true
        defer { isApplying = false }
        let buffer = textView.buffer!
        if !isLoaded {
            isLoaded = true
            buffer.setTextIrreversibly(value)
            buffer.placeCursor(atOffset: 0)
            buffer.isModified = false
            return
        }
        let current = Array(mirror.text.unicodeScalars)
        let wanted = Array(value.unicodeScalars)
        guard current != wanted else { return }
        let (prefix, suffix) = TextReplay.commonEnds(current, wanted)
        var replacement = String.UnicodeScalarView()
        replacement.append(contentsOf: wanted[prefix..<(wanted.count - suffix)])
        // A change made by code is not the user's typing: the document's
        // undo manager counts it, so the text's modified flag stays as it was.
        let wasModified = buffer.isModified
        let cursor = buffer.cursorOffset
        let selection = buffer.selectedRange
        buffer.replaceCharacters(in: prefix..<(current.count - suffix), with: String(replacement))
        if document != nil, buffer.isModified != wasModified { buffer.isModified = wasModified }
        // GTK moves a cursor that sits where text is inserted past that
        // text; the user's cursor (or selection) stays where it was.
        func kept(_ offset: Int) -> Int {
            if offset <= prefix { return offset }
            if offset >= current.count - suffix { return offset + wanted.count - current.count }
            return wanted.count - suffix
        }
        if let selection {
            let anchor = cursor == selection.lowerBound ? selection.upperBound : selection.lowerBound
            if buffer.cursorOffset != kept(cursor) || buffer.selectedRange != kept(selection.lowerBound)..<kept(selection.upperBound) {
                buffer.selectRange(from: kept(anchor), to: kept(cursor))
            }
        } else if buffer.cursorOffset != kept(cursor) {
            buffer.placeCursor(atOffset: kept(cursor))
        }
    }
}

extension TextEditorNode: DocumentTextTracking {
    var hasUnsavedText: Bool { textView.buffer.isModified }
    func markTextSaved() { textView.buffer.isModified = false }
}

extension TextEditorNode {
    /// The find bar, built (above the text) if it was not yet.
    func makeFindBar() -> FindBar? {
        guard !findSettings.isDisabled else { return nil }
        if let findBar { return findBar }
        let bar = FindBar(textView: textView)
        bar.allowsReplace = !findSettings.isReplaceDisabled
        bar.onPresentedChange = { [weak self] presented in
            guard let binding = self?.findSettings.isPresented?.binding, binding.wrappedValue != presented else { return }
            binding.wrappedValue = presented
        }
        widget.prepend(bar.bar)
        findBar = bar
        return bar
    }

    /// Applies the view's find settings (after each render).
    func applyFindSettings(_ settings: FindSettings) {
        findSettings = settings
        if settings.isDisabled {
            if findBar?.isPresented == true { findBar?.close() }
            return
        }
        findBar?.allowsReplace = !settings.isReplaceDisabled
        guard let wanted = settings.isPresented?.binding.wrappedValue else { return }
        if wanted, findBar?.isPresented != true {
            makeFindBar()?.open()
        } else if !wanted, findBar?.isPresented == true {
            findBar?.close()
        }
    }
}

extension TextEditor: PrimitiveView {
    func makeNode() -> TextEditorNode { TextEditorNode(viewType: TextEditor.self) }

    func updateNode(_ node: TextEditorNode, context: RenderContext) {
        node.track(context.environment.documentSession)
        node.sync(with: text)
        node.applyFindSettings(context.environment.find)
        node.styler.apply(context.environment.font?.css ?? "", to: node.textView)
        node.applyCommonEnvironment(context)
        WidgetProps.applyCommon(node.textView, context)
    }
}

extension TextEditorNode: AccessibleTargetProviding {
    /// `.accessibilityLabel` names the text view, not its scrolled window.
    var accessibleTarget: Widget { textView }
}

extension TextEditor: ObservesBindings {}
