import Gtk

/// One button of an alert or confirmation dialog, read from its `actions`.
@MainActor
struct AlertButton {
    let title: String
    let role: ButtonRole?
    /// Whether it has `.keyboardShortcut(.defaultAction)`: Return presses it.
    let isDefault: Bool
    let action: () -> Void

    /// The buttons declared in `actions`, in order (other views are ignored).
    static func collect<A: View>(from actions: A) -> [AlertButton] {
        var walker = Collector()
        walker.walk(actions)
        return walker.buttons
    }

    /// Orders buttons as GNOME dialogs do (the cancel button first, the
    /// others as declared) and picks the one Return presses: the declared
    /// default, else the first that neither cancels nor destroys.
    static func arrange(_ buttons: [AlertButton]) -> (buttons: [AlertButton], defaultIndex: Int?) {
        let ordered = buttons.filter { $0.role == .cancel } + buttons.filter { $0.role != .cancel }
        let defaultIndex =
            ordered.firstIndex { $0.isDefault }
            ?? ordered.firstIndex { $0.role == nil }
        return (ordered, defaultIndex)
    }

    private struct Collector: ViewWalker {
        var buttons: [AlertButton] = []

        mutating func visit<V: View>(_ view: V) -> Bool {
            guard view is DescribableView else { return false }
            let description = GtkUI.describe(view)
            guard case .button(let action) = description.kind else { return false }
            buttons.append(
                AlertButton(
                    title: description.bestLabel ?? "", role: description.role,
                    isDefault: description.keyboardShortcut == KeyboardShortcut.defaultAction.gtkTrigger,
                    action: action))
            return true
        }
    }
}
