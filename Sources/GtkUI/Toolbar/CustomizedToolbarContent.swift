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
