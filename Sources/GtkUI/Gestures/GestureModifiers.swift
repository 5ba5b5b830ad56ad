import Foundation

/// A gesture that also calls an action as its value changes (`onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture, GestureRecognizing {
    /// The gesture's value.
    public typealias Value = Content.Value
    /// `Never`: recognized through its content.
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        var callbacks = downstream
        let action = self.action
        callbacks.changed = { value in
            action(value)
            downstream.changed(value)
        }
        return gestureRecognizer(content, callbacks) ?? GestureRecognizerSpec(kind: .tap(count: 1)) { _ in }
    }
}

/// A gesture that also calls an action when it ends (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, GestureRecognizing {
    /// The gesture's value.
    public typealias Value = Content.Value
    /// `Never`: recognized through its content.
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        var callbacks = downstream
        let action = self.action
        callbacks.ended = { value in
            action(value)
            downstream.ended(value)
        }
        return gestureRecognizer(content, callbacks) ?? GestureRecognizerSpec(kind: .tap(count: 1)) { _ in }
    }
}

/// A gesture that writes a `@GestureState` as it changes, reset when it
/// ends or is cancelled (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, GestureRecognizing {
    /// The gesture's value.
    public typealias Value = Base.Value
    /// `Never`: recognized through its base.
    public typealias Body = Never
    /// The gesture whose changes update the state.
    public var base: Base
    /// The state written.
    public var state: GestureState<State>
    /// What a change writes into the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Updates `state` with `body` on each change of `base`.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        var callbacks = downstream
        let (state, body) = (self.state, self.body)
        callbacks.changed = { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.write(current)
            downstream.changed(value)
        }
        callbacks.reset = {
            state.reset()
            downstream.reset()
        }
        return gestureRecognizer(base, callbacks) ?? GestureRecognizerSpec(kind: .tap(count: 1)) { _ in }
    }
}

extension Gesture {
    /// Calls `action` with the gesture's value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Calls `action` with the gesture's final value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Writes `state` from each change of the gesture; the state returns to
    /// its initial value when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
