// A tag editor as a macOS SwiftUI developer writes it: the tags in a
// `FlowLayout` that wraps them to the window's width, the voting buttons
// in the equal-width `MyEqualWidthHStack` from Apple's "Compose custom
// layouts" sample (switching to a column through `AnyLayout`), and the
// header's width learnt with a `PreferenceKey` and a `GeometryReader`
// background.
import GtkUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// Apple's sample: every button as wide as the widest.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let totalSpacing = cache.spacing.reduce(0, +)
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + totalSpacing, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    struct CacheData {
        var maxSize: CGSize
        var spacing: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(maxSize: maxSize(subviews: subviews), spacing: spacing(subviews: subviews))
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.maxSize = maxSize(subviews: subviews)
        cache.spacing = spacing(subviews: subviews)
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct WidthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct TagCloudView: View {
    let tags = ["swift", "gtk", "linux", "layout", "preferences", "gnome", "declarative", "ui"]
    @State private var headerWidth: CGFloat = 0
    @State private var reportedWidth: CGFloat = 0
    @State private var stacked = false
    @State private var votes = [0, 0, 0]
    let choices = ["Yes", "Maybe", "Absolutely not"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tags")
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background {
                    GeometryReader { proxy in
                        Color.clear.preference(key: WidthPreferenceKey.self, value: proxy.size.width)
                    }
                }
                .onPreferenceChange(WidthPreferenceKey.self) { width in
                    headerWidth = width
                }
            Text("Reported: \(Int(reportedWidth))")
                .preference(key: WidthPreferenceKey.self, value: 42)
                .onPreferenceChange(WidthPreferenceKey.self) { width in
                    Task { @MainActor in reportedWidth = width }
                }
            Text("Header width: \(Int(headerWidth))")
            FlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Color.accentColor.opacity(0.2))
                }
            }
            Toggle("Stack the buttons", isOn: $stacked)
            let layout = stacked ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(MyEqualWidthHStack())
            layout {
                ForEach(votes.indices, id: \.self) { index in
                    Button {
                        votes[index] += 1
                    } label: {
                        Text("\(choices[index]) (\(votes[index]))")
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            Spacer()
        }
        .padding()
        .frame(minWidth: 300)
    }
}
