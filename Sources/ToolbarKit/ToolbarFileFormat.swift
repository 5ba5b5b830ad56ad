// The versioned JSON document of toolbars.json (schema in README.md, "File formats").
import FoundationEssentials

/// Encodes and decodes the whole settings file: `{"version": 1, "toolbars": {id: layout}}`.
enum ToolbarFileFormat {
    /// The version this code writes and the newest it reads.
    static let currentVersion = 1
    /// The most toolbars a file may hold.
    static let maximumToolbars = 1_000
    /// The most entries, and the most seen item ids, one toolbar may hold.
    ///
    /// Beyond it a file is refused at load (moved aside) and the model
    /// refuses insertions, so every layout operation stays fast.
    static let maximumEntries = 1_000

    private struct Document: Codable {
        let version: Int
        let toolbars: [String: ToolbarLayout]
    }

    /// Why a file's bytes are not a toolbar document; the text completes "the file …".
    typealias Problem = VersionedJSON.Problem

    static func encode(_ toolbars: [String: ToolbarLayout]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Document(version: currentVersion, toolbars: toolbars))
        data.append(0x0A)
        return data
    }

    static func decode(_ data: Data) throws(Problem) -> [String: ToolbarLayout] {
        _ = try VersionedJSON.version(of: data, newest: currentVersion)
        let toolbars: [String: ToolbarLayout]
        do {
            toolbars = try JSONDecoder().decode(Document.self, from: data).toolbars
        } catch {
            throw Problem(description: VersionedJSON.describe(error))
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
                throw Problem(
                    description: "holds \(layout.seenItemIDs.count) seen item ids in toolbar \"\(id)\" (the limit is \(maximumEntries))")
            }
        }
    }
}
