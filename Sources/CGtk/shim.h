// Helpers for what Swift cannot call directly: type macros, casts between
// the GObject type hierarchy, and variadic functions.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <malloc.h>
#include <libintl.h>

// libdispatch's main-queue hooks (exported by the toolchain's libdispatch,
// used by Foundation's RunLoop). GLib owns the main thread, so the app's
// GLib loop watches this handle and drains Swift's main queue from it.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_int64(void) { return G_TYPE_INT64; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }

static inline const GVariantType *cgtk_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }
static inline const GVariantType *cgtk_variant_type_boolean(void) { return G_VARIANT_TYPE_BOOLEAN; }
static inline const GVariantType *cgtk_variant_type_double(void) { return G_VARIANT_TYPE_DOUBLE; }
static inline const GVariantType *cgtk_variant_type_int64(void) { return G_VARIANT_TYPE_INT64; }
static inline const GVariantType *cgtk_variant_type_uint32(void) { return G_VARIANT_TYPE_UINT32; }
static inline const GVariantType *cgtk_variant_type_variant(void) { return G_VARIANT_TYPE_VARIANT; }

static inline gboolean cgtk_is_floating(gpointer obj) { return g_object_is_floating(obj); }
static inline gboolean cgtk_instance_is_a(gpointer obj, GType type) { return G_TYPE_CHECK_INSTANCE_TYPE(obj, type); }
static inline guint cgtk_ref_count(gpointer obj) { return ((GObject *)obj)->ref_count; }

// Accessibility: gtk_accessible_update_property/relation/state are variadic.
static inline void cgtk_accessible_set_label(GtkAccessible *a, const char *label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void cgtk_accessible_set_description(GtkAccessible *a, const char *d) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, d, -1);
}
static inline void cgtk_accessible_set_disabled(GtkAccessible *a, gboolean disabled) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}
static inline void cgtk_accessible_set_hidden(GtkAccessible *a, gboolean hidden) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void cgtk_accessible_set_string_property(GtkAccessible *a, GtkAccessibleProperty p, const char *v) {
    gtk_accessible_update_property(a, p, v, -1);
}
static inline void cgtk_accessible_set_int_property(GtkAccessible *a, GtkAccessibleProperty p, int v) {
    gtk_accessible_update_property(a, p, v, -1);
}
static inline void cgtk_accessible_set_double_property(GtkAccessible *a, GtkAccessibleProperty p, double v) {
    gtk_accessible_update_property(a, p, v, -1);
}
static inline void cgtk_accessible_set_bool_property(GtkAccessible *a, GtkAccessibleProperty p, gboolean v) {
    gtk_accessible_update_property(a, p, v, -1);
}
static inline void cgtk_accessible_set_bool_state(GtkAccessible *a, GtkAccessibleState s, gboolean v) {
    gtk_accessible_update_state(a, s, v, -1);
}
// Reads back a string property (GTK 4.8 has no getter): the test API
// returns the actual value whenever it differs from the expected one, and a
// control character never is a value. Free the result with g_free.
static inline char *cgtk_accessible_copy_string_property(GtkAccessible *a, GtkAccessibleProperty p) {
    return gtk_test_accessible_check_property(a, p, "\x01");
}
// Whether a boolean state is set and true.
static inline gboolean cgtk_accessible_state_is_true(GtkAccessible *a, GtkAccessibleState s) {
    if (!gtk_test_accessible_has_state(a, s)) return FALSE;
    char *mismatch = gtk_test_accessible_check_state(a, s, TRUE);
    g_free(mismatch);
    return mismatch == NULL;
}
// Whether a boolean property is set and true.
static inline gboolean cgtk_accessible_property_is_true(GtkAccessible *a, GtkAccessibleProperty p) {
    if (!gtk_test_accessible_has_property(a, p)) return FALSE;
    char *mismatch = gtk_test_accessible_check_property(a, p, TRUE);
    g_free(mismatch);
    return mismatch == NULL;
}
// An integer property's value, or -1 when not set (levels start at 1).
static inline int cgtk_accessible_int_property(GtkAccessible *a, GtkAccessibleProperty p) {
    if (!gtk_test_accessible_has_property(a, p)) return -1;
    for (int v = 0; v < 64; v++) {
        char *mismatch = gtk_test_accessible_check_property(a, p, v);
        g_free(mismatch);
        if (mismatch == NULL) return v;
    }
    return -1;
}

// Bytes in use in the main malloc arena (for the leak probe; glibc 2.33+).
static inline size_t cgtk_heap_bytes_in_use(void) { return mallinfo2().uordblks; }

// gtk_message_dialog_new takes a printf format: pass the text as "%s".
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkMessageType type, const char *text, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type, GTK_BUTTONS_NONE, "%s", text);
    if (secondary) gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    return dialog;
}

// gtk_widget_class / property helpers
static inline void cgtk_object_set_bool(gpointer obj, const char *name, gboolean v) { g_object_set(obj, name, v, NULL); }
static inline void cgtk_object_set_string(gpointer obj, const char *name, const char *v) { g_object_set(obj, name, v, NULL); }
static inline void cgtk_object_set_int(gpointer obj, const char *name, gint v) { g_object_set(obj, name, v, NULL); }
static inline void cgtk_object_set_double(gpointer obj, const char *name, gdouble v) { g_object_set(obj, name, v, NULL); }

