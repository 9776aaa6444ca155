/* test-visualizer-first-layout.c: the visualizer's panel opened before the
 * board's page has ever been laid out, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When a document replaces the empty page, the board's page is shown but
 * has no size until the next frame. AdwFlap 1.2 starts its reveal at a
 * speed divided by the panel's width as last laid out: opened in that
 * moment, the spring's first value was 0 / 0, and in the frame that
 * computed it the flap gave the board's scroller a width of -2147483648
 * (GTK's warning "attempt to allocate GtkScrolledWindow … with width
 * -2147483648", fatal in these tests). The stress test met it about once
 * in a hundred runs (FUTO_STRESS_SEED=11 FUTO_STRESS_ACTIONS=5000:
 * "visualize" at step 9, before the window's first frame with the board).
 * The NaN shows only when that frame starts within the millisecond the
 * reveal began, which an idle frame clock makes likely: hence the pauses.
 */
#include "config.h"

#include <math.h>

#include "board-test-util.h"

#define ATTEMPTS 12

static void
refuse_nan (GObject    *flap,
            GParamSpec *pspec,
            gpointer    data)
{
  if (isnan (adw_flap_get_reveal_progress (ADW_FLAP (flap))))
    g_error ("the panel's reveal went NaN (attempt %d)", GPOINTER_TO_INT (data));
}

/* The panel has come to rest open. */
static gboolean
revealed (gpointer data)
{
  return adw_flap_get_reveal_flap (data) && adw_flap_get_reveal_progress (data) == 1.0;
}

/* The panel has come to rest closed. */
static gboolean
hidden (gpointer data)
{
  return !adw_flap_get_reveal_flap (data) && adw_flap_get_reveal_progress (data) == 0.0;
}

static gboolean
visualize_state (LabWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "visualize");

  return g_variant_get_boolean (state);
}

/* The panel comes to rest as asked, the action's state with it, and the
 * board has a place. */
static void
assert_settled (LabWindow *window,
                gboolean   open)
{
  lab_test_wait_until (open ? revealed : hidden, ADW_FLAP (lab_test_window_child (window, "visualizer_flap")));
  g_assert_cmpint (visualize_state (window), ==, open);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (lab_test_board (window))), >, 0);
}

/* A window showing the empty page, with a document about to replace it
 * and the panel watched for NaN. */
static LabWindow *
empty_window (int attempt)
{
  LabWindow *window = lab_test_create_window (NULL);

  g_signal_connect (ADW_FLAP (lab_test_window_child (window, "visualizer_flap")), "notify::reveal-progress", G_CALLBACK (refuse_nan),
                    GINT_TO_POINTER (attempt));
  return window;
}

static void
test_open_before_first_layout (void)
{
  for (int i = 0; i < ATTEMPTS; i++)
    {
      g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
      LabWindow *window = empty_window (i);

      /* The frame clock idles a while, as between the stress test's steps. */
      g_usleep (i * 1000);
      lab_window_set_document (window, document);
      g_assert_cmpint (gtk_widget_get_width (lab_test_window_child (window, "visualizer_flap")), ==, 0);
      lab_test_activate (window, "visualize", NULL);
      assert_settled (window, TRUE);
      lab_test_discard_and_destroy (window);
    }
}

/* Once laid out, the panel answers at once, both ways. */
static void
test_toggle_after_layout (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
  LabWindow *window = empty_window (0);

  lab_window_set_document (window, document);
  lab_test_activate (window, "visualize", NULL);
  assert_settled (window, TRUE);
  lab_test_activate (window, "visualize", NULL);
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  assert_settled (window, FALSE);
  lab_test_activate (window, "visualize", NULL);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  assert_settled (window, TRUE);
  lab_test_discard_and_destroy (window);
}

/* Opened and closed again before the first layout: the last word wins. */
static void
test_toggle_twice_before_layout (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
  LabWindow *window = empty_window (0);

  lab_window_set_document (window, document);
  g_assert_cmpint (gtk_widget_get_width (lab_test_window_child (window, "visualizer_flap")), ==, 0);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "visualize", g_variant_new_boolean (TRUE));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "visualize", g_variant_new_boolean (FALSE));
  assert_settled (window, FALSE);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-first-layout/open-before-first-layout", test_open_before_first_layout);
  g_test_add_func ("/visualizer-first-layout/toggle-after-layout", test_toggle_after_layout);
  g_test_add_func ("/visualizer-first-layout/toggle-twice-before-layout", test_toggle_twice_before_layout);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
