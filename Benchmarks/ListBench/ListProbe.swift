// Scrolling and one-row changes, measured inside the program, exactly as
// Benchmarks/Reference/list_reference.c measures its GtkListView: the two
// must stay alike (same step, warm-up, waits and printed lines).
import Foundation
import Gtk
@_spi(Benchmarks) import GtkUI

/// A measurement `list-bench` runs instead of being an app.
///
///     list-bench --scroll 200   # prints "scroll-frame wall_us=… cpu_us=…" per frame
///     list-bench --update 30    # prints "update wall_us=… cpu_us=…" per change
@MainActor
enum ListProbe {
    /// Scrolls the list down `scrollStep` pixels a frame, for `frames` frames.
    case scroll(frames: Int)
    /// Changes one visible row's title `changes` times, 60 ms apart.
    case update(changes: Int)

    /// Pixels the list scrolls each frame (about three rows).
    static let scrollStep = 100.0
    /// Frames (or changes) run before the measured ones.
    static let warmUp = 10

    init?(arguments: [String]) {
        guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else { return nil }
        switch arguments[1] {
        case "--scroll": self = .scroll(frames: count)
        case "--update": self = .update(changes: count)
        default: return nil
        }
    }

    /// Shows the list of `rowCount` rows, measures, prints and exits.
    func run(rowCount: Int) {
        guard Gtk.initialize() else {
            FileHandle.standardError.write(Data("list-bench: no display\n".utf8))
            exit(2)
        }
        let store = RowStore(count: rowCount)
        let window = BenchmarkWindow(RowsView(store: store), width: 480, height: 640)
        MainLoop.run(timeout: 1) { false }  // first frames, styles, fonts
        guard let list = Self.listView(in: window.window), let clock = list.frameClock,
            let scrolled = ScrolledWindow.enclosing(list)
        else { fatalError("list-bench: the window shows no realized list view") }
        let mark = PaintMark()
        let handler = clock.onAfterPaint { mark.painted() }
        let lines: [String]
        switch self {
        case .scroll(let frames): lines = Self.scroll(list, scrolled.verticalAdjustment, frames: frames, mark: mark)
        case .update(let changes): lines = Self.update(store, changes: changes, mark: mark)
        }
        handler.disconnect()
        FileHandle.standardOutput.write(Data(lines.joined().utf8))
        window.close()
        exit(0)
    }

    /// Each frame's tick moves the list down `scrollStep`; the frame lasts until its after-paint.
    private static func scroll(_ list: Widget, _ adjustment: Adjustment, frames: Int, mark: PaintMark) -> [String] {
        let needed = Double(frames + warmUp + 1) * scrollStep
        let room = adjustment.upper - adjustment.pageSize
        guard room >= needed else { fatalError("the list is \(Int(needed - room)) px too short for \(frames) frames") }
        var lines: [String] = []
        var frame = 0
        list.addTickCallback {
            if mark.isPainted && frame > warmUp { lines.append("scroll-frame \(mark.figures)\n") }
            frame += 1
            if frame > frames + warmUp { return false }
            mark.start()
            adjustment.value += scrollStep
            return true
        }
        MainLoop.run(timeout: 600) { frame > frames + warmUp }
        return lines
    }

    /// One visible row's title changes in the store; timed to the painted frame.
    private static func update(_ store: RowStore, changes: Int, mark: PaintMark) -> [String] {
        var lines: [String] = []
        for change in 0..<(changes + warmUp) {
            MainLoop.run(timeout: 0.06) { false }  // the frame clock goes idle
            let index = 3 + change % 10
            let title = "Row \(index) changed \(change)"
            mark.start()
            store.rows[index].title = title
            guard MainLoop.run(timeout: 5, until: { mark.isPainted }) else { fatalError("no frame within 5 s after a change") }
            if change >= warmUp { lines.append("update \(mark.figures)\n") }
        }
        return lines
    }

    /// The first GtkListView in `widget`'s tree.
    private static func listView(in widget: Widget) -> Widget? {
        if widget.typeName == "GtkListView" { return widget }
        for child in widget.children {
            if let found = listView(in: child) { return found }
        }
        return nil
    }
}

/// One measured frame or change: wall and main-thread CPU time from its
/// start to the next after-paint.
@MainActor
final class PaintMark {
    private var wallStart: Int64 = 0
    private var cpuStart: Int64 = 0
    private var isArmed = false
    private(set) var isPainted = false
    private var wall: Int64 = 0
    private var cpu: Int64 = 0

    /// The printed figures of the last painted measurement.
    var figures: String { "wall_us=\(wall) cpu_us=\(cpu)" }

    func start() {
        isPainted = false
        isArmed = true
        wallStart = FrameClock.monotonicMicroseconds
        cpuStart = Self.threadCPUMicroseconds()
    }

    func painted() {
        guard isArmed else { return }
        wall = FrameClock.monotonicMicroseconds - wallStart
        cpu = Self.threadCPUMicroseconds() - cpuStart
        isArmed = false
        isPainted = true
    }

    private static func threadCPUMicroseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }
}
