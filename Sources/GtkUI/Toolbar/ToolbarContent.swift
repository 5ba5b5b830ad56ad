import Gtk
import ToolbarKit

/// Content of a toolbar (SwiftUI's `ToolbarContent`): items, spacers, groups.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent
    /// The composition of this content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Toolbar content the user can customize: every item has a stable id
/// (SwiftUI's `CustomizableToolbarContent`).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never { fatalError("\(type(of: self)) is primitive toolbar content") }
}

/// Where a toolbar item goes by default (SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable, Equatable {
    let kind: ToolbarPlacement
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    public static let principal = ToolbarItemPlacement(kind: .principal)
    public static let status = ToolbarItemPlacement(kind: .status)
}

/// Visibility of an element (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// Options of `defaultCustomization(_:options:)` (SwiftUI's `ToolbarCustomizationOptions`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays reachable (in the overflow menu) when the user removes it.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// What the user may do with an item (SwiftUI's `ToolbarCustomizationBehavior`).
public struct ToolbarCustomizationBehavior: Sendable, Equatable {
    let kind: ItemBehavior
    /// Movable and removable.
    public static let `default` = ToolbarCustomizationBehavior(kind: .default)
    /// Movable, not removable.
    public static let reorderable = ToolbarCustomizationBehavior(kind: .reorderable)
    /// Neither movable nor removable; stays before customizable items.
    public static let disabled = ToolbarCustomizationBehavior(kind: .disabled)
}

/// One declared toolbar element after resolving groups, conditions and modifiers.
@MainActor
struct ToolbarDeclaration {
    enum Kind {
        case item(ToolbarItemDeclaration)
        case spacer(SpacerKind)
    }
    var kind: Kind
    var visibility: Visibility = .automatic
    var alwaysAvailable = false
    var behavior: ItemBehavior = .default
}

/// A declared item: its id, placement, and its content as render/describe closures.
@MainActor
struct ToolbarItemDeclaration {
    let id: String
    let placement: ToolbarPlacement
    /// Renders the content into `existing` (or a new node) under `parent`.
    let render: (_ existing: ViewNode?, _ parent: ViewNode, _ context: RenderContext) -> ViewNode
    /// Describes the content without rendering it.
    let describe: () -> ControlDescription

    /// What the toolbar, its overflow menu and the customization palette
    /// call the item: `label`, else its id made readable ("sizeSelector" →
    /// "Size Selector").
    func name(preferring label: String?) -> String { label ?? SymbolNames.humanize(id) }
}

/// Toolbar content that resolves into declarations.
@MainActor
protocol PrimitiveToolbarContent {
    func collect(into declarations: inout [ToolbarDeclaration])
}

/// Resolves any toolbar content into declarations.
@MainActor
func collectToolbar<C: ToolbarContent>(_ content: C, into declarations: inout [ToolbarDeclaration]) {
    if let primitive = content as? PrimitiveToolbarContent {
        primitive.collect(into: &declarations)
    } else if C.Body.self != Never.self {
        collectToolbar(content.body, into: &declarations)
    }
}

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let id: String
    let placement: ToolbarItemPlacement
    let content: Content

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content = self.content
        let item = ToolbarItemDeclaration(
            id: id, placement: placement.kind,
            render: { existing, parent, context in reconcile(existing, with: content, parent: parent, context: context) },
            describe: { GtkUI.describe(content) })
        declarations.append(ToolbarDeclaration(kind: .item(item)))
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// A customizable item with a stable `id`, placed by `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == () {
    /// A non-customizable item (its id is derived from its position).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = ""
        self.placement = placement
        self.content = content()
    }
}

/// A space between toolbar items (SwiftUI's `ToolbarSpacer`).
public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
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

/// Customization modifiers applied to toolbar content.
struct CustomizedToolbarContent<Content: ToolbarContent>: CustomizableToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let content: Content
    let modify: (inout ToolbarDeclaration) -> Void

    func collect(into declarations: inout [ToolbarDeclaration]) {
        var inner: [ToolbarDeclaration] = []
        collectToolbar(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        declarations += inner
    }
}

extension CustomizableToolbarContent {
    /// Whether the content is in the default set, and whether it stays reachable when removed.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self) { declaration in
            if defaultVisibility != .automatic { declaration.visibility = defaultVisibility }
            if options.contains(.alwaysAvailable) { declaration.alwaysAvailable = true }
        }
    }
    /// What the user may do with the content's items.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self) { $0.behavior = behavior.kind }
    }
}

/// A fixed list of toolbar contents built by `@ToolbarContentBuilder`.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into declarations: inout [ToolbarDeclaration]) {
        for element in repeat each content { collectToolbar(element, into: &declarations) }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

/// One of two toolbar contents, chosen by `if … else`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let first: TrueContent?
    let second: FalseContent?
    func collect(into declarations: inout [ToolbarDeclaration]) {
        if let first { collectToolbar(first, into: &declarations) }
        if let second { collectToolbar(second, into: &declarations) }
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
        for element in data { collectToolbar(content(element), into: &declarations) }
    }
}

extension ForEach: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension ForEach where Content: ToolbarContent {
    /// Toolbar content per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ToolbarContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Toolbar content per `Identifiable` element.
    public init(_ data: Data, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

/// Builds toolbar content from the statements of a closure.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(content: (repeat each content))
    }
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: first, second: nil)
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
