import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A folder tree a test changes between renders.
private struct Folder: Identifiable, Hashable {
    let id: String
    var children: [Folder]?
}

@MainActor
private final class TreeStore {
    var folders = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: []), Folder(id: "notes.txt")]),
        Folder(id: "Music", children: [Folder(id: "song.ogg")]),
        Folder(id: "todo.txt")
    ]
    var selection: String?
    var isExpanded = false
    var expandedBinding: Binding<Bool> { Binding(get: { self.isExpanded }, set: { self.isExpanded = $0 }) }
    var selectionBinding: Binding<String?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
}

@MainActor
private func tree(_ store: TreeStore) -> some View {
    List(store.folders, children: \.children, selection: store.selectionBinding) { folder in
        Text(folder.id)
    }
}

final class DisclosureTests: GtkTestCase {
    func testADisclosureGroupIsAnExpanderThatFollowsItsBindingBothWays() throws {
        try onMain {
            let store = TreeStore()
            @MainActor func view() -> some View {
                DisclosureGroup("Advanced", isExpanded: store.expandedBinding) {
                    Text("Hidden setting")
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            let expander = try XCTUnwrap(only(DisclosureGroupNode.self, in: fixture.hosting)).widget
            XCTAssertEqual(expander.typeName, "GtkExpander")
            XCTAssertFalse(expander.isExpanded)
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["Advanced"], "the content is not made while collapsed")
            expander.isExpanded = true
            XCTAssertTrue(store.isExpanded, "the user's expansion writes the binding")
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["Advanced", "Hidden setting"])
            store.isExpanded = false
            fixture.hosting.update(view())
            XCTAssertFalse(expander.isExpanded, "the binding collapses it")
        }
    }

