import CGtk

/// Shows or hides its one child with an animation (GtkRevealer): a fade, or
/// a slide that grows the revealer's size from nothing to the child's.
///
/// GTK animates only a mapped revealer while the `gtk-enable-animations`
/// setting is on; otherwise a change of `revealsChild` takes effect at once
/// (`isChildRevealed` follows it immediately). A slide from the left or
/// right is mirrored in right-to-left locales.
@MainActor
public final class Revealer: Widget {
    /// Creates an empty revealer that shows its child (with GTK's default
    /// transition: a slide from the top, 250 ms).
    public init() {
        super.init(sinking: gtk_revealer_new())
        gtk_revealer_set_reveal_child(revealer, 1)
    }
    var revealer: OpaquePointer { opaque }

    /// The child shown or hidden (nil: none).
    public func setChild(_ child: Widget?) { gtk_revealer_set_child(revealer, child?.widget) }
    /// Whether `widget` is the revealer's child.
    public func hasChild(_ widget: Widget?) -> Bool { gtk_revealer_get_child(revealer) == widget?.widget }

    /// Whether the child is to show: setting it starts the animation
    /// towards showing or hiding it.
    public var revealsChild: Bool {
        get { bool(gtk_revealer_get_reveal_child) }
        set { if newValue != revealsChild { setBool(gtk_revealer_set_reveal_child, newValue) } }
    }
    /// Whether the child shows now, wholly or in part: false only once a
    /// hiding animation has ended (or before a showing one starts).
    public var isChildRevealed: Bool { bool(gtk_revealer_get_child_revealed) }

    /// Called when `isChildRevealed` changes: an animation ended, or began
    /// from hidden.
    @discardableResult
    public func onChildRevealedChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("child-revealed", body)
    }

    /// The animation's length in milliseconds (GTK's default: 250).
    public var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealer)) }
        set { gtk_revealer_set_transition_duration(revealer, guint(max(0, newValue))) }
    }

    /// How the child shows and hides.
    public enum Transition: Sendable, Equatable {
        /// At once.
        case none
        /// Fades in and out; the revealer keeps the child's size throughout.
        case crossfade
        /// Slides in from the left edge (the right in right-to-left locales), and out to it.
        case slideFromLeft
        /// Slides in from the right edge (the left in right-to-left locales), and out to it.
        case slideFromRight
        /// Slides down from the top edge, and back up to it.
        case slideFromTop
        /// Slides up from the bottom edge, and back down to it.
        case slideFromBottom

        var gtk: GtkRevealerTransitionType {
            switch self {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideFromLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideFromRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
            case .slideFromTop: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideFromBottom: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            }
        }

        init(_ type: GtkRevealerTransitionType) {
            switch type {
            case GTK_REVEALER_TRANSITION_TYPE_CROSSFADE: self = .crossfade
            case GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT: self = .slideFromLeft
            case GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT: self = .slideFromRight
            case GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN: self = .slideFromTop
            case GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP: self = .slideFromBottom
            default: self = .none
            }
        }
    }
    /// How the child shows and hides.
    public var transition: Transition {
        get { Transition(gtk_revealer_get_transition_type(revealer)) }
        set { if newValue != transition { gtk_revealer_set_transition_type(revealer, newValue.gtk) } }
    }
}
