/* lab-document-edit.c: every edit of a document, each one undo step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each public edit opens a batch (lab-document.c), changes fields through
 * _lab_document_set_field() or the whole game through
 * _lab_document_replace_game(), and closes the batch, which records the
 * undo step and emits "changed" once.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "lab-document-private.h"

gboolean
lab_document_set_given (LabDocument *self,
                        int          row,
                        int          col,
                        int          value)
{
  int cell;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 0 && value <= self->game->puzzle->size, FALSE);

  cell = cell_index (self, row, col);
  _lab_document_batch_begin (self, TRUE);
  _lab_document_set_field (self, LAB_UNDO_GIVEN, cell, value);
  /* An entry or marks under a given would be hidden and meaningless. */
  if (value != 0)
    {
      _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, 0);
      _lab_document_set_field (self, LAB_UNDO_PENCIL, cell, 0);
    }
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_set_relation (LabDocument   *self,
                           int            row,
                           int            col,
                           FutoDirection  dir,
                           FutoRelation   rel)
{
  int n, owner_row = row, owner_col = col;
  FutoRelation stored = rel;
  LabUndoKind kind;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (rel <= FUTO_REL_ADJACENT, FALSE);

  /* Signs live on the left or upper cell of the pair, read from there;
   * an Adjacent mark reads the same both ways. */
  n = self->game->puzzle->size;
  if (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_UP)
    {
      stored = rel == FUTO_REL_LESS ? FUTO_REL_GREATER
               : rel == FUTO_REL_GREATER ? FUTO_REL_LESS : rel;
      if (dir == FUTO_DIR_LEFT)
        owner_col--;
      else
        owner_row--;
    }
  kind = (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_RIGHT) ? LAB_UNDO_RIGHT : LAB_UNDO_DOWN;
  if (owner_row < 0 || owner_col < 0
      || (kind == LAB_UNDO_RIGHT && owner_col + 1 >= n)
      || (kind == LAB_UNDO_DOWN && owner_row + 1 >= n))
    return FALSE;

  _lab_document_batch_begin (self, TRUE);
  _lab_document_set_field (self, kind, cell_index (self, owner_row, owner_col), stored);
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_cycle_relation (LabDocument   *self,
                             int            row,
                             int            col,
                             FutoDirection  dir)
{
  FutoRelation rel;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);

  rel = futo_puzzle_get_relation (self->game->puzzle, row, col, dir);
  if (futo_puzzle_get_mode (self->game->puzzle) == FUTO_MODE_ADJACENT)
    rel = rel == FUTO_REL_NONE ? FUTO_REL_ADJACENT : FUTO_REL_NONE;
  else
    rel = rel == FUTO_REL_NONE ? FUTO_REL_LESS
          : rel == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_NONE;
  return lab_document_set_relation (self, row, col, dir, rel);
}

/* Placing v removes the mark v from the rest of the row and column, the
 * chore players do by hand after every entry. */
void
_lab_document_clean_peer_pencil (LabDocument *self,
                                 int          row,
                                 int          col,
                                 int          value)
{
  int n = self->game->puzzle->size;

  for (int i = 0; i < n; i++)
    {
      int in_row = cell_index (self, row, i);
      int in_col = cell_index (self, i, col);

      if (i != col)
        _lab_document_set_field (self, LAB_UNDO_PENCIL, in_row, self->game->pencil[in_row] & ~FUTO_SET_BIT (value));
      if (i != row)
        _lab_document_set_field (self, LAB_UNDO_PENCIL, in_col, self->game->pencil[in_col] & ~FUTO_SET_BIT (value));
    }
}

gboolean
lab_document_set_entry (LabDocument *self,
                        int          row,
                        int          col,
                        int          value)
{
  int cell;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 0 && value <= self->game->puzzle->size, FALSE);

  cell = cell_index (self, row, col);
  if (self->game->puzzle->givens[cell] != 0)
    return FALSE;

  _lab_document_batch_begin (self, TRUE);
  _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, value);
  if (value != 0 && self->auto_clean_pencil && self->batch_what != 0)
    _lab_document_clean_peer_pencil (self, row, col, value);
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_set_pencil (LabDocument *self,
                         int          row,
                         int          col,
                         FutoSet      marks)
{
  int cell;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail ((marks & ~FUTO_SET_FULL (self->game->puzzle->size)) == 0, FALSE);

  cell = cell_index (self, row, col);
  if (self->game->puzzle->givens[cell] != 0)
    return FALSE;

  _lab_document_batch_begin (self, TRUE);
  /* Marks hide under an entry; writing one means the entry was a guess. */
  _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, 0);
  _lab_document_set_field (self, LAB_UNDO_PENCIL, cell, marks);
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_toggle_pencil (LabDocument *self,
                            int          row,
                            int          col,
                            int          value)
{
  FutoSet marks;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 1 && value <= self->game->puzzle->size, FALSE);

  marks = self->game->pencil[cell_index (self, row, col)] ^ FUTO_SET_BIT (value);
  return lab_document_set_pencil (self, row, col, marks);
}

