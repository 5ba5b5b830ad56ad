import CoreTransferable
import Foundation
import UniformTypeIdentifiers
import XCTest

@testable import GtkUI

extension UTType {
    static let testCard = UTType(exportedAs: "org.gtkui.test.card", conformingTo: .json)
}

/// A Codable card; `draggedAt` is not encoded, so only an in-app transfer keeps it.
struct TestCard: Codable, Transferable, Equatable {
    var title: String
    var column: Int
    var draggedAt: Int? = nil

    enum CodingKeys: String, CodingKey { case title, column }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testCard)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A note proxied through String; a tag proxied through the note (a chain).
struct TestNote: Transferable, Equatable {
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (note: TestNote) in note.body }, importing: { TestNote(body: $0) })
    }
}

struct TestTag: Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(
            exporting: { (tag: TestTag) in TestNote(body: "#" + tag.name) },
            importing: {
                TestTag(name: String($0.body.drop(while: { $0 == "#" })))
            })
    }
}

/// A document sent as a file, and bytes only while it is not empty.
struct TestDocument: Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { (document: TestDocument) in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-test-\(UUID().uuidString).txt")
            try Data(document.text.utf8).write(to: file)
            return SentTransferredFile(file)
        } importing: { received in
            TestDocument(text: try String(contentsOf: received.file, encoding: .utf8))
        }
        .suggestedFileName("Document.txt")
        DataRepresentation(contentType: .html) { (document: TestDocument) in
            Data("<p>\(document.text)</p>".utf8)
        } importing: {
            TestDocument(text: String(decoding: $0, as: UTF8.self))
        }
        .exportingCondition { !$0.text.isEmpty }
    }
}

/// Exporting and importing through each kind of representation, without GTK.
final class TransferableTests: XCTestCase {
    func testCodableRepresentationRoundTripsAsJSONAndProxiesTheTitleAsText() async throws {
        let card = TestCard(title: "Write docs", column: 2)
        XCTAssertEqual(card.exportedContentTypes(), [.testCard, .utf8PlainText])
        let json = try await card.exported(as: .testCard)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["title"] as? String, "Write docs")
        XCTAssertEqual((object["column"] as? NSNumber)?.intValue, 2)
        XCTAssertNil(object["draggedAt"], "only the coded keys")
        let back = try await TestCard(importing: json, contentType: .testCard)
        XCTAssertEqual(back, card)
        let text = try await card.exported(as: .plainText)
        XCTAssertEqual(String(decoding: text, as: UTF8.self), "Write docs")
        XCTAssertEqual(TestCard.importedContentTypes(), [.testCard], "the export-only proxy imports nothing")
        do {
            _ = try await TestCard(importing: Data("x".utf8), contentType: .plainText)
            XCTFail("plain text is not a card")
        } catch {}
    }

    func testDataRepresentationsOfTheStandardTypes() async throws {
        let text = try await "Grüße".exported(as: .utf8PlainText)
        XCTAssertEqual(Array(text), Array("Grüße".utf8))
        let string = try await String(importing: Data("plain".utf8), contentType: .plainText)
        XCTAssertEqual(string, "plain", "String imports any plain text")
        let bytes = Data([0, 1, 2, 255])
        let dataBack = try await Data(importing: try await bytes.exported(as: .data), contentType: .data)
        XCTAssertEqual(dataBack, bytes)
        let file = URL(fileURLWithPath: "/tmp/a b.txt")
        XCTAssertEqual(file.exportedContentTypes(), [.fileURL, .url, .utf8PlainText])
        XCTAssertEqual(URL(string: "https://example.org")!.exportedContentTypes(), [.url, .utf8PlainText], "a web URL is no file URL")
        let uriList = try await URL(importing: Data("# comment\r\nfile:///tmp/a%20b.txt\r\n".utf8), contentType: .fileURL)
        XCTAssertEqual(uriList, file, "a text/uri-list's first URI")
        let fileText = try await file.exported(as: .plainText)
        XCTAssertEqual(String(decoding: fileText, as: UTF8.self), "/tmp/a b.txt", "a file URL as text is its path")
        let attributed = try await AttributedString(importing: Data("rich".utf8), contentType: .utf8PlainText)
        XCTAssertEqual(String(attributed.characters), "rich")
    }

    func testChainedProxiesExportAndImportThroughString() async throws {
        XCTAssertEqual(TestTag(name: "swift").exportedContentTypes(), [.utf8PlainText])
        let data = try await TestTag(name: "swift").exported(as: .utf8PlainText)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "#swift")
        let tag = try await TestTag(importing: Data("#gtk".utf8), contentType: .plainText)
        XCTAssertEqual(tag, TestTag(name: "gtk"))
    }

    func testFileRepresentationSendsAFileAndReceivesOneOrBytes() async throws {
        let document = TestDocument(text: "On disk")
        XCTAssertEqual(document.exportedContentTypes(), [.plainText, .html])
        XCTAssertEqual(TestDocument(text: "").exportedContentTypes(), [.plainText], "exportingCondition drops the HTML")
        XCTAssertEqual(document._suggestedFileName(for: .plainText), "Document.txt")
        guard case .file(let url, let isOriginal) = try await document._export(as: .plainText) else {
            return XCTFail("a file representation sends a file")
        }
        XCTAssertFalse(isOriginal)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "On disk")
        let received = try await TestDocument._import(.file(url, isOriginal: true), contentType: .plainText)
        XCTAssertEqual(received, document)
        let fromBytes = try await TestDocument(importing: Data("bytes".utf8), contentType: .plainText)
        XCTAssertEqual(fromBytes.text, "bytes", "bytes are written to a file the importer reads")
        try? FileManager.default.removeItem(at: url)
    }

    func testContentTypesMapToGDKMIMETypes() {
        XCTAssertEqual(TransferMIME.mimeType(for: .utf8PlainText), "text/plain;charset=utf-8")
        XCTAssertEqual(TransferMIME.mimeType(for: .plainText), "text/plain;charset=utf-8")
        XCTAssertEqual(TransferMIME.mimeType(for: .url), "text/uri-list")
        XCTAssertEqual(TransferMIME.mimeType(for: .fileURL), "text/uri-list")
        XCTAssertEqual(TransferMIME.mimeType(for: .json), "application/json")
        XCTAssertEqual(TransferMIME.mimeType(for: .testCard), "application/json", "an app's JSON type")
        XCTAssertEqual(TransferMIME.mimeType(for: .png), "image/png")
        XCTAssertEqual(TransferMIME.mimeType(for: .html), "text/html")
        let custom = UTType(exportedAs: "com.example.board")
        XCTAssertEqual(TransferMIME.mimeType(for: custom), "com.example.board", "no MIME type: the identifier")
        XCTAssertEqual(TransferMIME.kinds(for: [.fileURL]), [.inApp, .uris])
        XCTAssertEqual(TransferMIME.kinds(for: String.importedContentTypes()), [.inApp, .text])
        XCTAssertEqual(TransferMIME.kinds(for: [.testCard]), [.inApp], "an app's own type travels in the app only")
    }
}
