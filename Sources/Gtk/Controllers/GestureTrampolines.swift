import CGtk

extension Trampolines {
    /// A point, or an offset: two doubles.
    typealias PointHandler = @MainActor (Double, Double) -> Void

    /// GtkGestureDrag::drag-begin/-update/-end, GtkGestureLongPress::pressed,
    /// GtkEventControllerMotion::enter/motion: `(instance, x, y, user_data)`.
    static let point = Trampoline<PointHandler>(
        { _, x, y, data in
            let body = Trampoline<PointHandler>.body(data)
            MainActor.assumeIsolated { body(x, y) }
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> Void)
}

extension GestureClick {
    /// Emits `released(n_press, x, y)` as GTK would (test support).
    public func emitReleased(count: Int, x: Double, y: Double) { cgtk_emit_released(raw, gint(count), x, y) }
}

extension Trampolines {
    /// One double: GtkGestureZoom::scale-changed.
    typealias DoubleHandler = @MainActor (Double) -> Void

    /// `(instance, gdouble, user_data)`: GtkGestureZoom::scale-changed.
    static let double = Trampoline<DoubleHandler>(
        { _, value, data in
            let body = Trampoline<DoubleHandler>.body(data)
            MainActor.assumeIsolated { body(value) }
        } as @convention(c) (Instance, gdouble, Data) -> Void)

    /// `(instance, GdkEventSequence *, user_data)`: GtkGesture::begin and ::end.
    static let sequence = Trampoline<Action>(
        { _, _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, OpaquePointer?, Data) -> Void)
}
