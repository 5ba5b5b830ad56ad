import Gtk

/// The menus GNOME has no standard of its own for, filled from
/// `CommandGroupPlacement`s: the Format menu (`.textFormatting`) and the
/// Window menu (`.windowArrangement`, `.windowList`, `.singleWindowList`).
extension MenuBarController {
    /// What the app puts at `.textFormatting`, before and after its own
    /// Format menu's entries if it has one (`before`/`replacing`, `after`).
    func formatSections() -> (leading: [[BoundEntry]], trailing: [[BoundEntry]]) {
        var leading: [BoundEntry] = []
        var trailing: [BoundEntry] = []
        for case .group(.textFormatting, let position, let entries) in runtime.commands {
            let bound = entries().map { BoundEntry(entry: $0) }
            if position == .after { trailing += bound } else { leading += bound }
        }
        return (split(leading), split(trailing))
    }

    /// The app's `CommandMenu`s, with the Format menu first (after Edit and
    /// View, as macOS orders them) when the app formats text.
    func appMenus(format: (leading: [[BoundEntry]], trailing: [[BoundEntry]])) -> [TopMenu] {
        var menus: [TopMenu] = []
        var formatMerged = false
        for case .menu(let title, let entries) in runtime.commands {
            var sections = split(entries().map { BoundEntry(entry: $0) })
            if (title == "Format" || title == localized("Format")) && !formatMerged {
                formatMerged = true
                sections = format.leading + sections + format.trailing
            }
            menus.append(TopMenu(title: title, sections: sections))
        }
        let formatSections = format.leading + format.trailing
        if !formatMerged && !formatSections.isEmpty {
            menus.insert(TopMenu(title: localized("Format"), sections: formatSections), at: 0)
        }
        return menus
    }

    /// The Window menu, when the app adds to one of its groups: its
    /// arrangement section, then the open windows (choosing one brings it to
    /// the front).
    func windowMenu() -> TopMenu? {
        let windowPlacements: [CommandGroupPlacement] = [.windowArrangement, .windowList, .singleWindowList]
        let used = runtime.commands.contains { declaration in
            guard case .group(let placement, _, _) = declaration else { return false }
            return windowPlacements.contains(placement)
        }
        guard used else { return nil }
        let windows = runtime.windows.map(\.host.window).map { window in
            BoundEntry(
                entry: .action(
                    title: window.title.isEmpty ? runtime.about.name : window.title, shortcut: nil, isEnabled: true,
                    perform: { [weak window] in window?.present() }))
        }
        return TopMenu(
            title: localized("Window"),
            sections: sections(.windowArrangement, []) + sections(.windowList, windows) + sections(.singleWindowList, []))
    }
}