// Content providers for drag sources: a string payload.
static inline GdkContentProvider *cgtk_content_provider_for_string(const char *s) {
    GValue v = G_VALUE_INIT;
    g_value_init(&v, G_TYPE_STRING);
    g_value_set_string(&v, s);
    GdkContentProvider *p = gdk_content_provider_new_for_value(&v);
    g_value_unset(&v);
    return p;
}

// In-app drag payloads: a string in a boxed type of its own, so that only
// drop targets asking for this type accept it (a GtkTextView, which takes
// any text, does not). Looked up by name first: every Swift module that
// imports this header gets its own copy of the function.
static inline GType cgtk_in_app_payload_type(void) {
    GType type = g_type_from_name("CGtkInAppPayload");
    if (type == 0) {
        type = g_boxed_type_register_static("CGtkInAppPayload", (GBoxedCopyFunc)g_strdup, (GBoxedFreeFunc)g_free);
    }
    return type;
}
static inline GdkContentProvider *cgtk_content_provider_for_in_app_payload(const char *s) {
    GValue v = G_VALUE_INIT;
    g_value_init(&v, cgtk_in_app_payload_type());
    g_value_set_boxed(&v, s);
    GdkContentProvider *p = gdk_content_provider_new_for_value(&v);
    g_value_unset(&v);
    return p;
}
static inline const char *cgtk_value_get_in_app_payload(const GValue *v) {
    return G_VALUE_HOLDS(v, cgtk_in_app_payload_type()) ? (const char *)g_value_get_boxed(v) : NULL;
}

// Drag and drop, clipboard: what a drag or the clipboard offers (text, URIs,
// bytes of a MIME type, an in-app token) and what a drop or a read delivers.
static inline GType cgtk_type_file_list(void) { return GDK_TYPE_FILE_LIST; }
static inline GdkContentProvider *cgtk_content_provider_for_bytes(const char *mime, const guint8 *data, gsize size) {
    GBytes *bytes = g_bytes_new(data, size);
    GdkContentProvider *p = gdk_content_provider_new_for_bytes(mime, bytes);
    g_bytes_unref(bytes);
    return p;
}
// Takes the providers (full references) and returns their union (one full reference).
static inline GdkContentProvider *cgtk_content_provider_union(GdkContentProvider **providers, gsize n) {
    return gdk_content_provider_new_union(providers, n);
}
// The URIs of a GDK_TYPE_FILE_LIST value, newline-separated (free with g_free); NULL if it holds none.
static inline char *cgtk_value_dup_file_list_uris(const GValue *v) {
    if (!G_VALUE_HOLDS(v, GDK_TYPE_FILE_LIST)) return NULL;
    GString *out = g_string_new(NULL);
    for (GSList *l = g_value_get_boxed(v); l != NULL; l = l->next) {
        char *uri = g_file_get_uri(G_FILE(l->data));
        if (out->len > 0) g_string_append_c(out, '\n');
        g_string_append(out, uri);
        g_free(uri);
    }
    return g_string_free(out, FALSE);
}
static inline const char *cgtk_value_get_string_or_null(const GValue *v) {
    return G_VALUE_HOLDS_STRING(v) ? g_value_get_string(v) : NULL;
}
// The in-app token of a local clipboard's content, or NULL (free with g_free).
static inline char *cgtk_clipboard_dup_local_in_app_payload(GdkClipboard *clipboard) {
    GdkContentProvider *content = gdk_clipboard_get_content(clipboard);
    if (content == NULL) return NULL;
    GValue v = G_VALUE_INIT;
    g_value_init(&v, cgtk_in_app_payload_type());
    char *result = NULL;
    if (gdk_content_provider_get_value(content, &v, NULL)) result = g_strdup(g_value_get_boxed(&v));
    g_value_unset(&v);
    return result;
}
// Test support: a drop as GtkDropTarget delivers it after reading the value.
static inline gboolean cgtk_emit_drop_string(gpointer target, const char *s, gdouble x, gdouble y) {
    GValue v = G_VALUE_INIT;
    g_value_init(&v, G_TYPE_STRING);
    g_value_set_string(&v, s);
    gboolean handled = FALSE;
    g_signal_emit_by_name(target, "drop", &v, x, y, &handled);
    g_value_unset(&v);
    return handled;
}
static inline gboolean cgtk_emit_drop_uri(gpointer target, const char *uri, gdouble x, gdouble y) {
    GValue v = G_VALUE_INIT;
    g_value_init(&v, GDK_TYPE_FILE_LIST);
    GSList *list = g_slist_prepend(NULL, g_file_new_for_uri(uri));
    g_value_take_boxed(&v, list);
    gboolean handled = FALSE;
    g_signal_emit_by_name(target, "drop", &v, x, y, &handled);
    g_value_unset(&v);
    return handled;
}
static inline gboolean cgtk_emit_drop_in_app(gpointer target, const char *token, gdouble x, gdouble y) {
    GValue v = G_VALUE_INIT;
    g_value_init(&v, cgtk_in_app_payload_type());
    g_value_set_boxed(&v, token);
    gboolean handled = FALSE;
    g_signal_emit_by_name(target, "drop", &v, x, y, &handled);
    g_value_unset(&v);
    return handled;
}
// Test support: GtkDragSource::drag-end as GTK emits it when a drag finishes (no GdkDrag here).
static inline void cgtk_emit_drag_end(gpointer source, gboolean delete_data) { g_signal_emit_by_name(source, "drag-end", NULL, delete_data); }
// Test support: GtkDragSource::prepare as a drag would emit it (a full reference, or NULL).
static inline GdkContentProvider *cgtk_emit_prepare(gpointer source, gdouble x, gdouble y) {
    GdkContentProvider *content = NULL;
    g_signal_emit_by_name(source, "prepare", x, y, &content);
    return content;
}

