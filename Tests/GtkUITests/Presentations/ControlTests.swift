import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Form: View {
    let name: Binding<String>
    let password: Binding<String>
    let submitted: Shared<Int>
    var body: some View {
        VStack {
            TextField("Name", text: name, prompt: Text("Required"))
            SecureField("Password", text: password)
        }
        .onSubmit { submitted.value += 1 }
    }
}

/// A `Form` rendered with its state, as the text-field tests start.
@MainActor
private final class FormHost {
    let name: Shared<String>
    let password = Shared("")
    let submitted = Shared(0)
    let hosting: HostingView<Form>

    init(name: String) {
        self.name = Shared(name)
        hosting = HostingView(rootView: Form(name: self.name.binding, password: password.binding, submitted: submitted))
    }

    /// Renders the form again, as a parent's state change would.
    func render() { hosting.update(Form(name: name.binding, password: password.binding, submitted: submitted)) }
}

/// Shows the environment's control size.
private struct SizeReport: View {
    @Environment(\.controlSize) private var size
    var body: some View { Text(verbatim: "\(size)") }
}

final class ControlTests: GtkTestCase {
    func testTextFieldAndSecureFieldFollowAndWriteTheirBindings() {
        onMain {
            let form = FormHost(name: "Ada")
            let (name, password, submitted) = (form.name, form.password, form.submitted)
            guard let entry = only(Entry.self, in: form.hosting), let secret = only(PasswordEntry.self, in: form.hosting)
            else { return }
            XCTAssertEqual(entry.text, "Ada")
            XCTAssertEqual(entry.placeholder, "Required", "the prompt shows while empty")
            XCTAssertEqual(entry.accessibleLabel, "Name")
            XCTAssertEqual(secret.typeName, "GtkPasswordEntry")
            XCTAssertEqual(secret.property("placeholder-text")?.string, "Password")
            entry.text = "Grace"  // the user types
            XCTAssertEqual(name.value, "Grace")
            secret.text = "s3cret"
            XCTAssertEqual(password.value, "s3cret")
            name.value = "Linus"
            form.render()
            XCTAssertEqual(entry.text, "Linus")
            XCTAssertEqual(name.value, "Linus", "a programmatic update does not write back")
            entry.activateField()  // Return
            XCTAssertEqual(submitted.value, 1)
        }
    }

    func testTypingBeforeARenderLandsOnTheValueCodeSet() {
        onMain {
            // A shopping list's field, cleared on submit; the user types on
            // before the render shows it empty.
            let form = FormHost(name: "milk")
            let name = form.name
            guard let entry = only(Entry.self, in: form.hosting) else { return }
            name.value = ""
            entry.insert("e", at: 4)
            XCTAssertEqual(name.value, "e", "the key lands on the cleared text")
            entry.insert("g", at: 5)
            XCTAssertEqual(name.value, "eg", "and so does the next, before the render")
            form.render()
            XCTAssertEqual(entry.text, "eg")
            XCTAssertEqual(entry.cursorPosition, 2, "the caret after what was typed")
            entry.insert("g", at: 2)
            XCTAssertEqual(name.value, "egg", "in step again: the text is written as typed")
            // A value set by code in the middle: an edit after it shifts.
            name.value = "big egg"
            entry.deleteCharacters(in: 0..<1)
            XCTAssertEqual(name.value, "big gg")
        }
    }

    func testTextReplayMapsEditsAroundWhatCodeChanged() {
        onMain {
            XCTAssertEqual(TextReplay.replay(from: "milk", to: "milke", onto: "").text, "e")
            XCTAssertEqual(TextReplay.replay(from: "ab", to: "b", onto: "abc").text, "bc")
            let moved = TextReplay.replay(from: "top", to: "top!", onto: "new\ntop")
            XCTAssertEqual(moved.text, "new\ntop!")
            XCTAssertEqual(moved.cursor, 8)
        }
    }

