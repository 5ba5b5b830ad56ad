import Foundation
import Gtk

/// A size that follows the user's text size (SwiftUI's `@ScaledMetric`).
///
/// On GNOME the value is scaled by the desktop's text scaling factor
/// (Settings ▸ Accessibility ▸ Large Text, `text-scaling-factor`, which
/// GTK reads as `gtk-xft-dpi`), read when the view renders. `relativeTo`
/// is accepted; every text style scales by the same factor on GNOME.
///
/// ```swift
/// @ScaledMetric private var avatarSize: CGFloat = 40
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value

    /// A metric of `wrappedValue` at the normal text size, scaled like body text.
    public init(wrappedValue: Value) { base = wrappedValue }
    /// A metric of `wrappedValue` at the normal text size, scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

    /// The value at the user's text size.
    @MainActor public var wrappedValue: Value { base * Value(Gtk.textScaleFactor) }
}

/// The user's text size (SwiftUI's `DynamicTypeSize`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The text size the view is drawn at (`.large` is normal).
    ///
    /// GNOME has one text scaling factor, not text sizes; this is the size
    /// set by `.dynamicTypeSize` (default `.large`) for views that read it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size views inside this one read from `\.dynamicTypeSize`.
    ///
    /// Partial: GtkUI's fonts follow GNOME's text scaling factor, not this
    /// value; it is passed down for views that adapt their layout to it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }

    /// Limits the text size views inside this one read to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentWriter(content: self) { environment in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if !range.contains(environment.dynamicTypeSize), let nearest = all.first { environment.dynamicTypeSize = nearest }
        }
    }
}
