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

    /// Applies `newDeclarations`, moving to them from those applied before
    /// (a CSS transition, or keyframes when it repeats) when the render
    /// under way animates and the widget is on screen (see `CSSMotion`).
    func applyAnimating(_ newDeclarations: String, to widget: Widget) {
        let motion = self.motion ?? CSSMotion()
        self.motion = motion
        if let animated = motion.animatedRules(for: newDeclarations, onScreen: widget.isMapped) {
            applyRules(animated, to: widget)
        } else {
            apply(newDeclarations, to: widget)
        }
    }
    private var motion: CSSMotion?

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
