import XCTest

final class ToolbarKitTestsPlaceholder: XCTestCase {}
