import CGtk

/// Accessible roles the project sets explicitly.
public enum AccessibleRole: Sendable {
    case toolbar, group, button, slider, progressBar, dialog, list, listItem, menu, label, presentation, generic
    var gtk: GtkAccessibleRole {
        switch self {
        case .toolbar: return GTK_ACCESSIBLE_ROLE_TOOLBAR
        case .group: return GTK_ACCESSIBLE_ROLE_GROUP
        case .button: return GTK_ACCESSIBLE_ROLE_BUTTON
        case .slider: return GTK_ACCESSIBLE_ROLE_SLIDER
        case .progressBar: return GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
        case .dialog: return GTK_ACCESSIBLE_ROLE_DIALOG
        case .list: return GTK_ACCESSIBLE_ROLE_LIST
        case .listItem: return GTK_ACCESSIBLE_ROLE_LIST_ITEM
        case .menu: return GTK_ACCESSIBLE_ROLE_MENU
        case .label: return GTK_ACCESSIBLE_ROLE_LABEL
        case .presentation: return GTK_ACCESSIBLE_ROLE_PRESENTATION
        case .generic: return GTK_ACCESSIBLE_ROLE_GENERIC
        }
    }
    static let all: [AccessibleRole] = [
        .toolbar, .group, .button, .slider, .progressBar, .dialog, .list, .listItem, .menu, .label, .presentation, .generic
    ]
}
