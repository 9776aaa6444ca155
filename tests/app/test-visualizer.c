/* test-visualizer.c: recording a search and stepping through it, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The visualizer records a run through win.trace-record; then every
 * control moves the player as it says (a step to the next decision or
 * backtrack, a fine step one event, back undoes them), the board draws the
 * player's frame and is read-only, a row of the event log is a place to go
 * and play moves on by itself. Sentences are checked on events made by
 * hand; the screenshots of a few algorithms mid-run go to
 * <build>/tests/screenshots/ for people to look at.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-format.h"
#include "futoshiki-trace-sentence.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

#define BOUNDARY_KINDS (1u << FUTO_EVENT_ASSIGN | 1u << FUTO_EVENT_BACKTRACK | 1u << FUTO_EVENT_SOLUTION)

static gboolean
is_boundary (const FutoTrace *trace,
             guint64          index)
{
  FutoEvent event;

  if (!futo_trace_get_event (trace, index, &event))
    return TRUE; /* the end */
  return (event.kind == FUTO_EVENT_ASSIGN && event.reason == FUTO_REASON_DECISION)
         || event.kind == FUTO_EVENT_BACKTRACK || event.kind == FUTO_EVENT_SOLUTION;
}

/* The pixels the board shows now. Under load the board may not have drawn
 * its latest change yet: its paintable gives no node until it has, so the
 * frames are waited for until one comes. */
static GBytes *
board_pixels (LabBoard *board)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (board));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width, height;
  guchar *data;

  lab_test_wait_for_frames (GTK_WIDGET (board), 2);
  for (int frames = 0; node == NULL; frames++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      g_assert_cmpint (frames, <, 600);
      if (frames > 0)
        lab_test_wait_for_frames (GTK_WIDGET (board), 1);
      width = gtk_widget_get_width (GTK_WIDGET (board));
      height = gtk_widget_get_height (GTK_WIDGET (board));
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (board))),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, data, (gsize) width * 4);
  return g_bytes_new_take (data, (gsize) width * height * 4);
}

