import Gtk
import ToolbarKit

/// The right-click menu of a window's `.toolbar { }` items, for scenes that
/// let the user choose their label style.
///
/// With `windowToolbarLabelStyle(_:)` and a binding, it offers Icon and
/// Text, Icon Only and Text Only, as macOS offers for its toolbars;
/// choosing one writes the binding and relabels the items.
///
/// Made only for such scenes; a customizable toolbar has its own menu,
/// whose display mode writes the same binding.
@MainActor
final class LabelStyleMenu {
    private unowned let host: WindowHost
    private let binding: Binding<ToolbarLabelStyle>
    private let actions = ActionGroup()
    private let action: SimpleAction
    private var popover: PopoverMenu?
    private var attached: [ObjectIdentifier: GestureClick] = [:]

    init(host: WindowHost, binding: Binding<ToolbarLabelStyle>) {
        self.host = host
        self.binding = binding
        action = SimpleAction(name: "style", state: binding.wrappedValue.displayMode.rawValue)
        action.onChangeState { [weak self] requested in
            guard let raw = requested?.string, let mode = DisplayMode(rawValue: raw) else { return }
            self?.choose(ToolbarLabelStyle(mode))
        }
        actions.add(action)
        host.window.insertActionGroup("labelstyle", actions)
    }

    /// Opens the menu on right-clicks on `bar` (a box of header-bar items).
    func attach(to bar: Widget) {
        guard attached[ObjectIdentifier(bar)] == nil else { return }
        let click = GestureClick(button: 3)
        // Captured: the header bar's window handle would claim the press.
        click.propagationPhase = .capture
        click.onPressed { [weak click] _, _, _ in click?.claim() }
        click.onReleased { [weak self, weak bar] _, x, y in
            guard let self, let bar else { return }
            self.open(at: bar, x: x, y: y)
        }
        bar.addController(click)
        attached[ObjectIdentifier(bar)] = click
    }

    /// The menu as GTK shows it: the three display modes as radio items.
    var menu: Gtk::Menu {
        let menu = Gtk::Menu()
        for mode in DisplayMode.allCases { menu.append(mode.localizedLabel, action: "labelstyle.style", target: mode.rawValue) }
        return menu
    }

    private func open(at bar: Widget, x: Double, y: Double) {
        action.state = .string(binding.wrappedValue.displayMode.rawValue)
        let popover = self.popover ?? PopoverMenu(menu)
        if self.popover == nil {
            popover.hasArrow = false
            popover.attach(to: host.headerBar)
            self.popover = popover
        }
        let origin = bar.bounds(relativeTo: host.headerBar)
        popover.point(to: Rect(x: (origin?.x ?? 0) + x, y: (origin?.y ?? 0) + y, width: 1, height: 1))
        popover.popup()
    }

    /// The user chose `style`: the binding, then every window of the app
    /// that offers the choice (they share the binding, as SwiftUI's scene does).
    func choose(_ style: ToolbarLabelStyle) {
        if binding.wrappedValue != style { binding.wrappedValue = style }
        let others = (AppRuntime.current?.windows.map(\.host) ?? []).filter { $0 !== host }
        for window in [host] + others { window.labelStyleMenu?.show(style) }
    }

    /// Relabels this window's items as `style` says.
    func show(_ style: ToolbarLabelStyle) {
        action.state = .string(style.displayMode.rawValue)
        guard host.headerBarItems.windowSettings.labelStyle != style.kind else { return }
        host.headerBarItems.windowSettings.labelStyle = style.kind
        host.rerenderContent?()
    }

    /// Unparents the popover before the header bar goes away.
    func detach() {
        popover?.detach()
        popover = nil
    }
}

extension ToolbarLabelStyle {
    /// The customizable toolbar's display mode showing labels this way
    /// (`.automatic`: icons only, as `.toolbar { }` items show by default).
    var displayMode: DisplayMode {
        switch kind {
        case .titleAndIcon: .iconAndText
        case .titleOnly: .textOnly
        case .iconOnly, .automatic: .iconOnly
        }
    }

    /// The label style of a display mode.
    init(_ mode: DisplayMode) {
        switch mode {
        case .iconAndText: self = .titleAndIcon
        case .iconOnly: self = .iconOnly
        case .textOnly: self = .titleOnly
        }
    }
}
