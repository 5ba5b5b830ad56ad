import Gtk
import ToolbarKit

/// How wide a `ToolbarSpacer` is (SwiftUI's top-level `SpacerSizing`).
public struct SpacerSizing: Sendable, Equatable {
    let kind: SpacerKind
    /// A fixed-width space.
    public static let fixed = SpacerSizing(kind: .space)
    /// A space that takes what is left.
    public static let flexible = SpacerSizing(kind: .flexibleSpace)
}

/// A space between toolbar items (SwiftUI's `ToolbarSpacer`).
///
/// In `toolbar(id:)` it is a space the user can move or remove; in
/// `.toolbar { }` a space in its placement's part of the header bar (or the
/// bottom action bar): `.fixed` 16 px wide, `.flexible` taking the room left
/// there, which pushes the items after it to that part's far edge.
public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    /// How wide the space is (`SpacerSizing`, also spelled nested as before).
    public typealias SpacerSizing = GtkUI.SpacerSizing
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer; flexible unless told otherwise.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        var declaration = ToolbarDeclaration(kind: .spacer(sizing.kind))
        declaration.spacerPlacement = placement
        declarations.append(declaration)
    }
}

/// A `ToolbarSpacer` of `.toolbar { }` as an item of its placement: a
/// fixed-width or expanding empty widget.
struct ToolbarSpaceView: View, PrimitiveView {
    typealias Body = Never
    let kind: SpacerKind

    func makeNode() -> WidgetNode<Gtk::Spacer> {
        let spacer = Gtk::Spacer(width: kind == .flexibleSpace ? nil : 16)
        spacer.accessibleRole = .presentation
        return WidgetNode(viewType: Self.self, widget: spacer)
    }
    func updateNode(_ node: WidgetNode<Gtk::Spacer>, context: RenderContext) {}

    /// The item a spacer stands for in `placement`.
    @MainActor
    static func item(_ kind: SpacerKind, placement: ToolbarItemPlacement) -> ToolbarItemDeclaration {
        ToolbarItemDeclaration(
            id: "", placement: placement,
            render: { existing, parent, context in
                reconcile(existing, with: ToolbarSpaceView(kind: kind), parent: parent, context: context)
            },
            describe: { ControlDescription() })
    }
}
