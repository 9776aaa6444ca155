/* test-visualizer-arcs.c: arc consistency in Watch the Solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * mac on the lesson 6×6: the board draws the arc being revised, a fine
 * step takes a revision in AIspace's three phases, and the queue of arcs
 * waiting is listed beside the board; a run without arcs (fc) hides the
 * list. The screenshots of an arc being revised with the queue go to
 * <build>/tests/screenshots/.
 */
#include "config.h"

#include "board-test-util.h"
#include "lab-arc-queue.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

/* The position after the first REVISE past from whose revision prunes. */
static guint64
revision_with_prunes (const FutoTrace *trace,
                      guint64          from)
{
  guint64 length = futo_trace_get_length (trace);
  FutoEvent event, next;

  for (guint64 i = from; i + 1 < length; i++)
    if (futo_trace_get_event (trace, i, &event) && event.kind == FUTO_EVENT_REVISE
        && futo_trace_get_event (trace, i + 1, &next) && next.kind == FUTO_EVENT_PRUNE
        && next.reason == FUTO_REASON_ARC)
      return i + 1;
  g_assert_not_reached ();
}

static LabArcQueue *
arc_queue (LabWindow *window)
{
  return LAB_ARC_QUEUE (lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)), LAB_TYPE_ARC_QUEUE));
}

static void
test_phases (void)
{
  LabWindow *window = lab_test_record_lesson ("mac");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  LabArcQueue *queue = arc_queue (window);
  guint64 first = futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_ASSIGN, TRUE);
  guint64 at = revision_with_prunes (trace, first);
  g_autofree char *text = NULL;
  FutoTraceFrame frame;
  FutoEvent revise;

  g_assert_true (lab_arc_queue_has_arcs (queue));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (queue)));
  g_assert_true (futo_trace_get_event (trace, at - 1, &revise));

  /* 1: the arc, highlighted. */
  futoshiki_trace_player_set_position (player, at);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_REVISING);
  g_assert_cmpint (frame.arc_cell, ==, revise.cell);
  g_assert_cmpint (frame.arc_other, ==, revise.cause);
  text = lab_arc_queue_dup_text (queue);
  g_assert_nonnull (strstr (text, "Revising"));

  /* 2: red, at the same event, the values without support named. */
  g_assert_true (futoshiki_trace_player_fine_step (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, at);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_UNSUPPORTED);
  g_assert_cmpuint (frame.arc_unsupported, !=, 0);
  g_assert_nonnull (strstr (futoshiki_trace_player_get_sentence (player), "no support"));
  g_assert_true ((frame.candidates[frame.arc_cell] & frame.arc_unsupported) == frame.arc_unsupported);

  /* 3: pruned, after the revision's last prune. */
  g_assert_true (futoshiki_trace_player_fine_step (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), >, at);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_PRUNED);
  /* The values without support are gone from the cell. */
  g_assert_cmpuint (frame.candidates[frame.arc_cell] & frame.removed[frame.arc_cell], ==, 0);
  g_assert_cmpuint (frame.removed[frame.arc_cell], !=, 0);

  /* And back the same way. */
  g_assert_true (futoshiki_trace_player_fine_step_back (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, at);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_UNSUPPORTED);
  g_assert_true (futoshiki_trace_player_fine_step_back (player));
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_REVISING);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, at);

  /* A decision is no revision. */
  futoshiki_trace_player_set_position (player, first + 1);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_cmpint (frame.arc_phase, ==, FUTO_TRACE_ARC_NONE);
  lab_test_discard_and_destroy (window);
}

/* The arcs queued together join in one fine step. */
static void
test_queued_together (void)
{
  LabWindow *window = lab_test_record_lesson ("ac3");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  g_autofree char *text = NULL;
  FutoEvent event;

  futoshiki_trace_player_go_start (player);
  g_assert_true (futoshiki_trace_player_fine_step (player));
  /* Every arc of the 6×6 (36 cells, 10 arcs each) at once. */
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 360);
  g_assert_true (futo_trace_get_event (trace, 360, &event));
  g_assert_cmpint (event.kind, ==, FUTO_EVENT_REVISE);
  text = lab_arc_queue_dup_text (arc_queue (window));
  g_assert_nonnull (strstr (text, "360 Waiting"));
  g_assert_nonnull (strstr (text, "r1c1 → r1c2"));
  g_assert_nonnull (strstr (text, "and 348 more arcs"));
  g_assert_true (futoshiki_trace_player_fine_step_back (player));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  lab_test_discard_and_destroy (window);
}

static void
test_no_arcs (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");

  g_assert_false (lab_arc_queue_has_arcs (arc_queue (window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (arc_queue (window))));
  lab_test_discard_and_destroy (window);
}

/* An arc being revised with the queue, at two sizes of a projector. */
static void
test_screenshots (void)
{
  static const struct { int width, height; } sizes[] = { { 1366, 768 }, { 1920, 1080 } };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      LabWindow *window = lab_test_record_lesson ("mac");
      FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
      const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
      guint64 first = futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_ASSIGN, TRUE);
      g_autofree char *name = NULL;
      guint64 at = first;
      FutoEvent event;

      /* A revision with prunes and a queue behind it. */
      do
        at = revision_with_prunes (trace, at);
      while (futo_trace_get_event (trace, at - 2, &event) && event.kind != FUTO_EVENT_QUEUE
             && event.kind != FUTO_EVENT_REVISE);
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)),
                                                                               GTK_TYPE_CHECK_BUTTON)),
                                   TRUE);
      futoshiki_trace_player_set_position (player, at);
      futoshiki_trace_player_fine_step (player);
      /* The window takes what the screen has room for: the name says what it got. */
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
      name = g_strdup_printf ("visualizer-arc-revised-queue-%dx%d.png", gtk_widget_get_width (GTK_WIDGET (window)),
                              gtk_widget_get_height (GTK_WIDGET (window)));
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-arcs/phases", test_phases);
  g_test_add_func ("/visualizer-arcs/queued-together", test_queued_together);
  g_test_add_func ("/visualizer-arcs/no-arcs", test_no_arcs);
  g_test_add_func ("/visualizer-arcs/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
