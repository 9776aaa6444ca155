/* test-stress-model.c: the stress test's reference model of a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "futoshiki-undo.h"
#include "test-stress-model.h"

/* Snapshots */

Snap *
snap_new (int n)
{
  Snap *snap = g_new0 (Snap, 1);
  gsize cells = (gsize) n * n;

  snap->n = n;
  snap->givens = g_new0 (guint8, cells);
  snap->right = g_new0 (guint8, cells);
  snap->down = g_new0 (guint8, cells);
  snap->entries = g_new0 (guint8, cells);
  snap->pencil = g_new0 (FutoSet, cells);
  return snap;
}

void
snap_free (Snap *snap)
{
  if (snap == NULL)
    return;
  g_free (snap->givens);
  g_free (snap->right);
  g_free (snap->down);
  g_free (snap->entries);
  g_free (snap->pencil);
  g_free (snap);
}

static Snap *
snap_copy (const Snap *snap)
{
  Snap *copy = snap_new (snap->n);
  gsize cells = (gsize) snap->n * snap->n;

  memcpy (copy->givens, snap->givens, cells);
  memcpy (copy->right, snap->right, cells);
  memcpy (copy->down, snap->down, cells);
  memcpy (copy->entries, snap->entries, cells);
  memcpy (copy->pencil, snap->pencil, cells * sizeof (FutoSet));
  return copy;
}

Snap *
snap_from_document (FutoshikiDocument *document)
{
  int n = futoshiki_document_get_size (document);
  Snap *snap = snap_new (n);

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int i = row * n + col;

        snap->givens[i] = futoshiki_document_get_given (document, row, col);
        snap->entries[i] = futoshiki_document_get_entry (document, row, col);
        snap->pencil[i] = futoshiki_document_get_pencil (document, row, col);
        snap->right[i] = futoshiki_document_get_relation (document, row, col, FUTO_DIR_RIGHT);
        snap->down[i] = futoshiki_document_get_relation (document, row, col, FUTO_DIR_DOWN);
      }
  return snap;
}

static Snap *
snap_from_game (const FutoGame *game)
{
  int n = game->puzzle->size;
  Snap *snap = snap_new (n);
  gsize cells = (gsize) n * n;

  memcpy (snap->givens, game->puzzle->givens, cells);
  memcpy (snap->right, game->puzzle->right, cells);
  memcpy (snap->down, game->puzzle->down, cells);
  memcpy (snap->entries, game->entries, cells);
  memcpy (snap->pencil, game->pencil, cells * sizeof (FutoSet));
  return snap;
}

gboolean
snap_describe_difference (const Snap *a,
                          const Snap *b,
                          GString    *diff)
{
  static const char *const fields[] = { "given", "entry", "pencil", "right sign", "lower sign" };

  if (a->n != b->n)
    {
      g_string_append_printf (diff, "size %d, expected %d", b->n, a->n);
      return FALSE;
    }
  for (int i = 0; i < a->n * a->n && diff->len < 400; i++)
    {
      guint64 want[] = { a->givens[i], a->entries[i], a->pencil[i], a->right[i], a->down[i] };
      guint64 have[] = { b->givens[i], b->entries[i], b->pencil[i], b->right[i], b->down[i] };

      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        if (want[f] != have[f])
          g_string_append_printf (diff, "r%dc%d %s is %#" G_GINT64_MODIFIER "x, expected %#"
                                  G_GINT64_MODIFIER "x; ", i / a->n + 1, i % a->n + 1, fields[f],
                                  have[f], want[f]);
    }
  return diff->len == 0;
}

static gboolean
snap_equal (const Snap *a,
            const Snap *b)
{
  g_autoptr(GString) diff = g_string_new (NULL);

  return snap_describe_difference (a, b, diff);
}

gboolean
snap_same_puzzle (const Snap *a,
                  const Snap *b)
{
  gsize cells = (gsize) a->n * a->n;

  return a->n == b->n && memcmp (a->givens, b->givens, cells) == 0
         && memcmp (a->right, b->right, cells) == 0 && memcmp (a->down, b->down, cells) == 0;
}

