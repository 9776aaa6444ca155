/* test-document-play.c: the player's tools on a FutoshikiDocument
 *
 * Check (good, a broken rule named with its cell, a dead end that does
 * not say where), Back to Last Good Position, Commit Pencil Marks,
 * savepoints, and the pencil marks a placement cleans: row, column and
 * the signs or Adjacent marks of the cell, as one undo step with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "document-test-util.h"
#include "futoshiki-document-play.h"

#define ALL4 FUTO_SET_FULL (4)
#define BIT(v) FUTO_SET_BIT (v)

static FutoshikiDocument *
playing_example (const guint8 **solution)
{
  FutoshikiDocument *document = example_document (solution);

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  return document;
}

static void
assert_check (FutoshikiDocument *document,
              const guint8      *solution,
              FutoshikiPosition  expected,
              int                expected_cell,
              const char        *expected_message)
{
  g_autofree char *message = NULL;
  int cell = -2;

  g_assert_cmpint (futoshiki_document_check_position (document, solution, &cell, &message), ==, expected);
  g_assert_cmpint (cell, ==, expected_cell);
  g_assert_cmpstr (message, ==, expected_message);
}

static void
test_check (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = playing_example (&solution);

  assert_check (document, solution, FUTOSHIKI_POSITION_GOOD, -1, "All entries so far are right.");
  futoshiki_document_set_entry (document, 0, 1, 1);
  assert_check (document, solution, FUTOSHIKI_POSITION_GOOD, -1, "All entries so far are right.");

  /* The given 2 in r1c1: the entry is the one that cannot be right. */
  futoshiki_document_set_entry (document, 0, 2, 2);
  assert_check (document, solution, FUTOSHIKI_POSITION_CONFLICT, 2,
                "r1c3 cannot be right: r1c1 in the same row holds 2 too.");
  assert_check (document, NULL, FUTOSHIKI_POSITION_CONFLICT, 2,
                "r1c3 cannot be right: r1c1 in the same row holds 2 too.");

  /* r1c2 < r1c3, broken by 4 and 3. */
  futoshiki_document_set_entry (document, 0, 1, 4);
  futoshiki_document_set_entry (document, 0, 2, 3);
  assert_check (document, solution, FUTOSHIKI_POSITION_CONFLICT, 2,
                "r1c3 cannot be right: the sign says it is larger than r1c2, which holds 4.");

  /* No rule broken, but r1c2 is not 3 in the solution: Check says the
   * position is lost without saying which entry lost it. */
  futoshiki_document_clear_cell (document, 0, 2);
  futoshiki_document_set_entry (document, 0, 1, 3);
  assert_check (document, solution, FUTOSHIKI_POSITION_DEAD_END, -1,
                "No rule is broken, but no solution can be reached from here: an entry is wrong.");
  assert_check (document, NULL, FUTOSHIKI_POSITION_GOOD, -1, "No entry breaks a rule so far.");
  g_assert_finalize_object (document);
}

static void
test_back_to_good (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = playing_example (&solution);
  g_autofree char *good = NULL, *lost = NULL, *text = NULL;

  /* Nothing to go back from. */
  g_assert_false (futoshiki_document_back_to_good (document, solution));

  futoshiki_document_set_entry (document, 0, 1, 1);
  futoshiki_document_set_entry (document, 1, 1, 3);
  good = game_text (document);
  futoshiki_document_set_entry (document, 2, 1, 2);   /* wrong: 4 */
  futoshiki_document_set_entry (document, 1, 0, 4);   /* right, after the wrong one */
  futoshiki_document_toggle_pencil (document, 3, 2, 3);
  lost = game_text (document);

  g_assert_true (futoshiki_document_back_to_good (document, solution));
  text = game_text (document);
  g_assert_cmpstr (text, ==, good);
  g_assert_cmpint (futoshiki_document_check_position (document, solution, NULL, NULL), ==,
                   FUTOSHIKI_POSITION_GOOD);

  /* One undo step brings the lost position back, one redo goes again. */
  g_assert_true (futoshiki_document_undo (document));
  g_clear_pointer (&text, g_free);
  text = game_text (document);
  g_assert_cmpstr (text, ==, lost);
  g_assert_true (futoshiki_document_redo (document));
  g_clear_pointer (&text, g_free);
  text = game_text (document);
  g_assert_cmpstr (text, ==, good);
  g_assert_finalize_object (document);
}

