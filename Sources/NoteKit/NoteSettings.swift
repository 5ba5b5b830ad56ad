import FoundationEssentials
import ToolbarKit

/// The note's display settings, as stored in `settings.json`.
public struct NoteSettings: Codable, Equatable, Sendable {
    /// The format version this code writes and the newest it reads.
    public static let currentVersion = 1
    /// The format version of the file.
    public var version = NoteSettings.currentVersion
    /// The font size in logical pixels (CSS `px`).
    public var fontSize: Double = 12
    /// Whether the note's text is bold.
    public var bold = false
    /// Whether the note's text is italic.
    public var italic = false

    /// Creates settings of the current version.
    public init(fontSize: Double = 12, bold: Bool = false, italic: Bool = false) {
        self.fontSize = fontSize
        self.bold = bold
        self.italic = italic
    }

    /// The settings with each field taken from the side that changed it
    /// since `base`; where both changed a field differently, ours is kept.
    public static func merge(base: NoteSettings, ours: NoteSettings, theirs: NoteSettings) -> NoteSettings {
        func pick<Value: Equatable>(_ field: WritableKeyPath<NoteSettings, Value>) -> Value {
            ours[keyPath: field] == base[keyPath: field] ? theirs[keyPath: field] : ours[keyPath: field]
        }
        var merged = NoteSettings(fontSize: pick(\.fontSize), bold: pick(\.bold), italic: pick(\.italic))
        merged.version = currentVersion
        return merged
    }

    /// Decodes `settings.json`; the error completes a sentence about the file.
    static func decode(_ data: Data) throws(NoteFileProblem) -> NoteSettings {
        do {
            _ = try VersionedJSON.version(of: data, newest: currentVersion)
            return try JSONDecoder().decode(NoteSettings.self, from: data)
        } catch let problem as VersionedJSON.Problem {
            throw NoteFileProblem(reason: problem.description)
        } catch {
            throw NoteFileProblem(reason: VersionedJSON.describe(error))
        }
    }

    /// `settings.json`'s bytes: pretty-printed JSON with sorted keys.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// Why a note file cannot be used; `reason` completes a sentence that
/// starts with the file's path ("… is not valid UTF-8 text").
public struct NoteFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rest of the sentence after the file's path, such as "is not valid UTF-8 text".
    public let reason: String
    /// The reason, without the path.
    public var description: String { reason }
}
