/* The List benchmark's C side: what Benchmarks/ListBench shows, written
 * directly against GTK 4: a window with a header bar and a GtkListView of
 * LIST_BENCH_ROWS rows (default 100,000), each a label "Row N" in a box
 * with 6 px margins, single selection.
 *
 *   --print-first-frame   print "first-frame monotonic_us=N since_main_ms=M"
 *                         after the first painted frame
 */
#include <gtk/gtk.h>
#include <stdlib.h>

static gint64 started_us;
static gboolean print_first_frame;

static void
after_paint (GdkFrameClock *clock, gpointer window)
{
  gint64 now = g_get_monotonic_time ();
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  printf ("first-frame monotonic_us=%" G_GINT64_FORMAT " since_main_ms=%.1f\n",
          now, (now - started_us) / 1000.0);
  fflush (stdout);
}

static void
on_realize (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), window);
}

static void
setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new ("");
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkStringObject *string = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (label), gtk_string_object_get_string (string));
}

static void
activate (GtkApplication *app, gpointer data)
{
  const char *rows_env = g_getenv ("LIST_BENCH_ROWS");
  guint rows = rows_env ? (guint) atoi (rows_env) : 100000;
  GtkStringList *strings = gtk_string_list_new (NULL);
  for (guint i = 0; i < rows; i++)
    {
      char text[32];
      g_snprintf (text, sizeof text, "Row %u", i);
      gtk_string_list_append (strings, text);
    }
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (strings));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  gtk_list_view_set_show_separators (GTK_LIST_VIEW (list), TRUE);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);

  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "List Benchmark");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 640);
  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  if (print_first_frame)
    g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  started_us = g_get_monotonic_time ();
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--print-first-frame"))
      print_first_frame = TRUE;
  GtkApplication *app = gtk_application_new ("org.gtkui.ListReference", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  char *args[] = { argv[0], NULL };
  int status = g_application_run (G_APPLICATION (app), 1, args);
  g_object_unref (app);
  return status;
}
