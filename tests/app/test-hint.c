/* test-hint.c: hints in the window, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint comes in stages through win.hint (where to look, then the whole
 * deduction with its cells outlined on the board), is applied as one undo
 * step through win.hint-apply, goes away when the board changes, names
 * wrong entries, and says in words why there is none for puzzles the
 * grader refuses.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-hint.h"
#include "shot-test-util.h"

static gboolean
hint_idle (gpointer data)
{
  return !lab_hint_controller_get_busy (lab_window_get_hint_controller (LAB_WINDOW (data)));
}

/* win.hint, and the search in its thread. */
static void
ask_hint (LabWindow *window)
{
  lab_test_activate (window, "hint", NULL);
  lab_test_wait_until (hint_idle, window);
}

static void
test_hint_stages (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  const FutoGame *game = futoshiki_document_get_game (document);
  int n = game->puzzle->size;
  g_autofree char *vague = NULL;
  g_autofree char *full = NULL;
  FutoHint expected;
  FutoHumanStep *step;

  /* What the core says for this state, to compare with what is shown. */
  futo_hint_init (&expected);
  g_assert_cmpint (futo_hint_find (game->puzzle, game->entries, game->pencil, &expected),
                   ==, FUTO_HINT_STEP);
  step = &expected.step;
  g_assert_true (step->n_placements + step->n_eliminations > 0);

  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_true (gtk_widget_get_visible (lab_test_window_child (window, "hint_button")));
  g_assert_false (lab_test_action_enabled (window, "hint-apply"));

  /* First: where to look, with that place marked. */
  ask_hint (window);
  vague = g_strdup (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_nonnull (vague);
  g_assert_true (g_str_has_prefix (vague, "Look at"));
  g_assert_true (lab_test_action_enabled (window, "hint-apply"));

  /* Second: the deduction, naming the technique; the cells it concludes
   * about are framed, those it reads outlined. */
  ask_hint (window);
  full = g_strdup (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_nonnull (full);
  g_assert_cmpstr (full, !=, vague);
  g_assert_nonnull (strstr (full, futo_technique_name (step->technique)));
  g_assert_true (lab_board_get_has_hint (lab_test_board (window)));
  for (int i = 0; i < step->n_placements; i++)
    g_assert_true (lab_board_get_hint_mark (lab_test_board (window), step->placements[i].cell, TRUE));
  for (int i = 0; i < step->n_eliminations; i++)
    g_assert_true (lab_board_get_hint_mark (lab_test_board (window), step->eliminations[i].cell, TRUE));
  for (int i = 0; i < step->n_cells; i++)
    g_assert_true (lab_board_get_hint_mark (lab_test_board (window), step->cells[i], FALSE)
                   || lab_board_get_hint_mark (lab_test_board (window), step->cells[i], TRUE));
  /* A third press has nothing more to say. */
  g_assert_false (lab_test_action_enabled (window, "hint"));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);

  /* Apply: one step that agrees with the solution, and the hint is gone. */
  lab_test_activate (window, "hint-apply", NULL);
  for (int i = 0; i < step->n_placements; i++)
    {
      int cell = step->placements[i].cell;

      g_assert_cmpint (futoshiki_document_get_entry (document, cell / n, cell % n), ==, solution[cell]);
    }
  for (int i = 0; i < step->n_eliminations; i++)
    {
      int cell = step->eliminations[i].cell;
      FutoSet marks = futoshiki_document_get_pencil (document, cell / n, cell % n);

      g_assert_false (marks & FUTO_SET_BIT (step->eliminations[i].value));
      g_assert_true (marks & FUTO_SET_BIT (solution[cell]));
    }
  g_assert_false (lab_board_get_has_hint (lab_test_board (window)));
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_true (lab_test_action_enabled (window, "hint"));

  /* One undo takes the whole hint back. */
  lab_test_activate (window, "undo", NULL);
  for (int i = 0; i < n * n; i++)
    {
      g_assert_cmpint (futoshiki_document_get_entry (document, i / n, i % n), ==, 0);
      g_assert_cmpuint (futoshiki_document_get_pencil (document, i / n, i % n), ==, 0);
    }
  g_assert_false (futoshiki_document_get_can_undo (document));

  futo_hint_clear (&expected);
  lab_test_discard_and_destroy (window);
}

static void
test_hint_cleared_on_change (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_play_window (document);
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (document);
  int free_cell = 0;

  while (puzzle->givens[free_cell] != 0)
    free_cell++;

  ask_hint (window);
  ask_hint (window);
  g_assert_true (lab_board_get_has_hint (lab_test_board (window)));
  g_assert_nonnull (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));

  /* Any change makes the hint stale. */
  futoshiki_document_toggle_pencil (document, free_cell / puzzle->size, free_cell % puzzle->size, 1);
  g_assert_false (lab_board_get_has_hint (lab_test_board (window)));
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_false (lab_test_action_enabled (window, "hint-apply"));

  /* A change while the core is still looking makes its answer stale. */
  lab_test_activate (window, "hint", NULL);
  g_assert_true (lab_hint_controller_get_busy (lab_window_get_hint_controller (window)));
  g_assert_false (lab_test_action_enabled (window, "hint"));
  futoshiki_document_toggle_pencil (document, free_cell / puzzle->size, free_cell % puzzle->size, 2);
  g_assert_false (lab_hint_controller_get_busy (lab_window_get_hint_controller (window)));
  lab_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_false (lab_board_get_has_hint (lab_test_board (window)));

  /* So does the close button, and switching to editing. */
  ask_hint (window);
  g_assert_true (lab_board_get_has_hint (lab_test_board (window)));
  lab_test_activate (window, "hint-dismiss", NULL);
  g_assert_false (lab_board_get_has_hint (lab_test_board (window)));
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  ask_hint (window);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_false (gtk_widget_get_visible (lab_test_window_child (window, "hint_button")));
  g_assert_false (lab_test_action_enabled (window, "hint"));

  lab_test_discard_and_destroy (window);
}

