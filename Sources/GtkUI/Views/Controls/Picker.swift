import Gtk

/// A control for choosing one of several tagged options (SwiftUI's `Picker`).
///
/// Options are the content's views carrying `.tag(_:)` (inside `ForEach`,
/// an untagged option is tagged with its element's id, as in SwiftUI).
/// Drawn per `.pickerStyle(_:)`: `.segmented` as linked toggle buttons,
/// `.inline` as radio buttons, `.menu` and `.automatic` as a drop-down.
///
/// ```swift
/// Picker("Alignment", selection: $alignment) {
///     Text("Left").tag(TextAlignment.left)
///     Text("Right").tag(TextAlignment.right)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker with any label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A view carrying a tag (SwiftUI's `.tag(_:)`); renders its content.
public struct TaggedView<Content: View, Tag: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let tag: Tag
}

extension View {
    /// Tags this view, e.g. as an option of a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> TaggedView<Self, V> { TaggedView(content: self, tag: tag) }
}

extension TaggedView: PrimitiveView, DescribableView {
    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// One option of a picker, collected from its content without rendering.
struct PickerOption {
    var tag: AnyHashable?
    var title: String
    var iconName: String?
}

/// Views that can list picker options statically.
@MainActor
protocol OptionCollecting {
    func collectOptions(into options: inout [PickerOption])
}

/// Collects the options of any view: structural views look inside,
/// tagged views add one option, other views add an untagged one.
@MainActor
func collectOptions<V: View>(_ view: V, into options: inout [PickerOption]) {
    var walker = OptionWalker(options: options)
    walker.walk(view)
    options = walker.options
}

/// Collects picker options along a walk.
@MainActor
private struct OptionWalker: ViewWalker {
    var options: [PickerOption]

    mutating func visit<V: View>(_ view: V) -> Bool {
        if let collecting = view as? OptionCollecting {
            collecting.collectOptions(into: &options)
            return true
        }
        if view is EmptyView { return true }
        if view is any ViewContainer || (!(view is any PrimitiveView) && V.Body.self != Never.self) {
            return false // look inside
        }
        let description = describe(view)
        options.append(PickerOption(tag: nil, title: description.bestLabel ?? "", iconName: description.iconName))
        return true
    }
}

extension TaggedView: OptionCollecting {
    func collectOptions(into options: inout [PickerOption]) {
        let description = GtkUI.describe(content)
        options.append(PickerOption(tag: AnyHashable(tag), title: description.bestLabel ?? "", iconName: description.iconName))
    }
}

/// A `ForEach`'s options are tagged with their element's id unless tagged explicitly.
extension ForEach: OptionCollecting where Content: View {
    func collectOptions(into options: inout [PickerOption]) {
        for element in data {
            var inner: [PickerOption] = []
            GtkUI.collectOptions(content(element), into: &inner)
            for var option in inner {
                if option.tag == nil { option.tag = AnyHashable(id(element)) }
                options.append(option)
            }
        }
    }
}

/// How pickers draw (SwiftUI's `PickerStyle`); set with `.pickerStyle(_:)`.
public protocol PickerStyle: Sendable {}

/// Internal link from a public style to the renderer's kind.
protocol PickerStyleKindProviding {
    var kind: PickerStyleKind { get }
}

/// The platform's default: a drop-down menu.
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// Options as a row of linked toggle buttons.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// Options in a drop-down menu.
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// Options listed in place, as radio buttons.
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default style (a drop-down menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Linked toggle buttons.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A drop-down menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Radio buttons in place.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
    /// Sets how pickers inside this view draw.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? PickerStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.pickerStyle = kind }
    }
}

extension Picker: ObservesBindings {}
