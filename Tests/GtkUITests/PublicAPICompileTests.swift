import GtkTestSupport
import GtkUI
// Compile-only: every public control and modifier of this branch, spelled
// as SwiftUI code spells them, through the public interface only (no
// @testable). If this file compiles, the API matches; one test renders it.
import XCTest

private enum Mode: String, CaseIterable, Identifiable, Hashable {
    case read, edit
    var id: String { rawValue }
}

private struct EveryControl: View {
    @State private var text = ""
    @State private var bold = false
    @State private var italic = false
    @State private var fontSize = 12.0
    @State private var volume: Float = 0.5
    @State private var mode = Mode.read
    @State private var count = 0

    var displayFont: Font {
        let font = Font.system(size: CGFloat(fontSize), weight: bold == true ? .bold : .regular)
        return italic == true ? font.italic() : font
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            texts
            controls
            sliders
            choosers
            TextEditor(text: $text)
                .font(displayFont)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding()
    }

    @ViewBuilder var texts: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Font Size (\(Int(fontSize)))")
            Text(verbatim: "verbatim").font(.caption).bold().italic()
            Text("weights").fontWeight(.semibold)
            Spacer(minLength: 8)
            Divider()
            Image(systemName: "star.fill")
            Image("document-save-symbolic")
            Label("Share", systemImage: "square.and.arrow.up")
            Label {
                Text("Custom")
            } icon: {
                Image(systemName: "gear")
            }
        }
        .padding(.horizontal, 6)
        .padding(4)
    }

    @ViewBuilder var controls: some View {
        HStack {
            Button("Add") { count += 1 }
                .keyboardShortcut("n")
                .help("Adds one")
            Button(action: { count = 0 }) { Label("Reset", systemImage: "arrow.clockwise") }
                .keyboardShortcut(.delete, modifiers: [.command, .shift])
            Button("Trash", systemImage: "trash") { count -= 1 }
                .keyboardShortcut(.defaultAction)
            Toggle(isOn: $bold) { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
            Toggle("Italic", isOn: $italic)
                .accessibilityLabel(Text("Italic"))
            Toggle("Underline", systemImage: "underline", isOn: .constant(false))
                .keyboardShortcut("u", modifiers: .command)
            ControlGroup {
                Button("Left") {}
                Button("Right") {}
            }
            Menu("Insert") {
                Button("Link") {}
                Button("Image") {}
            }
            Menu {
                Button("One") {}
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
        }
        .frame(width: 400, height: 40, alignment: .center)
    }

    @ViewBuilder var sliders: some View {
        Slider(
            value: $fontSize, in: 8...120,
            minimumValueLabel: Text("A").font(.system(size: 8)),
            maximumValueLabel: Text("A").font(.system(size: 16))
        ) {
            Text("Font Size (\(Int(fontSize)))")
        }
        .frame(width: 150)
        Slider(
            value: $fontSize, in: 8...120, step: 2,
            minimumValueLabel: Text("8"), maximumValueLabel: Text("120")
        ) { Text("Stepped") }
        Slider(value: $volume)
        Slider(value: $volume, in: 0...1, step: 0.1)
        Slider(value: $volume, in: 0...1) { editing in _ = editing }
        Slider(value: $volume, in: 0...1) { Text("Volume") }
        Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
        Slider(value: $fontSize, in: 8...120) {
            Text("Size")
        } minimumValueLabel: {
            Text("-")
        } maximumValueLabel: {
            Text("+")
        }
        Slider(value: $fontSize, in: 8...120, step: 1) {
            Text("Size")
        } minimumValueLabel: {
            Image(systemName: "minus")
        } maximumValueLabel: {
            Image(systemName: "plus")
        } onEditingChanged: { _ in
        }
    }

    @ViewBuilder var choosers: some View {
        Picker("Mode", selection: $mode) {
            Text("Read").tag(Mode.read)
            Text("Edit").tag(Mode.edit)
        }
        .pickerStyle(.segmented)
        Picker("Mode", selection: $mode) {
            ForEach(Mode.allCases) { mode in Text(mode.rawValue) }
        }
        .pickerStyle(.menu)
        Picker(selection: $mode) {
            ForEach(Mode.allCases, id: \.self) { mode in Label(mode.rawValue, systemImage: "doc").tag(mode) }
        } label: {
            Text("Mode")
        }
        .pickerStyle(.inline)
        Picker("Mode", selection: $mode) {
            Text("Read").tag(Mode.read)
        }
        .pickerStyle(.automatic)
        .pickerStyle(SegmentedPickerStyle())
        .pickerStyle(MenuPickerStyle())
        .pickerStyle(InlinePickerStyle())
        .pickerStyle(DefaultPickerStyle())
        .frame(minWidth: 100, idealWidth: 200, maxWidth: .infinity, minHeight: 20, alignment: .topLeading)
    }
}

private let everyAlignment: [Alignment] = [
    .center, .leading, .trailing, .top, .bottom,
    .topLeading, .topTrailing, .bottomLeading, .bottomTrailing
]
private let everyKey: [KeyEquivalent] = [
    .return, .escape, .delete, .deleteForward, .space, .tab,
    .upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end,
    .pageUp, .pageDown, .clear, "a"
]
private let everyModifier: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad, .function]
private let everyEdge: [Edge.Set] = [.all, .horizontal, .vertical, .top, .bottom, .leading, .trailing]
private let everyAxis: [Axis] = [.horizontal, .vertical]

final class PublicAPICompileTests: XCTestCase {
    func testEveryPublicControlRenders() {
        MainActor.assumeIsolated {
            XCTAssertTrue(initializeGtkForAPITest())
            let hosting = HostingView(rootView: EveryControl())
            XCTAssertFalse(hosting.renderedWidgets.isEmpty)
            XCTAssertEqual(everyAlignment.count, 9)
            XCTAssertEqual(everyKey.count, 16)
            XCTAssertTrue(everyModifier.contains(.command))
            XCTAssertEqual(everyEdge.count, 7)
            XCTAssertEqual(everyAxis.count, 2)
        }
    }
}
