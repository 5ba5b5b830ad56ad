/* Reference program: the NoteEditor window written directly in C.
 *
 * A window titled "My Note" whose header bar holds a font-size slider
 * ("Font Size", 8-120) and two toggle buttons ("Bold", "Italic"), over a
 * text view in a scrolled window. The controls restyle the text view
 * through a CSS provider.
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
 * Build: cc reference.c -o reference $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>

typedef struct {
  GtkCssProvider *css;        /* owned */
  GtkScale *size_scale;       /* borrowed (owned by the window) */
  GtkToggleButton *bold;      /* borrowed */
  GtkToggleButton *italic;    /* borrowed */
  gint64 main_started_us;
  gboolean print_first_frame;
  gboolean quit_after_first_frame;
  gulong after_paint_handler;
  char *open_path;            /* owned */
} Reference;

static void
update_text_style (Reference *ref)
{
  double size = gtk_range_get_value (GTK_RANGE (ref->size_scale));
  gboolean bold = gtk_toggle_button_get_active (ref->bold);
  gboolean italic = gtk_toggle_button_get_active (ref->italic);
  char *css = g_strdup_printf (
      "textview.note { font-size: %dpt; font-weight: %s; font-style: %s; }",
      (int) size, bold ? "bold" : "normal", italic ? "italic" : "normal");
  gtk_css_provider_load_from_data (ref->css, css, -1);
  g_free (css);
}

static void
on_value_changed (GtkRange *range, gpointer data)
{
  (void) range;
  update_text_style (data);
}

static void
on_toggled (GtkToggleButton *button, gpointer data)
{
  (void) button;
  update_text_style (data);
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

static GtkWidget *
make_toggle (const char *icon_name, const char *label)
{
  GtkWidget *button = gtk_toggle_button_new ();

  gtk_button_set_icon_name (GTK_BUTTON (button), icon_name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static void
on_activate (GtkApplication *app, gpointer data)
{
  Reference *ref = data;
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *scale, *bold, *italic, *scrolled, *text_view;

  gtk_window_set_title (GTK_WINDOW (window), "My Note");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 8, 120, 1);
  gtk_range_set_value (GTK_RANGE (scale), 14);
  gtk_scale_set_draw_value (GTK_SCALE (scale), FALSE);
  gtk_widget_set_size_request (scale, 150, -1);
  gtk_widget_set_tooltip_text (scale, "Font Size");
  gtk_accessible_update_property (GTK_ACCESSIBLE (scale),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Font Size",
                                  -1);
  bold = make_toggle ("format-text-bold-symbolic", "Bold");
  italic = make_toggle ("format-text-italic-symbolic", "Italic");
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), scale);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), bold);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), italic);

  text_view = gtk_text_view_new ();
  gtk_widget_add_css_class (text_view, "note");
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text_view), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Note", -1);
  if (ref->open_path)
    load_note (GTK_TEXT_VIEW (text_view), ref->open_path);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text_view);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);

  ref->size_scale = GTK_SCALE (scale);
  ref->bold = GTK_TOGGLE_BUTTON (bold);
  ref->italic = GTK_TOGGLE_BUTTON (italic);
  ref->css = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (
      gtk_widget_get_display (window), GTK_STYLE_PROVIDER (ref->css),
      GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  update_text_style (ref);
  g_signal_connect (scale, "value-changed", G_CALLBACK (on_value_changed), ref);
  g_signal_connect (bold, "toggled", G_CALLBACK (on_toggled), ref);
  g_signal_connect (italic, "toggled", G_CALLBACK (on_toggled), ref);

  if (ref->print_first_frame)
    g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), ref);

  gtk_widget_grab_focus (text_view);
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_quit (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  (void) action;
  (void) parameter;
  g_application_quit (G_APPLICATION (app));
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
  int status;

  ref.main_started_us = g_get_monotonic_time ();
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

  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_clear_object (&ref.css);
  g_free (ref.open_path);
  g_object_unref (app);
  return status;
}
