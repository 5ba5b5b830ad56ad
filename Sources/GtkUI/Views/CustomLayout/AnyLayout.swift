import Foundation

/// A layout of any type (SwiftUI's `AnyLayout`): switch between layouts
/// and the subviews keep their identity and state.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("One"); Text("Two") }
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorage

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { storage = TypedAnyLayoutStorage(layout) }

    /// The wrapped layout's cache, made anew when the wrapped layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    /// The wrapped layout's properties can change with it, so none are promised.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { storage.makeCache(subviews) }

    /// Updates the wrapped layout's cache, or makes a new one for a new layout type.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == storage.layoutType {
            storage.updateCache(&cache.value, subviews)
        } else {
            cache = storage.makeCache(subviews)
        }
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.matching(&cache, subviews)
        return storage.spacing(subviews, &cache.value)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.matching(&cache, subviews)
        return storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.matching(&cache, subviews)
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
}

/// The wrapped layout of an `AnyLayout`.
class AnyLayoutStorage: @unchecked Sendable {
    var layoutType: ObjectIdentifier { fatalError("abstract") }
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError("abstract") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {}

    /// Replaces a cache made for another layout type.
    func matching(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
        if cache.layoutType != layoutType { cache = makeCache(subviews) }
    }
}

final class TypedAnyLayoutStorage<L: Layout>: AnyLayoutStorage, @unchecked Sendable {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(layoutType: layoutType, value: layout.makeCache(subviews: subviews))
    }

    private func with<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        guard var typed = cache as? L.Cache else { fatalError("AnyLayout: cache of another layout type") }
        let result = body(&typed)
        cache = typed
        return result
    }

    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
    ) {
        with(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
