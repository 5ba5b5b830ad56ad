// A recipe browser as an iOS/macOS SwiftUI app writes it: a NavigationStack
// bound to a NavigationPath, recipes pushed by value, a button that pushes
// programmatically, and a page that goes back with `dismiss`.
import GtkUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipeBrowser: View {
    @State private var path = NavigationPath()
    let recipes = [Recipe(id: 1, name: "Pancakes", minutes: 20), Recipe(id: 2, name: "Risotto", minutes: 40)]

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                Button("Surprise Me") { path.append(recipes[1]) }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(recipe.minutes) minutes")
            Button("Cooked It") { dismiss() }
        }
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
        }
    }
}
