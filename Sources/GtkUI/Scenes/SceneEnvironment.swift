import Observation

extension Scene {
    /// Sets an environment value for the views of this scene's windows.
    ///
    /// Every window the scene opens renders its content with the value, as
    /// if the content itself had `.environment(keyPath, value)`:
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(\.fileService, FileService())
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modifyingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Puts an `@Observable` object in the environment of this scene's
    /// windows, for `@Environment(T.self)`; nil removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifyingEnvironment { $0.storage[ObjectIdentifier(ObservableSlot<T>.self)] = object }
    }

    /// Puts `object` in the environment of this scene's windows, for
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifyingEnvironment { $0.storage[ObjectIdentifier(EnvironmentObjectSlot<T>.self)] = object }
    }

    /// Changes an environment value for the views of this scene's windows with `transform`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some Scene {
        modifyingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// This scene with `edit` applied to its windows' environment; an
    /// outer modifier's edit goes first, so the innermost one wins.
    private func modifyingEnvironment(_ edit: @escaping (inout EnvironmentValues) -> Void) -> some Scene {
        ModifiedScene(content: self) { $0.environment.insert(edit, at: 0) }
    }
}
