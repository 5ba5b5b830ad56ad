import Gtk

/// Menu bar commands of an app (SwiftUI's `Commands`).
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands these commands are made of.
    associatedtype Body: Commands
    /// The composition of these commands.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(type(of: self)) is primitive commands") }
}
