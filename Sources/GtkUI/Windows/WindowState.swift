// The contents of windows.json (schema in README.md, "File formats").

/// What is remembered of one window between launches (SwiftUI restores a
/// window's frame the same way).
struct WindowState: Codable, Equatable, Sendable {
    /// The window's size when not maximized, in application pixels.
    var width: Int
    var height: Int
    var isMaximized: Bool

    static let sizeLimit = 1...32767

    init(width: Int, height: Int, isMaximized: Bool) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        isMaximized = try container.decode(Bool.self, forKey: .isMaximized)
        guard Self.sizeLimit.contains(width), Self.sizeLimit.contains(height) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "size \(width)×\(height) is out of range"))
        }
    }
}

/// The contents of `windows.json`: per scene, one entry per window slot.
///
/// A window takes the lowest slot no open window holds, so the first window
/// of a launch gets the first window's state back. Each slot is an object so
/// that more per-window scene state (`@SceneStorage`) can join it.
struct WindowStateFile: Codable, Equatable {
    static let currentVersion = 1

    /// The windows of one scene, by slot (nil: nothing saved for that slot yet).
    struct Scene: Codable, Equatable {
        var windows: [WindowState?]
    }

    var version = WindowStateFile.currentVersion
    var scenes: [String: Scene] = [:]
}
