// One shared model per toolbar id, so every window shows the same toolbar.

/// Hands out one ``ToolbarModel`` per toolbar id, loaded from and saved to an optional store.
///
///     let registry = ToolbarRegistry(store: ToolbarStore(appID: "org.gtkui.NoteEditor"))
///     let model = registry.model(id: "editingtools", catalog: catalog)  // same instance for every window
public final class ToolbarRegistry {
    /// Where models are loaded from and saved to, if anywhere.
    public let store: ToolbarStore?
    private var models: [String: ToolbarModel] = [:]
    private var saving: [String: ToolbarObservation] = [:]

    /// Creates a registry; with a store, models are loaded from it and saved after each change.
    public init(store: ToolbarStore? = nil) {
        self.store = store
    }

    /// The shared model of toolbar `id`, created on first request from `catalog`.
    /// Later requests return the same instance; the first catalog is kept.
    public func model(id: String, catalog: ToolbarCatalog) -> ToolbarModel {
        if let model = models[id] { return model }
        let layout = store?.load(id: id, catalog: catalog)
        let model = ToolbarModel(id: id, catalog: catalog, layout: layout)
        models[id] = model
        if let store { saving[id] = store.attach(model) }
        return model
    }

    /// The model of toolbar `id` if one was already created.
    public func existingModel(id: String) -> ToolbarModel? {
        models[id]
    }
}
