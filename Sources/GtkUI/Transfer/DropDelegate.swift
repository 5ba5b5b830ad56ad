import Foundation
import Gtk

/// What a drop would do (SwiftUI's `DropOperation`).
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drop is cancelled.
    case cancel
    /// Not allowed here.
    case forbidden
    /// The data is copied.
    case copy
    /// The data is moved.
    case move
}

/// The operation a drop destination proposes while a drag is over it (SwiftUI's `DropProposal`).
public struct DropProposal: Sendable, Hashable {
    /// The operation.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag over a drop destination, or its drop (SwiftUI's `DropInfo`).
@MainActor
public struct DropInfo {
    /// Where the pointer is, in the destination view's coordinates.
    public let location: CGPoint
    /// The types asked for by `onDrop(of:delegate:)`.
    let supportedTypes: [UTType]
    /// The providers, once the drop delivered its data (nil while the drag hovers).
    let providers: [NSItemProvider]?
    /// What the drag over the destination carries, while it hovers.
    let kinds: [DropValueKind]

    /// Whether the drag carries an item of one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        if let providers { return providers.contains { $0.conforms(toAnyOf: contentTypes) } }
        if kinds.contains(.inApp), let drag = TransferRegistry.shared.activeDrag { return drag.conforms(toAnyOf: contentTypes) }
        if kinds.contains(.uris) && contentTypes.contains(where: TransferMIME.wantsURIs) { return true }
        return kinds.contains(.text) && contentTypes.contains(where: TransferMIME.wantsText)
    }

    /// Whether the drag carries an item of one of the type identifiers.
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map { UTType($0) ?? UTType(exportedAs: $0) })
    }

    /// The providers of the dropped items of `contentTypes` (empty before the drop).
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        (providers ?? []).filter { $0.conforms(toAnyOf: contentTypes) }
    }

    /// The providers of the dropped items of the type identifiers (empty before the drop).
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map { UTType($0) ?? UTType(exportedAs: $0) })
    }
}

/// Decides and performs drops on a view (SwiftUI's `DropDelegate`).
@MainActor
public protocol DropDelegate {
    /// Whether a drop here is allowed (by default: the drag carries a supported type).
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop, answering whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A drag came over the view.
    func dropEntered(info: DropInfo)
    /// A drag moved over the view: the operation proposed (nil: copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Allows the drop when the drag carries a supported type.
    public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: info.supportedTypes) }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Proposes nothing (a copy).
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}
