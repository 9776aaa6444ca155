/* test-document.c: LabDocument without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit, its undo and redo, the notifications it sends (one per real
 * change), the dirty flag, the problems and candidates the board shows,
 * and the round trips through a file and through the session history.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "lab-document.h"

/* Counts notifies per property name and "changed" emissions. */
typedef struct
{
  GHashTable        *notifies;
  guint              n_changed;
  LabDocumentChange  last_what;
  int                last_cell;
} Recorder;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Recorder   *recorder)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (recorder->notifies, pspec->name));

  g_hash_table_insert (recorder->notifies, (gpointer) pspec->name, GUINT_TO_POINTER (count + 1));
}

static void
on_changed (LabDocument       *document,
            LabDocumentChange  what,
            int                cell,
            Recorder          *recorder)
{
  recorder->n_changed++;
  recorder->last_what = what;
  recorder->last_cell = cell;
}

static void
recorder_attach (Recorder    *recorder,
                 LabDocument *document)
{
  recorder->notifies = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (document, "notify", G_CALLBACK (on_notify), recorder);
  g_signal_connect (document, "changed", G_CALLBACK (on_changed), recorder);
}

static guint
notifies (Recorder   *recorder,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (recorder->notifies, name));
}

static void
recorder_reset (Recorder *recorder)
{
  g_hash_table_remove_all (recorder->notifies);
  recorder->n_changed = 0;
  recorder->last_what = 0;
  recorder->last_cell = -3;
}

static void
recorder_clear (Recorder *recorder)
{
  g_clear_pointer (&recorder->notifies, g_hash_table_unref);
}

static char *
game_text (LabDocument *document)
{
  return lab_document_serialize (document);
}

/* The 4×4 example from Unequal, with its solution. */
static LabDocument *
example_document (const guint8 **solution)
{
  static const guint8 answer[] = {
    2, 1, 4, 3,
    4, 3, 1, 2,
    3, 4, 2, 1,
    1, 2, 3, 4,
  };
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  futo_puzzle_set_given (puzzle, 0, 0, 2);
  futo_puzzle_set_given (puzzle, 3, 3, 4);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);   /* 1 < 4 */
  futo_puzzle_set_relation (puzzle, 1, 0, FUTO_DIR_DOWN, FUTO_REL_GREATER); /* 4 > 3 */
  futo_puzzle_set_relation (puzzle, 2, 2, FUTO_DIR_RIGHT, FUTO_REL_GREATER);/* 2 > 1 */
  g_assert_true (futo_puzzle_is_solution (puzzle, answer));
  if (solution != NULL)
    *solution = answer;
  return lab_document_new_for_game (futo_game_new (puzzle), NULL);
}

static void
test_new (void)
{
  LabDocument *document = lab_document_new (5);

  g_assert_cmpint (lab_document_get_size (document), ==, 5);
  g_assert_cmpint (lab_document_get_mode (document), ==, LAB_DOCUMENT_MODE_EDIT);
  g_assert_false (lab_document_get_dirty (document));
  g_assert_false (lab_document_get_can_undo (document));
  g_assert_false (lab_document_get_can_redo (document));
  g_assert_false (lab_document_get_complete (document));
  g_assert_null (lab_document_get_file (document));
  g_assert_false (lab_document_undo (document));
  g_assert_false (lab_document_redo (document));
  g_assert_finalize_object (document);
}

