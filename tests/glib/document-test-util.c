/* document-test-util.c: watching a FutoshikiDocument's signals, and the example
 * document, for the document tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "document-test-util.h"

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Recorder   *recorder)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (recorder->notifies, pspec->name));

  g_hash_table_insert (recorder->notifies, (gpointer) pspec->name, GUINT_TO_POINTER (count + 1));
}

static void
on_changed (FutoshikiDocument       *document,
            FutoshikiDocumentChange  what,
            int                cell,
            Recorder          *recorder)
{
  recorder->n_changed++;
  recorder->last_what = what;
  recorder->last_cell = cell;
}

void
recorder_attach (Recorder    *recorder,
                 FutoshikiDocument *document)
{
  recorder->notifies = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (document, "notify", G_CALLBACK (on_notify), recorder);
  g_signal_connect (document, "changed", G_CALLBACK (on_changed), recorder);
}

guint
notifies (Recorder   *recorder,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (recorder->notifies, name));
}

void
recorder_reset (Recorder *recorder)
{
  g_hash_table_remove_all (recorder->notifies);
  recorder->n_changed = 0;
  recorder->last_what = 0;
  recorder->last_cell = -3;
}

void
recorder_clear (Recorder *recorder)
{
  g_clear_pointer (&recorder->notifies, g_hash_table_unref);
}

char *
game_text (FutoshikiDocument *document)
{
  return futoshiki_document_serialize (document);
}

/* The 4×4 example from Unequal, with its solution. */
FutoshikiDocument *
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
  return futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);
}
