/* futoshiki-document-play.c: the player's tools on a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What players of these puzzles ask for beside typing: is my position
 * still solvable, and if not, where was it last; savepoints for trial and
 * error; every single pencil mark as an entry at once. Each edit here
 * goes through the document's one path (futoshiki-document-private.h), so
 * it is one undo step and one "changed" emission like any other.
 *
 * In order: checking a position and its sentence, going back to the last
 * good position, committing pencil marks, savepoints.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-document-play.h"
#include "futoshiki-document-private.h"
#include "futoshiki-trace-sentence.h"

/* Checking a position */

/* Whether every entry of game agrees with solution. */
static gboolean
entries_agree (const FutoGame *game,
               const guint8   *solution)
{
  int cells = game->puzzle->size * game->puzzle->size;

  for (int i = 0; i < cells; i++)
    if (game->entries[i] != 0 && game->entries[i] != solution[i])
      return FALSE;
  return TRUE;
}

/* Of a broken pair, the cell the player can change: an entry rather than a
 * given; of two entries, the one the solution refutes, else the later. */
static int
wrong_cell_of (const FutoGame     *game,
               const FutoConflict *conflict,
               const guint8       *solution,
               int                *other)
{
  int first = conflict->first, second = conflict->second;
  gboolean first_given = game->puzzle->givens[first] != 0;
  gboolean second_given = game->puzzle->givens[second] != 0;
  int wrong = second;

  if (second_given && !first_given)
    wrong = first;
  else if (!first_given && !second_given && solution != NULL
           && game->entries[first] != solution[first] && game->entries[second] == solution[second])
    wrong = first;
  *other = wrong == first ? second : first;
  return wrong;
}

static FutoDirection
direction_towards (int size,
                   int from,
                   int to)
{
  if (to == from + 1)
    return FUTO_DIR_RIGHT;
  if (to == from - 1)
    return FUTO_DIR_LEFT;
  return to > from ? FUTO_DIR_DOWN : FUTO_DIR_UP;
}

/* "r3c4 cannot be right: …", the rule and the cell it meets. */
static char *
conflict_sentence (const FutoGame     *game,
                   const FutoConflict *conflict,
                   int                 wrong,
                   int                 other)
{
  const FutoPuzzle *puzzle = game->puzzle;
  int n = puzzle->size;
  g_autofree char *wrong_name = futoshiki_trace_cell_name (n, wrong);
  g_autofree char *other_name = futoshiki_trace_cell_name (n, other);
  int other_value = futo_game_get_value (game, other / n, other % n);
  FutoRelation rel;

  switch (conflict->rule)
    {
    case FUTO_RULE_ROW:
      /* Translators: Check's answer, "r3c4 cannot be right: r3c1 in the
       * same row holds 4 too." */
      return g_strdup_printf (_("%s cannot be right: %s in the same row holds %d too."),
                              wrong_name, other_name, other_value);
    case FUTO_RULE_COLUMN:
      /* Translators: as above, for a column */
      return g_strdup_printf (_("%s cannot be right: %s in the same column holds %d too."),
                              wrong_name, other_name, other_value);
    case FUTO_RULE_SIGN:
      rel = futo_puzzle_get_relation (puzzle, wrong / n, wrong % n, direction_towards (n, wrong, other));
      if (rel == FUTO_REL_LESS)
        /* Translators: "r3c4 cannot be right: the sign says it is smaller
         * than r3c5, which holds 2." */
        return g_strdup_printf (_("%s cannot be right: the sign says it is smaller than %s, which holds %d."),
                                wrong_name, other_name, other_value);
      return g_strdup_printf (_("%s cannot be right: the sign says it is larger than %s, which holds %d."),
                              wrong_name, other_name, other_value);
    case FUTO_RULE_ADJACENT:
    default:
      rel = futo_puzzle_get_relation (puzzle, wrong / n, wrong % n, direction_towards (n, wrong, other));
      if (rel == FUTO_REL_ADJACENT)
        return g_strdup_printf (_("%s cannot be right: the mark says it is one apart from %s, which holds %d."),
                                wrong_name, other_name, other_value);
      return g_strdup_printf (_("%s cannot be right: with no mark between them it is not one apart from %s, "
                                "which holds %d."),
                              wrong_name, other_name, other_value);
    }
}

