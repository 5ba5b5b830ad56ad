// The window: a sidebar of pages in sections, the selected page beside it.
import GtkUI

struct ShowcaseView: View {
    @State private var selection: Page? = .scrollView
    @State private var showsTips = false
    @State private var showsSheet = false

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Containers") {
                    ForEach(Page.containers) { page in
                        Label(page.title, systemImage: page.systemImage).tag(page)
                    }
                }
                Section("Controls") {
                    ForEach(Page.controls) { page in
                        Label(page.title, systemImage: page.systemImage).tag(page)
                    }
                }
                Section("Presentations") {
                    ForEach(Page.presentations) { page in
                        Label(page.title, systemImage: page.systemImage).tag(page)
                    }
                }
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 320)
        } detail: {
            if let selection {
                PageView(page: selection)
                    .navigationTitle(selection.title)
            } else {
                ContentUnavailableView("No Page Selected", systemImage: "square.grid.2x2")
                    .navigationTitle("Showcase")
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    showsSheet = true
                } label: {
                    Label("New Item", systemImage: "plus")
                }
                .help("New Item")
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    showsTips.toggle()
                } label: {
                    Label("Tips", systemImage: "lightbulb")
                }
                .help("Tips")
                .popover(isPresented: $showsTips, arrowEdge: .bottom) {
                    TipsPopover()
                }
            }
        }
        .sheet(isPresented: $showsSheet) {
            NewItemSheet()
        }
    }
}

/// The page for a sidebar entry.
struct PageView: View {
    let page: Page

    var body: some View {
        switch page {
        case .scrollView: ScrollViewPage()
        case .lazyGrids: LazyGridsPage()
        case .grid: GridPage()
        case .layers: LayersPage()
        case .tabView: TabViewPage()
        case .groupBox: GroupBoxPage()
        case .splitViews: SplitViewsPage()
        case .outlines: OutlinesPage()
        case .form: FormPage()
        case .table: TablePage()
        case .columns: ColumnsPage()
        case .textFields: TextFieldsPage()
        case .buttons: ButtonsPage()
        case .toggles: TogglesPage()
        case .values: ValuesPage()
        case .pickers: PickersPage()
        case .menus: MenusPage()
        case .lists: ListsPage()
        case .text: TextPage()
        case .colors: ColorsPage()
        case .sheet: SheetPage()
        case .alerts: AlertsPage()
        case .popovers: PopoversPage()
        case .fullScreenCover: FullScreenCoverPage()
        case .inspector: InspectorPage()
        case .contextMenu: ContextMenuPage()
        case .fileDialogs: FileDialogsPage()
        }
    }
}

/// A page of loose views: scrolls, with room around its content.
struct ShowcasePage<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
        }
    }
}

/// A titled group of examples on a page.
struct Demo<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
    }
}