// Menu items with a target: g_menu_item_set_action_and_target is variadic.
static inline void cgtk_menu_item_set_action_string_target(GMenuItem *item, const char *action, const char *target) {
    g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target));
}

static inline void cgtk_emit_void(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal); }
// Emits GtkLabel::activate-link as a click on a link would (test support); returns whether a handler took it.
static inline gboolean cgtk_emit_activate_link(gpointer label, const char *uri) { gboolean handled = FALSE; g_signal_emit_by_name(label, "activate-link", uri, &handled); return handled; }

// Test support: emit signals with arguments as GTK would.
static inline void cgtk_emit_pressed(gpointer gesture, gint n, gdouble x, gdouble y) { g_signal_emit_by_name(gesture, "pressed", n, x, y); }
static inline void cgtk_emit_released(gpointer gesture, gint n, gdouble x, gdouble y) { g_signal_emit_by_name(gesture, "released", n, x, y); }
// Emits a signal of signature (instance, double, double, user_data): drag, long-press and motion signals (test support).
static inline void cgtk_emit_point(gpointer instance, const char *signal, gdouble x, gdouble y) { g_signal_emit_by_name(instance, signal, x, y); }
// Reads an enum or flags property (both are int-sized in GObject's varargs).
static inline gint cgtk_object_get_enum(gpointer obj, const char *name) { gint v = 0; g_object_get(obj, name, &v, NULL); return v; }
// Emits a signal of signature (instance, double, user_data) or (instance, GdkEventSequence *, user_data) (test support).
static inline void cgtk_emit_double(gpointer instance, const char *signal, gdouble value) { g_signal_emit_by_name(instance, signal, value); }
static inline void cgtk_emit_sequence(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal, NULL); }
// Emits GtkEventControllerKey::key-pressed as GTK would (test support); returns whether a handler took it.
static inline gboolean cgtk_emit_key_pressed(gpointer controller, guint keyval, GdkModifierType state) { gboolean handled = FALSE; g_signal_emit_by_name(controller, "key-pressed", keyval, 0u, state, &handled); return handled; }

static inline gboolean cgtk_emit_move_cursor(gpointer instance, GtkMovementStep step, gint count) { gboolean handled = FALSE; g_signal_emit_by_name(instance, "move-cursor", step, count, FALSE, FALSE, &handled); return handled; }

static inline GtkShortcutTrigger *cgtk_shortcut_trigger_parse(const char *s) { return gtk_shortcut_trigger_parse_string(s); }

// Class handler hooks: runs `before` ahead of a widget signal's class
// handler for `type` and its subclasses (GTK's own instances included), and
// `after` behind it. For signals with no arguments and no return value, such
// as "show" and "hide". g_signal_override_class_closure with a closure that
// chains up (g_signal_chain_from_overridden_handler is variadic). GLib
// allows one override per type and signal: call it once.
typedef void (*CGtkWidgetHook)(GtkWidget *widget);
typedef struct { CGtkWidgetHook before; CGtkWidgetHook after; } CGtkClassHandlerHooks;

static inline void cgtk_run_class_handler_hooks(GtkWidget *widget, gpointer data) {
    const CGtkClassHandlerHooks *hooks = data;
    if (hooks->before) hooks->before(widget);
    g_signal_chain_from_overridden_handler(widget);
    if (hooks->after) hooks->after(widget);
}
static inline void cgtk_override_widget_class_handler(GType type, const char *signal,
                                                      CGtkWidgetHook before, CGtkWidgetHook after) {
    // Signals are installed by class_init: the class must exist for the
    // lookup, and stays referenced, like the hooks, for the process's life.
    g_type_class_ref(type);
    CGtkClassHandlerHooks *hooks = g_new0(CGtkClassHandlerHooks, 1);
    hooks->before = before;
    hooks->after = after;
    GClosure *closure = g_cclosure_new(G_CALLBACK(cgtk_run_class_handler_hooks), hooks, NULL);
    g_closure_set_marshal(closure, g_cclosure_marshal_VOID__VOID);
    g_signal_override_class_closure(g_signal_lookup(signal, GTK_TYPE_WIDGET), type, closure);
}

