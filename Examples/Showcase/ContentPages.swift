// Content pages: lists with badges, labels, text styles, colours, shapes, symbols.
import GtkUI

struct ListsPage: View {
    @State private var mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]
    private let unread = ["Inbox": 12, "Drafts": 2, "Sent": 0, "Archive": 0]

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading) {
                HStack {
                    Text("Mailboxes").font(.headline)
                    Spacer()
                    EditButton()
                }
                .padding([.horizontal, .top], 12)
                List {
                    ForEach(mailboxes, id: \.self) { mailbox in
                        Label(mailbox, systemImage: mailbox == "Inbox" ? "tray" : "folder")
                            .badge(unread[mailbox] ?? 0)
                            .listRowBackground(
                                mailbox == "Inbox" ? RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15)).padding(2) : nil)
                    }
                    .onDelete { mailboxes.remove(atOffsets: $0) }
                    .onMove { mailboxes.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .frame(width: 300)
            Divider()
            ShowcasePage {
                Demo("LabeledContent") {
                    LabeledContent("Version", value: "1.0")
                    LabeledContent("License") {
                        Text("GPL-3.0-or-later")
                    }
                }
                Demo("Label") {
                    Label("Documents", systemImage: "folder")
                    Label("Favorites", systemImage: "star.fill")
                    Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                    Label("Icon only", systemImage: "heart").labelStyle(.iconOnly)
                }
            }
        }
    }
}

struct TextPage: View {
    var body: some View {
        ShowcasePage {
            Demo("Fonts") {
                Text("Large Title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Headline").font(.headline)
                Text("Body").font(.body)
                Text("Caption").font(.caption)
            }
            Demo("Styles") {
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Monospaced").monospaced()
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tinted").foregroundStyle(.orange)
                Text("Markdown: **strong**, *emphasis*, `code` and [a link](https://www.gnome.org)")
            }
        }
    }
}

struct ColorsPage: View {
    private let swatches: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("primary", .primary), ("accent", .accentColor)
    ]
    private let symbols = ["star.fill", "heart", "folder", "trash", "gear", "bell", "calendar", "magnifyingglass", "paperplane", "lock"]

    var body: some View {
        ShowcasePage {
            Demo("Colors") {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))], spacing: 10) {
                    ForEach(swatches, id: \.0) { name, color in
                        VStack(spacing: 4) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(color)
                                .frame(height: 40)
                            Text(name).font(.caption)
                        }
                    }
                }
            }
            Demo("Shapes") {
                HStack(spacing: 16) {
                    Rectangle().fill(.blue).frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 12).stroke(.green, lineWidth: 4).frame(width: 60, height: 60)
                    Circle().fill(.orange).frame(width: 60, height: 60)
                    Capsule().strokeBorder(.purple, lineWidth: 3).frame(width: 90, height: 44)
                    Ellipse().fill(.pink).frame(width: 80, height: 50)
                }
            }
            Demo("Symbols") {
                HStack(spacing: 16) {
                    ForEach(symbols, id: \.self) { symbol in
                        Image(systemName: symbol)
                            .font(.title2)
                    }
                }
            }
        }
    }
}
