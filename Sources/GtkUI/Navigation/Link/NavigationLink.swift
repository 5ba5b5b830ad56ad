import Gtk

/// A view that presents another when activated (SwiftUI's `NavigationLink`).
///
/// In a `NavigationStack` it pushes a page; in a `NavigationSplitView`
/// column it shows its destination in the next column. As a row of a
/// `List` the whole row is the link (click, Enter or Space), with GNOME's
/// `go-next-symbolic` chevron at its end in a stack (not in a sidebar);
/// elsewhere it is a button. Outside any navigation container it is
/// disabled, as in SwiftUI.
///
/// ```swift
/// NavigationLink(recipe.name, value: recipe)
/// NavigationLink("Settings") { SettingsView() }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    /// `Never`: a primitive view, rendered as a list row or a button.
    public typealias Body = Never
    let label: Label
    let target: NavigationLinkTarget<Destination>

    init(target: NavigationLinkTarget<Destination>, label: Label) {
        self.target = target
        self.label = label
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(target: .destination(destination()), label: label())
    }

    /// A link that shows `destination` while `isActive` is true (sets it on
    /// activation; going back sets it to false).
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(target: .active(isActive, destination()), label: label())
    }

    /// A link that shows `destination` while `selection` equals `tag` (sets
    /// it on activation; going back sets it to nil).
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(target: .tagged(NavigationLinkTag(tag: tag, selection: selection), destination()), label: label())
    }

    /// A link that pushes `destination`.
    @available(*, deprecated, message: "use NavigationLink(destination:label:) with a view builder instead")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(target: .destination(destination), label: label())
    }

    /// A link that shows `destination` while `isActive` is true.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(target: .active(isActive, destination), label: label())
    }

    /// A link that shows `destination` while `selection` equals `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(target: .tagged(NavigationLinkTag(tag: tag, selection: selection), destination), label: label())
    }

    /// Whether an iOS split view shows the destination in its detail column;
    /// a GNOME window always shows a link's destination in the column after
    /// the link's, so this changes nothing.
    @available(*, deprecated, message: "use NavigationSplitView to choose the column a link presents in")
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == Never {
    /// A link that presents `value` (nil: the link is disabled).
    ///
    /// The stack pushes the view its `navigationDestination(for:)` gives. In
    /// a `List(selection:)` of that value type, the row selects `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: label())
    }

    /// A link that presents `value` (a `Codable` value keeps the path encodable).
    public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: label())
    }

    /// A text link that presents `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(target: .value(value.map { AnyHashable($0) }), label: Text(title))
    }

    /// A text link that presents `value` (a `Codable` value keeps the path encodable).
    public init<S: StringProtocol, P: Hashable & Codable>(_ title: S, value: P?) where Label == Text {
        self.init(target: .value(value.map { AnyHashable($0) }), label: Text(title))
    }
}

extension NavigationLink where Label == Text {
    /// A text link that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(target: .destination(destination()), label: Text(title))
    }

    /// A text link that pushes `destination`.
    @available(*, deprecated, message: "use NavigationLink(_:destination:) with a view builder instead")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(target: .destination(destination), label: Text(title))
    }

    /// A text link that shows `destination` while `isActive` is true.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(target: .active(isActive, destination()), label: Text(title))
    }

    /// A text link that shows `destination` while `selection` equals `tag`.
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(target: .tagged(NavigationLinkTag(tag: tag, selection: selection), destination()), label: Text(title))
    }

    /// A text link that shows `destination` while `isActive` is true.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(target: .active(isActive, destination), label: Text(title))
    }

    /// A text link that shows `destination` while `selection` equals `tag`.
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(target: .tagged(NavigationLinkTag(tag: tag, selection: selection), destination), label: Text(title))
    }
}

/// A value link is its row's tag in a `List(selection:)`: the row selects its value.
extension NavigationLink: ListRowTagged where Destination == Never {
    var anyTag: AnyHashable? {
        if case .value(let value) = target { return value }
        return nil
    }
}

/// What a `NavigationLink` presents.
enum NavigationLinkTarget<Destination: View> {
    case value(AnyHashable?)
    case destination(Destination)
    case active(Binding<Bool>, Destination)
    case tagged(NavigationLinkTag, Destination)
}

/// The tag and selection of `NavigationLink(tag:selection:)`, type-erased.
@MainActor
struct NavigationLinkTag {
    let tag: AnyHashable
    let isSelected: () -> Bool
    let select: () -> Void
    let deselect: () -> Void

    init<V: Hashable>(tag: V, selection: Binding<V?>) {
        self.tag = AnyHashable(tag)
        isSelected = { selection.wrappedValue == tag }
        select = { if selection.wrappedValue != tag { selection.wrappedValue = tag } }
        deselect = { if selection.wrappedValue == tag { selection.wrappedValue = nil } }
    }
}
