import Combine

/// The key under which a focused observable object of `ObjectType` is
/// published (`.focusedObject(_:)`, `.focusedSceneObject(_:)`).
struct FocusedObjectKey<ObjectType: ObservableObject>: Hashable {}

extension FocusedValues {
    /// The object of `ObjectType` the focused window publishes.
    subscript<ObjectType: ObservableObject>(object key: FocusedObjectKey<ObjectType>) -> ObjectType? {
        get { self[FocusedObjectSlot<ObjectType>.self] }
        set { self[FocusedObjectSlot<ObjectType>.self] = newValue }
    }
}

/// The `FocusedValueKey` behind `FocusedObjectKey`.
enum FocusedObjectSlot<ObjectType: ObservableObject>: FocusedValueKey {
    typealias Value = ObjectType
}

/// Reads an observable object published by the focused window (SwiftUI's
/// `@FocusedObject`), as menu commands and toolbar items do to act on the
/// active window's model.
///
/// A view publishes it with `.focusedObject(model)` or
/// `.focusedSceneObject(model)`; GtkUI treats both as scene-wide, as with
/// `focusedValue`. The commands re-read it whenever the published objects
/// change or the menus refresh.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedObject var model: NotesModel?
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Add Note") { model?.add() }.disabled(model == nil)
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object read while the commands or toolbar content were evaluated,
    /// for their actions, which run later.
    private let seen = FocusedObjectBox<ObjectType>()

    /// Reads the object of `ObjectType`.
    public init() {}
    /// The object, or nil when the focused window does not publish one.
    ///
    /// An action (a button's, run after the evaluation) gets the object its
    /// item was evaluated with.
    @MainActor public var wrappedValue: ObjectType? {
        guard FocusedValues.readingDepth > 0 else { return seen.object }
        let object = FocusedValues.read[object: FocusedObjectKey<ObjectType>()]
        seen.object = object
        return object
    }
    /// Bindings to the object's properties (`$model.title`), or nil without an object.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject(wrappedValue: $0).projectedValue }
    }
}

/// The object a `@FocusedObject` read last (weakly: the window owns it).
final class FocusedObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    weak var object: ObjectType?
}

extension View {
    /// Publishes `object` to the `@FocusedObject` properties of menu
    /// commands and toolbar items while this view's window is active.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        FocusedValueWriter(content: self, keyPath: \FocusedValues.[object: FocusedObjectKey<T>()], value: object)
    }

    /// Publishes `object` to `@FocusedObject` while this view's window is active.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        focusedObject(object)
    }
}
