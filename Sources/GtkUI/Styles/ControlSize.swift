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

    /// GTK's `min-height` is the content's, inside the padding and the
    /// borders: buttons are 16, 24, 40 and 48 pixels tall in all (GNOME's
    /// regular one, 34).
    @MainActor
    private static func installStylesheet() {
        guard stylesheet == nil else { return }
        let provider = CssProvider(
            css: """
                .gtkui-control-mini { min-height: 14px; min-width: 14px; padding: 0 4px; font-size: 0.75em; }
                .gtkui-control-small { min-height: 18px; min-width: 18px; padding: 2px 8px; font-size: 0.9em; }
                .gtkui-control-large { min-height: 22px; padding: 8px 20px; }
                .gtkui-control-extra-large { min-height: 26px; padding: 10px 24px; font-size: 1.15em; }
                """)
        provider.applyToDisplay()
        stylesheet = provider
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
