import Gtk
import Observation
import Synchronization

/// A view's live counterpart: keeps the widgets of one view identity and
/// updates them in place when a new view value arrives.
///
/// Each node contributes an ordered list of widgets to its parent (a
/// primitive control one, `EmptyView` none, a `ForEach` many); containers
/// place the flattened list into their GTK widget.
@MainActor
class ViewNode {
    /// The widgets this node contributes, in order.
    private(set) var widgets: [Widget] = []
    /// The node whose widgets include these.
    weak var parent: ViewNode?
    /// Depth in the node tree; parents update before children.
    var depth = 0
    /// The view type this node renders; a different type means a new node.
    let viewType: Any.Type
    /// The lifetime of the window the node renders into (nil without one);
    /// every observation tracking of the node reads it (see `WindowLifetime`).
    var lifetime: WindowLifetime?

    /// Nodes alive, for the leak check (`LiveObjectProbe`).
    nonisolated static let liveCount = Atomic<Int>(0)

    init(viewType: Any.Type) {
        self.viewType = viewType
        ViewNode.liveCount.add(1, ordering: .relaxed)
    }

    deinit { ViewNode.liveCount.subtract(1, ordering: .relaxed) }

    /// Replaces the contributed widgets, telling the parent if they changed.
    func setWidgets(_ newWidgets: [Widget]) {
        guard !ViewNode.sameWidgets(widgets, newWidgets) else { return }
        widgets = newWidgets
        parent?.childWidgetsChanged(self)
    }

    /// A child's widgets changed.
    ///
    /// Default: contribute the children's widgets.
    func childWidgetsChanged(_ child: ViewNode) {}

    private var trackingGeneration = 0

    /// Runs `apply` now, and again whenever an `@Observable` property it
    /// read changes, until `apply` is replaced by the next update.
    ///
    /// A control bound to a model property follows it without re-rendering
    /// the body that declared the control (SwiftUI tracks such reads per
    /// view).
    func applyTrackingObservables(_ apply: @escaping @MainActor () -> Void) {
        trackingGeneration &+= 1
        trackedApply = apply
        let generation = trackingGeneration
        let lifetime = self.lifetime
        withObservationTracking {
            _ = lifetime?.isOpen
            apply()
        } onChange: { [weak self] in
            // Called before the change lands: re-apply right after it.
            Task { @MainActor in
                guard let self, self.trackingGeneration == generation, self.lifetime?.isOpen != false,
                    let apply = self.trackedApply
                else { return }
                self.applyTrackingObservables(apply)
            }
        }
    }
    private var trackedApply: (@MainActor () -> Void)?

    /// How this node changes every transaction passing it; nil for most nodes.
    ///
    /// Set by the modifiers that do (`.transaction(_:)`, `.animation(_:)`):
    /// renders that start below the node run in the changed transaction
    /// too (see `UpdateScheduler`).
    var everyTransaction: ((inout Transaction) -> Void)? { nil }

    /// Adopts `child`, setting its parent and depth.
    func adopt(_ child: ViewNode) {
        child.parent = self
        child.depth = depth + 1
    }

    static func sameWidgets(_ a: [Widget], _ b: [Widget]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSameObject(as: $1) }
    }
}
