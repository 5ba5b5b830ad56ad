import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A recipe an app shares: JSON for itself, its title as text for other apps.
private struct Recipe: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A drawing shared as PNG bytes only: nothing to mail as text.
private struct Sketch: Transferable {
    var png: Data
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { $0.png }
    }
}

/// `ShareLink` with SwiftUI's four generic parameters: `Transferable`
/// items, several items, previews, and the label forms, read back from the
/// menu the link opens and the clipboard a Copy fills.
final class ShareLinkTests: GtkTestCase {
    func testATransferableItemIsPreviewedCopiedInItsTypesAndMailedAsText() throws {
        try onMain {
            let hosting = HostingView(
                rootView: ShareLink(
                    item: Recipe(title: "Pancakes"), subject: Text("Dinner"),
                    preview: SharePreview("Pancakes for two", image: Image(systemName: "doc.richtext"))))
            let node = try XCTUnwrap(only(MenuNode.self, in: hosting))
            XCTAssertEqual(buttonTexts(node).first, "Share", "the default label")
            XCTAssertEqual(menuButtons(node), ["Copy", "Send by Email…"], "no browser for a recipe; it exports text, so it mails")
            XCTAssertEqual(popoverTexts(node).first, "Pancakes for two", "the preview's title heads the menu")
            XCTAssertTrue(showsPicture(node), "the preview's image heads the menu")

            find(ButtonNode.self, in: node.items).first?.widget.click()
            let clipboard = try XCTUnwrap(Clipboard.ofDefaultDisplay())
            _ = MainLoop.run(timeout: 2) { clipboard.localInAppProviders != nil }
            let types = try XCTUnwrap(clipboard.localInAppProviders?.first?.registeredTypeIdentifiers)
            XCTAssertTrue(types.contains(UTType.json.identifier), "an app pasting recipes gets the recipe: \(types)")
            XCTAssertTrue(clipboard.offeredKinds.contains(.text), "other apps get its text")
            var pasted: String?
            clipboard.read([.text]) { value in
                if case .text(let text) = value { pasted = text }
            }
            _ = MainLoop.run(timeout: 2) { pasted != nil }
            XCTAssertEqual(pasted, "Pancakes")

            let sharing = ShareLinkSharing(
                items: [Recipe(title: "Pancakes")], subject: nil, message: nil,
                preview: { (recipe: Recipe) in SharePreview<Never, Never>(recipe.title) })
            XCTAssertEqual(sharing.subject, "Pancakes", "without a subject the preview's title is the mail's")
        }
    }

    func testSeveralLinksAreCopiedTogetherAndAnItemWithoutTextIsNotMailed() throws {
        try onMain {
            let links = [URL(string: "https://example.org/a")!, URL(string: "https://example.org/b")!]
            let several = HostingView(rootView: ShareLink(items: links, message: Text("Two pages")))
            let node = try XCTUnwrap(only(MenuNode.self, in: several))
            XCTAssertEqual(menuButtons(node), ["Copy", "Send by Email…"], "no single page to open in the browser")
            find(ButtonNode.self, in: node.items).first?.widget.click()
            var pasted: String?
            Clipboard.ofDefaultDisplay()?.read([.text]) { value in
                if case .text(let text) = value { pasted = text }
            }
            _ = MainLoop.run(timeout: 2) { pasted != nil }
            XCTAssertEqual(pasted, "Two pages\n\nhttps://example.org/a\nhttps://example.org/b")

            let sketch = HostingView(
                rootView: ShareLink(
                    Text("Export Sketch"), item: Sketch(png: Data([0x89, 0x50])),
                    preview: SharePreview("Sketch", icon: Image(systemName: "pencil"))))
            let sketchNode = try XCTUnwrap(only(MenuNode.self, in: sketch))
            XCTAssertEqual(menuButtons(sketchNode), ["Copy"], "bytes only: copied, never mailed")
            XCTAssertEqual(buttonTexts(sketchNode).first, "Export Sketch")
            XCTAssertTrue(showsPicture(sketchNode), "the icon stands in for a missing image")
        }
    }

    func testEveryPreviewHeadsTheMenuAndTheLabelFormsCompile() throws {
        try onMain {
            let recipes = [Recipe(title: "Soup"), Recipe(title: "Bread")]
            let hosting = HostingView(
                rootView: ShareLink("Share Recipes", items: recipes) { recipe in SharePreview(recipe.title) })
            let node = try XCTUnwrap(only(MenuNode.self, in: hosting))
            XCTAssertEqual(buttonTexts(node).first, "Share Recipes")
            XCTAssertEqual(Array(popoverTexts(node).prefix(2)), ["Soup", "Bread"], "one preview per item, in order")
            XCTAssertEqual(menuButtons(node), ["Copy", "Send by Email…"])

            // SwiftUI's spelled-out types and the other initializers.
            let link: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> =
                ShareLink(item: URL(string: "https://example.org")!)
            let texts: ShareLink<[String], Never, Never, DefaultShareLinkLabel> = ShareLink(Text("Quotes"), items: ["a", "b"])
            let custom = ShareLink(item: Recipe(title: "Tea"), preview: SharePreview(Text("Tea"), image: Image("tea"), icon: Image("cup")))
            {
                Label("Send Recipe", systemImage: "paperplane")
            }
            let keyed = ShareLink("Share Link", item: URL(string: "https://example.org")!, subject: Text("Look"))
            XCTAssertEqual(describe(link).bestLabel, "Share")
            XCTAssertEqual(describe(texts).bestLabel, "Quotes")
            XCTAssertEqual(describe(custom).bestLabel, "Send Recipe")
            XCTAssertEqual(describe(keyed).bestLabel, "Share Link")
        }
    }
}

/// The titles of the buttons in a share link's menu.
@MainActor
private func menuButtons(_ node: MenuNode) -> [String] {
    find(ButtonNode.self, in: node.items).map { button in
        descendants(button.widget).filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string }.first ?? ""
    }
}

/// The label texts of a share link's menu, top to bottom.
@MainActor
private func popoverTexts(_ node: MenuNode) -> [String] {
    descendants(node.items.children.box).filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string }
}

/// Whether a share link's menu draws a picture (a preview's image or icon).
@MainActor
private func showsPicture(_ node: MenuNode) -> Bool {
    descendants(node.items.children.box).contains { $0.typeName == "GtkImage" || $0.typeName == "GtkPicture" }
}

/// The texts of a share link's button, its label's first (then its menu's).
@MainActor
private func buttonTexts(_ node: MenuNode) -> [String] {
    descendants(node.widget).filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string }
}
