import Foundation
import Gtk

/// The GTK controller of each kind of gesture, turning its signals into `GestureEvent`s.
@MainActor
enum GestureControllers {
    static func make(
        _ kind: GestureKind, for widget: Widget, claims: Bool, handle: @escaping (GestureEvent) -> Void
    ) -> EventController {
        switch kind {
        case .tap(let count): tap(count: count, widget: widget, handle: handle)
        case .longPress(let seconds, _): longPress(seconds: seconds, handle: handle)
        case .drag(let minimumDistance): drag(minimumDistance: minimumDistance, claims: claims, handle: handle)
        case .magnify: magnify(handle: handle)
        case .rotate: rotate(handle: handle)
        }
    }

    /// A click gesture: `count` presses released over the widget end it.
    private static func tap(count: Int, widget: Widget, handle: @escaping (GestureEvent) -> Void) -> EventController {
        let click = GestureClick()
        click.onReleased { [weak widget] presses, x, y in
            guard let widget, presses == count, x >= 0, y >= 0, x < Double(widget.width), y < Double(widget.height)
            else { return }
            handle(.ended(start: CGPoint(x: x, y: y), location: CGPoint(x: x, y: y)))
        }
        return click
    }

    private static func magnify(handle: @escaping (GestureEvent) -> Void) -> EventController {
        let zoom = GestureZoom()
        let last = PinchTrack(1)
        zoom.onScaleChanged { scale in
            last.value = scale
            handle(.scaled(scale))
        }
        zoom.onEnd {
            handle(.finished(last.value))
            last.value = 1
        }
        return zoom
    }

    private static func rotate(handle: @escaping (GestureEvent) -> Void) -> EventController {
        let rotation = GestureRotate()
        let last = PinchTrack(0)
        rotation.onAngleChanged { angle, _ in
            last.value = angle
            handle(.turned(angle))
        }
        rotation.onEnd {
            handle(.finished(last.value))
            last.value = 0
        }
        return rotation
    }

    private static func longPress(seconds: Double, handle: @escaping (GestureEvent) -> Void) -> EventController {
        let press = GestureLongPress(seconds: seconds)
        press.onPressed { x, y in handle(.ended(start: CGPoint(x: x, y: y), location: CGPoint(x: x, y: y))) }
        press.onCancelled { handle(.cancelled) }
        return press
    }

    /// A drag gesture: silent until the pointer has moved `minimumDistance`,
    /// then it claims the press and reports every move.
    private static func drag(minimumDistance: Double, claims: Bool, handle: @escaping (GestureEvent) -> Void)
        -> EventController
    {
        let drag = GestureDrag()
        let track = DragTrack()
        drag.onBegin { x, y in
            track.start = CGPoint(x: x, y: y)
            track.started = false
            handle(.began(track.start))
        }
        drag.onUpdate { [weak drag] dx, dy in
            if !track.started {
                guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
                track.started = true
                if claims { drag?.claim() }
            }
            handle(.changed(start: track.start, location: track.point(dx, dy)))
        }
        drag.onEnd { dx, dy in
            if track.started || (dx * dx + dy * dy).squareRoot() >= minimumDistance {
                handle(.ended(start: track.start, location: track.point(dx, dy)))
            } else {
                handle(.cancelled)
            }
            track.started = false
        }
        return drag
    }
}

/// Where a drag started and whether it has passed its minimum distance.
@MainActor
private final class DragTrack {
    var start = CGPoint.zero
    var started = false
    func point(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: start.x + dx, y: start.y + dy) }
}

/// The last scale or angle a pinch or rotation reported, for its end.
@MainActor
private final class PinchTrack {
    var value: Double
    init(_ value: Double) { self.value = value }
}