    func testPlainTextFieldStyleDropsTheFrame() {
        onMain {
            let hosting = HostingView(rootView: TextField("Search", text: .constant("")).textFieldStyle(.plain))
            XCTAssertEqual(only(Entry.self, in: hosting)?.hasFrame, false)
            let framed = HostingView(rootView: TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder))
            XCTAssertEqual(only(Entry.self, in: framed)?.hasFrame, true)
        }
    }

    func testStepperStepsWithinItsRangeAndDisablesTheEnds() {
        onMain {
            let copies = Shared(2)
            @MainActor func view() -> some View { Stepper("Copies: \(copies.value)", value: copies.binding, in: 1...3) }
            let hosting = HostingView(rootView: view())
            guard let node = only(StepperNode.self, in: hosting) else { return }
            XCTAssertTrue(labelTexts(in: node.widget).contains("Copies: 2"))
            XCTAssertEqual(node.incrementButton.accessibleLabel, "Increment Copies: 2")
            node.incrementButton.click()
            XCTAssertEqual(copies.value, 3)
            hosting.update(view())
            XCTAssertFalse(node.incrementButton.isSensitive, "at the upper bound")
            XCTAssertTrue(labelTexts(in: node.widget).contains("Copies: 3"))
            node.decrementButton.click()
            node.decrementButton.click()
            node.decrementButton.click()
            XCTAssertEqual(copies.value, 1, "clamped at the lower bound")
            hosting.update(view())
            XCTAssertFalse(node.decrementButton.isSensitive)
        }
    }

    func testStepperCallsIncrementAndDecrement() {
        onMain {
            var calls: [String] = []
            let hosting = HostingView(rootView: Stepper("Zoom", onIncrement: { calls.append("+") }, onDecrement: { calls.append("-") }))
            guard let node = only(StepperNode.self, in: hosting) else { return }
            node.incrementButton.click()
            node.decrementButton.click()
            XCTAssertEqual(calls, ["+", "-"])
        }
    }

    func testADeterminateCircularProgressViewIsARingFilledClockwiseFromTheTop() throws {
        try onMain {
            let sized = HostingView(rootView: ProgressView("Upload", value: 0.25).progressViewStyle(.circular).controlSize(.small))
            let node = try XCTUnwrap(only(ProgressNode.self, in: sized))
            XCTAssertFalse(node.widget.children.contains { $0.typeName == "GtkProgressBar" }, "no bar")
            let ring = try XCTUnwrap(node.ring)
            XCTAssertTrue(ring.area.isInside(node.widget))
            XCTAssertEqual(ring.area.sizeRequest.width, 16, "a small ring")
            XCTAssertEqual(ring.area.accessibleRole, .progressBar)
            XCTAssertEqual(ring.area.accessibleLabel, "Upload")
            let red = try XCTUnwrap(RGBA(parsing: "#e01b24"))
            rendered(ProgressView(value: 0.25).progressViewStyle(.circular).tint(.red), width: 40, height: 40) { pixels, _ in
                // A 32 px ring centred in the 40 px frame: the quarter done runs from 12 to 3 o'clock.
                let (cx, cy) = (pixels.width / 2, pixels.height / 2)
                let r = 14
                let onArc = pixels.color(x: cx + Int(Double(r) * 0.7071), y: cy - Int(Double(r) * 0.7071))
                XCTAssertEqual(onArc.red, red.red, accuracy: 0.15, "between 12 and 3 o'clock: the tint \(onArc)")
                XCTAssertLessThan(onArc.green, 0.3)
                let track = pixels.color(x: cx - r, y: cy)
                XCTAssertLessThan(track.alpha, 0.5, "at 9 o'clock: the faint track \(track)")
                XCTAssertGreaterThan(track.alpha, 0.02)
            }
        }
    }

    func testProgressViewShowsABarWithAValueAndASpinnerWithout() {
        onMain {
            let determinate = HostingView(rootView: ProgressView("Exporting", value: 3.0, total: 4.0))
            guard let node = only(ProgressNode.self, in: determinate) else { return }
            XCTAssertTrue(node.widget.children.contains { $0.typeName == "GtkProgressBar" })
            XCTAssertEqual(node.bar.fraction, 0.75, accuracy: 0.0001)
            XCTAssertTrue(labelTexts(in: node.widget).contains("Exporting"))
            let spinning = HostingView(rootView: ProgressView())
            XCTAssertTrue(only(ProgressNode.self, in: spinning)?.widget.children.contains { $0.typeName == "GtkSpinner" } ?? false)
            let bouncing = HostingView(rootView: ProgressView().progressViewStyle(.linear))
            guard let bar = only(ProgressNode.self, in: bouncing)?.widget.children.first(where: { $0.typeName == "GtkProgressBar" })
            else { return XCTFail("no bar") }
            let before = bar.property("pulse-step")?.double
            XCTAssertNotNil(before)
            let clamped = HostingView(rootView: ProgressView(value: 7.0, total: 5.0))
            XCTAssertEqual(only(ProgressNode.self, in: clamped)?.bar.fraction, 1)
        }
    }

    func testALinearProgressViewFillsTheOfferedWidthButNotInAToolbar() throws {
        try onMain {
            let view = WindowedView(
                VStack(alignment: .leading) {
                    ProgressView("Exporting", value: 0.5)
                    ProgressView().progressViewStyle(.linear)
                    Text("short")
                }
                .padding(20))
            defer { view.close() }
            spin { view.hosting.widget.width > 300 }
            settle(0.05)
            let bars = descendants(view.hosting.widget).filter { $0.typeName == "GtkProgressBar" }
            XCTAssertEqual(bars.count, 2)
            for bar in bars {
                XCTAssertEqual(
                    bar.width, view.hosting.widget.width - 40, accuracy: 1, "determinate and linear bars fill the window less the padding")
            }
            let label = try XCTUnwrap(descendants(view.hosting.widget).first { $0.property("label")?.string == "Exporting" })
            XCTAssertLessThan(label.width, 150, "the label keeps its width, at the leading edge")

            let toolbar = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItem(placement: .primaryAction) { ProgressView(value: 0.3) }
                })
            defer { toolbar.close() }
            let inBar = try XCTUnwrap(descendants(toolbar.window).first { $0.typeName == "GtkProgressBar" })
            XCTAssertFalse(inBar.hexpand, "a toolbar item is as wide as its content")
            XCTAssertEqual(inBar.width, 150, accuracy: 10, "GTK's natural width in the header bar")
        }
    }

    func testButtonRolesAndStylesMapToGNOMEStyleClasses() {
        onMain {
            let destructive = HostingView(rootView: Button("Delete", role: .destructive) {})
            XCTAssertTrue(only(ButtonWidget.self, in: destructive)?.hasCSSClass("destructive-action") ?? false)
            let prominent = HostingView(rootView: Button("Save") {}.buttonStyle(.borderedProminent))
            XCTAssertTrue(only(ButtonWidget.self, in: prominent)?.hasCSSClass("suggested-action") ?? false)
            let plain = HostingView(rootView: Button("More") {}.buttonStyle(.plain))
            XCTAssertEqual(only(ButtonWidget.self, in: plain)?.hasFrame, false)
            let link = HostingView(rootView: Button("Learn More") {}.buttonStyle(.link))
            XCTAssertTrue(only(ButtonWidget.self, in: link)?.hasCSSClass("link") ?? false)
            let bordered = HostingView(rootView: AsToolbarItem(content: Button("Share") {}.buttonStyle(.bordered)))
            XCTAssertEqual(only(ButtonWidget.self, in: bordered)?.hasFrame, true, "bordered even in a toolbar")
            XCTAssertEqual(describe(Button("Delete", role: .destructive) {}).role, .destructive)
        }
    }

    func testControlSizeGivesTheSizeClass() {
        onMain {
            let small = HostingView(rootView: Button("Small") {}.controlSize(.small))
            XCTAssertTrue(only(ButtonWidget.self, in: small)?.hasCSSClass("gtkui-control-small") ?? false)
            let regular = HostingView(rootView: Button("Regular") {})
            XCTAssertFalse(only(ButtonWidget.self, in: regular)?.hasCSSClass("gtkui-control-small") ?? true)
            // A view of the app's own reads the size, as custom styles do.
            let read = HostingView(rootView: SizeReport().controlSize(.large))
            XCTAssertEqual(only(Gtk::Label.self, in: read)?.text, "large")
            XCTAssertEqual(only(Gtk::Label.self, in: HostingView(rootView: SizeReport()))?.text, "regular")
        }
    }

    func testControlSizesGiveButtonsTheirHeightsInAll() {
        onMain {
            @MainActor func height(_ size: ControlSize) -> Int {
                let hosting = HostingView(rootView: Button("Sized") {}.controlSize(size))
                return only(ButtonWidget.self, in: hosting)?.measure(.vertical).natural ?? 0
            }
            // GNOME's button is 34 px; the CSS min-height is inside the padding.
            XCTAssertEqual(height(.regular), 34)
            XCTAssertEqual(height(.small), 28)
            XCTAssertEqual(height(.large), 40, "not 40 px of content plus the padding (58)")
            XCTAssertEqual(height(.extraLarge), 48)
        }
    }

    func testSwitchToggleStyleIsAGNOMESwitchWritingTheBinding() {
        onMain {
            let on = Shared(false)
            let hosting = HostingView(rootView: Toggle("Snap to Grid", isOn: on.binding).toggleStyle(.switch))
            guard let toggle = only(Switch.self, in: hosting) else { return }
            XCTAssertEqual(toggle.accessibleLabel, "Snap to Grid")
            toggle.isActive = true
            XCTAssertTrue(on.value)
            let button = HostingView(rootView: Toggle("Grid", isOn: .constant(true)).toggleStyle(.button))
            XCTAssertEqual(only(ToggleButton.self, in: button)?.isActive, true)
            let check = HostingView(rootView: Toggle(isOn: .constant(true)) { Image(systemName: "bold") }.toggleStyle(.checkbox))
            XCTAssertNotNil(only(CheckButton.self, in: check))
        }
    }

    func testLinkIsAGNOMELinkButtonToItsDestination() {
        onMain {
            let url = URL(string: "https://help.gnome.org/")!
            let hosting = HostingView(rootView: Link("Help", destination: url))
            guard let link = only(LinkButton.self, in: hosting) else { return }
            XCTAssertEqual(link.typeName, "GtkLinkButton")
            XCTAssertEqual(link.uri, "https://help.gnome.org/")
            XCTAssertEqual(link.property("label")?.string, "Help")
        }
    }

    func testGaugeShowsItsValueInItsRangeWithItsLabels() {
        onMain {
            let hosting = HostingView(
                rootView: Gauge(value: 75.0, in: 50...150) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("75")
                } minimumValueLabel: {
                    Text("50")
                } maximumValueLabel: {
                    Text("150")
                })
            guard let node = only(GaugeNode.self, in: hosting) else { return }
            XCTAssertEqual(node.bar.value, 75)
            XCTAssertEqual(node.bar.property("min-value")?.double, 50)
            XCTAssertEqual(node.bar.property("max-value")?.double, 150)
            XCTAssertEqual(node.bar.accessibleLabel, "Battery")
            XCTAssertEqual(labelTexts(in: node.widget), ["Battery", "50", "150", "75"])
            let clamped = HostingView(rootView: Gauge(value: 3.0) { Text("Over") })
            XCTAssertEqual(only(GaugeNode.self, in: clamped)?.bar.value, 1)
        }
    }

    func testDatePickerPicksDaysAndTimesWithinItsRange() {
        onMain {
            let calendar = Foundation.Calendar.current
            let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 9, minute: 30))!
            let end = calendar.date(from: DateComponents(year: 2026, month: 12, day: 20))!
            let due = Shared(start)
            let hosting = HostingView(rootView: DatePicker("Due", selection: due.binding, in: start...end))
            guard let node = only(DatePickerNode.self, in: hosting) else { return }
            XCTAssertEqual(node.calendar.selectedDay.day, 1)
            XCTAssertEqual(node.hour.value, 9)
            XCTAssertTrue(node.button.accessibleLabel?.hasPrefix("Due: ") ?? false, node.button.accessibleLabel ?? "")
            node.calendar.selectedDay = (2026, 12, 5)  // the user picks the 5th
            XCTAssertEqual(calendar.component(.day, from: due.value), 5)
            XCTAssertEqual(calendar.component(.hour, from: due.value), 9, "the time is kept")
            node.minute.value = 45
            XCTAssertEqual(calendar.component(.minute, from: due.value), 45)
            node.calendar.selectedDay = (2026, 12, 28)  // after the range's end
            XCTAssertEqual(due.value, end, "brought into the range")
            let dateOnly = HostingView(rootView: DatePicker("Day", selection: .constant(start), displayedComponents: .date))
            XCTAssertEqual(only(DatePickerNode.self, in: dateOnly)?.hour.parent?.isVisible, false, "no time fields")
        }
    }

    func testGraphicalDatePickerShowsTheCalendarInPlace() {
        onMain {
            let calendar = Foundation.Calendar.current
            let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 9, minute: 30))!
            let due = Shared(start)
            // The style as the environment carries it, so one view can change it.
            @MainActor func picker(_ style: DatePickerStyleKind) -> some View {
                EnvironmentWriter(content: DatePicker("Due", selection: due.binding, displayedComponents: .date)) {
                    $0.controls.datePicker = style
                }
            }
            let styled = HostingView(rootView: DatePicker("Due", selection: due.binding).datePickerStyle(.graphical))
            XCTAssertEqual(only(DatePickerNode.self, in: styled)?.button.isVisible, false, ".graphical has no button")
            let hosting = HostingView(rootView: picker(.graphical))
            guard let node = only(DatePickerNode.self, in: hosting) else { return }
            XCTAssertFalse(node.button.isVisible, "no button: the calendar is in place")
            XCTAssertTrue(node.calendar.parent?.parent?.isSameObject(as: node.widget) ?? false, "the calendar is in the view")
            XCTAssertEqual(node.calendar.accessibleLabel, "Due")
            node.calendar.selectedDay = (2026, 12, 8)  // the user clicks the 8th
            XCTAssertEqual(calendar.component(.day, from: due.value), 8)
            hosting.update(picker(.compact))
            XCTAssertTrue(node.button.isVisible, "compact: the date button again")
            XCTAssertFalse(node.calendar.parent?.parent?.isSameObject(as: node.widget) ?? true, "the calendar is back in the popover")
            XCTAssertEqual(node.button.accessibleLabel?.hasPrefix("Due: "), true)
        }
    }

    func testColorPickerShowsAndWritesItsColour() {
        onMain {
            let ink = Shared(Color(red: 1, green: 0, blue: 0))
            let hosting = HostingView(rootView: ColorPicker("Ink", selection: ink.binding, supportsOpacity: false))
            guard let node = only(ColorPickerNode.self, in: hosting) else { return }
            XCTAssertEqual(node.button.rgba.red, 1)
            XCTAssertEqual(node.button.rgba.green, 0)
            XCTAssertFalse(node.button.usesAlpha)
            XCTAssertEqual(node.button.accessibleLabel, "Ink")
            node.button.rgba = (0, 0, 1, 1)  // the user chose blue in the chooser
            node.button.emitColorSet()
            XCTAssertEqual(ink.value, Color(red: 0, green: 0, blue: 1))
            ink.value = .blue
            hosting.update(ColorPicker("Ink", selection: ink.binding))
            XCTAssertEqual(node.button.rgba.blue, Double(Float(0xe4) / 255), accuracy: 0.01, "GNOME's blue, #3584e4")
        }
    }

    func testMenuIndicatorShowsOrHidesTheArrow() {
        onMain {
            @MainActor func arrow(_ view: some View) -> Bool? {
                only(MenuButton.self, in: HostingView(rootView: view))?.property("always-show-arrow")?.bool
            }
            XCTAssertEqual(arrow(Menu("Sort") { Button("Name") {} }), true, "a framed menu shows its arrow")
            XCTAssertEqual(arrow(Menu("Sort") { Button("Name") {} }.menuIndicator(.hidden)), false)
            XCTAssertEqual(arrow(AsToolbarItem(content: Menu("Sort") { Button("Name") {} })), false, "flat in a toolbar")
            XCTAssertEqual(arrow(AsToolbarItem(content: Menu("Sort") { Button("Name") {} }.menuIndicator(.visible))), true)
        }
    }

    func testMenuStylesSetTheFrame() {
        onMain {
            let borderless = HostingView(rootView: Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton))
            XCTAssertEqual(only(MenuButton.self, in: borderless)?.hasFrame, false)
            let framed = HostingView(rootView: AsToolbarItem(content: Menu("Sort") { Button("Name") {} }.menuStyle(.button)))
            XCTAssertEqual(only(MenuButton.self, in: framed)?.hasFrame, true, "framed even in a toolbar")
        }
    }
}

