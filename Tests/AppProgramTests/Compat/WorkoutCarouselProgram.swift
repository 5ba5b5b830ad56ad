// A fitness app's workout picker in the style of an iOS 17/18 app: a
// view-aligned carousel of workout cards whose shown card is bound with
// `.scrollPosition(id:)` (the page dots and the Next button follow it and
// set it), cards that fade and shrink as they leave (`.scrollTransition`),
// a week strip whose days tilt by their place (`.visualEffect`), and a
// history list driven by an iOS 18 `ScrollPosition` (Top / Latest).
import Foundation
import GtkUI

struct Workout: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
}

struct WorkoutCarouselView: View {
    @State private var workouts = [
        Workout(id: 1, name: "Morning run", minutes: 30),
        Workout(id: 2, name: "Cycling", minutes: 45),
        Workout(id: 3, name: "Yoga", minutes: 20),
        Workout(id: 4, name: "Swim", minutes: 40)
    ]
    @State private var shownWorkout: Int? = 1
    @State private var history = ScrollPosition(idType: Int.self)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Now: \(workouts.first { $0.id == shownWorkout }?.name ?? "none")").font(.headline)
                Spacer()
                Button("Next") {
                    let next = (shownWorkout ?? 0) + 1
                    withAnimation { shownWorkout = workouts.contains { $0.id == next } ? next : 1 }
                }
            }
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(workouts) { workout in
                        WorkoutCard(workout: workout)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition(.interactive.threshold(.visible(0.9)), axis: .horizontal) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .rotationEffect(.degrees(phase.value * 4))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $shownWorkout)
            .scrollIndicators(.hidden)
            .frame(height: 140)
            HStack(spacing: 6) {
                ForEach(workouts) { workout in
                    Circle()
                        .fill(workout.id == shownWorkout ? Color.accentColor : Color.gray)
                        .frame(width: 8, height: 8)
                }
            }
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(1...14, id: \.self) { day in
                        Text("\(day)")
                            .frame(width: 36, height: 36)
                            .background(.quaternary, in: .circle)
                            .visualEffect { content, proxy in
                                content
                                    .rotationEffect(.degrees(proxy.frame(in: .scrollView).minX < 0 ? -10 : 0))
                                    .blur(radius: proxy.frame(in: .scrollView).minX < 0 ? 1 : 0)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollClipDisabled()
            .frame(height: 44)
            HStack {
                Button("Top") { history.scrollTo(edge: .top) }
                Button("Latest") { history.scrollTo(id: 29) }
            }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<30, id: \.self) { entry in
                        Text("Session \(entry)").frame(height: 30)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($history)
            .scrollBounceBehavior(.basedOnSize)
            .contentMargins(.horizontal, 8, for: .scrollContent)
        }
        .padding()
    }
}

struct WorkoutCard: View {
    let workout: Workout

    var body: some View {
        VStack(alignment: .leading) {
            Text(workout.name).font(.title2.bold())
            Text("\(workout.minutes) min").font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.orange.opacity(0.2), in: .rect(cornerRadius: 16))
        .padding(.horizontal, 8)
    }
}

#Preview {
    WorkoutCarouselView()
}
