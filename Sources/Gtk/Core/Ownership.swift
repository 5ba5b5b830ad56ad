import CGtk

/// How a wrapper takes hold of a GObject pointer it is given.
///
/// GTK's C API returns references with three different ownership rules; the
/// wrapper makes the caller say which one applies, so nobody guesses who unrefs.
public enum Ownership: Sendable {
    /// The pointer is borrowed (`transfer none`): the wrapper takes its own reference.
    case borrowed
    /// The caller hands over a full reference (`transfer full`): the wrapper adopts it.
    case full
    /// A freshly constructed widget with a floating reference: the wrapper sinks it.
    case floating
}
