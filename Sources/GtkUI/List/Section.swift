import Gtk

/// A group of rows with an optional header and footer (SwiftUI's `Section`).
///
/// In a `List` the header and footer are rows of their own (not
/// selectable, drawn as GNOME list headings); `Section(isExpanded:)` in a
/// list has a disclosure triangle in its header row that hides and shows
/// its rows (a click on the header, or Right/Left on it). In a `Form` a
/// section is a GNOME boxed list under its heading, its footer dimmed below.
/// Elsewhere the section shows its header, content and footer in a column.
///
/// ```swift
/// List {
///     Section("Library") { ForEach(collections) { Text($0.name) } }
/// }
/// ```
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// `Section(isExpanded:)`: whether the content shows (a list's collapsible section).
    var isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// `Never`: a primitive view, drawn as list rows, a form section or a column.
    public typealias Body = Never

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer given as views (deprecated in SwiftUI for `init(content:header:footer:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    /// A section with a footer given as a view (deprecated in SwiftUI for `init(content:footer:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    /// A section with a header given as a view (deprecated in SwiftUI for `init(content:header:)`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
    /// A collapsible section with a header: in a `List`, the header row's
    /// disclosure triangle hides and shows the content, following `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
    /// A collapsible section with a text header (see `init(isExpanded:content:header:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeNode() -> FormSectionNode { FormSectionNode(viewType: Self.self) }
    func updateNode(_ node: FormSectionNode, context: RenderContext) {
        if let rowStyle = context.environment.containers.formRows {
            node.renderInForm(header: header, content: content, footer: footer, style: rowStyle, context: context)
        } else {
            node.renderAlone(
                VStack(alignment: .leading) {
                    header
                    content
                    footer
                }, context: context)
        }
    }
}

extension Section: ListRowSource where Parent: View, Content: View, Footer: View {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        collector.inSection { collector in
            if Parent.self != EmptyView.self { collector.addSectionHeader(header, isExpanded: isExpanded) }
            guard isExpanded?.wrappedValue != false else { return }
            collector.walk(content)
            if Footer.self != EmptyView.self { collector.addStaticRow(footer, kind: .footer) }
        }
    }
}
