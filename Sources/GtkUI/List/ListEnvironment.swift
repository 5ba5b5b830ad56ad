import Gtk

/// How much a section's header stands out (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    /// GNOME's list heading (bold).
    case standard
    /// A larger heading (GNOME's `title-4`).
    case increased
}

extension EnvironmentValues {
    /// How section headers inside stand out (`.headerProminence`).
    public var headerProminence: Prominence {
        get { containers.headerProminence }
        set { containers.headerProminence = newValue }
    }
}

extension View {
    /// Makes the headers of the sections inside this view stand out more
    /// (`.increased`: GNOME's `title-4` heading) or as usual.
    ///
    /// In a `List` and in a `Form`; a section elsewhere draws its header as
    /// a plain view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        EnvironmentWriter(content: self) { $0.containers.headerProminence = prominence }
    }
}

/// An environment modifier on list structure (`Section { … }.font(.title)`,
/// `ForEach(…) { … }.headerProminence(.increased)` inside a `List`) applies
/// to each of its rows, as in SwiftUI; on a row's content it is part of the
/// row.
extension EnvironmentWriter: ListRowSource {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        guard Self.isListStructure else {
            collector.addStaticRow(self, kind: .content)
            return
        }
        let first = collector.collectModified(content, editActions: editActions)
        collector.rows.transformEnvironment(transform, ofSegmentsFrom: first)
    }
}

extension EnvironmentWriter: ListStructureQuery {
    static var isListStructure: Bool { GtkUI.isListStructure(Content.self) }
}

extension OutlineRow {
    /// This row and the rows below it, rendered with `transform` applied to their environment.
    func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> OutlineRow {
        let render = self.render
        let children = self.children
        return OutlineRow(
            id: id,
            render: { node, context in
                var inner = context
                transform(&inner.environment)
                render(node, inner)
            },
            children: { children()?.map { $0.transformingEnvironment(transform) } }, text: text)
    }
}

extension EnvironmentWriter: ListRowTagged {
    var anyTag: AnyHashable? { (content as? ListRowTagged)?.anyTag }
}
