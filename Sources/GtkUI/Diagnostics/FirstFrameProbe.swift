import Foundation
import Gtk

/// Prints when the app's first window has painted its first frame, for the
/// startup benchmark (`meson-helpers/bench`); the C reference program
/// (`Benchmarks/Reference/reference.c`) prints the same line.
///
/// Enabled by the environment:
/// - `GTKUI_PRINT_FIRST_FRAME=1` prints
///   `first-frame monotonic_us=N since_main_ms=M` on standard output after
///   the first frame of the first window (`monotonic_us` is
///   `CLOCK_MONOTONIC` in µs, `since_main_ms` counts from the app's start);
/// - `GTKUI_QUIT_AFTER_FIRST_FRAME=1` prints it and quits.
@MainActor
enum FirstFrameProbe {
    /// When the app runtime was created (close to `main`).
    static var startedMicroseconds: Int64 = 0
    private static var armed = true

    /// Records the start; called as the runtime is created.
    static func markStart() { startedMicroseconds = FrameClock.monotonicMicroseconds }

    /// Watches `window`'s first frame if the environment asks for it and no
    /// window was watched before.
    static func watch(
        _ window: Gtk::Window, environment: [String: String] = ProcessInfo.processInfo.environment,
        quit: @escaping @MainActor () -> Void
    ) {
        guard armed else { return }
        armed = false
        let quits = environment["GTKUI_QUIT_AFTER_FIRST_FRAME"] == "1"
        guard quits || environment["GTKUI_PRINT_FIRST_FRAME"] == "1" else { return }
        window.onRealize { [weak window] in
            guard let clock = window?.frameClock else { return }
            var handler: SignalHandler?
            handler = clock.onAfterPaint {
                handler?.disconnect()
                handler = nil
                let now = FrameClock.monotonicMicroseconds
                let sinceStart = Double(now - startedMicroseconds) / 1000
                let line = "first-frame monotonic_us=\(now) since_main_ms=\(String(format: "%.1f", sinceStart))\n"
                FileHandle.standardOutput.write(Data(line.utf8))
                if quits { quit() }
            }
        }
    }
}
