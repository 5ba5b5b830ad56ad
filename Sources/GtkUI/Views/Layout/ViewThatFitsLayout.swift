import Gtk

/// Shows the first of its candidates whose natural size fits the space
/// the host got (SwiftUI's `ViewThatFits`), inside GTK's layout pass.
///
/// The choice is made in `allocate` from the allocated size alone, so the
/// window shows the same candidate at a given size whichever way it was
/// resized; the others are kept as children but not child-visible (not
/// mapped, not drawn). Only the `axes` count: along an
/// axis not in the set a candidate always fits. When none fits, the last
/// one shows.
///
/// The host asks, along a checked axis, the smallest candidate's minimum
/// (so the window can shrink to the last resort) and the first
/// candidate's natural size (so it gets room for the preferred one).
@MainActor
final class ViewThatFitsLayout: LayoutDelegate {
    /// The candidates, in order of preference.
    var candidates: [Widget] = []
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate shown at the last allocation.
    private(set) weak var chosen: Widget?
    /// The host: its alignment in its parent (a stack's) places the chosen
    /// candidate inside it, since the host may be given the width of a
    /// larger candidate.
    weak var host: Widget?

    private var shown: [Widget] { candidates.filter(\.isVisible) }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        let candidates = shown
        guard let first = candidates.first else { return SizeRequest(minimum: 0, natural: 0) }
        if orientation == .horizontal {
            let requests = candidates.map { $0.measure(.horizontal) }
            let minimum =
                axes.contains(.horizontal)
                ? requests.map(\.minimum).min() ?? 0 : requests.map(\.minimum).max() ?? 0
            return SizeRequest(minimum: minimum, natural: max(minimum, requests[0].natural))
        }
        // The height for a width: that of the candidate the width would show.
        let width = forSize
        let preferred = width >= 0 && axes.contains(.horizontal) ? choose(width: width, height: nil) : first
        let natural = height(of: preferred, width: width).natural
        let minimum =
            axes.contains(.vertical)
            ? candidates.map { height(of: $0, width: width).minimum }.min() ?? 0
            : height(of: preferred, width: width).minimum
        return SizeRequest(minimum: minimum, natural: max(minimum, natural))
    }

    /// A candidate's height request at `width` (never below its minimum width).
    private func height(of candidate: Widget, width: Int) -> SizeRequest {
        let forSize = width < 0 ? -1 : max(width, candidate.measure(.horizontal).minimum)
        return candidate.measure(.vertical, forSize: forSize)
    }

    /// The first candidate whose natural size fits `width` × `height` along
    /// the checked axes (nil height: any), else the last.
    func choose(width: Int, height: Int?) -> Widget {
        let candidates = shown
        for candidate in candidates {
            if axes.contains(.horizontal), candidate.measure(.horizontal).natural > width { continue }
            if axes.contains(.vertical), let height, self.height(of: candidate, width: width).natural > height {
                continue
            }
            return candidate
        }
        return candidates[candidates.count - 1]
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard !shown.isEmpty else { return }
        let choice = choose(width: width, height: height)
        chosen = choice
        for candidate in candidates where candidate !== choice {
            if candidate.isChildVisible { candidate.isChildVisible = false }
        }
        if !choice.isChildVisible { choice.isChildVisible = true }
        let alignment = Alignment(
            horizontal: HorizontalAlignment(align: host?.halign ?? .center),
            vertical: VerticalAlignment(align: host?.valign ?? .center))
        ChildPlacement.place(choice, x: 0, y: 0, width: width, height: height, alignment: alignment)
    }
}
