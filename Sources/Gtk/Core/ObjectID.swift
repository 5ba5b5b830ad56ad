import CGtk

/// Which GObject a wrapper wraps (wrappers are not unique per object), for
/// sets and dictionaries of objects.
public struct ObjectID: Hashable, Sendable {
    private let address: UInt
    init(_ raw: UnsafeMutableRawPointer) { address = UInt(bitPattern: raw) }
}
