import FoundationEssentials

/// The note's display settings, as stored in `settings.json`.
public struct NoteSettings: Codable, Equatable, Sendable {
    /// The format version this code writes and the newest it reads.
    public static let currentVersion = 1
    /// The format version of the file.
    public var version = NoteSettings.currentVersion
    /// The font size in logical pixels (CSS `px`).
    public var fontSize: Double = 12
    public var bold = false
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
        struct Header: Decodable { let version: Double }
        let decoder = JSONDecoder()
        let number: Double
        do {
            number = try decoder.decode(Header.self, from: data).version
        } catch {
            throw NoteFileProblem(reason: describe(error))
        }
        guard number.rounded() == number, abs(number) < 1e9 else {
            throw NoteFileProblem(reason: "has a bad format version \(number) (the version is a whole number, such as \(currentVersion))")
        }
        guard Int(number) <= currentVersion else {
            throw NoteFileProblem(reason: "was written by a newer version of the app (format \(Int(number)); this one reads up to \(currentVersion))")
        }
        do {
            return try decoder.decode(NoteSettings.self, from: data)
        } catch {
            throw NoteFileProblem(reason: describe(error))
        }
    }

    /// `settings.json`'s bytes: pretty-printed JSON with sorted keys.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be decoded (\(error))" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not valid JSON (it is truncated or damaged)"
        case .dataCorrupted(let context):
            return "has a bad value for \(path(context.codingPath)) (\(context.debugDescription))"
        case .keyNotFound(let key, _):
            return "lacks the key \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "has a value of the wrong type for \(path(context.codingPath)) (expected \(type))"
        case .valueNotFound(let type, let context):
            return "has no value for \(path(context.codingPath)) (expected \(type))"
        @unknown default:
            return "cannot be decoded (\(error))"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the top level" : "\"" + codingPath.map(\.stringValue).joined(separator: ".") + "\""
    }
}

/// Why a note file cannot be used; `reason` completes a sentence that
/// starts with the file's path ("… is not valid UTF-8 text").
public struct NoteFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
