import Gtk

/// How pickers draw (SwiftUI's `PickerStyle`); set with `.pickerStyle(_:)`.
public protocol PickerStyle: Sendable {}

/// Internal link from a public style to the renderer's kind.
protocol PickerStyleKindProviding {
    var kind: PickerStyleKind { get }
}

/// The platform's default: a drop-down menu.
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// Options as a row of linked toggle buttons.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// Options in a drop-down menu.
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// Options listed in place, as radio buttons.
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default style (a drop-down menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Linked toggle buttons.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A drop-down menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Radio buttons in place.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
    /// Sets how pickers inside this view draw.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? PickerStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.pickerStyle = kind }
    }
}
