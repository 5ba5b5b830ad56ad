import Foundation
import GtkUI

// An inbox as a SwiftUI developer writes one, with the animations such
// apps use: archiving a message slides it away and shows a toast that
// hides itself, a counter that springs when it changes, a section shown
// through an animated binding, and a completion once a change is done.

struct InboxMessage: Identifiable, Equatable {
    let id: Int
    var subject: String
}

struct InboxView: View {
    @State private var messages = [
        InboxMessage(id: 1, subject: "Lunch on Friday?"),
        InboxMessage(id: 2, subject: "Quarterly report"),
        InboxMessage(id: 3, subject: "Your parcel is on its way")
    ]
    @State private var archived: [InboxMessage] = []
    @State private var toast: String?
    @State private var showsArchive = false
    @State private var archivedNotes = 0
    let toastSeconds: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Inbox")
                    .font(.headline)
                Text("\(messages.count)")
                    .contentTransition(.numericText())
                    .scaleEffect(messages.count < 3 ? 1.2 : 1)
                    .animation(.spring(duration: 0.3, bounce: 0.4), value: messages.count)
            }
            ForEach(messages) { message in
                HStack {
                    Text(message.subject)
                    Spacer()
                    Button("Archive \(message.id)") { archive(message) }
                }
                .transition(.asymmetric(insertion: .opacity, removal: .slide))
            }
            Toggle("Show Archive", isOn: $showsArchive.animation(.easeInOut(duration: 0.25)))
            if showsArchive {
                VStack(alignment: .leading) {
                    ForEach(archived) { Text("Archived: \($0.subject)") }
                }
                .transition(.move(edge: .top).combined(with: .opacity))
            }
            Text("Archived notes: \(archivedNotes)")
            if let toast {
                Text(toast)
                    .padding(8)
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .task(id: toast) {
                        try? await Task.sleep(for: .seconds(toastSeconds))
                        withAnimation(.easeOut(duration: 0.2)) { self.toast = nil }
                    }
            }
        }
        .padding()
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Archive All", systemImage: "archivebox") {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        archived += messages
                        messages.removeAll()
                        toast = "Archived everything"
                    } completion: {
                        archivedNotes += 1
                    }
                }
                .disabled(messages.isEmpty)
            }
        }
    }

    private func archive(_ message: InboxMessage) {
        withAnimation(.snappy) {
            messages.removeAll { $0 == message }
            archived.append(message)
            toast = "Archived “\(message.subject)”"
        } completion: {
            archivedNotes += 1
        }
    }
}
