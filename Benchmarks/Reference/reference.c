/* Reference program: the NoteEditor window written directly in C.
 *
 * A window titled "My Note" whose header bar holds a font-size slider
 * ("Font Size", 8-120) and two toggle buttons ("Bold", "Italic"), drawn as
 * NoteEditor's toolbar draws them in its default Icon and Text mode (the
 * slider between a small and a large "A" over its "Font Size (12)" caption,
 * flat toggles showing an icon over their name), over a
 * text view in a scrolled window, under the same menu bar as NoteEditor's
 * (File, Edit, View, Format, Help, with the same items and accelerators).
 * The controls restyle the text view through a CSS provider.
 *
 * It serves two purposes:
 *   - the same-run baseline for startup, typing and memory benchmarks of the
 *     Swift app (same widgets, no abstraction layers);
 *   - a known-good target that proves the end-to-end test library
 *     (Tests/e2e/apphelper.py) finds, clicks and types into GTK 4 widgets.
 *
 * Options:
 *   --print-first-frame       print one line when the first frame has been
 *                             painted: "first-frame monotonic_us=N since_main_ms=M"
 *                             (monotonic_us is CLOCK_MONOTONIC in µs, as
 *                             g_get_monotonic_time() and Python's
 *                             time.monotonic_ns()//1000 read it)
 *   --quit-after-first-frame  quit right after that frame (implies the above)
 *   --open FILE               show FILE's text (UTF-8) in the text view, the
 *                             cursor at its start, as NoteEditor shows its
 *                             note (for the typing and memory benchmarks)
 *
 * File ▸ New Window (Ctrl+N) opens another such window and Close Window
 * (Ctrl+W) closes the active one, as in NoteEditor; on SIGUSR1 it prints
 * "live-objects heap=B windows=N" (the bytes in use in the malloc heap,
 * mallinfo2, and its open windows), as NoteEditor does with
 * GTKUI_PRINT_LIVE_OBJECTS=1: the leak test runs the same New Window/Close
 * cycles on both, to tell GTK's (and the compositor's) share of a growth
 * from the app's.
 *
 * Build: cc reference.c -o reference $(pkg-config --cflags --libs gtk4)
 */
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>

/* One window's controls (borrowed: the window owns them; freed with it). */
typedef struct {
  GtkScale *size_scale;
  GtkToggleButton *bold;
  GtkToggleButton *italic;
} Controls;

typedef struct {
  GtkCssProvider *css;        /* owned */
  GtkCssProvider *toolbar_css; /* owned */
  Controls *last;             /* the controls that styled the text last */
  gint64 main_started_us;
  gboolean print_first_frame;
  gboolean quit_after_first_frame;
  gulong after_paint_handler;
  char *open_path;            /* owned */
} Reference;

static Reference *the_reference;

static void
update_text_style (Reference *ref, Controls *controls)
{
  double size = gtk_range_get_value (GTK_RANGE (controls->size_scale));
  gboolean bold = gtk_toggle_button_get_active (controls->bold);
  gboolean italic = gtk_toggle_button_get_active (controls->italic);
  char *css = g_strdup_printf (
      "textview.note { font-size: %dpx; font-weight: %s; font-style: %s; }",
      (int) size, bold ? "bold" : "normal", italic ? "italic" : "normal");
  gtk_css_provider_load_from_data (ref->css, css, -1);
  g_free (css);
}

static void
on_value_changed (GtkRange *range, gpointer data)
{
  (void) range;
  update_text_style (the_reference, data);
}

static void
on_toggled (GtkToggleButton *button, gpointer data)
{
  (void) button;
  update_text_style (the_reference, data);
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  Reference *ref = data;
  gint64 now = g_get_monotonic_time ();

  g_signal_handler_disconnect (clock, ref->after_paint_handler);
  ref->after_paint_handler = 0;
  printf ("first-frame monotonic_us=%" G_GINT64_FORMAT " since_main_ms=%.1f\n",
          now, (now - ref->main_started_us) / 1000.0);
  fflush (stdout);
  if (ref->quit_after_first_frame)
    g_application_quit (g_application_get_default ());
}

static void
on_window_realize (GtkWidget *window, gpointer data)
{
  Reference *ref = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  ref->after_paint_handler =
      g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), ref);
}

