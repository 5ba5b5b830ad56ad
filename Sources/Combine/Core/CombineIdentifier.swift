import Synchronization

/// A unique identity for a subscription or subscriber (Combine's `CombineIdentifier`).
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Atomic<UInt64>(0)
    private let value: UInt64

    /// A new identity, different from every other.
    public init() { value = Self.counter.add(1, ordering: .relaxed).newValue }
    /// The identity of `object`.
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) | (1 << 63) }

    /// The identifier in hexadecimal, such as `0x8000…`.
    public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type that has a Combine identity (Combine's `CustomCombineIdentifierConvertible`).
public protocol CustomCombineIdentifierConvertible {
    /// The identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// An object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
