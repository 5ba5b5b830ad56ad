import Gtk

/// An animation of a symbol image (SwiftUI's `SymbolEffect`): `.bounce`,
/// `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`,
/// `.wiggle`, `.rotate`, `.breathe`, `.replace`.
///
/// GNOME's symbolic icons are single-layer images, so an effect moves the
/// whole image (a CSS animation of its transform or opacity); the by-layer
/// variants look as the whole-symbol ones. With animations off in the
/// desktop's settings, GTK shows the end state at once.
public protocol SymbolEffect: Sendable {}

/// How GtkUI draws a symbol effect: CSS keyframes, or a state it holds.
protocol CSSSymbolEffect {
    /// The CSS keyframes of one run (nil: a state held while active, see `heldDeclarations`).
    var keyframes: String? { get }
    /// How long one run takes, in seconds.
    var duration: Double { get }
    /// The declarations held while an effect without keyframes is active (`.scale`, `.appear`, `.disappear`).
    var heldDeclarations: String { get }
    /// The declarations held while it is inactive (`.appear`: hidden), nil for none.
    var inactiveDeclarations: String? { get }
}

extension CSSSymbolEffect {
    var heldDeclarations: String { "" }
    var inactiveDeclarations: String? { nil }
}

/// An effect run once each time a value changes (`.symbolEffect(_:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs (or holds) while it is active (`.symbolEffect(_:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`.transition(.symbolEffect(_:))`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// Where an effect goes: up (larger) or down (smaller).
enum SymbolEffectDirection: Sendable { case up, down }

/// Bounces the symbol: it grows and settles (`.up`) or shrinks and settles (`.down`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    var direction = SymbolEffectDirection.up
    /// Bounces up.
    public var up: BounceSymbolEffect { BounceSymbolEffect(direction: .up) }
    /// Bounces down.
    public var down: BounceSymbolEffect { BounceSymbolEffect(direction: .down) }
    /// By layer (a whole GNOME symbol).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: BounceSymbolEffect { self }
    var keyframes: String? {
        let peak = direction == .up ? "1.25" : "0.8"
        return
            "0% { transform: scale(1); } 35% { transform: scale(\(peak)); } 70% { transform: scale(0.97); } 100% { transform: scale(1); }"
    }
    var duration: Double { 0.5 }
}

/// Fades the symbol out and back in.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    /// By layer (a whole GNOME symbol).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: PulseSymbolEffect { self }
    var keyframes: String? { "0% { opacity: 1; } 50% { opacity: 0.3; } 100% { opacity: 1; }" }
    var duration: Double { 1 }
}

/// Dims and lights the symbol's layers in turn; a single-layer GNOME symbol dims and lights as a whole.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers one after another, staying lit.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// Forth only.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    var keyframes: String? { "0% { opacity: 1; } 50% { opacity: 0.45; } 100% { opacity: 1; }" }
    var duration: Double { 1.2 }
}

/// Holds the symbol larger (`.up`) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, CSSSymbolEffect {
    var direction = SymbolEffectDirection.up
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(direction: .up) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(direction: .down) }
    /// By layer (a whole GNOME symbol).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { self }
    var keyframes: String? { nil }
    var duration: Double { 0.2 }
    var heldDeclarations: String { "transform: scale(\(direction == .up ? "1.25" : "0.8"));" }
}

/// Shows the symbol while active, hides it while not.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, CSSSymbolEffect {
    /// Grows in.
    public var up: AppearSymbolEffect { self }
    /// Shrinks in.
    public var down: AppearSymbolEffect { self }
    /// By layer (a whole GNOME symbol).
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: AppearSymbolEffect { self }
    var keyframes: String? { nil }
    var duration: Double { 0.25 }
    var heldDeclarations: String { "opacity: 1; transform: scale(1);" }
    var inactiveDeclarations: String? { "opacity: 0; transform: scale(0.5);" }
}

/// Hides the symbol while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, CSSSymbolEffect {
    /// Shrinks away upwards.
    public var up: DisappearSymbolEffect { self }
    /// Shrinks away downwards.
    public var down: DisappearSymbolEffect { self }
    /// By layer (a whole GNOME symbol).
    public var byLayer: DisappearSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: DisappearSymbolEffect { self }
    var keyframes: String? { nil }
    var duration: Double { 0.25 }
    var heldDeclarations: String { "opacity: 0; transform: scale(0.5);" }
    var inactiveDeclarations: String? { "opacity: 1; transform: scale(1);" }
}