/* A wrong move made before the first good one: the empty board at the
 * start of the history is the last good position. An edit of the
 * puzzle ends the search. */
static void
test_back_to_good_start (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);

  futoshiki_document_set_given (document, 1, 1, 3);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  futoshiki_document_set_entry (document, 0, 1, 4); /* wrong: 1 */
  futoshiki_document_set_entry (document, 2, 2, 2);
  g_assert_true (futoshiki_document_back_to_good (document, solution));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 0);
  g_assert_cmpint (futoshiki_document_get_entry (document, 2, 2), ==, 0);
  /* The given entered before playing stays. */
  g_assert_cmpint (futoshiki_document_get_given (document, 1, 1), ==, 3);
  g_assert_finalize_object (document);
}

static void
test_commit_pencil (void)
{
  FutoshikiDocument *document = playing_example (NULL);
  g_autofree char *before = NULL, *after = NULL;

  futoshiki_document_set_pencil (document, 0, 1, BIT (1));
  futoshiki_document_set_pencil (document, 1, 1, BIT (3));
  futoshiki_document_set_pencil (document, 2, 2, BIT (2) | BIT (3));
  futoshiki_document_set_pencil (document, 2, 1, BIT (4));
  before = game_text (document);

  g_assert_true (futoshiki_document_commit_pencil (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 1);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpint (futoshiki_document_get_entry (document, 2, 1), ==, 4);
  g_assert_cmpint (futoshiki_document_get_pencil (document, 0, 1), ==, 0);
  /* Two marks are a choice the player has not made. */
  g_assert_cmpint (futoshiki_document_get_entry (document, 2, 2), ==, 0);
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 2), ==, BIT (2) | BIT (3));

  /* Nothing left to commit. */
  g_assert_false (futoshiki_document_commit_pencil (document));

  g_assert_true (futoshiki_document_undo (document));
  after = game_text (document);
  g_assert_cmpstr (after, ==, before);
  g_assert_finalize_object (document);
}

