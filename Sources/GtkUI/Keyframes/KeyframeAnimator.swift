import Foundation
import Gtk

/// Animates its content with keyframes (SwiftUI's `KeyframeAnimator`): the
/// content is drawn, frame after frame, for the value a `KeyframeTimeline`
/// has at that moment.
///
/// With a trigger, each change of it plays the keyframes once, starting
/// from the value shown (the initial value at first, the end of the last run
/// after that), and the content keeps the timeline's last value. Without one
/// the keyframes play over and over from the initial value while `repeating`.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// Frames come from the window's frame clock, so nothing runs while the
/// content is not shown. When GTK does not animate (`gtk-enable-animations`
/// off, as with reduced motion), a run shows its last value at once.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    /// `Never`: a primitive view, drawing its content for the current value.
    public typealias Body = Never
    let initialValue: Value
    let trigger: AnyEquatable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` once each time `trigger` changes, drawing `content`
    /// for each frame's value.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnyEquatable(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` over and over while `repeating`, drawing `content`
    /// for each frame's value; when not repeating, `content` shows `initialValue`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator: PrimitiveView {
    func makeNode() -> KeyframeAnimatorNode<Value> { KeyframeAnimatorNode(viewType: Self.self, initialValue: initialValue) }

    func updateNode(_ node: KeyframeAnimatorNode<Value>, context: RenderContext) {
        let (content, keyframes) = (self.content, self.keyframes)
        node.draw = { [weak node] value in
            guard let node else { return }
            TransactionScope.rendering(in: Transaction(animation: nil)) { node.render(content(value), context: context) }
        }
        node.makeTimeline = { value in KeyframeTimeline(initialValue: value, keyframes: keyframes(value)) }
        if let trigger {
            node.repeats = false
            if let previous = node.trigger, previous != trigger { node.play(from: node.value) }
            node.trigger = trigger
        } else if repeating {
            node.repeats = true
            if !node.isRunning { node.play(from: initialValue) }
        } else {
            node.stop(at: initialValue)
        }
        node.render(content(node.value), context: context)
        node.keepTicking()
    }
}

/// The node of a `KeyframeAnimator`: the content for the value shown, and
/// the frame clock tick that moves the value along the timeline.
@MainActor
final class KeyframeAnimatorNode<Value>: PassthroughNode {
    /// Renders the content for a value.
    var draw: (Value) -> Void = { _ in }
    /// The timeline of a run that starts at a value.
    var makeTimeline: (Value) -> KeyframeTimeline<Value> = { _ in fatalError("no keyframes yet") }
    /// The value shown.
    private(set) var value: Value
    /// The trigger's last value.
    var trigger: AnyEquatable?
    /// Whether a run starts over when it ends (no trigger, repeating).
    var repeats = false
    /// The run under way.
    private var timeline: KeyframeTimeline<Value>?
    /// When the run started, in microseconds of the monotonic clock.
    private var start: Int64 = 0
    /// The widget whose tick callback moves the run along, and its number:
    /// a callback whose number is not the current one stops.
    private weak var ticking: Widget?
    private var callback = 0

    init(viewType: Any.Type, initialValue: Value) {
        value = initialValue
        super.init(viewType: viewType)
    }

    /// Whether a run is under way.
    var isRunning: Bool { timeline != nil }

    /// Starts a run from `initial`; without animations, shows its end at once.
    func play(from initial: Value) {
        let timeline = makeTimeline(initial)
        guard timeline.duration > 0, Gtk.enablesAnimations else {
            stop(at: timeline.value(time: timeline.duration))
            return
        }
        self.timeline = timeline
        start = FrameClock.monotonicMicroseconds
        value = timeline.value(time: 0)
    }

    /// Ends any run and shows `value`.
    func stop(at value: Value) {
        timeline = nil
        callback &+= 1
        ticking = nil
        self.value = value
    }

    /// Makes sure a run under way gets frames: a tick callback on the
    /// content's first widget (again if the content's widget changed).
    func keepTicking() {
        guard isRunning, let widget = widgets.first, ticking !== widget else { return }
        ticking = widget
        callback &+= 1
        let number = callback
        widget.addTickCallback { [weak self] in
            guard let self, self.callback == number else { return false }
            // The content's widget may change as it draws: then a new callback took over.
            return self.tick() && self.callback == number
        }
    }

    /// One frame: draws the value at this moment; false once the run is over.
    private func tick() -> Bool {
        guard let timeline else { return false }
        var elapsed = Double(FrameClock.monotonicMicroseconds - start) / 1_000_000
        if elapsed >= timeline.duration {
            if repeats {
                elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
            } else {
                stop(at: timeline.value(time: timeline.duration))
                draw(value)
                return false
            }
        }
        value = timeline.value(time: elapsed)
        draw(value)
        keepTicking()
        return true
    }
}

extension View {
    /// Plays `keyframes` once each time `trigger` changes: `content` draws
    /// this view for each frame's value.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: StyleContent(self))
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { value in content(placeholder, value) }, keyframes: keyframes)
    }

    /// Plays `keyframes` over and over while `repeating`: `content` draws
    /// this view for each frame's value.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: StyleContent(self))
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { value in content(placeholder, value) },
            keyframes: keyframes)
    }
}
