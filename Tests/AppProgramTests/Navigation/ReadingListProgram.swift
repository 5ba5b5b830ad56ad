// An editable list with sections, as an iOS/macOS SwiftUI app writes it:
// rows deleted with `.onDelete` and `remove(atOffsets:)`, reordered with
// `.onMove` and `move(fromOffsets:toOffset:)`.
import GtkUI

struct ReadingItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct ReadingList: View {
    @State var unread = [
        ReadingItem(title: "Swift Concurrency"), ReadingItem(title: "GTK 4 Lists"),
        ReadingItem(title: "GNOME HIG")
    ]
    @State var finished = [ReadingItem(title: "The Swift Book")]

    var body: some View {
        List {
            Section {
                ForEach(unread) { item in
                    Text(item.title)
                }
                .onDelete { offsets in unread.remove(atOffsets: offsets) }
                .onMove { source, destination in unread.move(fromOffsets: source, toOffset: destination) }
            } header: {
                Text("Unread")
            } footer: {
                Text("\(unread.count) to read")
            }
            Section("Finished") {
                ForEach(finished) { item in
                    Text(item.title)
                }
            }
        }
        .listStyle(.inset)
    }
}
