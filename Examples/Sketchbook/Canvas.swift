import GtkUI

/// What the user is drawing on: its name, size and background, and notes.
struct Canvas: Equatable {
    var name = "Untitled Sketch"
    var width = 800
    var height = 600
    var background = Background.paper
    var snapsToGrid = true
    var notes = ""
    var due = Foundation.Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 24)) ?? Date()

    enum Background: String, CaseIterable, Hashable {
        case paper = "Paper"
        case chalkboard = "Chalkboard"
        case blueprint = "Blueprint"
    }
}
