import Gtk
import ToolbarKit

/// Customization modifiers applied to toolbar content.
struct CustomizedToolbarContent<Content: ToolbarContent>: CustomizableToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let content: Content
    let modify: (inout ToolbarDeclaration) -> Void

    func collect(into declarations: inout [ToolbarDeclaration]) {
        var inner: [ToolbarDeclaration] = []
        collectToolbar(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        declarations += inner
    }
}

extension CustomizableToolbarContent {
    /// Whether the content is in the default set, and whether it stays reachable when removed.
    public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic,
        options: ToolbarCustomizationOptions = []
    ) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self) { declaration in
            if defaultVisibility != .automatic { declaration.visibility = defaultVisibility }
            if options.contains(.alwaysAvailable) { declaration.alwaysAvailable = true }
        }
    }
    /// What the user may do with the content's items.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self) { $0.behavior = behavior.kind }
    }
}

extension ToolbarContent {
    /// Hides the content's items while `hidden` is true (SwiftUI's
    /// `ToolbarContent.hidden(_:)`): they leave the header bar or action bar
    /// and come back, with their state, when it turns false.
    public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
        CustomizedToolbarContent(content: self) { if hidden { $0.isHidden = true } }
    }
}

extension CustomizableToolbarContent {
    /// Hides the content's items in the bar while `hidden` is true; they
    /// keep their place in the user's layout, and the Customize Toolbar
    /// dialog still shows them (as macOS does).
    public func hidden(_ hidden: Bool = true) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self) { if hidden { $0.isHidden = true } }
    }
}
