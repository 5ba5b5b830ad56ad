import CGtk

/// Whether a widget's size in one direction depends on the other
/// (GtkSizeRequestMode), as its layout reports it to GTK.
public enum SizeRequestMode: Sendable {
    /// Width and height are measured independently.
    case constantSize
    /// The height is measured for a given width (wrapping text, grids).
    case heightForWidth
    /// The width is measured for a given height.
    case widthForHeight
    /// Whichever most children use (GtkLayoutManager's own choice).
    case fromChildren

    var gtkValue: Int32 {
        switch self {
        case .constantSize: return Int32(GTK_SIZE_REQUEST_CONSTANT_SIZE.rawValue)
        case .heightForWidth: return Int32(GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH.rawValue)
        case .widthForHeight: return Int32(GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT.rawValue)
        case .fromChildren: return -1
        }
    }
}
