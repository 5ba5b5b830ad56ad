import Foundation

/// A preview's description: its name, traits and body (DeveloperToolsSupport's `Preview`).
///
/// In SwiftUI, `#Preview` expands into a type that makes one of these for
/// Xcode's canvas. GtkUI's `#Preview` expands to nothing (GNOME has no
/// canvas), but the type exists for the names SwiftUI code spells with it,
/// `Preview.ViewTraits`, and a test or an app can make one and show its
/// `content` like any other view.
///
/// ```swift
/// let preview = Preview("Empty", traits: .sizeThatFitsLayout) { EmptyStateView() }
/// HostingView(rootView: AnyView(preview.content))
/// ```
@MainActor @preconcurrency
public struct Preview {
    /// The kind of traits previews of views take (the only kind on GNOME).
    public enum ViewTraits: Sendable {}

    /// The preview's display name; nil when none was given.
    public let name: String?

    /// The traits given, in order.
    public let traits: [PreviewTrait<ViewTraits>]

    private let body: @MainActor () -> any View

    /// Describes a preview of a view.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// The previewed view, built anew from the body.
    public var content: some View { AnyView(body()) }
}

/// A setting of a preview, such as its layout or orientation (DeveloperToolsSupport's `PreviewTrait`).
///
/// Only Xcode's canvas reads traits; on GNOME a running app, as on macOS,
/// lays its views out in its own windows.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { BadgeView(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    /// What a trait sets.
    enum Setting: Sendable {
        case layout(PreviewLayout)
        case orientation(Orientation)
    }

    /// A device orientation a preview can ask for.
    enum Orientation: Equatable, Sendable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    /// What this trait sets.
    let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's own layout: the preview fills the device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(setting: .layout(.device)) }

    /// The preview is as large as its view wants to be.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(setting: .layout(.sizeThatFits)) }

    /// The preview has a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }

    /// The device is upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(setting: .orientation(.portrait)) }

    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }

    /// The device is turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeLeft)) }

    /// The device is turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeRight)) }
}
