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
    /// Drawn at the size its frame gives it (`resizable()`).
    var isResizable = false

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

/// The node of an `Image`: a GtkImage, a resizable GtkImage in its
/// sizing host, or a label for an unknown symbol.
@MainActor
final class ImageNode: SwappableNode {
    /// The resizable icon's layout (the host holds it weakly).
    var resizableLayout: ResizableIconLayout?
}

extension Image: PrimitiveView, DescribableView {
    func makeNode() -> ImageNode { ImageNode(viewType: Image.self) }

    func updateNode(_ node: ImageNode, context: RenderContext) {
        let widget: Widget
        if let iconName, isResizable {
            let (host, isNew) = node.widget(variant: "resizable") { () -> LayoutHost in
                let layout = ResizableIconLayout(image: ImageWidget(iconName: iconName))
                node.resizableLayout = layout
                let host = LayoutHost(delegate: layout)
                host.append(layout.image)
                return host
            }
            guard let layout = node.resizableLayout else { return }
            if !isNew, layout.image.iconName != iconName { layout.image.iconName = iconName }
            let mode = context.environment.imageContentMode ?? .fit
            if layout.contentMode != mode {
                layout.contentMode = mode
                host.queueResize()
            }
            if host.clipsChildren != (mode == .fill) { host.clipsChildren = mode == .fill }
            widget = host
        } else if let iconName {
            let image = node.widget { ImageWidget(iconName: iconName) }.widget
            if image.iconName != iconName { image.iconName = iconName }
            image.pixelSize = context.environment.imageScale.pixelSize
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