static void
test_controls (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  guint64 length = futoshiki_trace_player_get_length (player);
  guint64 first, second, position;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  FutoEvent event;

  g_assert_cmpuint (length, >, 100);
  g_assert_true (lab_board_get_trace_player (lab_test_board (window)) == player);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  /* A step ends just before the next decision, backtrack or solution,
   * with none skipped on the way. */
  before = board_pixels (lab_test_board (window));
  lab_test_activate (window, "trace-step", NULL);
  first = futoshiki_trace_player_get_position (player);
  g_assert_cmpuint (first, >, 0);
  g_assert_true (is_boundary (trace, first));
  for (guint64 i = 1; i < first; i++)
    g_assert_false (is_boundary (trace, i));
  lab_test_activate (window, "trace-step", NULL);
  second = futoshiki_trace_player_get_position (player);
  g_assert_cmpuint (second, >, first);
  g_assert_true (is_boundary (trace, second));
  for (guint64 i = first + 1; i < second; i++)
    g_assert_false (is_boundary (trace, i));
  /* The board follows: it draws another frame. */
  after = board_pixels (lab_test_board (window));
  g_assert_false (g_bytes_equal (before, after));

  /* Fine steps move one event; back undoes each. */
  lab_test_activate (window, "trace-fine-step", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, second + 1);
  lab_test_activate (window, "trace-fine-step-back", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, second);
  lab_test_activate (window, "trace-step-back", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, first);
  lab_test_activate (window, "trace-step-back", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  lab_test_activate (window, "trace-end", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, length);
  g_assert_true (futoshiki_trace_player_get_event (player, &event));
  lab_test_activate (window, "trace-start", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  /* Next backtrack stops at the dead end, just before the backtrack. */
  lab_test_activate (window, "trace-next-backtrack", NULL);
  position = futoshiki_trace_player_get_position (player);
  g_assert_true (futo_trace_get_event (trace, position, &event));
  g_assert_cmpint (event.kind, ==, FUTO_EVENT_BACKTRACK);
  for (guint64 i = 0; i < position; i++)
    {
      futo_trace_get_event (trace, i, &event);
      g_assert_cmpint (event.kind, !=, FUTO_EVENT_BACKTRACK);
    }

  /* Pointing at a candidate the dead end's step removed tells why it went;
   * at one still alive, that it is possible. */
  {
    FutoTraceFrame frame;
    const FutoTraceCursor *cursor = futoshiki_trace_player_get_cursor (player);
    gboolean found_removed = FALSE, found_alive = FALSE;

    futoshiki_trace_player_get_frame (player, &frame);
    for (int c = 0; c < 25; c++)
      for (int v = 1; v <= 5; v++)
        {
          g_autofree char *text = NULL;
          double x, y;

          if (cursor->values[c] != 0 || futoshiki_document_get_puzzle (document)->givens[c] != 0)
            continue;
          futo_render_trace_candidate_slot (lab_board_get_layout (lab_test_board (window)), c / 5, c % 5, v, &x, &y, NULL);
          text = lab_board_describe_trace_at (lab_test_board (window), x, y);
          g_assert_nonnull (text);
          if (frame.removed[c] & FUTO_SET_BIT (v))
            {
              /* The last removal from a cell is told as the dead end it makes. */
              if (strstr (text, "removed from") == NULL && strstr (text, "wiped out") == NULL)
                g_error ("cell %d value %d: %s", c, v, text);
              found_removed = TRUE;
            }
          else if (cursor->candidates[c] & FUTO_SET_BIT (v))
            {
              g_assert_nonnull (strstr (text, "is still possible"));
              found_alive = TRUE;
            }
        }
    g_assert_true (found_removed);
    g_assert_true (found_alive);
  }

  /* Next solution shows the solution: the last event is the solution. */
  lab_test_activate (window, "trace-next-solution", NULL);
  g_assert_true (futoshiki_trace_player_get_event (player, &event));
  g_assert_cmpint (event.kind, ==, FUTO_EVENT_SOLUTION);
  g_assert_cmpstr (futoshiki_trace_player_get_sentence (player), ==, "Solution found");
  for (int c = 0; c < 25; c++)
    g_assert_cmpint (futoshiki_trace_player_get_cursor (player)->values[c] != 0
                     || futoshiki_document_get_puzzle (document)->givens[c] != 0, ==, TRUE);

  lab_test_discard_and_destroy (window);
}

/* While a recording is shown the board changes nothing; hiding the panel
 * gives the game back. */
static void
test_read_only (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "bt");
  int row = 0, col = 0;

  /* An empty cell of the puzzle. */
  while (futoshiki_document_get_given (document, row, col) != 0)
    if (++col == 5)
      col = 0, row++;
  lab_board_set_cursor (lab_test_board (window), row, col);
  g_assert_false (lab_test_press (lab_test_board (window), GDK_KEY_3, 0));
  g_assert_cmpint (futoshiki_document_get_value (document, row, col), ==, 0);

  lab_test_activate (window, "visualize", NULL);
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  g_assert_null (lab_board_get_trace_player (lab_test_board (window)));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "trace-step"));
  lab_test_type (lab_test_board (window), "3");
  g_assert_cmpint (futoshiki_document_get_value (document, row, col), ==, 3);

  lab_test_discard_and_destroy (window);
}

static void
test_log_seeks (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "color");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  GtkListView *list = lab_trace_log_get_list_view (lab_visualizer_get_log (lab_test_visualizer (window)));
  GtkSelectionModel *model = gtk_list_view_get_model (list);
  g_autoptr(LabTraceLogItem) item = NULL;
  FutoEvent event;

  /* One row per event, made on demand. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, futoshiki_trace_player_get_length (player));
  item = g_list_model_get_item (G_LIST_MODEL (model), 10);
  g_assert_cmpuint (lab_trace_log_item_get_index (item), ==, 10);
  g_assert_cmpuint (strlen (lab_trace_log_item_get_sentence (item)), >, 0);

  /* Activating row 10 shows the board right after event 10. */
  g_signal_emit_by_name (list, "activate", 10);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 11);
  g_assert_true (futoshiki_trace_player_get_event (player, &event));
  g_assert_cmpstr (futoshiki_trace_player_get_sentence (player), ==, lab_trace_log_item_get_sentence (item));

  /* The log follows the player: the current event is selected. */
  lab_test_activate (window, "trace-step", NULL);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model)), ==,
                    futoshiki_trace_player_get_position (player) - 1);
  /* and scrolled into view, far down the list. */
  futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player) / 2);
  lab_test_wait_for_frames (GTK_WIDGET (list), 3);
  {
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

    g_test_message ("log scrolled to %g of %g", gtk_adjustment_get_value (adjustment),
                    gtk_adjustment_get_upper (adjustment));
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  }

  lab_test_discard_and_destroy (window);
}

