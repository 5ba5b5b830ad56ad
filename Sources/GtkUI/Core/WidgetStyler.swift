import Gtk

/// Applies CSS declarations to one widget through its own style provider,
/// reloading only when they change.
@MainActor
final class WidgetStyler {
    private var provider: CssProvider?
    /// The declarations currently applied ("font-size: 9pt; …"), for tests.
    private(set) var declarations = ""

    func apply(_ newDeclarations: String, to widget: Widget) {
        guard newDeclarations != declarations else { return }
        declarations = newDeclarations
        if provider == nil {
            let provider = CssProvider(css: "")
            provider.apply(to: widget)
            self.provider = provider
        }
        provider?.load(newDeclarations.isEmpty ? "" : "* { \(newDeclarations) }")
    }
}
