// A macOS mail-style window: a NavigationSplitView whose sidebar is a list
// of NavigationLinks selecting a mailbox, the detail reading the selection.
import GtkUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let unread: Int
}

struct MailWindow: View {
    @State private var selection: Mailbox?
    let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0)]

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(mailboxes) { mailbox in
                    NavigationLink(value: mailbox) { Label(mailbox.id, systemImage: "tray") }
                        .badge(mailbox.unread)
                }
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                Text("\(selection.id): \(selection.unread) unread")
            } else {
                Text("No Mailbox Selected")
            }
        }
    }
}
