import Foundation

/// The names of the notifications an `UndoManager` posts (Foundation's,
/// which swift-corelibs-foundation lacks), with the undo manager as object.
extension NSNotification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before a group opens, before it closes, and before undo and redo.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before an undo runs.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before a redo runs.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after an undo ran.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after a redo ran.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after a group opened.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after a group closed; `userInfo[NSUndoManagerGroupIsDiscardableKey]` says whether it is discardable.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of `.NSUndoManagerDidCloseUndoGroup` whose value
/// (a `Bool`) says whether the closed group is discardable.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Where in a run loop's pass `groupsByEvent` closes a group (Apple's
/// constant; GtkUI closes it when the GLib main loop is next idle).
public let NSUndoCloseGroupingRunLoopOrdering = 350_000
