import Gtk

/// How a view fills space of another shape (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the space, keeping the aspect ratio.
    case fit
    /// As small as covers the space, keeping the aspect ratio (it overflows).
    case fill
}

/// `.aspectRatio`: offers the content the largest (`.fit`) or smallest
/// (`.fill`) size of the ratio in the space the host got, centred; the host
/// measures its height from its width at that ratio (height-for-width), so
/// a full-width view of ratio 16:9 is as tall as it should be.
@MainActor
final class AspectRatioLayout: SingleChildLayout {
    var child: Widget?
    /// Width over height; nil: the content's natural ratio.
    var ratio: Double?
    var mode = ContentMode.fit

    private func effectiveRatio(_ child: Widget) -> Double {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let width = child.measure(.horizontal).natural
        let height = child.measure(.vertical, forSize: width).natural
        return width > 0 && height > 0 ? Double(width) / Double(height) : 1
    }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let child, child.isVisible else { return SizeRequest(minimum: 0, natural: 0) }
        let request = child.measure(orientation)
        guard orientation == .vertical, forSize >= 0 else { return request }
        let height = Int((Double(forSize) / effectiveRatio(child)).rounded())
        return SizeRequest(minimum: mode == .fill ? height : min(request.minimum, height), natural: height)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard let child, child.isVisible else { return }
        let ratio = effectiveRatio(child)
        let wider = Double(width) / Double(max(1, height)) > ratio
        let fitsByHeight = (mode == .fit) == wider
        var size =
            fitsByHeight
            ? (width: Int((Double(height) * ratio).rounded()), height: height)
            : (width: width, height: Int((Double(width) / ratio).rounded()))
        size.width = max(size.width, child.measure(.horizontal).minimum)
        size.height = max(size.height, child.measure(.vertical, forSize: size.width).minimum)
        child.allocate(x: (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
    }
}

/// Keeps its content at an aspect ratio.
struct AspectRatioModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let ratio: Double?
    let mode: ContentMode

    func makeNode() -> HostedContentNode<AspectRatioLayout> {
        HostedContentNode(viewType: Self.self, layout: AspectRatioLayout(), requestMode: .heightForWidth)
    }
    func updateNode(_ node: HostedContentNode<AspectRatioLayout>, context: RenderContext) {
        if node.layout.ratio != ratio || node.layout.mode != mode {
            node.layout.ratio = ratio
            node.layout.mode = mode
            node.relayout()
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Sizes this view to `aspectRatio` (width over height; nil: its own)
    /// within the space offered, fitting inside it or filling it.
    ///
    /// A resizable `Image` inside also scales its icon to fit or fill.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioModifier(
            content: EnvironmentWriter(content: self) { $0.imageContentMode = contentMode },
            ratio: aspectRatio.map(Double.init), mode: contentMode)
    }

    /// Sizes this view to the ratio of `aspectRatio` within the space offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Fits this view inside the space offered at its own aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Fills the space offered with this view at its own aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Clips this view to its bounds: nothing it draws outside them shows.
    public func clipped(antialiased: Bool = false) -> some View {
        DecorationModifier(content: self, clips: true)
    }
}
