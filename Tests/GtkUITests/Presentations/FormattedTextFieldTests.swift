import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The US English locale, so the formats' text does not depend on the machine's.
private let english = Locale(identifier: "en_US")

/// A price form: a formatted field and a plain one to move focus to.
private struct PriceForm: View {
    let quantity: Binding<Int>
    let price: Binding<Double>
    let note: Binding<String>
    let submitted: Shared<Int>

    var body: some View {
        VStack {
            TextField("Quantity", value: quantity, format: .number.locale(english), prompt: Text("How many"))
            TextField("Price", value: price, format: .currency(code: "EUR").locale(english))
            TextField("Note", text: note)
        }
        .onSubmit { submitted.value += 1 }
    }
}

@MainActor
private final class PriceFormHost {
    let quantity = Shared(1234)
    let price = Shared(3.5)
    let note = Shared("")
    let submitted = Shared(0)
    var form: PriceForm { PriceForm(quantity: quantity.binding, price: price.binding, note: note.binding, submitted: submitted) }
}

/// `TextField(_:value:format:prompt:)` and its siblings: the value shown
/// through its format and written back from the text the user commits.
final class FormattedTextFieldTests: GtkTestCase {
    func testShowsTheFormattedValueAndWritesParsedTextOnReturn() {
        onMain {
            let state = PriceFormHost()
            let hosting = HostingView(rootView: state.form)
            let entries = find(Entry.self, in: hosting)
            XCTAssertEqual(entries.count, 3)
            let (quantity, price) = (entries[0], entries[1])
            XCTAssertEqual(quantity.text, "1,234")
            XCTAssertEqual(price.text, "€3.50")
            XCTAssertEqual(quantity.accessibleLabel, "Quantity")
            XCTAssertEqual(quantity.placeholder, "How many")
            quantity.text = "42"  // the user types…
            XCTAssertEqual(state.quantity.value, 1234, "typing alone does not write a formatted value")
            quantity.activateField()  // …and presses Return
            XCTAssertEqual(state.quantity.value, 42)
            XCTAssertEqual(quantity.text, "42")
            XCTAssertEqual(state.submitted.value, 1, "Return still runs onSubmit")
            quantity.text = "5000"
            quantity.activateField()
            XCTAssertEqual(state.quantity.value, 5000)
            XCTAssertEqual(quantity.text, "5,000", "the committed value is shown formatted")
            price.text = "€7.25"
            price.activateField()
            XCTAssertEqual(state.price.value, 7.25)
            XCTAssertEqual(price.text, "€7.25")
        }
    }

    func testAFoundationFormatterShowsTheValueAndReadsTheCommittedText() {
        onMain {
            let quantity = Shared(1234)
            let ratio = Shared(0.5)
            let grouped = NumberFormatter()
            grouped.locale = english
            grouped.numberStyle = .decimal
            let percent = NumberFormatter()
            percent.locale = english
            percent.numberStyle = .percent
            let hosting = HostingView(
                rootView: VStack {
                    TextField("Quantity", value: quantity.binding, formatter: grouped)
                    TextField("Ratio", value: ratio.binding, formatter: percent, prompt: Text("Share"))
                })
            let entries = find(Entry.self, in: hosting)
            guard entries.count == 2 else { return XCTFail("\(entries.count) entries") }
            XCTAssertEqual(entries[0].text, "1,234")
            XCTAssertEqual(entries[1].text, "50%")
            XCTAssertEqual(entries[1].placeholder, "Share")
            entries[0].text = "2,500"
            entries[0].activateField()
            XCTAssertEqual(quantity.value, 2500, "an Int read back from the formatter's number")
            entries[1].text = "75%"
            entries[1].activateField()
            XCTAssertEqual(ratio.value, 0.75, accuracy: 0.0001)
            entries[0].text = "lots"
            entries[0].activateField()
            XCTAssertEqual(quantity.value, 2500, "text the formatter cannot read keeps the value")
            XCTAssertEqual(entries[0].text, "2,500", "and the field shows it again")
        }
    }

    func testTextThatDoesNotParseKeepsTheValueAndShowsItAgain() {
        onMain {
            let state = PriceFormHost()
            let hosting = HostingView(rootView: state.form)
            guard let quantity = find(Entry.self, in: hosting).first else { return XCTFail("no entry") }
            var writes = 0
            let counted = Binding(
                get: { state.quantity.value },
                set: {
                    state.quantity.value = $0
                    writes += 1
                })
            hosting.update(PriceForm(quantity: counted, price: state.price.binding, note: state.note.binding, submitted: state.submitted))
            quantity.text = "a dozen"
            quantity.activateField()
            XCTAssertEqual(state.quantity.value, 1234)
            XCTAssertEqual(writes, 0, "the binding does not hear of text that does not parse")
            XCTAssertEqual(quantity.text, "1,234", "the last valid value is shown again")
        }
    }

