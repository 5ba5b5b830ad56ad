// A sidebar/detail manager in the style of macOS utilities that keep a
// list of environments: a sidebar with a filter, a detail pane, a toolbar
// refresh button that spins, a creation sheet and a saved selection.
import Foundation
import GtkUI

struct ManagedEnvironment: Identifiable, Hashable {
    var id: URL { url }
    var url: URL
    var name: String
    var isRunning = false
}

final class EnvironmentStore: ObservableObject {
    @Published var items: [ManagedEnvironment] = []
    @Published var isLoading = false

    func reload() {
        isLoading = true
        items.sort { $0.name < $1.name }
        isLoading = false
    }
}

struct EnvironmentDetail: View {
    @Binding var item: ManagedEnvironment
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(item.name).font(.title2).fontWeight(.semibold)
            Toggle("Running", isOn: $item.isRunning)
            Text(item.url.path)
                .font(.system(.body, design: .monospaced))
                .textSelection(.enabled)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct CreateEnvironmentSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let create: (String) -> Void

    var body: some View {
        VStack(spacing: 16) {
            TextField("Name", text: $name)
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                    .keyboardShortcut(.cancelAction)
                Spacer()
                Button("Create") {
                    create(name)
                    dismiss()
                }
                .keyboardShortcut(.defaultAction)
                .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
        .padding()
        .frame(width: 320)
    }
}

struct EnvironmentManagerView: View {
    @StateObject private var store = EnvironmentStore()
    @AppStorage("selectedEnvironment") private var savedSelection = ""
    @State private var selection: URL?
    @State private var showsCreation = false
    @State private var spin: Angle = .zero
    @State private var filter = ""

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(store.items.filter { filter.isEmpty || $0.name.contains(filter) }) { item in
                    Label(item.name, systemImage: item.isRunning ? "play.circle.fill" : "shippingbox")
                        .tag(item.url)
                }
            }
            .searchable(text: $filter, placement: .sidebar)
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        } detail: {
            if let index = store.items.firstIndex(where: { $0.url == selection }) {
                EnvironmentDetail(item: $store.items[index])
                    .id(store.items[index].url)
            } else {
                Text("No Selection").foregroundStyle(.secondary)
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    showsCreation.toggle()
                } label: {
                    Image(systemName: "plus")
                }
                .help("Create")
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    store.reload()
                    withAnimation(.default) { spin = .degrees(360) }
                } label: {
                    Image(systemName: "arrow.clockwise").rotationEffect(spin)
                }
                .help("Refresh")
            }
        }
        .sheet(isPresented: $showsCreation) {
            CreateEnvironmentSheet { name in
                store.items.append(ManagedEnvironment(url: URL(fileURLWithPath: "/tmp/\(name)"), name: name))
            }
        }
        .onChange(of: selection) { _, newValue in savedSelection = newValue?.path ?? "" }
        .task { store.reload() }
    }
}
