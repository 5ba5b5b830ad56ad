// Why a JSON settings file could not be decoded, in words for a warning line.
import FoundationEssentials

/// Describes a decoding failure of a settings file for a user: the text
/// completes "the file …" ("is not valid JSON (truncated or damaged)",
/// "lacks \"version\" at the top level").
public enum DecodingProblem {
    /// The description of `error` (a `DecodingError` or any other error).
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be decoded (\(error))" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not valid JSON (truncated or damaged)"
        case .dataCorrupted(let context):
            return "has an invalid value at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "lacks \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "has a value of the wrong type at \(path(context.codingPath)) (expected \(type))"
        case .valueNotFound(let type, let context):
            return "has a missing value at \(path(context.codingPath)) (expected \(type))"
        @unknown default:
            return "cannot be decoded (\(error))"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        let joined = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
    }
}
