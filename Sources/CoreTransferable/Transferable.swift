import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be dragged, dropped, copied, pasted and shared
/// (Apple's `Transferable`, from CoreTransferable, which Linux lacks).
///
/// Its `transferRepresentation` lists, most preferred first, the content
/// types it exports and imports:
///
///     struct Card: Codable, Transferable {
///         var title: String
///         static var transferRepresentation: some TransferRepresentation {
///             CodableRepresentation(contentType: .json)
///             ProxyRepresentation(exporting: \.title)
///         }
///     }
public protocol Transferable {
    /// The representation's type, inferred from `transferRepresentation`.
    associatedtype Representation: TransferRepresentation
    /// How the value is exported and imported, most preferred representation first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// A description of how a `Transferable` item is exported and imported
/// (Apple's `TransferRepresentation`): a primitive representation
/// (`DataRepresentation`, `CodableRepresentation`, `FileRepresentation`,
/// `ProxyRepresentation`), or a `body` composed of them.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representation this one is composed of (`Never` for a primitive one).
    associatedtype Body: TransferRepresentation
    /// The composed representation.
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

/// Who may receive an exported representation (Apple's `TransferRepresentationVisibility`).
///
/// GTK has no per-receiver visibility: `.ownProcess` representations are
/// offered only inside this app (in-app drags and pastes); the others to every app.
public enum TransferRepresentationVisibility: Sendable, Hashable {
    /// Every app.
    case all
    /// Apps of the same developer team (treated as `.all`).
    case team
    /// Apps of the same group (treated as `.all`).
    case group
    /// This app only.
    case ownProcess
}

extension Never: Transferable {
    /// Never has a representation.
    public static var transferRepresentation: Never { return fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    /// Never has a representation.
    public typealias Item = Never
    /// Never has a body.
    public var body: Never { return fatalError("Never has no body") }
}

/// Builds a `transferRepresentation` from representations listed one per
/// line (Apple's `TransferRepresentationBuilder`).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// The first representation of a list.
    public static func buildPartialBlock<R: TransferRepresentation>(first content: R) -> R where R.Item == Item { content }
    /// The representations so far and the next one.
    public static func buildPartialBlock<A: TransferRepresentation, N: TransferRepresentation>(accumulated: A, next: N)
        -> TupleTransferRepresentation<Item, A, N> where A.Item == Item, N.Item == Item
    {
        TupleTransferRepresentation(first: accumulated, second: next)
    }
    /// A representation given whole.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// A representation behind an availability check.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
}

/// Two representations, the first preferred (what the builder makes of a list).
public struct TupleTransferRepresentation<Item: Transferable, First: TransferRepresentation, Second: TransferRepresentation>:
    TransferRepresentation, _PrimitiveTransferRepresentation
where First.Item == Item, Second.Item == Item {
    let first: First
    let second: Second
    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }
    /// The entries of both, the first's first.
    public func _anyEntries() -> Any { first._transferEntries() + second._transferEntries() }
}
