// A social timeline in the style of multiplatform client apps: posts in a
// list with avatars, relative dates, favourite buttons bound per row
// (`ForEach($posts) { $post in }`), placeholders while loading, and a
// compose button in the toolbar.
import Foundation
import GtkUI

struct Post: Identifiable {
    let id: String
    var author: String
    var body: String
    var createdAt: Date
    var isFavourite = false
    var favourites = 0
}

struct PostRow: View {
    @Binding var post: Post
    @Environment(\.openURL) private var openURL
    @ScaledMetric private var avatarSize: CGFloat = 40

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(.tint)
                .frame(width: avatarSize, height: avatarSize)
                .shadow(radius: 2)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(post.author).font(.headline)
                    Spacer()
                    Text(post.createdAt, style: .relative).foregroundStyle(.secondary)
                }
                Text(post.body)
                    .multilineTextAlignment(.leading)
                HStack {
                    Button {
                        post.isFavourite.toggle()
                        post.favourites += post.isFavourite ? 1 : -1
                    } label: {
                        Label("\(post.favourites)", systemImage: post.isFavourite ? "star.fill" : "star")
                    }
                    .buttonStyle(.borderless)
                    .scaleEffect(post.isFavourite ? 1.1 : 1)
                    Button("Open") { openURL(URL(string: "https://example.org/\(post.id)")!) }
                        .buttonStyle(.link)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct TimelineFeedView: View {
    @State private var posts: [Post] = []
    @State private var isLoading = true
    @State private var draft = ""
    @State private var showsComposer = false

    var body: some View {
        List {
            if isLoading {
                ForEach(0..<3, id: \.self) { _ in
                    PostRow(post: .constant(Post(id: "-", author: "Someone", body: "Loading…", createdAt: .now)))
                        .redacted(reason: .placeholder)
                }
            } else {
                ForEach($posts) { $post in
                    PostRow(post: $post)
                }
            }
        }
        .listStyle(.plain)
        .refreshable { isLoading = false }
        .navigationTitle("Home")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    showsComposer = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
                .keyboardShortcut("n", modifiers: .command)
            }
        }
        .sheet(isPresented: $showsComposer) {
            VStack {
                TextEditor(text: $draft).frame(minHeight: 120)
                Text("\(500 - draft.count) characters left").foregroundStyle(draft.count > 500 ? .red : .secondary)
            }
            .padding()
        }
        .task { isLoading = false }
    }
}
