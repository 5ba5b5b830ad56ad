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

    /// Creates a registry; with a store, models are loaded from it and saved
    /// after each change, and layouts another instance of the app saves are
    /// adopted by the models (see ``ToolbarStore/reloadIfChangedOnDisk()``).
    public init(store: ToolbarStore? = nil) {
        self.store = store
        store?.onExternalChange = { [weak self] ids in self?.adoptStoredLayouts(ids) }
    }

    /// Shows the layouts now stored for `ids` in their models, except in a
    /// model the user is customizing (its commit is merged when saved).
    private func adoptStoredLayouts(_ ids: Set<String>) {
        for id in ids.sorted() {
            guard let model = models[id], !model.isEditing else { continue }
            model.adoptSavedLayout(store?.storedLayout(id: id) ?? model.catalog.defaultLayout)
        }
    }

    /// The shared model of toolbar `id`, created on first request from `catalog`.
    ///
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
