/// Why a view's content is shown redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content, while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden from onlookers.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is no longer current.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why the content of this view is redacted (empty: it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Shows this view as a placeholder of itself (SwiftUI's `redacted(reason:)`).
    ///
    /// Its shape stays and its text and images become unreadable: the
    /// widgets are blurred and faded (CSS `filter: blur(4px) opacity(0.45)`)
    /// rather than drawn as SwiftUI's grey bars; `.invalidated` fades only.
    /// The reasons are in the environment (`redactionReasons`) for views
    /// that draw their own placeholder.
    public func redacted(reason: RedactionReasons) -> some View {
        let filters =
            reason.isEmpty
            ? [] : reason == .invalidated ? ["opacity(0.6)"] : ["blur(4px)", "opacity(0.45)"]
        return EffectModifier(
            content: EnvironmentWriter(content: self) { $0.redactionReasons.formUnion(reason) },
            effect: EffectStack(filters: filters))
    }

    /// Clears the redaction reasons for this view.
    ///
    /// Partial: views that read `redactionReasons` show their content; the
    /// blur an enclosing `.redacted` draws still covers it.
    public func unredacted() -> some View {
        EnvironmentWriter(content: self) { $0.redactionReasons = [] }
    }
}
