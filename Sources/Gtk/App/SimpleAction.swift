import CGtk

/// A named action (GSimpleAction): stateless, or with a boolean or string state.
///
/// Menu items and shortcuts refer to actions by name ("app.quit",
/// "win.toggle-bold"); a boolean-state action shows as a check item, a
/// string-state one as radio items.
@MainActor
public final class SimpleAction: Object {
    var action: OpaquePointer { opaque }

    /// A stateless action without parameter.
    public init(name: String) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil))!)
    }

    /// A stateless action taking a string parameter.
    public init(name: String, stringParameter: Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, cgtk_variant_type_string()))!)
    }

    /// An action with a boolean state (a check item in menus).
    public init(name: String, state: Bool) {
        let initial = Value.bool(state).makeVariant()
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, initial))!)
    }

    /// An action with a string state and a string parameter (radio items in menus).
    public init(name: String, state: String) {
        let initial = Value.string(state).makeVariant()
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, cgtk_variant_type_string(), initial))!)
    }

    /// The action's name.
    public var name: String { String(cString: g_action_get_name(action)) }

    /// Whether the action can be activated.
    public var isEnabled: Bool {
        get { bool(g_action_get_enabled) }
        set { setBool(g_simple_action_set_enabled, newValue) }
    }

    /// The current state, for stateful actions.
    public var state: Value? {
        get {
            guard let variant = g_action_get_state(action) else { return nil }
            defer { g_variant_unref(variant) }
            return Value(variant: variant)
        }
        set {
            guard let newValue else { return }
            g_simple_action_set_state(action, newValue.makeVariant())
        }
    }

    /// `activate(parameter)`: the action was triggered (menu, shortcut, button).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (_ parameter: Value?) -> Void) -> SignalHandler {
        connect("activate", body: body, trampoline: Trampolines.variant)
    }

    /// `change-state(value)`: a state change was requested; the handler
    /// decides, usually by setting `state`.
    ///
    /// Without a handler the request is applied as is.
    @discardableResult
    public func onChangeState(_ body: @escaping @MainActor (_ requested: Value?) -> Void) -> SignalHandler {
        connect("change-state", body: body, trampoline: Trampolines.variant)
    }

    /// Activates the action as a menu item would.
    public func activate(_ parameter: Value? = nil) {
        g_action_activate(action, parameter?.makeVariant())
    }
}
