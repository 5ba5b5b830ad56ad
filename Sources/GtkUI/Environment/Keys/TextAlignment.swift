/// How the lines of multi-line text line up (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct ReservedLinesKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// How multi-line text lines up (set by `.multilineTextAlignment`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The most lines text may take, or nil for no limit (set by `.lineLimit`).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The lines a growing text field keeps room for however short its
    /// text (`.lineLimit(3...5)`, `.lineLimit(3, reservesSpace: true)`).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}