static void
test_given (void)
{
  LabDocument *document = lab_document_new (5);
  Recorder recorder = { 0 };
  g_autofree char *empty = game_text (document);

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);

  g_assert_true (lab_document_set_given (document, 1, 2, 4));
  g_assert_cmpint (lab_document_get_given (document, 1, 2), ==, 4);
  g_assert_cmpint (lab_document_get_value (document, 1, 2), ==, 4);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_what, ==, LAB_DOCUMENT_CHANGE_GIVENS);
  g_assert_cmpint (recorder.last_cell, ==, 1 * 5 + 2);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-undo"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-redo"), ==, 0);
  g_assert_true (lab_document_get_dirty (document));

  /* The same value again is no change: no step, no signal, no notify. */
  recorder_reset (&recorder);
  g_assert_false (lab_document_set_given (document, 1, 2, 4));
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  g_assert_cmpuint (g_hash_table_size (recorder.notifies), ==, 0);

  /* A second edit: can-undo is already TRUE, so it does not notify. */
  g_assert_true (lab_document_set_given (document, 0, 0, 1));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpuint (notifies (&recorder, "can-undo"), ==, 0);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 0);

  recorder_reset (&recorder);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 0);
  g_assert_cmpint (lab_document_get_given (document, 1, 2), ==, 4);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_cell, ==, 0);
  g_assert_cmpuint (notifies (&recorder, "can-redo"), ==, 1);

  g_assert_true (lab_document_undo (document));
  g_assert_false (lab_document_get_can_undo (document));
  g_assert_false (lab_document_get_dirty (document));
  {
    g_autofree char *text = game_text (document);

    g_assert_cmpstr (text, ==, empty);
  }

  g_assert_true (lab_document_redo (document));
  g_assert_true (lab_document_redo (document));
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 1);
  g_assert_false (lab_document_get_can_redo (document));

  /* A given replaces an entry and marks in the same step. */
  g_assert_true (lab_document_set_entry (document, 4, 4, 3));
  g_assert_true (lab_document_set_pencil (document, 4, 4, FUTO_SET_BIT (2)));
  g_assert_cmpint (lab_document_get_entry (document, 4, 4), ==, 0);
  g_assert_true (lab_document_set_entry (document, 4, 4, 3));
  g_assert_true (lab_document_set_given (document, 4, 4, 5));
  g_assert_cmpint (lab_document_get_entry (document, 4, 4), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 4, 4), ==, 0);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_given (document, 4, 4), ==, 0);
  g_assert_cmpint (lab_document_get_entry (document, 4, 4), ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (document, 4, 4), ==, FUTO_SET_BIT (2));

  /* Clearing a given. */
  g_assert_true (lab_document_set_given (document, 1, 2, 0));
  g_assert_cmpint (lab_document_get_value (document, 1, 2), ==, 0);

  /* An entry cannot go over a given. */
  g_assert_false (lab_document_set_entry (document, 0, 0, 2));

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_relations (void)
{
  LabDocument *document = lab_document_new (3);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);

  g_assert_true (lab_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_cmpint (lab_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_LEFT), ==, FUTO_REL_GREATER);
  g_assert_cmpint (recorder.last_what, ==, LAB_DOCUMENT_CHANGE_SIGNS);
  g_assert_cmpint (recorder.last_cell, ==, 0);

  /* Seen from the other cell, stored on the owner (left or upper) cell. */
  g_assert_true (lab_document_set_relation (document, 2, 1, FUTO_DIR_UP, FUTO_REL_LESS));
  g_assert_cmpint (lab_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (recorder.last_cell, ==, 1 * 3 + 1);

  /* Past the edge there is no gap. */
  g_assert_false (lab_document_set_relation (document, 0, 2, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_false (lab_document_set_relation (document, 0, 0, FUTO_DIR_UP, FUTO_REL_LESS));

  /* Cycling: none → < → > → none. */
  g_assert_true (lab_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (lab_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (lab_document_cycle_relation (document, 1, 0, FUTO_DIR_RIGHT));
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);

  /* Each cycle was a step of its own. */
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  g_assert_true (lab_document_undo (document));
  g_assert_false (lab_document_get_can_undo (document));
  g_assert_cmpint (futo_puzzle_count_signs (lab_document_get_puzzle (document)), ==, 0);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_entries_and_pencil (void)
{
  LabDocument *document = lab_document_new (4);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);

  /* Pencil marks toggle. */
  g_assert_true (lab_document_toggle_pencil (document, 0, 1, 3));
  g_assert_true (lab_document_toggle_pencil (document, 0, 1, 1));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  g_assert_true (lab_document_toggle_pencil (document, 0, 1, 3));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_true (lab_document_set_pencil (document, 2, 3, FUTO_SET_BIT (3) | FUTO_SET_BIT (4)));
  g_assert_true (lab_document_set_pencil (document, 1, 1, FUTO_SET_BIT (3)));
  g_assert_true (lab_document_set_pencil (document, 2, 2, FUTO_SET_BIT (3)));

  /* Without auto-clean, an entry leaves the marks alone. */
  recorder_reset (&recorder);
  g_assert_true (lab_document_set_entry (document, 0, 3, 3));
  g_assert_cmpint (recorder.last_what, ==, LAB_DOCUMENT_CHANGE_ENTRIES);
  g_assert_cmpint (recorder.last_cell, ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (lab_document_undo (document));

  /* With it, the row and column lose the mark, in the same step. */
  lab_document_set_auto_clean_pencil (document, TRUE);
  recorder_reset (&recorder);
  g_assert_true (lab_document_set_entry (document, 0, 3, 3));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.last_what, ==, LAB_DOCUMENT_CHANGE_ENTRIES | LAB_DOCUMENT_CHANGE_PENCIL);
  g_assert_cmpint (recorder.last_cell, ==, -1);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));
  g_assert_cmpuint (lab_document_get_pencil (document, 1, 1), ==, FUTO_SET_BIT (3));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_entry (document, 0, 3), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (lab_document_redo (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));

  /* A mark over an entry takes the entry away. */
  g_assert_true (lab_document_toggle_pencil (document, 0, 3, 2));
  g_assert_cmpint (lab_document_get_entry (document, 0, 3), ==, 0);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_entry (document, 0, 3), ==, 3);

  /* Clearing a cell clears both, in one step. */
  g_assert_true (lab_document_set_pencil (document, 3, 0, FUTO_SET_BIT (2)));
  g_assert_true (lab_document_clear_cell (document, 0, 3));
  g_assert_true (lab_document_clear_cell (document, 3, 0));
  g_assert_false (lab_document_clear_cell (document, 3, 0));
  g_assert_cmpuint (lab_document_get_pencil (document, 3, 0), ==, 0);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 3, 0), ==, FUTO_SET_BIT (2));

  /* Clearing every mark is one step. */
  g_assert_true (lab_document_clear_all_pencil (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, 0);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 3), ==, FUTO_SET_BIT (4));

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_candidates (void)
{
  const guint8 *solution;
  LabDocument *document = example_document (&solution);

  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);

  /* r1c2 < r1c3, with 2 given in the row: 1 or 3 (not 4: it must be less). */
  g_assert_cmpuint (lab_document_get_candidates (document, 0, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  /* r1c3 > r1c2: not 1, not 2 (given in row). */
  g_assert_cmpuint (lab_document_get_candidates (document, 0, 2), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  /* r2c1 > r3c1, 2 above: 3 or 4. */
  g_assert_cmpuint (lab_document_get_candidates (document, 1, 0), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));

  /* A filled neighbour bounds the value. */
  g_assert_true (lab_document_set_entry (document, 0, 2, 3));
  g_assert_cmpuint (lab_document_get_candidates (document, 0, 1), ==, FUTO_SET_BIT (1));

  /* Fill all: one step, only empty cells, leaving givens and entries. */
  g_assert_true (lab_document_fill_candidates (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (1));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 0), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 2), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 1, 0), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (lab_document_undo (document));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 1, 0), ==, 0);
  g_assert_cmpint (lab_document_get_entry (document, 0, 2), ==, 3);

  g_assert_finalize_object (document);
}