static void
load_note (GtkTextView *text_view, const char *path)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (text_view);
  GtkTextIter start;
  char *contents = NULL;
  gsize length = 0;
  GError *error = NULL;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      g_printerr ("reference: cannot open %s: %s\n", path, error->message);
      g_error_free (error);
      return;
    }
  /* Loaded without an undo step, as NoteEditor loads its note. */
  gtk_text_buffer_begin_irreversible_action (buffer);
  gtk_text_buffer_set_text (buffer, contents, (int) length);
  gtk_text_buffer_end_irreversible_action (buffer);
  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_place_cursor (buffer, &start);
  g_free (contents);
}

/* A toolbar slot as NoteEditor draws one in its default Icon and Text
 * mode: the control, with a caption beneath when the control has no text
 * of its own. */
static GtkWidget *
make_slot (GtkWidget *control, const char *caption)
{
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (slot, "toolbar-slot");
  gtk_widget_set_valign (slot, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), control);
  gtk_box_append (GTK_BOX (slot), row);
  if (caption)
    {
      GtkWidget *label = gtk_label_new (caption);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (slot), label);
    }
  return slot;
}

/* The seed's slider: a small "A", the scale, a large "A". */
static GtkWidget *
make_slider_row (GtkWidget *scale)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *small = gtk_label_new ("A");
  GtkWidget *large = gtk_label_new ("A");

  gtk_widget_add_css_class (small, "size-small");
  gtk_widget_add_css_class (large, "size-large");
  gtk_box_append (GTK_BOX (row), small);
  gtk_box_append (GTK_BOX (row), scale);
  gtk_box_append (GTK_BOX (row), large);
  return row;
}

static GtkWidget *
make_toggle (const char *icon_name, const char *label)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  /* Icon and text, as the app's toolbar toggles show them. */
  gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name (icon_name));
  gtk_box_append (GTK_BOX (content), gtk_label_new (label));
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

/* The menu bar NoteEditor shows: the same menus, items and accelerators. */
typedef struct {
  const char *label;
  const char *action;   /* NULL: a section break */
  const char *accel;
} MenuItem;

static const MenuItem file_items[] = {
  { "New Window", "app.new-window", "<Control>n" }, { NULL, NULL, NULL },
  { "Close Window", "app.close-window", "<Control>w" }, { NULL, NULL, NULL },
  { "Quit", "app.quit", "<Control>q" }, { NULL, NULL, NULL } };
static const MenuItem edit_items[] = {
  { "Undo", "app.undo", "<Control>z" }, { "Redo", "app.redo", "<Control><Shift>z" },
  { NULL, NULL, NULL },
  { "Cut", "app.cut", "<Control>x" }, { "Copy", "app.copy", "<Control>c" },
  { "Paste", "app.paste", "<Control>v" }, { "Select All", "app.select-all", "<Control>a" },
  { NULL, NULL, NULL } };
static const MenuItem view_items[] = {
  { "Hide Toolbar", "app.toggle-toolbar", "<Control><Alt>t" },
  { "Customize Toolbar…", "app.customize", NULL }, { NULL, NULL, NULL } };
static const MenuItem format_items[] = {
  { "Bold", "app.bold", "<Control>b" }, { "Italic", "app.italic", "<Control>i" },
  { NULL, NULL, NULL },
  { "Bigger", "app.bigger", "<Control>plus" }, { "Smaller", "app.smaller", "<Control>minus" },
  { NULL, NULL, NULL } };
static const MenuItem help_items[] = {
  { "Keyboard Shortcuts", "app.shortcuts", "<Control>question" },
  { "About Note Editor", "app.about", NULL }, { NULL, NULL, NULL } };

static void
on_menu_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  (void) action;
  (void) parameter;
  (void) data;
}

static void build_window (GtkApplication *app, Reference *ref);

static void
on_new_window (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  (void) action;
  (void) parameter;
  build_window (app, the_reference);
}

static void
on_close_window (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  GtkWindow *window = gtk_application_get_active_window (app);

  (void) action;
  (void) parameter;
  if (window)
    gtk_window_destroy (window);
}

/* SIGUSR1: what NoteEditor's live-object probe prints, for the numbers
 * both programs have. */
