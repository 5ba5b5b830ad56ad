import GtkUI

// A small fitness dashboard, as a macOS developer writes it in SwiftUI:
// a pie wedge of one's own, a progress ring drawn with `trim`, a badge on a
// gradient, and a sparkline drawn in a Canvas.

struct DaySample: Identifiable {
    let id: Int
    let steps: Double
}

struct PieWedge: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.secondary.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [.green, .mint], center: .center),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 64, height: 64)
    }
}

struct Sparkline: View {
    let samples: [DaySample]

    var body: some View {
        Canvas { context, size in
            guard let maximum = samples.map(\.steps).max(), maximum > 0, samples.count > 1 else { return }
            let step = size.width / CGFloat(samples.count - 1)
            var line = Path()
            for (index, sample) in samples.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step, y: size.height * (1 - sample.steps / maximum))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.opacity = 0.3
            context.fill(
                area,
                with: .linearGradient(
                    Gradient(colors: [.blue, .clear]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
        }
        .frame(height: 40)
    }
}

struct StepsDashboard: View {
    @State private var samples = (0..<7).map { DaySample(id: $0, steps: Double([4200, 8100, 6500, 9900, 3000, 7200, 8800][$0])) }
    var goal: Double = 10_000

    private var today: Double { samples.last?.steps ?? 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                ProgressRing(progress: min(today / goal, 1))
                VStack(alignment: .leading) {
                    Text("Today")
                        .font(.headline)
                    Text("\(Int(today)) steps")
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("Streak")
                    .padding(6)
                    .background(Capsule().fill(Color.orange.gradient))
            }
            PieWedge(startAngle: .degrees(0), endAngle: .degrees(360 * today / goal))
                .fill(.linearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 48, height: 48)
            Sparkline(samples: samples)
            Button("Add 1,000 steps") {
                samples[samples.count - 1] = DaySample(id: samples.count - 1, steps: today + 1000)
            }
        }
        .padding()
        .background(LinearGradient(colors: [.blue.opacity(0.15), .clear], startPoint: .top, endPoint: .bottom))
    }
}
