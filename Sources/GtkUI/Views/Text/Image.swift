import Gtk

/// An icon (SwiftUI's `Image`): an SF Symbol mapped to the freedesktop icon
/// theme, or a freedesktop icon by name.
///
/// A symbol without a freedesktop equivalent shows its name as text and
/// prints one warning, so a missing mapping is visible but never fatal.
///
/// ```swift
/// Image(systemName: "bold")
/// Image("document-save-symbolic")
/// ```
public struct Image: View, Equatable {
    /// `Never`: a primitive view, rendered as a `GtkImage` (a `GtkLabel` of the symbol's name when no icon matches).
    public typealias Body = Never
    enum Source: Equatable {
        case symbol(String)
        case iconName(String)
    }
    let source: Source

    /// An SF Symbols image, e.g.
    ///
    /// `Image(systemName: "square.and.arrow.up")`.
    public init(systemName: String) { source = .symbol(systemName) }
    /// A freedesktop icon by name, e.g.
    ///
    /// `Image("document-save-symbolic")`.
    public init(_ name: String) { source = .iconName(name) }

    /// The freedesktop icon name shown, or nil for an unknown symbol.
    var iconName: String? {
        switch source {
        case .symbol(let symbol): return SymbolNames.iconName(for: symbol)
        case .iconName(let name): return name
        }
    }

    /// The SF Symbols name, if this is a symbol.
    var symbolName: String? {
        if case .symbol(let symbol) = source { return symbol }
        return nil
    }
}

extension Image: PrimitiveView, DescribableView {
    func makeNode() -> SwappableNode { SwappableNode(viewType: Image.self) }

    func updateNode(_ node: SwappableNode, context: RenderContext) {
        let widget: Widget
        if let iconName {
            let image = node.widget { ImageWidget(iconName: iconName) }.widget
            if image.iconName != iconName { image.iconName = iconName }
            widget = image
        } else {
            let symbol = symbolName ?? ""
            Diagnostics.warn("Image(systemName: \"\(symbol)\"): no freedesktop icon for this symbol; showing its name")
            let label = node.widget { LabelWidget(symbol) }.widget
            label.text = symbol
            widget = label
        }
        WidgetProps.applyCommon(widget, context)
    }

    func describe(into description: inout ControlDescription) {
        if description.iconName == nil { description.iconName = iconName }
        if description.symbolName == nil { description.symbolName = symbolName }
    }
}
