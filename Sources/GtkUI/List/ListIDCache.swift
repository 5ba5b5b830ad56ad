import Foundation

/// The elements and row ids of a list's `ForEach` at its last render, kept
/// so that the next render pays for the elements that changed rather than
/// for every row.
///
/// A list reads every row's id on each render to find rows inserted,
/// removed or moved. When one element of a 100,000-element array changes,
/// that is 100,000 ids boxed and compared for one changed row. With the
/// previous render's array at hand, the elements whose bytes are unchanged
/// are found with `memcmp`, only the changed elements' ids are read, and
/// when those are the same the previous ids array is used again: the
/// same storage, which `ListViewNode` recognises without comparing.
///
/// Why this is sound: both arrays are alive and immutable while they are
/// compared (this cache holds the old one, so a change to the app's array
/// copied it), so an element with the same bytes at the same offset is the
/// same value, and the same key path reads the same id from it. Elements
/// that are class instances are not compared this way (an object's id
/// may change in place); an id read through a reference that an element
/// struct holds is taken as unchanged when the element is, as SwiftUI
/// asks an element's id to stay the same while the element does.
@MainActor
final class ListIDCache<Element, ID: Hashable> {
    let elements: [Element]
    let idKey: AnyKeyPath
    let ids: [AnyHashable]

    init(elements: [Element], idKey: AnyKeyPath, ids: [AnyHashable]) {
        self.elements = elements
        self.idKey = idKey
        self.ids = ids
    }

    /// Elements compared per `memcmp` before looking for the changed ones among them.
    private static var chunk: Int { 256 }
    /// Beyond this many changed elements the ids are all read again (it costs as much).
    private static var changedLimit: Int { 64 }

    /// The ids of `new` (read by `idKey` through `id`): the previous ids,
    /// the same array storage, when every element whose bytes changed kept
    /// its id; nil when they cannot be reused (rows were inserted,
    /// removed or moved, an id changed, another key path, many changes).
    func reusedIDs(for new: [Element], idKey: AnyKeyPath, id: (Element) -> ID) -> [AnyHashable]? {
        let stride = MemoryLayout<Element>.stride
        guard new.count == elements.count, idKey == self.idKey, stride > 0, !(Element.self is AnyObject.Type)
        else { return nil }
        let unchanged = elements.withUnsafeBytes { old in
            new.withUnsafeBytes { fresh -> Bool in
                guard let oldBase = old.baseAddress, let freshBase = fresh.baseAddress else { return true }
                if oldBase == freshBase { return true }
                var changed = 0
                var start = 0
                while start < new.count {
                    let end = min(start + Self.chunk, new.count)
                    let offset = start * stride
                    if memcmp(oldBase + offset, freshBase + offset, (end - start) * stride) != 0 {
                        for index in start..<end where memcmp(oldBase + index * stride, freshBase + index * stride, stride) != 0 {
                            changed += 1
                            guard changed <= Self.changedLimit, AnyHashable(id(new[index])) == ids[index] else { return false }
                        }
                    }
                    start = end
                }
                return true
            }
        }
        return unchanged ? ids : nil
    }
}