// GTK 4.8's menu bar opens the menu of any title that gets a motion
// "enter", and GTK sends such crossings when a menu's popup maps or unmaps
// (grab changes) with the pointer's position in another surface's
// coordinates: with a menu chosen by the keyboard (F10, then Right) and the
// pointer resting on another title, the two menus took turns opening for as
// long as the pointer stayed (a C GtkApplicationWindow does it too; seen on
// Wayland at once, on a loaded X11 server at times: the app never idled).
// An enter whose position lies outside the title is none: this lets GTK's
// handler see only enters inside the title (GtkWorkaround.menuBarFalseEnter).
// GTK's handler on the title's motion controller stays blocked; ours
// forwards a real enter by emitting it again with GTK's handler unblocked.
static inline void cgtk_menu_bar_title_entered(GtkEventControllerMotion *motion, double x, double y, gpointer gtk_handler) {
    if (g_object_get_data(G_OBJECT(motion), "cgtk-forwarding-enter")) return;  // the emission below
    GtkWidget *title = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(motion));
    // A pixel of slack: a real crossing can report the edge it crossed.
    if (x < -1 || y < -1 || x > gtk_widget_get_width(title) + 1 || y > gtk_widget_get_height(title) + 1) return;
    gulong handler = (gulong)GPOINTER_TO_SIZE(gtk_handler);
    g_object_set_data(G_OBJECT(motion), "cgtk-forwarding-enter", GINT_TO_POINTER(1));
    g_signal_handler_unblock(motion, handler);
    g_signal_emit_by_name(motion, "enter", x, y);
    g_signal_handler_block(motion, handler);
    g_object_set_data(G_OBJECT(motion), "cgtk-forwarding-enter", NULL);
}
// Filters the enters of one menu bar title (a GtkPopoverMenuBarItem), once.
static inline void cgtk_filter_menu_bar_title(GtkWidget *title) {
    GListModel *controllers = gtk_widget_observe_controllers(title);
    guint count = g_list_model_get_n_items(controllers);
    for (guint i = 0; i < count; i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_EVENT_CONTROLLER_MOTION(controller) && !g_object_get_data(controller, "cgtk-enter-filtered")) {
            guint enter = g_signal_lookup("enter", GTK_TYPE_EVENT_CONTROLLER_MOTION);
            gulong gtk_handler = g_signal_handler_find(controller, G_SIGNAL_MATCH_ID, enter, 0, NULL, NULL, NULL);
            if (gtk_handler != 0) {
                g_object_set_data(controller, "cgtk-enter-filtered", GINT_TO_POINTER(1));
                g_signal_handler_block(controller, gtk_handler);
                g_signal_connect(controller, "enter", G_CALLBACK(cgtk_menu_bar_title_entered),
                                 GSIZE_TO_POINTER((gsize)gtk_handler));
            }
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
}
static inline void cgtk_menu_bar_title_will_map(GtkWidget *title) { cgtk_filter_menu_bar_title(title); }
// Before a menu bar maps: its titles' type (private to GTK) exists by then;
// hooks the titles' own map, which runs for each title as the bar maps and
// for titles added later.
static inline void cgtk_menu_bar_will_map(GtkWidget *bar) {
    static gboolean titles_hooked = FALSE;
    (void)bar;
    if (titles_hooked) return;
    GType title_type = g_type_from_name("GtkPopoverMenuBarItem");
    if (title_type == 0) return;
    titles_hooked = TRUE;
    cgtk_override_widget_class_handler(title_type, "map", cgtk_menu_bar_title_will_map, NULL);
}
static inline void cgtk_install_menu_bar_enter_filter(void) {
    cgtk_override_widget_class_handler(gtk_popover_menu_bar_get_type(), "map", cgtk_menu_bar_will_map, NULL);
}

// GTK 4.8's GtkFlowBox moves the focus a row up or down (an arrow key: the
// window's move-focus, or the box's own move-cursor by lines or pages) by
// stepping over as many children as a row holds. That count is private, 0
// until the box's first allocation, and the step loop only ends once it has
// counted a row: an Up or Down that reaches a box not yet laid out, with the
// focus inside it, spins forever (seen: the Customize Toolbar dialog, opened
// on a loaded machine, an arrow key before its first frame; the app at 100%
// CPU in gtk_flow_box_get_below_focusable). Before the first allocation no
// child has a width; until then these moves are refused, as at the last row,
// and the focus goes where GTK sends it when a box cannot move
// (GtkWorkaround.flowBoxRowsBeforeLayout). Class-wide, GTK's own flow boxes
// (the emoji chooser) included.
static inline gboolean cgtk_flow_box_laid_out(GtkWidget *box) {
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_widget_get_visible(child) && gtk_widget_get_width(child) > 0) return TRUE;
    return FALSE;
}
typedef gboolean (*CGtkFocusFunc)(GtkWidget *widget, GtkDirectionType direction);
static inline GQuark cgtk_flow_box_gtk_focus_quark(void) { return g_quark_from_static_string("cgtk-gtk-flow-box-focus"); }
static inline gboolean cgtk_flow_box_focus(GtkWidget *box, GtkDirectionType direction) {
    CGtkFocusFunc gtk_focus = (CGtkFocusFunc)g_type_get_qdata(GTK_TYPE_FLOW_BOX, cgtk_flow_box_gtk_focus_quark());
    GtkWidget *inside = gtk_widget_get_focus_child(box);
    // With no focus inside, GTK enters at the first or last child: no rows counted.
    if ((direction == GTK_DIR_UP || direction == GTK_DIR_DOWN) && inside != NULL && !cgtk_flow_box_laid_out(box))
        return gtk_widget_child_focus(inside, direction);
    return gtk_focus(box, direction);
}
static inline gboolean cgtk_flow_box_move_cursor(GtkFlowBox *box, GtkMovementStep step, gint count, gboolean extend,
                                                 gboolean modify, gpointer data) {
    (void)data;
    if ((step == GTK_MOVEMENT_DISPLAY_LINES || step == GTK_MOVEMENT_PAGES) && !cgtk_flow_box_laid_out(GTK_WIDGET(box)))
        return FALSE;
    gboolean handled = FALSE;
    g_signal_chain_from_overridden_handler(box, step, count, extend, modify, &handled);
    return handled;
}
// Installs both guards, once per process (later calls do nothing).
static inline void cgtk_install_flow_box_row_guard(void) {
    if (g_type_get_qdata(GTK_TYPE_FLOW_BOX, cgtk_flow_box_gtk_focus_quark()) != NULL) return;
    GtkWidgetClass *klass = g_type_class_ref(GTK_TYPE_FLOW_BOX);  // kept for the process's life
    g_type_set_qdata(GTK_TYPE_FLOW_BOX, cgtk_flow_box_gtk_focus_quark(), (gpointer)klass->focus);
    klass->focus = cgtk_flow_box_focus;
    GClosure *closure = g_cclosure_new(G_CALLBACK(cgtk_flow_box_move_cursor), NULL, NULL);
    g_closure_set_marshal(closure, g_cclosure_marshal_generic);
    g_signal_override_class_closure(g_signal_lookup("move-cursor", GTK_TYPE_FLOW_BOX), GTK_TYPE_FLOW_BOX, closure);
}

