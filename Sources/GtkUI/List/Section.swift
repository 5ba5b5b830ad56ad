import Gtk

/// A group of rows with an optional header and footer (SwiftUI's `Section`).
///
/// In a `List` the header and footer are rows of their own (not
/// selectable, drawn as GNOME list headings); elsewhere the section shows
/// its header, content and footer in a column.
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
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// Stacks the header, content and footer in a leading-aligned `VStack`.
    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
            footer
        }
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
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
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section: ListRowSource where Parent: View, Content: View, Footer: View {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        collector.inSection { collector in
            if Parent.self != EmptyView.self { collector.addStaticRow(header, kind: .header) }
            collector.walk(content)
            if Footer.self != EmptyView.self { collector.addStaticRow(footer, kind: .footer) }
        }
    }
}
