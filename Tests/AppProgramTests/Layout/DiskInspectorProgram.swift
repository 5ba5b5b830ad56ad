// A disk-usage inspector as a macOS SwiftUI developer writes it: volumes
// in an `HSplitView` beside a `VSplitView` of the selected volume's
// folders over its summary, the summary in `GroupBox`es (one with a style
// of the app's own), a capacity line that shortens with `ViewThatFits`,
// and folders the user puts in order by dragging (`.onMove`).
import Foundation
import GtkUI

struct DiskVolume: Identifiable, Hashable {
    let id: String
    var name: String
    var usedBytes: Int64
    var capacityBytes: Int64
}

struct FolderUsage: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var bytes: Int64
}

/// "12.3 GB", as the inspector prints sizes.
func gigabytes(_ bytes: Int64) -> String {
    String(format: "%.1f GB", Double(bytes) / 1_000_000_000)
}

struct StatGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
                .font(.title3)
        }
        .padding(8)
    }
}

struct DiskInspector: View {
    @State private var volumes = [
        DiskVolume(id: "root", name: "Macintosh HD", usedBytes: 312_000_000_000, capacityBytes: 494_000_000_000),
        DiskVolume(id: "backup", name: "Backup", usedBytes: 1_200_000_000_000, capacityBytes: 2_000_000_000_000)
    ]
    @State private var selectedVolume: DiskVolume.ID? = "root"
    @State private var folders = [
        FolderUsage(name: "Applications", bytes: 48_200_000_000),
        FolderUsage(name: "Library", bytes: 96_400_000_000),
        FolderUsage(name: "Users", bytes: 151_000_000_000),
        FolderUsage(name: "System", bytes: 16_400_000_000)
    ]

    private var volume: DiskVolume? { volumes.first { $0.id == selectedVolume } }

    var body: some View {
        HSplitView {
            List(volumes, selection: $selectedVolume) { volume in
                Label(volume.name, systemImage: "internaldrive")
            }
            .frame(minWidth: 160, idealWidth: 200, maxWidth: 280)

            VSplitView {
                List {
                    ForEach(folders) { folder in
                        HStack {
                            Label(folder.name, systemImage: "folder")
                            Spacer()
                            Text(gigabytes(folder.bytes))
                                .foregroundStyle(.secondary)
                        }
                    }
                    .onMove { source, destination in
                        folders.move(fromOffsets: source, toOffset: destination)
                    }
                }
                .frame(minHeight: 120)

                summary
                    .frame(minHeight: 120, maxHeight: 260)
            }
            .frame(minWidth: 320, maxWidth: .infinity)
        }
    }

    @ViewBuilder private var summary: some View {
        if let volume {
            VStack(alignment: .leading, spacing: 12) {
                GroupBox(label: Label(volume.name, systemImage: "internaldrive")) {
                    ViewThatFits(in: .horizontal) {
                        Text(
                            "\(gigabytes(volume.usedBytes)) used of \(gigabytes(volume.capacityBytes)) — \(gigabytes(volume.capacityBytes - volume.usedBytes)) available"
                        )
                        Text("\(gigabytes(volume.usedBytes)) of \(gigabytes(volume.capacityBytes))")
                    }
                    ProgressView(value: Double(volume.usedBytes), total: Double(volume.capacityBytes))
                }
                HStack {
                    GroupBox("Folders") { Text("\(folders.count)") }
                    GroupBox("Largest") { Text(folders.max { $0.bytes < $1.bytes }?.name ?? "—") }
                }
                .groupBoxStyle(StatGroupBoxStyle())
            }
            .padding()
        } else {
            Text("Select a volume")
                .foregroundStyle(.secondary)
        }
    }
}
