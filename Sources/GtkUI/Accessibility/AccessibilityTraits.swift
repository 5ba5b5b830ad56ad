/// What kind of element a view is for assistive technologies, beyond its
/// role (SwiftUI's `AccessibilityTraits`), for `accessibilityAddTraits(_:)`
/// and `accessibilityRemoveTraits(_:)`.
///
/// On GTK 4.8, `isSelected` sets the accessible "selected" state and
/// `isModal` the "modal" property. A GTK accessible's role is fixed when its
/// widget is made, so the traits that name a role (`isButton`, `isHeader`,
/// `isLink`, `isImage`, `isToggle`…) leave the role GTK gave the widget,
/// which already is a button for a `Button`, a toggle for a `Toggle`; the
/// rest have no GTK counterpart.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits as bits.
    public let rawValue: UInt32
    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarizes the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element's content is modal: what lies outside it is ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element made of a view treats the view's children
/// (SwiftUI's `AccessibilityChildBehavior`), for `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden; the element carries only what the view's
    /// modifiers say (an `accessibilityLabel`).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels become this element's label, and the children are hidden.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// A kind of action assistive technologies can ask of an element
/// (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The element's main action (activation).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing the element (Escape).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (a two-finger double tap on iOS).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A custom action named `name`.
    public init(named name: Text) { self.name = name.content }
    init(name: String) { self.name = name }
}

/// The level of a heading (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading whose level is not known.
    case unspecified
    /// A top-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
}
