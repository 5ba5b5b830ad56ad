import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk

/// The quit question's dialog: answered once, destroyed after its response,
/// and nothing of it (window, closures) left behind.
final class MessageDialogTests: GtkTestCase {
    func testAButtonAnswersOnceAndTheDialogGoes() {
        onMain {
            let parent = Window()
            parent.present()
            MainLoop.drain()  // windows of earlier tests finish going first
            let closuresBefore = SignalClosures.liveCount
            var answers: [Int?] = []
            weak var weakDialog: MessageDialog?
            do {
                let dialog = MessageDialog(
                    parent: parent, message: "The note could not be saved", detail: "Why.",
                    buttons: ["Cancel", "Quit Anyway", "Save As…"], defaultButton: 2,
                    destructiveButton: 1)
                weakDialog = dialog
                XCTAssertEqual(dialog.title, "The note could not be saved")
                dialog.onResponse { answers.append($0) }
                dialog.present()
                XCTAssertTrue(dialog.button(at: 1)?.hasCSSClass("destructive-action") ?? false)
                XCTAssertTrue(dialog.button(at: 1)?.activate() ?? false)  // clicked after GTK's press animation
            }
            spin { !answers.isEmpty }
            XCTAssertEqual(answers, [1])
            spin { weakDialog == nil }
            XCTAssertEqual(answers, [1], "answered once")
            XCTAssertLessThanOrEqual(SignalClosures.liveCount, closuresBefore, "the dialog's closures are released")
            parent.destroy()
        }
    }

    func testClosingWithoutAButtonAnswersNil() {
        onMain {
            var answers: [Int?] = []
            weak var weakDialog: MessageDialog?
            do {
                let dialog = MessageDialog(parent: nil, message: "Question", detail: nil, buttons: ["OK"], defaultButton: 0)
                weakDialog = dialog
                dialog.onResponse { answers.append($0) }
                dialog.present()
                dialog.close()  // the window manager's close button: GtkDialog answers "delete event"
            }
            spin { weakDialog == nil }
            XCTAssertEqual(answers, [nil])
        }
    }

    /// A dialog destroyed with its parent, whose wrapper outlives the
    /// parent, leaves no link to the dead parent for its disposal to follow
    /// (GLib reported "g_signal_handlers_disconnect_matched: assertion
    /// 'G_TYPE_CHECK_INSTANCE (instance)' failed", valgrind an invalid read).
    func testADialogDestroyedWithItsParentLetsGoOfIt() {
        onMain {
            let criticals = GObjectCriticals()
            defer { criticals.stop() }
            weak var weakDialog: MessageDialog?
            do {
                var parent: Window? = Window()
                parent?.present()
                var dialog: MessageDialog? = MessageDialog(
                    parent: parent, message: "Question", detail: nil, buttons: ["OK"], defaultButton: 0)
                weakDialog = dialog
                dialog?.onResponse { _ in }
                dialog?.present()
                spin { dialog?.isMapped == true }
                parent?.destroy()
                parent = nil  // the parent is disposed: GTK destroys the dialog with it
                spin { dialog?.isAlive == false }
                MainLoop.drain()
                dialog = nil
            }
            spin { weakDialog == nil }
            MainLoop.drain()
            XCTAssertEqual(criticals.lines, [])
        }
    }
}

/// Collects GLib-GObject's critical warnings while it runs.
@MainActor
private final class GObjectCriticals {
    private(set) var lines: [String] = []
    private var id: guint = 0

    init() {
        id = g_log_set_handler(
            "GLib-GObject", G_LOG_LEVEL_CRITICAL,
            { _, _, message, data in
                let capture = Unmanaged<GObjectCriticals>.fromOpaque(data!).takeUnretainedValue()
                let line = message.map { String(cString: $0) } ?? ""
                MainActor.assumeIsolated { capture.lines.append(line) }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    func stop() {
        if id != 0 { g_log_remove_handler("GLib-GObject", id) }
        id = 0
    }
}
