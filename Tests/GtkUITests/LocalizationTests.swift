import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A catalogue of a test domain in German, compiled with msgfmt into a
/// temporary folder and bound; LANGUAGE=de while `body` runs.
@MainActor
private func withGermanCatalogue(_ entries: [String: String], _ body: (String) throws -> Void) throws {
    func quoted(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
    var po = ""
    for (id, str) in entries { po += "msgid \(quoted(id))\nmsgstr \(quoted(str))\n\n" }
    try withCatalogue(language: "de", pluralForms: "nplurals=2; plural=(n != 1);", entries: po, body)
}

/// A catalogue of a test domain in `language` (its header's Plural-Forms,
/// then `entries` as .po text), compiled with msgfmt into a temporary
/// folder and bound; LANGUAGE is `language` while `body` runs.
@MainActor
private func withCatalogue(
    language: String, pluralForms: String, entries: String, _ body: (String) throws -> Void
) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-l10n-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let po =
        "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n\n"
        + entries
    let source = folder.appendingPathComponent("\(language).po")
    try po.write(to: source, atomically: true, encoding: .utf8)
    let domain = "gtkui-tests-\(UUID().uuidString.prefix(8))"
    let msgfmt = Process()
    msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
    msgfmt.arguments = ["-o", messages.appendingPathComponent("\(domain).mo").path, source.path]
    try msgfmt.run()
    msgfmt.waitUntilExit()
    XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt")
    Translations.bind(domain: domain, to: folder.path)
    let saved = ProcessInfo.processInfo.environment["LANGUAGE"]
    setenv("LANGUAGE", language, 1)
    let savedLocale = String(cString: setlocale(LC_MESSAGES, nil))
    setlocale(LC_MESSAGES, "C.UTF-8")
    defer {
        if let saved { setenv("LANGUAGE", saved, 1) } else { unsetenv("LANGUAGE") }
        setlocale(LC_MESSAGES, savedLocale)
    }
    try body(domain)
}

final class LocalizationTests: GtkTestCase {
    /// An interpolated literal becomes a key with Xcode's specifiers.
    func testInterpolationMakesXcodesKey() {
        let size = 12
        let name = "Bold"
        let scale = 1.5
        let key: LocalizedStringKey = "Font Size (\(size)) for \(name) at \(scale)x, 100%"
        XCTAssertEqual(key.key, "Font Size (%lld) for %@ at %lfx, 100%%")
        XCTAssertEqual(LocalizedStringKey("100% plain").key, "100% plain", "a plain literal keeps its %")
    }

    /// Translations fill their specifiers in order or by position; numbers
    /// are formatted, `%%` is a percent sign, a missing value leaves the specifier.
    func testFormattingFillsSpecifiers() {
        XCTAssertEqual(FormatArgument.format("%@ has %lld items", [.string("Inbox"), .integer(3)]), "Inbox has 3 items")
        XCTAssertEqual(FormatArgument.format("%2$lld items in %1$@", [.string("Inbox"), .integer(3)]), "3 items in Inbox")
        XCTAssertEqual(FormatArgument.format("100%% of %@", [.string("it")]), "100% of it")
        XCTAssertEqual(FormatArgument.format("%@ and %@", [.string("one")]), "one and %@")
        XCTAssertEqual(FormatArgument.format("50% off", []), "50% off", "a lone percent sign stays")
    }

    /// `Text` with a literal looks it up (a `String` value does not), with
    /// its values filled into the translation.
    func testTextLooksUpLiteralsAndFillsTheirValues() throws {
        try onMain {
            try withGermanCatalogue(["Font Size (%lld)": "Schriftgröße (%lld)", "My Note": "Meine Notiz"]) { domain in
                let size = 14
                XCTAssertEqual(Text("Font Size (\(size))", tableName: domain).content, "Schriftgröße (14)")
                XCTAssertEqual(Text("My Note", tableName: domain).content, "Meine Notiz")
                XCTAssertEqual(Text("Not in the catalogue", tableName: domain).content, "Not in the catalogue")
                XCTAssertEqual(Text(verbatim: "My Note").content, "My Note")
                XCTAssertEqual(
                    String(localized: "Font Size (\(size))", table: domain), "Schriftgröße (14)")
                XCTAssertEqual(
                    String(localized: LocalizedStringResource("My Note", table: domain)), "Meine Notiz")
            }
        }
    }

