import GtkUI

/// What the user is drawing on: its name, size and background.
struct Canvas: Equatable {
    var name = "Untitled Sketch"
    var width = 800
    var height = 600
    var background = Background.paper
    var snapsToGrid = true

    enum Background: String, CaseIterable, Hashable {
        case paper = "Paper"
        case chalkboard = "Chalkboard"
        case blueprint = "Blueprint"
    }
}
