// Container pages: scrolling, lazy stacks and grids, grids, layers, tabs,
// group boxes, split views, outlines, forms, tables, three columns.
import GtkUI

struct ScrollViewPage: View {
    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(1...30, id: \.self) { row in
                    HStack(spacing: 6) {
                        ForEach(1...8, id: \.self) { column in
                            Text("Row \(row), Column \(column)")
                                .padding(6)
                                .background(.quaternary, in: RoundedRectangle(cornerRadius: 6))
                        }
                    }
                }
            }
            .padding(24)
        }
    }
}

struct LazyGridsPage: View {
    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 12)]
    private let tints: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    var body: some View {
        ShowcasePage {
            Demo("LazyVStack") {
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(1...6, id: \.self) { index in
                        Label("Lazy row \(index)", systemImage: "doc")
                    }
                }
            }
            Demo("LazyVGrid, adaptive columns") {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(0..<24, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(tints[index % tints.count])
                            .frame(height: 64)
                            .overlay {
                                Text("\(index + 1)")
                                    .font(.title2)
                                    .foregroundStyle(.white)
                            }
                    }
                }
            }
        }
    }
}

struct GridPage: View {
    var body: some View {
        ShowcasePage {
            Demo("Grid and GridRow") {
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 10) {
                    GridRow {
                        Text("Planet").bold()
                        Text("Moons").bold()
                        Text("Day Length").bold()
                    }
                    Divider()
                    ForEach(Planet.all) { planet in
                        GridRow {
                            Text(planet.name)
                            Text("\(planet.moons)")
                                .gridColumnAlignment(.trailing)
                            Text(planet.day)
                        }
                    }
                }
            }
        }
    }
}

struct LayersPage: View {
    var body: some View {
        ShowcasePage {
            Demo("ZStack") {
                ZStack {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.blue)
                        .frame(width: 220, height: 120)
                    Circle()
                        .fill(.orange)
                        .frame(width: 80, height: 80)
                    Text("ZStack")
                        .font(.title)
                        .foregroundStyle(.white)
                }
            }
            Demo("Overlay and Background") {
                Text("Background capsule")
                    .padding(.horizontal, 24)
                    .padding(.vertical, 12)
                    .background {
                        Capsule().fill(.green)
                    }
                    .overlay(alignment: .topTrailing) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .offset(x: 8, y: -8)
                    }
                Text("Overlay border")
                    .padding(16)
                    .overlay {
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(.purple, lineWidth: 3)
                    }
            }
        }
    }
}

struct TabViewPage: View {
    @State private var selectedTab = "general"

    var body: some View {
        VStack(spacing: 16) {
            TabView(selection: $selectedTab) {
                Tab("General", systemImage: "gear", value: "general") {
                    Text("General settings")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                Tab("Accounts", systemImage: "person", value: "accounts") {
                    Text("Accounts settings")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                Tab("Advanced", systemImage: "wrench", value: "advanced") {
                    Text("Advanced settings")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            TabView {
                Text("Inbox messages")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .tabItem { Label("Inbox", systemImage: "tray") }
                Text("Sent messages")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .tabItem { Label("Sent", systemImage: "paperplane") }
            }
        }
        .padding(24)
    }
}

struct GroupBoxPage: View {
    @State private var wide = true

    var body: some View {
        ShowcasePage {
            GroupBox("Storage") {
                LabeledContent("Used", value: "12.4 GB")
                LabeledContent("Available", value: "51.6 GB")
            }
            GroupBox {
                Text("A group box whose label is a Label.")
            } label: {
                Label("Backups", systemImage: "externaldrive")
            }
            Demo("View That Fits") {
                Toggle("Wide space", isOn: $wide)
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Button("Save") {}
                        Button("Save As…") {}
                        Button("Export as PDF…") {}
                        Button("Print…") {}
                    }
                    VStack(alignment: .leading) {
                        Button("Save") {}
                        Button("Print…") {}
                    }
                }
                .frame(width: wide ? 480 : 200, alignment: .leading)
            }
        }
    }
}

struct SplitViewsPage: View {
    var body: some View {
        VSplitView {
            HSplitView {
                Text("Left pane")
                    .frame(minWidth: 120, maxWidth: .infinity, maxHeight: .infinity)
                Text("Middle pane")
                    .frame(minWidth: 120, maxWidth: .infinity, maxHeight: .infinity)
                Text("Right pane")
                    .frame(minWidth: 120, maxWidth: .infinity, maxHeight: .infinity)
            }
            .frame(minHeight: 120)
            Text("Bottom pane of a VSplitView")
                .frame(maxWidth: .infinity, minHeight: 100, maxHeight: .infinity)
        }
    }
}

struct OutlinesPage: View {
    @State private var showsAdvanced = true
    @State private var selectedFile: FileItem.ID?

    var body: some View {
        HStack(spacing: 0) {
            List(FileItem.tree, children: \.children, selection: $selectedFile) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
            Divider()
            ShowcasePage {
                Demo("OutlineGroup") {
                    OutlineGroup(FileItem.tree, children: \.children) { item in
                        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                    }
                }
                Demo("DisclosureGroup") {
                    DisclosureGroup("Advanced Options", isExpanded: $showsAdvanced) {
                        Toggle("Verbose Logging", isOn: .constant(true))
                        Toggle("Developer Mode", isOn: .constant(false))
                    }
                }
            }
        }
    }
}

struct FormPage: View {
    @State private var name = "Ada Lovelace"
    @State private var notifications = true
    @State private var frequency = "Daily"
    @State private var reminders = 3

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                LabeledContent("Plan", value: "Free")
                LabeledContent("Member Since") {
                    Text("2019")
                }
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
                Picker("Frequency", selection: $frequency) {
                    ForEach(["Hourly", "Daily", "Weekly"], id: \.self) { Text($0) }
                }
                Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
            } header: {
                Text("Notifications")
            } footer: {
                Text("Reminders are sent at nine in the morning.")
            }
        }
        .formStyle(.grouped)
    }
}

struct TablePage: View {
    @State private var selection: Planet.ID?

    var body: some View {
        Table(Planet.all, selection: $selection) {
            TableColumn("Planet", value: \.name)
            TableColumn("Moons") { planet in
                Text("\(planet.moons)")
            }
            TableColumn("Day Length", value: \.day)
            TableColumn("Type", value: \.kind)
        }
    }
}

struct ColumnsPage: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        ShowcasePage {
            Text("A three-column NavigationSplitView: a sidebar, a content list and a detail, in a window of its own.")
            Button("Open Three Columns") {
                openWindow(id: "columns")
            }
        }
    }
}

struct ThreeColumnsView: View {
    @State private var kind: String? = "Rocky"
    @State private var planet: Planet.ID?

    var body: some View {
        NavigationSplitView {
            List(["Rocky", "Gas Giant", "Ice Giant"], id: \.self, selection: $kind) { kind in
                Text(kind)
            }
            .navigationSplitViewColumnWidth(180)
        } content: {
            List(Planet.all.filter { $0.kind == kind }, selection: $planet) { planet in
                Text(planet.name)
            }
            .navigationSplitViewColumnWidth(200)
        } detail: {
            if let planet = Planet.all.first(where: { $0.id == planet }) {
                VStack(spacing: 8) {
                    Text(planet.name).font(.largeTitle)
                    Text("Moons: \(planet.moons)")
                    Text("Day: \(planet.day)")
                }
            } else {
                ContentUnavailableView("No Planet Selected", systemImage: "globe")
            }
        }
        .navigationTitle("Planets")
    }
}