/// Replaces one symbol with the next: the old one shrinks away, the new one grows in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, CSSSymbolEffect {
    /// The old symbol down, the new one up.
    public var downUp: ReplaceSymbolEffect { self }
    /// Both up.
    public var upUp: ReplaceSymbolEffect { self }
    /// The old symbol off, the new one up.
    public var offUp: ReplaceSymbolEffect { self }
    /// By layer (a whole GNOME symbol).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    var keyframes: String? {
        "0% { opacity: 0.2; transform: scale(0.6); } 100% { opacity: 1; transform: scale(1); }"
    }
    var duration: Double { 0.3 }
}

/// Shakes the symbol from side to side (or turns it to and fro).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    var angle = 12.0
    /// Sideways, left first.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(angle: -12) }
    /// Sideways, right first.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(angle: 12) }
    /// Up and down.
    public var up: WiggleSymbolEffect { self }
    /// Down and up.
    public var down: WiggleSymbolEffect { self }
    /// Forwards in the reading direction.
    public var forward: WiggleSymbolEffect { self }
    /// Backwards in the reading direction.
    public var backward: WiggleSymbolEffect { self }
    /// Turning clockwise first.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(angle: 12) }
    /// Turning counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(angle: -12) }
    /// By layer (a whole GNOME symbol).
    public var byLayer: WiggleSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: WiggleSymbolEffect { self }
    /// Turning `angle` first.
    public static func custom(angle: Angle) -> WiggleSymbolEffect { WiggleSymbolEffect(angle: angle.degrees) }
    var keyframes: String? {
        "0% { transform: rotate(0deg); } 25% { transform: rotate(\(angle)deg); } 50% { transform: rotate(\(-angle)deg); } "
            + "75% { transform: rotate(\(angle / 2)deg); } 100% { transform: rotate(0deg); }"
    }
    var duration: Double { 0.6 }
}

/// Turns the symbol a full turn.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    var turn = 360.0
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(turn: 360) }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(turn: -360) }
    /// By layer (a whole GNOME symbol).
    public var byLayer: RotateSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: RotateSymbolEffect { self }
    var keyframes: String? { "0% { transform: rotate(0deg); } 100% { transform: rotate(\(turn)deg); }" }
    var duration: Double { 1 }
}

/// Grows and shrinks the symbol gently, as breathing.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CSSSymbolEffect {
    /// Breathing in size.
    public var plain: BreatheSymbolEffect { self }
    /// Breathing in size and opacity.
    public var pulse: BreatheSymbolEffect { self }
    /// By layer (a whole GNOME symbol).
    public var byLayer: BreatheSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: BreatheSymbolEffect { self }
    var keyframes: String? { "0% { transform: scale(1); } 50% { transform: scale(1.12); } 100% { transform: scale(1); }" }
    var duration: Double { 2 }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the symbol out and in.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Dims and lights the symbol.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Holds the symbol larger or smaller.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Shows the symbol.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Hides the symbol.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shakes the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turns the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Grows and shrinks the symbol gently.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// How often and how fast a symbol effect runs (SwiftUI's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Equatable, Sendable {
    /// How an effect repeats (SwiftUI's `SymbolEffectOptions.RepeatBehavior`).
    public struct RepeatBehavior: Equatable, Sendable {
        let count: Int?
        let delay: Double
        /// Without end.
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// `count` times (nil: without end), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay ?? 0)
        }
    }

    /// How many runs (nil: the effect's own: once for a value change, without end while active).
    var runs: Int??
    var speedFactor = 1.0

    /// The effect's own behaviour.
    public static let `default` = SymbolEffectOptions()
    /// Runs without end.
    public static let repeating = SymbolEffectOptions(runs: .some(nil))
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(runs: .some(1))
    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(runs: .some(max(1, count))) }
    /// Runs as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(runs: .some(behavior.count)) }
    /// Runs `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, run `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.runs = .some(max(1, count))
        return copy
    }
    /// These options, run as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.runs = .some(behavior.count)
        return copy
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed
        return copy
    }
    /// These options, without end.
    public var repeating: SymbolEffectOptions { self.repeat(.continuous) }
    /// These options, once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
}

