import GtkUI

/// What the note's window tells the user about its files, in a banner
/// above the text (nothing is only on standard error).
enum NoteStatus: Equatable {
    /// A save failed; the text stays unsaved and saving is retried.
    case notSaved(reason: String, folder: String)
    /// Another instance of the app saved edits, which were merged in.
    case merged(hasConflict: Bool)
    /// A file could not be read and was moved aside (the sentences say where).
    case fileSetAside(String)

    /// The banner's line.
    var message: String {
        switch self {
        case .notSaved(let reason, _):
            String(localized: "The note is not saved: \(reason).")
        case .merged(false):
            String(localized: "Changes saved by another Note Editor were added to this note.")
        case .merged(true):
            String(localized: "Another Note Editor changed the same text: both versions were kept.")
        case .fileSetAside:
            String(localized: "A note file could not be read and was set aside.")
        }
    }

    /// The banner's tooltip: the whole story.
    var details: String {
        switch self {
        case .notSaved(let reason, let folder):
            String(
                localized:
                    "Note Editor cannot write to \(folder) (\(reason)). The text stays in this window and saving is tried again; use Save As… to keep a copy elsewhere."
            )
        case .merged:
            String(
                localized:
                    "Another Note Editor running as you saved this note while it was open here. Nothing was lost: its edits and yours are both in the note."
            )
        case .fileSetAside(let sentences):
            sentences
        }
    }

    /// Whether the banner offers Try Again and Save As… (else OK).
    var isFailure: Bool {
        if case .notSaved = self { return true }
        return false
    }
}
