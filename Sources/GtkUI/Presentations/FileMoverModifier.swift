import Gtk

/// `.fileMover`: a folder chooser to move files into, while `isPresented` is true.
///
/// The files are moved (renamed, or copied and removed across disks) into
/// the folder chosen; a file of the same name there is never replaced (the
/// move fails with an error). `onCompletion` gets the new URLs or the
/// error; cancelling calls `onCancellation` (nothing in the forms without one).
extension View {
    /// Moves `file` to a folder the user chooses.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        mover(isPresented, [file].compactMap { $0 }, { onCompletion($0.map { $0[0] }) }, {})
    }

    /// Moves `file` to a folder the user chooses; cancelling calls `onCancellation`.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        mover(isPresented, [file].compactMap { $0 }, { onCompletion($0.map { $0[0] }) }, onCancellation)
    }

    /// Moves `files` to a folder the user chooses.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        mover(isPresented, Array(files), onCompletion, {})
    }

    /// Moves `files` to a folder the user chooses; cancelling calls `onCancellation`.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        mover(isPresented, Array(files), onCompletion, onCancellation)
    }

    private func mover(
        _ isPresented: Binding<Bool>, _ files: [URL], _ completion: @escaping (Result<[URL], any Error>) -> Void,
        _ cancelled: @escaping () -> Void
    ) -> some View {
        FileDialogPresenter(content: self, isPresented: isPresented) { settings, parent, finished in
            guard !files.isEmpty else { return finished() }
            let chooser = OpenFileChooser(
                title: settings.message ?? (files.count == 1 ? "Move “\(files[0].lastPathComponent)”" : "Move \(files.count) Files"),
                parent: parent, acceptLabel: settings.confirmationLabel ?? "_Move", selectsMultiple: false, filters: [],
                folder: settings.defaultDirectory?.path ?? files[0].deletingLastPathComponent().path, choosesFolders: true)
            chooser.begin { paths in
                finished()
                guard let folder = paths.first else { return cancelled() }
                completion(Result { try FileMove.move(files, into: URL(fileURLWithPath: folder)) })
            }
        }
    }
}

/// Moving files into a folder without replacing any.
@MainActor
enum FileMove {
    /// Moves each of `files` into `folder`; stops at the first failure
    /// (the files moved before it stay moved).
    static func move(_ files: [URL], into folder: URL) throws -> [URL] {
        try files.map { file in
            let destination = folder.appendingPathComponent(file.lastPathComponent)
            if DocumentController.sameFile(file.deletingLastPathComponent(), folder) { return file }
            try FileManager.default.moveItem(at: file, to: destination)
            return destination
        }
    }
}
