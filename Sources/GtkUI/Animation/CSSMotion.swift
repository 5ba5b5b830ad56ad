import Foundation
import Gtk

/// Animates a widget's CSS declarations from those drawn before.
///
/// The declarations are its drawing effects or its painted background;
/// when the render under way animates, they get a CSS transition, or
/// keyframes for an animation that repeats. GTK runs either on the
/// widget's frame clock.
///
/// Rules of a running animation are kept by the renders that follow with
/// the same declarations, so that re-rendering does not cut it short.
@MainActor
final class CSSMotion {
    /// The declarations drawn last.
    private var drawn: String?
    /// The animating rules, the declarations they end at, and until when
    /// (monotonic microseconds) they run.
    private var running: (rules: String, declarations: String, until: Int64)?

    /// Numbers keyframes, which are looked up by name.
    private static var keyframesMade = 0

    /// The rules that animate to `declarations` ("filter: blur(2px); …",
    /// empty for none), or nil when they are simply drawn (the render does
    /// not animate, nothing changed, or nothing is on screen: `onScreen`
    /// says whether the widgets are mapped).
    func animatedRules(for declarations: String, onScreen: Bool) -> String? {
        defer { drawn = declarations }
        let now = FrameClock.monotonicMicroseconds
        if let animation = TransactionScope.animation, let previous = drawn, previous != declarations, onScreen,
            Gtk.enablesAnimations
        {
            let motion = Self.motion(from: previous, to: declarations, animation)
            let forever = animation.repeats != nil && animation.repeats?.count == nil
            let end = forever ? Int64.max : now + Int64((animation.totalDuration + 0.1) * 1_000_000)
            running = (motion, declarations, end)
            return motion
        }
        if let running, running.declarations == declarations, now < running.until { return running.rules }
        running = nil
        return nil
    }

    /// Rules that go from `previous` to `declarations` along `animation`.
    static func motion(from previous: String, to declarations: String, _ animation: Animation) -> String {
        let timing = "\(animation.milliseconds)ms \(animation.curve.css) \(Int((animation.delay * 1000).rounded()))ms"
        guard let repeats = animation.repeats else {
            let properties = Set(propertyNames(previous) + propertyNames(declarations)).sorted()
            let list = properties.isEmpty ? "all" : properties.joined(separator: ", ")
            return "* { \(declarations) transition: \(timing); transition-property: \(list); }"
        }
        keyframesMade += 1
        let name = "gtkui-motion-\(keyframesMade)"
        let count = repeats.count.map(String.init) ?? "infinite"
        let direction = repeats.autoreverses ? "alternate" : "normal"
        return "@keyframes \(name) { from { \(previous) } to { \(declarations) } } "
            + "* { \(declarations) animation: \(name) \(timing) \(count) \(direction); }"
    }

    /// The properties `declarations` set, in order.
    static func propertyNames(_ declarations: String) -> [String] {
        declarations.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }
}