// GTK 4.8 on Wayland asks for the xdg-activation token that lets a window
// come to the front with that window as the token's surface; mutter grants
// tokens only for the surface that got the user's last input (the focused
// one), so presenting another, already open window of the app (a Settings
// window, a details window) only made it demand attention, and a new one
// (an alert) got the focus only when mutter's own rules for new windows
// gave it (under load, at times not). GDK's own app
// launch context asks for a token the right way (the keyboard focus surface
// and the last input serial): this hands one to the next gtk_window_present
// (GtkWorkaround.presentTokenForWrongSurface). Declared by hand, as the X11
// calls below, rather than by including <gdk/wayland/gdkwayland.h>.
#ifdef GDK_WINDOWING_WAYLAND
extern GType gdk_wayland_display_get_type(void);
extern void gdk_wayland_display_set_startup_notification_id(GdkDisplay *display, const char *startup_id);
extern const char *gdk_wayland_display_get_startup_notification_id(GdkDisplay *display);
#endif
static inline void cgtk_window_prepare_activation(GtkWindow *window) {
#ifdef GDK_WINDOWING_WAYLAND
    GdkDisplay *display = gtk_widget_get_display(GTK_WIDGET(window));
    if (gtk_window_is_active(window) || !G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_wayland_display_get_type())
        // A launcher's token (a second launch from GNOME Shell) is GTK's to use.
        || gdk_wayland_display_get_startup_notification_id(display) != NULL) return;
    // Only for input in another window of the app: a token is valid only
    // for the window that has the focus.
    gboolean app_focused = FALSE;
    GList *toplevels = gtk_window_list_toplevels();
    for (GList *l = toplevels; l != NULL; l = l->next) app_focused |= gtk_window_is_active(l->data);
    g_list_free(toplevels);
    if (!app_focused) return;
    GdkAppLaunchContext *context = gdk_display_get_app_launch_context(display);
    // GDK's Wayland launch context uses neither the app info nor the files
    // (and GLib 2.74's g_app_launch_context_get_startup_notify_id refuses a
    // NULL info), so its method is called directly.
    char *token = G_APP_LAUNCH_CONTEXT_GET_CLASS(context)->get_startup_notify_id(G_APP_LAUNCH_CONTEXT(context), NULL, NULL);
    if (token) gdk_wayland_display_set_startup_notification_id(display, token);
    g_free(token);
    g_object_unref(context);
#else
    (void)window;
#endif
}

// GTK 4.8's GtkApplication hands a launcher's startup id (X11) or
// activation token (Wayland) to the running instance ("desktop-startup-id"
// in the platform data) only from what gtk_init stashed, and a second
// instance that only forwards its launch never initializes GTK: the token
// was dropped, and under GNOME on Wayland the running instance's window
// only demanded attention ("… is ready") instead of coming to the front.
// This adds the token from the environment (XDG_ACTIVATION_TOKEN, else
// DESKTOP_STARTUP_ID) when GTK has no display, i.e. in such an instance
// (GtkWorkaround.launchTokenNotForwarded). It replaces the class's method
// once per process; the parent's runs first.
static void (*cgtk_parent_add_platform_data)(GApplication *, GVariantBuilder *) = NULL;
static void cgtk_add_platform_data_with_launch_token(GApplication *application, GVariantBuilder *builder) {
    if (cgtk_parent_add_platform_data != NULL) cgtk_parent_add_platform_data(application, builder);
    if (gdk_display_get_default() != NULL) return;  // GTK was initialized: it sent its own
    const char *token = g_getenv("XDG_ACTIVATION_TOKEN");
    if (token == NULL || *token == '\0') token = g_getenv("DESKTOP_STARTUP_ID");
    if (token == NULL || *token == '\0' || !g_utf8_validate(token, -1, NULL)) return;
    g_variant_builder_add(builder, "{sv}", "desktop-startup-id", g_variant_new_string(token));
}
static inline void cgtk_application_forward_launch_token(GApplication *application) {
    GApplicationClass *klass = G_APPLICATION_GET_CLASS(application);
    if (klass->add_platform_data == cgtk_add_platform_data_with_launch_token) return;
    cgtk_parent_add_platform_data = klass->add_platform_data;
    klass->add_platform_data = cgtk_add_platform_data_with_launch_token;
}

