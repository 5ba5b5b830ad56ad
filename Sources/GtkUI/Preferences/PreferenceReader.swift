import Gtk

extension View {
    /// Runs `action` with the value for `key` of the views inside this
    /// one, once they first set it and again whenever it changes, after
    /// the update that changed it.
    ///
    /// The closure is not required to be `@Sendable`: it runs on the main
    /// thread, so both `{ size = $0 }` and `{ value in Task { @MainActor in … } }`
    /// work.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceChangeReader<K, Self>(content: self, action: action)
    }

    /// Lays the view `transform` makes from the value for `key` of the
    /// views inside this one in front of this view, placed per `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceLayerModifier<K, Self, V>(content: self, transform: transform, alignment: alignment, isBackground: false)
    }

    /// Lays the view `transform` makes from the value for `key` in front of this view.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        PreferenceLayerModifier<Key, Self, T>(content: self, transform: transform, alignment: .center, isBackground: false)
    }

    /// Lays the view `transform` makes from the value for `key` of the
    /// views inside this one behind this view, placed per `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceLayerModifier<K, Self, V>(content: self, transform: transform, alignment: alignment, isBackground: true)
    }

    /// Lays the view `transform` makes from the value for `key` behind this view.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        PreferenceLayerModifier<Key, Self, T>(content: self, transform: transform, alignment: .center, isBackground: true)
    }
}

/// `.onPreferenceChange`: the content, and an action on its value for one key.
struct PreferenceChangeReader<K: PreferenceKey, Content: View>: View, PrimitiveView, DescribableView
where K.Value: Equatable {
    typealias Body = Never
    let content: Content
    let action: (K.Value) -> Void

    func makeNode() -> PreferenceChangeNode<K> { PreferenceChangeNode<K>(viewType: Self.self) }
    func updateNode(_ node: PreferenceChangeNode<K>, context: RenderContext) {
        node.action = action
        node.scheduler = context.scheduler
        node.render(content, context: context)
        node.outputMayHaveChanged()
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// A node that acts on its members' value after the renders of an update.
@MainActor
class PreferenceReaderNode<K: PreferenceKey>: TypedPreferenceNode<K> {
    var scheduler: UpdateScheduler?
    private var isScheduled = false

    override func memberChanged() {
        super.memberChanged()
        guard !isScheduled, let scheduler else { return }
        isScheduled = true
        scheduler.scheduleAfterRenders(self) { [weak self] in
            guard let self else { return }
            self.isScheduled = false
            guard self.lifetime?.isOpen != false else { return }
            self.membersSettled()
        }
    }

    /// The renders that changed a member are done.
    func membersSettled() {}
}

/// The node of `.onPreferenceChange`: runs the action when the reduced
/// value differs from the one it last ran with (the first value counts as
/// a change, as in SwiftUI), but not while it is a `GeometryReader`'s
/// placeholder.
@MainActor
final class PreferenceChangeNode<K: PreferenceKey>: PreferenceReaderNode<K> where K.Value: Equatable {
    var action: ((K.Value) -> Void)?
    private var lastValue: K.Value?
    /// Actions run in the current flush, against update cycles.
    private var flushActions = (flush: -1, count: 0)

    override func membersSettled() {
        guard hadMembers, let scheduler else { return }
        let current = currentValue()
        guard !current.isProvisional, lastValue != current.value else { return }
        if flushActions.flush != scheduler.flushCount { flushActions = (scheduler.flushCount, 0) }
        flushActions.count += 1
        guard flushActions.count <= Self.actionsPerFlush else {
            Diagnostics.warn("onPreferenceChange(\(K.self)): the value changes on every update; action skipped")
            return
        }
        lastValue = current.value
        action?(current.value)
    }

    /// More actions than this in one update are a cycle (the action changes
    /// what it reads).
    static var actionsPerFlush: Int { 16 }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: an overlay
/// (or background) made from the content's value for one key.
///
/// The content is read by a collector node; the layer is rendered after
/// the content, from the value the content's writers just produced, and
/// alone again whenever that value may have changed (a writer rendered,
/// appeared or went away), without rendering the content again.
struct PreferenceLayerModifier<K: PreferenceKey, Content: View, Layer: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let transform: (K.Value) -> Layer
    let alignment: Alignment
    let isBackground: Bool

    func makeNode() -> PreferenceLayerHostNode<K> { PreferenceLayerHostNode<K>(viewType: Self.self) }
    func updateNode(_ node: PreferenceLayerHostNode<K>, context: RenderContext) {
        node.render(
            LayerModifier(
                content: PreferenceCollector<K, Content>(content: content, channel: node.channel),
                layer: PreferenceValueLayer<K, Layer>(channel: node.channel, transform: transform),
                alignment: alignment, isBackground: isBackground),
            context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// Links a preference layer's collector (the content) to the layer.
@MainActor
final class PreferenceChannel<K: PreferenceKey> {
    weak var collector: PreferenceCollectorNode<K>?
    weak var layer: PreferenceLayerNode<K>?
    /// Changes the collector saw, so the layer knows whether it is current.
    var changes = 0
}

/// The node that owns a preference layer's channel.
@MainActor
final class PreferenceLayerHostNode<K: PreferenceKey>: PassthroughNode {
    let channel = PreferenceChannel<K>()
}

/// The content of a preference layer, read for one key.
struct PreferenceCollector<K: PreferenceKey, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let channel: PreferenceChannel<K>

    func makeNode() -> PreferenceCollectorNode<K> { PreferenceCollectorNode<K>(viewType: Self.self) }
    func updateNode(_ node: PreferenceCollectorNode<K>, context: RenderContext) {
        channel.collector = node
        node.channel = channel
        node.scheduler = context.scheduler
        node.render(content, context: context)
        node.outputMayHaveChanged()
    }
}

/// Reads a preference layer's content; renders the layer again after the
/// updates that may have changed the value.
@MainActor
final class PreferenceCollectorNode<K: PreferenceKey>: PreferenceReaderNode<K> {
    weak var channel: PreferenceChannel<K>?

    override func memberChanged() {
        channel?.changes += 1
        super.memberChanged()
    }

    override func membersSettled() { channel?.layer?.renderIfStale() }
}

/// The layer of a preference layer, made from the collector's value.
struct PreferenceValueLayer<K: PreferenceKey, Layer: View>: View, PrimitiveView {
    typealias Body = Never
    let channel: PreferenceChannel<K>
    let transform: (K.Value) -> Layer

    func makeNode() -> PreferenceLayerNode<K> { PreferenceLayerNode<K>(viewType: Self.self) }
    func updateNode(_ node: PreferenceLayerNode<K>, context: RenderContext) {
        channel.layer = node
        node.channel = channel
        let channel = self.channel
        let transform = self.transform
        node.renderLayer = { [weak node] in
            guard let node else { return }
            node.renderedChanges = channel.changes
            let value = channel.collector?.currentValue().value ?? K.defaultValue
            node.render(transform(value), context: context)
        }
        node.renderLayer?()
    }
}

/// The node of a preference layer's layer.
@MainActor
final class PreferenceLayerNode<K: PreferenceKey>: PassthroughNode {
    var renderLayer: (() -> Void)?
    var renderedChanges = -1
    weak var channel: PreferenceChannel<K>?

    /// Renders the layer again unless it was made after the latest change.
    func renderIfStale() {
        guard let channel, renderedChanges != channel.changes else { return }
        renderLayer?()
    }
}
