import Gtk

/// A scene that opens windows showing the same content (SwiftUI's `WindowGroup`).
///
/// Each window gets its own view state; windows share customizable toolbar
/// layouts by toolbar id. File ▸ New Window opens another.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: () -> Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content
    }
    /// A window group with a title.
    public init(_ title: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content
    }
    /// A window group with a title and an identifier.
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }
    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = id
        self.content = content
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        let content = self.content
        configurations.append(WindowGroupConfiguration(title: title, id: id) { host, scheduler in
            HostingView(rootView: content(), host: host, scheduler: scheduler)
        })
    }
}
