// The versioned JSON document of toolbars.json (schema in README.md, "File formats").
import FoundationEssentials

/// Encodes and decodes the whole settings file: `{"version": 1, "toolbars": {id: layout}}`.
enum ToolbarFileFormat {
    /// The version this code writes and the newest it reads.
    static let currentVersion = 1
    /// The most toolbars a file may hold.
    static let maximumToolbars = 1_000
    /// The most entries, and the most seen item ids, one toolbar may hold.
    /// Beyond it a file is refused at load (moved aside) and the model
    /// refuses insertions, so every layout operation stays fast.
    static let maximumEntries = 1_000

    /// The `version` key read as any JSON number, so a value such as 1.5
    /// is reported as a bad version rather than as a file that is not JSON.
    private struct Header: Decodable {
        let version: Double
    }

    private struct Document: Codable {
        let version: Int
        let toolbars: [String: ToolbarLayout]
    }

    /// Why a file's bytes are not a toolbar document; the text completes "the file …".
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ toolbars: [String: ToolbarLayout]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Document(version: currentVersion, toolbars: toolbars))
        data.append(0x0A)
        return data
    }

    static func decode(_ data: Data) throws(Problem) -> [String: ToolbarLayout] {
        let decoder = JSONDecoder()
        let number: Double
        do {
            number = try decoder.decode(Header.self, from: data).version
        } catch {
            throw Problem(description: describe(error))
        }
        guard number.rounded() == number, abs(number) < 1e9 else {
            throw Problem(description: "has a bad format version \(number) (the version is a whole number, such as \(currentVersion))")
        }
        let version = Int(number)
        guard version <= currentVersion else {
            throw Problem(description: "was written by a newer version of the app (format \(version); this one reads up to \(currentVersion))")
        }
        guard version >= 1 else {
            throw Problem(description: "has an unsupported format version \(version)")
        }
        let toolbars: [String: ToolbarLayout]
        do {
            toolbars = try decoder.decode(Document.self, from: data).toolbars
        } catch {
            throw Problem(description: describe(error))
        }
        try checkLimits(toolbars)
        return toolbars
    }

    /// Refuses documents larger than the limits (see `maximumEntries`).
    private static func checkLimits(_ toolbars: [String: ToolbarLayout]) throws(Problem) {
        guard toolbars.count <= maximumToolbars else {
            throw Problem(description: "holds \(toolbars.count) toolbars (the limit is \(maximumToolbars))")
        }
        for (id, layout) in toolbars.sorted(by: { $0.key < $1.key }) {
            if layout.entries.count > maximumEntries {
                throw Problem(description: "holds \(layout.entries.count) entries in toolbar \"\(id)\" (the limit is \(maximumEntries))")
            }
            if layout.seenItemIDs.count > maximumEntries {
                throw Problem(description: "holds \(layout.seenItemIDs.count) seen item ids in toolbar \"\(id)\" (the limit is \(maximumEntries))")
            }
        }
    }

    private static func describe(_ error: any Error) -> String {
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
