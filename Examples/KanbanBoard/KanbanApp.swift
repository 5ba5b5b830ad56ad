// A kanban board written as a SwiftUI app for macOS would be (only the
// import differs): cards are Codable and Transferable; each card is
// `.draggable`, each column a `.dropDestination` for cards, which moves
// the dropped card there. A column also takes text dropped from another
// app (a new card) and Ctrl+V pastes cards or text; a PasteButton in the
// toolbar does the same. Tests/e2e/test_kanban_drag.py drags with xdotool.
import GtkUI
import UniformTypeIdentifiers

extension UTType {
    static let kanbanCard = UTType(exportedAs: "org.gtkui.example.kanban-card", conformingTo: .json)
}

struct Card: Identifiable, Codable, Hashable, Transferable {
    var id = UUID()
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .kanbanCard)
        ProxyRepresentation(exporting: \.title)
    }
}

enum Stage: String, CaseIterable, Identifiable {
    case todo = "To Do"
    case doing = "Doing"
    case done = "Done"
    var id: Self { self }
}

@main
struct KanbanApp: App {
    var body: some Scene {
        WindowGroup("Kanban") {
            BoardView()
        }
        .defaultSize(width: 760, height: 420)
    }
}

struct BoardView: View {
    @State private var cards: [Stage: [Card]] = [
        .todo: [Card(title: "Write the spec"), Card(title: "Draw the icon")],
        .doing: [Card(title: "Port to GTK")],
        .done: []
    ]
    @State private var lastEvent = "Drag a card to another column"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(Stage.allCases) { stage in
                    ColumnView(stage: stage, cards: cards[stage] ?? []) { dropped in
                        move(dropped, to: stage)
                    } addText: { text in
                        cards[stage, default: []].append(Card(title: text))
                        lastEvent = "Added \(text) to \(stage.rawValue)"
                    }
                }
            }
            Text(lastEvent)
                .foregroundStyle(.secondary)
        }
        .padding()
        .toolbar {
            ToolbarItem {
                PasteButton(payloadType: String.self) { strings in
                    for text in strings { cards[.todo, default: []].append(Card(title: text)) }
                }
            }
        }
    }

    private func move(_ dropped: [Card], to stage: Stage) -> Bool {
        for card in dropped {
            for key in Stage.allCases { cards[key]?.removeAll { $0.id == card.id } }
            cards[stage, default: []].append(card)
            lastEvent = "Moved \(card.title) to \(stage.rawValue)"
        }
        return !dropped.isEmpty
    }
}

struct ColumnView: View {
    let stage: Stage
    let cards: [Card]
    let onDropCards: ([Card]) -> Bool
    let addText: (String) -> Void
    @State private var isTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(stage.rawValue) (\(cards.count))")
                .font(.headline)
            ForEach(cards) { card in
                Text(card.title)
                    .padding(8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.accentColor.opacity(0.15))
                    .draggable(card)
                    .copyable([card])
            }
            Spacer()
        }
        .padding(8)
        .frame(width: 220, height: 300, alignment: .topLeading)
        .background(isTargeted ? Color.accentColor.opacity(0.25) : Color.gray.opacity(0.1))
        .dropDestination(for: Card.self) { dropped, _ in
            onDropCards(dropped)
        } isTargeted: {
            isTargeted = $0
        }
        .pasteDestination(for: Card.self) { _ = onDropCards($0) }
    }
}
