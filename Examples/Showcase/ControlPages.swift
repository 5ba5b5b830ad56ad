// Control pages: text fields, buttons, toggles, values, pickers, menus.
import GtkUI

struct TextFieldsPage: View {
    @State private var plain = ""
    @State private var rounded = "Rounded"
    @State private var notes = ""
    @State private var password = "secret"

    var body: some View {
        ShowcasePage {
            Demo("TextField") {
                TextField("Plain", text: $plain, prompt: Text("Plain style"))
                    .textFieldStyle(.plain)
                TextField("Rounded", text: $rounded)
                    .textFieldStyle(.roundedBorder)
                TextField("Notes", text: $notes, prompt: Text("Two to four lines"), axis: .vertical)
                    .lineLimit(2...4)
            }
            Demo("SecureField") {
                SecureField("Password", text: $password)
            }
        }
    }
}

struct ButtonsPage: View {
    @State private var presses = 0

    var body: some View {
        ShowcasePage {
            Demo("Styles") {
                HStack {
                    Button("Prominent") { presses += 1 }.buttonStyle(.borderedProminent)
                    Button("Bordered") { presses += 1 }.buttonStyle(.bordered)
                    Button("Borderless") { presses += 1 }.buttonStyle(.borderless)
                    Button("Plain") { presses += 1 }.buttonStyle(.plain)
                    Button("Link") { presses += 1 }.buttonStyle(.link)
                }
                Text("Pressed \(presses) times")
            }
            Demo("Roles") {
                HStack {
                    Button("Delete", role: .destructive) {}
                    Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                    Button("Cancel", role: .cancel) {}
                    Button {
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            Demo("Control Sizes") {
                HStack {
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}.controlSize(.regular)
                    Button("Large") {}.controlSize(.large)
                }
            }
            Demo("Links") {
                HStack(spacing: 16) {
                    Link("GNOME Website", destination: URL(string: "https://www.gnome.org")!)
                    ShareLink(item: URL(string: "https://www.gnome.org")!)
                }
            }
        }
    }
}

struct TogglesPage: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var agree = true
    @State private var bold = false

    var body: some View {
        ShowcasePage {
            Demo("Switch") {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.switch)
            }
            Demo("Checkbox") {
                Toggle("I agree to the terms", isOn: $agree).toggleStyle(.checkbox)
            }
            Demo("Button") {
                Toggle(isOn: $bold) {
                    Label("Bold", systemImage: "bold")
                }
                .toggleStyle(.button)
            }
        }
    }
}

struct ValuesPage: View {
    @State private var count = 4
    @State private var volume = 0.6
    @State private var progress = 0.35

    var body: some View {
        ShowcasePage {
            Demo("Stepper") {
                Stepper("Copies: \(count)", value: $count, in: 1...10)
            }
            Demo("Slider") {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
            }
            Demo("ProgressView") {
                ProgressView("Downloading", value: progress)
                ProgressView()
                ProgressView(value: progress).progressViewStyle(.circular)
                ProgressView("Indeterminate").progressViewStyle(.linear)
            }
            Demo("Gauge") {
                Gauge(value: 0.7) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("70%")
                }
            }
        }
    }
}

struct PickersPage: View {
    @State private var flavor = "Vanilla"
    @State private var size = "M"
    @State private var date = Date(timeIntervalSince1970: 1_798_000_000)
    @State private var color = Color.blue
    private let flavors = ["Vanilla", "Chocolate", "Strawberry"]

    var body: some View {
        ShowcasePage {
            Demo("Menu") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(flavors, id: \.self) { Text($0) }
                }
                .pickerStyle(.menu)
            }
            Demo("Segmented") {
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                    Text("Large").tag("L")
                }
                .pickerStyle(.segmented)
            }
            Demo("Radio Group") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(flavors, id: \.self) { Text($0) }
                }
                .pickerStyle(.radioGroup)
            }
            Demo("Inline") {
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                    Text("Large").tag("L")
                }
                .pickerStyle(.inline)
            }
            Demo("Palette") {
                Picker("Tool", selection: $size) {
                    Label("Small", systemImage: "pencil").tag("S")
                    Label("Medium", systemImage: "paintbrush").tag("M")
                    Label("Large", systemImage: "eyedropper").tag("L")
                }
                .pickerStyle(.palette)
            }
            Demo("Date and Color") {
                DatePicker("Due", selection: $date, displayedComponents: .date)
                ColorPicker("Accent", selection: $color)
            }
        }
    }
}

struct MenusPage: View {
    @State private var lastChoice = "Nothing chosen"

    var body: some View {
        ShowcasePage {
            Demo("Menu") {
                HStack {
                    Menu("Actions") {
                        Button("Duplicate") { lastChoice = "Duplicate" }
                        Button("Rename") { lastChoice = "Rename" }
                        Divider()
                        Menu("Share") {
                            Button("Email") { lastChoice = "Email" }
                            Button("Messages") { lastChoice = "Messages" }
                        }
                        Button("Delete", role: .destructive) { lastChoice = "Delete" }
                    }
                    Menu {
                        Button("Small") { lastChoice = "Small" }
                        Button("Large") { lastChoice = "Large" }
                    } label: {
                        Label("Borderless", systemImage: "ellipsis.circle")
                    }
                    .menuStyle(.borderlessButton)
                    Menu("Button Style") {
                        Button("One") { lastChoice = "One" }
                    }
                    .menuStyle(.button)
                    Menu("Save") {
                        Button("Save As…") { lastChoice = "Save As" }
                    } primaryAction: {
                        lastChoice = "Save"
                    }
                }
                Text(lastChoice)
            }
        }
    }
}
