import Foundation
import Synchronization

/// Finds the image file an `Image(_:bundle:)` name refers to among the
/// app's resources, as SwiftUI looks in the app's asset catalog first.
///
/// In each bundle (the one given, else the main bundle and the SwiftPM
/// resource bundles beside the executable, `<Package>_<Target>.resources`,
/// where `Bundle.module` lives): `name` itself when it has an extension,
/// then `name.png`, `.svg`, `.jpg`… at the bundle's resource root, then the
/// first image of a `name.imageset` folder in an `.xcassets` folder there.
/// Lookups are remembered, so a view body asking again costs no disk access.
enum ImageResource {
    /// The file types looked for, in order (what GDK and gdk-pixbuf read).
    static let extensions = ["png", "svg", "jpg", "jpeg", "webp", "gif", "tiff", "bmp"]

    private static let found = Mutex<[String: URL?]>([:])

    /// The file of the image named `name` in `bundle` (nil: the app's bundles), or nil.
    static func file(named name: String, in bundle: Bundle?) -> URL? {
        guard !name.isEmpty else { return nil }
        let bundles = bundle.map { [$0] } ?? appBundles
        let key = bundles.map(\.bundlePath).joined(separator: "\n") + "\n" + name
        if let known = found.withLock({ $0[key] }) { return known }
        let url = bundles.lazy.compactMap { file(named: name, inOne: $0) }.first
        found.withLock { $0[key] = .some(url) }
        return url
    }

    /// The main bundle, then the SwiftPM resource bundles beside the executable.
    static var appBundles: [Bundle] {
        let folder = Bundle.main.bundleURL
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let resources = items.filter { $0.hasSuffix(".resources") }.sorted()
            .compactMap { Bundle(path: folder.appendingPathComponent($0).path) }
        return [Bundle.main] + resources
    }

    private static func file(named name: String, inOne bundle: Bundle) -> URL? {
        let manager = FileManager.default
        if extensions.contains((name as NSString).pathExtension.lowercased()),
            let url = bundle.url(forResource: name, withExtension: nil)
        {
            return url
        }
        for type in extensions {
            if let url = bundle.url(forResource: name, withExtension: type) { return url }
        }
        guard let root = bundle.resourceURL,
            let items = try? manager.contentsOfDirectory(atPath: root.path)
        else { return nil }
        for catalog in items.sorted() where catalog.hasSuffix(".xcassets") {
            let set = root.appendingPathComponent(catalog).appendingPathComponent(name + ".imageset")
            let files = (try? manager.contentsOfDirectory(atPath: set.path)) ?? []
            if let image = files.sorted().first(where: { extensions.contains(($0 as NSString).pathExtension.lowercased()) }) {
                return set.appendingPathComponent(image)
            }
        }
        return nil
    }
}
