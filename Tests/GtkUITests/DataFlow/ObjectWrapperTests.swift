import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@State` with an
/// `@Observable` object, `@Bindable`: what re-renders, and what survives.
final class ObjectWrapperTests: GtkTestCase {
    func testStateObjectIsMadeOncePerIdentityAndSurvivesParentRerenders() {
        onMain {
            Tally.made = 0
            let trigger = Trigger()
            let hosting = HostingView(rootView: TallyParent(trigger: trigger))
            XCTAssertEqual(Tally.made, 1)
            let counter = find(StateObjectBox<Tally>.self, in: hosting).first!.object
            counter.count = 5
            hosting.flush()
            XCTAssertTrue(labelTexts(hosting.widget).contains("Count 5"))
            for round in 1...3 {
                trigger.round = round
                spin { labelTexts(hosting.widget).contains("Round \(round)") }
            }
            XCTAssertEqual(Tally.made, 1, "parent re-renders reuse the object")
            XCTAssertTrue(labelTexts(hosting.widget).contains("Count 5"), "the object's state survives")
        }
    }

    func testObservedObjectChangeRerendersOnlyItsObservers() {
        onMain {
            BodyCounter.reset()
            let first = Tally()
            let second = Tally()
            let hosting = HostingView(rootView: TwoObservers(first: first, second: second))
            hosting.flush()
            let before = BodyCounter.counts
            first.count = 1
            hosting.flush()
            XCTAssertEqual(BodyCounter["first"], before["first"]! + 1)
            XCTAssertEqual(BodyCounter["second"], before["second"], "the other object's view does not re-render")
            XCTAssertEqual(BodyCounter["pair"], before["pair"], "the parent does not re-render")
            XCTAssertTrue(labelTexts(hosting.widget).contains("first 1"))
        }
    }

    func testManyChangesInOneTurnRenderOnce() {
        onMain {
            BodyCounter.reset()
            let first = Tally()
            let second = Tally()
            let hosting = HostingView(rootView: TwoObservers(first: first, second: second))
            hosting.flush()
            let before = BodyCounter["first"]
            for value in 1...10 { first.count = value }
            hosting.flush()
            XCTAssertEqual(BodyCounter["first"], before + 1)
            XCTAssertTrue(labelTexts(hosting.widget).contains("first 10"))
        }
    }

    func testObservedObjectBindingDrivesAToggle() {
        onMain {
            let settings = Settings()
            let hosting = HostingView(rootView: SettingsToggle(settings: settings))
            let toggle = descendants(hosting.widget).first { $0.typeName == "GtkCheckButton" }!
            settings.isOn = true
            spin { toggle.property("active") == .bool(true) }
            toggle.setProperty("active", false)
            spin { settings.isOn == false }
        }
    }

    func testEnvironmentObjectReachesDescendantsAndRerendersThem() {
        onMain {
            let settings = Settings()
            let hosting = HostingView(rootView: SettingsReader().padding().environmentObject(settings))
            hosting.flush()
            XCTAssertTrue(labelTexts(hosting.widget).contains("Off"))
            settings.isOn = true
            spin { labelTexts(hosting.widget).contains("On") }
        }
    }

    func testStateHoldingAnObservableObjectTracksWhatBodyReads() {
        onMain {
            BodyCounter.reset()
            let hosting = HostingView(rootView: ObservableStateOwner())
            hosting.flush()
            let model = find(StateBox<ObservableCounter>.self, in: hosting).first!.value
            let before = BodyCounter["owner"]
            model.unread = 3
            hosting.flush()
            settle()
            XCTAssertEqual(BodyCounter["owner"], before, "a property the body does not read does not re-render it")
            model.count = 4
            spin { labelTexts(hosting.widget).contains("Observed 4") }
            XCTAssertEqual(BodyCounter["owner"], before + 1)
        }
    }

    func testEnvironmentObservableTypeKeyAndTransform() {
        onMain {
            let library = ObservableCounter()
            library.count = 7
            let hosting = HostingView(
                rootView: EnvironmentReader()
                    .transformEnvironment(\.greeting) { $0 += "!" }
                    .environment(\.greeting, "Hello")
                    .environment(library))
            hosting.flush()
            XCTAssertTrue(labelTexts(hosting.widget).contains("Hello! 7"))
            library.count = 8
            spin { labelTexts(hosting.widget).contains("Hello! 8") }
        }
    }

    func testEnvironmentKeyDefault() {
        onMain {
            let hosting = HostingView(rootView: EnvironmentReader().environment(ObservableCounter()))
            hosting.flush()
            XCTAssertTrue(labelTexts(hosting.widget).contains("Hi 0"))
        }
    }
}

final class Tally: ObservableObject {
    @MainActor static var made = 0
    @Published var count = 0
    @MainActor init() { Tally.made += 1 }
}

@Observable final class Trigger { var round = 0 }

struct TallyParent: View {
    let trigger: Trigger
    var body: some View {
        VStack {
            Text("Round \(trigger.round)")
            TallyChild()
        }
    }
}

struct TallyChild: View {
    @StateObject private var counter = Tally()
    var body: some View { Text("Count \(counter.count)") }
}

struct TallyLabel: View {
    let name: String
    @ObservedObject var counter: Tally
    var body: some View {
        BodyCounter.hit(name)
        return Text("\(name) \(counter.count)")
    }
}

struct TwoObservers: View {
    let first: Tally
    let second: Tally
    var body: some View {
        BodyCounter.hit("pair")
        return VStack {
            TallyLabel(name: "first", counter: first)
            TallyLabel(name: "second", counter: second)
        }
    }
}

final class Settings: ObservableObject {
    @Published var isOn = false
}

struct SettingsToggle: View {
    @ObservedObject var settings: Settings
    var body: some View { Toggle("Enabled", isOn: $settings.isOn) }
}

struct SettingsReader: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text(settings.isOn ? "On" : "Off") }
}

@Observable final class ObservableCounter {
    var count = 0
    var unread = 0
}

struct ObservableStateOwner: View {
    @State private var model = ObservableCounter()
    var body: some View {
        BodyCounter.hit("owner")
        return Text("Observed \(model.count)")
    }
}

private struct GreetingKey: EnvironmentKey { static let defaultValue = "Hi" }

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct EnvironmentReader: View {
    @Environment(\.greeting) private var greeting
    @Environment(ObservableCounter.self) private var library
    var body: some View { Text("\(greeting) \(library.count)") }
}
