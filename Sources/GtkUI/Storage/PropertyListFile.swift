import Foundation
import ToolbarKit

/// A small property list of user values kept in one file of the app's
/// config folder (`preferences.plist`, `scenes.plist`).
///
/// Read once; a file that cannot be used is moved aside with one warning
/// and the app goes on with defaults; every change is written at once,
/// atomically (0600 file, 0700 folder, an existing file's mode kept).
@MainActor
final class PropertyListFile {
    /// Files larger than this are not read.
    static let maximumFileSize = 4 * 1024 * 1024

    let fileURL: URL
    private let describedAs: String
    private let warn: (String) -> Void
    private(set) var values: [String: Any] = [:]
    /// Set when a bad file could not be moved aside: it is then never written over.
    private var writesBlocked = false
    private var writeFailed = false

    init(fileURL: URL, describedAs: String, warn: @escaping (String) -> Void = StandardError.writeLine) {
        self.fileURL = fileURL
        self.describedAs = describedAs
        self.warn = warn
        load()
    }

    /// The config folder of the running app: `$XDG_CONFIG_HOME/<app id>/`.
    static func appFolder(configHome: URL = ToolbarStore.defaultConfigHome()) -> URL {
        configHome.appendingPathComponent(appID, isDirectory: true)
    }

    /// The running app's id (the process name outside an app).
    static var appID: String { AppRuntime.current?.application.id ?? ProcessInfo.processInfo.processName }

    /// Sets (or, with nil, removes) a value and writes the file.
    func set(_ value: Any?, forKey key: String) {
        values[key] = value
        write()
    }

    private func load() {
        DurableFile.removeStaleTemporaryFiles(of: fileURL)
        switch DurableFile.read(fileURL, limit: Self.maximumFileSize) {
        case .missing:
            break
        case .contents(let data):
            do {
                let decoded = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                guard let dictionary = decoded as? [String: Any] else {
                    return setAside(reason: "does not hold a dictionary of values")
                }
                values = dictionary
            } catch {
                setAside(reason: "is not a valid property list (\(error.localizedDescription))")
            }
        case .unreadable(let reason):
            setAside(reason: reason)
        }
    }

    private func setAside(reason: String) {
        do {
            let aside = try DurableFile.moveAside(fileURL)
            report("\(describedAs) \(fileURL.path) \(reason); moved it to \(aside.path) and starting from defaults")
        } catch {
            writesBlocked = true
            report(
                "\(describedAs) \(fileURL.path) \(reason), and it could not be moved aside (\(error)); "
                    + "it is left untouched and changes are kept only while the app runs")
        }
    }

    private func write() {
        guard !writesBlocked else { return }
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try DurableFile.write(data, to: fileURL)
            writeFailed = false
        } catch {
            if !writeFailed { report("cannot save \(describedAs) to \(fileURL.path): \(error)") }
            writeFailed = true
        }
    }

    private func report(_ message: String) { warn("\(Self.appID): \(message)") }
}
