import Gtk

/// Lays widgets on top of each other in one space (a `ZStack`, a view with
/// its `overlay` or `background`), inside GTK's layout pass.
///
/// The host is as large as the largest of its sizing layers (every layer
/// of a `ZStack`; the modified view of an overlay or background, whose
/// other layers then get its size and may overflow it). Each layer takes
/// its size in that space as `ChildPlacement` says and sits in it per
/// `alignment`. Layers are drawn in order, the first at the bottom; the
/// topmost layer under the pointer gets the clicks (GTK picks children in
/// reverse order).
@MainActor
final class LayerLayout: LayoutDelegate {
    /// Every layer, bottom first.
    var layers: [Widget] = []
    /// The layers whose size is the host's (nil: all of them).
    var sizingLayers: [Widget]?
    var alignment: Alignment = .center

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        var result = SizeRequest(minimum: 0, natural: 0)
        for layer in sizingLayers ?? layers where layer.isVisible {
            let request = layer.measure(orientation, forSize: Self.forSize(forSize, of: layer, orientation))
            result.minimum = max(result.minimum, request.minimum)
            result.natural = max(result.natural, request.natural)
        }
        return result
    }

    /// A layer's width when the host is `width` wide, for measuring its
    /// height (a text that does not fill the width wraps at its own).
    static func forSize(_ forSize: Int, of layer: Widget, _ orientation: Orientation) -> Int {
        guard orientation == .vertical, forSize >= 0 else { return forSize }
        return ChildPlacement.fit(
            layer.measure(.horizontal), offered: forSize, expands: layer.computesExpand(.horizontal))
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        for layer in layers where layer.isVisible {
            ChildPlacement.place(layer, x: 0, y: 0, width: width, height: height, alignment: alignment)
        }
    }
}
