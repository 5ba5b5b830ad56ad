// A clipboard-history window in the style of menu-bar utilities for
// macOS: a searchable list of copied snippets, hover highlighting, pinning
// by double click, keyboard shortcuts, and a toolbar to clear or pause.
import Foundation
import GtkUI

struct Snippet: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var copiedAt: Date
    var isPinned = false
}

@Observable final class SnippetHistory {
    var snippets: [Snippet] = []
    var isPaused = false

    func togglePin(_ snippet: Snippet) {
        guard let index = snippets.firstIndex(of: snippet) else { return }
        snippets[index].isPinned.toggle()
    }

    func clearUnpinned() { snippets.removeAll { !$0.isPinned } }
}

struct SnippetRow: View {
    let snippet: Snippet
    let isSelected: Bool
    @State private var isHovered = false

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: snippet.isPinned ? "pin.fill" : "doc.on.clipboard")
                .imageScale(.small)
                .foregroundStyle(.secondary)
            Text(snippet.text)
                .lineLimit(1)
                .truncationMode(.middle)
            Spacer()
            Text(snippet.copiedAt, style: .relative)
                .font(.caption)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(isHovered || isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
        .clipShape(RoundedRectangle(cornerRadius: 6))
        .contentShape(Rectangle())
        .onHover { hovering in isHovered = hovering }
    }
}

struct ClipboardHistoryView: View {
    @State private var history = SnippetHistory()
    @State private var query = ""
    @State private var selection: Snippet.ID?
    @FocusState private var searchFocused: Bool

    private var visible: [Snippet] {
        let matching = query.isEmpty ? history.snippets : history.snippets.filter { $0.text.localizedCaseInsensitiveContains(query) }
        return matching.sorted { ($0.isPinned ? 0 : 1, $1.copiedAt) < ($1.isPinned ? 0 : 1, $0.copiedAt) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Search", text: $query)
                .textFieldStyle(.roundedBorder)
                .focused($searchFocused)
                .onSubmit { selection = visible.first?.id }
                .padding(8)
            Divider()
            ForEach(Array(visible.enumerated()), id: \.offset) { index, snippet in
                SnippetRow(snippet: snippet, isSelected: selection == snippet.id)
                    .gesture(TapGesture(count: 2).onEnded { history.togglePin(snippet) })
                    .simultaneousGesture(TapGesture().onEnded { selection = snippet.id })
                    .help(index < 9 ? "Item \(index + 1)" : snippet.text)
            }
            Spacer(minLength: 0)
            Text("\(history.snippets.count) items")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .frame(minWidth: 320, minHeight: 240)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Toggle(isOn: $history.isPaused) {
                    Label("Pause", systemImage: "pause.circle")
                }
            }
            ToolbarItem {
                Button(role: .destructive) {
                    history.clearUnpinned()
                } label: {
                    Label("Clear", systemImage: "trash")
                }
                .disabled(history.snippets.isEmpty)
            }
        }
        .onAppear { searchFocused = true }
        .onKeyPress(.escape) {
            guard !query.isEmpty else { return .ignored }
            query = ""
            return .handled
        }
    }
}
