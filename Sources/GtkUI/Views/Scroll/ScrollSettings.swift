import Gtk

/// Whether a scroll view shows its scroll bars (SwiftUI's
/// `ScrollIndicatorVisibility`).
///
/// GNOME's scroll bars float over the content and show while scrolling:
/// `.automatic` keeps that; `.visible` gives them room of their own, always
/// shown when there is something to scroll; `.hidden` and `.never` show
/// none (the content still scrolls by wheel, touchpad and keyboard).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's default: GNOME's overlay scroll bars.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Scroll bars with room of their own, shown whenever the content scrolls.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// No scroll bars (GTK's external policy).
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// No scroll bars, whatever the platform would do.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    var showsIndicator: Bool { kind == .automatic || kind == .visible }
}

/// The scroll settings views inherit (`.scrollIndicators`, `.scrollDisabled`,
/// `.defaultScrollAnchor`).
struct ScrollSettings {
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    var verticalIndicators = ScrollIndicatorVisibility.automatic
    var isScrollEnabled = true
    /// Where scroll views start, stay and place small content (`.defaultScrollAnchor`).
    var anchors = ScrollAnchors()
    /// Where scrolling comes to rest (`.scrollTargetBehavior`; nil: where it stops).
    var targetBehavior: (any ScrollTargetBehavior)?
    /// Space around the scrolled content, inside the scrolled area (`.contentMargins`).
    var contentMargins = EdgeInsets()
    /// Whether the content is drawn beyond the scroll view's bounds (`.scrollClipDisabled`).
    var isClipDisabled = false
}

extension EnvironmentValues {
    /// Whether scroll views inside scroll (false after `.scrollDisabled(true)`).
    public var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Whether scroll views inside show a horizontal scroll bar.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scroll.horizontalIndicators }
        set { scroll.horizontalIndicators = newValue }
    }

    /// Whether scroll views inside show a vertical scroll bar.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scroll.verticalIndicators }
        set { scroll.verticalIndicators = newValue }
    }
}

extension View {
    /// Sets whether scroll views inside this view show scroll bars on
    /// `axes` (see `ScrollIndicatorVisibility` for GNOME's mapping).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        EnvironmentWriter(content: self) {
            if axes.contains(.horizontal) { $0.scroll.horizontalIndicators = visibility }
            if axes.contains(.vertical) { $0.scroll.verticalIndicators = visibility }
        }
    }

    /// Stops scroll views inside this view from scrolling.
    ///
    /// Wheel and touchpad scrolling is refused; their size and position do
    /// not change, and a scroll view inside one that is disabled still
    /// scrolls.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { if disabled { $0.scroll.isScrollEnabled = false } }
    }

    /// Hides or shows the system background of scrollable views inside this view.
    ///
    /// Compiles, no effect: GTK's scrolled windows draw no background of
    /// their own, and lists keep GNOME's list background.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
