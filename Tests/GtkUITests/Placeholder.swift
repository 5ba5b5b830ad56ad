import XCTest

final class GtkUITestsPlaceholder: XCTestCase {}
