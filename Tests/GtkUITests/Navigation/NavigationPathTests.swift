import Foundation
import XCTest

@testable import GtkUI

/// Internal, not private: a saved path finds its values' types by name.
struct NavigationTestPlace: Hashable, Codable {
    let name: String
}

private struct Opaque: Hashable {
    let value: Int
}

final class NavigationPathTests: XCTestCase {
    func testAppendRemoveLastCountAndEquality() {
        var path = NavigationPath()
        XCTAssertTrue(path.isEmpty)
        path.append(NavigationTestPlace(name: "Rome"))
        path.append(3)
        XCTAssertEqual(path.count, 2)
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path, NavigationPath([AnyHashable(NavigationTestPlace(name: "Rome")), AnyHashable(3)]))
        path.removeLast()
        XCTAssertEqual(path, NavigationPath([NavigationTestPlace(name: "Rome")]))
        path.append(NavigationTestPlace(name: "Oslo"))
        path.removeLast(2)
        XCTAssertEqual(path, NavigationPath())
    }

    func testACodablePathEncodesAndDecodesItsValues() throws {
        var path = NavigationPath([NavigationTestPlace(name: "Rome"), NavigationTestPlace(name: "Oslo")])
        path.append(7)
        let codable = try XCTUnwrap(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        XCTAssertEqual(decoded, codable)
        let restored = NavigationPath(decoded)
        XCTAssertEqual(restored, path, "the values come back, typed")
        XCTAssertEqual(restored.count, 3)
    }

    func testAPathWithANonCodableValueHasNoCodableForm() {
        var path = NavigationPath([NavigationTestPlace(name: "Rome")])
        path.append(Opaque(value: 1))
        XCTAssertNil(path.codable)
    }

    func testAnUnknownSavedTypeStaysInThePathAndEncodesAgain() throws {
        let json = #"["UnknownType_XYZ","{\"a\":1}"]"#
        let codable = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
        let path = NavigationPath(codable)
        XCTAssertEqual(path.count, 1)
        XCTAssertEqual(path.codable, codable)
    }
}
