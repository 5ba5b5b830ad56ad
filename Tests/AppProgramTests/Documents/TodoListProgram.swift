// A document of JSON: a to-do list, Codable, with an export of its open
// items and an import that merges another list.
import GtkUI
import UniformTypeIdentifiers

struct TodoItem: Codable, Identifiable, Hashable {
    var id = UUID()
    var title: String
    var isDone = false
}

struct TodoList: FileDocument, Codable {
    static var readableContentTypes: [UTType] { [.json] }

    var items: [TodoItem] = []

    init(items: [TodoItem] = []) {
        self.items = items
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        self = try JSONDecoder().decode(TodoList.self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return FileWrapper(regularFileWithContents: try encoder.encode(self))
    }

    var openItems: TodoList { TodoList(items: items.filter { !$0.isDone }) }
}

struct TodoListView: View {
    @Binding var list: TodoList
    @State private var newTitle = ""
    @State private var exporting = false
    @State private var importing = false
    @State private var lastExport: URL?

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New Item", text: $newTitle)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(newTitle.isEmpty)
            }
            ForEach(list.items) { item in
                Toggle(item.title, isOn: isDone(item))
            }
            Text("\(list.items.filter(\.isDone).count) of \(list.items.count) done")
        }
        .padding()
        .toolbar {
            ToolbarItem {
                Button("Export Open Items") { exporting = true }
            }
            ToolbarItem {
                Button("Merge List…") { importing = true }
            }
        }
        .fileExporter(
            isPresented: $exporting, document: list.openItems, contentType: .json, defaultFilename: "Open Items"
        ) { result in
            if case .success(let url) = result { lastExport = url }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            guard case .success(let url) = result, let data = try? Data(contentsOf: url),
                let other = try? JSONDecoder().decode(TodoList.self, from: data)
            else { return }
            list.items += other.items
        }
        .fileDialogDefaultDirectory(FileManager.default.homeDirectoryForCurrentUser)
        .fileDialogConfirmationLabel("Merge")
    }

    private func isDone(_ item: TodoItem) -> Binding<Bool> {
        Binding(
            get: { item.isDone },
            set: { done in
                guard let index = list.items.firstIndex(where: { $0.id == item.id }) else { return }
                list.items[index].isDone = done
            })
    }

    private func add() {
        list.items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}

struct TodoApp: Scene {
    var body: some Scene {
        DocumentGroup(newDocument: TodoList(items: [TodoItem(title: "Write the report")])) { file in
            TodoListView(list: file.$document)
        }
        .defaultSize(width: 480, height: 360)

        Window("About To-Do", id: "about") {
            Text("To-Do keeps lists as JSON files.")
                .padding()
        }
        .defaultPosition(.center)
        .windowResizability(.contentSize)

        UtilityWindow("Statistics", id: "statistics") {
            Text("No statistics yet")
        }
    }
}
