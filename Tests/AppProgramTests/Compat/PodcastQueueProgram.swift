// A podcast queue in the style of iOS/macOS podcast players that take
// VoiceOver seriously: each episode row is one accessibility element whose
// label combines its texts, the playing row is marked selected, the
// transport buttons carry hints and identifiers for UI tests, and the
// progress slider reads its value as "12 of 48 minutes".
import GtkUI

struct Episode: Identifiable, Hashable {
    let id: Int
    let title: String
    let show: String
    let minutes: Int
}

struct EpisodeRow: View {
    let episode: Episode
    let isPlaying: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(episode.title).font(.headline)
                Text(episode.show).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(episode.minutes) min")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isPlaying ? .isSelected : [])
        .accessibilityHint("Double-click to play")
        .accessibilityAction(named: "Remove from Queue") {}
    }
}

struct PodcastQueueView: View {
    @State private var queue = [
        Episode(id: 1, title: "Layout passes", show: "GTK Weekly", minutes: 48),
        Episode(id: 2, title: "Accessibles", show: "Orca Hour", minutes: 31)
    ]
    @State private var playing: Episode.ID? = 1
    @State private var position = 12.0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Up Next")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h1)
            ForEach(queue) { episode in
                EpisodeRow(episode: episode, isPlaying: episode.id == playing)
            }
            Slider(value: $position, in: 0...48)
                .accessibilityLabel("Position")
                .accessibilityValue("\(Int(position)) of 48 minutes")
            HStack {
                Button {
                    position = max(0, position - 15)
                } label: {
                    Image(systemName: "gobackward.15")
                }
                .accessibilityLabel("Back 15 seconds")
                .accessibilityIdentifier("skip-back")
                Button(playing == nil ? "Play" : "Pause") {
                    playing = playing == nil ? queue.first?.id : nil
                }
                .accessibilityIdentifier("play-pause")
                .accessibilityHint(Text("Starts or pauses the episode"))
                .accessibilityAction(.escape) { playing = nil }
            }
            .accessibilityElement(children: .contain)
            .accessibilitySortPriority(1)
        }
        .padding()
    }
}
