import Gtk

/// How large controls are drawn (SwiftUI's `ControlSize`).
///
/// `.regular` is GNOME's size; smaller and larger sizes change the
/// control's padding, minimum height and font through one stylesheet the
/// app loads the first time a non-regular size is used.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// The CSS class of the size (nil for `.regular`).
    var cssClass: String? {
        switch self {
        case .mini: "gtkui-control-mini"
        case .small: "gtkui-control-small"
        case .regular: nil
        case .large: "gtkui-control-large"
        case .extraLarge: "gtkui-control-extra-large"
        }
    }

    /// Gives `widget` this size's CSS class (and no other size's).
    @MainActor
    static func apply(_ size: ControlSize, to widget: Widget) {
        if size != .regular { installStylesheet() }
        for other in ControlSize.allCases {
            guard let name = other.cssClass else { continue }
            if (other == size) != widget.hasCSSClass(name) { widget.setCSSClass(name, other == size) }
        }
    }

    @MainActor private static var stylesheet: CssProvider?

    @MainActor
    private static func installStylesheet() {
        guard stylesheet == nil else { return }
        let provider = CssProvider(css: ControlSize.allCases.compactMap(\.rules).joined(separator: "\n"))
        provider.applyToDisplay()
        stylesheet = provider
    }

    /// What a size changes, per kind of control: buttons and entries (and
    /// the buttons of drop-downs, menus and segmented pickers), check boxes
    /// and radio buttons, switches, sliders, progress bars, labels.
    private var metrics:
        (
            height: Int, padding: (vertical: Int, horizontal: Int), font: String?, check: Int, row: Int, knob: Int,
            scale: Int, trough: Int
        )?
    {
        // Adwaita's regular sizes: buttons and entries 34 px high, checks
        // 14 px in a 24 px row, switch knobs 24 px, slider padding 12 px,
        // bar troughs 2 px.
        switch self {
        case .mini: (20, (1, 4), "0.75em", 10, 14, 12, 4, 1)
        case .small: (28, (2, 8), "0.9em", 12, 18, 16, 8, 1)
        case .regular: nil
        case .large: (40, (6, 14), nil, 18, 30, 30, 16, 4)
        case .extraLarge: (48, (8, 18), "1.15em", 22, 36, 36, 20, 6)
        }
    }

    /// The stylesheet rules of this size (nil for `.regular`, GNOME's own).
    var rules: String? {
        guard let cssClass, let metrics else { return nil }
        let c = "." + cssClass
        let font = metrics.font.map { " font-size: \($0);" } ?? ""
        let knobMargin = -(metrics.knob - 4) / 2
        // CSS heights leave out the padding and the 1 px border.
        let content = metrics.height - 2 * metrics.padding.vertical - 2
        return """
            button\(c), entry\(c), spinbutton\(c), \(c) button { min-height: \(content)px; min-width: \(content)px; \
            padding: \(metrics.padding.vertical)px \(metrics.padding.horizontal)px;\(font) }
            label\(c) {\(font.isEmpty ? " font-size: inherit;" : font) }
            checkbutton\(c), \(c) checkbutton { min-height: \(metrics.row)px; padding-top: 0; padding-bottom: 0;\(font) }
            checkbutton\(c) > check, checkbutton\(c) > radio, \(c) checkbutton > check, \(c) checkbutton > radio \
            { min-width: \(metrics.check)px; min-height: \(metrics.check)px; }
            switch\(c) > slider { min-width: \(metrics.knob)px; min-height: \(metrics.knob)px; }
            scale\(c) { padding: \(metrics.scale)px; }
            scale\(c) > trough > slider { min-width: \(metrics.knob)px; min-height: \(metrics.knob)px; margin: \(knobMargin)px; }
            progressbar\(c) > trough, progressbar\(c) > trough > progress { min-height: \(metrics.trough)px; }
            """
    }
}

extension View {
    /// Sets the size of the controls inside this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        EnvironmentWriter(content: self) { $0.controls.controlSize = controlSize }
    }
}

extension EnvironmentValues {
    /// The size controls here are drawn at (`.controlSize(_:)`), for views
    /// and styles of the app's own that size themselves alike.
    public var controlSize: ControlSize {
        get { controls.controlSize }
        set { controls.controlSize = newValue }
    }
}