static void
test_restart_and_apply (void)
{
  const guint8 *solution;
  LabDocument *document = example_document (&solution);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  g_assert_true (lab_document_set_entry (document, 1, 1, 3));
  g_assert_true (lab_document_toggle_pencil (document, 2, 2, 2));

  recorder_reset (&recorder);
  g_assert_true (lab_document_restart (document));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (lab_document_count_filled (document), ==, 2);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 2), ==, 0);
  g_assert_false (lab_document_restart (document));
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 2), ==, FUTO_SET_BIT (2));

  /* Applying a solution is one step, and completes the puzzle. */
  recorder_reset (&recorder);
  g_assert_true (lab_document_apply_values (document, solution));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_true (lab_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);
  g_assert_cmpint (lab_document_count_filled (document), ==, 16);
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 2);
  g_assert_cmpint (lab_document_get_entry (document, 0, 0), ==, 0);

  recorder_reset (&recorder);
  g_assert_true (lab_document_undo (document));
  g_assert_false (lab_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);
  g_assert_cmpint (lab_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpint (lab_document_count_filled (document), ==, 3);

  /* Completing cell by cell notifies once, at the last one. */
  recorder_reset (&recorder);
  g_assert_true (lab_document_restart (document));
  for (int i = 0; i < 16; i++)
    if (lab_document_get_given (document, i / 4, i % 4) == 0)
      lab_document_set_entry (document, i / 4, i % 4, solution[i]);
  g_assert_true (lab_document_get_complete (document));
  g_assert_cmpuint (notifies (&recorder, "complete"), ==, 1);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_resize (void)
{
  const guint8 *solution;
  LabDocument *document = example_document (&solution);
  Recorder recorder = { 0 };
  g_autofree char *before = NULL;

  recorder_attach (&recorder, document);
  g_assert_true (lab_document_set_entry (document, 1, 1, 3));
  g_assert_true (lab_document_set_pencil (document, 1, 2, FUTO_SET_BIT (1) | FUTO_SET_BIT (4)));
  before = game_text (document);

  /* Shrinking keeps what fits: r1c1's 2, the sign r1c2 < r1c3, the entry
   * 3 and the mark 1, not the 4 at r4c4 or the mark 4. */
  recorder_reset (&recorder);
  g_assert_true (lab_document_resize (document, 3));
  g_assert_cmpint (lab_document_get_size (document), ==, 3);
  g_assert_cmpuint (notifies (&recorder, "size"), ==, 1);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_true (recorder.last_what & LAB_DOCUMENT_CHANGE_SIZE);
  g_assert_cmpint (recorder.last_cell, ==, -1);
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 2);
  g_assert_cmpint (lab_document_get_entry (document, 1, 1), ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (document, 1, 2), ==, FUTO_SET_BIT (1));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (lab_document_get_relation (document, 2, 2, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_false (lab_document_resize (document, 3));

  /* Growing adds empty cells around the rest; undo goes back exactly. */
  g_assert_true (lab_document_resize (document, 7));
  g_assert_cmpint (lab_document_get_size (document), ==, 7);
  g_assert_cmpint (lab_document_get_given (document, 6, 6), ==, 0);
  g_assert_true (lab_document_set_given (document, 6, 6, 7));
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_size (document), ==, 3);
  recorder_reset (&recorder);
  g_assert_true (lab_document_undo (document));
  g_assert_cmpint (lab_document_get_size (document), ==, 4);
  g_assert_cmpuint (notifies (&recorder, "size"), ==, 1);
  {
    g_autofree char *after = game_text (document);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_true (lab_document_redo (document));
  g_assert_true (lab_document_redo (document));
  g_assert_true (lab_document_redo (document));
  g_assert_cmpint (lab_document_get_size (document), ==, 7);
  g_assert_cmpint (lab_document_get_given (document, 6, 6), ==, 7);

  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static void
test_mode (void)
{
  LabDocument *document = lab_document_new (4);
  Recorder recorder = { 0 };

  recorder_attach (&recorder, document);
  recorder_reset (&recorder);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  g_object_set (document, "mode", LAB_DOCUMENT_MODE_PLAY, NULL);
  g_assert_cmpuint (notifies (&recorder, "mode"), ==, 1);
  /* The mode is not an edit: nothing to undo, nothing to save. */
  g_assert_false (lab_document_get_can_undo (document));
  g_assert_false (lab_document_get_dirty (document));
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
  LabDocument *document = example_document (&solution);
  const LabProblems *problems;

  /* Edit mode: the validator's view of the givens. */
  problems = lab_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 0);
  g_assert_true (lab_document_set_given (document, 0, 3, 2));
  problems = lab_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 2);
  g_assert_true (problems->cells[0] & LAB_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[3] & LAB_PROBLEM_CONFLICT);
  g_assert_true (lab_document_undo (document));

  /* A given that breaks a sign marks both cells and the sign. */
  g_assert_true (lab_document_set_given (document, 0, 1, 4));
  g_assert_true (lab_document_set_given (document, 0, 2, 3));
  problems = lab_document_get_problems (document, NULL);
  g_assert_true (problems->right[1] & LAB_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[1] & LAB_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[2] & LAB_PROBLEM_CONFLICT);
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_undo (document));

  /* Play mode: entries that repeat a value or break a sign. */
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  g_assert_true (lab_document_set_entry (document, 0, 3, 2));
  problems = lab_document_get_problems (document, NULL);
  g_assert_cmpint (problems->n_cells, ==, 1);
  g_assert_true (problems->cells[3] & LAB_PROBLEM_CONFLICT);
  g_assert_false (problems->cells[0] & LAB_PROBLEM_CONFLICT);

  g_assert_true (lab_document_set_entry (document, 0, 1, 4));
  g_assert_true (lab_document_set_entry (document, 0, 2, 3));
  problems = lab_document_get_problems (document, NULL);
  g_assert_true (problems->right[1] & LAB_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[1] & LAB_PROBLEM_CONFLICT);
  g_assert_true (problems->cells[2] & LAB_PROBLEM_CONFLICT);

  /* Against the solution, every wrong entry is a mistake. */
  problems = lab_document_get_problems (document, solution);
  g_assert_true (problems->cells[3] & LAB_PROBLEM_MISTAKE);
  g_assert_true (problems->cells[1] & LAB_PROBLEM_MISTAKE);
  g_assert_true (problems->cells[2] & LAB_PROBLEM_MISTAKE);
  g_assert_false (problems->cells[0] & LAB_PROBLEM_MISTAKE);
  g_assert_true (lab_document_set_entry (document, 0, 1, 1));
  problems = lab_document_get_problems (document, solution);
  g_assert_false (problems->cells[1] & LAB_PROBLEM_MISTAKE);

  g_assert_finalize_object (document);
}

