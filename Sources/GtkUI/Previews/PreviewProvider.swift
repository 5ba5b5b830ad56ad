import Foundation

/// A type that produces view previews in Xcode (SwiftUI's `PreviewProvider`).
///
/// Real apps keep a `struct …_Previews: PreviewProvider` beside most views.
/// GNOME has no preview canvas, so nothing shows a provider on its own; its
/// `previews` are still type-checked as part of the app, and an app or a
/// test can render them like any other view (`HostingView(rootView:
/// MyView_Previews.previews)`).
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     static var previews: some View {
///         BadgeView(count: 3).previewDisplayName("Three")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the views `previews` builds.
    associatedtype Previews: View

    /// The views to preview: one view, or several in a `Group`.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform to preview on; nil lets the tool choose.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform chosen: the previews follow the build's platform.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can be shown on (SwiftUI's `PreviewPlatform`).
public enum PreviewPlatform: Sendable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}

/// The size a preview's container gives its view (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable {
    /// The size of the preview's device.
    case device
    /// The view's own fitting size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates, named as Xcode names it (SwiftUI's `PreviewDevice`).
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
/// ContentView().previewDevice("Mac")
/// ```
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name, such as "iPhone 15" or "Mac".
    public let rawValue: String

    /// Names a device.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Names a device with a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}
