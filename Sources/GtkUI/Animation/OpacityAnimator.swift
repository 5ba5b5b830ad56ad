import Gtk

/// Sets a widget's opacity, frame by frame along the render's animation
/// when it has one (`.opacity` in `withAnimation`), else at once.
///
/// One animator per widget, attached to it: a new value while one runs
/// starts from where the opacity is now, as SwiftUI's animations do.
@MainActor
final class OpacityAnimator {
    private weak var widget: Widget?
    private var from = 1.0
    private var to = 1.0
    private var animation = Animation.default
    /// When the animation starts (after its delay), in microseconds.
    private var start: Int64 = 0
    /// Whether a tick callback of the current `callback` number is live.
    private var ticking = false
    /// Numbers the tick callbacks: one that is not the current stops.
    private var callback = 0

    private static let key = "gtkui-opacity-animator"

    private init(_ widget: Widget) { self.widget = widget }

    /// Sets `widget`'s opacity to `value`, animated when the render under
    /// way animates, the widget is on screen and GTK animates.
    static func set(_ widget: Widget, to value: Double) {
        let running = widget.attachment(forKey: key) as? OpacityAnimator
        guard let animation = TransactionScope.animation, widget.isMapped, Gtk.enablesAnimations else {
            // A render without animation that keeps the value lets a running animation end.
            if let running, running.ticking, running.to == value { return }
            running?.stop()
            if widget.opacity != value { widget.opacity = value }
            return
        }
        if let running, running.ticking, running.to == value { return }
        if running == nil, widget.opacity == value { return }
        let animator = running ?? OpacityAnimator(widget)
        if running == nil { widget.setAttachment(animator, forKey: key) }
        animator.run(from: widget.opacity, to: value, animation)
    }

    private func run(from: Double, to: Double, _ animation: Animation) {
        self.from = from
        self.to = to
        self.animation = animation
        start = FrameClock.monotonicMicroseconds + Int64(animation.delay * 1_000_000)
        guard !ticking, let widget else { return }
        ticking = true
        callback &+= 1
        let number = callback
        widget.addTickCallback { [weak self] in
            guard let self, self.callback == number else { return false }
            return self.tick()
        }
    }

    private func stop() {
        ticking = false
        callback &+= 1
    }

    /// One frame: the opacity at this moment; false once it is over.
    private func tick() -> Bool {
        guard let widget else { return false }
        let elapsed = Double(FrameClock.monotonicMicroseconds - start) / 1_000_000
        guard elapsed >= 0 else { return true }
        let (progress, done) = Self.progress(elapsed: elapsed, of: animation)
        widget.opacity = done ? to : from + (to - from) * progress
        if done { ticking = false }
        return !done
    }

    /// How far along `animation` is after `elapsed` seconds (its curve
    /// applied; repeats and reversals counted), and whether it is over.
    static func progress(elapsed: Double, of animation: Animation) -> (Double, Bool) {
        let run = animation.runDuration
        guard run > 0 else { return (1, true) }
        let runs = elapsed / run
        let index = Int(runs.rounded(.down))
        // Runs in all: one, unless it repeats (nil: for ever).
        let count: Int? = animation.repeats == nil ? 1 : animation.repeats?.count
        if let count, index >= count { return (1, true) }
        var fraction = runs - Double(index)
        if animation.repeats?.autoreverses == true && index % 2 == 1 { fraction = 1 - fraction }
        return (animation.curve.value(at: fraction), false)
    }
}
