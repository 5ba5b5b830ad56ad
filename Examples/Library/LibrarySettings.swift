// The Settings window (Edit ▸ Preferences…, Ctrl+,), as a macOS or iOS
// SwiftUI app writes its settings: a Form of sections with pickers,
// toggles, steppers, text fields (one editing a number) and read-only values.
import GtkUI

struct LibrarySettings: View {
    @AppStorage("ownerName") private var ownerName = ""
    @AppStorage("defaultSort") private var defaultSort = "title"
    @AppStorage("readingGoal") private var readingGoal = 12
    @AppStorage("pagesPerDay") private var pagesPerDay = 20
    @AppStorage("readingSpeed") private var readingSpeed = 1.0
    @AppStorage("showsYear") private var showsYear = true
    @AppStorage("confirmsDeletion") private var confirmsDeletion = true

    var body: some View {
        Form {
            Section {
                TextField("Owner", text: $ownerName, prompt: Text("Your name"))
                Picker("Sort Books By", selection: $defaultSort) {
                    Text("Title").tag("title")
                    Text("Author").tag("author")
                    Text("Year").tag("year")
                }
            } header: {
                Text("Library")
            } footer: {
                Text("The book table starts sorted this way.")
            }
            Section("Reading") {
                Stepper("Yearly Goal: \(readingGoal) Books", value: $readingGoal, in: 1...100)
                TextField("Pages per Day", value: $pagesPerDay, format: .number)
                Stepper("Reading Speed", value: $readingSpeed, in: 0.5...2, step: 0.25, format: .percent)
                Toggle("Show Publication Year", isOn: $showsYear)
                Toggle("Ask Before Deleting Books", isOn: $confirmsDeletion)
            }
            Section("About") {
                LabeledContent("Books", value: Shelf.sample.books.count, format: .number)
                LabeledContent("Version", value: "1.0")
            }
        }
        .formStyle(.grouped)
        .frame(width: 480, height: 520)
        .navigationTitle("Preferences")
    }
}