/// Controls of every kind at one size, as a settings row would show them.
private struct SizedControls: View {
    let size: ControlSize
    var body: some View {
        VStack {
            Toggle("Check", isOn: .constant(true)).toggleStyle(.checkbox)
            Toggle("Switch", isOn: .constant(true)).toggleStyle(.switch)
            Slider(value: .constant(0.5))
            ProgressView(value: 0.5)
            Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.menu)
            Button("Press") {}
            TextField("Name", text: .constant("Ada"))
        }
        .controlSize(size)
    }
}

final class ControlSizeTests: GtkTestCase {
    func testEveryKindOfControlGrowsWithTheControlSize() throws {
        try onMain {
            var heights: [String: [Int]] = [:]
            for size in [ControlSize.mini, .small, .regular, .large, .extraLarge] {
                let view = WindowedView(SizedControls(size: size))
                defer { view.close() }
                let all = descendants(view.hosting.widget)
                @MainActor func height(_ type: String) throws -> Int {
                    try XCTUnwrap(all.first { $0.typeName == type }, type).measure(.vertical).natural
                }
                for type in ["GtkCheckButton", "GtkSwitch", "GtkScale", "GtkProgressBar", "GtkDropDown", "GtkButton", "GtkEntry"] {
                    heights[type, default: []].append(try height(type))
                }
            }
            XCTAssertEqual(heights["GtkButton"]?[3], 40, "a large button is 40 px high, as macOS's large controls \(heights)")
            for (type, sizes) in heights {
                XCTAssertEqual(sizes, sizes.sorted(), "\(type) grows from mini to extra large: \(sizes)")
                XCTAssertLessThan(sizes[1], sizes[2], "\(type): small is smaller than regular \(sizes)")
                XCTAssertLessThan(sizes[2], sizes[3], "\(type): large is larger than regular \(sizes)")
            }
        }
    }
}
