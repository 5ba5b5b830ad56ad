import Gtk
import ToolbarKit

/// A window that shows a view and its `.toolbar(id:)` header bar outside an
/// `App`, with a private toolbar registry (nothing saved), for the
/// customization-latency benchmark (`Benchmarks/GtkUIBench`).
///
/// Not public API: reached with `@_spi(Benchmarks) import GtkUI`.
///
///     let window = BenchmarkWindow(MyToolbarView(), width: 900, height: 400)
///     try window.toolbarModel?.move(from: 0, to: 5)
@_spi(Benchmarks) @MainActor
public final class BenchmarkWindow<Content: View> {
    /// The GTK window.
    public let window = Gtk::Window()
    private let host: WindowHost
    private let hosting: HostingView<Content>

    /// Renders `view` into a new window of the given size and presents it.
    public init(_ view: Content, width: Int, height: Int) {
        host = WindowHost(window: window, registry: ToolbarRegistry())
        hosting = HostingView(rootView: view, host: host, scheduler: UpdateScheduler())
        window.setDefaultSize(width: width, height: height)
        window.setChild(hosting.widget)
        window.present()
        hosting.flush()
    }

    /// The shared model of the window's customizable toolbar, if the view declares one.
    public var toolbarModel: ToolbarModel? { host.toolbarModel }

    /// The window's header bar, which holds the toolbar.
    public var headerBar: Widget { host.headerBar }

    /// The toolbar's items currently shown in the header bar (the rest overflow).
    public var shownItemCount: Int {
        guard let toolbar = host.toolbar else { return 0 }
        return toolbar.orderedSlots.filter(toolbar.isInBar).count
    }

    /// Applies pending view updates now.
    public func flush() { hosting.flush() }

    /// Renders performed so far (how many views a change re-rendered).
    public var renderCount: Int { hosting.scheduler.renderCount }

    /// Destroys the window.
    public func close() { window.destroy() }
}
