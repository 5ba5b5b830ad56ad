// A reader with a custom two-pane container, as macOS SwiftUI code wrote
// one before `NavigationSplitView`: the container takes its panes from one
// `@ViewBuilder` closure typed `TupleView<(Main, Side)>` and splits
// `content().value` into its two views. A card view builds its rows the same
// way, and a footer is a `TupleView` made by hand.
import GtkUI

struct SidePanes<Main: View, Side: View>: View {
    private let main: Main
    private let side: Side
    @State private var sideShown = true

    init(@ViewBuilder content: () -> TupleView<(Main, Side)>) {
        (main, side) = content().value
    }

    var body: some View {
        HStack(spacing: 0) {
            main.frame(maxWidth: .infinity)
            if sideShown {
                Divider()
                side.frame(width: 220)
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(sideShown ? "Hide Notes" : "Show Notes") { sideShown.toggle() }
            }
        }
    }
}

struct ArticleCard<Title: View, Summary: View, Footer: View>: View {
    let parts: TupleView<(Title, Summary, Footer)>

    init(@ViewBuilder parts: () -> TupleView<(Title, Summary, Footer)>) {
        self.parts = parts()
    }

    var body: some View {
        let (title, summary, footer) = parts.value
        VStack(alignment: .leading, spacing: 6) {
            title.font(.headline)
            summary
            footer.foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct ReaderView: View {
    @State private var likes = 0

    var body: some View {
        SidePanes {
            ArticleCard {
                Text("Flow boxes and focus")
                Text("Why a grid needs its first layout before arrow keys mean anything.")
                Text("\(likes) likes")
            }
            VStack(alignment: .leading) {
                Text("Notes")
                Button("Like") { likes += 1 }
                TupleView((Text("Footnote one"), Text("Footnote two")))
            }
        }
    }
}
