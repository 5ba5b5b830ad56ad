import Gtk

/// What a view knows about the presentation it is in: the one
/// `EnvironmentValues` field the presentation modifiers share.
struct PresentationEnvironment {
    /// What `\.dismiss` does here (nil: close the window, if any).
    var dismiss: DismissAction?
    /// The window the content renders into, closed by `\.dismiss` outside a presentation.
    weak var window: Gtk::Window?
    /// The sheet the content is in, which reads `.interactiveDismissDisabled`.
    weak var sheet: SheetPresenter?
    /// The inspector the content is in, which reads `.inspectorColumnWidth`.
    weak var inspector: InspectorNode?
    /// Whether the content is shown in a presentation.
    var isPresented = false

    init(dismiss: DismissAction? = nil, window: Gtk::Window? = nil, sheet: SheetPresenter? = nil, isPresented: Bool = false) {
        self.dismiss = dismiss
        self.window = window
        self.sheet = sheet
        self.isPresented = isPresented
    }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (sheet, popover, inspector) or,
    /// outside one, closes the window.
    @MainActor public var dismiss: DismissAction {
        if let dismiss = presentation.dismiss { return dismiss }
        guard let window = presentation.window else { return .none }
        // Closed once the current event is handled (see `SheetPresenter.render`).
        return DismissAction { [weak window] in _ = IdleSource { window?.close() } }
    }

    /// Whether the view is in a presentation (a sheet, popover, inspector).
    public var isPresented: Bool { presentation.isPresented }
}