static gboolean
on_sigusr1 (gpointer data)
{
  (void) data;
  GList *toplevels = gtk_window_list_toplevels ();
  printf ("live-objects heap=%zu windows=%u\n", mallinfo2 ().uordblks,
          g_list_length (toplevels));
  fflush (stdout);
  g_list_free (toplevels);
  return G_SOURCE_CONTINUE;
}

static GMenu *
make_menu (GtkApplication *app, const MenuItem *items, gsize count)
{
  GMenu *menu = g_menu_new ();
  GMenu *section = g_menu_new ();
  gsize i;

  for (i = 0; i < count; i++)
    {
      if (items[i].label == NULL)
        {
          g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
          g_object_unref (section);
          section = g_menu_new ();
          continue;
        }
      GMenuItem *item = g_menu_item_new (items[i].label, items[i].action);
      if (items[i].accel)
        g_menu_item_set_attribute (item, "accel", "s", items[i].accel);
      g_menu_append_item (section, item);
      g_object_unref (item);
      /* Every item but those added in main gets an action, so it shows enabled. */
      if (!g_action_map_lookup_action (G_ACTION_MAP (app), items[i].action + 4))
        {
          GSimpleAction *action = g_simple_action_new (items[i].action + 4, NULL);
          g_signal_connect (action, "activate", G_CALLBACK (on_menu_action), NULL);
          g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
          g_object_unref (action);
        }
    }
  g_object_unref (section);
  return menu;
}

static void
install_menu_bar (GtkApplication *app)
{
  static const struct { const char *title; const MenuItem *items; gsize count; } menus[] = {
    { "File", file_items, G_N_ELEMENTS (file_items) },
    { "Edit", edit_items, G_N_ELEMENTS (edit_items) },
    { "View", view_items, G_N_ELEMENTS (view_items) },
    { "Format", format_items, G_N_ELEMENTS (format_items) },
    { "Help", help_items, G_N_ELEMENTS (help_items) },
  };
  GMenu *bar = g_menu_new ();
  gsize i;

  for (i = 0; i < G_N_ELEMENTS (menus); i++)
    {
      GMenu *menu = make_menu (app, menus[i].items, menus[i].count);
      g_menu_append_submenu (bar, menus[i].title, G_MENU_MODEL (menu));
      g_object_unref (menu);
    }
  gtk_application_set_menubar (app, G_MENU_MODEL (bar));
  g_object_unref (bar);
}

static void
build_window (GtkApplication *app, Reference *ref)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *scale, *bold, *italic, *scrolled, *text_view;
  Controls *controls = g_new0 (Controls, 1);

  gtk_application_window_set_show_menubar (GTK_APPLICATION_WINDOW (window), TRUE);
  gtk_window_set_title (GTK_WINDOW (window), "My Note");
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 520);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 8, 120, 1);
  gtk_range_set_value (GTK_RANGE (scale), 12);
  gtk_scale_set_draw_value (GTK_SCALE (scale), FALSE);
  gtk_widget_set_size_request (scale, 150, -1);
  gtk_widget_set_tooltip_text (scale, "Font Size");
  gtk_accessible_update_property (GTK_ACCESSIBLE (scale),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Font Size",
                                  -1);
  bold = make_toggle ("format-text-bold-symbolic", "Bold");
  italic = make_toggle ("format-text-italic-symbolic", "Italic");
  {
    GtkWidget *strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    char caption[32];

    g_snprintf (caption, sizeof caption, "Font Size (%d)", 12);
    gtk_box_append (GTK_BOX (strip), make_slot (make_slider_row (scale), caption));
    gtk_box_append (GTK_BOX (strip), make_slot (bold, NULL));
    gtk_box_append (GTK_BOX (strip), make_slot (italic, NULL));
    gtk_header_bar_pack_end (GTK_HEADER_BAR (header), strip);
  }

  text_view = gtk_text_view_new ();
  gtk_widget_add_css_class (text_view, "note");
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Note", -1);
  if (ref->open_path && ref->last == NULL)
    load_note (GTK_TEXT_VIEW (text_view), ref->open_path);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text_view);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);

  controls->size_scale = GTK_SCALE (scale);
  controls->bold = GTK_TOGGLE_BUTTON (bold);
  controls->italic = GTK_TOGGLE_BUTTON (italic);
  g_object_set_data_full (G_OBJECT (window), "controls", controls, g_free);
  if (ref->css == NULL)
    {
      ref->toolbar_css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (ref->toolbar_css,
          ".toolbar-slot scale { padding-top: 4px; padding-bottom: 4px; }"
          " .size-small { font-size: 8px; } .size-large { font-size: 16px; }", -1);
      gtk_style_context_add_provider_for_display (
          gtk_widget_get_display (window), GTK_STYLE_PROVIDER (ref->toolbar_css),
          GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      ref->css = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (
          gtk_widget_get_display (window), GTK_STYLE_PROVIDER (ref->css),
          GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      update_text_style (ref, controls);
    }
  g_signal_connect (scale, "value-changed", G_CALLBACK (on_value_changed), controls);
  g_signal_connect (bold, "toggled", G_CALLBACK (on_toggled), controls);
  g_signal_connect (italic, "toggled", G_CALLBACK (on_toggled), controls);

  if (ref->print_first_frame && ref->last == NULL)
    g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), ref);
  ref->last = controls;

  gtk_widget_grab_focus (text_view);
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_activate (GtkApplication *app, gpointer data)
{
  build_window (app, data);
}

