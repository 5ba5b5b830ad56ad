import Gtk
import ToolbarKit

/// A space between toolbar items (SwiftUI's `ToolbarSpacer`).
public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    /// How wide the space is.
    public struct SpacerSizing: Sendable, Equatable {
        let kind: SpacerKind
        /// A fixed-width space.
        public static let fixed = SpacerSizing(kind: .space)
        /// A space that takes what is left.
        public static let flexible = SpacerSizing(kind: .flexibleSpace)
    }
    let sizing: SpacerSizing

    /// A spacer; flexible unless told otherwise.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
    }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        declarations.append(ToolbarDeclaration(kind: .spacer(sizing.kind)))
    }
}
