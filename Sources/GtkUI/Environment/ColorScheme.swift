import Gtk

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

extension View {
    /// Asks for this view's window to be drawn in `colorScheme` whatever
    /// the desktop prefers; nil follows the desktop (SwiftUI's
    /// `preferredColorScheme`).
    ///
    /// GTK 4.8 has one theme per display, not per window: all of an app's
    /// windows are drawn in the active window's preferred scheme (or, when
    /// it has none, the desktop's), and `@Environment(\.colorScheme)`
    /// reports the scheme drawn.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ColorSchemePreference(content: self, colorScheme: colorScheme)
    }
}

/// The view of `.preferredColorScheme`: registers its value with the window.
struct ColorSchemePreference<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let colorScheme: ColorScheme?

    func makeNode() -> ColorSchemePreferenceNode { ColorSchemePreferenceNode(viewType: Self.self) }
    func updateNode(_ node: ColorSchemePreferenceNode, context: RenderContext) {
        node.declare(colorScheme, in: context.host)
        node.render(content, context: context)
    }
}

/// Holds one `.preferredColorScheme` declaration for as long as the view is
/// in its window: the declaration is withdrawn when the node goes away.
@MainActor
final class ColorSchemePreferenceNode: PassthroughNode {
    private weak var host: WindowHost?

    func declare(_ colorScheme: ColorScheme?, in host: WindowHost?) {
        self.host = host
        host?.declareColorScheme(colorScheme, by: ObjectIdentifier(self))
    }

    isolated deinit {
        host?.declareColorScheme(nil, by: ObjectIdentifier(self))
    }
}
