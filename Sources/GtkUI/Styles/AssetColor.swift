import Foundation
import Synchronization

extension Color {
    /// The colour `name` of the app's asset catalog (a `name.colorset` in
    /// an `.xcassets` folder of `bundle`, nil: the app's bundles).
    ///
    /// The catalog's universal (or Mac) colour for any appearance is used:
    /// sRGB, Display P3 (drawn as sRGB), extended sRGB or grey, with
    /// components written as 0…1 numbers, 8-bit integers or hex. A dark
    /// appearance variant is not followed yet. A name the catalog lacks is
    /// clear, with one warning, as SwiftUI logs one.
    ///
    /// ```swift
    /// Text("Due").foregroundStyle(Color("AccentRed"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        if let found = AssetColors.color(named: name, in: bundle) {
            self = found
        } else {
            self = .clear
            if Thread.isMainThread {
                MainActor.assumeIsolated {
                    Diagnostics.warn("Color(\"\(name)\"): no \(name).colorset in the app's asset catalogs; it is clear")
                }
            }
        }
    }
}

/// Reads colours from the `.colorset` folders of asset catalogs.
enum AssetColors {
    private static let found = Mutex<[String: Color?]>([:])

    /// The colour `name` in `bundle` (nil: the app's bundles), or nil; lookups are remembered.
    static func color(named name: String, in bundle: Bundle?) -> Color? {
        guard !name.isEmpty else { return nil }
        let bundles = bundle.map { [$0] } ?? ImageResource.appBundles
        let key = bundles.map(\.bundlePath).joined(separator: "\n") + "\n" + name
        if let known = found.withLock({ $0[key] }) { return known }
        let color = bundles.lazy.compactMap { colorSetFile(named: name, in: $0) }.compactMap(color(inContentsOf:)).first
        found.withLock { $0[key] = .some(color) }
        return color
    }

    /// `Contents.json` of the first `name.colorset` in an `.xcassets` folder at `bundle`'s resource root.
    private static func colorSetFile(named name: String, in bundle: Bundle) -> URL? {
        guard let root = bundle.resourceURL,
            let items = try? FileManager.default.contentsOfDirectory(atPath: root.path)
        else { return nil }
        for catalog in items.sorted() where catalog.hasSuffix(".xcassets") {
            let file = root.appendingPathComponent(catalog).appendingPathComponent(name + ".colorset/Contents.json")
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        return nil
    }

    /// The colour for any appearance in a colour set's `Contents.json`.
    static func color(inContentsOf file: URL) -> Color? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return color(inContents: data)
    }

    /// The colour for any appearance in the JSON of a colour set: a
    /// universal or Mac entry without a dark (or high-contrast) appearance.
    static func color(inContents data: Data) -> Color? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        let plain = entries.filter { entry in
            let idiom = entry["idiom"] as? String ?? "universal"
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return (idiom == "universal" || idiom == "mac") && appearances.allSatisfy { ($0["value"] as? String) == "light" }
        }
        for entry in plain {
            if let color = entry["color"] as? [String: Any], let made = self.color(from: color) { return made }
        }
        return nil
    }

    /// A colour entry: `components` in its `color-space`.
    private static func color(from entry: [String: Any]) -> Color? {
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? { components[key].flatMap(component) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(white: white, opacity: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A component as Xcode writes it: "0.310" (0…1), "79" (0…255) or "0x4F".
    private static func component(_ raw: Any) -> Double? {
        if let number = raw as? Double { return number }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}
