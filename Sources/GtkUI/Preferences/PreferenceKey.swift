/// A named value that views send up to the views that contain them
/// (SwiftUI's `PreferenceKey`): a child's size, a selected tab's anchor, a
/// title.
///
/// Views set it with `.preference(key:value:)`; containers read the values
/// of everything inside them, combined by `reduce` in view order, with
/// `.onPreferenceChange`, `.overlayPreferenceValue` or
/// `.backgroundPreferenceValue`.
///
///     struct WidthKey: PreferenceKey {
///         static let defaultValue: CGFloat = 0
///         static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///             value = max(value, nextValue())
///         }
///     }
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines the values of two views in turn: `value` holds what came
    /// before, `nextValue` gives the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil.
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets this view's value for `key`, replacing the values the views
    /// inside it set for that key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<K, Self>(content: self, rule: .write { _ in value })
    }

    /// Changes the value for `key` that the views inside this one combine
    /// to (their `defaultValue` when none sets it).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        PreferenceWriter<K, Self>(content: self, rule: .transform { value, _ in callback(&value) })
    }

    /// Sets this view's value for `key` from an anchor of this view
    /// (its bounds, a point), resolved later by a `GeometryProxy`.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        PreferenceWriter<K, Self>(content: self, rule: .write { target in transform(Anchor(target: target, source: value)) })
    }

    /// Changes the value for `key` that the views inside combine to, with
    /// an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        PreferenceWriter<K, Self>(
            content: self, rule: .transform { current, target in transform(&current, Anchor(target: target, source: value)) })
    }
}
