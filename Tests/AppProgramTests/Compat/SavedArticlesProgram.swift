import Foundation
import GtkUI
import Observation

// A saved-articles reader in the style of small macOS and iOS apps: services and the
// shared store handed to every window by the scene, the sidebar section
// remembered per window as an optional enumeration, cards on the window
// background with rounded corners written with SwiftUI's static shape
// members, thumbnails loaded with AsyncImage, a progress style of its own,
// and an address field that does not capitalize.

/// The app's types (in a namespace: other programs share this test target).
enum SavedArticles {}

extension SavedArticles {
    enum Section: String, CaseIterable {
        case unread, archived
    }

    struct Article: Identifiable, Hashable {
        let id: Int
        var title: String
        var tag: String
        var isArchived = false
        var thumbnail: URL?
    }

    @Observable @MainActor
    final class Store {
        var articles: [Article]
        init(articles: [Article]) { self.articles = articles }

        func add(_ address: String) {
            articles.append(Article(id: articles.count + 1, title: address, tag: "new"))
        }
    }

    /// Where the list came from (an app's service, set on the scene).
    struct SourceKey: EnvironmentKey {
        static let defaultValue = "nowhere"
    }
}

extension EnvironmentValues {
    var savedArticlesSource: String {
        get { self[SavedArticles.SourceKey.self] }
        set { self[SavedArticles.SourceKey.self] = newValue }
    }
}

extension SavedArticles {
    struct Scenes: Scene {
        let store: Store

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            .environment(store)
            .environment(\.savedArticlesSource, "Pocket export")
        }
    }

    /// The reading progress: the built-in bar with its percentage, on a capsule.
    struct CapsuleProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                ProgressView(configuration)
                Text("\(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))%")
            }
            .padding(4)
            .background(in: .capsule)
        }
    }

    struct ContentView: View {
        @Environment(Store.self) private var store
        @Environment(\.savedArticlesSource) private var source
        @SceneStorage("savedArticles.section") private var section: Section?
        @State private var address = ""

        private var shown: [Article] {
            store.articles.filter { $0.isArchived == (section == .archived) }
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Picker("Section", selection: $section) {
                    Text("Unread").tag(Section?.some(.unread))
                    Text("Archived").tag(Section?.some(.archived))
                }
                Text("\(shown.count) from \(source)")
                    .font(.caption)
                ProgressView(value: Double(store.articles.filter(\.isArchived).count), total: Double(max(store.articles.count, 1)))
                    .progressViewStyle(CapsuleProgressStyle())
                ForEach(shown) { article in
                    HStack {
                        AsyncImage(url: article.thumbnail) { phase in
                            if let image = phase.image {
                                image.resizable().scaledToFill()
                            } else {
                                Image(systemName: "photo")
                            }
                        }
                        .frame(width: 24, height: 24)
                        Text(article.title)
                        Text(article.tag)
                            .padding(.horizontal, 6)
                            .background(.tint, in: .capsule)
                    }
                    .padding(8)
                    .background()
                    .clipShape(.rect(cornerRadius: 8))
                    .contentShape(.rect)
                }
                TextField("Address", text: $address)
                    .autocapitalization(.none)
                    .onSubmit {
                        store.add(address)
                        address = ""
                    }
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Show Archived", systemImage: "archivebox") { section = .archived }
                }
            }
            .navigationTitle("Saved Articles")
        }
    }
}
