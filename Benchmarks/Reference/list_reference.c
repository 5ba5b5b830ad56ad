/* The List benchmark's C side: what Benchmarks/ListBench shows, written
 * directly against GTK 4: a window with a header bar and a GtkListView of
 * LIST_BENCH_ROWS rows (default 100,000), each a label "Row N" in a box
 * with 6 px margins, single selection (LIST_BENCH_SELECTED_ROW=N selects
 * row N at the start).
 *
 *   --print-first-frame   print "first-frame monotonic_us=N since_main_ms=M"
 *                         after the first painted frame
 *   --scroll N            scroll the list by SCROLL_STEP px a frame for N
 *                         frames and print "scroll-frame wall_us=… cpu_us=…"
 *                         per frame, then quit
 *   --update N            change one visible row's text N times, 60 ms apart,
 *                         and print "update wall_us=… cpu_us=…" per change,
 *                         then quit
 *
 * Benchmarks/ListBench/ListProbe.swift drives the GtkUI program the same
 * way; the two must stay alike (see Benchmarks/Harness/list_bench.py).
 */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <time.h>

/* Pixels the list scrolls each frame (about three rows). */
#define SCROLL_STEP 100.0
/* Frames (or changes) run before the measured ones. */
#define WARM_UP 10

static gint64 started_us;
static gboolean print_first_frame;
static int scroll_frames;
static int update_count;
static GtkStringList *strings;

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

/* Main-thread CPU time in microseconds. */
static gint64
thread_cpu_us (void)
{
  struct timespec time;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &time);
  return (gint64) time.tv_sec * 1000000 + time.tv_nsec / 1000;
}

static gboolean
keep_source (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop for `seconds`, or until *flag is set (flag may be
 * NULL), as GtkUI's MainLoop.run does: blocking iterations, bounded by a
 * low-priority 10 ms timeout. */
static void
run_main_loop (double seconds, const gboolean *flag)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * 1e6);
  guint tick = g_timeout_add_full (G_PRIORITY_LOW, 10, keep_source, NULL, NULL);
  while (g_get_monotonic_time () < deadline && !(flag && *flag))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
}

/* One measured frame or change: from its start to the next after-paint. */
typedef struct {
  gint64 wall_start, cpu_start;
  gboolean armed, painted;
  gint64 wall, cpu;
} Mark;

static void
mark_start (Mark *mark)
{
  mark->painted = FALSE;
  mark->armed = TRUE;
  mark->wall_start = g_get_monotonic_time ();
  mark->cpu_start = thread_cpu_us ();
}

static void
mark_painted (GdkFrameClock *clock, Mark *mark)
{
  if (!mark->armed)
    return;
  mark->wall = g_get_monotonic_time () - mark->wall_start;
  mark->cpu = thread_cpu_us () - mark->cpu_start;
  mark->armed = FALSE;
  mark->painted = TRUE;
}

/* The scroll benchmark: each frame's tick moves the list down SCROLL_STEP
 * px; the frame lasts until its after-paint. */
typedef struct {
  GtkAdjustment *adjustment;
  Mark mark;
  int frame;
} Scroll;

static gboolean
scroll_tick (GtkWidget *list, GdkFrameClock *clock, gpointer data)
{
  Scroll *scroll = data;
  if (scroll->mark.painted && scroll->frame > WARM_UP)
    printf ("scroll-frame wall_us=%" G_GINT64_FORMAT " cpu_us=%" G_GINT64_FORMAT "\n", scroll->mark.wall,
            scroll->mark.cpu);
  if (scroll->frame++ == scroll_frames + WARM_UP)
    return G_SOURCE_REMOVE;
  mark_start (&scroll->mark);
  gtk_adjustment_set_value (scroll->adjustment, gtk_adjustment_get_value (scroll->adjustment) + SCROLL_STEP);
  return G_SOURCE_CONTINUE;
}

static void
run_scroll (GtkWidget *list)
{
  Scroll scroll = { gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list)) };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (list);
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (mark_painted), &scroll.mark);
  double needed = (scroll_frames + WARM_UP + 1) * SCROLL_STEP;
  double room = gtk_adjustment_get_upper (scroll.adjustment) - gtk_adjustment_get_page_size (scroll.adjustment);
  if (room < needed)
    g_error ("the list is %.0f px too short for %d scroll frames", needed - room, scroll_frames);
  gtk_widget_add_tick_callback (list, scroll_tick, &scroll, NULL);
  while (scroll.frame <= scroll_frames + WARM_UP)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
  fflush (stdout);
}

/* The update benchmark: one visible row's text changes (the model's item
 * replaced, as GtkStringList changes an item); timed to the painted frame. */
static void
run_updates (GtkWidget *list)
{
  Mark mark = { 0 };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (list);
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (mark_painted), &mark);
  for (int change = 0; change < update_count + WARM_UP; change++)
    {
      run_main_loop (0.06, NULL); /* the frame clock goes idle */
      guint index = 3 + change % 10;
      char text[64];
      g_snprintf (text, sizeof text, "Row %u changed %d", index, change);
      const char *additions[] = { text, NULL };
      mark_start (&mark);
      gtk_string_list_splice (strings, index, 1, additions);
      run_main_loop (5, &mark.painted);
      if (!mark.painted)
        g_error ("no frame within 5 s after a change");
      if (change >= WARM_UP)
        printf ("update wall_us=%" G_GINT64_FORMAT " cpu_us=%" G_GINT64_FORMAT "\n", mark.wall, mark.cpu);
    }
  g_signal_handler_disconnect (clock, handler);
  fflush (stdout);
}

/* Runs the asked benchmark once the window has settled, then quits. */
static gboolean
run_benchmark (gpointer list)
{
  if (scroll_frames > 0)
    run_scroll (list);
  else
    run_updates (list);
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
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
  strings = gtk_string_list_new (NULL);
  for (guint i = 0; i < rows; i++)
    {
      char text[32];
      g_snprintf (text, sizeof text, "Row %u", i);
      gtk_string_list_append (strings, text);
    }
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (strings));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  const char *selected_env = g_getenv ("LIST_BENCH_SELECTED_ROW");
  gtk_single_selection_set_selected (selection, selected_env ? (guint) atoi (selected_env) : GTK_INVALID_LIST_POSITION);
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
  if (scroll_frames > 0 || update_count > 0)
    g_timeout_add (1000, run_benchmark, list); /* first frames, styles, fonts */
}

int
main (int argc, char **argv)
{
  started_us = g_get_monotonic_time ();
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--print-first-frame"))
      print_first_frame = TRUE;
    else if (g_str_equal (argv[i], "--scroll") && i + 1 < argc)
      scroll_frames = atoi (argv[++i]);
    else if (g_str_equal (argv[i], "--update") && i + 1 < argc)
      update_count = atoi (argv[++i]);
  GtkApplication *app = gtk_application_new ("org.gtkui.ListReference", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  char *args[] = { argv[0], NULL };
  int status = g_application_run (G_APPLICATION (app), 1, args);
  g_object_unref (app);
  return status;
}