static gboolean
moved_past (gpointer data)
{
  FutoshikiTracePlayer *player = data;

  return futoshiki_trace_player_get_position (player) >= 20;
}

static void
test_play (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));

  futoshiki_trace_player_set_speed (player, 500);
  lab_test_activate (window, "trace-play", NULL);
  g_assert_true (futoshiki_trace_player_get_playing (player));
  lab_test_wait_until (moved_past, player);
  lab_test_activate (window, "trace-play", NULL);
  g_assert_false (futoshiki_trace_player_get_playing (player));
  /* A step pauses too. */
  lab_test_activate (window, "trace-play", NULL);
  lab_test_activate (window, "trace-step", NULL);
  g_assert_false (futoshiki_trace_player_get_playing (player));

  lab_test_discard_and_destroy (window);
}

typedef struct
{
  LabWindow *window;
  guint      frames;
  guint      lagging;
} HeaderCheck;

/* After each painted frame the header must name the event the board
 * and the log show: the player's position. */
static void
check_header (GdkFrameClock *clock,
              HeaderCheck   *check)
{
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (check->window));
  GtkWidget *status = lab_test_find_status (GTK_WIDGET (lab_test_visualizer (check->window)));
  g_autofree char *expected = g_strdup_printf ("Event %" G_GUINT64_FORMAT " of ",
                                               futoshiki_trace_player_get_position (player));

  g_assert_nonnull (status);
  check->frames++;
  if (!g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), expected))
    check->lagging++;
}

static gboolean
enough_frames (gpointer data)
{
  return ((HeaderCheck *) data)->frames >= 40;
}

/* "Event N of M" keeps up with the board while playing. */
static void
test_play_header (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  HeaderCheck check = { lab_test_record (document, "bt"), 0, 0 };
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (check.window));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (check.window));
  guint64 start = futoshiki_trace_player_get_position (player);
  gulong handler;

  futoshiki_trace_player_set_speed (player, 60);
  lab_test_activate (check.window, "trace-play", NULL);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (check_header), &check);
  lab_test_wait_until (enough_frames, &check);
  g_signal_handler_disconnect (clock, handler);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), >, start + 20);
  g_assert_cmpuint (check.lagging, ==, 0);

  lab_test_activate (check.window, "trace-play", NULL);
  lab_test_discard_and_destroy (check.window);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(int *) data)++;
}