// GTK 4.8's GL renderer on Wayland with Mesa's software rasterizer
// (llvmpipe through wl_shm, which Mesa uses when there is no GPU render
// node: virtual machines, headless sessions) can leave a popup undrawn for
// good: the popup's first frame asks for a frame callback, Mesa's software
// swap commits nothing (no buffer was allocated for the new EGL surface),
// the callback never comes, and GTK holds the popup's updates until it
// does. The menu opened (the accessibility tree showed its items), the
// compositor never showed it: a third of menu bar openings under a headless
// mutter, in the C reference as well. GTK's cairo renderer always commits
// its frame; later GTK releases prefer it over GL on software rendering
// themselves. This picks it (GSK_RENDERER=cairo, which GTK reads each time
// it makes a renderer) when the app will run on Wayland without a render
// node (or with LIBGL_ALWAYS_SOFTWARE), unless the user chose a renderer
// (GtkWorkaround.softwareGLPopupUndrawn). Returns whether it did.
//
// It runs before GTK is initialized, while the process has no other thread:
// setenv is not thread-safe, and once GTK runs, Pango's font thread reads
// the environment (a setenv in `startup` crashed it in getenv). So the
// backend is the one GTK will pick, read from the environment as GTK reads
// it: GDK_BACKEND's first usable name ("*" or unset: Wayland first), and a
// Wayland display (WAYLAND_DISPLAY, else wayland-0 in XDG_RUNTIME_DIR).
static inline gboolean cgtk_display_has_gpu_render_node(void) {
    GDir *dir = g_dir_open("/dev/dri", 0, NULL);
    if (dir == NULL) return FALSE;
    gboolean found = FALSE;
    const char *name;
    while (!found && (name = g_dir_read_name(dir)) != NULL) found = g_str_has_prefix(name, "renderD");
    g_dir_close(dir);
    return found;
}
static inline gboolean cgtk_gtk_will_use_wayland(void) {
    const char *backends = g_getenv("GDK_BACKEND");
    if (backends != NULL && *backends != '\0') {
        gboolean wayland = FALSE;
        gchar **names = g_strsplit(backends, ",", -1);
        for (gchar **name = names; *name != NULL; name++) {
            if (strcmp(*name, "wayland") == 0 || strcmp(*name, "*") == 0) { wayland = TRUE; break; }
            if (strcmp(*name, "x11") == 0 || strcmp(*name, "broadway") == 0) break;
        }
        g_strfreev(names);
        if (!wayland) return FALSE;
    }
    const char *display = g_getenv("WAYLAND_DISPLAY");
    if (display != NULL && *display != '\0') return TRUE;
    const char *runtime = g_getenv("XDG_RUNTIME_DIR");
    if (runtime == NULL || *runtime == '\0') return FALSE;
    char *socket = g_build_filename(runtime, "wayland-0", NULL);
    gboolean exists = g_file_test(socket, G_FILE_TEST_EXISTS);
    g_free(socket);
    return exists;
}
static inline gboolean cgtk_prefer_cairo_renderer_on_software_wayland(void) {
#ifdef GDK_WINDOWING_WAYLAND
    // GTK already runs (a test process, a second Application): too late to touch the environment safely.
    if (gdk_display_get_default() != NULL) return FALSE;
    const char *chosen = g_getenv("GSK_RENDERER");
    if (chosen != NULL && *chosen != '\0') return FALSE;
    if (!cgtk_gtk_will_use_wayland()) return FALSE;
    const char *software = g_getenv("LIBGL_ALWAYS_SOFTWARE");
    gboolean forced = software != NULL && *software != '\0' && strcmp(software, "0") != 0
        && g_ascii_strcasecmp(software, "false") != 0;
    if (!forced && cgtk_display_has_gpu_render_node()) return FALSE;
    g_setenv("GSK_RENDERER", "cairo", TRUE);
    return TRUE;
#else
    return FALSE;
#endif
}

