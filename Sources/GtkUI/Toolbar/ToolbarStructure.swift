import Gtk
import ToolbarKit

/// A fixed list of toolbar contents built by `@ToolbarContentBuilder`.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    /// `Never`: the toolbar reads each element's items, in order.
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into declarations: inout [ToolbarDeclaration]) {
        var index = 0
        for element in repeat each content {
            collectToolbar(element, at: index, into: &declarations)
            index += 1
        }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

/// One of two toolbar contents, chosen by `if … else`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent
{
    /// `Never`: the toolbar reads the items of the branch the condition chose.
    public typealias Body = Never
    let first: TrueContent?
    let second: FalseContent?
    func collect(into declarations: inout [ToolbarDeclaration]) {
        if let first { collectToolbar(first, at: true, into: &declarations) }
        if let second { collectToolbar(second, at: false, into: &declarations) }
    }
}

extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func collect(into declarations: inout [ToolbarDeclaration]) {
        if let wrapped = self { collectToolbar(wrapped, into: &declarations) }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Group: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    /// Groups toolbar content.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
    func collect(into declarations: inout [ToolbarDeclaration]) { collectToolbar(content, into: &declarations) }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension ForEach: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    func collect(into declarations: inout [ToolbarDeclaration]) {
        for element in data { collectToolbar(content(element), at: AnyHashable(id(element)), into: &declarations) }
    }
}

extension ForEach: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension ForEach where Content: ToolbarContent {
    /// Toolbar content per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ToolbarContent, Data == Range<Int>, ID == Int {
    /// Toolbar content per integer of a constant range.
    public init(_ data: Range<Int>, @ToolbarContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

extension ForEach where Content: ToolbarContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Toolbar content per `Identifiable` element.
    public init(_ data: Data, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}
