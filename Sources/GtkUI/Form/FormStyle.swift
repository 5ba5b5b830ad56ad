import Gtk

/// How a `Form` lays out its sections and controls (SwiftUI's `FormStyle`),
/// set with `.formStyle(_:)`.
///
/// On GNOME `.automatic` and `.grouped` draw GNOME's preference pages:
/// each section a boxed list (GTK's `boxed-list` style class) under a
/// heading, rows with their label at the start and their control at the
/// end. `.columns` draws macOS's layout: labels right-aligned in a column,
/// controls beside them. A style of your own receives the form's content
/// in `configuration.content`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view this style makes of a form.
    associatedtype Body: View
    /// Makes the view of a form.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = FormStyleConfiguration
}

/// What a `FormStyle` lays out: the form's content (SwiftUI's `FormStyleConfiguration`).
public struct FormStyleConfiguration {
    /// The content of a form, as a view.
    public struct Content: View, PrimitiveView {
        /// `Never`: the renderer draws the form's content.
        public typealias Body = Never
        let view: AnyView

        func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
        func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
    }
    /// The form's content.
    public let content: FormStyleConfiguration.Content
}

/// The platform's form style: on GNOME, grouped (GNOME's preference pages).
public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// Lays the form out as `.grouped` does.
    public func makeBody(configuration: Configuration) -> some View {
        FormContainer(rowStyle: .grouped, content: configuration.content)
    }
}

/// Sections as GNOME boxed lists under headings, rows with their label at
/// the start and their control at the end (SwiftUI's `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// Lays the form out in boxed lists.
    public func makeBody(configuration: Configuration) -> some View {
        FormContainer(rowStyle: .grouped, content: configuration.content)
    }
}

/// Labels right-aligned in a column, controls beside them, as macOS lays
/// out settings (SwiftUI's `ColumnsFormStyle`).
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// Lays the form out in two columns.
    public func makeBody(configuration: Configuration) -> some View {
        FormContainer(rowStyle: .columns, content: configuration.content)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform default (grouped on GNOME).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Boxed lists of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in two columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets how the forms inside this view lay out.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.containers.formStyle = style }
    }
}
