/* test-play.c: the player's tools in the window, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.check answers in words in the window and moves the cursor to an
 * entry that breaks a rule (its menu button shows while playing); win.back-to-good undoes to the last good
 * position as one step; win.commit-pencil; savepoints marked, listed in
 * the Savepoints submenu, restored and dropped through their actions;
 * and the hint bar and a run's outcome lie over the board without
 * moving or shrinking it.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futo-algorithm.h"
#include "futoshiki-document-play.h"
#include "shot-test-util.h"

static void
set_cell (LabWindow *window,
          int        row,
          int        col,
          int        value)
{
  lab_test_activate (window, "set-cell", g_variant_new ("(iii)", row, col, value));
}

typedef struct
{
  LabWindow  *window;
  const char *text;
} ToastWait;

static gboolean
toast_shown (gpointer data)
{
  ToastWait *wait = data;

  return lab_test_find_label_containing (GTK_WIDGET (wait->window), wait->text) != NULL;
}

static void
wait_for_words (LabWindow  *window,
                const char *text)
{
  ToastWait wait = { window, text };

  lab_test_wait_until (toast_shown, &wait);
}

/* Two empty cells of the solution, and a wrong value for the first. */
static void
find_empty_cells (FutoshikiDocument *document,
                  const guint8      *solution,
                  int               *first,
                  int               *second,
                  int               *wrong)
{
  int n = futoshiki_document_get_size (document);

  *first = *second = -1;
  for (int i = 0; i < n * n && *second < 0; i++)
    if (futoshiki_document_get_value (document, i / n, i % n) == 0)
      {
        if (*first < 0)
          *first = i;
        else
          *second = i;
      }
  g_assert_cmpint (*second, >=, 0);
  *wrong = solution[*first] % n + 1;
}

static void
test_check (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  int n = futoshiki_document_get_size (document);
  int first, second, wrong, row, col;

  find_empty_cells (document, solution, &first, &second, &wrong);
  g_assert_true (lab_test_action_enabled (window, "check"));
  /* The tools' menu button shows while playing. */
  g_assert_true (gtk_widget_get_visible (lab_test_window_child (window, "play_menu_button")));

  set_cell (window, first / n, first % n, solution[first]);
  lab_test_activate (window, "check", NULL);
  wait_for_words (window, "All entries so far are right.");

  /* A wrong entry: a rule it breaks is named with the cell, and the
   * cursor goes there; otherwise only that the way is lost. */
  set_cell (window, first / n, first % n, wrong);
  lab_test_activate (window, "check", NULL);
  if (futoshiki_document_check_position (document, solution, NULL, NULL) == FUTOSHIKI_POSITION_CONFLICT)
    {
      g_autofree char *name = g_strdup_printf ("r%dc%d cannot be right", first / n + 1, first % n + 1);

      wait_for_words (window, name);
      lab_board_get_cursor (lab_test_board (window), &row, &col);
      g_assert_cmpint (row * n + col, ==, first);
    }
  else
    wait_for_words (window, "no solution can be reached from here");

  /* In edit mode there is nothing to check. */
  lab_test_activate (window, "mode", g_variant_new_string ("edit"));
  g_assert_false (lab_test_action_enabled (window, "check"));
  g_assert_false (lab_test_action_enabled (window, "back-to-good"));
  g_assert_false (gtk_widget_get_visible (lab_test_window_child (window, "play_menu_button")));
  lab_test_discard_and_destroy (window);
}

/* A puzzle with several solutions: no solution to compare with, so Check
 * looks for broken rules only, and there is no good position to find. */
static void
test_check_several (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_play_window (document);

  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==,
                   FUTOSHIKI_SOLUTION_STATE_MULTIPLE);
  g_assert_false (lab_test_action_enabled (window, "back-to-good"));
  set_cell (window, 0, 0, 2);
  lab_test_activate (window, "check", NULL);
  wait_for_words (window, "No entry breaks a rule so far.");
  set_cell (window, 0, 3, 2);
  lab_test_activate (window, "check", NULL);
  wait_for_words (window, "r1c4 cannot be right: r1c1 in the same row holds 2 too.");
  lab_test_discard_and_destroy (window);
}

