import Gtk

/// Applies CSS declarations to one widget through its own style provider,
/// reloading only when they change.
@MainActor
final class WidgetStyler {
    private var provider: CssProvider?
    /// The declarations currently applied ("font-size: 9pt; …"), or the
    /// rules given to `applyRules`, for tests.
    private(set) var declarations = ""
    private var loadedRules = ""

    func apply(_ newDeclarations: String, to widget: Widget) {
        applyRules(newDeclarations.isEmpty ? "" : "* { \(newDeclarations) }", to: widget)
        declarations = newDeclarations
    }

    /// Applies whole rules ("*:not(:selected) { … }") to the widget, for
    /// declarations that depend on its state.
    func applyRules(_ rules: String, to widget: Widget) {
        declarations = rules
        guard rules != loadedRules else { return }
        loadedRules = rules
        if provider == nil {
            let provider = CssProvider(css: "")
            provider.apply(to: widget)
            self.provider = provider
        }
        provider?.load(rules)
    }
}
