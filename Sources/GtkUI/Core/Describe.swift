import Gtk

/// What the toolbar knows about an item's content without rendering it:
/// the text and icon it shows, and how to operate it from a menu.
///
/// Used for the display modes (Icon and Text / Icon Only / Text Only), the
/// accessible name and tooltip of each item, the customization palette's
/// labels, and the overflow menu.
@MainActor
struct ControlDescription {
    /// The control's text label (a `Label`'s title, a `Toggle`'s label text…).
    var title: String?
    /// A title that does not change with the control's value, for names
    /// that must stay put (palette labels, accessible names): a `Slider`
    /// labelled "Font Size (12)" has the stable title "Font Size".
    var stableTitle: String?
    /// The GTK trigger of the control's `.keyboardShortcut` ("<Control>b"),
    /// for menus to show as an accelerator.
    var keyboardShortcut: String?
    /// The freedesktop icon name (from `Image(systemName:)` or `Label(_:systemImage:)`).
    var iconName: String?
    /// The SF Symbols name the icon came from, for humanized fallbacks ("Bold").
    var symbolName: String?
    /// `.help(_:)` text.
    var help: String?
    /// `.accessibilityLabel(_:)` text.
    var accessibilityLabel: String?
    /// How a menu operates the control.
    var kind: Kind = .other
    /// A button's role (`Button(_:role:action:)`): alerts place and style buttons by it.
    var role: ButtonRole?
    /// The control shows its label's text itself in a toolbar's Icon and
    /// Text mode (a menu button), so the toolbar adds no caption under it.
    var showsOwnLabel = false

    /// How a menu operates a control.
    enum Kind {
        case button(action: () -> Void)
        case toggle(isOn: Binding<Bool>)
        /// Anything else (slider, picker, text field): shown in a popover.
        case other
    }

    /// The best label that does not change with the control's value.
    var stableLabel: String? {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        if let stableTitle, !stableTitle.isEmpty { return stableTitle }
        return bestLabel
    }

    /// The best text for the control: accessibility label, title, or a
    /// humanized symbol name ("bold" → "Bold").
    var bestLabel: String? {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        if let title, !title.isEmpty { return title }
        if let symbolName { return SymbolNames.humanize(symbolName) }
        return nil
    }
}

/// Views that contribute to a `ControlDescription`.
@MainActor
protocol DescribableView {
    /// Adds what this view says about itself; outer modifiers run first, so
    /// only fill what is still empty unless the view overrides by nature.
    func describe(into description: inout ControlDescription)
}

/// Describes any view: primitives describe themselves, containers through
/// their children, composite views through their body (evaluated with
/// their initial state).
@MainActor
func describe<V: View>(_ view: V, into description: inout ControlDescription) {
    var walker = DescriptionWalker(description: description)
    walker.walk(view)
    description = walker.description
}

/// Fills a description from the views along a walk that describe themselves.
@MainActor
private struct DescriptionWalker: ViewWalker {
    var description: ControlDescription

    mutating func visit<V: View>(_ view: V) -> Bool {
        guard let describable = view as? DescribableView else { return false }
        describable.describe(into: &description)
        return true
    }
}

/// Describes a view from scratch.
@MainActor
func describe<V: View>(_ view: V) -> ControlDescription {
    var description = ControlDescription()
    describe(view, into: &description)
    return description
}
