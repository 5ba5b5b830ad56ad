import CGtk

/// Alignment of a widget within the space its parent gives it.
public enum Align: Sendable {
    case fill, start, end, center, baseline
    var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        case .baseline: return GTK_ALIGN_BASELINE
        }
    }
}

extension Align {
    static func from(_ value: GtkAlign) -> Align {
        switch value {
        case GTK_ALIGN_START: return .start
        case GTK_ALIGN_END: return .end
        case GTK_ALIGN_CENTER: return .center
        case GTK_ALIGN_BASELINE: return .baseline
        default: return .fill
        }
    }
}
