/* test-document-state.c: FutoshikiDocument without a display: restarting and
 * applying a solution, resizing, the edit and play modes, and the problems
 * shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "document-test-util.h"
#include "futoshiki-document-hint.h"

static void
test_restart_and_apply (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_set_entry (document, 1, 1, 3));
  g_assert_true (futoshiki_document_toggle_pencil (document, 2, 2, 2));

  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_restart (document));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, 2);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 2), ==, 0);
  g_assert_false (futoshiki_document_restart (document));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 2), ==, FUTO_SET_BIT (2));

  /* Applying a solution is one step, and completes the puzzle. */
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_apply_values (document, solution));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_true (futoshiki_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, 16);
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 2);
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 0), ==, 0);

  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, 3);

  /* Completing cell by cell notifies once, at the last one. */
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_restart (document));
  for (int i = 0; i < 16; i++)
    if (futoshiki_document_get_given (document, i / 4, i % 4) == 0)
      futoshiki_document_set_entry (document, i / 4, i % 4, solution[i]);
  g_assert_true (futoshiki_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

/* A hint's Apply never writes a mark the board refutes (issue 32):
 * crossing a value out of a cell without pencil marks leaves what the
 * board allows less that value, and a marked cell is only narrowed. */
static void
test_apply_hint (void)
{
  FutoshikiDocument *document = example_document (NULL);
  const FutoHintChange changes[] = {
    { FUTO_CHANGE_ELIMINATE, 1, 3 },  /* r1c2, where the board allows 1 and 3 */
    { FUTO_CHANGE_ELIMINATE, 5, 2 },  /* r2c2, marked 2 and 3 */
    { FUTO_CHANGE_ELIMINATE, 6, 1 },  /* r2c3, filled in */
  };

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_cmpuint (futoshiki_document_get_candidates (document, 0, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  g_assert_true (futoshiki_document_toggle_pencil (document, 1, 1, 2));
  g_assert_true (futoshiki_document_toggle_pencil (document, 1, 1, 3));
  g_assert_true (futoshiki_document_set_entry (document, 1, 2, 1));

  g_assert_true (futoshiki_document_apply_hint (document, changes, G_N_ELEMENTS (changes)));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 1), ==, FUTO_SET_BIT (3));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 2), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 2), ==, 1);
  for (int cell = 0; cell < 16; cell++)
    if (cell != 1 && cell != 5)
      g_assert_cmpuint (futoshiki_document_get_pencil (document, cell / 4, cell % 4), ==, 0);

  /* One step. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 1), ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (3));

  g_object_unref (document);
}

static void
test_resize (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);
  Recorder recorder = { 0 };
  g_autofree char *before = NULL;

  recorder_attach (&recorder, document);
  g_assert_true (futoshiki_document_set_entry (document, 1, 1, 3));
  g_assert_true (futoshiki_document_set_pencil (document, 1, 2, FUTO_SET_BIT (1) | FUTO_SET_BIT (4)));
  before = game_text (document);

  /* Shrinking keeps what fits: r1c1's 2, the sign r1c2 < r1c3, the entry
   * 3 and the mark 1, not the 4 at r4c4 or the mark 4. */
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_resize (document, 3));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 3);
  g_assert_cmpuint (notifies (&recorder, "size"), ==, 1);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_true (recorder.last_what & FUTOSHIKI_DOCUMENT_CHANGE_SIZE);
  g_assert_cmpint (recorder.last_cell, ==, -1);
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 2);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 2), ==, FUTO_SET_BIT (1));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (futoshiki_document_get_relation (document, 2, 2, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_false (futoshiki_document_resize (document, 3));

  /* Growing adds empty cells around the rest; undo goes back exactly. */
  g_assert_true (futoshiki_document_resize (document, 7));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 7);
  g_assert_cmpint (futoshiki_document_get_given (document, 6, 6), ==, 0);
  g_assert_true (futoshiki_document_set_given (document, 6, 6, 7));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 3);
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 4);
  g_assert_cmpuint (notifies (&recorder, "size"), ==, 1);
  {
    g_autofree char *after = game_text (document);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 7);
  g_assert_cmpint (futoshiki_document_get_given (document, 6, 6), ==, 7);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_mode (void)
{
  FutoshikiDocument *document = futoshiki_document_new (4);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_object_set (document, "mode", FUTOSHIKI_DOCUMENT_MODE_PLAY, NULL);
  g_assert_cmpuint (notifies (&recorder, "mode"), ==, 1);
  /* The mode is not an edit: nothing to undo, nothing to save. */
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_false (futoshiki_document_get_dirty (document));
  g_object_set (document, "auto-clean-pencil", TRUE, NULL);
  g_object_set (document, "auto-clean-pencil", TRUE, NULL);
  g_assert_cmpuint (notifies (&recorder, "auto-clean-pencil"), ==, 1);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_problems (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);
  const FutoshikiProblems *problems;

  /* Edit mode: the validator's view of the givens. */
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 0);
  g_assert_true (futoshiki_document_set_given (document, 0, 3, 2));
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 2);
  g_assert_true (problems->cells[0] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[3] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (futoshiki_document_undo (document));

  /* A given that breaks a sign marks both cells and the sign. */
  g_assert_true (futoshiki_document_set_given (document, 0, 1, 4));
  g_assert_true (futoshiki_document_set_given (document, 0, 2, 3));
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_true (problems->right[1] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[1] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[2] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));

  /* Play mode: entries that repeat a value or break a sign. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_set_entry (document, 0, 3, 2));
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 1);
  g_assert_true (problems->cells[3] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_false (problems->cells[0] & FUTOSHIKI_PROBLEM_CONFLICT);

  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 4));
  g_assert_true (futoshiki_document_set_entry (document, 0, 2, 3));
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_true (problems->right[1] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[1] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[2] & FUTOSHIKI_PROBLEM_CONFLICT);

  /* Against the solution, every wrong entry is a mistake. */
  problems = futoshiki_document_get_problems (document, solution);
  g_assert_true (problems->cells[3] & FUTOSHIKI_PROBLEM_MISTAKE);
  g_assert_true (problems->cells[1] & FUTOSHIKI_PROBLEM_MISTAKE);
  g_assert_true (problems->cells[2] & FUTOSHIKI_PROBLEM_MISTAKE);
  g_assert_false (problems->cells[0] & FUTOSHIKI_PROBLEM_MISTAKE);
  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 1));
  problems = futoshiki_document_get_problems (document, solution);
  g_assert_false (problems->cells[1] & FUTOSHIKI_PROBLEM_MISTAKE);

  g_assert_finalize_object (document);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/restart-and-apply", test_restart_and_apply);
  g_test_add_func ("/document/apply-hint", test_apply_hint);
  g_test_add_func ("/document/resize", test_resize);
  g_test_add_func ("/document/mode", test_mode);
  g_test_add_func ("/document/problems", test_problems);

  return g_test_run ();
}
