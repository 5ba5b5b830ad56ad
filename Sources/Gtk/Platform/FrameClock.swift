import CGtk

/// The frame clock that paces a window's layout and painting (GdkFrameClock).
///
/// Measurements hook its phases: `layout` runs once the window has
/// allocated its widgets for a frame, `after-paint` once the frame has been
/// drawn. A borrowed wrapper: the clock belongs to the window's surface.
///
///     window.onRealize {
///         window.frameClock?.onAfterPaint { print("painted") }
///     }
@MainActor
public final class FrameClock: Object {
    /// `layout`: emitted after the window has allocated its widgets for this frame.
    @discardableResult
    public func onLayout(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("layout", body) }

    /// `after-paint`: emitted after the frame has been painted.
    @discardableResult
    public func onAfterPaint(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("after-paint", body) }

    /// `CLOCK_MONOTONIC` in microseconds (`g_get_monotonic_time`), the time
    /// base of the first-frame lines of the app and the C reference.
    public nonisolated static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }
}

extension Widget {
    /// The frame clock of the widget's window; nil until the widget is realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { FrameClock(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// `realize`: the widget got its window resources (and a frame clock).
    @discardableResult
    public func onRealize(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("realize", body) }
}

extension Widget {
    /// Calls `body` once per frame, before the frame's layout, for as long
    /// as it returns true (gtk_widget_add_tick_callback); the frame clock
    /// keeps producing frames meanwhile.
    ///
    /// Ownership: GTK holds the closure until `body` returns false or the
    /// widget is destroyed, then releases it.
    public func addTickCallback(_ body: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(TickBox(body)).toOpaque()
        _ = gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.body() } ? 1 : 0
            }, box,
            { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
    }
}

/// What a tick callback holds: its closure.
private final class TickBox {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
