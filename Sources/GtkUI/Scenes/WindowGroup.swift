import Gtk

/// A scene that opens windows showing the same content (SwiftUI's `WindowGroup`).
///
/// Each window gets its own view state; windows share customizable toolbar
/// layouts by toolbar id. File ▸ New Window opens another.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; the app builds its windows itself.
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: () -> Content
    /// Renders a window presenting a value (`WindowGroup(for:)`); nil for plain groups.
    var makeValueContent: ((WindowHost, UpdateScheduler, AnyHashable?) -> HostingRoot)?
    var valueType: Any.Type?

    /// A window group showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content
    }
    /// A window group with a title.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content
    }
    /// A window group with a title and an identifier.
    @_disfavoredOverload
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

    /// A group whose windows present a value of type `D`.
    init<D: Hashable>(title: String?, id: String, valueContent: @escaping (Binding<D?>) -> Content) {
        self.title = title
        self.id = id
        self.content = { fatalError("a value window group renders with its value") }
        self.valueType = D.self
        self.makeValueContent = { host, scheduler, value in
            let box = PresentedValueBox<D>(value?.base as? D)
            box.host = host
            return HostingView(rootView: valueContent(box.binding), host: host, scheduler: scheduler)
        }
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        let content = self.content
        var configuration = WindowGroupConfiguration(
            title: title, id: id,
            makeContent: makeValueContent ?? { host, scheduler, _ in
                HostingView(rootView: content(), host: host, scheduler: scheduler)
            })
        configuration.valueType = valueType
        configurations.append(configuration)
    }
}
