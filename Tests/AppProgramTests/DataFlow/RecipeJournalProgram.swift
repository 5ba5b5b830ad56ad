// A recipe journal as a macOS/iOS developer writes one: it saves when the
// app goes to the background (`scenePhase` read in the App and in a view),
// dims its header in an inactive window (`controlActiveState`), makes
// ratings undoable (`\.undoManager`), advertises the recipe being read
// (`userActivity`) and continues one handed over (`onContinueUserActivity`).
import Foundation
import GtkUI
import Observation

// UndoManager is main-actor isolated (as in Apple's SDKs since 2023), so
// the model that registers with it is too.
@MainActor @Observable
final class RecipeJournal {
    var recipes: [String: Int] = ["Bread": 3, "Soup": 4]
    var saveCount = 0

    func save() { saveCount += 1 }

    func rate(_ recipe: String, _ stars: Int, undoManager: UndoManager?) {
        let previous = recipes[recipe] ?? 0
        recipes[recipe] = stars
        undoManager?.registerUndo(withTarget: self) { journal in
            journal.rate(recipe, previous, undoManager: undoManager)
        }
        undoManager?.setActionName("Rate \(recipe)")
    }
}

struct RecipeJournalApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var journal = RecipeJournal()

    var body: some Scene {
        WindowGroup("Recipes") {
            RecipeView(recipe: "Bread")
                .environment(journal)
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            if newPhase == .background { journal.save() }
        }
    }
}

struct RecipeView: View {
    @Environment(RecipeJournal.self) private var journal
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.controlActiveState) private var controlActiveState
    @Environment(\.undoManager) private var undoManager
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @State private var shownRecipe: String

    init(recipe: String) {
        _shownRecipe = State(initialValue: recipe)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(shownRecipe)
                .font(.title)
                .opacity(controlActiveState == .inactive ? 0.5 : 1)
            Text("\(journal.recipes[shownRecipe] ?? 0) stars")
            Button("Five Stars") { journal.rate(shownRecipe, 5, undoManager: undoManager) }
            Text(scenePhase == .active ? "Reading" : "Paused")
            Text(layoutDirection == .rightToLeft ? "RTL" : "LTR")
            Text("Scale \(Int(displayScale))x")
        }
        .padding()
        .userActivity("org.example.recipes.reading", isActive: scenePhase == .active) { activity in
            activity.title = shownRecipe
            activity.userInfo = ["recipe": shownRecipe]
            activity.isEligibleForHandoff = true
        }
        .onContinueUserActivity("org.example.recipes.reading") { activity in
            if let recipe = activity.userInfo?["recipe"] as? String { shownRecipe = recipe }
        }
        .handlesExternalEvents(preferring: ["recipes"], allowing: ["*"])
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Undo Rating") { undoManager?.undo() }
                    .disabled(undoManager?.canUndo != true)
            }
        }
    }
}