/// What a symbol effect modifier asks of its content's widgets.
enum SymbolEffectRequest {
    /// Run the keyframes `runs` times (nil: without end); `generation` restarts them when it changes.
    case animate(keyframes: String, seconds: Double, runs: Int?, generation: Int)
    /// Hold these declarations, moving to them over `seconds`.
    case hold(declarations: String, seconds: Double)
    case none
}

/// The node of `.symbolEffect`: styles its content's widgets with the effect's CSS.
@MainActor
final class SymbolEffectNode: PassthroughNode {
    var request = SymbolEffectRequest.none
    /// The last value a discrete effect saw, and how many times it changed.
    var lastValue: AnyEquatable?
    var generation = 0
    private var stylers: [ObjectID: WidgetStyler] = [:]
    /// Numbers keyframes, which GTK looks up by name.
    private static var keyframesMade = 0
    private var keyframesName: (generation: Int, name: String)?

    override func didRender() {
        let rules = self.rules()
        var live: Set<ObjectID> = []
        for widget in widgets {
            live.insert(widget.objectID)
            let styler = stylers[widget.objectID] ?? WidgetStyler()
            stylers[widget.objectID] = styler
            styler.applyRules(rules, to: widget)
        }
        stylers = stylers.filter { live.contains($0.key) }
    }

    /// The CSS rules for the current request.
    func rules() -> String {
        switch request {
        case .none:
            return ""
        case .hold(let declarations, let seconds):
            let ms = Int((seconds * 1000).rounded())
            return "* { \(declarations) transition: transform \(ms)ms ease-out, opacity \(ms)ms ease-out; }"
        case .animate(let keyframes, let seconds, let runs, let generation):
            if keyframesName?.generation != generation {
                Self.keyframesMade += 1
                keyframesName = (generation, "gtkui-symbol-effect-\(Self.keyframesMade)")
            }
            let name = keyframesName?.name ?? "gtkui-symbol-effect"
            let ms = Int((seconds * 1000).rounded())
            let count = runs.map(String.init) ?? "infinite"
            return "@keyframes \(name) { \(keyframes) } * { animation: \(name) \(ms)ms ease-in-out \(count); }"
        }
    }
}

/// Applies a symbol effect to its content.
struct SymbolEffectModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let request: @MainActor (SymbolEffectNode) -> SymbolEffectRequest

    func makeNode() -> SymbolEffectNode { SymbolEffectNode(viewType: Self.self) }
    func updateNode(_ node: SymbolEffectNode, context: RenderContext) {
        node.request = context.environment.symbolEffectsRemoved ? .none : request(node)
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension EnvironmentValues {
    /// Whether symbol effects inside are turned off (`.symbolEffectsRemoved()`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Runs `effect` on this view's symbol while `isActive` (without end,
    /// unless `options` say how many times), or holds it for effects that
    /// are a state (`.scale`, `.appear`, `.disappear`).
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        SymbolEffectModifier(content: self) { node in
            guard let effect = effect as? any CSSSymbolEffect else { return .none }
            let seconds = effect.duration / max(0.01, options.speedFactor)
            if let inactive = effect.inactiveDeclarations {
                return .hold(declarations: isActive ? effect.heldDeclarations : inactive, seconds: seconds)
            }
            guard isActive else { return .none }
            guard let keyframes = effect.keyframes else {
                return .hold(declarations: effect.heldDeclarations, seconds: seconds)
            }
            let runs: Int? = options.runs ?? nil
            return .animate(keyframes: keyframes, seconds: seconds, runs: runs, generation: node.generation)
        }
    }

    /// Runs `effect` on this view's symbol once (or as `options` say) each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        SymbolEffectModifier(content: self) { node in
            let key = AnyEquatable(value)
            if let last = node.lastValue, last != key { node.generation += 1 }
            node.lastValue = key
            guard node.generation > 0, let effect = effect as? any CSSSymbolEffect, let keyframes = effect.keyframes else {
                return .none
            }
            let seconds = effect.duration / max(0.01, options.speedFactor)
            return .animate(keyframes: keyframes, seconds: seconds, runs: options.runs ?? 1, generation: node.generation)
        }
    }

    /// Turns off the symbol effects inside this view.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { $0.symbolEffectsRemoved = isEnabled }
    }
}

extension ContentTransition {
    /// Replaces a symbol image's symbol with `effect` (GtkUI: the new symbol grows in).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}
