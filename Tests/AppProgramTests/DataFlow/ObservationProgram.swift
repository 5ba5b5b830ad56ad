// The Observation framework with `import GtkUI` alone, as `import SwiftUI`
// allows: @Observable, @ObservationIgnored, withObservationTracking,
// @Environment(Type.self), @Bindable, @State holding the model.
import GtkUI

@Observable final class Library {
    var name = "Books"
    var count = 0
    @ObservationIgnored var loads = 0
}

struct LibraryRoot: View {
    @State private var library = Library()
    var body: some View {
        LibraryDetail()
            .environment(library)
    }
}

struct LibraryDetail: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        VStack {
            Text("\(library.name): \(library.count)")
            Toggle("Large", isOn: Binding(get: { library.count > 10 }, set: { library.count = $0 ? 11 : 0 }))
            TextEditor(text: $library.name)
        }
    }
}

/// Calls `onChange` once when a property `read` reads changes.
@MainActor func observeOnce(_ read: @escaping () -> Void, onChange: @escaping @Sendable () -> Void) {
    withObservationTracking(read, onChange: onChange)
}
