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
