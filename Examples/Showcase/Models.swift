// Sample data for the pages.

struct Planet: Identifiable, Hashable {
    let name: String
    let moons: Int
    let day: String
    let kind: String

    var id: String { name }

    static let all = [
        Planet(name: "Mercury", moons: 0, day: "58.6 days", kind: "Rocky"),
        Planet(name: "Venus", moons: 0, day: "243 days", kind: "Rocky"),
        Planet(name: "Earth", moons: 1, day: "24 hours", kind: "Rocky"),
        Planet(name: "Mars", moons: 2, day: "24.6 hours", kind: "Rocky"),
        Planet(name: "Jupiter", moons: 95, day: "9.9 hours", kind: "Gas Giant"),
        Planet(name: "Saturn", moons: 146, day: "10.7 hours", kind: "Gas Giant"),
        Planet(name: "Uranus", moons: 28, day: "17.2 hours", kind: "Ice Giant"),
        Planet(name: "Neptune", moons: 16, day: "16.1 hours", kind: "Ice Giant")
    ]
}

struct FileItem: Identifiable, Hashable {
    let name: String
    var children: [FileItem]?

    var id: String { name }

    static let tree = [
        FileItem(
            name: "Documents",
            children: [
                FileItem(name: "Letters", children: [FileItem(name: "To Grandma.txt"), FileItem(name: "Thanks.txt")]),
                FileItem(name: "Budget.ods")
            ]),
        FileItem(name: "Pictures", children: [FileItem(name: "Harbour.png"), FileItem(name: "Dusk.jpg")]),
        FileItem(name: "Notes.md")
    ]
}