    /// Views titled with a `LocalizedStringResource` (SwiftUI's
    /// `init(_ titleResource:…)` forms) show its translation; a literal
    /// still takes the `LocalizedStringKey` form.
    func testViewsTitledWithAResourceShowItsTranslation() throws {
        try onMain {
            let entries = ["Save": "Sichern", "Bold": "Fett", "Sort By": "Sortieren nach", "File": "Datei"]
            try withGermanCatalogue(entries) { domain in
                func resource(_ key: String) -> LocalizedStringResource {
                    LocalizedStringResource(String.LocalizationValue(key), table: domain)
                }
                let hosting = HostingView(
                    rootView: VStack {
                        Button(resource("Save")) {}
                        Toggle(resource("Bold"), isOn: .constant(true))
                        Picker(resource("Sort By"), selection: .constant(1)) { Text("Name").tag(1) }
                        Menu(resource("File")) { Button("Quit") {} }
                        Button("Save") {}
                    })
                let texts = labelTexts(hosting.widget)
                for translated in ["Sichern", "Fett", "Datei"] {
                    XCTAssertTrue(texts.contains(translated), "\(translated) in \(texts)")
                }
                let names = descendants(hosting.widget).compactMap { $0.accessibleLabel }
                XCTAssertTrue(names.contains("Sortieren nach"), "the picker is named by its title: \(names)")
                XCTAssertTrue(texts.contains("Save"), "a literal looks up the app's own catalogue: \(texts)")
            }
        }
    }

    /// A string that counts (`^[\(n) file](inflect: true)`) takes the form of
    /// the language's plural rule from the catalogue: Polish has three.
    func testACountingStringTakesTheLanguagesPluralForm() throws {
        try onMain {
            let entries = """
                msgid "^[%lld file](inflect: true) in %@"
                msgid_plural "^[%lld file](inflect: true) in %@"
                msgstr[0] "%lld plik w %@"
                msgstr[1] "%lld pliki w %@"
                msgstr[2] "%lld plików w %@"

                msgid "Font Size (%lld)"
                msgstr "Rozmiar czcionki (%lld)"

                """
            let rule = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
            try withCatalogue(language: "pl", pluralForms: rule, entries: entries) { domain in
                func files(_ count: Int) -> String {
                    Text("^[\(count) file](inflect: true) in \("Inbox")", tableName: domain).content
                }
                XCTAssertEqual(files(1), "1 plik w Inbox")
                XCTAssertEqual(files(3), "3 pliki w Inbox")
                XCTAssertEqual(files(5), "5 plików w Inbox")
                XCTAssertEqual(files(12), "12 plików w Inbox")
                XCTAssertEqual(files(22), "22 pliki w Inbox")
                // A plain entry with a number translates for every number.
                for size in [1, 2, 5] {
                    XCTAssertEqual(
                        String(localized: "Font Size (\(size))", table: domain), "Rozmiar czcionki (\(size))")
                }
            }
        }
    }

