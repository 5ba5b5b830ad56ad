import Gtk

// SwiftUI's accessibility modifiers, on GTK 4.8's accessibility API (what
// Orca and other AT-SPI clients read). A modifier's attributes go on its
// content's accessible element (`ModifierNode.accessibleTargets`: a
// slider's scale, a button itself) after every render of the content.

extension View {
    /// Describes what the view does, read after its name
    /// (the GTK accessible's description).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return accessibilityAttributes { $0.accessibleDescription = hint }
    }

    /// Describes what the view does, read after its name.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.content) }

    /// Describes what the view does, looked up in the app's translations.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(hintKey.resolved())
    }

    /// The view's value as text ("50 percent", "3 of 5 stars"), read after
    /// its name (the GTK accessible's value text).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return accessibilityAttributes { $0.accessibleValueText = value }
    }

    /// The view's value as text.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilityValue(valueDescription.content)
    }

    /// The view's value as text, looked up in the app's translations.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(valueKey.resolved())
    }

    /// Names the view for UI tests and tools.
    ///
    /// GTK 4.8's accessibility API has no identifier: the identifier is the
    /// widget's name, which GTK's inspector shows and CSS selects
    /// (`#identifier`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityAttributes { $0.name = identifier }
    }

    /// Names the view for UI tests and tools when `isEnabled`.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        accessibilityAttributes { if isEnabled { $0.name = identifier } }
    }

    /// Adds traits to the view's accessibility element (see
    /// `AccessibilityTraits` for what GTK shows of each); a trait a later
    /// render no longer adds is taken back.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                let before = node.applied as? AccessibilityTraits ?? []
                node.applied = traits
                for widget in node.accessibleTargets {
                    for trait in AccessibilityTraits.shownByGtk where traits.contains(trait) || before.contains(trait) {
                        widget.setTrait(trait, traits.contains(trait))
                    }
                }
            }, info: { _ in })
    }

    /// Removes traits from the view's accessibility element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityAttributes { widget in
            for trait in AccessibilityTraits.shownByGtk where traits.contains(trait) { widget.setTrait(trait, false) }
        }
    }

    /// Marks the view as a heading of `level` (the GTK accessible's level;
    /// its role stays the one GTK gave the widget).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAttributes { $0.accessibleLevel = level == .unspecified ? nil : Int(level.rawValue) }
    }

    /// Makes the view one accessibility element, and says what becomes of
    /// its children: hidden (`.ignore`), hidden with the texts they show read
    /// as this element's label (`.combine`), or kept inside it (`.contain`).
    ///
    /// A label set outside this modifier (`.accessibilityLabel`) wins over
    /// the combined one.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                guard children.kind != .contain else { return }
                for element in node.widgets {
                    let inside = element.accessibleDescendants
                    if children.kind == .combine {
                        let labels = inside.compactMap(\.spokenText)
                        if !labels.isEmpty { element.setAccessibleLabel(labels.joined(separator: ", ")) }
                    }
                    for widget in inside { widget.setAccessibleHidden(true) }
                }
            }, info: { _ in })
    }

    /// Orders the view among its siblings for assistive technologies.
    ///
    /// Compiles, no effect: GTK 4.8 reads elements in widget order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Other names voice control may use for the view.
    ///
    /// Compiles, no effect: GTK 4.8 has no input labels.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Other names voice control may use for the view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// An action assistive technologies can ask of the view.
    ///
    /// Compiles, no effect: GTK 4.8 cannot add an action to an accessible;
    /// assistive technologies use the actions of the widget's role (a
    /// button's click, a toggle's toggle).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { self }

    /// A named action assistive technologies can ask of the view.
    ///
    /// Compiles, no effect (see `accessibilityAction(_:_:)`).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action, looked up in the app's translations.
    ///
    /// Compiles, no effect (see `accessibilityAction(_:_:)`).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// A named action assistive technologies can ask of the view.
    ///
    /// Compiles, no effect (see `accessibilityAction(_:_:)`).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Lets the user adjust the view's value by steps (SwiftUI's
    /// `accessibilityAdjustableAction`, VoiceOver's swipe up and down).
    ///
    /// On GNOME the arrow keys do it, as they adjust GTK's own sliders and
    /// spin buttons: Up and Right call `handler` with `.increment`, Down and
    /// Left with `.decrement`, while the keyboard focus is in the view.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        onKeyPress(keys: [.upArrow, .rightArrow, .downArrow, .leftArrow]) { press in
            handler(press.key == .upArrow || press.key == .rightArrow ? .increment : .decrement)
            return .handled
        }
    }

    /// Sets attributes on the content's accessible elements after each render.
    fileprivate func accessibilityAttributes(_ set: @escaping @MainActor (Widget) -> Void) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.accessibleTargets { set(widget) }
            }, info: { _ in })
    }
}

// SwiftUI's first spellings (iOS 13, macOS 10.15), deprecated there too.
extension View {
    /// The accessible name (`accessibilityLabel(_:)`).
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// What the view does (`accessibilityHint(_:)`).
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// The view's value as text (`accessibilityValue(_:)`).
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Hides the view from assistive technologies (`accessibilityHidden(_:)`).
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Names the view for tools (`accessibilityIdentifier(_:)`).
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits (`accessibilityAddTraits(_:)`).
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits (`accessibilityRemoveTraits(_:)`).
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// The reading order among siblings (`accessibilitySortPriority(_:)`).
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}

extension AccessibilityTraits {
    /// The traits GTK's accessibles show: a state or property each.
    fileprivate static let shownByGtk: [AccessibilityTraits] = [.isSelected, .isModal]
}

extension Widget {
    /// Sets the GTK state or property of one of `AccessibilityTraits.shownByGtk`.
    fileprivate func setTrait(_ trait: AccessibilityTraits, _ on: Bool) {
        if trait == .isSelected { isAccessibleSelected = on } else if trait == .isModal { isAccessibleModal = on }
    }

    /// Every widget below this one, depth first.
    fileprivate var accessibleDescendants: [Widget] {
        children.flatMap { [$0] + $0.accessibleDescendants }
    }

    /// The text a label shows, when this widget is a shown label.
    fileprivate var spokenText: String? {
        guard isVisible, let text = labelText, !text.isEmpty else { return nil }
        return text
    }
}

/// Which way an adjustable view's value goes (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up a step.
    case increment
    /// Down a step.
    case decrement
}
