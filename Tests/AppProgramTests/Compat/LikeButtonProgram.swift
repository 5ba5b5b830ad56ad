// A post card in the style of an iOS 17 social app: the heart bounces,
// tilts and hops with keyframes each time it is liked
// (`keyframeAnimator(initialValue:trigger:)` with three tracks of a struct),
// a "sending" dot pulses without end (`keyframeAnimator(initialValue:repeating:)`
// over the value itself), and a `KeyframeAnimator` view wiggles the
// share button once per share.
import Foundation
import GtkUI

struct HeartAnimationValues {
    var scale = 1.0
    var angle = Angle.zero
    var verticalOffset = 0.0
}

struct LikeButtonView: View {
    @State private var likes = 12
    @State private var isLiked = false
    @State private var shares = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sunset over the harbour").font(.headline)
            HStack(spacing: 16) {
                Button {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                } label: {
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                        .font(.title)
                        .foregroundStyle(isLiked ? Color.red : Color.secondary)
                        .keyframeAnimator(initialValue: HeartAnimationValues(), trigger: likes) { content, value in
                            content
                                .scaleEffect(value.scale)
                                .rotationEffect(value.angle)
                                .offset(y: value.verticalOffset)
                        } keyframes: { _ in
                            KeyframeTrack(\.scale) {
                                CubicKeyframe(0.8, duration: 0.1)
                                SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                                SpringKeyframe(1.0, spring: .smooth)
                            }
                            KeyframeTrack(\.angle) {
                                LinearKeyframe(.degrees(-12), duration: 0.1)
                                LinearKeyframe(.degrees(12), duration: 0.15)
                                SpringKeyframe(.zero, spring: .snappy)
                            }
                            KeyframeTrack(\.verticalOffset) {
                                LinearKeyframe(0, duration: 0.1)
                                LinearKeyframe(-14, duration: 0.15, timingCurve: .easeOut)
                                SpringKeyframe(0, duration: 0.4, spring: .bouncy)
                            }
                        }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(isLiked ? "Unlike" : "Like")

                Text("\(likes) likes").monospacedDigit()

                KeyframeAnimator(initialValue: 0.0, trigger: shares) { angle in
                    Button("Share") { shares += 1 }
                        .rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    KeyframeTrack {
                        for swing in [8.0, -6.0, 4.0] {
                            CubicKeyframe(swing, duration: 0.08)
                        }
                        SpringKeyframe(0, spring: Spring(duration: 0.3, bounce: 0.4))
                    }
                }
            }
            SendingIndicator()
        }
        .padding()
    }
}

struct SendingIndicator: View {
    var body: some View {
        Text("Sending…")
            .keyframeAnimator(initialValue: 1.0, repeating: true) { content, opacity in
                content.opacity(opacity)
            } keyframes: { _ in
                LinearKeyframe(0.3, duration: 0.5, timingCurve: .easeInOut)
                LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeInOut)
            }
    }
}

#Preview {
    LikeButtonView()
}