/* One notify per real change, none for no change. */
static void
test_player_notify (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoTrace *trace = futo_trace_new (4, 0);
  FutoshikiTracePlayer *player;
  int notified = 0;

  for (int i = 0; i < 8; i++)
    {
      FutoEvent event = { .kind = FUTO_EVENT_PRUNE, .reason = FUTO_REASON_ROW,
                          .cell = i, .cause = 15, .value = 1 + i % 4, .depth = 0 };

      futo_trace_record (&event, trace);
    }
  player = futoshiki_trace_player_new (trace, puzzle, "fc", FALSE);
  g_signal_connect (player, "notify::position", G_CALLBACK (count_notify), &notified);
  futoshiki_trace_player_set_position (player, 0);
  g_assert_cmpint (notified, ==, 0);
  futoshiki_trace_player_set_position (player, 5);
  g_assert_cmpint (notified, ==, 1);
  futoshiki_trace_player_set_position (player, 99);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 8);
  g_assert_cmpint (notified, ==, 2);
  g_assert_false (futoshiki_trace_player_fine_step (player));
  g_assert_cmpint (notified, ==, 2);
  /* Without decisions, a step goes to the end and back to the start. */
  g_assert_true (futoshiki_trace_player_go_start (player));
  g_assert_true (futoshiki_trace_player_step (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 8);
  g_assert_true (futoshiki_trace_player_step_back (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  g_assert_cmpint (notified, ==, 5);
  g_assert_finalize_object (player);
  futo_puzzle_free (puzzle);
}

/* Sentences for events made by hand on a 4×4 board with r1c1 < r1c2. */
static void
test_sentences (void)
{
  static const struct {
    FutoEventKind kind;
    FutoReason    reason;
    int           cell, cause, value, depth;
    const char   *expected;
  } cases[] = {
    { FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 1, 3, 2, 1, "2 removed from r1c2 because r1c4 = 2 (row)" },
    { FUTO_EVENT_PRUNE, FUTO_REASON_COLUMN, 4, 0, 1, 1, "1 removed from r2c1 because r1c1 = 1 (column)" },
    { FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, 0, 1, 4, 1, "4 removed from r1c1 because r1c1 < r1c2 and r1c2 ≤ 3 (sign)" },
    { FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, 1, 0, 1, 1, "1 removed from r1c2 because r1c2 > r1c1 and r1c1 = 1 (sign)" },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 15, 3, 2, 1, "r4c4 wiped out (dead end): 2 removed because r1c4 = 2 (row)" },
    { FUTO_EVENT_PRUNE, FUTO_REASON_NONE, 15, -1, 2, 1, "r4c4 wiped out: no value left (dead end)" },
    /* A given is named with its value too. */
    { FUTO_EVENT_PRUNE, FUTO_REASON_COLUMN, 9, 5, 3, 1, "3 removed from r3c2 because r2c2 = 3 (column)" },
    { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 12, -1, 3, 2, "r4c1 = 3 (decision, depth 2)" },
    { FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, 12, -1, 3, 2, "r4c1 = 3 (only value left)" },
    { FUTO_EVENT_UNASSIGN, FUTO_REASON_ROW, 2, 3, 2, 2, "r1c3 = 2 fails: r1c4 holds 2 in the same row" },
    { FUTO_EVENT_RESTORE, FUTO_REASON_NONE, 5, -1, 2, 1, "2 restored to r2c2" },
    { FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, -1, -1, 0, 1, "Backtrack to depth 1" },
    { FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, -1, 0, 3, "Solution found" },
    { FUTO_EVENT_MOVE, FUTO_REASON_NONE, 6, -1, 4, 0, "r2c3 changes to 4" },
  };
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoTrace *trace = futo_trace_new (4, 0);
  FutoTraceCursor *cursor;

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  puzzle->givens[5] = 3;
  cursor = futo_trace_cursor_new (trace);
  /* The board the sentences read: r1c1 = 1, r1c4 = 2, r1c2 keeps 2..3,
   * r4c4 has nothing left; r2c2 is given 3. */
  cursor->values[0] = 1;
  cursor->values[3] = 2;
  cursor->candidates[1] = FUTO_SET_BIT (2) | FUTO_SET_BIT (3);
  cursor->candidates[15] = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FutoEvent event = { .kind = cases[i].kind, .reason = cases[i].reason, .cell = cases[i].cell,
                          .cause = cases[i].cause, .value = cases[i].value, .depth = cases[i].depth };
      g_autofree char *text = futoshiki_trace_describe_event (puzzle, cursor, &event);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
  futo_puzzle_free (puzzle);
}

/* A run longer than the recording limit says so. */
static void
test_truncated (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window;
  FutoshikiTracePlayer *player;

  g_settings_set_uint (settings, "trace-limit", 1000);
  window = lab_test_record (document, "bt");
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_cmpuint (futoshiki_trace_player_get_length (player), ==, 1000);
  g_assert_true (futo_trace_is_truncated (futoshiki_trace_player_get_trace (player)));
  g_assert_true (gtk_widget_is_visible (lab_test_find_label_containing (GTK_WIDGET (lab_test_visualizer (window)),
                                                               "past the recording limit of 1")));
  g_settings_reset (settings, "trace-limit");
  /* A run that fits says nothing of the kind. */
  lab_test_record_again (window);
  g_assert_false (futo_trace_is_truncated (futoshiki_trace_player_get_trace (lab_visualizer_get_player (lab_test_visualizer (window)))));
  g_assert_false (gtk_widget_is_visible (lab_test_find_label_containing (GTK_WIDGET (lab_test_visualizer (window)),
                                                                "past the recording limit")));
  g_settings_reset (settings, "trace-limit");
  lab_test_discard_and_destroy (window);
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
} LabelSearch;

static gboolean
label_shown (gpointer data)
{
  LabelSearch *search = data;

  return lab_test_find_label_containing (search->root, search->text) != NULL;
}

/* The search path shows its last levels; the ones above them are named
 * in one line, in the singular when there is one. A mapped visualizer
 * updates its labels at the next frame, not at once. */
static void
test_path_top (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  static const struct { int depth; const char *top; } cases[] = {
    { 9, "… depth 1\ndepth 2: " },
    { 10, "… depths 1 to 2\ndepth 3: " },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      size_t at = 0, length = futo_trace_get_length (trace);
      FutoEvent event;
      GtkWidget *label;
      g_autofree char *last = g_strdup_printf ("depth %d: ", cases[c].depth);

      /* The first decision at that depth. */
      for (; at < length; at++)
        if (futo_trace_get_event (trace, at, &event) && event.kind == FUTO_EVENT_ASSIGN
            && event.depth == cases[c].depth)
          break;
      g_assert_cmpuint (at, <, length);
      futoshiki_trace_player_set_position (player, at + 1);
      g_assert_cmpuint (futoshiki_trace_player_get_path (player)->len, ==, cases[c].depth);
      lab_test_wait_until (label_shown, &(LabelSearch) { GTK_WIDGET (lab_test_visualizer (window)), last });
      label = lab_test_find_label_containing (GTK_WIDGET (lab_test_visualizer (window)), last);
      g_assert_nonnull (label);
      g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
      g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), cases[c].top));
    }
  lab_test_discard_and_destroy (window);
}

