import Foundation
import Gtk

/// An image (SwiftUI's `Image`): a picture from the app's resources, an SF
/// Symbol mapped to the freedesktop icon theme, or a freedesktop icon by name.
///
/// `Image("name")` shows the app's image resource of that name when there
/// is one (`name.png`, `.svg`, `.jpg`… in the app's bundles, or an asset
/// catalog's `name.imageset`; see `ImageResource`), else the theme icon
/// `name`. A picture is drawn at its size in pixels; `.resizable()` lets
/// it take the size it is given, fitting or filling it as `.scaledToFit()`,
/// `.scaledToFill()` or `.aspectRatio(contentMode:)` say.
///
/// A symbol or icon scales with the font around it (`.font(.largeTitle)`,
/// `.font(.system(size: 40))`) and with `.imageScale`, as SwiftUI's
/// symbols do.
///
/// A symbol without a freedesktop equivalent shows nothing, as SwiftUI
/// does for a name it lacks, and prints one warning naming it.
///
/// ```swift
/// Image(systemName: "bold")
/// Image("document-save-symbolic")
/// Image("cover").resizable().scaledToFit().frame(width: 120, height: 120)
/// ```
public struct Image: View, Equatable {
    /// `Never`: a primitive view, rendered as a `GtkPicture` (a file), a `GtkImage` (an icon) or a empty `GtkImage` (an unknown symbol).
    public typealias Body = Never
    enum Source: Equatable {
        case symbol(String)
        case iconName(String)
        case file(URL)
    }
    let source: Source
    /// Drawn at the size its frame gives it (`resizable()`).
    var isResizable = false
    /// What screen readers say for a picture (nil: its file name; empty: nothing, decorative).
    var accessibilityText: String?

    /// An SF Symbols image, e.g.
    ///
    /// `Image(systemName: "square.and.arrow.up")`.
    public init(systemName: String) { source = .symbol(systemName) }

    /// The image resource `name` from `bundle` (nil: the app's bundles), else the freedesktop icon `name`, e.g.
    ///
    /// `Image("cover")`, `Image("logo", bundle: .module)`, `Image("document-save-symbolic")`.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageResource.file(named: name, in: bundle).map(Source.file) ?? .iconName(name)
    }

    /// The image resource `name`, which screen readers call `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityText = label.content
    }

    /// The image resource `name`, which screen readers skip (it only decorates).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityText = ""
    }

    /// The freedesktop icon name shown, or nil for an unknown symbol or a picture.
    var iconName: String? {
        switch source {
        case .symbol(let symbol): return SymbolNames.iconName(for: symbol)
        case .iconName(let name): return name
        case .file: return nil
        }
    }

    /// The SF Symbols name, if this is a symbol.
    var symbolName: String? {
        if case .symbol(let symbol) = source { return symbol }
        return nil
    }
}

/// The node of an `Image`: a GtkImage, a resizable GtkImage in its
/// sizing host, or an empty GtkImage for an unknown symbol.
@MainActor
final class ImageNode: SwappableNode {
    /// The resizable icon's layout (the host holds it weakly).
    var resizableLayout: ResizableIconLayout?
    /// Colours a symbolic icon with the environment's foreground style (CSS
    /// `color`, which GTK's symbolic icons take), on the widget shown now.
    private var tint: (styler: WidgetStyler, widget: Widget)?

    func applyForeground(_ color: String?, to widget: Widget) {
        if tint == nil && color == nil { return }
        if let tint, tint.widget !== widget { tint.styler.apply("", to: tint.widget) }
        let styler = tint?.widget === widget ? tint!.styler : WidgetStyler()
        tint = (styler, widget)
        styler.apply(color.map { "color: \($0);" } ?? "", to: widget)
    }
}

extension Image: PrimitiveView, DescribableView {
    func makeNode() -> ImageNode { ImageNode(viewType: Image.self) }

    func updateNode(_ node: ImageNode, context: RenderContext) {
        let widget: Widget
        if case .file(let url) = source {
            widget = picture(of: url, in: node, context: context)
        } else if let iconName, isResizable {
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
            image.pixelSize = context.environment.imageScale.pixelSize(for: context.environment.font)
            widget = image
        } else {
            // As SwiftUI draws a symbol it does not have: nothing (and says so once).
            let symbol = symbolName ?? ""
            Diagnostics.warn("Image(systemName: \"\(symbol)\"): no freedesktop icon for this symbol; it shows nothing")
            let image = node.widget(variant: "unknown") { () -> ImageWidget in
                let empty = ImageWidget(iconName: "image-missing-symbolic")
                empty.iconName = nil
                return empty
            }.widget
            widget = image
        }
        switch source {
        case .file: break
        case .symbol, .iconName: node.applyForeground(context.environment.controls.foreground, to: widget)
        }
        WidgetProps.applyCommon(widget, context)
    }

    /// A GtkPicture of the file: its own size, or (resizable) the size it is
    /// given, fitted or filled as the environment's content mode says.
    private func picture(of url: URL, in node: ImageNode, context: RenderContext) -> Picture {
        let (picture, isNew) = node.widget(variant: "file") { Picture(filename: url.path) }
        if !isNew, picture.filename != url.path { picture.filename = url.path }
        let mode = context.environment.imageContentMode ?? .fit
        picture.canShrink = isResizable
        picture.contentFit = isResizable ? (mode == .fill ? .cover : .contain) : .scaleDown
        if picture.clipsChildren != (isResizable && mode == .fill) { picture.clipsChildren = isResizable && mode == .fill }
        // Resizable, it takes the space offered, as SwiftUI's does.
        if picture.hexpand != isResizable { picture.hexpand = isResizable }
        if picture.vexpand != isResizable { picture.vexpand = isResizable }
        let text = accessibilityText ?? url.deletingPathExtension().lastPathComponent
        if picture.alternativeText != text { picture.alternativeText = text }
        return picture
    }

    func describe(into description: inout ControlDescription) {
        if description.iconName == nil { description.iconName = iconName }
        if description.symbolName == nil { description.symbolName = symbolName }
    }
}