// Whether the window's toplevel surface is minimized (iconified); FALSE
// while the window is not realized.
static inline gboolean cgtk_window_is_minimized(GtkWindow *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface == NULL || !GDK_IS_TOPLEVEL(surface)) return FALSE;
    return (gdk_toplevel_get_state(GDK_TOPLEVEL(surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

// The window's toplevel surface (transfer none), or NULL while it is not realized.
static inline GObject *cgtk_window_toplevel_surface(GtkWindow *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    return surface != NULL && GDK_IS_TOPLEVEL(surface) ? G_OBJECT(surface) : NULL;
}

// Clears the window manager's modal hint GTK set when it realized the window
// (Window.makeModalInAppOnly); GTK's own grab stays.
static inline void cgtk_window_clear_modal_hint(GtkWindow *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_TOPLEVEL(surface)) gdk_toplevel_set_modal(GDK_TOPLEVEL(surface), FALSE);
}

// The few X11 calls behind cgtk_surface_root_origin, declared by hand rather
// than by including <gdk/x11/gdkx.h>: that header brings in Xlib, whose type
// names (Window, Display, Screen, Cursor...) would clash in Swift with the
// Gtk module's own.
#ifdef GDK_WINDOWING_X11
extern GType gdk_x11_display_get_type(void);
extern GType gdk_x11_surface_get_type(void);
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
extern void *gdk_x11_display_get_xdisplay(GdkDisplay *display);
extern unsigned long gdk_x11_display_get_xrootwindow(GdkDisplay *display);
extern void gdk_x11_display_error_trap_push(GdkDisplay *display);
extern int gdk_x11_display_error_trap_pop(GdkDisplay *display);
extern int XTranslateCoordinates(void *display, unsigned long src, unsigned long dest,
                                 int src_x, int src_y, int *dest_x, int *dest_y, unsigned long *child);
#endif

// Where an X11 surface's top-left corner is on the screen, in application
// pixels, computed as GDK does when it places a popup next to it
// (gdk_x11_surface_get_root_coords). FALSE on other backends (no global
// coordinates there) and when the X server cannot tell.
static inline gboolean cgtk_surface_root_origin(GdkSurface *surface, int *x, int *y) {
#ifdef GDK_WINDOWING_X11
    if (!G_TYPE_CHECK_INSTANCE_TYPE(surface, gdk_x11_surface_get_type())) return FALSE;
    GdkDisplay *display = gdk_surface_get_display(surface);
    int scale = MAX(1, gdk_surface_get_scale_factor(surface));
    unsigned long child = 0;
    gdk_x11_display_error_trap_push(display);
    int same_screen = XTranslateCoordinates(gdk_x11_display_get_xdisplay(display),
                                            gdk_x11_surface_get_xid(surface),
                                            gdk_x11_display_get_xrootwindow(display),
                                            0, 0, x, y, &child);
    if (gdk_x11_display_error_trap_pop(display) != 0 || !same_screen) return FALSE;
    *x /= scale;
    *y /= scale;
    return TRUE;
#else
    (void)surface; (void)x; (void)y;
    return FALSE;
#endif
}

// Whether the default display is an X11 one (FALSE on Wayland, and before
// GTK is initialized).
static inline gboolean cgtk_default_display_is_x11(void) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gdk_display_get_default();
    return display != NULL && G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type());
#else
    return FALSE;
#endif
}

// A GtkLayoutManager subclass whose measure and allocate call C function
// pointers (Swift closures behind them), so that Swift code decides where
// children go inside GTK's own layout pass. The instance owns `data`:
// `destroy` releases it when the layout manager is finalized (after the
// widget using it dropped it), so a callback never sees freed data.
// Registered once, looked up by name: every Swift module importing this
// header has its own copy of these static functions.
typedef void (*CGtkLayoutMeasureFunc)(gpointer data, GtkWidget *widget, GtkOrientation orientation,
                                      int for_size, int *minimum, int *natural);
typedef void (*CGtkLayoutAllocateFunc)(gpointer data, GtkWidget *widget, int width, int height, int baseline);

typedef struct {
    GtkLayoutManager parent_instance;
    CGtkLayoutMeasureFunc measure;
    CGtkLayoutAllocateFunc allocate;
    gpointer data;
    GDestroyNotify destroy;
    // A GtkSizeRequestMode, or -1 for the mode most children have.
    int request_mode;
} CGtkCallbackLayout;

typedef struct {
    GtkLayoutManagerClass parent_class;
} CGtkCallbackLayoutClass;

static inline void cgtk_callback_layout_finalize(GObject *object) {
    CGtkCallbackLayout *self = (CGtkCallbackLayout *)object;
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->data;
    self->destroy = NULL;
    self->data = NULL;
    self->measure = NULL;
    self->allocate = NULL;
    if (destroy) destroy(data);
    G_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_LAYOUT_MANAGER))->finalize(object);
}

// The mode set at creation (constant size unless asked otherwise), or with
// -1 the one GtkLayoutManager's own implementation picks from the children.
static inline GtkSizeRequestMode cgtk_callback_layout_request_mode(GtkLayoutManager *manager, GtkWidget *widget) {
    CGtkCallbackLayout *self = (CGtkCallbackLayout *)manager;
    if (self->request_mode >= 0) return (GtkSizeRequestMode)self->request_mode;
    GtkLayoutManagerClass *base = GTK_LAYOUT_MANAGER_CLASS(g_type_class_peek(GTK_TYPE_LAYOUT_MANAGER));
    return base->get_request_mode(manager, widget);
}

static inline void cgtk_callback_layout_measure(GtkLayoutManager *manager, GtkWidget *widget,
                                                GtkOrientation orientation, int for_size,
                                                int *minimum, int *natural,
                                                int *minimum_baseline, int *natural_baseline) {
    CGtkCallbackLayout *self = (CGtkCallbackLayout *)manager;
    int min = 0, nat = 0;
    if (self->measure) self->measure(self->data, widget, orientation, for_size, &min, &nat);
    if (minimum) *minimum = min;
    if (natural) *natural = MAX(min, nat);
    if (minimum_baseline) *minimum_baseline = -1;
    if (natural_baseline) *natural_baseline = -1;
}

