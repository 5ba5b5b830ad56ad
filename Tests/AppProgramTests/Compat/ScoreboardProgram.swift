// A game scoreboard in the style of iOS/iPadOS sample apps: players with
// scores changed by taps and long presses, an optional note edited
// through `Binding(_:)` of an optional, effects for the leader and the
// eliminated, and a window opened for a player by value.
import Foundation
import GtkUI

struct Player: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var score = 0
    var note: String?
    var isOut = false
}

struct ScoreBadge: View, Equatable {
    let score: Int
    var body: some View {
        Text(score, format: .number)
            .font(.largeTitle.bold())
            .contentTransition(.numericText())
    }
}

struct PlayerCard: View {
    @Binding var player: Player
    let isLeader: Bool
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(spacing: 6) {
            Text(player.name).font(.headline)
            ScoreBadge(score: player.score).equatable()
            if let note = Binding($player.note) {
                TextField("Note", text: note)
            }
            Image(systemName: "crown.fill")
                .foregroundStyle(.yellow)
                .opacity(isLeader ? 1 : 0)
        }
        .padding()
        .frame(minWidth: 120)
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
        .grayscale(player.isOut ? 1 : 0)
        .saturation(isLeader ? 1.2 : 1)
        .blur(radius: player.isOut ? 1 : 0)
        .brightness(isLeader ? 0.05 : 0)
        .gesture(TapGesture().onEnded { player.score += 1 })
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.6).onEnded { _ in player.isOut.toggle() })
        .highPriorityGesture(TapGesture(count: 2).onEnded { player.score += 5 })
        .contextMenu {
            Button("Open in Window") { openWindow(value: player.id) }
            Button(player.note == nil ? "Add Note" : "Remove Note") {
                player.note = player.note == nil ? "" : nil
            }
        }
    }
}

struct ScoreboardView: View {
    @State private var players: [Player] = [Player(name: "Ada"), Player(name: "Linus")]
    @State private var roundTitle = "Round 1"
    @State private var showsRules = false

    private var leaderID: Player.ID? { players.filter { !$0.isOut }.max { $0.score < $1.score }?.id }

    var body: some View {
        VStack {
            TextField("Round", text: $roundTitle).font(.title)
            HStack(spacing: 12) {
                ForEach($players) { $player in
                    PlayerCard(player: $player, isLeader: player.id == leaderID)
                }
            }
            Toggle("Show rules", isOn: Binding(get: { showsRules }, set: { showsRules = $0 }))
            Text("Highest score wins.").hidden()
        }
        .padding()
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Add Player", systemImage: "person.badge.plus") {
                    players.append(Player(name: "Player \(players.count + 1)"))
                }
                Button("Reset", systemImage: "arrow.counterclockwise") {
                    for index in players.indices { players[index].score = 0 }
                }
                .disabled(players.allSatisfy { $0.score == 0 })
            }
        }
    }
}
