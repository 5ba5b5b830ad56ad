import Foundation
import Gtk

/// A determinate circular `ProgressView`: a ring whose arc grows clockwise
/// from the top with the fraction done, as macOS draws one (GTK has a
/// spinner, for indeterminate progress, and a bar only).
///
/// The track is the text colour, faint; the arc the accent colour (or the
/// `.tint`). It is as large as the control size asks (32 px regular, as
/// SwiftUI's), and screen readers read it as a progress bar with its value.
@MainActor
final class ProgressRing {
    let area = DrawingArea()
    private(set) var fraction = 0.0
    /// The arc's CSS colour (`.tint`), nil for the theme's accent.
    private var tint: String?

    init() {
        area.accessibleRole = .progressBar
        area.halign = .center
        area.setDrawFunction { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    /// The ring's side for a control size.
    static func side(for size: ControlSize) -> Int {
        switch size {
        case .mini: 12
        case .small: 16
        case .regular: 32
        case .large: 48
        case .extraLarge: 64
        }
    }

    func update(fraction: Double, size: ControlSize, tint: String?) {
        let side = Self.side(for: size)
        if area.sizeRequest != (side, side) { area.setSizeRequest(width: side, height: side) }
        if fraction != self.fraction || tint != self.tint {
            self.fraction = fraction
            self.tint = tint
            area.queueDraw()
            let percent = Int((fraction * 100).rounded())
            area.setAccessibleValue(fraction, minimum: 0, maximum: 1, text: "\(percent) %")
        }
    }

    private func draw(_ cairo: CairoContext, width: Int, height: Int) {
        let side = Double(min(width, height))
        let line = max(2, (side / 10).rounded())
        let radius = (side - line) / 2
        let (x, y) = (Double(width) / 2, Double(height) / 2)
        var track = area.styleColor
        track.alpha *= 0.15
        cairo.newPath()
        cairo.setLineStyle(width: line, cap: 0, join: 0, miterLimit: 10, dash: [], dashPhase: 0)
        cairo.arc(x: x, y: y, radius: radius, from: 0, to: 2 * .pi)
        cairo.setSource(track)
        cairo.stroke()
        guard fraction > 0 else { return }
        cairo.newPath()
        cairo.setLineStyle(width: line, cap: 1, join: 0, miterLimit: 10, dash: [], dashPhase: 0)
        cairo.arc(x: x, y: y, radius: radius, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * min(1, fraction))
        cairo.setSource(accent)
        cairo.stroke()
    }

    /// The arc's colour: the tint, else the theme's accent (selection) colour.
    private var accent: RGBA {
        if let tint {
            if tint.hasPrefix("@"), let named = area.lookupColor(String(tint.dropFirst())) { return named }
            if let parsed = RGBA(parsing: tint) { return parsed }
        }
        return area.lookupColor("accent_bg_color") ?? area.lookupColor("theme_selected_bg_color")
            ?? RGBA(red: 0.21, green: 0.52, blue: 0.89)
    }
}
