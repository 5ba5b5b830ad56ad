import XCTest

final class GtkTestsPlaceholder: XCTestCase {}
