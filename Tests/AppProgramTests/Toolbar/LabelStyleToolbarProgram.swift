// Toolbar buttons that show their titles next to their icons, with tooltips.
import GtkUI

struct LabelStyleToolbarProgram: View {
    @State private var runs = 0

    var body: some View {
        Text("\(runs) runs")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button {
                        runs += 1
                    } label: {
                        Label("Run", systemImage: "play.fill")
                    }
                    .help("Run the current scheme")
                    Button {
                    } label: {
                        Label("Stop", systemImage: "stop.fill")
                    }
                    .help("Stop running")
                }
            }
            .labelStyle(.titleAndIcon)
    }
}
