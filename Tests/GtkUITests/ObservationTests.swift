import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// `@Observable` models: bodies re-render for what they read; bound
/// controls follow their own bindings without re-rendering the body.
final class ObservationTests: GtkTestCase {
    func testBoundToggleFollowsModelWithoutBodyRerender() {
        onMain {
            let model = ObservedFlags()
            let hosting = HostingView(rootView: FlagsView(model: model))
            let toggle = descendants(hosting.widget).first { $0.typeName == "GtkCheckButton" }!
            let renders = hosting.scheduler.renderCount
            model.flag = true
            spin { toggle.property("active") == .bool(true) }
            XCTAssertEqual(hosting.scheduler.renderCount, renders, "the body does not read `flag`: no re-render")
            model.title = "Renamed"
            spin { hosting.scheduler.renderCount > renders }
            hosting.flush()
            let texts = descendants(hosting.widget).compactMap { $0.property("label")?.string }
            XCTAssertTrue(texts.contains("Renamed"), "the body reads `title`: it re-renders")
        }
    }

    func testTypingThroughDeferredBindingDoesNotRerenderBody() {
        onMain {
            let model = ObservedFlags()
            let window = Window()
            let hosting = HostingView(rootView: EditorView(model: model))
            window.setChild(hosting.widget)
            window.present()
            settle()
            let renders = hosting.scheduler.renderCount
            let editor = find(TextEditorNode.self, in: hosting).first!
            for _ in 0..<20 { editor.textView.buffer.insertAtCursor("x") }
            settle()
            XCTAssertEqual(model.text, String(repeating: "x", count: 20))
            XCTAssertEqual(hosting.scheduler.renderCount, renders, "keystrokes do not re-render the body around the editor")
            window.destroy()
        }
    }
}

@Observable @MainActor
final class ObservedFlags {
    var flag = false
    var title = "Flags"
    @ObservationIgnored private var pending: (() -> String)?
    @ObservationIgnored private var stored = ""
    private(set) var revision = 0

    var text: String {
        if let pending {
            stored = pending()
            self.pending = nil
        }
        return stored
    }

    var textBinding: Binding<String> {
        Binding(
            get: { self.text },
            set: {
                self.stored = $0
                self.revision += 1
            },
            deferredSet: { producer in
                self.pending = producer
                self.revision += 1
                return self.revision
            },
            revision: { self.revision })
    }
}

struct FlagsView: View {
    @Bindable var model: ObservedFlags
    var body: some View {
        VStack {
            Text(model.title)
            Toggle("Flag", isOn: $model.flag)
        }
    }
}

struct EditorView: View {
    let model: ObservedFlags
    var body: some View {
        TextEditor(text: model.textBinding)
    }
}
