import Gtk

/// Window groups whose windows each present a value
/// (`WindowGroup(id:for:)`, opened by `openWindow(id:value:)`).
extension WindowGroup {
    /// A window group whose windows present values of type `type`.
    public init<D: Codable & Hashable>(
        id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: nil, id: id, valueContent: content)
    }

    /// A titled window group whose windows present values of type `type`.
    public init<D: Codable & Hashable>(
        _ title: some StringProtocol, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: String(title), id: id, valueContent: content)
    }

    /// A window group whose windows present values of type `type` (opened by `openWindow(value:)`).
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(title: nil, id: "\(D.self)", valueContent: content)
    }
}

/// The value a window of a `WindowGroup(for:)` presents; setting it
/// renders the window's content again.
@MainActor
final class PresentedValueBox<D: Hashable> {
    var value: D?
    weak var host: WindowHost?
    init(_ value: D?) { self.value = value }

    var binding: Binding<D?> {
        Binding(
            get: { self.value },
            set: { [weak self] in
                self?.value = $0
                self?.host?.rerenderContent?()
            })
    }
}
