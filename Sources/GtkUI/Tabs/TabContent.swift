import Gtk

/// Content of a `TabView` made of `Tab`s (SwiftUI's `TabContent`, iOS 18 / macOS 15).
///
/// `Tab`, `TabSection`, and a builder's groups of them are tab content;
/// a type of your own composes them in `body`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the tabs' selection values.
    associatedtype TabValue: Hashable
    /// The tab content this content is made of.
    associatedtype Body: TabContent
    /// The tabs of this content.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    /// `Never` selects nothing.
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    /// Primitive tab content has no body; the tab view reads it directly.
    public var body: Never { fatalError("\(type(of: self)) is primitive tab content and has no body") }
}

/// Tab content that lists its tabs itself (`Tab`, `TabSection`, builder groups).
@MainActor
protocol TabPagesProviding {
    func collectPages(into collector: inout TabPageCollector)
}

/// Builds tab content from the statements of a closure (SwiftUI's `TabContentBuilder`).
@resultBuilder @MainActor
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// The tab content a `TabView` shows, as a view.
    public struct Content<C: TabContent>: View, PrimitiveView where C.TabValue == SelectionValue {
        /// `Never`: the tab view reads the tabs.
        public typealias Body = Never
        let content: C
        func makeNode() -> ViewNode { ViewNode(viewType: Self.self) }
        func updateNode(_ node: ViewNode, context: RenderContext) {}
    }

    /// Each statement's tab content, unchanged.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    /// A closure of one tab.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    /// An `if` without `else`: the tabs when the condition holds.
    public static func buildIf<C: TabContent>(_ content: C?) -> _OptionalTabContent<C> where C.TabValue == SelectionValue {
        _OptionalTabContent(content: content)
    }
    /// An `if`/`else` taking its first branch.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _ConditionalTabContent(pages: { first.collectAnyPages(into: &$0) })
    }
    /// An `if`/`else` taking its second branch.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _ConditionalTabContent(pages: { second.collectAnyPages(into: &$0) })
    }
    /// An `if #available` branch's tabs, unchanged.
    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
}

extension TabContentBuilder {
    /// A closure of 2 tabs, kept in order.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<SelectionValue, (C0, C1)>
    where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 3 tabs, kept in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<
        SelectionValue, (C0, C1, C2)
    >
    where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 4 tabs, kept in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3)>
    where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 5 tabs, kept in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 6 tabs, kept in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue, C5.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
            c5.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 7 tabs, kept in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
            c5.collectAnyPages(into: &collector)
            c6.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 8 tabs, kept in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTabContent<
        SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7)
    >
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
            c5.collectAnyPages(into: &collector)
            c6.collectAnyPages(into: &collector)
            c7.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 9 tabs, kept in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent,
        C8: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTabContent<
        SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    >
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue,
        C8.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
            c5.collectAnyPages(into: &collector)
            c6.collectAnyPages(into: &collector)
            c7.collectAnyPages(into: &collector)
            c8.collectAnyPages(into: &collector)
        })
    }
    /// A closure of 10 tabs, kept in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent,
        C8: TabContent, C9: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTabContent<
        SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    >
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue,
        C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue,
        C8.TabValue == SelectionValue, C9.TabValue == SelectionValue
    {
        TupleTabContent(pages: { collector in
            c0.collectAnyPages(into: &collector)
            c1.collectAnyPages(into: &collector)
            c2.collectAnyPages(into: &collector)
            c3.collectAnyPages(into: &collector)
            c4.collectAnyPages(into: &collector)
            c5.collectAnyPages(into: &collector)
            c6.collectAnyPages(into: &collector)
            c7.collectAnyPages(into: &collector)
            c8.collectAnyPages(into: &collector)
            c9.collectAnyPages(into: &collector)
        })
    }
}

/// Several tabs from one builder block (SwiftUI's `TupleTabContent`).
public struct TupleTabContent<Value: Hashable, T>: TabContent, TabPagesProviding {
    /// The tabs' selection values.
    public typealias TabValue = Value
    /// `Never`: the tab view reads the tabs.
    public typealias Body = Never
    let pages: (inout TabPageCollector) -> Void
    func collectPages(into collector: inout TabPageCollector) { pages(&collector) }
}

/// The tabs of one branch of an `if`/`else` in a tab builder.
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent, TabPagesProviding
where TrueContent.TabValue == FalseContent.TabValue {
    /// The tabs' selection values.
    public typealias TabValue = TrueContent.TabValue
    /// `Never`: the tab view reads the tabs.
    public typealias Body = Never
    let pages: (inout TabPageCollector) -> Void
    func collectPages(into collector: inout TabPageCollector) { pages(&collector) }
}

/// The tabs of an `if` without `else` in a tab builder, when its condition holds.
public struct _OptionalTabContent<Wrapped: TabContent>: TabContent, TabPagesProviding {
    /// The wrapped tabs' selection values.
    public typealias TabValue = Wrapped.TabValue
    /// `Never`: the tab view reads the tabs.
    public typealias Body = Never
    let content: Wrapped?
    func collectPages(into collector: inout TabPageCollector) { content?.collectAnyPages(into: &collector) }
}

extension TabContent {
    /// Adds this content's tabs: its own, or its body's.
    func collectAnyPages(into collector: inout TabPageCollector) {
        if let provider = self as? TabPagesProviding {
            provider.collectPages(into: &collector)
        } else if Body.self != Never.self {
            body.collectAnyPages(into: &collector)
        }
    }
}
