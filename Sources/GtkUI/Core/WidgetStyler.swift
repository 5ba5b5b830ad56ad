import Gtk

/// Applies CSS declarations to one widget through its own style provider,
/// reloading only when they change.
@MainActor
final class WidgetStyler {
    private var provider: CssProvider?
    /// The rules currently applied ("* { font-size: 9pt; … }"), for tests.
    private(set) var declarations = ""

    func apply(_ newDeclarations: String, to widget: Widget) {
        applyRules(newDeclarations.isEmpty ? "" : "* { \(newDeclarations) }", to: widget)
    }

    /// Applies whole rules ("*:not(:selected) { … }") to the widget, for
    /// declarations that depend on its state.
    func applyRules(_ rules: String, to widget: Widget) {
        guard rules != declarations else { return }
        declarations = rules
        if provider == nil {
            let provider = CssProvider(css: "")
            provider.apply(to: widget)
            self.provider = provider
        }
        provider?.load(rules)
    }
}
