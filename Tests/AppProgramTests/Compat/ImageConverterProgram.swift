// A drop-a-file converter in the style of small macOS media utilities: a
// drop zone that highlights while targeted, quality and size controls
// with formatted values, a progress view, and a toolbar to open a file.
import Foundation
import GtkUI
import UniformTypeIdentifiers

struct ConversionSettings: Equatable {
    var quality = 0.8
    var scale = 1.0
    var loops = true
}

struct DropZone: View {
    @Binding var inputURL: URL?
    @State private var isTargeted = false

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "square.and.arrow.down")
                .font(.system(size: 40))
                .foregroundStyle(isTargeted ? .primary : .secondary)
            Text(inputURL?.lastPathComponent ?? "Drop a video here")
                .font(.title3)
            RoundedRectangle(cornerRadius: 6)
                .strokeBorder(isTargeted ? Color.accentColor : Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6]))
                .frame(width: 120, height: 12)
        }
        .frame(maxWidth: .infinity, minHeight: 160)
        .background(Color.secondary.opacity(isTargeted ? 0.2 : 0.08), in: RoundedRectangle(cornerRadius: 12))
        .onHover { isTargeted = $0 }
    }
}

struct ConverterView: View {
    @State private var inputURL: URL?
    @State private var settings = ConversionSettings()
    @State private var progress: Double?
    @State private var showsImporter = false
    @State private var estimatedBytes: Int64 = 3_400_000

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            DropZone(inputURL: $inputURL)
            HStack {
                Text("Quality")
                Slider(value: $settings.quality, in: 0.1...1)
                Text(settings.quality, format: .percent.precision(.fractionLength(0)))
                    .monospacedDigit()
                    .frame(width: 44, alignment: .trailing)
            }
            HStack {
                Text("Size")
                Slider(value: $settings.scale, in: 0.25...1, step: 0.25)
                Text(settings.scale, format: .number.precision(.fractionLength(2)))
            }
            Toggle("Loop forever", isOn: $settings.loops)
            Text("Estimated size: \(ByteCountFormatter.string(fromByteCount: estimatedBytes, countStyle: .file))")
                .foregroundStyle(.secondary)
            if let progress {
                ProgressView(value: progress) { Text("Converting…") }
            }
            Button("Convert") { progress = 0 }
                .buttonStyle(.borderedProminent)
                .disabled(inputURL == nil)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding()
        .frame(width: 420)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Open…", systemImage: "folder") { showsImporter = true }
            }
        }
        .fileImporter(isPresented: $showsImporter, allowedContentTypes: [.movie]) { result in
            if case .success(let url) = result { inputURL = url }
        }
        .onChange(of: settings) { estimatedBytes = Int64(3_400_000 * settings.quality * settings.scale) }
    }
}
