import Observation

/// A binding whose source supports lazy writes (a `@State`).
@MainActor
protocol LazyWritableSource {
    associatedtype Value
    var generation: Int { get }
    func writeLazily(_ producer: @escaping () -> Value) -> Int
}

/// A custom binding's deferred writer (see `Binding.init(get:set:deferredSet:revision:)`).
@MainActor
struct DeferredSource<Value>: LazyWritableSource {
    let deferredSet: (@escaping () -> Value) -> Int
    let revision: () -> Int
    var generation: Int { revision() }
    func writeLazily(_ producer: @escaping () -> Value) -> Int { deferredSet(producer) }
}

@MainActor
struct LazyStateSource<Value>: LazyWritableSource {
    let location: StateLocation<Value>
    var generation: Int { location.box.generation }
    func writeLazily(_ producer: @escaping () -> Value) -> Int { location.box.writeLazily(producer) }
}
