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
}