    /// Untranslated, a counting string is English and agrees with its
    /// number, as Foundation's automatic grammar agreement makes it.
    func testAnUntranslatedCountingStringAgreesWithItsNumber() {
        func text(_ count: Int, _ noun: String) -> String {
            LocalizedStringKey("^[\(count) \(noun)](inflect: true)").resolved()
        }
        XCTAssertEqual(text(1, "file"), "1 file")
        XCTAssertEqual(text(0, "file"), "0 files")
        XCTAssertEqual(text(2, "category"), "2 categories")
        XCTAssertEqual(text(2, "day"), "2 days")
        XCTAssertEqual(text(3, "match"), "3 matches")
        XCTAssertEqual(text(3, "Box"), "3 Boxes")
        XCTAssertEqual(text(4, "person"), "4 people")
        XCTAssertEqual(text(5, "sheep"), "5 sheep")
        XCTAssertTrue(text(1000, "note").hasSuffix(" notes"), text(1000, "note"))
        let folder = "Inbox"
        let count = 3
        let key: LocalizedStringKey = "^[\(count) new message](inflect: true) in \(folder)"
        XCTAssertEqual(key.resolved(), "3 new messages in Inbox")
        XCTAssertEqual(Inflection.resolve("^[1 new message](inflect: true)", isUntranslated: true), "1 new message")
        XCTAssertEqual(
            Inflection.resolve("^[2 Nachricht](inflect: true)", isUntranslated: false), "2 Nachricht",
            "a translation's span is only unwrapped")
        XCTAssertEqual(Inflection.resolve("^[2 file](other: 1)", isUntranslated: true), "^[2 file](other: 1)")
    }

    /// A string literal picks the `LocalizedStringKey` initializer and is
    /// looked up in the app's domain; a `String` value is shown as it is
    /// (SwiftUI's overload rule).
    func testALiteralIsAKeyAndAStringValueIsNot() throws {
        try onMain {
            try withGermanCatalogue(["My Note": "Meine Notiz", "Save": "Speichern"]) { domain in
                Localization.setAppDomain(domain)
                defer { Localization.setAppDomain(nil) }
                XCTAssertEqual(Text("My Note").content, "Meine Notiz")
                let value = "My Note"
                XCTAssertEqual(Text(value).content, "My Note")
                let hosting = HostingView(
                    rootView: VStack {
                        Button("Save") {}
                        Button(value) {}
                    })
                XCTAssertEqual(find(ButtonWidget.self, in: hosting).map(\.accessibleLabel), ["Speichern", "My Note"])
            }
        }
    }

    /// A literal search prompt, share link title and share preview title
    /// are keys looked up in the app's domain; a `String` value is not.
    func testSearchPromptsAndShareTitlesAreLookedUp() throws {
        try onMain {
            let entries = ["Search Recipes": "Rezepte suchen", "Share Recipe": "Rezept teilen", "Pancakes": "Pfannkuchen"]
            try withGermanCatalogue(entries) { domain in
                Localization.setAppDomain(domain)
                defer { Localization.setAppDomain(nil) }
                let value = "Search Recipes"
                let fixture = ToolbarFixture(
                    VStack {
                        Text("Kitchen").searchable(text: .constant(""), prompt: "Search Recipes")
                        Text("Pantry").searchable(text: .constant(""), prompt: value) { Text("Flour") }
                    })
                defer { fixture.close() }
                XCTAssertEqual(
                    find(SearchEntry.self, in: fixture.hosting).map(\.accessibleLabel), ["Rezepte suchen", "Search Recipes"])
                let share = ShareLink("Share Recipe", item: URL(string: "https://example.org/pancakes")!, preview: SharePreview("Pancakes"))
                XCTAssertEqual(describe(share).bestLabel, "Rezept teilen")
                XCTAssertEqual(SharePreview<Never, Never>("Pancakes").title, "Pfannkuchen")
            }
        }
    }

    /// GtkUI's own strings come from the `gtkui` catalogue of the build folder.
    func testTheLibraryCatalogueIsFoundBesideTheBuild() throws {
        let folder = try XCTUnwrap(
            Localization.catalogueFolder(for: Localization.libraryDomain),
            "meson-helpers/build-translations puts <bin>/locale/*/LC_MESSAGES/gtkui.mo beside the test bundle")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/de/LC_MESSAGES/gtkui.mo"))
    }
}