static double
top_in (GtkWidget *widget,
        GtkWidget *ancestor)
{
  graphene_point_t origin = { 0, 0 }, where;

  g_assert_true (gtk_widget_compute_point (widget, ancestor, &origin, &where));
  return where.y;
}

/* The log keeps its place as the search path grows, and the legend is
 * on screen in a window of a 1,000 px screen. */
static void
test_panel_layout (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_record (document, "bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  GtkWidget *panel = GTK_WIDGET (lab_test_visualizer (window));
  GtkWidget *log = GTK_WIDGET (lab_visualizer_get_log (lab_test_visualizer (window)));
  GtkWidget *legend = lab_test_find_descendant (panel, GTK_TYPE_EXPANDER);
  size_t length = futo_trace_get_length (trace);
  double log_top = -1;

  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 900);
  for (int depth = 1; depth <= 10; depth++)
    {
      size_t at = 0;
      FutoEvent event;

      for (; at < length; at++)
        if (futo_trace_get_event (trace, at, &event) && event.kind == FUTO_EVENT_ASSIGN && event.depth == depth)
          break;
      g_assert_cmpuint (at, <, length);
      futoshiki_trace_player_set_position (player, at + 1);
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
      if (log_top < 0)
        log_top = top_in (log, panel);
      g_assert_cmpfloat (top_in (log, panel), ==, log_top);
    }
  g_assert_cmpfloat (top_in (legend, panel) + gtk_widget_get_height (legend), <=, gtk_widget_get_height (panel));
  lab_test_discard_and_destroy (window);
}

/* Screenshots */

