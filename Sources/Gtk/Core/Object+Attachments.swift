import CGtk

extension Object {
    /// Attaches `value` to the GObject under `key` (g_object_set_data_full),
    /// replacing any earlier attachment; nil removes it.
    ///
    /// Ownership: the GObject holds one strong reference to `value`,
    /// released when the attachment is replaced or removed, or when the
    /// GObject is finalized. Every wrapper of the object sees the same
    /// attachment.
    public func setAttachment(_ value: AnyObject?, forKey key: String) {
        guard let value else {
            g_object_set_data(gobject, key, nil)
            return
        }
        let retained = Unmanaged.passRetained(value).toOpaque()
        g_object_set_data_full(gobject, key, retained, releaseAttachment)
    }

    /// The value attached under `key`, if any (see `setAttachment`).
    public func attachment(forKey key: String) -> AnyObject? {
        g_object_get_data(gobject, key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// The destroy notify of an attachment: releases the reference
/// `setAttachment` took, exactly once.
private let releaseAttachment: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
