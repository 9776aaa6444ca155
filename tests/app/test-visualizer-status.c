/* test-visualizer-status.c: the visualizer's status while playing, under
 * Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The status label (role status: a screen reader reads each change out)
 * says where the player is and what happened there. While playing it
 * follows the position as the board and the log do (each painted frame
 * is checked in test-visualizer.c), and still tells the exact position
 * when the player pauses.
 */
#include "config.h"

#include <string.h>

#include "futoshiki-trace-sentence.h"
#include "visualizer-test-util.h"

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    data)
{
  (*(guint *) data)++;
}

static gboolean
time_up (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static void
test_playing (void)
{
  LabWindow *window = lab_test_record_lesson ("bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  GtkLabel *status = GTK_LABEL (lab_test_find_status (GTK_WIDGET (lab_test_visualizer (window))));
  guint64 length = futoshiki_trace_player_get_length (player);
  guint label_changes = 0, moves = 0;
  gint64 until;
  g_autofree char *position = NULL;

  g_assert_nonnull (status);
  g_assert_cmpuint (length, >, 200);
  futoshiki_trace_player_set_position (player, 0);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  /* Slow enough to play on for the whole watch of 3 s. */
  futoshiki_trace_player_set_speed (player, length / 8.0);
  g_signal_connect (status, "notify::label", G_CALLBACK (count_cb), &label_changes);
  g_signal_connect (player, "notify::position", G_CALLBACK (count_cb), &moves);

  futoshiki_trace_player_set_playing (player, TRUE);
  until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  lab_test_wait_until (time_up, &until);
  g_assert_true (futoshiki_trace_player_get_playing (player));
  g_test_message ("in 3 s: %u moves, %u status changes", moves, label_changes);
  /* Not once a second, which lagged the board: with the moves, at most
   * once a frame (fewer under the sanitizers, so the bounds are low). */
  g_assert_cmpuint (moves, >=, 8);
  g_assert_cmpuint (label_changes, >=, 6);
  g_assert_cmpuint (label_changes, <=, moves + 1);

  /* Pausing tells where the player stopped, at once. */
  futoshiki_trace_player_set_playing (player, FALSE);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  position = futoshiki_trace_position_text (futoshiki_trace_player_get_position (player), length);
  g_test_message ("%s", gtk_label_get_text (status));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (status), position));

  g_signal_handlers_disconnect_by_data (status, &label_changes);
  g_signal_handlers_disconnect_by_data (player, &moves);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-status/playing", test_playing);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
