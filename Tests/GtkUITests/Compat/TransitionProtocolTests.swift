import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// An app's own transition, as apps write them since 2023.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.value * 90))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

@Observable @MainActor
private final class Banner {
    var shows = false
}

private struct BannerView: View {
    let banner: Banner
    var body: some View {
        VStack {
            Text("Inbox")
            if banner.shows {
                Text("Synced").transition(Twirl())
            }
        }
    }
}

/// SwiftUI's `Transition` protocol: its built-in values are the
/// `AnyTransition`s of the same names, an app's own transition fades.
final class TransitionProtocolTests: GtkTestCase {
    func testBuiltInTransitionsAreTheAnyTransitionsOfTheSameName() {
        onMain {
            @MainActor func insertion<T: Transition>(_ transition: T) -> RevealerTransition {
                TransitionEffect.revealerTransition(of: AnyTransition(transition).insertion)
            }
            @MainActor func removal<T: Transition>(_ transition: T) -> RevealerTransition {
                TransitionEffect.revealerTransition(of: AnyTransition(transition).removal)
            }
            XCTAssertEqual(insertion(OpacityTransition.opacity), .fade)
            XCTAssertEqual(insertion(MoveTransition.move(edge: .trailing)), .slide(.trailing))
            XCTAssertEqual(insertion(SlideTransition.slide), .slide(.leading))
            XCTAssertEqual(removal(SlideTransition.slide), .slide(.trailing))
            XCTAssertEqual(removal(PushTransition.push(from: .bottom)), .slide(.top))
            XCTAssertEqual(insertion(OffsetTransition.offset(y: -20)), .slide(.top))
            XCTAssertEqual(insertion(IdentityTransition.identity), .none)
            XCTAssertEqual(insertion(BlurReplaceTransition.blurReplace), .fade)
            XCTAssertEqual(insertion(ScaleTransition.scale(0.5)), .fade)
            XCTAssertEqual(insertion(Twirl()), .fade, "an app's own transition fades")
            XCTAssertEqual(insertion(MoveTransition.move(edge: .top).combined(with: .opacity)), .slide(.top))
            let asymmetric = AsymmetricTransition(insertion: .move(edge: .leading), removal: OpacityTransition.opacity)
            XCTAssertEqual(insertion(asymmetric), .slide(.leading))
            XCTAssertEqual(removal(asymmetric), .fade)
            XCTAssertEqual(AnyTransition(OpacityTransition.opacity.animation(.linear(duration: 2))).animation, .linear(duration: 2))
            XCTAssertEqual(TransitionPhase.willAppear.value, -1)
            XCTAssertTrue(TransitionPhase.identity.isIdentity)
        }
    }

    func testAViewWithItsOwnTransitionFadesInThroughARevealer() {
        onMain {
            let was = Gtk.enablesAnimations
            Gtk.enablesAnimations = true
            defer { Gtk.enablesAnimations = was }
            let banner = Banner()
            let window = Window()
            defer { window.destroy() }
            let hosting = HostingView(rootView: BannerView(banner: banner))
            window.setChild(hosting.widget)
            window.present()
            spin { hosting.widget.isMapped }
            withAnimation(.linear(duration: 0.3)) { banner.shows = true }
            hosting.flush()
            guard let revealer = find(TransitionNode.self, in: hosting).first?.revealer else {
                return XCTFail("the banner did not come in through a transition")
            }
            XCTAssertEqual(revealer.transition, .crossfade)
            spin { revealer.isChildRevealed }
            XCTAssertTrue(labelTexts(hosting.widget).contains("Synced"))
        }
    }
}