    func testCodeChangesShowButDoNotReplaceTextBeingTyped() {
        onMain {
            let state = PriceFormHost()
            let shown = WindowedView(state.form)
            defer { shown.close() }
            let entries = find(Entry.self, in: shown.hosting)
            let (quantity, note) = (entries[0], entries[2])
            state.quantity.value = 7
            shown.update(state.form)
            XCTAssertEqual(quantity.text, "7", "a value code sets shows while the field is not being edited")
            XCTAssertTrue(quantity.moveFocusHere())
            spin { quantity.containsFocus }
            state.quantity.value = 8
            shown.update(state.form)
            XCTAssertEqual(quantity.text, "8", "focus alone is not typing")
            quantity.text = "12"
            state.quantity.value = 9
            shown.update(state.form)
            XCTAssertEqual(quantity.text, "12", "the user's typing is not replaced")
            // Focus leaving the field commits what was typed.
            XCTAssertTrue(note.moveFocusHere())
            spin { !quantity.containsFocus }
            XCTAssertEqual(state.quantity.value, 12)
            XCTAssertEqual(quantity.text, "12")
        }
    }

    func testDoubleDecimalAndPercentFormats() {
        onMain {
            let ratio = Shared(2.5)
            let amount = Shared(Decimal(string: "19.99")!)
            let share = Shared(0.25)
            let hosting = HostingView(
                rootView: VStack {
                    TextField("Ratio", value: ratio.binding, format: .number.locale(english))
                    TextField(value: amount.binding, format: Decimal.FormatStyle(locale: english)) { Text("Amount") }
                    TextField("Share", value: share.binding, format: .percent.locale(english))
                })
            let entries = find(Entry.self, in: hosting)
            XCTAssertEqual(entries.map(\.text), ["2.5", "19.99", "25%"])
            XCTAssertEqual(entries[1].accessibleLabel, "Amount")
            entries[0].text = "0.125"
            entries[0].activateField()
            XCTAssertEqual(ratio.value, 0.125)
            entries[1].text = "1,000.5"
            entries[1].activateField()
            XCTAssertEqual(amount.value, Decimal(string: "1000.5"))
            XCTAssertEqual(entries[1].text, "1,000.5")
            entries[2].text = "60%"
            entries[2].activateField()
            XCTAssertEqual(share.value, 0.6, accuracy: 1e-9)
            XCTAssertEqual(entries[2].text, "60%")
        }
    }

    func testOptionalValueIsNilForEmptyOrUnreadableText() {
        onMain {
            let count = Shared<Int?>(nil)
            let hosting = HostingView(
                rootView: TextField("Count", value: count.binding, format: .number.locale(english), prompt: Text("None")))
            guard let entry = only(Entry.self, in: hosting) else { return }
            XCTAssertEqual(entry.text, "", "nil shows as empty text, with the prompt")
            XCTAssertEqual(entry.placeholder, "None")
            entry.text = "3"
            entry.activateField()
            XCTAssertEqual(count.value, 3)
            entry.text = "three"
            entry.activateField()
            XCTAssertNil(count.value, "text that does not parse sets an optional value to nil")
            XCTAssertEqual(entry.text, "")
        }
    }

    func testAFieldMovedFromTextToAFormattedValueFollowsTheValue() {
        onMain {
            let name = Shared("Ada")
            let age = Shared(36)
            @MainActor func view(_ formatted: Bool) -> GtkUI.TextField<Text> {
                formatted
                    ? TextField("Field", value: age.binding, format: .number.locale(english))
                    : TextField("Field", text: name.binding)
            }
            let hosting = HostingView(rootView: view(false))
            guard let entry = only(Entry.self, in: hosting) else { return }
            XCTAssertEqual(entry.text, "Ada")
            hosting.update(view(true))
            XCTAssertEqual(entry.text, "36")
            entry.text = "37"
            XCTAssertEqual(name.value, "Ada", "the string binding no longer follows the entry")
            entry.activateField()
            XCTAssertEqual(age.value, 37)
            hosting.update(view(false))
            XCTAssertEqual(entry.text, "Ada")
            entry.text = "Grace"
            XCTAssertEqual(name.value, "Grace")
        }
    }
}
