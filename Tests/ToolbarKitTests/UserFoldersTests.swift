import Foundation
import XCTest

@testable import ToolbarKit

/// One resolver for every file: XDG variables and HOME count only when absolute.
final class UserFoldersTests: XCTestCase {
    private let account: () -> String? = { "/home/account" }

    func testXDGVariablesWin() {
        let folders = UserFolders(
            environment: [
                "HOME": "/home/u", "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d",
                "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k"
            ], accountHome: account)
        XCTAssertEqual(
            [folders.configHome.path, folders.dataHome.path, folders.stateHome.path, folders.cacheHome.path],
            ["/c", "/d", "/s", "/k"])
    }

    func testDefaultsUnderHome() {
        let folders = UserFolders(environment: ["HOME": "/home/u"], accountHome: account)
        XCTAssertEqual(folders.home.path, "/home/u")
        XCTAssertEqual(folders.configHome.path, "/home/u/.config")
        XCTAssertEqual(folders.dataHome.path, "/home/u/.local/share")
        XCTAssertEqual(folders.stateHome.path, "/home/u/.local/state")
        XCTAssertEqual(folders.cacheHome.path, "/home/u/.cache")
    }

    /// HOME="" once put the note in ./.local/share of the current folder and the toolbars in the account's home.
    func testEmptyHomeCountsAsUnsetEverywhere() {
        for home in ["", "relative/home"] {
            let folders = UserFolders(environment: ["HOME": home, "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "rel"], accountHome: account)
            XCTAssertEqual(folders.dataHome.path, "/home/account/.local/share", "HOME=\(home)")
            XCTAssertEqual(folders.configHome.path, "/home/account/.config", "HOME=\(home)")
            XCTAssertEqual(
                ToolbarStore.defaultConfigHome(environment: ["HOME": home]).deletingLastPathComponent().path,
                UserFolders(environment: [:]).home.path)
        }
    }

    func testNoHomeAnywhereFallsBackToTheRoot() {
        XCTAssertEqual(UserFolders(environment: [:], accountHome: { nil }).home.path, "/")
    }

    func testAccountHomeIsTheUsersFolder() {
        XCTAssertNotNil(UserFolders.accountHome())
        XCTAssertTrue(UserFolders.accountHome()?.hasPrefix("/") ?? false)
    }
}
