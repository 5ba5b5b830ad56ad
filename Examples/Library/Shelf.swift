import Foundation

/// A book of the library.
struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var year: Int
    var isFavorite = false

    /// The comparator of a sort setting's value ("title", "author" or "year"; else by title).
    static func comparator(named name: String) -> KeyPathComparator<Book> {
        switch name {
        case "author": KeyPathComparator(\Book.author)
        case "year": KeyPathComparator(\Book.year)
        default: KeyPathComparator(\Book.title)
        }
    }
}

/// The library's books and the collections that list them.
struct Shelf {
    /// A named, ordered list of books.
    struct Collection: Identifiable, Hashable {
        let id: String
        var name: String
        var icon: String
        var bookIDs: [Int]
        var isUserCollection: Bool
    }

    var books: [Book]
    var collections: [Collection]

    mutating func addBook(title: String, author: String, to collectionID: Collection.ID?) -> Book {
        let book = Book(id: (books.map(\.id).max() ?? 0) + 1, title: title, author: author, year: 2026)
        books.append(book)
        for index in collections.indices where collections[index].id == "all" || collections[index].id == collectionID {
            collections[index].bookIDs.append(book.id)
        }
        return book
    }

    mutating func toggleFavorite(_ id: Book.ID) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].isFavorite.toggle()
    }

    /// Removes books from a user collection, or from the library when the collection is a built-in one.
    mutating func removeBooks(_ ids: Set<Book.ID>, from collectionID: Collection.ID?) {
        guard let index = collections.firstIndex(where: { $0.id == collectionID }) else { return }
        if collections[index].isUserCollection {
            collections[index].bookIDs.removeAll { ids.contains($0) }
        } else {
            books.removeAll { ids.contains($0.id) }
            for other in collections.indices { collections[other].bookIDs.removeAll { ids.contains($0) } }
        }
    }

    mutating func moveBooks(in collectionID: Collection.ID?, fromOffsets offsets: IndexSet, toOffset destination: Int) {
        guard let index = collections.firstIndex(where: { $0.id == collectionID }) else { return }
        collections[index].bookIDs.move(fromOffsets: offsets, toOffset: destination)
    }

    static var sample: Shelf {
        let books = [
            Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969, isFavorite: true),
            Book(id: 2, title: "Dune", author: "Frank Herbert", year: 1965),
            Book(id: 3, title: "Neuromancer", author: "William Gibson", year: 1984),
            Book(id: 4, title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974),
            Book(id: 5, title: "Kindred", author: "Octavia E. Butler", year: 1979, isFavorite: true),
            Book(id: 6, title: "Hyperion", author: "Dan Simmons", year: 1989),
            Book(id: 7, title: "Solaris", author: "Stanisław Lem", year: 1961),
            Book(id: 8, title: "Foundation", author: "Isaac Asimov", year: 1951)
        ]
        return Shelf(
            books: books,
            collections: [
                Collection(id: "all", name: "All Books", icon: "book", bookIDs: books.map(\.id), isUserCollection: false),
                Collection(id: "favorites", name: "Favorites", icon: "star", bookIDs: [1, 5], isUserCollection: false),
                Collection(id: "le-guin", name: "Le Guin", icon: "folder", bookIDs: [1, 4], isUserCollection: true),
                Collection(id: "to-read", name: "To Read", icon: "bookmark", bookIDs: [3, 6, 7], isUserCollection: true)
            ])
    }
}
