import Gtk

/// Controls grouped in sections, for settings and data entry (SwiftUI's `Form`).
///
/// On GNOME a form is a scrolling preference page: each `Section` a boxed
/// list (GTK's `boxed-list`) under its header in GNOME's `heading` style,
/// its footer dimmed below; controls outside sections form a section of
/// their own. Each row shows its control as GNOME preference rows do: a
/// `Toggle` is a switch at the end of the row, a `Picker` a drop-down and a
/// `TextField` an entry after their title, `LabeledContent` its value
/// dimmed at the end. `.formStyle(.columns)` lays it out as macOS does.
///
/// ```swift
/// Form {
///     Section("Appearance") {
///         Toggle("Show Previews", isOn: $showsPreviews)
///         Picker("Theme", selection: $theme) { Text("Light").tag(0); Text("Dark").tag(1) }
///     }
///     LabeledContent("Version", value: "1.0")
/// }
/// ```
public struct Form<Content: View>: View {
    /// `Never`: a primitive view, drawn by the form style in the environment.
    public typealias Body = Never
    let content: Content
    let usesConfiguration: Bool

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        usesConfiguration = false
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a custom `FormStyle` is asked for, drawn as the automatic style draws it.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        usesConfiguration = true
    }
}

extension Form: PrimitiveView {
    func makeNode() -> AnyViewNode { AnyViewNode(viewType: Self.self) }
    func updateNode(_ node: AnyViewNode, context: RenderContext) {
        var inner = context
        let style = usesConfiguration ? nil : context.environment.containers.formStyle
        // The styled form does not style its own content again.
        inner.environment.containers.formStyle = nil
        let configuration = FormStyleConfiguration(content: .init(view: AnyView(content)))
        let chosen: any FormStyle = style ?? AutomaticFormStyle()
        node.show(Form.body(of: chosen, configuration), context: inner)
    }

    private static func body<S: FormStyle>(of style: S, _ configuration: FormStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}