FutoshikiPosition
futoshiki_document_check_position (FutoshikiDocument  *self,
                                   const guint8       *solution,
                                   int                *cell,
                                   char              **message)
{
  const FutoGame *game;
  FutoConflictList conflicts = { NULL, 0, 0 };
  FutoshikiPosition position;
  int wrong = -1;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FUTOSHIKI_POSITION_GOOD);
  g_return_val_if_fail (message == NULL || *message == NULL, FUTOSHIKI_POSITION_GOOD);

  game = futoshiki_document_get_game (self);
  futo_game_find_conflicts (game, &conflicts);
  /* A conflict between two givens is the puzzle's fault, not a move to
   * take back; it is the editor's to show. */
  for (size_t i = 0; i < conflicts.len && wrong < 0; i++)
    {
      const FutoConflict *conflict = &conflicts.items[i];
      int other;

      if (game->puzzle->givens[conflict->first] != 0 && game->puzzle->givens[conflict->second] != 0)
        continue;
      wrong = wrong_cell_of (game, conflict, solution, &other);
      if (message != NULL)
        *message = conflict_sentence (game, conflict, wrong, other);
    }
  futo_conflict_list_clear (&conflicts);

  if (wrong >= 0)
    position = FUTOSHIKI_POSITION_CONFLICT;
  else if (solution != NULL && !entries_agree (game, solution))
    {
      position = FUTOSHIKI_POSITION_DEAD_END;
      if (message != NULL)
        *message = g_strdup (_("No rule is broken, but no solution can be reached from here: "
                               "an entry is wrong."));
    }
  else
    {
      position = FUTOSHIKI_POSITION_GOOD;
      if (message != NULL)
        *message = g_strdup (solution != NULL ? _("All entries so far are right.")
                                              : _("No entry breaks a rule so far."));
    }
  if (cell != NULL)
    *cell = wrong;
  return position;
}

/* Back to the last good position */

static gboolean
same_puzzle (const FutoGame *a,
             const FutoGame *b)
{
  return futo_puzzle_equal (a->puzzle, b->puzzle);
}

/* Makes the entries and pencil marks of cells without a given those of
 * target, inside a step. */
static void
take_progress_of (FutoshikiDocument *self,
                  const FutoGame    *target)
{
  const FutoGame *game = futoshiki_document_get_game (self);
  int cells = game->puzzle->size * game->puzzle->size;

  for (int i = 0; i < cells; i++)
    {
      if (game->puzzle->givens[i] != 0)
        continue;
      _futoshiki_document_set_field (self, FUTOSHIKI_UNDO_ENTRY, i, target->entries[i]);
      _futoshiki_document_set_field (self, FUTOSHIKI_UNDO_PENCIL, i, target->pencil[i]);
    }
}

gboolean
futoshiki_document_back_to_good (FutoshikiDocument *self,
                                 const guint8      *solution)
{
  const FutoGame *game;
  FutoshikiUndoStack *undo;
  FutoGame *walk;
  gboolean found = FALSE, changed = FALSE;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  game = futoshiki_document_get_game (self);
  if (entries_agree (game, solution))
    return FALSE;

  /* Walks a copy back through the history, one step at a time, without
   * touching the document; the first position whose entries agree with
   * the solution is the one to go back to. */
  undo = _futoshiki_document_get_undo (self);
  walk = futo_game_copy (game);
  for (guint i = futoshiki_undo_stack_get_position (undo); i > 0 && !found; i--)
    {
      if (!futoshiki_undo_step_apply (futoshiki_undo_stack_get_step (undo, i - 1), &walk, FALSE)
          || !same_puzzle (walk, game))
        break;
      found = entries_agree (walk, solution);
    }

  if (found)
    {
      _futoshiki_document_begin_step (self);
      take_progress_of (self, walk);
      changed = _futoshiki_document_end_step (self);
    }
  futo_game_free (walk);
  return changed;
}

/* Committing pencil marks */

gboolean
futoshiki_document_commit_pencil (FutoshikiDocument *self)
{
  const FutoGame *game;
  int cells;
  g_autofree guint8 *singles = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  game = futoshiki_document_get_game (self);
  cells = game->puzzle->size * game->puzzle->size;
  /* The singles are read before any is placed: cleaning after one
   * placement must not turn a cell into a single that the player never
   * left as one. */
  singles = g_new0 (guint8, cells);
  for (int i = 0; i < cells; i++)
    if (futo_game_get_value (game, i / game->puzzle->size, i % game->puzzle->size) == 0
        && futo_set_count (game->pencil[i]) == 1)
      singles[i] = futo_set_min (game->pencil[i]);

  _futoshiki_document_begin_step (self);
  for (int i = 0; i < cells; i++)
    if (singles[i] != 0)
      _futoshiki_document_place (self, i, singles[i]);
  return _futoshiki_document_end_step (self);
}

