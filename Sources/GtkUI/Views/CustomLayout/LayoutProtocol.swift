import Foundation

/// A type that sizes and places a collection of views (SwiftUI's `Layout`):
/// a flow of tags, equal-width buttons, a radial menu.
///
/// GtkUI runs a layout inside GTK's own layout pass: the container is a
/// GTK widget whose measure asks `sizeThatFits` and whose size allocation
/// calls `placeSubviews` (see `CustomLayoutEngine`), so what shows is a
/// function of the window's size alone.
///
///     struct EqualWidthHStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
///
/// Unlike SwiftUI's, this protocol does not refine `Animatable`: GtkUI
/// applies changes without animation.
public protocol Layout {
    /// Properties of the layout: its stack orientation, if any.
    static var layoutProperties: LayoutProperties { get }
    /// Data the layout keeps between calls (default `Void`).
    associatedtype Cache = Void
    /// The subviews a layout places.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews` (called once, before the first use).
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache after the subviews or the layout changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout's container asks of the views around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview (`LayoutSubview.place`) inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the container puts a horizontal alignment guide (nil: the default).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// Where the container puts a vertical alignment guide (nil: the default).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// No particular properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache (the default keeps none between changes).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit guide: the container's default.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit guide: the container's default.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The views built by `content`, placed by this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutRootView(layout: self, content: content())
    }
}

/// Properties of a layout container (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its views along, if any (`Spacer`s
    /// inside stretch along it).
    public var stackOrientation: Axis?
    /// No stack orientation.
    public init() {}
}

/// A key for a value a view gives the custom layout that places it
/// (SwiftUI's `LayoutValueKey`), set with `.layoutValue(key:value:)` and
/// read with `LayoutSubview[key]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that does not set one.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view `value` for `key`, which the custom `Layout` that
    /// places it reads with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueModifier<Self, K>(content: self, value: value)
    }
}

/// Attaches a layout value to its content's widgets and tells the layout
/// around it.
struct LayoutValueModifier<Content: View, K: LayoutValueKey>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let value: K.Value

    func makeNode() -> ModifierNode { ModifierNode(viewType: Self.self) }
    func updateNode(_ node: ModifierNode, context: RenderContext) {
        let value = self.value
        node.apply = { node in
            for widget in node.widgets {
                let traits = LayoutTraits.on(widget)
                var values = traits.layoutValues ?? [:]
                values[ObjectIdentifier(K.self)] = value
                traits.layoutValues = values
            }
            node.nearestAncestor(TraitReadingNode.self)?.traitsChanged()
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
