import Foundation

/// A placeholder for content that is not there (SwiftUI's `ContentUnavailableView`).
///
/// For example an empty list, or a search without results.
///
/// Laid out as GNOME's status pages are: a large dimmed icon (a
/// `Label(_:systemImage:)`'s) over a title, the description dimmed under it, then the actions, centred.
///
/// ```swift
/// ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Add one with +."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A placeholder from its label, description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The placeholder: label, description and actions stacked and centred.
    public var body: some View {
        VStack(spacing: 12) {
            if let standard = label as? GtkUI.Label<Text, Image> {
                // GNOME dims a status page's icon as its `dim-label` class does: 55 % opacity.
                standard.icon.resizable().frame(width: 64, height: 64).opacity(0.55)
                standard.title.font(.title2.weight(.semibold))
            } else {
                label.font(.title2.weight(.semibold))
            }
            description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .padding(36)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == GtkUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A placeholder with a title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { GtkUI.Label(title, systemImage: name) },
            description: { description }, actions: { EmptyView() })
    }

    /// A placeholder with a title, a named icon and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(
            label: { GtkUI.Label(title, image: name) },
            description: { description }, actions: { EmptyView() })
    }

    /// The placeholder for a search without results.
    public static var search: ContentUnavailableView<GtkUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            localized("No Results"), systemImage: "magnifyingglass",
            description: Text(verbatim: localized("Check the spelling or try a new search.")))
    }

    /// The placeholder for a search for `text` without results.
    public static func search(text: String) -> ContentUnavailableView<GtkUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            localized("No Results for “%@”", .string(text)), systemImage: "magnifyingglass",
            description: Text(verbatim: localized("Check the spelling or try a new search.")))
    }
}
