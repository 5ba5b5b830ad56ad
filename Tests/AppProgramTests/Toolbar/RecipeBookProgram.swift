// A recipe book (macOS): a searchable list of recipes, the selected one
// shared with a preview, and the recipe's file named as the window's document.
import GtkUI

struct BookRecipe: Identifiable, Codable, Transferable {
    var id: String { title }
    var title: String
    var minutes: Int
    var file: URL

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

struct RecipeBookProgram: View {
    let recipes: [BookRecipe]
    @State private var query = ""
    @State private var selection: String?

    init(folder: URL) {
        recipes = [
            BookRecipe(title: "Pancakes", minutes: 20, file: folder.appendingPathComponent("Pancakes.recipe")),
            BookRecipe(title: "Lentil Soup", minutes: 45, file: folder.appendingPathComponent("Lentil Soup.recipe")),
            BookRecipe(title: "Flatbread", minutes: 30, file: folder.appendingPathComponent("Flatbread.recipe"))
        ]
    }

    private var shown: [BookRecipe] {
        query.isEmpty ? recipes : recipes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    private var selected: BookRecipe { recipes.first { $0.id == selection } ?? recipes[0] }

    var body: some View {
        List(shown, selection: $selection) { recipe in
            Text("\(recipe.title) · \(recipe.minutes) min")
        }
        .navigationTitle(selected.title)
        .navigationDocument(selected.file)
        .searchable(text: $query, placement: .toolbar, prompt: Text("Search Recipes"))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                ShareLink(
                    item: selected, subject: Text("Try this recipe"),
                    preview: SharePreview(selected.title, image: Image(systemName: "book")))
            }
            ToolbarItem(placement: .navigation) {
                Button("New Recipe", systemImage: "plus") {}
            }
        }
    }
}
