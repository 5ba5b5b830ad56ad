/// Declares a preview of a view, as SwiftUI's `#Preview { … }` does.
///
/// GNOME has no preview canvas, so the macro expands to nothing: its body is
/// type-checked against GtkUI like the rest of the file, and a running app
/// never builds it (as in a SwiftUI app at run time). The body is a view
/// builder; it may start with `@Previewable` variables.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
/// #Preview("Counting") {
///     @Previewable @State var count = 3
///     Stepper("Count: \(count)", value: $count)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits such as its layout or orientation, as SwiftUI's `#Preview(traits:)` does.
///
/// The traits, like the body, are type-checked and then dropped: GNOME has
/// no preview canvas to lay the preview out in.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFitsLayout) {
///     BadgeView(count: 3)
/// }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 640, height: 360)) {
///     ContentView()
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Lets a dynamic property such as `@State` be declared inline in a `#Preview` body, as SwiftUI's `@Previewable` does.
///
/// It expands to nothing: the variable stays a local of the preview body,
/// type-checked with it. Outside a `#Preview` body it is an error, as in SwiftUI.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Loud Noises", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "GtkUIMacros", type: "PreviewableMacro")
