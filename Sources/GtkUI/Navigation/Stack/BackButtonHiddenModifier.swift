import Gtk

/// `.navigationBarBackButtonHidden(_:)`: the page this view is on shows no
/// Back button (and Alt+Left does not go back), as in SwiftUI.
struct BackButtonHiddenModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let hidden: Bool

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.enclosingNavigationLevel?.setHidesBackButton(hidden)
        node.render(content, context: context)
    }
}

extension View {
    /// Hides the header bar's Back button while this view's stack page is on top.
    ///
    /// The page then offers its own way back, such as a Done button calling `dismiss`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        BackButtonHiddenModifier(content: self, hidden: hidesBackButton)
    }

    /// Sets the title of the stack page (the window title while it is on top).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of the stack page (the window title while it is on top).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the title of the stack page; `displayMode` is iOS's (a GNOME
    /// header bar has one title size, see `navigationBarTitleDisplayMode`).
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of the stack page; `displayMode` is iOS's.
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}
