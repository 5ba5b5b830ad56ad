// A sidebar/detail library, written as a SwiftUI app for macOS would be
// (only the import differs): collections in a sidebar list, the selected
// collection's books in a detail list or a sortable table (the toolbar's
// View As picker), a search field that narrows the books (Ctrl+F), a
// customizable toolbar, the sidebar toggle and View ▸ Show/Hide Sidebar.
// The detail is a NavigationStack: a book row opens the book's page
// (double click or Enter; Back, Alt+Left).
import Foundation
import GtkUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup("Library") {
            LibraryView()
        }
        .defaultSize(width: 900, height: 560)
        .commands {
            SidebarCommands()
            ToolbarCommands()
        }

        Settings {
            LibrarySettings()
        }
    }
}

struct LibraryView: View {
    @State private var library = Shelf.sample
    @State private var selectedCollection: Shelf.Collection.ID? = "all"
    @State private var selectedBooks = Set<Book.ID>()
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @State private var bookPath: [Book.ID] = []
    @State private var searchText = ""
    @State private var viewMode = BookViewMode.list
    @State private var sortOrder = [KeyPathComparator(\Book.title)]
    @AppStorage("defaultSort") private var defaultSort = "title"

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            CollectionsSidebar(library: library, selection: $selectedCollection)
                .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 320)
        } detail: {
            NavigationStack(path: $bookPath) {
                Group {
                    switch viewMode {
                    case .list:
                        BookList(
                            books: shownBooks, selection: $selectedBooks,
                            onDelete: deleteBooks, onMove: moveBooks
                        )
                    case .table:
                        BookTable(
                            books: shownBooks.sorted(using: sortOrder), selection: $selectedBooks, sortOrder: $sortOrder,
                            onDelete: deleteBooks, onOpen: { bookPath.append($0) }
                        )
                    }
                }
                .navigationDestination(for: Book.ID.self) { id in
                    if let book = library.books.first(where: { $0.id == id }) {
                        BookPage(book: book) { library.toggleFavorite(id) }
                    }
                }
            }
        }
        .onChange(of: selectedCollection) { bookPath = [] }
        .onAppear { sortOrder = [Book.comparator(named: defaultSort)] }
        .navigationTitle(currentCollection?.name ?? "Library")
        .searchable(text: $searchText, placement: .toolbar, prompt: "Search Books")
        .toolbar(id: "library") {
            ToolbarItem(id: "viewAs", placement: .primaryAction) {
                Picker("View As", selection: $viewMode) {
                    ForEach(BookViewMode.allCases) { mode in
                        Label(mode.title, systemImage: mode.icon).tag(mode)
                    }
                }
                .pickerStyle(.segmented)
            }
            ToolbarItem(id: "add", placement: .primaryAction) {
                Button(action: addBook) {
                    Label("Add Book", systemImage: "plus")
                }
            }
            ToolbarItem(id: "favorite", placement: .primaryAction) {
                Button(action: toggleFavorites) {
                    Label("Favorite", systemImage: "star")
                }
            }
            ToolbarItem(id: "delete", placement: .primaryAction) {
                Button(action: { deleteBooks(selectedBooks) }) {
                    Label("Delete", systemImage: "trash")
                }
                .disabled(selectedBooks.isEmpty)
            }
        }
    }

    private var currentCollection: Shelf.Collection? {
        library.collections.first { $0.id == selectedCollection }
    }

    private var currentBooks: [Book] {
        guard let collection = currentCollection else { return [] }
        return collection.bookIDs.compactMap { id in library.books.first { $0.id == id } }
    }

    /// The collection's books whose title or author contains the search text (all of them when it is empty).
    private var shownBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return currentBooks }
        return currentBooks.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query) }
    }

    private func addBook() {
        let book = library.addBook(title: "Untitled \(library.books.count + 1)", author: "Unknown", to: selectedCollection)
        selectedBooks = [book.id]
    }

    private func toggleFavorites() {
        for id in selectedBooks { library.toggleFavorite(id) }
    }

    private func deleteBooks(_ ids: Set<Book.ID>) {
        library.removeBooks(ids, from: selectedCollection)
        selectedBooks.subtract(ids)
    }

    private func moveBooks(_ offsets: IndexSet, _ destination: Int) {
        library.moveBooks(in: selectedCollection, fromOffsets: offsets, toOffset: destination)
    }
}

struct CollectionsSidebar: View {
    let library: Shelf
    @Binding var selection: Shelf.Collection.ID?

    var body: some View {
        List(selection: $selection) {
            Section("Library") {
                ForEach(library.collections.filter { !$0.isUserCollection }) { collection in
                    Label(collection.name, systemImage: collection.icon)
                        .badge(collection.bookIDs.count)
                }
            }
            Section("Collections") {
                ForEach(library.collections.filter(\.isUserCollection)) { collection in
                    Label(collection.name, systemImage: collection.icon)
                        .badge(collection.bookIDs.count)
                }
            }
        }
        .listStyle(.sidebar)
    }
}

struct BookList: View {
    let books: [Book]
    @Binding var selection: Set<Book.ID>
    let onDelete: (Set<Book.ID>) -> Void
    let onMove: (IndexSet, Int) -> Void

    var body: some View {
        List(selection: $selection) {
            ForEach(books) { book in
                NavigationLink(value: book.id) { BookRow(book: book) }
                    .contextMenu {
                        Button("Delete") { onDelete([book.id]) }
                    }
            }
            .onDelete { offsets in onDelete(Set(offsets.map { books[$0].id })) }
            .onMove(perform: onMove)
        }
    }
}

/// How the detail column shows the books.
enum BookViewMode: String, CaseIterable, Identifiable {
    case list, table

    var id: Self { self }
    var title: String { self == .list ? "List" : "Table" }
    var icon: String { self == .list ? "list.bullet" : "tablecells" }
}

/// The books as a table: a click on a column header sorts by it (again: the other way).
struct BookTable: View {
    let books: [Book]
    @Binding var selection: Set<Book.ID>
    @Binding var sortOrder: [KeyPathComparator<Book>]
    let onDelete: (Set<Book.ID>) -> Void
    let onOpen: (Book.ID) -> Void

    var body: some View {
        Table(books, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Title", value: \.title)
            TableColumn("Author", value: \.author)
            TableColumn("Year", value: \.year) { Text(String($0.year)) }
                .width(min: 60, ideal: 80, max: 100)
        }
        .contextMenu(forSelectionType: Book.ID.self) { ids in
            Button("Delete") { onDelete(ids) }
                .disabled(ids.isEmpty)
        } primaryAction: { ids in
            if ids.count == 1, let id = ids.first { onOpen(id) }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Image(systemName: book.isFavorite ? "star.fill" : "book")
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                Text(book.author).font(.caption)
            }
            Spacer()
            Text(String(book.year))
        }
    }
}

struct BookPage: View {
    let book: Book
    let toggleFavorite: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(book.title).font(.title)
            Text("by \(book.author)")
            Text("Published in \(String(book.year))").foregroundStyle(.secondary)
            Button(book.isFavorite ? "Remove from Favorites" : "Add to Favorites", action: toggleFavorite)
            Spacer()
        }
        .padding()
        .navigationTitle(book.title)
    }
}