static void
test_screenshots (void)
{
  static const struct { const char *algorithm; double at; gboolean dark; } shots[] = {
    { "bt", 0.3, FALSE },
    { "fc", 0.3, FALSE },
    { "color", 0.4, FALSE },
    { "sa", 0.5, FALSE },
    { "fc", 0.3, TRUE },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (gsize i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
      g_autofree char *name = NULL;
      FutoshikiTracePlayer *player;
      LabWindow *window;

      adw_style_manager_set_color_scheme (manager, shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                 : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = lab_test_record (document, shots[i].algorithm);
      gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
      player = lab_visualizer_get_player (lab_test_visualizer (window));
      /* Mid-run, at the end of a step: a decision and what it removed. */
      futoshiki_trace_player_set_position (player, (guint64) (futoshiki_trace_player_get_length (player) * shots[i].at));
      futoshiki_trace_player_step (player);
      if (!futoshiki_trace_player_get_local_search (player))
        futoshiki_trace_player_step_back (player), futoshiki_trace_player_step (player);
      name = g_strdup_printf ("visualizer-%s%s.png", shots[i].algorithm, shots[i].dark ? "-dark" : "");
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      if (shots[i].dark)
        {
          /* The legend, scrolled into view. */
          GtkWidget *expander = lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)), GTK_TYPE_EXPANDER);
          GtkWidget *scroller = lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)), GTK_TYPE_SCROLLED_WINDOW);
          GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

          gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
          lab_test_wait_for_frames (GTK_WIDGET (window), 3);
          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          lab_test_shoot_after_frames (GTK_WIDGET (window), "visualizer-legend-dark.png", 4);
        }
      {
        GtkListView *list = lab_trace_log_get_list_view (lab_visualizer_get_log (lab_test_visualizer (window)));
        GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

        /* The log came on screen with the recording and still shows the
         * current event. */
        g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
      }
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* The lesson of docs/lesson-forward-checking.md: on the same 6×6, forward
 * checking meets its first dead end as an emptied cell ahead of the
 * search, backtracking only when it gets there, many guesses later. */
static void
test_lesson_screenshots (void)
{
  static const char * const algorithms[] = { "fc", "bt" };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "data", "lesson-6x6.txt", NULL);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  guint64 first_backtrack[2] = { 0 };

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  for (gsize i = 0; i < G_N_ELEMENTS (algorithms); i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;
      g_autoptr(FutoshikiDocument) document = NULL;
      FutoshikiTracePlayer *player;
      LabWindow *window;
      FutoshikiTraceCounts counts;
      gsize length;

      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      document = futoshiki_document_new_for_game (futo_game_read_any (text, length, NULL, NULL), NULL);
      window = lab_test_record (document, algorithms[i]);
      gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
      player = lab_visualizer_get_player (lab_test_visualizer (window));
      lab_test_activate (window, "trace-next-backtrack", NULL);
      futoshiki_trace_player_get_counts (player, &counts);
      first_backtrack[i] = counts.assignments;
      g_test_message ("%s: first dead end after %" G_GUINT64_FORMAT " assignments, at event %" G_GUINT64_FORMAT,
                      algorithms[i], counts.assignments, futoshiki_trace_player_get_position (player));
      name = g_strdup_printf ("lesson-%s-dead-end.png", algorithms[i]);
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      lab_test_discard_and_destroy (window);
    }
  /* Looking ahead finds the first dead end with fewer guesses. */
  g_assert_cmpuint (first_backtrack[0], <, first_backtrack[1]);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* A new puzzle in the window clears the panel: the last run's result
 * belonged to the puzzle before. */
static void
test_new_puzzle_forgets_result (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  LabVisualizer *visualizer = lab_test_visualizer (window);
  g_autoptr(FutoshikiDocument) fresh = lab_test_empty_document (5);

  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (visualizer), "Solved by"));
  lab_window_set_document (window, fresh);
  g_assert_null (lab_visualizer_get_player (visualizer));
  g_assert_null (lab_test_find_label_containing (GTK_WIDGET (visualizer), "Solved by"));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (visualizer), "Record a run"));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer/sentences", test_sentences);
  g_test_add_func ("/visualizer/player-notify", test_player_notify);
  g_test_add_func ("/visualizer/controls", test_controls);
  g_test_add_func ("/visualizer/read-only", test_read_only);
  g_test_add_func ("/visualizer/log-seeks", test_log_seeks);
  g_test_add_func ("/visualizer/play", test_play);
  g_test_add_func ("/visualizer/play-header", test_play_header);
  g_test_add_func ("/visualizer/truncated", test_truncated);
  g_test_add_func ("/visualizer/path-top", test_path_top);
  g_test_add_func ("/visualizer/panel-layout", test_panel_layout);
  g_test_add_func ("/visualizer/new-puzzle-forgets-result", test_new_puzzle_forgets_result);
  g_test_add_func ("/visualizer/screenshots", test_screenshots);
  g_test_add_func ("/visualizer/lesson-screenshots", test_lesson_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
