import Gtk

extension Text {
    /// Where text too long for its space is cut (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Sendable, Hashable {
        case head, middle, tail
    }

    /// This text in `color` (nil: the inherited colour).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color?.css
        return text
    }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.color = style.cssColor
        return text
    }

    /// This text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        if isActive { text.font = (font ?? .body).monospaced() }
        return text
    }

    /// The two texts one after the other, each keeping its style
    /// (weight, italic, an RGB colour).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.runs = lhs.pieces + rhs.pieces
        return joined
    }

    /// This text's styled pieces (its Markdown runs, or the texts it
    /// joins), each with this text's own style where it sets none, so
    /// `Text("**Total**").foregroundColor(.red) + Text(…)` stays red.
    var pieces: [Text] {
        guard let runs else { return [self] }
        return runs.map { run in
            var piece = run
            piece.font = run.font ?? font
            piece.weight = run.weight ?? weight
            piece.isItalic = run.isItalic || isItalic
            piece.color = run.color ?? color
            piece.decoration = decoration.overridden(by: run.decoration)
            piece.link = run.link ?? link
            return piece
        }
    }
}

/// Pango markup for concatenated texts, and the text layout modifiers.
@MainActor
enum TextMarkup {
    /// The runs as Pango spans: weight, style and (RGB) colour per run.
    static func markup(of runs: [Text], inherited: TextDecoration = TextDecoration()) -> String {
        runs.map { run in
            // The label's CSS draws what the views around set; a run adds its own.
            var attributes = run.decoration.pangoAttributes
            if let offset = inherited.overridden(by: run.decoration).baselineOffset, run.decoration.baselineOffset == nil {
                attributes.append(TextDecoration.rise(offset))
            }
            if let weight = run.weight ?? run.font?.weight { attributes.append("font_weight=\"\(weight.value)\"") }
            if run.isItalic || run.font?.isItalic == true { attributes.append("font_style=\"italic\"") }
            if let color = run.color.flatMap(pangoColor) { attributes.append("foreground=\"\(color)\"") }
            var text = escape(run.content)
            if let link = run.link { text = "<a href=\"\(escape(link.absoluteString))\">\(text)</a>" }
            return attributes.isEmpty ? text : "<span \(attributes.joined(separator: " "))>\(text)</span>"
        }.joined()
    }

    /// Text with the characters markup reserves escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A CSS colour Pango can read: hex colours only (theme colours follow the CSS colour of the label).
    private static func pangoColor(_ css: String) -> String? {
        let resolved = NamedColorPalette.resolving(css)
        return resolved.hasPrefix("#") ? resolved : nil
    }

    /// Applies `.lineLimit`, `.truncationMode`, `.textSelection` and the
    /// wrapping a width-limiting frame asks for to a text's label.
    static func applyLayout(_ environment: EnvironmentValues, to node: TextNode) {
        let controls = environment.controls
        let touched = environment.lineLimit != nil || controls.isTextSelectable || environment.wrapsTextToFrame
        guard touched || node.hasTextLayout else { return }
        node.hasTextLayout = true
        let label = node.widget
        if let limit = environment.lineLimit {
            if label.wraps != (limit > 1) { label.wraps = limit > 1 }
            label.lines = limit
            label.setTruncation(truncation(controls.truncation))
        } else {
            if label.wraps != environment.wrapsTextToFrame { label.wraps = environment.wrapsTextToFrame }
            // As SwiftUI's text, it takes the width proposed (up to its length on one line), then wraps.
            label.asksForOneLineWidth = environment.wrapsTextToFrame
            label.lines = -1
            label.setTruncation(.none)
        }
        label.isSelectable = controls.isTextSelectable
    }

    private static func truncation(_ mode: Text.TruncationMode) -> LabelWidget.Truncation {
        switch mode {
        case .head: .start
        case .middle: .middle
        case .tail: .end
        }
    }
}
