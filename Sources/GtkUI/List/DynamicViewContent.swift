import Gtk

/// A view whose content comes from a collection, which a list can edit
/// (SwiftUI's `DynamicViewContent`; `ForEach` is one).
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The collection of data.
    associatedtype Data: Collection
    /// The data the view's content is made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets the user delete rows of this content in a `List`: select rows and
    /// press Delete.
    ///
    /// `action` receives the offsets of the rows in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: ListEditActions(delete: action))
    }
    /// Lets the user move rows of this content in a `List` (Alt+Up and
    /// Alt+Down move the selected rows).
    ///
    /// `action` receives the offsets moved and the destination offset, as
    /// `Array.move(fromOffsets:toOffset:)` expects.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: ListEditActions(move: action))
    }
}

/// Content with edit actions attached (`.onDelete`, `.onMove`).
struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, ListRowSource {
    typealias Body = Never
    let base: Base
    let actions: ListEditActions
    var data: Base.Data { base.data }

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(base, context: context) }

    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        var merged = actions
        merged.delete = merged.delete ?? editActions.delete
        merged.move = merged.move ?? editActions.move
        if let source = base as? ListRowSource {
            source.collectRows(into: &collector, editActions: merged)
        } else {
            collector.walk(base)
        }
    }
}

extension EditableContent: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) { body(base) }
}
