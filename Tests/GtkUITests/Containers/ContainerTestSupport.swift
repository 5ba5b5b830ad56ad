import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The descendants of `root` of the GTK type `typeName` ("GtkSwitch"), depth first.
@MainActor
func widgets(_ typeName: String, in root: Widget) -> [Widget] {
    descendants(root).filter { $0.typeName == typeName }
}

/// The texts of the labels on screen under `root`, depth first (not an
/// entry's placeholder, not a closed popover's).
@MainActor
func visibleLabels(in root: Widget) -> [String] {
    descendants(root).filter { $0.typeName == "GtkLabel" && $0.isMapped && isShown($0, under: root) }
        .filter { label in !sequence(first: label, next: { $0.parent }).contains { $0.typeName == "GtkText" } }
        .compactMap { $0.property("label")?.string }.filter { !$0.isEmpty }
}

/// Whether every widget from `widget` up to `root` is visible.
@MainActor
func isShown(_ widget: Widget, under root: Widget) -> Bool {
    var current: Widget? = widget
    while let node = current, !node.isSameObject(as: root) {
        if !node.isVisible { return false }
        current = node.parent
    }
    return true
}

/// The rows of a form section's boxed list: each row's visible label texts.
@MainActor
func rowTexts(of list: Widget) -> [[String]] {
    list.children.filter { $0.typeName == "GtkListBoxRow" }.map { visibleLabels(in: $0) }
}
