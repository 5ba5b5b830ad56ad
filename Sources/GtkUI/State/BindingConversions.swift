/// The conversions and collection views of `Binding` that SwiftUI apps
/// lean on: unwrapping an optional (`if let note = Binding($item.note)`),
/// and a binding to a collection as a collection of bindings
/// (`ForEach($items) { $item in … }`).
extension Binding {
    /// A binding to the value inside `base`, or nil when `base` holds nil.
    ///
    /// When `base` later becomes nil, reading gives the last value seen.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional that writes through to `base` (nil leaves it unchanged).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to a hashable value as `AnyHashable` (writes of another type are dropped).
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// The bindings to the elements, in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The collection's indices.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The index past the last element.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The indices, as the bound collection has them.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// Moves `i` to the index after it.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { wrappedValue[position] }, set: { wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// Moves `i` to the index before it.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
