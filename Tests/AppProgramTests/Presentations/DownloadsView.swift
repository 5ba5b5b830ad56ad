// An app-style downloads list: determinate and indeterminate progress,
// a stepper for parallel downloads, a destructive button behind a
// confirmation dialog, details in a sheet per item and an inspector.
import GtkUI

struct Download: Identifiable, Hashable {
    let id: Int
    var name: String
    var received: Double
    var size: Double?
}

struct DownloadsView: View {
    @State var downloads: [Download] = [
        Download(id: 1, name: "ubuntu.iso", received: 1.5, size: 6),
        Download(id: 2, name: "podcast.mp3", received: 0, size: nil)
    ]
    @State private var parallel = 2
    @State private var confirmingCancel = false
    @State private var selected: Download?
    @State private var showingInspector = false
    @State private var showingFilter = false

    var body: some View {
        VStack {
            ForEach(downloads) { download in
                ProgressView(download.name, value: download.size.map { _ in download.received }, total: download.size ?? 1)
                    .progressViewStyle(.linear)
            }
            Stepper("Parallel downloads: \(parallel)", value: $parallel, in: 1...8)
            Button("Cancel All", role: .destructive) { confirmingCancel = true }
            Image(systemName: "arrow.down.circle")
                .symbolVariant(.fill)
                .symbolRenderingMode(.hierarchical)
            Button("Details") { selected = downloads.first }
                .popover(isPresented: $showingFilter, arrowEdge: .bottom) { Text("Filter") }
        }
        .inspector(isPresented: $showingInspector) {
            Text("Speed limit").inspectorColumnWidth(min: 200, ideal: 240, max: 320)
        }
        .dialogIcon(Image(systemName: "trash"))
        .confirmationDialog("Cancel all downloads?", isPresented: $confirmingCancel, titleVisibility: .visible) {
            Button("Cancel Downloads", role: .destructive) { downloads.removeAll() }
        } message: {
            Text("Partly downloaded files are deleted.")
        }
        .sheet(item: $selected) { download in
            DownloadDetails(download: download)
                .presentationDetents([.medium, .large])
                .interactiveDismissDisabled(false)
        }
    }
}

struct DownloadDetails: View {
    let download: Download
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(download.name)
            Button("Done") { dismiss() }
                .keyboardShortcut(.defaultAction)
        }
    }
}