/* Savepoints */

void
_futoshiki_savepoint_free (gpointer data)
{
  FutoshikiSavepoint *savepoint = data;

  futo_game_free (savepoint->game);
  g_free (savepoint);
}

static FutoshikiSavepoint *
find_savepoint (FutoshikiDocument *self,
                guint              number,
                guint             *index)
{
  GPtrArray *savepoints = _futoshiki_document_get_savepoints (self);

  for (guint i = 0; i < savepoints->len; i++)
    {
      FutoshikiSavepoint *savepoint = g_ptr_array_index (savepoints, i);

      if (savepoint->number == number)
        {
          if (index != NULL)
            *index = i;
          return savepoint;
        }
    }
  return NULL;
}

guint
futoshiki_document_add_savepoint (FutoshikiDocument *self)
{
  FutoshikiSavepoint *savepoint;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  savepoint = g_new0 (FutoshikiSavepoint, 1);
  savepoint->number = _futoshiki_document_next_savepoint_number (self);
  savepoint->time = g_get_real_time ();
  savepoint->game = futo_game_copy (futoshiki_document_get_game (self));
  g_ptr_array_add (_futoshiki_document_get_savepoints (self), savepoint);
  _futoshiki_document_notify_savepoints (self);
  return savepoint->number;
}

guint
futoshiki_document_get_n_savepoints (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  return _futoshiki_document_get_savepoints (self)->len;
}

guint
futoshiki_document_get_savepoint_number (FutoshikiDocument *self,
                                         guint              index)
{
  GPtrArray *savepoints;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  savepoints = _futoshiki_document_get_savepoints (self);
  if (index >= savepoints->len)
    return 0;
  return ((FutoshikiSavepoint *) g_ptr_array_index (savepoints, index))->number;
}

static int
count_filled (const FutoGame *game)
{
  int cells = game->puzzle->size * game->puzzle->size, filled = 0;

  for (int i = 0; i < cells; i++)
    filled += game->puzzle->givens[i] != 0 || game->entries[i] != 0;
  return filled;
}

char *
futoshiki_document_dup_savepoint_label (FutoshikiDocument *self,
                                        guint              number)
{
  FutoshikiSavepoint *savepoint;
  g_autoptr(GDateTime) time = NULL;
  g_autofree char *clock = NULL;
  int filled;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  savepoint = find_savepoint (self, number, NULL);
  if (savepoint == NULL)
    return NULL;
  time = g_date_time_new_from_unix_local (savepoint->time / G_USEC_PER_SEC);
  /* Translators: the clock time of a savepoint, see strftime */
  clock = g_date_time_format (time, _("%H:%M:%S"));
  filled = count_filled (savepoint->game);
  /* Translators: a savepoint in a menu, "Savepoint 2 · 14:03:10 · 17 cells filled" */
  return g_strdup_printf (ngettext ("Savepoint %u · %s · %d cell filled",
                                    "Savepoint %u · %s · %d cells filled", filled),
                          savepoint->number, clock != NULL ? clock : "", filled);
}

gboolean
futoshiki_document_restore_savepoint (FutoshikiDocument *self,
                                      guint              number)
{
  FutoshikiSavepoint *savepoint;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  savepoint = find_savepoint (self, number, NULL);
  /* A savepoint of another board (resized or its givens edited since)
   * has nothing to give back that would fit. */
  if (savepoint == NULL || !same_puzzle (savepoint->game, futoshiki_document_get_game (self)))
    return FALSE;

  _futoshiki_document_begin_step (self);
  take_progress_of (self, savepoint->game);
  return _futoshiki_document_end_step (self);
}

gboolean
futoshiki_document_drop_savepoint (FutoshikiDocument *self,
                                   guint              number)
{
  guint index;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  if (find_savepoint (self, number, &index) == NULL)
    return FALSE;
  g_ptr_array_remove_index (_futoshiki_document_get_savepoints (self), index);
  _futoshiki_document_notify_savepoints (self);
  return TRUE;
}
