// What is wrong with a versioned JSON file, said as the end of a sentence.
import FoundationEssentials

/// Reading the `version` of a JSON settings file and describing decoding
/// errors in words a user reads ("has a bad format version 1.5 …"), shared
/// by every file of an app (toolbars.json, the note's settings).
public enum VersionedJSON {
    /// Why a file's bytes cannot be used; the text completes a sentence
    /// that starts with the file's path.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// The reason, completing a sentence that begins with the file's path.
        public let description: String
        /// Creates a problem with that reason.
        public init(description: String) { self.description = description }
    }

    /// The `version` key read as any JSON number, so that 1.5 is reported
    /// as a bad version rather than as a file that is not JSON.
    private struct Header: Decodable {
        let version: Double
    }

    /// The file's format version, checked against `newest` (the newest this
    /// code reads); throws when it is missing, not a whole number, too new
    /// or below 1.
    public static func version(of data: Data, newest: Int) throws(Problem) -> Int {
        let number: Double
        do {
            number = try JSONDecoder().decode(Header.self, from: data).version
        } catch {
            throw Problem(description: describe(error))
        }
        guard number.rounded() == number, abs(number) < 1e9 else {
            throw Problem(description: "has a bad format version \(number) (the version is a whole number, such as \(newest))")
        }
        let version = Int(number)
        guard version <= newest else {
            throw Problem(description: "was written by a newer version of the app (format \(version); this one reads up to \(newest))")
        }
        guard version >= 1 else {
            throw Problem(description: "has an unsupported format version \(version)")
        }
        return version
    }

    /// A decoding error in words.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be decoded (\(error))" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not valid JSON (it is truncated or damaged)"
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