static void
test_back_to_good (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  int n = futoshiki_document_get_size (document);
  int first, second, wrong;

  find_empty_cells (document, solution, &first, &second, &wrong);
  set_cell (window, second / n, second % n, solution[second]);
  set_cell (window, first / n, first % n, wrong);

  lab_test_activate (window, "back-to-good", NULL);
  wait_for_words (window, "Undo brings your moves back");
  g_assert_cmpint (futoshiki_document_get_entry (document, first / n, first % n), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, second / n, second % n), ==, solution[second]);

  /* One step: Undo brings the wrong entry back. */
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, first / n, first % n), ==, wrong);
  lab_test_discard_and_destroy (window);
}

static void
test_commit_pencil (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  int n = futoshiki_document_get_size (document);
  int first, second, wrong;

  find_empty_cells (document, solution, &first, &second, &wrong);
  futoshiki_document_set_pencil (document, first / n, first % n, FUTO_SET_BIT (solution[first]));
  g_assert_true (lab_test_action_enabled (window, "commit-pencil"));
  lab_test_activate (window, "commit-pencil", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, first / n, first % n), ==, solution[first]);

  lab_test_activate (window, "commit-pencil", NULL);
  wait_for_words (window, "No cell has a single pencil mark.");
  lab_test_discard_and_destroy (window);
}

static GMenuModel *
savepoint_menu (LabWindow *window)
{
  return G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), LAB_TYPE_WINDOW,
                                                      "savepoint_menu"));
}

static void
test_savepoints (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  int n = futoshiki_document_get_size (document);
  int first, second, wrong;
  GMenuModel *menu = savepoint_menu (window);
  g_autoptr(GMenuModel) restore = NULL;
  g_autofree char *label = NULL;

  find_empty_cells (document, solution, &first, &second, &wrong);
  g_assert_false (lab_test_action_enabled (window, "savepoint-restore"));
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 0);

  set_cell (window, second / n, second % n, solution[second]);
  lab_test_activate (window, "savepoint-mark", NULL);
  wait_for_words (window, "Savepoint 1 marked");
  g_assert_cmpuint (futoshiki_document_get_n_savepoints (document), ==, 1);
  g_assert_true (lab_test_action_enabled (window, "savepoint-restore"));

  /* Listed in the menu, to return to and to drop. */
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 2);
  restore = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_cmpint (g_menu_model_get_n_items (restore), ==, 1);
  g_assert_true (g_menu_model_get_item_attribute (restore, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_true (g_str_has_prefix (label, "Savepoint 1 · "));

  /* Trying a guess, then going back. */
  set_cell (window, first / n, first % n, wrong);
  lab_test_activate (window, "savepoint-restore", g_variant_new_uint32 (1));
  wait_for_words (window, "Back at savepoint 1.");
  g_assert_cmpint (futoshiki_document_get_entry (document, first / n, first % n), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, second / n, second % n), ==, solution[second]);
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, first / n, first % n), ==, wrong);

  /* Keep going and drop it. */
  lab_test_activate (window, "savepoint-drop", g_variant_new_uint32 (1));
  g_assert_cmpuint (futoshiki_document_get_n_savepoints (document), ==, 0);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 0);
  g_assert_false (lab_test_action_enabled (window, "savepoint-restore"));
  lab_test_discard_and_destroy (window);
}

/* The board in the window's coordinates. */
static graphene_rect_t
board_bounds (LabWindow *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (lab_test_board (window)), GTK_WIDGET (window),
                                            &bounds));
  return bounds;
}

