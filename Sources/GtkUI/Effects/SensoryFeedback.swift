/// A haptic or sensory response to an event (SwiftUI's `SensoryFeedback`).
///
/// GNOME desktops and their input devices have no haptic engine, so
/// `.sensoryFeedback` modifiers compile and do nothing, as they do on a
/// Mac without a Force Touch trackpad.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// An action finished well.
    public static let success = SensoryFeedback(name: "success")
    /// Something to be careful of.
    public static let warning = SensoryFeedback(name: "warning")
    /// An action failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item lined up with a guide.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed a level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical collision.
    public static let impact = SensoryFeedback(name: "impact")

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let value: Double
        /// A light impact.
        public static let light = Weight(value: 0.3)
        /// A medium impact.
        public static let medium = Weight(value: 0.6)
        /// A heavy impact.
        public static let heavy = Weight(value: 1)
    }

    /// How flexible the colliding objects are.
    public struct Flexibility: Equatable, Sendable {
        let value: Double
        /// Rigid objects.
        public static let rigid = Flexibility(value: 0)
        /// Solid objects.
        public static let solid = Flexibility(value: 0.5)
        /// Soft objects.
        public static let soft = Flexibility(value: 1)
    }

    /// An impact of `weight` at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact between objects of `flexibility` at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; GNOME has no haptics, so nothing is felt.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)`
    /// holds; GNOME has no haptics, so nothing is felt.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns when `trigger`
    /// changes; GNOME has no haptics, so nothing is felt.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
