import Foundation
import Gtk

extension Image {
    /// The relative size of an icon beside text (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text: a 12 px icon.
        case small
        /// The theme's normal icon size (16 px).
        case medium
        /// Larger than the text: a 22 px icon.
        case large

        /// GtkImage's `pixel-size` (-1: the theme's normal size).
        var pixelSize: Int {
            switch self {
            case .small: 12
            case .medium: -1
            case .large: 22
            }
        }

        /// The icon's size relative to a medium one (12, 16 and 22 px beside body text).
        private var factor: Double {
            switch self {
            case .small: 0.75
            case .medium: 1
            case .large: 1.375
            }
        }

        /// GtkImage's `pixel-size` for a symbol beside text in `font`.
        ///
        /// As SwiftUI sizes a symbol by the font (`.font(.largeTitle)`,
        /// `.font(.system(size: 40))`), the icon keeps the proportion
        /// GNOME's 16 px icons have to its 13 point body text: 32 px at
        /// `.largeTitle`'s 26 points. Without a font the theme's sizes stay.
        func pixelSize(for font: Font?) -> Int {
            guard let font else { return pixelSize }
            return max(1, Int((font.size * 16 / 13 * factor).rounded()))
        }
    }

    /// How a resizable image is stretched (SwiftUI's `Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable {
        /// Tiled to fill its space.
        case tile
        /// Stretched to fill its space.
        case stretch
    }

    /// This image drawn at the size its frame gives it, not the icon's own.
    ///
    /// For example `.resizable().frame(width: 48, height: 48)`.
    ///
    /// The icon is a GtkImage whose `pixel-size` follows the size the
    /// enclosing `.frame` requests (the smaller side for `.fit`, the
    /// larger for `.fill`), so it keeps the theme's colours. Partial:
    /// without a frame the icon keeps its size; `capInsets` and `.tile`
    /// have no GTK counterpart for icons and are ignored.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Whether an image is drawn in its own colours or as a template in
    /// the foreground colour (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A shape in the foreground colour.
        case template
        /// The image's own colours.
        case original
    }

    /// This image drawn as a template or in its own colours.
    ///
    /// Compiles, no effect: GNOME's symbolic icons, which symbols map to,
    /// are single-colour shapes in the foreground colour (a template)
    /// either way, and a named full-colour icon keeps its colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct ImageContentModeKey: EnvironmentKey {
    static let defaultValue: ContentMode? = nil
}

extension EnvironmentValues {
    /// The size of icons inside this view relative to text (set by `.imageScale`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How resizable images inside fit their space (`.aspectRatio`, `.scaledToFit`, `.scaledToFill`).
    var imageContentMode: ContentMode? {
        get { self[ImageContentModeKey.self] }
        set { self[ImageContentModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the icons inside this view small, medium or large (a GtkImage
    /// `pixel-size` of 12, 16 or 22 beside body text, in proportion to a
    /// `.font` set around them).
    public func imageScale(_ scale: Image.Scale) -> some View {
        EnvironmentWriter(content: self) { $0.imageScale = scale }
    }
}

/// The layout of a resizable image: a GtkImage centred in a host whose
/// allocation sets the icon's `pixel-size` (the smaller side to fit, the
/// larger to fill, the overflow clipped).
@MainActor
final class ResizableIconLayout: LayoutDelegate {
    let image: ImageWidget
    var contentMode: ContentMode = .fit

    init(image: ImageWidget) { self.image = image }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        SizeRequest(minimum: 0, natural: max(16, image.pixelSize))
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        let side = max(1, contentMode == .fill ? max(width, height) : min(width, height))
        if image.pixelSize != side { image.pixelSize = side }
        image.allocate(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
    }
}