static int
value_at (const Snap *snap,
          int         i)
{
  return snap->givens[i] != 0 ? snap->givens[i] : snap->entries[i];
}

gboolean
snap_is_solution (const Snap *snap)
{
  int n = snap->n;

  for (int i = 0; i < n * n; i++)
    {
      int v = value_at (snap, i), row = i / n, col = i % n;

      if (v < 1 || v > n || (snap->givens[i] != 0 && snap->entries[i] != 0))
        return FALSE;
      for (int j = 0; j < n; j++)
        if ((j != col && value_at (snap, row * n + j) == v) || (j != row && value_at (snap, j * n + col) == v))
          return FALSE;
      if (col + 1 < n && ((snap->right[i] == FUTO_REL_LESS && v >= value_at (snap, i + 1))
                          || (snap->right[i] == FUTO_REL_GREATER && v <= value_at (snap, i + 1))))
        return FALSE;
      if (row + 1 < n && ((snap->down[i] == FUTO_REL_LESS && v >= value_at (snap, i + n))
                          || (snap->down[i] == FUTO_REL_GREATER && v <= value_at (snap, i + n))))
        return FALSE;
    }
  return TRUE;
}

/* History */

void
model_init (Model *model)
{
  model->cur = snap_new (FUTO_MIN_SIZE);
  model->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) snap_free);
  model->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) snap_free);
  model->saved = 0;
  model->mode = FUTOSHIKI_DOCUMENT_MODE_EDIT;
}

void
model_clear (Model *model)
{
  g_clear_pointer (&model->cur, snap_free);
  g_clear_pointer (&model->before, snap_free);
  g_clear_pointer (&model->undo, g_ptr_array_unref);
  g_clear_pointer (&model->redo, g_ptr_array_unref);
  model_forget_solve (model);
}

void
model_begin (Model *model)
{
  g_clear_pointer (&model->before, snap_free);
  model->before = snap_copy (model->cur);
  model->replayed = FALSE;
}

void
model_forget_solve (Model *model)
{
  g_clear_pointer (&model->solved, snap_free);
  g_clear_pointer (&model->unsolved, snap_free);
}

void
model_solved (Model *model,
              Snap  *solved)
{
  model_forget_solve (model);
  model->solved = solved;
  model->unsolved = snap_equal (model->cur, solved) ? NULL : snap_copy (model->cur);
  model->unsolved_mode = model->mode;
}

/* After a change of the board: Undo of the Solve leaves something to
 * redo, which tells it from clearing the board by hand; any other board
 * ends what the Solve left. */
static void
follow_solve (Model      *model,
              const Snap *before,
              gboolean    can_redo)
{
  if (model->solved == NULL)
    return;
  if (!snap_same_puzzle (before, model->cur))
    model_forget_solve (model);
  else if (snap_equal (model->cur, model->solved))
    model->mode = FUTOSHIKI_DOCUMENT_MODE_PLAY;
  else if (model->unsolved != NULL && can_redo && snap_equal (model->cur, model->unsolved))
    model->mode = model->unsolved_mode;
  else
    model_forget_solve (model);
}

void
model_end (Model *model)
{
  g_autoptr(GString) diff = g_string_new (NULL);
  Snap *before = g_steal_pointer (&model->before);
  gboolean same = snap_describe_difference (before, model->cur, diff);

  if (!same)
    follow_solve (model, before, model->replayed && model->redo->len > 0);
  if (model->replayed || same)
    {
      snap_free (before);
      return;
    }
  /* A new step forgets what could be redone, and a save point there. */
  if (model->saved > (gint64) model->undo->len)
    model->saved = -1;
  g_ptr_array_set_size (model->redo, 0);
  g_ptr_array_add (model->undo, before);
  while (model->undo->len > FUTOSHIKI_UNDO_MAX_STEPS)
    {
      g_ptr_array_remove_index (model->undo, 0);
      model->saved--;
    }
}

gboolean
model_dirty (const Model *model)
{
  return model->saved != (gint64) model->undo->len;
}

