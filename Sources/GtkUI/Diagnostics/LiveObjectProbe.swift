import Foundation
import Gtk

/// Prints what is alive in the app on SIGUSR1, for the memory benchmark's
/// leak check (`meson-helpers/bench --only memory`).
///
/// Enabled by `GTKUI_PRINT_LIVE_OBJECTS=1` (with `GOBJECT_DEBUG=instance-count`
/// for GObject counts). Each SIGUSR1 prints one line on standard output:
/// `live-objects heap=B wrappers=N nodes=V closures=C toplevels=T windows=W gobjects=G types=GtkLabel:12,…`:
/// the bytes in use in the main thread's malloc heap (`mallinfo2`: unlike
/// the resident size, it does not move when malloc returns pages to the
/// system), Swift wrappers of GObjects, view nodes, signal closures, GTK
/// toplevels, the app's windows, and GObjects by type when GLib counts them.
@MainActor
enum LiveObjectProbe {
    static func install(runtime: AppRuntime, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["GTKUI_PRINT_LIVE_OBJECTS"] == "1" else { return }
        MainLoop.onUnixSignal(SIGUSR1) { [weak runtime] in
            let counts = LiveObjects.countsByType()
            let types = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.key):\($0.value)" }.joined(separator: ",")
            let line =
                "live-objects heap=\(LiveObjects.heapBytesInUse) wrappers=\(LiveObjects.wrapperCount) nodes=\(ViewNode.liveCount.load(ordering: .relaxed)) "
                + "closures=\(SignalClosures.liveCount) toplevels=\(LiveObjects.toplevelCount) "
                + "windows=\(runtime?.windows.count ?? 0) gobjects=\(counts.values.reduce(0, +)) types=\(types)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}
