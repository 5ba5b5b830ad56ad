// The pages of the showcase, in the sidebar's order.

enum Page: String, CaseIterable, Identifiable, Hashable {
    // Containers
    case scrollView, lazyGrids, grid, layers, tabView, groupBox, splitViews, outlines, form, table, columns
    // Controls
    case textFields, buttons, toggles, values, pickers, menus, lists, text, colors
    // Presentations
    case sheet, alerts, popovers, fullScreenCover, inspector, contextMenu, fileDialogs

    var id: Self { self }

    static let containers: [Page] = [
        .scrollView, .lazyGrids, .grid, .layers, .tabView, .groupBox, .splitViews, .outlines, .form, .table, .columns
    ]
    static let controls: [Page] = [.textFields, .buttons, .toggles, .values, .pickers, .menus, .lists, .text, .colors]
    static let presentations: [Page] = [.sheet, .alerts, .popovers, .fullScreenCover, .inspector, .contextMenu, .fileDialogs]

    var title: String {
        switch self {
        case .scrollView: "Scroll View"
        case .lazyGrids: "Lazy Stacks and Grids"
        case .grid: "Grid"
        case .layers: "Layers"
        case .tabView: "Tab View"
        case .groupBox: "Group Box"
        case .splitViews: "Split Views"
        case .outlines: "Outlines"
        case .form: "Form"
        case .table: "Table"
        case .columns: "Three Columns"
        case .textFields: "Text Fields"
        case .buttons: "Buttons"
        case .toggles: "Toggles"
        case .values: "Values"
        case .pickers: "Pickers"
        case .menus: "Menus"
        case .lists: "Lists and Labels"
        case .text: "Text"
        case .colors: "Colors and Shapes"
        case .sheet: "Sheet"
        case .alerts: "Alerts"
        case .popovers: "Popovers"
        case .fullScreenCover: "Full Screen Cover"
        case .inspector: "Inspector"
        case .contextMenu: "Context Menu"
        case .fileDialogs: "File Dialogs"
        }
    }

    var systemImage: String {
        switch self {
        case .scrollView: "doc.plaintext"
        case .lazyGrids: "square.grid.2x2"
        case .grid: "square.grid.3x3"
        case .layers: "photo.on.rectangle"
        case .tabView: "plus.rectangle.on.rectangle"
        case .groupBox: "shippingbox"
        case .splitViews: "rectangle.split.2x1"
        case .outlines: "increase.indent"
        case .form: "list.bullet.rectangle"
        case .table: "tablecells"
        case .columns: "sidebar.left"
        case .textFields: "character.cursor.ibeam"
        case .buttons: "checkmark.circle"
        case .toggles: "checkmark.square"
        case .values: "slider.horizontal.3"
        case .pickers: "list.dash"
        case .menus: "line.3.horizontal"
        case .lists: "list.bullet"
        case .text: "textformat"
        case .colors: "paintpalette"
        case .sheet: "macwindow.badge.plus"
        case .alerts: "exclamationmark.triangle"
        case .popovers: "bubble.left"
        case .fullScreenCover: "arrow.up.left.and.arrow.down.right"
        case .inspector: "sidebar.right"
        case .contextMenu: "ellipsis.circle"
        case .fileDialogs: "folder"
        }
    }
}
