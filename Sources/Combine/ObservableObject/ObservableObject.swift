/// An object that announces its changes before they happen (Combine's `ObservableObject`).
///
///     final class Document: ObservableObject {
///         @Published var title = "Untitled"
///     }
///
/// The default `objectWillChange` sends before any `@Published` property of
/// the object (or of its superclasses) changes.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties: found
    /// by reflecting over the object, as Combine does, and installed in
    /// each of them the first time it is asked for.
    ///
    /// An object without `@Published` properties gets a new publisher that
    /// never sends.
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? any PublishedField { fields.append(field) }
            }
            mirror = current.superclassMirror
        }
        guard let first = fields.first else { return ObservableObjectPublisher() }
        return first.storage.installPublisher(sharedWith: fields.dropFirst().map(\.storage))
    }
}
