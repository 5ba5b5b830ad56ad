import Combine
import Foundation

/// A view's subscription to one `ObservableObject`'s `objectWillChange`,
/// kept from render to render while the view observes the same object:
/// the object announcing a change invalidates the view (SwiftUI re-renders
/// every view observing an object that changes).
@MainActor
final class ObjectWillChangeSubscription: AnyStateBox {
    private(set) var objectID: ObjectIdentifier?
    private var cancellable: AnyCancellable?
    /// Invalidates the owning view; replaced on every render.
    var onChange: (() -> Void)?

    /// Observes `object`, unless it is the object already observed.
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        guard id != objectID else { return }
        objectID = id
        cancellable = object.objectWillChange.sink { [weak self] _ in
            // The announcement may come from any thread; the view updates on the main one.
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.onChange?() }
            } else {
                DispatchQueue.main.async { self?.onChange?() }
            }
        }
    }

    /// Stops observing.
    func stop() {
        cancellable = nil
        objectID = nil
    }
}
