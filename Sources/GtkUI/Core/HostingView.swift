import Gtk

/// Renders a view into a GTK widget and keeps it updated (SwiftUI's hosting
/// view).
///
/// Windows use it for their content; tests use it directly.
@MainActor
public final class HostingView<Content: View> {
    private let root = RootNode(orientation: .vertical)
    /// Renders the latest root view again.
    ///
    /// A closure rather than a stored `Content?`: the test suite's
    /// reflection walk (and valgrind) read an optional of an opaque `some
    /// View` type stored in this generic class as uninitialised memory; a
    /// closure is opaque to reflection.
    private var renderLatest: (() -> Void)?
    /// Batches state changes of the hosted views.
    public let scheduler: UpdateScheduler
    weak var host: WindowHost?

    /// The widget that shows the view (a vertical box).
    public var widget: Widget { root.children.box }

    /// Renders `rootView`.
    public convenience init(rootView: Content) { self.init(rootView: rootView, host: nil, scheduler: UpdateScheduler()) }

    init(rootView: Content, host: WindowHost?, scheduler: UpdateScheduler) {
        self.scheduler = scheduler
        self.host = host
        root.children.box.hexpand = true
        root.children.box.vexpand = true
        root.isWindowContent = host != nil
        NamedColorPalette.install()
        update(rootView)
    }

    /// Renders a new root view value.
    public func update(_ rootView: Content) {
        renderLatest = { [unowned self] in self.update(rootView) }
        var context = RenderContext(host: host, scheduler: scheduler)
        if let host {
            context.environment.colorScheme = host.colorScheme
            context.environment.presentation.window = host.window
            context.environment.windowActivity = host.activity
        }
        context.environment.sceneHost = host
        for edit in host?.sceneEnvironment ?? [] { edit(&context.environment) }
        root.render(rootView, context: context)
    }

    /// Renders the root view again (the window's environment changed).
    func rerender() {
        renderLatest?()
    }

    /// Applies pending state changes now (they otherwise apply before the next frame).
    public func flush() { scheduler.flush() }

    /// The widgets the root view produced, in order.
    public var renderedWidgets: [Widget] { root.widgets }
}
