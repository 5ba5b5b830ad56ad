import Foundation
import Gtk

/// Opens a URL: with the desktop's default app, or with a handler a view
/// installed (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`).
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded
            case system(URL?)
        }
        let outcome: Outcome
        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The desktop should open the URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The desktop should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    private let handler: @MainActor (URL) -> Result

    /// An action that passes URLs to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url`; `completion` learns whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system(let replacement):
            let uri = (replacement ?? url).absoluteString
            let reason = DesktopLauncher.open(uri)
            if let reason { Diagnostics.warn("openURL: cannot open \(uri): \(reason)") }
            completion(reason == nil)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens URLs; by default with the desktop's default app (`gtk_show_uri`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
