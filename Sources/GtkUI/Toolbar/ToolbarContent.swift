import Gtk
import ToolbarKit

/// Content of a toolbar (SwiftUI's `ToolbarContent`): items, spacers, groups.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent
    /// The composition of this content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Toolbar content the user can customize: every item has a stable id
/// (SwiftUI's `CustomizableToolbarContent`).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never { fatalError("\(type(of: self)) is primitive toolbar content") }
}
