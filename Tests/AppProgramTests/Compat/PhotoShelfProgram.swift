import GtkUI

// A photo shelf in the style of apps whose model has a type named like a
// SwiftUI one (`Image`, `Label`): their views name SwiftUI's by module.

/// The app's types. (An app has them at the top level; in this test target
/// other programs share the module, so they sit in a namespace, where they
/// hide SwiftUI's names the same way.)
enum PhotoShelf {}

extension PhotoShelf {
    /// The app's own image record (not SwiftUI's `Image`).
    struct Image: Identifiable, Hashable {
        let id: Int
        let title: String
        let isFavorite: Bool
    }

    /// The app's own label (a tag on photos), again not SwiftUI's.
    struct Label: Hashable {
        let name: String
    }

}

extension PhotoShelf {
    struct ShelfView: SwiftUI.View {
        @SwiftUI.State private var images = [
            Image(id: 1, title: "Harbour", isFavorite: true),
            Image(id: 2, title: "Orchard", isFavorite: false)
        ]
        @SwiftUI.State private var selection: Image.ID?
        let labels: [Label] = [Label(name: "Summer"), Label(name: "Family")]

        var body: some SwiftUI.View {
            SwiftUI.List(images, selection: $selection) { image in
                SwiftUI.HStack {
                    SwiftUI.Image(systemName: image.isFavorite ? "heart.fill" : "photo")
                    SwiftUI.Text(image.title)
                }
            }
            .safeAreaInset(edge: .bottom) {
                SwiftUI.Label(labels.map(\.name).joined(separator: ", "), systemImage: "tag")
                    .foregroundStyle(SwiftUI.Color.secondary)
            }
            .toolbar {
                SwiftUI.ToolbarItem(placement: .primaryAction) {
                    SwiftUI.Button("Add Photo", systemImage: "plus") {
                        images.append(Image(id: images.count + 1, title: "Untitled \(images.count + 1)", isFavorite: false))
                    }
                }
            }
            .navigationTitle("Shelf")
        }
    }
}