static void
on_quit (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  (void) action;
  (void) parameter;
  g_application_quit (G_APPLICATION (app));
}

static void
window_action (GtkApplication *app, const char *name, GCallback callback,
               const char **accels)
{
  GSimpleAction *action = g_simple_action_new (name, NULL);
  char *detailed = g_strconcat ("app.", name, NULL);

  g_signal_connect (action, "activate", callback, app);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
  g_object_unref (action);
  gtk_application_set_accels_for_action (app, detailed, accels);
  g_free (detailed);
}

static gint
on_handle_local_options (GApplication *app, GVariantDict *options,
                         gpointer data)
{
  Reference *ref = data;
  (void) app;

  ref->print_first_frame =
      g_variant_dict_contains (options, "print-first-frame");
  ref->quit_after_first_frame =
      g_variant_dict_contains (options, "quit-after-first-frame");
  if (ref->quit_after_first_frame)
    ref->print_first_frame = TRUE;
  g_variant_dict_lookup (options, "open", "^ay", &ref->open_path);
  return -1; /* go on with the default handling */
}

int
main (int argc, char **argv)
{
  Reference ref = { 0 };
  GtkApplication *app;
  GSimpleAction *quit;
  const char *quit_accels[] = { "<Control>q", NULL };
  const char *new_window_accels[] = { "<Control>n", NULL };
  const char *close_window_accels[] = { "<Control>w", NULL };
  int status;

  ref.main_started_us = g_get_monotonic_time ();
  the_reference = &ref;
  /* NON_UNIQUE: tests and benchmarks start several copies side by side. */
  app = gtk_application_new ("org.gtkui.NoteEditor.Reference",
                             G_APPLICATION_NON_UNIQUE);
  g_application_add_main_option (G_APPLICATION (app), "print-first-frame", 0,
                                 G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 "Print a timestamp when the first frame is painted",
                                 NULL);
  g_application_add_main_option (G_APPLICATION (app), "quit-after-first-frame",
                                 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 "Quit once the first frame is painted", NULL);
  g_application_add_main_option (G_APPLICATION (app), "open", 0,
                                 G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME,
                                 "Show this file's text", "FILE");
  g_signal_connect (app, "handle-local-options",
                    G_CALLBACK (on_handle_local_options), &ref);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate), &ref);

  quit = g_simple_action_new ("quit", NULL);
  g_signal_connect (quit, "activate", G_CALLBACK (on_quit), app);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (quit));
  g_object_unref (quit);
  gtk_application_set_accels_for_action (app, "app.quit", quit_accels);
  window_action (app, "new-window", G_CALLBACK (on_new_window), new_window_accels);
  window_action (app, "close-window", G_CALLBACK (on_close_window), close_window_accels);
  g_unix_signal_add (SIGUSR1, on_sigusr1, NULL);
  g_signal_connect (app, "startup", G_CALLBACK (install_menu_bar), NULL);

  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_clear_object (&ref.css);
  g_clear_object (&ref.toolbar_css);
  g_free (ref.open_path);
  g_object_unref (app);
  return status;
}
