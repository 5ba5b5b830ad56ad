import ToolbarKit

/// What a drag in the Customize dialog carries: a palette item or spacer, a
/// toolbar entry being moved, or the default set.
///
/// GTK carries drags as text, so the payload is encoded to a string only
/// where it enters GTK (`CustomizeTile.makeDraggable`) and decoded where a
/// drop target receives it; everything in between uses this type.
enum CustomizeDragPayload: Hashable {
    /// A palette item, added to the toolbar when dropped there.
    case item(String)
    /// A palette spacer, inserted when dropped on the toolbar.
    case spacer(SpacerKind)
    /// A toolbar entry (by entry id), moved or removed by the drop.
    case entry(String)
    /// The palette's default set, which replaces the whole layout.
    case defaultSet

    /// The text GTK carries ("item:bold", "spacer:space", "entry:bold", "default-set").
    var encoded: String {
        switch self {
        case .item(let id): "item:\(id)"
        case .spacer(let kind): "spacer:\(kind.rawValue)"
        case .entry(let id): "entry:\(id)"
        case .defaultSet: "default-set"
        }
    }

    /// Decodes a drag's text; nil for text no tile of the dialog produced.
    init?(encoded: String) {
        if encoded == "default-set" {
            self = .defaultSet
            return
        }
        guard let colon = encoded.firstIndex(of: ":") else { return nil }
        let value = String(encoded[encoded.index(after: colon)...])
        switch encoded[..<colon] {
        case "item": self = .item(value)
        case "entry": self = .entry(value)
        case "spacer":
            guard let kind = SpacerKind(rawValue: value) else { return nil }
            self = .spacer(kind)
        default: return nil
        }
    }

    /// The toolbar entry this drag moves, if it moves one.
    var entryID: String? {
        if case .entry(let id) = self { id } else { nil }
    }
}