static inline void cgtk_callback_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget,
                                                 int width, int height, int baseline) {
    CGtkCallbackLayout *self = (CGtkCallbackLayout *)manager;
    if (self->allocate) self->allocate(self->data, widget, width, height, baseline);
}

static inline void cgtk_callback_layout_class_init(gpointer klass, gpointer class_data) {
    (void)class_data;
    G_OBJECT_CLASS(klass)->finalize = cgtk_callback_layout_finalize;
    GtkLayoutManagerClass *layout = GTK_LAYOUT_MANAGER_CLASS(klass);
    layout->get_request_mode = cgtk_callback_layout_request_mode;
    layout->measure = cgtk_callback_layout_measure;
    layout->allocate = cgtk_callback_layout_allocate;
}

// The GType called `name`, registered as a subclass of `parent` the first time.
static inline GType cgtk_type_once(GType parent, const char *name, guint class_size, GClassInitFunc class_init,
                                   guint instance_size) {
    GType type = g_type_from_name(name);
    if (type == 0) {
        type = g_type_register_static_simple(parent, g_intern_static_string(name), class_size, class_init,
                                             instance_size, NULL, 0);
    }
    return type;
}

static inline GType cgtk_callback_layout_get_type(void) {
    return cgtk_type_once(GTK_TYPE_LAYOUT_MANAGER, "CGtkCallbackLayout", sizeof(CGtkCallbackLayoutClass),
                          cgtk_callback_layout_class_init, sizeof(CGtkCallbackLayout));
}

// A new layout manager (full reference) owning `data`, released by
// `destroy`, answering `request_mode` (-1: the children's mode).
static inline GtkLayoutManager *cgtk_callback_layout_new(CGtkLayoutMeasureFunc measure, CGtkLayoutAllocateFunc allocate,
                                                         gpointer data, GDestroyNotify destroy, int request_mode) {
    CGtkCallbackLayout *self = g_object_new(cgtk_callback_layout_get_type(), NULL);
    self->measure = measure;
    self->allocate = allocate;
    self->data = data;
    self->destroy = destroy;
    self->request_mode = request_mode;
    return GTK_LAYOUT_MANAGER(self);
}

// A plain container widget (GtkWidget subclass): children are added with
// gtk_widget_insert_after/unparent and placed by its layout manager; it
// unparents them when disposed, as GTK's own containers do. Focus, drawing
// and picking are GtkWidget's defaults, which walk the children.
typedef struct {
    GtkWidget parent_instance;
    // Whether the host expands where a child does (as GtkBox does), for
    // hosts that wrap views; GtkWidget's default is never to.
    gboolean expands_with_children;
} CGtkLayoutHost;
typedef struct { GtkWidgetClass parent_class; } CGtkLayoutHostClass;

// Children marked with this key do not make their host expand (an
// overlay's layers: only the view they decorate decides).
#define CGTK_LAYOUT_HOST_NO_EXPAND_KEY "cgtk-layout-host-no-expand"

static inline void cgtk_layout_host_set_child_counts_for_expand(GtkWidget *child, gboolean counts) {
    g_object_set_data(G_OBJECT(child), CGTK_LAYOUT_HOST_NO_EXPAND_KEY, counts ? NULL : GINT_TO_POINTER(1));
}

static inline void cgtk_layout_host_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    gboolean h = FALSE, v = FALSE;
    if (((CGtkLayoutHost *)widget)->expands_with_children) {
        for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
            if (g_object_get_data(G_OBJECT(child), CGTK_LAYOUT_HOST_NO_EXPAND_KEY)) continue;
            h = h || gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
            v = v || gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
        }
    }
    *hexpand = h;
    *vexpand = v;
}

static inline void cgtk_layout_host_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_WIDGET))->dispose(object);
}

static inline void cgtk_layout_host_class_init(gpointer klass, gpointer class_data) {
    (void)class_data;
    G_OBJECT_CLASS(klass)->dispose = cgtk_layout_host_dispose;
    GTK_WIDGET_CLASS(klass)->compute_expand = cgtk_layout_host_compute_expand;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "box");
}

static inline GType cgtk_layout_host_get_type(void) {
    return cgtk_type_once(GTK_TYPE_WIDGET, "CGtkLayoutHost", sizeof(CGtkLayoutHostClass),
                          cgtk_layout_host_class_init, sizeof(CGtkLayoutHost));
}

// A new layout host (floating reference) placed by `layout`, whose full
// reference it takes over (gtk_widget_set_layout_manager is transfer full).
static inline GtkWidget *cgtk_layout_host_new(GtkLayoutManager *layout, gboolean expands_with_children) {
    GtkWidget *host = g_object_new(cgtk_layout_host_get_type(), NULL);
    ((CGtkLayoutHost *)host)->expands_with_children = expands_with_children;
    gtk_widget_set_layout_manager(host, layout);
    return host;
}

// Translations (gettext): where a text domain's catalogues are, read as UTF-8.
static inline void cgtk_bind_text_domain(const char *domain, const char *directory) {
    bindtextdomain(domain, directory);
    bind_textdomain_codeset(domain, "UTF-8");
}

#endif