void
model_mark_saved (Model *model)
{
  model->saved = model->undo->len;
}

void
model_open (Model          *model,
            const FutoGame *game)
{
  gboolean clues = futo_puzzle_count_givens (game->puzzle) > 0
                   || futo_puzzle_count_signs (game->puzzle) > 0;

  snap_free (model->cur);
  model->cur = snap_from_game (game);
  g_ptr_array_set_size (model->undo, 0);
  g_ptr_array_set_size (model->redo, 0);
  model_forget_solve (model);
  model->saved = 0;
  model->mode = clues ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
  model->replayed = TRUE;
}

void
model_replace (Model *model,
               Snap  *snap)
{
  snap_free (model->cur);
  model->cur = snap;
}

void
model_undo (Model *model)
{
  if (model->undo->len == 0)
    return;
  g_ptr_array_add (model->redo, model->cur);
  model->cur = g_ptr_array_steal_index (model->undo, model->undo->len - 1);
  model->replayed = TRUE;
}

void
model_redo (Model *model)
{
  if (model->redo->len == 0)
    return;
  g_ptr_array_add (model->undo, model->cur);
  model->cur = g_ptr_array_steal_index (model->redo, model->redo->len - 1);
  model->replayed = TRUE;
}

/* Edits */

static int
index_of (const Model *model,
          int          row,
          int          col)
{
  return row * model->cur->n + col;
}

static gboolean
inside (const Model *model,
        int          row,
        int          col)
{
  return row >= 0 && col >= 0 && row < model->cur->n && col < model->cur->n;
}

gboolean
model_editable (const Model *model,
                int          row,
                int          col)
{
  return model->mode == FUTOSHIKI_DOCUMENT_MODE_EDIT || model->cur->givens[index_of (model, row, col)] == 0;
}

/* A given hides whatever the player wrote in its cell. */
static void
set_given (Model *model,
           int    row,
           int    col,
           int    value)
{
  int i = index_of (model, row, col);

  model->cur->givens[i] = value;
  if (value != 0)
    {
      model->cur->entries[i] = 0;
      model->cur->pencil[i] = 0;
    }
}

/* What a neighbour may still hold beside value, seen from the entry's
 * cell: rel is the relation of the entry to the neighbour. (The stress
 * test makes no Adjacent puzzles, where no mark would rule out one
 * apart.) */
static FutoSet
allowed_beside (FutoRelation rel,
                int          value,
                int          n)
{
  switch (rel)
    {
    case FUTO_REL_LESS:
      return FUTO_SET_FULL (n) & ~FUTO_SET_FULL (value);
    case FUTO_REL_GREATER:
      return FUTO_SET_FULL (value - 1);
    case FUTO_REL_ADJACENT:
      return (value > 1 ? FUTO_SET_BIT (value - 1) : 0) | (value < n ? FUTO_SET_BIT (value + 1) : 0);
    default:
      return FUTO_SET_FULL (n);
    }
}

static FutoRelation
flipped (FutoRelation rel)
{
  return rel == FUTO_REL_LESS ? FUTO_REL_GREATER : rel == FUTO_REL_GREATER ? FUTO_REL_LESS : rel;
}

/* An entry takes its value's mark off the rest of its row and column,
 * and from each neighbour what the sign between them rules out. */
static void
set_entry (Model    *model,
           int       row,
           int       col,
           int       value,
           gboolean  auto_clean)
{
  Snap *cur = model->cur;
  int i = index_of (model, row, col);

  if (cur->givens[i] != 0 || cur->entries[i] == value)
    return;
  cur->entries[i] = value;
  if (value == 0 || !auto_clean)
    return;
  for (int j = 0; j < cur->n; j++)
    {
      if (j != col)
        cur->pencil[index_of (model, row, j)] &= ~FUTO_SET_BIT (value);
      if (j != row)
        cur->pencil[index_of (model, j, col)] &= ~FUTO_SET_BIT (value);
    }
  if (col + 1 < cur->n)
    cur->pencil[i + 1] &= allowed_beside (cur->right[i], value, cur->n);
  if (col > 0)
    cur->pencil[i - 1] &= allowed_beside (flipped (cur->right[i - 1]), value, cur->n);
  if (row + 1 < cur->n)
    cur->pencil[i + cur->n] &= allowed_beside (cur->down[i], value, cur->n);
  if (row > 0)
    cur->pencil[i - cur->n] &= allowed_beside (flipped (cur->down[i - cur->n]), value, cur->n);
}