    func testADisclosureGroupWithoutBindingKeepsItsOwnExpansion() throws {
        try onMain {
            let fixture = ToolbarFixture(
                DisclosureGroup {
                    Text("Inside")
                } label: {
                    Label("More", systemImage: "gear")
                })
            defer { fixture.close() }
            let node = try XCTUnwrap(only(DisclosureGroupNode.self, in: fixture.hosting))
            node.widget.isExpanded = true
            fixture.hosting.update(
                DisclosureGroup {
                    Text("Inside")
                } label: {
                    Label("More", systemImage: "gear")
                })
            fixture.settle()
            XCTAssertTrue(node.widget.isExpanded, "a re-render keeps the user's expansion")
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["More", "Inside"])
        }
    }

    func testAnOutlineGroupOutsideListsIsNestedDisclosureGroups() throws {
        try onMain {
            let store = TreeStore()
            let fixture = ToolbarFixture(OutlineGroup(store.folders, children: \.children) { Text($0.id) })
            defer { fixture.close() }
            let groups = find(DisclosureGroupNode.self, in: fixture.hosting)
            XCTAssertEqual(groups.count, 2, "Documents and Music have children; todo.txt is a leaf")
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["Documents", "Music", "todo.txt"])
            groups[0].widget.isExpanded = true
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["Documents", "Taxes", "notes.txt", "Music", "todo.txt"])
        }
    }

    func testAHierarchicalListIsATreeListWhoseRowsExpand() throws {
        try onMain {
            let store = TreeStore()
            let fixture = ToolbarFixture(tree(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertTrue(node.listView.isTree)
            XCTAssertEqual(shownRows(node), ["Documents", "Music", "todo.txt"])
            let documents = try XCTUnwrap(node.listView.treeRow(at: 0))
            XCTAssertTrue(documents.isExpandable)
            XCTAssertFalse(try XCTUnwrap(node.listView.treeRow(at: 2)).isExpandable, "a leaf has no triangle")
            XCTAssertEqual(node.listView.items.compactMap { $0.child?.typeName }.first, "GtkTreeExpander")
            documents.isExpanded = true
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Documents", "Taxes", "notes.txt", "Music", "todo.txt"])
            XCTAssertEqual(try XCTUnwrap(node.listView.treeRow(at: 1)).depth, 1)
            // Selecting a child row writes its id.
            node.listView.setSelectedPositions([2])
            XCTAssertEqual(store.selection, "notes.txt")
        }
    }

    func testTheTriangleExpandsARowOfAListWithoutSelection() throws {
        try onMain {
            let store = TreeStore()
            let fixture = ToolbarFixture(
                List(store.folders, children: \.children) { folder in
                    Text(folder.id)
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(shownRows(node), ["Documents", "Music", "todo.txt"])
            // What a click on the triangle does: GtkTreeExpander's own action.
            let expander = try XCTUnwrap(node.listView.items.first { $0.position == 0 }?.child)
            XCTAssertTrue(expander.activateAction("listitem.toggle-expand"))
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Documents", "Taxes", "notes.txt", "Music", "todo.txt"])
        }
    }

    func testRightAndLeftExpandAndCollapseTheFocusedRow() throws {
        try onMain {
            let store = TreeStore()
            let fixture = ToolbarFixture(tree(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.moveFocus(to: 1)
            fixture.settle()
            XCTAssertEqual(node.focusedPosition, 1)
            XCTAssertEqual(store.selection, "Music")
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.right, modifiers: [])))
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Documents", "Music", "song.ogg", "todo.txt"])
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.right, modifiers: [])), "Right on an open row goes to its child")
            fixture.settle()
            XCTAssertEqual(store.selection, "song.ogg")
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.left, modifiers: [])), "Left on a child goes to its parent")
            fixture.settle()
            XCTAssertEqual(store.selection, "Music")
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.left, modifiers: [])))
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Documents", "Music", "todo.txt"])
        }
    }

    func testNewDataKeepsExpandedRowsOpenAndShowsNewChildren() throws {
        try onMain {
            let store = TreeStore()
            let fixture = ToolbarFixture(tree(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.listView.treeRow(at: 0)?.isExpanded = true
            fixture.settle()
            store.folders[0].children?.append(Folder(id: "photo.png"))
            store.folders.insert(Folder(id: "Desktop", children: []), at: 0)
            fixture.hosting.update(tree(store))
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Desktop", "Documents", "Taxes", "notes.txt", "photo.png", "Music", "todo.txt"])
        }
    }

    func testACollapsibleSectionHidesItsRows() throws {
        try onMain {
            let store = TreeStore()
            store.isExpanded = true
            @MainActor func view() -> some View {
                List {
                    Section("Favorites", isExpanded: store.expandedBinding) {
                        Text("Home")
                        Text("Desktop")
                    }
                    Section("Devices") { Text("Disk") }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(shownRows(node), ["Favorites", "Home", "Desktop", "Devices", "Disk"])
            let header = try XCTUnwrap(node.listView.items.first { $0.position == 0 }.flatMap { node.rowHost(of: $0) })
            XCTAssertTrue(descendants(header.box).contains { $0.typeName == "GtkImage" && $0.isVisible }, "a disclosure triangle")
            header.toggleDisclosure()
            XCTAssertFalse(store.isExpanded)
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(shownRows(node), ["Favorites", "Devices", "Disk"])
        }
    }
}

/// Runs xdotool with `arguments` on the window of `window` (found by a
/// unique title), turning the main loop while it runs.
@MainActor
private func xdotool(_ path: String, _ arguments: [String], on window: Gtk::Window) throws {
    let title = "xdotool-\(ProcessInfo.processInfo.processIdentifier)"
    window.title = title
    let run = Process()
    run.executableURL = URL(fileURLWithPath: path)
    run.arguments = ["search", "--sync", "--name", title] + arguments
    try run.run()
    // The main loop must turn while xdotool waits for the window.
    spin(timeout: 10) { !run.isRunning }
}

/// Clicks the primary button at the centre of `widget` with real X input.
///
/// xdotool places the pointer in the X window's coordinates, which
/// include the shadow around a window with client-side decorations: the
/// pointer is moved once, where it landed in GTK's coordinates is read,
/// and it is moved by the difference before the click.
@MainActor
private func realClick(on widget: Widget, in window: Gtk::Window, xdotool path: String) throws {
    guard let bounds = widget.bounds(relativeTo: window) else { return XCTFail("\(widget.typeName) is not in the window") }
    let x = Int(bounds.x + bounds.width / 2)
    let y = Int(bounds.y + bounds.height / 2)
    try xdotool(path, ["mousemove", "--sync", "--window", "%1", "\(x)", "\(y)"], on: window)
    settle(0.1)
    guard let landed = window.pointerPosition else { return XCTFail("the pointer is not over the window") }
    let (dx, dy) = (x - Int(landed.x.rounded()), y - Int(landed.y.rounded()))
    try xdotool(path, ["mousemove", "--sync", "--window", "%1", "\(x + dx)", "\(y + dy)", "click", "1"], on: window)
    XCTAssertTrue(widget.isUnderPointer, "the click is on the \(widget.typeName)")
}

extension DisclosureTests {
    /// A real click on a row's triangle opens the row and a second one
    /// closes it: in a list alone, and in a split view's column (inside a
    /// GtkPaned, where GTK's own triangle click did nothing).
    func testAClickOnTheTriangleOpensAndClosesTheRow() throws {
        guard let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("xdotool is not installed") }
        for inSplitView in [false, true] {
            try onMain {
                let store = TreeStore()
                let shown = Presented(
                    Group {
                        if inSplitView {
                            AnyView(
                                NavigationSplitView {
                                    Text("Sidebar")
                                } detail: {
                                    tree(store)
                                })
                        } else {
                            AnyView(List(store.folders, children: \.children) { Text($0.id) })
                        }
                    })
                defer { shown.close() }
                let node = try XCTUnwrap(only(ListViewNode.self, in: shown.hosting))
                XCTAssertEqual(shownRows(node), ["Documents", "Music", "todo.txt"])
                @MainActor func triangle() throws -> Widget {
                    let expander = try XCTUnwrap(node.listView.items.first { $0.position == 0 }?.child)
                    return try XCTUnwrap(expander.children.first { $0.property("css-name")?.string == "expander" })
                }
                try realClick(on: try triangle(), in: shown.window, xdotool: xdotool)
                MainLoop.run(timeout: 5) { shownRows(node).count == 5 }
                XCTAssertEqual(shownRows(node), ["Documents", "Taxes", "notes.txt", "Music", "todo.txt"], "split view: \(inSplitView)")
                settle(0.6)  // past the double-click time
                try realClick(on: try triangle(), in: shown.window, xdotool: xdotool)
                MainLoop.run(timeout: 5) { shownRows(node).count == 3 }
                XCTAssertEqual(shownRows(node), ["Documents", "Music", "todo.txt"], "split view: \(inSplitView)")
                XCTAssertNil(store.selection, "a click on the triangle does not select the row")
            }
        }
    }
}
