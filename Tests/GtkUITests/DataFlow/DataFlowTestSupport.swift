import Gtk
import GtkUI

/// Counts body evaluations per view name, to check which views re-render.
@MainActor
enum BodyCounter {
    static var counts: [String: Int] = [:]
    static func hit(_ name: String) { counts[name, default: 0] += 1 }
    static func reset() { counts = [:] }
    static subscript(_ name: String) -> Int { counts[name] ?? 0 }
}

/// The texts of the labels under `widget`.
@MainActor
func labelTexts(_ widget: Widget) -> [String] {
    descendants(widget).compactMap { $0.property("label")?.string }
}