static void
assert_same_bounds (const graphene_rect_t *a,
                    const graphene_rect_t *b)
{
  g_assert_cmpfloat (a->origin.x, ==, b->origin.x);
  g_assert_cmpfloat (a->origin.y, ==, b->origin.y);
  g_assert_cmpfloat (a->size.width, ==, b->size.width);
  g_assert_cmpfloat (a->size.height, ==, b->size.height);
}

static void
test_bars_keep_board (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_play_window (document);
  LabHintBar *hint_bar = LAB_HINT_BAR (lab_test_window_child (window, "hint_bar"));
  LabSolveBar *solve_bar = LAB_SOLVE_BAR (lab_test_window_child (window, "solve_bar"));
  graphene_rect_t before, with_hint, with_both, after;

  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  before = board_bounds (window);

  lab_hint_bar_show (hint_bar, "Look at row 2: one value has a single place left there.", NULL, TRUE);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (hint_bar)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (hint_bar)), >, 0);
  with_hint = board_bounds (window);
  assert_same_bounds (&before, &with_hint);

  lab_solve_bar_show_outcome (solve_bar, "dialog-information-symbolic", "Cancelled",
                              "The run stopped after 1,000 nodes.");
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_true (lab_solve_bar_get_revealed (solve_bar));
  with_both = board_bounds (window);
  assert_same_bounds (&before, &with_both);
  /* For people to see how the bars lie over the board. */
  lab_test_shoot (GTK_WIDGET (window), "play-bars-over-board.png");

  lab_hint_bar_dismiss (hint_bar);
  lab_solve_bar_dismiss (solve_bar);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  after = board_bounds (window);
  assert_same_bounds (&before, &after);
  lab_test_discard_and_destroy (window);
}

/* Error marking: off, broken rules only, or against the solution, as the
 * board tells a screen reader about a cell. */
static void
test_show_errors (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  LabWindow *window = lab_test_play_window (document);
  LabBoard *board = lab_test_board (window);
  int n = futoshiki_document_get_size (document);
  int wrong_cell = -1, wrong_value = 0;
  g_autofree char *off = NULL, *rules = NULL, *against = NULL;

  /* An entry that breaks no rule yet differs from the solution. */
  for (int i = 0; i < n * n && wrong_cell < 0; i++)
    if (futoshiki_document_get_value (document, i / n, i % n) == 0)
      for (int v = 1; v <= n && wrong_cell < 0; v++)
        {
          if (v == solution[i])
            continue;
          set_cell (window, i / n, i % n, v);
          if (futoshiki_document_check_position (document, solution, NULL, NULL) == FUTOSHIKI_POSITION_DEAD_END)
            {
              wrong_cell = i;
              wrong_value = v;
            }
          else
            set_cell (window, i / n, i % n, 0);
        }
  g_assert_cmpint (wrong_cell, >=, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, wrong_cell / n, wrong_cell % n), ==, wrong_value);

  lab_board_set_show_errors (board, "never");
  off = lab_board_describe_cell (board, wrong_cell / n, wrong_cell % n);
  lab_board_set_show_errors (board, "conflicts");
  rules = lab_board_describe_cell (board, wrong_cell / n, wrong_cell % n);
  lab_board_set_show_errors (board, "mistakes");
  against = lab_board_describe_cell (board, wrong_cell / n, wrong_cell % n);
  g_assert_null (strstr (off, "not the solution"));
  g_assert_null (strstr (rules, "not the solution"));
  g_assert_nonnull (strstr (against, "not the solution"));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/play/check", test_check);
  g_test_add_func ("/play/check-several", test_check_several);
  g_test_add_func ("/play/back-to-good", test_back_to_good);
  g_test_add_func ("/play/commit-pencil", test_commit_pencil);
  g_test_add_func ("/play/show-errors", test_show_errors);
  g_test_add_func ("/play/savepoints", test_savepoints);
  g_test_add_func ("/play/bars-keep-board", test_bars_keep_board);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
