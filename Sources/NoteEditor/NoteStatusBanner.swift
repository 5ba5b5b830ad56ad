import GtkUI

/// The line above the note that says it is not saved (with Try Again and
/// Save As…), or that another Note Editor's edits were merged in (with OK).
struct NoteStatusBanner: View {
    let status: NoteStatus
    let note: NoteDocument

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: status.isFailure ? "exclamationmark.triangle" : "info.circle")
            Text(status.message)
                .help(status.details)
            Spacer()
            if status.isFailure {
                Button("Try Again") { note.tryAgain() }
                Button("Save As…") { note.saveCopy() }
            } else {
                Button("OK") { note.dismissStatus() }
            }
        }
        .padding(6)
        .frame(maxWidth: .infinity)
    }
}