gboolean
lab_document_clear_cell (LabDocument *self,
                         int          row,
                         int          col)
{
  int cell;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);

  cell = cell_index (self, row, col);
  _lab_document_batch_begin (self, TRUE);
  _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, 0);
  _lab_document_set_field (self, LAB_UNDO_PENCIL, cell, 0);
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_fill_candidates (LabDocument *self)
{
  int n;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  n = self->game->puzzle->size;
  /* Candidates are worked out from the board as it was before the fill:
   * marks do not affect them, so the order does not matter. */
  _lab_document_batch_begin (self, TRUE);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      if (lab_document_get_value (self, row, col) == 0)
        _lab_document_set_field (self, LAB_UNDO_PENCIL, cell_index (self, row, col),
                   lab_document_get_candidates (self, row, col));
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_clear_all_pencil (LabDocument *self)
{
  int cells;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  _lab_document_batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    _lab_document_set_field (self, LAB_UNDO_PENCIL, i, 0);
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_restart (LabDocument *self)
{
  int cells;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  _lab_document_batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    {
      _lab_document_set_field (self, LAB_UNDO_ENTRY, i, 0);
      _lab_document_set_field (self, LAB_UNDO_PENCIL, i, 0);
    }
  return _lab_document_batch_end (self, TRUE);
}

/* Switching between Unequal and Adjacent drops the marks of the old mode,
 * which mean nothing in the new one; givens, entries and pencil marks
 * stay. One undo step brings the old marks back. */
gboolean
lab_document_set_puzzle_mode (LabDocument *self,
                              FutoMode     mode)
{
  FutoGame *copy;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (mode == FUTO_MODE_UNEQUAL || mode == FUTO_MODE_ADJACENT, FALSE);

  if (futo_puzzle_get_mode (self->game->puzzle) == mode)
    return FALSE;

  copy = futo_game_copy (self->game);
  futo_puzzle_set_mode (copy->puzzle, mode);
  _lab_document_batch_begin (self, TRUE);
  _lab_document_replace_game (self, copy);
  return _lab_document_batch_end (self, TRUE);
}

FutoMode
lab_document_get_puzzle_mode (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FUTO_MODE_UNEQUAL);

  return futo_puzzle_get_mode (self->game->puzzle);
}

/* The new board keeps every given, sign, entry and mark that still fits. */
static FutoGame *
resized_copy (const FutoGame *game,
              int             size)
{
  int old_size = game->puzzle->size;
  int keep = MIN (old_size, size);
  FutoGame *copy = futo_game_new (futo_puzzle_new_with_mode (size, futo_puzzle_get_mode (game->puzzle)));

  futo_game_set_string (&copy->title, game->title);
  futo_game_set_string (&copy->author, game->author);
  futo_game_set_string (&copy->source, game->source);
  futo_game_set_string (&copy->difficulty, game->difficulty);

  for (int row = 0; row < keep; row++)
    for (int col = 0; col < keep; col++)
      {
        int from = row * old_size + col;
        int to = row * size + col;

        if (game->puzzle->givens[from] <= size)
          copy->puzzle->givens[to] = game->puzzle->givens[from];
        if (game->entries[from] <= size)
          copy->entries[to] = game->entries[from];
        copy->pencil[to] = game->pencil[from] & FUTO_SET_FULL (size);
        if (col + 1 < keep)
          copy->puzzle->right[to] = game->puzzle->right[from];
        if (row + 1 < keep)
          copy->puzzle->down[to] = game->puzzle->down[from];
      }
  return copy;
}

gboolean
lab_document_resize (LabDocument *self,
                     int          size)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, FALSE);

  if (size == self->game->puzzle->size)
    return FALSE;

  _lab_document_batch_begin (self, TRUE);
  _lab_document_replace_game (self, resized_copy (self->game, size));
  return _lab_document_batch_end (self, TRUE);
}

gboolean
lab_document_apply_values (LabDocument  *self,
                           const guint8 *values)
{
  int n, cells;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);

  n = self->game->puzzle->size;
  cells = n * n;
  for (int i = 0; i < cells; i++)
    g_return_val_if_fail (values[i] <= n, FALSE);

  _lab_document_batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    if (self->game->puzzle->givens[i] == 0)
      {
        _lab_document_set_field (self, LAB_UNDO_ENTRY, i, values[i]);
        if (values[i] != 0)
          _lab_document_set_field (self, LAB_UNDO_PENCIL, i, 0);
      }
  return _lab_document_batch_end (self, TRUE);
}
