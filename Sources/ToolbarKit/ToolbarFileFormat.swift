// The versioned JSON document of toolbars.json (schema in README.md, "File formats").
import FoundationEssentials

/// Encodes and decodes the whole settings file: `{"version": 1, "toolbars": {id: layout}}`.
enum ToolbarFileFormat {
    /// The version this code writes and the newest it reads.
    static let currentVersion = 1

    private struct Header: Decodable {
        let version: Int
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
        let version: Int
        do {
            version = try decoder.decode(Header.self, from: data).version
        } catch {
            throw Problem(description: describe(error))
        }
        guard version <= currentVersion else {
            throw Problem(description: "was written by a newer version of the app (format \(version); this one reads up to \(currentVersion))")
        }
        guard version >= 1 else {
            throw Problem(description: "has an unsupported format version \(version)")
        }
        do {
            return try decoder.decode(Document.self, from: data).toolbars
        } catch {
            throw Problem(description: describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String { DecodingProblem.describe(error) }
}
