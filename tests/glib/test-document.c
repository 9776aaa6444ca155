/* test-document.c: FutoshikiDocument without a display: a new document, givens,
 * relations, entries and pencil marks, candidates
 *
 * Every edit, its undo and redo, the notifications it sends (one per real
 * change), the dirty flag, the problems and candidates the board shows,
 * and the round trips through a file and through the session history.
 * (test-document-state.c and test-document-files.c hold the rest.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "document-test-util.h"

static void
test_new (void)
{
  FutoshikiDocument *document = futoshiki_document_new (5);

  g_assert_cmpint (futoshiki_document_get_size (document), ==, 5);
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  g_assert_false (futoshiki_document_get_dirty (document));
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_false (futoshiki_document_get_can_redo (document));
  g_assert_false (futoshiki_document_get_complete (document));
  g_assert_null (futoshiki_document_get_file (document));
  g_assert_false (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_redo (document));
  g_assert_finalize_object (document);
}

static void
test_given (void)
{
  FutoshikiDocument *document = futoshiki_document_new (5);
  Recorder recorder = { 0 };
  g_autofree char *empty = game_text (document);

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);

  g_assert_true (futoshiki_document_set_given (document, 1, 2, 4));
  g_assert_cmpint (futoshiki_document_get_given (document, 1, 2), ==, 4);
  g_assert_cmpint (futoshiki_document_get_value (document, 1, 2), ==, 4);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_what, ==, FUTOSHIKI_DOCUMENT_CHANGE_GIVENS);
  g_assert_cmpint (recorder.last_cell, ==, 1 * 5 + 2);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-undo"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-redo"), ==, 0);
  g_assert_true (futoshiki_document_get_dirty (document));

  /* The same value again is no change: no step, no signal, no notify. */
  recorder_reset (&recorder);
  g_assert_false (futoshiki_document_set_given (document, 1, 2, 4));
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  g_assert_cmpuint (g_hash_table_size (recorder.notifies), ==, 0);

  /* A second edit: can-undo is already TRUE, so it does not notify. */
  g_assert_true (futoshiki_document_set_given (document, 0, 0, 1));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-undo"), ==, 0);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 0);

  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 0);
  g_assert_cmpint (futoshiki_document_get_given (document, 1, 2), ==, 4);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_cell, ==, 0);
  g_assert_cmpuint (notifies (&recorder, "can-redo"), ==, 1);

  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_false (futoshiki_document_get_dirty (document));
  {
    g_autofree char *text = game_text (document);

    g_assert_cmpstr (text, ==, empty);
  }

  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 1);
  g_assert_false (futoshiki_document_get_can_redo (document));

  /* A given replaces an entry and marks in the same step. */
  g_assert_true (futoshiki_document_set_entry (document, 4, 4, 3));
  g_assert_true (futoshiki_document_set_pencil (document, 4, 4, FUTO_SET_BIT (2)));
  g_assert_cmpint (futoshiki_document_get_entry (document, 4, 4), ==, 0);
  g_assert_true (futoshiki_document_set_entry (document, 4, 4, 3));
  g_assert_true (futoshiki_document_set_given (document, 4, 4, 5));
  g_assert_cmpint (futoshiki_document_get_entry (document, 4, 4), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 4, 4), ==, 0);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_given (document, 4, 4), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, 4, 4), ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 4, 4), ==, FUTO_SET_BIT (2));

  /* Clearing a given. */
  g_assert_true (futoshiki_document_set_given (document, 1, 2, 0));
  g_assert_cmpint (futoshiki_document_get_value (document, 1, 2), ==, 0);

  /* An entry cannot go over a given. */
  g_assert_false (futoshiki_document_set_entry (document, 0, 0, 2));

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_relations (void)
{
  FutoshikiDocument *document = futoshiki_document_new (3);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);

  g_assert_true (futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_LEFT), ==, FUTO_REL_GREATER);
  g_assert_cmpint (recorder.last_what, ==, FUTOSHIKI_DOCUMENT_CHANGE_SIGNS);
  g_assert_cmpint (recorder.last_cell, ==, 0);

  /* Seen from the other cell, stored on the owner (left or upper) cell. */
  g_assert_true (futoshiki_document_set_relation (document, 2, 1, FUTO_DIR_UP, FUTO_REL_LESS));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (recorder.last_cell, ==, 1 * 3 + 1);

  /* Past the edge there is no gap. */
  g_assert_false (futoshiki_document_set_relation (document, 0, 2, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_false (futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_UP, FUTO_REL_LESS));

  /* Cycling: none → < → > → none. */
  g_assert_true (futoshiki_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (futoshiki_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (futoshiki_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);

  /* Each cycle was a step of its own. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_cmpint (futo_puzzle_count_signs (futoshiki_document_get_puzzle (document)), ==, 0);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_entries_and_pencil (void)
{
  FutoshikiDocument *document = futoshiki_document_new (4);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);

  /* Pencil marks toggle. */
  g_assert_true (futoshiki_document_toggle_pencil (document, 0, 1, 3));
  g_assert_true (futoshiki_document_toggle_pencil (document, 0, 1, 1));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  g_assert_true (futoshiki_document_toggle_pencil (document, 0, 1, 3));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_true (futoshiki_document_set_pencil (document, 2, 3, FUTO_SET_BIT (3) | FUTO_SET_BIT (4)));
  g_assert_true (futoshiki_document_set_pencil (document, 1, 1, FUTO_SET_BIT (3)));
  g_assert_true (futoshiki_document_set_pencil (document, 2, 2, FUTO_SET_BIT (3)));

  /* Without auto-clean, an entry leaves the marks alone. */
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_set_entry (document, 0, 3, 3));
  g_assert_cmpint (recorder.last_what, ==, FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES);
  g_assert_cmpint (recorder.last_cell, ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (futoshiki_document_undo (document));

  /* With it, the row and column lose the mark, in the same step. */
  futoshiki_document_set_auto_clean_pencil (document, TRUE);
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_set_entry (document, 0, 3, 3));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_what, ==, FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES | FUTOSHIKI_DOCUMENT_CHANGE_PENCIL);
  g_assert_cmpint (recorder.last_cell, ==, -1);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 1), ==, FUTO_SET_BIT (3));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 3), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));

  /* A mark over an entry takes the entry away. */
  g_assert_true (futoshiki_document_toggle_pencil (document, 0, 3, 2));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 3), ==, 0);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 3), ==, 3);

  /* Clearing a cell clears both, in one step. */
  g_assert_true (futoshiki_document_set_pencil (document, 3, 0, FUTO_SET_BIT (2)));
  g_assert_true (futoshiki_document_clear_cell (document, 0, 3));
  g_assert_true (futoshiki_document_clear_cell (document, 3, 0));
  g_assert_false (futoshiki_document_clear_cell (document, 3, 0));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 3, 0), ==, 0);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 3, 0), ==, FUTO_SET_BIT (2));

  /* Clearing every mark is one step. */
  g_assert_true (futoshiki_document_clear_all_pencil (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, 0);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_candidates (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);

  /* r1c2 < r1c3, with 2 given in the row: 1 or 3 (not 4: it must be less). */
  g_assert_cmpuint (futoshiki_document_get_candidates (document, 0, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  /* r1c3 > r1c2: not 1, not 2 (given in row). */
  g_assert_cmpuint (futoshiki_document_get_candidates (document, 0, 2), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  /* r2c1 > r3c1, 2 above: 3 or 4. */
  g_assert_cmpuint (futoshiki_document_get_candidates (document, 1, 0), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));

  /* A filled neighbour bounds the value. */
  g_assert_true (futoshiki_document_set_entry (document, 0, 2, 3));
  g_assert_cmpuint (futoshiki_document_get_candidates (document, 0, 1), ==, FUTO_SET_BIT (1));

  /* Fill all: one step, only empty cells, leaving givens and entries. */
  g_assert_true (futoshiki_document_fill_candidates (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 0), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 2), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 0), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 0), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 2), ==, 3);

  g_assert_finalize_object (document);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/new", test_new);
  g_test_add_func ("/document/given", test_given);
  g_test_add_func ("/document/relations", test_relations);
  g_test_add_func ("/document/entries-and-pencil", test_entries_and_pencil);
  g_test_add_func ("/document/candidates", test_candidates);

  return g_test_run ();
}
