import CGtk

/// What assistive technologies read of a widget beyond its name: its
/// description, value text, selected and modal states, heading level.
///
/// The getters read GTK's accessibility test API (GTK 4.8 has no getters,
/// `GtkWorkaround.accessibleLabelGetter`): for tests and diagnostics, not
/// for program logic.
extension Widget {
    /// The accessible description (read after the name; a hint of what the
    /// widget does), or nil for none.
    public var accessibleDescription: String? {
        get { accessibleStringProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }
        set { setStringProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, newValue) }
    }

    /// The accessible value, as text ("50 percent", "3 of 5"), or nil for none.
    public var accessibleValueText: String? {
        get { accessibleStringProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT) }
        set { setStringProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, newValue) }
    }

    /// The accessible "selected" state.
    public var isAccessibleSelected: Bool {
        get { cgtk_accessible_state_is_true(accessible, GTK_ACCESSIBLE_STATE_SELECTED) != 0 }
        set { cgtk_accessible_set_bool_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, newValue ? 1 : 0) }
    }

    /// Whether the accessible "hidden" state is set (`setAccessibleHidden`).
    public var isAccessibleHidden: Bool { cgtk_accessible_state_is_true(accessible, GTK_ACCESSIBLE_STATE_HIDDEN) != 0 }

    /// The accessible "modal" property.
    public var isAccessibleModal: Bool {
        get { cgtk_accessible_property_is_true(accessible, GTK_ACCESSIBLE_PROPERTY_MODAL) != 0 }
        set { cgtk_accessible_set_bool_property(accessible, GTK_ACCESSIBLE_PROPERTY_MODAL, newValue ? 1 : 0) }
    }

    /// Sets the value a range widget (a progress bar, a slider) reports:
    /// `now` between `minimum` and `maximum`, and the text read for it.
    public func setAccessibleValue(_ now: Double, minimum: Double, maximum: Double, text: String) {
        cgtk_accessible_set_double_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum)
        cgtk_accessible_set_double_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum)
        cgtk_accessible_set_double_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now)
        cgtk_accessible_set_string_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
    }

    /// The accessible hierarchical level (a heading's 1–6), or nil for none.
    public var accessibleLevel: Int? {
        get {
            let level = cgtk_accessible_int_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL)
            return level < 0 ? nil : Int(level)
        }
        set {
            if let newValue {
                cgtk_accessible_set_int_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(newValue))
            } else {
                gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL)
            }
        }
    }

    /// The text a label widget shows (markup removed), or nil when this
    /// widget is not a GtkLabel.
    public var labelText: String? {
        guard cgtk_instance_is_a(widget, gtk_label_get_type()) != 0 else { return nil }
        return String(cString: gtk_label_get_text(OpaquePointer(widget)))
    }

    /// A string property set on the accessible, or nil when none was set.
    func accessibleStringProperty(_ property: GtkAccessibleProperty) -> String? {
        guard gtk_test_accessible_has_property(accessible, property) != 0,
            let text = cgtk_accessible_copy_string_property(accessible, property)
        else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    private func setStringProperty(_ property: GtkAccessibleProperty, _ value: String?) {
        if let value {
            cgtk_accessible_set_string_property(accessible, property, value)
        } else {
            gtk_accessible_reset_property(accessible, property)
        }
    }
}
