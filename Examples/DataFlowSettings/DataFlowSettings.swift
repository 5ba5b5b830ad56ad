// A small settings app as a SwiftUI developer writes one: a preference in
// @AppStorage (shared live by every window, kept across launches) and a
// per-window section in @SceneStorage (restored with its window). The
// end-to-end test Tests/e2e/test_data_flow_storage.py drives it; "Open Help"
// opens a URL with the desktop (`@Environment(\.openURL)`). Each window
// shows its scene phase and control state; the app counts the times it
// went to the background (`Scene.onChange(of: scenePhase)` in the App).
// "Show Preview" writes through an animated binding: the preview slides
// in from the top and out again (`.transition`), as SwiftUI's would.
import GtkUI
import Observation

/// What a window's undoable section changes are registered with.
final class SectionHistory {}

/// What the app remembers of its session while it runs.
@Observable
final class SessionLog {
    var backgroundCount = 0
}

enum Section: String, CaseIterable {
    case notes = "Notes"
    case tasks = "Tasks"
}

struct SettingsView: View {
    @AppStorage("showsPreview") private var showsPreview = false
    @SceneStorage("section") private var section = Section.notes
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.controlActiveState) private var controlActiveState
    @Environment(SessionLog.self) private var log
    @Environment(\.undoManager) private var undoManager
    @State private var history = SectionHistory()

    /// Shows `choice`; Edit ▸ Undo (Ctrl+Z) goes back to the section before.
    private func show(_ choice: Section) {
        let previous = section
        guard previous != choice else { return }
        section = choice
        undoManager?.registerUndo(withTarget: history) { _ in show(previous) }
        undoManager?.setActionName("Show \(choice.rawValue)")
    }

    private var phaseName: String {
        switch scenePhase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }

    private var controlsName: String {
        switch controlActiveState {
        case .key: "key"
        case .active: "active"
        case .inactive: "inactive"
        @unknown default: "unknown"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle("Show Preview", isOn: $showsPreview.animation(.easeInOut(duration: 0.4)))
            Text(showsPreview ? "Preview: On" : "Preview: Off")
            if showsPreview {
                Label("The preview shows here", systemImage: "eye")
                    .padding(6)
                    .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            HStack {
                ForEach(Section.allCases, id: \.self) { choice in
                    Button(choice.rawValue) { show(choice) }
                }
            }
            Text("Section: \(section.rawValue)")
            Button("Open Help") { openURL(URL(string: "x-gtkui-settings-help:intro")!) }
            Text("Window: \(phaseName), controls \(controlsName)")
            Text("Went to the background: \(log.backgroundCount)")
        }
        .padding()
        .toolbar(id: "settings") {
            ToolbarItem(id: "preview", placement: .primaryAction) {
                Toggle("Preview", isOn: $showsPreview)
            }
        }
    }
}

@main
struct DataFlowSettingsApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var log = SessionLog()

    var body: some Scene {
        WindowGroup("Settings Sample") {
            SettingsView()
                .environment(log)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { log.backgroundCount += 1 }
        }
    }
}
