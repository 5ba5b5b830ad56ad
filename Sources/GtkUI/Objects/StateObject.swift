import Combine

/// An `ObservableObject` a view creates and owns (SwiftUI's `@StateObject`).
///
/// The object is made once per view identity, from the first view value's
/// initial expression; later values of the view (each parent re-render)
/// reuse it. The view's `body` is evaluated again when it announces a change.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    let location: StateObjectLocation<ObjectType>

    /// Makes the object with `thunk` the first time the view needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(StateObjectBox(thunk))
    }

    /// The object.
    public var wrappedValue: ObjectType { location.box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateObjectBox<ObjectType> {
            location.box = previous
        }
        let box = location.box
        box.subscription.onChange = onChange
        box.subscription.observe(box.object)
        return box
    }
}

/// The storage of one `@StateObject`: outlives the view values that name it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject>: AnyStateBox {
    private var thunk: (() -> ObjectType)?
    private var made: ObjectType?
    let subscription = ObjectWillChangeSubscription()

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    /// The object, made on first use.
    var object: ObjectType {
        if let made { return made }
        let object = thunk!()
        made = object
        thunk = nil
        return object
    }
}

/// The indirection a `StateObject` value holds, re-pointed at the node's storage.
@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    var box: StateObjectBox<ObjectType>
    init(_ box: StateObjectBox<ObjectType>) { self.box = box }
}