static void
test_save_round_trip (void)
{
  const guint8 *solution;
  LabDocument *document = example_document (&solution);
  LabDocument *copy;
  Recorder recorder = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("lab-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.futoshiki", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *read_back = NULL;
  g_autofree char *copy_text = NULL;
  FutoError parse_error;
  FutoGame *game;

  recorder_attach (&recorder, document);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  g_assert_true (lab_document_set_entry (document, 1, 1, 3));
  g_assert_true (lab_document_set_pencil (document, 2, 1, FUTO_SET_BIT (2) | FUTO_SET_BIT (4)));
  g_assert_true (lab_document_get_dirty (document));

  text = lab_document_serialize (document);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  recorder_reset (&recorder);
  lab_document_mark_saved (document, file);
  g_assert_false (lab_document_get_dirty (document));
  g_assert_true (g_file_equal (lab_document_get_file (document), file));
  g_assert_cmpuint (notifies (&recorder, "file"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);
  lab_document_mark_saved (document, file);
  g_assert_cmpuint (notifies (&recorder, "file"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);

  /* Undo and redo cross the saved point. */
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_get_dirty (document));
  g_assert_true (lab_document_redo (document));
  g_assert_false (lab_document_get_dirty (document));

  /* A new step after undoing past the saved point makes it unreachable. */
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_set_entry (document, 3, 0, 1));
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_get_dirty (document));

  /* What was written reads back equal. */
  g_assert_true (g_file_get_contents (path, &read_back, NULL, &error));
  futo_error_clear (&parse_error);
  game = futo_native_read (read_back, strlen (read_back), &parse_error);
  g_assert_nonnull (game);
  copy = lab_document_new_for_game (game, file);
  g_assert_false (lab_document_get_dirty (copy));
  copy_text = lab_document_serialize (copy);
  g_assert_cmpstr (copy_text, ==, text);
  g_assert_cmpint (lab_document_get_entry (copy, 1, 1), ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (copy, 2, 1), ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (4));
  lab_document_mark_unsaved (copy);
  g_assert_true (lab_document_get_dirty (copy));

  g_assert_finalize_object (copy);
  g_unlink (path);
  g_rmdir (dir);
  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static LabDocument *
document_from_text (const char *text)
{
  FutoError parse_error;
  FutoGame *game;

  futo_error_clear (&parse_error);
  game = futo_native_read (text, strlen (text), &parse_error);
  g_assert_nonnull (game);
  return lab_document_new_for_game (game, NULL);
}

static void
test_history_round_trip (void)
{
  const guint8 *solution;
  LabDocument *document = example_document (&solution);
  LabDocument *restored;
  LabDocument *stranger;
  g_autofree char *history = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  char *states[6] = { NULL };

  /* Five steps of every kind, one of them a resize; two are undone. */
  states[0] = game_text (document);
  g_assert_true (lab_document_set_given (document, 1, 1, 3));
  states[1] = game_text (document);
  g_assert_true (lab_document_cycle_relation (document, 2, 0, FUTO_DIR_DOWN));
  states[2] = game_text (document);
  g_assert_true (lab_document_resize (document, 5));
  states[3] = game_text (document);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  g_assert_true (lab_document_set_entry (document, 4, 4, 5));
  states[4] = game_text (document);
  g_assert_true (lab_document_fill_candidates (document));
  states[5] = game_text (document);
  g_assert_true (lab_document_undo (document));
  g_assert_true (lab_document_undo (document));
  lab_document_mark_unsaved (document);

  history = lab_document_serialize_history (document);
  text = game_text (document);
  g_assert_cmpstr (text, ==, states[3]);

  restored = document_from_text (text);
  g_assert_true (lab_document_load_history (restored, history, strlen (history), &error));
  g_assert_no_error (error);
  g_assert_true (lab_document_get_dirty (restored));
  g_assert_true (lab_document_get_can_undo (restored));
  g_assert_true (lab_document_get_can_redo (restored));

  /* Redo all, then undo all, comparing every state. */
  for (int i = 4; i <= 5; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (lab_document_redo (restored));
      now = game_text (restored);
      g_assert_cmpstr (now, ==, states[i]);
    }
  for (int i = 4; i >= 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (lab_document_undo (restored));
      now = game_text (restored);
      g_assert_cmpstr (now, ==, states[i]);
    }
  g_assert_false (lab_document_get_can_undo (restored));

  /* A history that does not lead to the document is refused, untouched. */
  stranger = lab_document_new (4);
  g_assert_false (lab_document_load_history (stranger, history, strlen (history), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (lab_document_get_can_undo (stranger));

  /* So is a damaged one, at every length. */
  for (gsize len = 0; len < strlen (history); len += 7)
    {
      LabDocument *victim = document_from_text (text);

      g_assert_false (lab_document_load_history (victim, history, len, NULL));
      g_assert_false (lab_document_get_can_undo (victim));
      g_assert_finalize_object (victim);
    }
  g_assert_false (lab_document_load_history (stranger, "futoshiki-lab-history: 2\n", 25, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    g_free (states[i]);
  g_assert_finalize_object (stranger);
  g_assert_finalize_object (restored);
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
  g_test_add_func ("/document/restart-and-apply", test_restart_and_apply);
  g_test_add_func ("/document/resize", test_resize);
  g_test_add_func ("/document/mode", test_mode);
  g_test_add_func ("/document/problems", test_problems);
  g_test_add_func ("/document/save-round-trip", test_save_round_trip);
  g_test_add_func ("/document/history-round-trip", test_history_round_trip);

  return g_test_run ();
}
