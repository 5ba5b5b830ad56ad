import Gtk

/// How a `TextEditor` offers find and replace (set by `.findNavigator`,
/// `.findDisabled` and `.replaceDisabled`).
struct FindSettings {
    /// Shows and hides the find bar, and learns when the user does.
    var isPresented: FindPresentation?
    var isDisabled = false
    var isReplaceDisabled = false
}

/// The binding of `.findNavigator(isPresented:)`.
///
/// A class: environment values hold a reference (one word, nil or
/// not), not an optional binding, whose unused bytes reflection would
/// read uninitialised.
final class FindPresentation {
    let binding: Binding<Bool>
    init(_ binding: Binding<Bool>) { self.binding = binding }
}

extension View {
    /// Shows or hides the find bar of the text editors in this view
    /// (SwiftUI's `findNavigator(isPresented:)`); closing the bar sets the
    /// binding to false.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        EnvironmentWriter(content: self) { $0.find.isPresented = FindPresentation(isPresented) }
    }

    /// Turns find off in the text editors in this view (SwiftUI's
    /// `findDisabled(_:)`): Edit ▸ Find… and its shortcuts do nothing there.
    public func findDisabled(_ isDisabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isDisabled { $0.find.isDisabled = true } }
    }

    /// Turns replace off in the text editors in this view (SwiftUI's
    /// `replaceDisabled(_:)`): the find bar only finds.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isDisabled { $0.find.isReplaceDisabled = true } }
    }
}

/// The text editors of the app, by their widget, so that Edit ▸ Find
/// reaches the one that has (or last had) the keyboard focus.
@MainActor
enum FindTargets {
    private final class WeakEditor {
        weak var node: TextEditorNode?
        init(_ node: TextEditorNode) { self.node = node }
    }
    private static var editors: [ObjectID: WeakEditor] = [:]

    static func register(_ node: TextEditorNode) {
        editors = editors.filter { $0.value.node != nil }
        editors[node.widget.objectID] = WeakEditor(node)
    }

    /// The one text editor in `window`, if it has exactly one.
    static func soleEditor(in window: Gtk::Window) -> TextEditorNode? {
        let inside = editors.values.compactMap(\.node).filter { $0.widget.isInside(window) }
        return inside.count == 1 ? inside[0] : nil
    }

    /// The text editor `widget` is part of (its text, or its find bar), if any.
    static func editor(containing widget: Widget) -> TextEditorNode? {
        var current: Widget? = widget
        while let candidate = current {
            if let node = editors[candidate.objectID]?.node { return node }
            current = candidate.parent
        }
        return nil
    }
}
