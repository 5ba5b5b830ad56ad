import Foundation

extension String {
    /// A string to look up in the app's translations, with interpolated
    /// values (Foundation's `String.LocalizationValue`, which
    /// swift-corelibs-foundation lacks): a `LocalizedStringKey` by another name.
    public typealias LocalizationValue = LocalizedStringKey

    /// `keyAndValue` in the user's language, from the app's translations
    /// (`table`: another text domain), with its values filled in
    /// (Foundation's `String(localized:table:bundle:locale:comment:)`).
    ///
    /// `bundle` and `locale` are accepted for source compatibility: the
    /// catalogue is the app's gettext domain, the language the process's.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.resolved(table: table)
    }

    /// `key` in the user's language, or `defaultValue` where the app's
    /// translations do not have it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let keyString = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        let translated = Localization.app(keyString, table: table)
        self = translated == keyString ? defaultValue.resolved(table: table) : translated
    }

    /// `resource` in the user's language.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.key.resolved(table: resource.table)
    }
}

/// A reference to a string of the app's translations, resolved when shown
/// (Foundation's `LocalizedStringResource`).
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// Where the string's translations are (accepted for source
    /// compatibility: GtkUI apps have one catalogue, their gettext domain).
    public enum BundleDescription: Equatable, Sendable {
        /// The app's own.
        case main
        /// The bundle at a URL.
        case atURL(URL)
    }

    let key: LocalizedStringKey
    /// The text domain, when not the app's.
    public let table: String?
    /// The key as written, with format specifiers for its values.
    public var keyString: String { key.key }
    /// The locale it is shown in (the user's).
    public var locale: Locale

    /// A reference to `keyAndValue` in `table` (the app's domain when nil).
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A reference to a literal key.
    public init(stringLiteral value: String) { self.init(LocalizedStringKey(value)) }

    /// A reference to an interpolated key.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(LocalizedStringKey(stringInterpolation: stringInterpolation))
    }

    /// Whether both refer to the same key in the same domain.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.table == rhs.table }
}

extension Text {
    /// The text of `key` in the user's language, from the app's
    /// translations (`tableName`: another text domain), read as inline
    /// Markdown (`**bold**`, `*italic*`, `` `code` ``, `~~struck~~`,
    /// `[a link](https://…)`); interpolated strings are shown as they are.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(markdown: InlineMarkdown(key.resolved(table: tableName, escapingMarkdown: true)))
    }

    /// The text `resource` refers to, in the user's language.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension View {
    /// Presents an alert titled with `titleKey` (looked up in the app's translations).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled with `titleKey`, with a message.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with `titleKey` about `data`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled with `titleKey` about `data`, with a message.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled with `titleKey`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled with `titleKey`, with a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog titled with `titleKey` about `data`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// Presents a confirmation dialog titled with `titleKey` about `data`, with a message.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// The window's title, looked up in the app's translations.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolved())
    }

    /// The window's subtitle, looked up in the app's translations.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(subtitleKey.resolved())
    }

    /// A tooltip, looked up in the app's translations.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(textKey.resolved())
    }

    /// The accessible name, looked up in the app's translations.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(labelKey.resolved())
    }

    /// A badge, looked up in the app's translations.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key?.resolved())
    }
}