static void
clear_cell (Model *model,
            int    row,
            int    col)
{
  int i = index_of (model, row, col);

  model->cur->entries[i] = 0;
  model->cur->pencil[i] = 0;
}

/* Writing a mark means the entry was a guess: it goes. */
void
model_toggle_pencil (Model *model,
                     int    row,
                     int    col,
                     int    value)
{
  int i = index_of (model, row, col);

  if (model->cur->givens[i] != 0)
    return;
  model->cur->entries[i] = 0;
  model->cur->pencil[i] ^= FUTO_SET_BIT (value);
}

void
model_enter_value (Model    *model,
                   int       row,
                   int       col,
                   int       value,
                   gboolean  pencil,
                   gboolean  auto_clean)
{
  if (value < 0 || value > model->cur->n || !model_editable (model, row, col))
    return;
  if (model->mode == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    set_given (model, row, col, value);
  else if (pencil && value != 0)
    model_toggle_pencil (model, row, col, value);
  else if (value != 0)
    set_entry (model, row, col, value, auto_clean);
  else
    clear_cell (model, row, col);
}

void
model_set_cell (Model    *model,
                int       row,
                int       col,
                int       value,
                gboolean  auto_clean)
{
  if (model->mode == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    set_given (model, row, col, value);
  else if (value == 0)
    clear_cell (model, row, col);
  else
    set_entry (model, row, col, value, auto_clean);
}

void
model_delete (Model *model,
              int    row,
              int    col)
{
  if (model->mode == FUTOSHIKI_DOCUMENT_MODE_EDIT && model->cur->givens[index_of (model, row, col)] != 0)
    set_given (model, row, col, 0);
  else if (model_editable (model, row, col))
    clear_cell (model, row, col);
}

/* Signs */

static FutoRelation
flip (FutoRelation rel)
{
  return rel == FUTO_REL_LESS ? FUTO_REL_GREATER : rel == FUTO_REL_GREATER ? FUTO_REL_LESS : rel;
}

static void
step (FutoDirection  dir,
      int           *row,
      int           *col)
{
  *row += (dir == FUTO_DIR_DOWN) - (dir == FUTO_DIR_UP);
  *col += (dir == FUTO_DIR_RIGHT) - (dir == FUTO_DIR_LEFT);
}

/* The relation of (row, col) to its neighbour towards dir, which exists. */
static FutoRelation
get_relation (const Model   *model,
              int            row,
              int            col,
              FutoDirection  dir)
{
  switch (dir)
    {
    case FUTO_DIR_RIGHT:
      return model->cur->right[index_of (model, row, col)];
    case FUTO_DIR_DOWN:
      return model->cur->down[index_of (model, row, col)];
    case FUTO_DIR_LEFT:
      return flip (model->cur->right[index_of (model, row, col - 1)]);
    case FUTO_DIR_UP:
    default:
      return flip (model->cur->down[index_of (model, row - 1, col)]);
    }
}

static void
set_relation (Model         *model,
              int            row,
              int            col,
              FutoDirection  dir,
              FutoRelation   rel)
{
  switch (dir)
    {
    case FUTO_DIR_RIGHT:
      model->cur->right[index_of (model, row, col)] = rel;
      break;
    case FUTO_DIR_DOWN:
      model->cur->down[index_of (model, row, col)] = rel;
      break;
    case FUTO_DIR_LEFT:
      model->cur->right[index_of (model, row, col - 1)] = flip (rel);
      break;
    case FUTO_DIR_UP:
    default:
      model->cur->down[index_of (model, row - 1, col)] = flip (rel);
      break;
    }
}

void
model_point_sign (Model         *model,
                  int            row,
                  int            col,
                  FutoDirection  dir)
{
  int nrow = row, ncol = col;

  step (dir, &nrow, &ncol);
  if (!inside (model, nrow, ncol))
    return;
  set_relation (model, row, col, dir,
                get_relation (model, row, col, dir) == FUTO_REL_GREATER ? FUTO_REL_NONE : FUTO_REL_GREATER);
}

void
model_cycle_sign (Model         *model,
                  int            row,
                  int            col,
                  FutoDirection  dir)
{
  int nrow = row, ncol = col;
  FutoRelation rel;

  step (dir, &nrow, &ncol);
  if (!inside (model, nrow, ncol))
    return;
  /* The order is that of the gap read left to right or top to bottom. */
  if (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_UP)
    {
      row = nrow;
      col = ncol;
      dir = dir == FUTO_DIR_LEFT ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN;
    }
  rel = get_relation (model, row, col, dir);
  set_relation (model, row, col, dir,
                rel == FUTO_REL_NONE ? FUTO_REL_LESS : rel == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_NONE);
}

/* Whole board */

/* What the row, the column and the signs leave for an empty cell: a sign
 * to a filled neighbour bounds it, one to an empty neighbour rules out the
 * extreme that neighbour would have to beat. */
static FutoSet
candidates (const Model *model,
            int          row,
            int          col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_UP, FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT };
  int n = model->cur->n;
  FutoSet set = FUTO_SET_FULL (n);

  for (int j = 0; j < n; j++)
    {
      int in_row = value_at (model->cur, index_of (model, row, j));
      int in_col = value_at (model->cur, index_of (model, j, col));

      if (j != col && in_row != 0)
        set &= ~FUTO_SET_BIT (in_row);
      if (j != row && in_col != 0)
        set &= ~FUTO_SET_BIT (in_col);
    }
  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      int nrow = row, ncol = col, other;
      FutoRelation rel;

      step (dirs[d], &nrow, &ncol);
      if (!inside (model, nrow, ncol))
        continue;
      rel = get_relation (model, row, col, dirs[d]);
      other = value_at (model->cur, index_of (model, nrow, ncol));
      for (int v = 1; v <= n; v++)
        if ((rel == FUTO_REL_LESS && (other != 0 ? v >= other : v == n))
            || (rel == FUTO_REL_GREATER && (other != 0 ? v <= other : v == 1)))
          set &= ~FUTO_SET_BIT (v);
    }
  return set;
}

