import Gtk

/// Applies `.tint` to one control: a stylesheet of its own that paints the
/// control's accent parts (a prominent button, a switch that is on, a
/// progress bar's fill) in the tint colour, reloaded only when it changes.
@MainActor
final class TintStyler {
    private var provider: CssProvider?
    /// The rules applied now, for tests.
    private(set) var css = ""

    /// Paints the parts `selectors` names in `color` (nil: the theme's accent).
    func apply(_ color: String?, selectors: [String], to widget: Widget) {
        let newCSS =
            color.map { color in
                selectors.map { "\($0) { background-color: \(color); border-color: \(color); }" }.joined(separator: "\n")
            } ?? ""
        guard newCSS != css else { return }
        css = newCSS
        if provider == nil {
            let provider = CssProvider(css: "")
            provider.apply(to: widget)
            self.provider = provider
        }
        provider?.load(newCSS)
    }

    // The CSS nodes of each control's accent part.
    static let prominentButton = ["button.suggested-action"]
    static let switchOn = ["switch:checked"]
    static let checkOn = ["checkbutton check:checked"]
    static let progressFill = ["progressbar > trough > progress"]
    static let levelFill = ["levelbar > trough > block.filled"]
}

extension View {
    /// Paints the accent parts of the controls inside this view (prominent
    /// buttons, switches and check boxes that are on, progress fills) in `tint`.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.controls.tint = tint?.css }
    }

    /// Paints the accent parts of the controls inside this view with `tint`.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let css = tint?.cssColor
        return EnvironmentWriter(content: self) { $0.controls.tint = css }
    }

    /// The accent colour of the controls inside this view (the older name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
