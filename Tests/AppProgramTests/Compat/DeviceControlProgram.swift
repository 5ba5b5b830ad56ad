// A device control panel in the style of developer tools for simulators:
// a device picker in the toolbar, controls in sections, a command field
// with onSubmit, a log with formatted timestamps, and focus on the field.
import Foundation
import GtkUI

struct Device: Identifiable, Hashable {
    let id: String
    var name: String
    var isBooted: Bool
}

struct LogLine: Identifiable {
    let id = UUID()
    let date: Date
    let message: String
}

final class DeviceController: ObservableObject {
    @Published var devices: [Device] = []
    @Published var log: [LogLine] = []
    @Published var batteryLevel = 0.5

    func run(_ command: String, on device: Device?) {
        log.append(LogLine(date: .now, message: "\(device?.name ?? "none"): \(command)"))
    }
}

struct DeviceControlView: View {
    @StateObject private var controller = DeviceController()
    @State private var selectedID: Device.ID?
    @State private var command = ""
    @FocusState private var commandFocused: Bool
    @Environment(\.colorScheme) private var colorScheme

    private var selected: Device? { controller.devices.first { $0.id == selectedID } }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Section {
                Slider(value: $controller.batteryLevel, in: 0...1) { Text("Battery") }
                Text("Battery \(Int(controller.batteryLevel * 100))%")
            } header: {
                Text("Status").font(.headline)
            }
            Divider()
            HStack {
                TextField("Command", text: $command)
                    .focused($commandFocused)
                    .onSubmit {
                        controller.run(command, on: selected)
                        command = ""
                    }
                    .submitLabel(.send)
                    .autocorrectionDisabled()
                Button("Run") { controller.run(command, on: selected) }
                    .disabled(command.isEmpty)
            }
            ForEach(controller.log.suffix(5)) { line in
                HStack {
                    Text(line.date, format: .dateTime.hour().minute().second())
                        .foregroundStyle(.secondary)
                    Text(line.message)
                }
                .font(.system(.caption, design: .monospaced))
            }
        }
        .padding()
        .background(colorScheme == .dark ? Color.black.opacity(0.2) : Color.white)
        .onDeleteCommand { controller.log.removeAll() }
        .onExitCommand { commandFocused = false }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Picker("Device", selection: $selectedID) {
                    Text("None").tag(Device.ID?.none)
                    ForEach(controller.devices) { device in
                        Text(device.name).tag(Optional(device.id))
                    }
                }
            }
            ToolbarItem {
                Button {
                    commandFocused = true
                } label: {
                    Label("Focus Command", systemImage: "terminal")
                }
                .keyboardShortcut("k")
            }
        }
    }
}
