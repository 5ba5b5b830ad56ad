// A habit tracker in the style of an Xcode 15/16 app: an `@Observable`-free
// model class, a list of habits with steppers, a detail card, and every view
// file ending with `#Preview` blocks as Xcode writes them (named, with
// traits, with statements before the view, with `@Previewable @State`).
import Foundation
import GtkUI

struct Habit: Identifiable, Hashable {
    let id: Int
    var name: String
    var goal: Int
    var done = 0

    var isComplete: Bool { done >= goal }
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit]

    init(habits: [Habit] = HabitStore.samples) { self.habits = habits }

    static let samples = [
        Habit(id: 1, name: "Water", goal: 8, done: 3),
        Habit(id: 2, name: "Stretch", goal: 2, done: 2),
        Habit(id: 3, name: "Read", goal: 1)
    ]

    var completed: Int { habits.filter(\.isComplete).count }
}

struct HabitRow: View {
    @Binding var habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.isComplete ? "checkmark.circle.fill" : "circle")
            Stepper("\(habit.name): \(habit.done)/\(habit.goal)", value: $habit.done, in: 0...habit.goal)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    @Previewable @State var habit = Habit(id: 9, name: "Walk", goal: 3, done: 1)
    HabitRow(habit: $habit)
}

#Preview("Complete", traits: .sizeThatFitsLayout) {
    HabitRow(habit: .constant(Habit(id: 9, name: "Walk", goal: 3, done: 3)))
}

struct HabitTrackerView: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today").font(.headline)
            ForEach($store.habits) { $habit in
                HabitRow(habit: $habit)
            }
            Text("\(store.completed) of \(store.habits.count) done")
        }
        .padding()
        .navigationTitle("Habits")
    }
}

#Preview {
    HabitTrackerView()
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 800, height: 400)) {
    HabitTrackerView()
}

#Preview("Empty store") {
    let store = HabitStore(habits: [])
    return Text("\(store.completed) of \(store.habits.count) done")
}

#Preview("Editing a goal") {
    @Previewable @State var goal = 4
    @Previewable @State var name = "Meditate"
    VStack {
        TextField("Name", text: $name)
        Stepper("Goal: \(goal)", value: $goal)
        HabitRow(habit: .constant(Habit(id: 7, name: name, goal: goal)))
    }
}
