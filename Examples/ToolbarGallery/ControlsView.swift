// The controls a toolbar holds: a menu with an icon holding an inline
// picker and a divider, a control group, a labelled item group, the edit,
// rename and paste buttons, and spacers in the bottom bar. The window has
// no title in its bar (`.windowStyle(.hiddenTitleBar)` and
// `toolbar(removing: .title)`): the controls have the room.
import GtkUI

/// A shopping list edited from the toolbar.
struct ControlsView: View {
    @State private var items = ["Bread", "Milk", "Eggs"]
    @State private var listName = "Groceries"
    @State private var sortOrder = "Added"
    @State private var zoom = 100
    @State private var page = 1
    @State private var log = "Ready to shop"
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(log)
            TextField("List Name", text: $listName)
                .focused($nameFocused)
            Text("Sorted by \(sortOrder), zoom \(zoom)%")
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
        .padding()
        .navigationTitle("Controls")
        .toolbar(removing: .title)
        .toolbar {
            ToolbarItem(placement: .navigation) {
                EditButton()
            }
            ToolbarItem(placement: .navigation) {
                RenameButton()
            }
            ToolbarItem(placement: .primaryAction) {
                Menu("Arrange", systemImage: "arrow.up.arrow.down") {
                    Picker("Sort By", selection: $sortOrder) {
                        Text("Added").tag("Added")
                        Text("Name").tag("Name")
                    }
                    .pickerStyle(.inline)
                    Divider()
                    Button("Reverse Order") {
                        items.reverse()
                        log = "Reversed"
                    }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                ControlGroup {
                    Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 10 }
                    Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 10 }
                }
            }
            ToolbarItemGroup(placement: .primaryAction) {
                PasteButton(payloadType: String.self) { strings in
                    if let first = strings.first { items.append(first) }
                    log = "Pasted \(strings.count) \(strings.count == 1 ? "item" : "items")"
                }
                Button("Add Item", systemImage: "plus") {
                    items.append("Item \(items.count + 1)")
                    log = "Added an item"
                }
            } label: {
                Label("Items", systemImage: "list.bullet")
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Previous Page", systemImage: "chevron.left") { page = max(1, page - 1) }
                Spacer()
                Text("Page \(page) of 3")
                Spacer()
                Button("Next Page", systemImage: "chevron.right") { page = min(3, page + 1) }
            }
        }
        // Outside `.toolbar`, so that the toolbar's RenameButton has the action too.
        .renameAction($nameFocused)
    }
}
