// Persistence of toolbar layouts in $XDG_CONFIG_HOME/<app id>/toolbars.json.
import FoundationEssentials
import Glibc

/// Loads and saves the layouts of every toolbar id of an app in one JSON file.
///
/// Reading is forgiving: a file that cannot be read or decoded is moved aside
/// (never overwritten), one warning names it and the reason, and the toolbars
/// fall back to their defaults. Writing is atomic. A folder that cannot be
/// written costs one warning; the app goes on and later saves retry silently.
///
///     let store = ToolbarStore(appID: "org.gtkui.NoteEditor")
///     let layout = store.load(id: "editingtools", catalog: catalog)
public final class ToolbarStore {
    /// Files larger than this are not read: 16 MiB.
    public static let defaultMaximumFileSize = 16 * 1024 * 1024

    /// The app id, which names the folder and prefixes warnings.
    public let appID: String
    /// `<config home>/<app id>`.
    public let folderURL: URL
    /// `<config home>/<app id>/toolbars.json`.
    public let fileURL: URL
    private let maximumFileSize: Int
    private let warn: (String) -> Void

    /// Every toolbar's layout as the app wants it saved; `nil` until the file is first read.
    private var document: [String: ToolbarLayout]?
    /// What the file on disk is known to hold, to skip writes that change nothing.
    private var documentOnDisk: [String: ToolbarLayout]?
    private var writeFailureReported = false
    /// Set when a bad file could not be moved aside: it is then never written over.
    private var writesBlocked = false
    /// Test hook called just before the atomic rename.
    var beforeRename: (() throws -> Void)?

    /// Creates a store for `appID` under `configHome` (default: `$XDG_CONFIG_HOME`, else `$HOME/.config`).
    ///
    /// `warn` receives each warning as one line already prefixed with the app id;
    /// the default writes it to standard error.
    public init(
        appID: String,
        configHome: URL? = nil,
        maximumFileSize: Int = ToolbarStore.defaultMaximumFileSize,
        warn: @escaping (String) -> Void = StandardError.writeLine
    ) {
        self.appID = appID
        self.folderURL = (configHome ?? Self.defaultConfigHome()).appendingPathComponent(appID, isDirectory: true)
        self.fileURL = folderURL.appendingPathComponent("toolbars.json", isDirectory: false)
        self.maximumFileSize = maximumFileSize
        self.warn = warn
    }

    /// `$XDG_CONFIG_HOME` when set to an absolute path, else `$HOME/.config` (XDG Base Directory rules).
    public static func defaultConfigHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return URL(fileURLWithPath: configHome, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
    }

    // MARK: Loading

    /// The saved layout of toolbar `id`, migrated to `catalog`, or the catalog's default layout.
    public func load(id: String, catalog: ToolbarCatalog) -> ToolbarLayout {
        guard let stored = loadedDocument()[id] else { return catalog.defaultLayout }
        return ToolbarMigration.migrate(stored, to: catalog)
    }

    private func loadedDocument() -> [String: ToolbarLayout] {
        if let document { return document }
        DurableFile.removeLeftoverTemporaryFiles(of: fileURL)
        let loaded = readFile()
        document = loaded
        return loaded
    }

    /// Reads the file; on failure moves it aside and warns once.
    private func readFile() -> [String: ToolbarLayout] {
        let path = fileURL.path
        do {
            switch try FileSystem.kind(of: path) {
            case .missing:
                documentOnDisk = [:]
                return [:]
            case .directory:
                throw ToolbarFileFormat.Problem(description: "is a directory")
            case .other:
                throw ToolbarFileFormat.Problem(description: "is not a regular file")
            case .regular(let size) where size > maximumFileSize:
                throw ToolbarFileFormat.Problem(description: "is too large (\(size) bytes; the limit is \(maximumFileSize))")
            case .regular:
                break
            }
            let data = try FileSystem.read(path, limit: maximumFileSize)
            guard data.count <= maximumFileSize else {
                throw ToolbarFileFormat.Problem(description: "is too large (over \(maximumFileSize) bytes)")
            }
            let toolbars = try ToolbarFileFormat.decode(data)
            documentOnDisk = toolbars
            return toolbars
        } catch let error as SystemCallError {
            setAsideUnreadableFile(reason: "cannot be read: \(error)")
        } catch {
            setAsideUnreadableFile(reason: "\(error)")
        }
        return [:]
    }

    private func setAsideUnreadableFile(reason: String) {
        let path = fileURL.path
        do {
            let aside = try DurableFile.moveAside(fileURL).path
            documentOnDisk = [:]
            report("toolbar settings file \(path) \(reason); moved it to \(aside) and using the default toolbars")
        } catch {
            writesBlocked = true
            report("toolbar settings file \(path) \(reason); could not move it aside (\(error)), so it is left untouched, the default toolbars are used and changes will not be saved")
        }
    }

    // MARK: Saving

    /// Records `layout` for toolbar `id` and writes the file atomically, keeping the other toolbars.
    public func save(_ layout: ToolbarLayout, id: String) {
        var toolbars = loadedDocument()
        toolbars[id] = layout
        document = toolbars
        writeIfNeeded()
    }

    private func writeIfNeeded() {
        guard !writesBlocked, let document, document != documentOnDisk else { return }
        do {
            try FileSystem.makeFolder(folderURL.path)
            let data = try ToolbarFileFormat.encode(document)
            try FileSystem.writeAtomically(data, to: fileURL.path, beforeRename: beforeRename)
            documentOnDisk = document
            writeFailureReported = false
        } catch {
            guard !writeFailureReported else { return }
            writeFailureReported = true
            report("cannot save toolbar settings to \(fileURL.path): \(error); changes are kept while the app runs")
        }
    }

    /// Saves `model` after each change made outside an editing session and when a session ends.
    /// Keep the returned token for as long as the model should be saved.
    public func attach(_ model: ToolbarModel) -> ToolbarObservation {
        model.addObserver { [weak self, weak model] change in
            guard let self, let model else { return }
            if change.cause.endsSession || !model.isEditing {
                self.save(model.layout, id: model.id)
            }
        }
    }

    private func report(_ message: String) {
        warn("\(appID): \(message)")
    }
}