static void
test_savepoints (void)
{
  FutoshikiDocument *document = playing_example (NULL);
  Recorder recorder = { 0 };
  g_autofree char *at_first = NULL, *later = NULL, *text = NULL, *label = NULL;
  guint first, second;

  recorder_attach (&recorder, document);
  futoshiki_document_set_entry (document, 0, 1, 1);
  recorder_reset (&recorder);
  first = futoshiki_document_add_savepoint (document);
  at_first = game_text (document);
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpuint (futoshiki_document_get_n_savepoints (document), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "n-savepoints"), ==, 1);
  /* Marking is no edit: nothing to undo, nothing changed. */
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  label = futoshiki_document_dup_savepoint_label (document, first);
  g_assert_true (g_str_has_prefix (label, "Savepoint 1 · "));
  g_assert_true (g_str_has_suffix (label, " · 3 cells filled"));

  /* Trying: a wrong guess and its marks. */
  futoshiki_document_set_entry (document, 1, 1, 4);
  futoshiki_document_toggle_pencil (document, 2, 2, 2);
  second = futoshiki_document_add_savepoint (document);
  g_assert_cmpuint (second, ==, 2);
  futoshiki_document_set_entry (document, 3, 0, 1);
  later = game_text (document);

  g_assert_true (futoshiki_document_restore_savepoint (document, first));
  text = game_text (document);
  g_assert_cmpstr (text, ==, at_first);
  /* The savepoint stays, and restoring it again changes nothing. */
  g_assert_cmpuint (futoshiki_document_get_n_savepoints (document), ==, 2);
  g_assert_false (futoshiki_document_restore_savepoint (document, first));

  /* One undo step, back to where the player was. */
  g_assert_true (futoshiki_document_undo (document));
  g_clear_pointer (&text, g_free);
  text = game_text (document);
  g_assert_cmpstr (text, ==, later);

  /* Keep going and drop it. */
  recorder_reset (&recorder);
  g_assert_true (futoshiki_document_drop_savepoint (document, first));
  g_assert_false (futoshiki_document_drop_savepoint (document, first));
  g_assert_cmpuint (notifies (&recorder, "n-savepoints"), ==, 1);
  g_assert_cmpuint (futoshiki_document_get_n_savepoints (document), ==, 1);
  g_assert_cmpuint (futoshiki_document_get_savepoint_number (document, 0), ==, second);
  g_assert_cmpuint (futoshiki_document_get_savepoint_number (document, 1), ==, 0);
  g_assert_false (futoshiki_document_restore_savepoint (document, first));
  g_assert_null (futoshiki_document_dup_savepoint_label (document, first));

  /* A savepoint of another board gives nothing back. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  futoshiki_document_resize (document, 5);
  g_assert_false (futoshiki_document_restore_savepoint (document, second));

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_clean_signs (void)
{
  FutoshikiDocument *document = playing_example (NULL);
  g_autofree char *before = NULL, *after = NULL;

  futoshiki_document_set_auto_clean_pencil (document, TRUE);
  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 4; col++)
      if (futoshiki_document_get_given (document, row, col) == 0)
        futoshiki_document_set_pencil (document, row, col, ALL4);
  before = game_text (document);

  /* r1c2 < r1c3: 3 in r1c2 leaves r1c3 only 4; the row and column lose 3. */
  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 3));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 0, 2), ==, BIT (4));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 0, 3), ==, ALL4 & ~BIT (3));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 1, 1), ==, ALL4 & ~BIT (3));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 3, 1), ==, ALL4 & ~BIT (3));
  /* Neither neighbour nor peer: untouched. */
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 2), ==, ALL4);
  /* Only direct consequences: r1c4 lost 3 and 4 could follow from r1c3's
   * single 4, but that is the player's to see. */
  g_assert_true (futoshiki_document_get_pencil (document, 0, 3) & BIT (4));

  /* r2c1 > r3c1: 2 in r2c1 leaves r3c1 only 1 (below 2). */
  g_assert_true (futoshiki_document_set_entry (document, 1, 0, 2));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 0), ==, BIT (1));
  /* The other side of a sign: 2 in r3c4 below r3c3 > r3c4 leaves r3c3 3
   * and 4 (and takes 2 from the row). */
  g_assert_true (futoshiki_document_set_entry (document, 2, 3, 2));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 2), ==, BIT (3) | BIT (4));

  /* Each placement was one undo step with its cleaning. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 2), ==, ALL4);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));
  after = game_text (document);
  g_assert_cmpstr (after, ==, before);

  /* Off: a placement leaves every other mark alone. */
  futoshiki_document_set_auto_clean_pencil (document, FALSE);
  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 3));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 0, 2), ==, ALL4);
  g_assert_finalize_object (document);
}

static void
test_clean_adjacent (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (5, FUTO_MODE_ADJACENT);
  FutoshikiDocument *document;
  FutoSet all5 = FUTO_SET_FULL (5);

  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT);
  document = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  futoshiki_document_set_auto_clean_pencil (document, TRUE);
  for (int row = 0; row < 5; row++)
    for (int col = 0; col < 5; col++)
      futoshiki_document_set_pencil (document, row, col, all5);

  g_assert_true (futoshiki_document_set_entry (document, 1, 1, 3));
  /* Marked: one apart. */
  g_assert_cmpint (futoshiki_document_get_pencil (document, 1, 2), ==, BIT (2) | BIT (4));
  /* Unmarked neighbours: not one apart (and not 3, the row and column). */
  g_assert_cmpint (futoshiki_document_get_pencil (document, 1, 0), ==, BIT (1) | BIT (5));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 0, 1), ==, BIT (1) | BIT (5));
  g_assert_cmpint (futoshiki_document_get_pencil (document, 2, 1), ==, BIT (1) | BIT (5));
  /* Two steps away in the row: only the 3 goes. */
  g_assert_cmpint (futoshiki_document_get_pencil (document, 1, 3), ==, all5 & ~BIT (3));
  g_assert_finalize_object (document);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document-play/check", test_check);
  g_test_add_func ("/document-play/back-to-good", test_back_to_good);
  g_test_add_func ("/document-play/back-to-good-start", test_back_to_good_start);
  g_test_add_func ("/document-play/commit-pencil", test_commit_pencil);
  g_test_add_func ("/document-play/savepoints", test_savepoints);
  g_test_add_func ("/document-play/clean-signs", test_clean_signs);
  g_test_add_func ("/document-play/clean-adjacent", test_clean_adjacent);
  return g_test_run ();
}