/* Documents come and go under the hint: each one is let go of when the
 * window drops it, and the hint of the old one goes with it. */
static void
test_hint_document_replaced (void)
{
  FutoshikiDocument *first = lab_test_load_document ("unequal_4x4.txt");
  FutoshikiDocument *second = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_play_window (first);

  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  g_object_unref (first);
  ask_hint (window);
  g_assert_nonnull (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));

  futoshiki_document_set_mode (second, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  lab_window_set_document (window, second);
  g_assert_null (first);
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_false (lab_board_get_has_hint (lab_test_board (window)));

  /* The new document's changes are the ones that count now. */
  lab_test_wait_until (lab_test_check_settled, window);
  ask_hint (window);
  g_assert_nonnull (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  lab_window_set_document (window, NULL);
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  g_assert_finalize_object (second);

  lab_test_discard_and_destroy (window);
}

static void
test_hint_mistakes (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (document);
  int n = puzzle->size, cell = 0, wrong;
  g_autofree char *expected = NULL;

  while (puzzle->givens[cell] != 0)
    cell++;
  wrong = solution[cell] % n + 1;
  futoshiki_document_set_entry (document, cell / n, cell % n, wrong);

  /* Said first, naming the cell as every hint does, and what it holds. */
  expected = g_strdup_printf ("r%dc%d holds %d, which the solution does not have there.",
                              cell / n + 1, cell % n + 1, wrong);
  ask_hint (window);
  g_assert_cmpstr (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))), ==, expected);
  g_assert_true (lab_board_get_hint_mark (lab_test_board (window), cell, TRUE));
  g_assert_true (lab_test_action_enabled (window, "hint-apply"));

  /* Clearing the mistakes is one step, and undo brings them back. */
  lab_test_activate (window, "hint-apply", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, cell / n, cell % n), ==, 0);
  g_assert_null (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))));
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, cell / n, cell % n), ==, wrong);

  lab_test_discard_and_destroy (window);
}

static void
test_hint_refused (void)
{
  const char *id = "5a:0,0D,0RD,0L,0D,0D,0UD,0U,0D,0U,0UR,0UDL,0R,0UL,0,0D,0URD,0DL,5,0,0U,0U,0UR,0RL,0L,";
  FutoPuzzle *puzzle = futo_tatham_read (id, strlen (id), NULL);
  g_autoptr(FutoshikiDocument) adjacent = NULL;
  g_autoptr(FutoshikiDocument) empty = futoshiki_document_new (4);
  LabWindow *window;

  g_assert_nonnull (puzzle);
  adjacent = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);

  /* An Adjacent puzzle gets a hint when the core grader knows the mode,
   * and a sentence that says so when it does not. */
  window = lab_test_play_window (adjacent);
  ask_hint (window);
  {
    const FutoGame *game = futoshiki_document_get_game (adjacent);
    FutoHint hint;

    futo_hint_init (&hint);
    if (futo_hint_find (game->puzzle, game->entries, game->pencil, &hint) == FUTO_HINT_STEP)
      {
        g_assert_true (g_str_has_prefix (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))), "Look at"));
        g_assert_true (lab_test_action_enabled (window, "hint-apply"));
        ask_hint (window);
        g_assert_true (lab_board_get_has_hint (lab_test_board (window)));
        lab_test_shoot (GTK_WIDGET (window), "hint-adjacent.png");
      }
    else
      {
        g_assert_nonnull (strstr (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))), "Adjacent"));
        g_assert_false (lab_test_action_enabled (window, "hint-apply"));
        g_assert_false (lab_board_get_has_hint (lab_test_board (window)));
      }
    futo_hint_clear (&hint);
  }
  lab_test_discard_and_destroy (window);

  /* A puzzle with many solutions has no deduction that finishes it. */
  window = lab_test_play_window (empty);
  ask_hint (window);
  g_assert_nonnull (strstr (lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"))), "more than one solution"));
  g_assert_false (lab_test_action_enabled (window, "hint-apply"));
  lab_test_discard_and_destroy (window);
}

/* The full hint over a 9×9 board, light and dark. */
static void
test_hint_screenshots (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_9x9.txt");
  LabWindow *window = lab_test_play_window (document);
  AdwStyleManager *manager = adw_style_manager_get_default ();

  gtk_window_set_default_size (GTK_WINDOW (window), 860, 820);
  ask_hint (window);
  lab_test_shoot (GTK_WIDGET (window), "hint-vague.png");
  ask_hint (window);
  g_assert_true (lab_board_get_has_hint (lab_test_board (window)));
  lab_test_shoot (GTK_WIDGET (window), "hint-full.png");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  lab_test_shoot (GTK_WIDGET (window), "hint-full-dark.png");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/hint/screenshots", test_hint_screenshots);
  g_test_add_func ("/hint/stages", test_hint_stages);
  g_test_add_func ("/hint/cleared-on-change", test_hint_cleared_on_change);
  g_test_add_func ("/hint/document-replaced", test_hint_document_replaced);
  g_test_add_func ("/hint/mistakes", test_hint_mistakes);
  g_test_add_func ("/hint/refused", test_hint_refused);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
