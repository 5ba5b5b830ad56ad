// Persistence of toolbar layouts in $XDG_CONFIG_HOME/<app id>/toolbars.json.
import FoundationEssentials
import Glibc

/// Loads and saves the layouts of every toolbar id of an app in one JSON file.
///
/// Reading is forgiving: a file that cannot be read or decoded is moved aside
/// (never overwritten), one warning names it and the reason, and the toolbars
/// fall back to their defaults. Writing is atomic and private (0600). A
/// folder that cannot be written costs one warning; the app goes on and
/// later saves retry. Before every write the store checks whether another
/// instance of the app changed the file since it was read: if so, it merges
/// that instance's layouts with its own (``ToolbarDocumentMerge``) instead of
/// overwriting them, and tells `onExternalChange` which toolbars changed.
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
    /// Called with the toolbar ids whose saved layout another instance of
    /// the app changed, after its changes were merged in.
    public var onExternalChange: ((Set<String>) -> Void)?
    private let maximumFileSize: Int
    private let warn: (String) -> Void

    /// Every toolbar's layout as the app wants it saved; `nil` until the file is first read.
    private var document: [String: ToolbarLayout]?
    /// What the file on disk is known to hold, to skip writes that change nothing.
    private var documentOnDisk: [String: ToolbarLayout]?
    /// The version of the file `documentOnDisk` came from (nil: there was no file).
    private var identityOnDisk: FileIdentity?
    /// The layouts toolbars started from when the file had none for them
    /// (their catalog's defaults): what a merge compares changes against.
    private var startingDefaults: [String: ToolbarLayout] = [:]
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

    /// The config home of ``UserFolders``: `$XDG_CONFIG_HOME` when set to an
    /// absolute path, else `$HOME/.config` (an empty `HOME` counts as unset).
    public static func defaultConfigHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        UserFolders(environment: environment).configHome
    }

    // MARK: Loading

    /// The saved layout of toolbar `id`, migrated to `catalog`, or the catalog's default layout.
    public func load(id: String, catalog: ToolbarCatalog) -> ToolbarLayout {
        guard let stored = loadedDocument()[id] else {
            startingDefaults[id] = catalog.defaultLayout
            return catalog.defaultLayout
        }
        return ToolbarMigration.migrate(stored, to: catalog)
    }

    /// The layout of toolbar `id` as the store holds it (not migrated), if any.
    public func storedLayout(id: String) -> ToolbarLayout? {
        loadedDocument()[id]
    }

    private func loadedDocument() -> [String: ToolbarLayout] {
        if let document { return document }
        DurableFile.removeStaleTemporaryFiles(of: fileURL)
        let loaded = readFile()
        document = loaded
        return loaded
    }

    /// Reads the file; on failure moves it aside and warns once.
    ///
    /// Records what was read as what the disk holds.
    private func readFile() -> [String: ToolbarLayout] {
        let path = fileURL.path
        do {
            switch try FileSystem.kind(of: path) {
            case .missing:
                documentOnDisk = [:]
                identityOnDisk = nil
                return [:]
            case .directory:
                throw ToolbarFileFormat.Problem(description: "is a folder, not a file")
            case .other:
                throw ToolbarFileFormat.Problem(description: "is not a regular file")
            case .regular(let size) where size > maximumFileSize:
                throw ToolbarFileFormat.Problem(description: "is too large (\(size) bytes; the limit is \(maximumFileSize))")
            case .regular:
                break
            }
            let (data, identity) = try FileSystem.read(path, limit: maximumFileSize)
            guard data.count <= maximumFileSize else {
                throw ToolbarFileFormat.Problem(description: "is too large (over \(maximumFileSize) bytes)")
            }
            let toolbars = try ToolbarFileFormat.decode(data)
            documentOnDisk = toolbars
            identityOnDisk = identity
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
            identityOnDisk = nil
            report("The toolbar settings file \(path) \(reason); it was moved to \(aside), and the default toolbars are used.")
        } catch {
            writesBlocked = true
            report(
                "The toolbar settings file \(path) \(reason), and it could not be moved aside (\(error)); it is left untouched, the default toolbars are used, and changes to them will not be saved."
            )
        }
    }

    // MARK: Saving

    /// Records `layout` for toolbar `id` and writes the file atomically, keeping the other toolbars.
    public func save(_ layout: ToolbarLayout, id: String) {
        var toolbars = loadedDocument()
        toolbars[id] = layout
        document = toolbars
        synchronize()
    }

    /// Merges what another instance of the app saved since the file was
    /// last read or written, and writes what this instance has not saved
    /// yet.
    ///
    /// Call it when the file may have changed (a ``FolderWatcher``
    /// event); it does nothing when the file is as this store left it.
    public func reloadIfChangedOnDisk() {
        guard document != nil else { return }
        synchronize()
    }

    /// Under the folder lock: merge a changed file, then write if the disk
    /// differs from what the app wants saved.
    private func synchronize() {
        guard !writesBlocked, document != nil else { return }
        var changedIDs: Set<String> = []
        do {
            try FileSystem.withFolderLock(folderURL.path) {
                if FileIdentity.of(fileURL.path) != identityOnDisk {
                    changedIDs = mergeChangesOnDisk()
                }
                try writeIfNeeded()
            }
        } catch {
            reportWriteFailure(error)
        }
        if !changedIDs.isEmpty { onExternalChange?(changedIDs) }
    }

    /// Reads the file another instance wrote and merges it into `document`;
    /// returns the toolbar ids whose layout changed here.
    private func mergeChangesOnDisk() -> Set<String> {
        let base = startingDefaults.merging(documentOnDisk ?? [:]) { _, onDisk in onDisk }
        let ours = document ?? [:]
        let theirs = readFile()
        let (merged, conflicts) = ToolbarDocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        document = merged
        if !conflicts.isEmpty {
            let names = conflicts.map { "\"\($0)\"" }.joined(separator: ", ")
            report(
                "Another instance of the app changed the toolbar settings in \(fileURL.path) while this one changed them too; its other changes were kept, but for toolbar \(names) the settings of this instance replaced its conflicting ones."
            )
        }
        return Set(merged.keys).union(ours.keys).filter { merged[$0] != ours[$0] }
    }

    private func writeIfNeeded() throws {
        guard let document, document != documentOnDisk else { return }
        try FileSystem.makeFolder(folderURL.path)
        let data = try ToolbarFileFormat.encode(document)
        identityOnDisk = try FileSystem.writeAtomically(data, to: fileURL.path, beforeRename: beforeRename)
        documentOnDisk = document
        writeFailureReported = false
    }

    private func reportWriteFailure(_ error: Error) {
        guard !writeFailureReported else { return }
        writeFailureReported = true
        report(
            "The toolbar settings cannot be saved to \(fileURL.path) (\(error)); changes are kept while the app runs, and saving is tried again at the next change."
        )
    }

    /// Saves `model` after each change made outside an editing session and when a session ends.
    ///
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
        warn(StandardError.warningLine(appID: appID, message))
    }
}