void
model_fill_candidates (Model *model)
{
  int n = model->cur->n;
  g_autofree FutoSet *sets = g_new (FutoSet, n * n);

  for (int i = 0; i < n * n; i++)
    sets[i] = value_at (model->cur, i) == 0 ? candidates (model, i / n, i % n) : model->cur->pencil[i];
  memcpy (model->cur->pencil, sets, n * n * sizeof (FutoSet));
}

void
model_clear_all_pencil (Model *model)
{
  memset (model->cur->pencil, 0, model->cur->n * model->cur->n * sizeof (FutoSet));
}

void
model_restart (Model *model)
{
  model_clear_all_pencil (model);
  memset (model->cur->entries, 0, model->cur->n * model->cur->n);
}

/* What fits on the new board stays: values up to its size, marks of such
 * values, signs between two kept cells. */
void
model_resize (Model *model,
              int    size)
{
  Snap *old = model->cur;
  Snap *resized;
  int keep = MIN (old->n, size);

  if (size == old->n)
    return;
  resized = snap_new (size);
  for (int row = 0; row < keep; row++)
    for (int col = 0; col < keep; col++)
      {
        int from = row * old->n + col, to = row * size + col;

        resized->givens[to] = old->givens[from] <= size ? old->givens[from] : 0;
        resized->entries[to] = old->entries[from] <= size ? old->entries[from] : 0;
        resized->pencil[to] = old->pencil[from] & FUTO_SET_FULL (size);
        if (col + 1 < keep)
          resized->right[to] = old->right[from];
        if (row + 1 < keep)
          resized->down[to] = old->down[from];
      }
  model_replace (model, resized);
}
