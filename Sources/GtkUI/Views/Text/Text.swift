import Foundation
import Gtk

/// A line of read-only text (SwiftUI's `Text`), drawn as a GtkLabel.
///
/// Its font is its own `.font(_:)`, else the nearest ancestor's `.font(_:)`;
/// `.bold()` and `.italic()` apply on top of either. A string literal is
/// read as inline Markdown (`**bold**`, `*italic*`, `` `code` ``,
/// `~~struck~~`, `[links](https://…)`), as in SwiftUI; `Text(verbatim:)`
/// and a `String` value are shown as they are.
///
/// ```swift
/// Text("Font Size (\(Int(fontSize)))").font(.caption)
/// ```
public struct Text: View, Equatable {
    /// `Never`: a primitive view, rendered as a `GtkLabel`.
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    /// The CSS colour set by `foregroundColor`/`foregroundStyle` on the text itself.
    var color: String?
    /// The styled pieces of a concatenation (`Text + Text`), nil for one piece.
    var runs: [Text]?
    /// A date shown in a live style (`.relative`, `.timer`…), re-read every second.
    var live: LiveDateText?
    /// Lines, letter spacing, baseline offset and design set on the text itself.
    var decoration = TextDecoration()
    /// Where a Markdown link run goes (opened through the environment's `openURL`).
    var link: URL?

    /// Creates text showing a string (interpolations included).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Creates text showing a string exactly as given.
    public init(verbatim content: String) { self.content = content }

    /// This text in `font` (overrides the environment's font).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    /// This text in bold.
    public func bold() -> Text { bold(true) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : nil) }
    /// This text with a font weight (nil keeps the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }
    /// This text slanted.
    public func italic() -> Text { italic(true) }
    /// This text slanted when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }

    /// CSS declarations for this text under an inherited font.
    func css(inherited: Font?, foreground: String? = nil, decoration around: TextDecoration = TextDecoration())
        -> String
    {
        let font = font ?? inherited
        var declarations = font?.css ?? ""
        if let weight { declarations += " font-weight: \(weight.value);" }
        if isItalic { declarations += " font-style: italic;" }
        if let color = color ?? foreground { declarations += " color: \(color);" }
        declarations += " " + around.overridden(by: decoration).css(size: font?.size ?? Font.body.size)
        return declarations.trimmingCharacters(in: .whitespaces)
    }
}

/// The node of a `Text`: one GtkLabel with its own style provider.
@MainActor
final class TextNode: WidgetNode<LabelWidget> {
    let styler = WidgetStyler()
    /// Whether the label shows markup (a concatenation) now.
    var showsMarkup = false
    /// Opens the label's Markdown links (the environment's `openURL` at the last update).
    var openURL: OpenURLAction?
    /// Whether `.lineLimit`/`.truncationMode`/`.textSelection` touched the label.
    var hasTextLayout = false
    /// The live date the label shows, and the once-a-second timeout that re-reads it.
    private var live: (text: LiveDateText, case: Text.Case?)?
    private var clock: TimeoutSource?

    /// Shows `live` (nil: none) and keeps it current every second.
    func follow(_ live: LiveDateText?, case textCase: Text.Case?) {
        self.live = live.map { ($0, textCase) }
        guard live != nil else {
            clock?.cancel()
            clock = nil
            return
        }
        guard clock == nil else { return }
        clock = TimeoutSource(milliseconds: 1_000, repeats: true) { [weak self] in
            guard let self, let live = self.live else { return }
            let text = Text.cased(live.text.text(at: Date()), live.case)
            if self.widget.text != text { self.widget.text = text }
        }
    }

    /// Opens the links of the label's markup with `openURL` (the environment's, so
    /// a view's `.environment(\.openURL, …)` sees them, as in SwiftUI).
    func opensLinks(with openURL: OpenURLAction) {
        if self.openURL == nil {
            widget.onActivateLink { [weak self] uri in
                guard let self, let openURL = self.openURL, let url = URL(string: uri) else { return false }
                openURL(url)
                return true
            }
        }
        self.openURL = openURL
    }

    isolated deinit { clock?.cancel() }
}

extension Text: PrimitiveView, DescribableView {
    func makeNode() -> TextNode { TextNode(viewType: Text.self, widget: LabelWidget(content)) }

    func updateNode(_ node: TextNode, context: RenderContext) {
        let inherited = context.environment.textDecoration
        // Pango markup for a concatenation's runs, and for a raised baseline (no CSS for it).
        if let runs = runs ?? (inherited.overridden(by: decoration).baselineOffset != nil ? [self] : nil) {
            node.widget.setMarkup(TextMarkup.markup(of: runs, inherited: inherited))
            node.showsMarkup = true
            if runs.contains(where: { $0.link != nil }) { node.opensLinks(with: context.environment.openURL) }
        } else if node.showsMarkup {
            node.widget.setMarkup(TextMarkup.escape(content))
            node.showsMarkup = false
        } else {
            node.widget.text = Text.cased(live?.text(at: Date()) ?? content, context.environment.textCase)
        }
        node.follow(runs == nil ? live : nil, case: context.environment.textCase)
        TextLayoutStyle.apply(context.environment, to: node.widget)
        let controls = context.environment.controls
        node.styler.apply(
            css(inherited: context.environment.font, foreground: controls.foreground, decoration: inherited), to: node.widget)
        TextMarkup.applyLayout(context.environment, to: node)
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        if description.title == nil { description.title = content }
    }
}
