import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

final class StyleTests: GtkTestCase {
    func testColorsAreCSSColoursSemanticOnesFromTheTheme() {
        onMain {
            XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).css, "rgb(255, 128, 0)")
            XCTAssertEqual(Color(white: 0, opacity: 0.5).css, "rgba(0, 0, 0, 0.5)")
            XCTAssertEqual(Color(hue: 0, saturation: 1, brightness: 1).css, "rgb(255, 0, 0)")
            XCTAssertEqual(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).css, "rgb(0, 255, 0)")
            XCTAssertEqual(Color.primary.css, "@theme_fg_color", "follows the theme, light or dark")
            XCTAssertEqual(Color.blue.opacity(0.2).css, "alpha(@gtkui_blue, 0.2)")
            XCTAssertEqual(HierarchicalShapeStyle.secondary.cssColor, Color.secondary.css)
        }
    }

    func testColorAsAViewFillsItsSpace() {
        onMain {
            let hosting = HostingView(rootView: Color.red)
            guard let node = only(ShapeNode.self, in: hosting) else { return }
            XCTAssertEqual(node.styler.declarations, "background-color: @gtkui_red;")
            XCTAssertTrue(node.widget.hexpand && node.widget.vexpand)
            let dot = HostingView(rootView: Circle().fill(Color.red).frame(width: 20, height: 20))
            XCTAssertEqual(
                dot.renderedWidgets.map { [$0.computesExpand(.horizontal), $0.computesExpand(.vertical)] }, [[false, false]],
                "a shape of fixed size does not grow")
        }
    }

    func testShapesFillStrokeAndRound() {
        onMain {
            let filled = HostingView(rootView: RoundedRectangle(cornerRadius: 8).fill(Color.green))
            XCTAssertEqual(only(ShapeNode.self, in: filled)?.styler.declarations, "background-color: @gtkui_green; border-radius: 8px;")
            let outlined = HostingView(rootView: Capsule().stroke(.secondary, lineWidth: 2))
            XCTAssertEqual(
                only(ShapeNode.self, in: outlined)?.styler.declarations,
                "border: 2px solid alpha(@theme_fg_color, 0.55); border-radius: 9999px;")
            let plain = HostingView(rootView: Circle().foregroundStyle(.tint))
            XCTAssertEqual(
                only(ShapeNode.self, in: plain)?.styler.declarations,
                "background-color: @theme_selected_bg_color; border-radius: 50%;")
        }
    }

    func testForegroundStyleColoursText() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text("Saved")
                    Text("Error").foregroundColor(.red)
                }.foregroundStyle(.secondary))
            let texts = find(TextNode.self, in: hosting)
            XCTAssertEqual(texts.map(\.styler.declarations), ["color: alpha(@theme_fg_color, 0.55);", "color: @gtkui_red;"])
        }
    }

    func testForegroundStyleColoursSymbolsAndTheLabelsOfControls() throws {
        try onMain {
            let view = WindowedView(
                VStack {
                    Image(systemName: "star.fill")
                    Image(systemName: "heart").resizable().frame(width: 32, height: 32)
                    Button("Delete", systemImage: "trash") {}
                    Label("Favourites", systemImage: "star")
                    Toggle("Starred", isOn: .constant(true)).toggleStyle(.checkbox)
                    Toggle("Notify", isOn: .constant(false)).toggleStyle(.switch)
                    Stepper("Copies", value: .constant(1))
                }
                .foregroundStyle(.red))
            defer { view.close() }
            let red = try XCTUnwrap(RGBA(parsing: "#e01b24"))
            // The stepper's own − and + keep the theme's colour, as SwiftUI's stepper arrows do, and the
            // switch's on/off marks are the theme's (hidden unless in high contrast).
            let stepperButtons = descendants(view.hosting.widget).filter {
                ($0.typeName == "GtkButton" && $0.accessibleLabel?.contains("Copies") == true) || $0.typeName == "GtkSwitch"
            }
            let coloured = descendants(view.hosting.widget).filter {
                ["GtkImage", "GtkLabel"].contains($0.typeName) && $0.isMapped && !stepperButtons.contains(where: $0.isInside)
            }
            XCTAssertGreaterThanOrEqual(coloured.count, 9)
            for widget in coloured {
                XCTAssertEqual(
                    widget.styleColor, red, "\(widget.typeName) \(widget.property("label")?.string ?? widget.accessibleLabel ?? "")")
            }
        }
    }

    func testBackgroundCornerRadiusAndOpacity() {
        onMain {
            let hosting = HostingView(rootView: Text("Badge").padding(4).background(Color.blue).cornerRadius(6).opacity(0.5))
            let decorations = find(DecorationNode.self, in: hosting)
            XCTAssertEqual(decorations.map(\.styler.declarations), ["border-radius: 6px;", "background-color: @gtkui_blue;"])
            XCTAssertEqual(decorations.map(\.surface.clipsChildren), [true, false])
            XCTAssertEqual(hosting.renderedWidgets.first?.opacity ?? 0, 0.5, accuracy: 0.01, "GTK keeps opacity in 8 bits")
            let shaped = HostingView(rootView: Text("Tag").background(.yellow, in: Capsule()))
            XCTAssertEqual(
                only(DecorationNode.self, in: shaped)?.styler.declarations, "background-color: @gtkui_yellow; border-radius: 9999px;")
        }
    }

    func testConcatenatedTextKeepsEachPiecesStyle() {
        onMain {
            let text = Text("Total: ").bold() + Text("12 <items>") + Text(" new").italic().foregroundColor(.red)
            XCTAssertEqual(text.content, "Total: 12 <items> new")
            let hosting = HostingView(rootView: text)
            guard let label = only(LabelWidget.self, in: hosting) else { return }
            XCTAssertEqual(label.text, "Total: 12 <items> new")
            XCTAssertEqual(label.property("use-markup")?.bool, true)
            XCTAssertEqual(
                label.property("label")?.string,
                "<span font_weight=\"700\">Total: </span>12 &lt;items&gt;<span font_style=\"italic\" foreground=\"#e01b24\"> new</span>")
            XCTAssertEqual(GtkUI.describe(text).title, "Total: 12 <items> new")
        }
    }

    func testLineLimitTruncationAndSelection() {
        onMain {
            let hosting = HostingView(rootView: Text("A long description").lineLimit(2).truncationMode(.middle).textSelection(.enabled))
            guard let label = only(LabelWidget.self, in: hosting) else { return }
            XCTAssertEqual(label.lines, 2)
            XCTAssertTrue(label.wraps)
            XCTAssertTrue(label.isSelectable)
            let untouched = HostingView(rootView: Text("Plain"))
            XCTAssertEqual(only(LabelWidget.self, in: untouched)?.isSelectable, false)
        }
    }

    func testLineLimitRangesApplyTheirUpperBound() {
        onMain {
            @MainActor func lines(_ view: some View) -> Int? { only(LabelWidget.self, in: HostingView(rootView: view))?.lines }
            XCTAssertEqual(lines(Text("Notes").lineLimit(2...4)), 4)
            XCTAssertEqual(lines(Text("Notes").lineLimit(...3)), 3)
            XCTAssertEqual(lines(Text("Notes").lineLimit(2, reservesSpace: true)), 2)
            XCTAssertEqual(lines(VStack { Text("Notes").lineLimit(1...) }.lineLimit(5)), -1, "no upper bound: as many lines as needed")
        }
    }

    func testTintPaintsTheAccentPartsOfControls() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Toggle("Autosave", isOn: .constant(true)).toggleStyle(.switch)
                    ProgressView(value: 0.5)
                    Button("Save") {}.buttonStyle(.borderedProminent)
                }.tint(.orange))
            XCTAssertEqual(
                only(ToggleNode.self, in: hosting)?.tint.css,
                "switch:checked { background-color: @gtkui_orange; border-color: @gtkui_orange; }")
            XCTAssertEqual(
                only(ProgressNode.self, in: hosting)?.tint.css,
                "progressbar > trough > progress { background-color: @gtkui_orange; border-color: @gtkui_orange; }")
            XCTAssertEqual(
                only(ButtonNode.self, in: hosting)?.tint.css,
                "button.suggested-action { background-color: @gtkui_orange; border-color: @gtkui_orange; }")
            let untinted = HostingView(rootView: Button("Save") {})
            XCTAssertEqual(only(ButtonNode.self, in: untinted)?.tint.css, "", "no stylesheet without a tint")
        }
    }

    func testOverlayLaysAColourOverTheContentLettingClicksThrough() {
        onMain {
            let hosting = HostingView(
                rootView: Button("Locked") {}.overlay(Color.black.opacity(0.3), in: RoundedRectangle(cornerRadius: 4)))
            guard let node = only(StyleOverlayNode.self, in: hosting) else { return }
            XCTAssertEqual(node.widget.typeName, "GtkOverlay")
            XCTAssertEqual(node.styler.declarations, "background-color: alpha(#000000, 0.3); border-radius: 4px;")
            XCTAssertFalse(node.layer.canTarget)
            XCTAssertTrue(descendants(node.widget).contains { $0.typeName == "GtkButton" && $0.accessibleLabel == "Locked" })
        }
    }
}
