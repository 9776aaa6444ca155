/* lab-document-check.c: what is wrong on the board, and what could go where
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only looks, never searches: whether a puzzle has one solution is the
 * solution check's job (lab-solution-check.c), in the background.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "futo-validate.h"
#include "lab-document-private.h"

static inline int
value_at (const FutoGame *game,
          int             cell)
{
  return game->puzzle->givens[cell] != 0 ? game->puzzle->givens[cell] : game->entries[cell];
}

FutoSet
lab_document_get_candidates (LabDocument *self,
                             int          row,
                             int          col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_UP, FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT };
  const FutoGame *game;
  FutoSet set;
  int n;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);

  game = self->game;
  n = game->puzzle->size;
  g_return_val_if_fail (row >= 0 && row < n && col >= 0 && col < n, 0);

  set = FUTO_SET_FULL (n);
  for (int i = 0; i < n; i++)
    {
      int in_row = value_at (game, row * n + i);
      int in_col = value_at (game, i * n + col);

      if (i != col && in_row != 0)
        set &= ~FUTO_SET_BIT (in_row);
      if (i != row && in_col != 0)
        set &= ~FUTO_SET_BIT (in_col);
    }

  /* A sign to a filled neighbour bounds the value; to an empty one it still
   * rules out the extreme the neighbour would have to beat. */
  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      FutoRelation rel = futo_puzzle_get_relation (game->puzzle, row, col, dirs[d]);
      int nrow = row + (dirs[d] == FUTO_DIR_DOWN) - (dirs[d] == FUTO_DIR_UP);
      int ncol = col + (dirs[d] == FUTO_DIR_RIGHT) - (dirs[d] == FUTO_DIR_LEFT);
      int other;

      if (nrow < 0 || ncol < 0 || nrow >= n || ncol >= n)
        continue;
      other = value_at (game, nrow * n + ncol);
      /* In an Adjacent puzzle a mark means "one apart" and its absence
       * "not one apart": both say something once the neighbour is known. */
      if (futo_puzzle_get_mode (game->puzzle) == FUTO_MODE_ADJACENT)
        {
          FutoSet near = other == 0 ? 0 : (other > 1 ? FUTO_SET_BIT (other - 1) : 0)
                                          | (other < n ? FUTO_SET_BIT (other + 1) : 0);

          if (other != 0)
            set &= rel == FUTO_REL_ADJACENT ? near : ~near;
          continue;
        }
      if (rel == FUTO_REL_NONE)
        continue;
      if (rel == FUTO_REL_LESS)
        set &= other != 0 ? FUTO_SET_FULL (other - 1) : FUTO_SET_FULL (n - 1);
      else
        set &= other != 0 ? ~FUTO_SET_FULL (other) : ~FUTO_SET_BIT (1);
    }
  return set;
}

gboolean
_lab_document_compute_complete (LabDocument *self)
{
  const FutoGame *game = self->game;
  int cells = game->puzzle->size * game->puzzle->size;
  g_autofree guint8 *values = g_new (guint8, cells);

  for (int i = 0; i < cells; i++)
    {
      values[i] = value_at (game, i);
      if (values[i] == 0)
        return FALSE;
    }
  return futo_puzzle_is_solution (game->puzzle, values);
}

void
_lab_document_problems_clear (LabDocument *self)
{
  g_clear_pointer (&self->problems.cells, g_free);
  g_clear_pointer (&self->problems.right, g_free);
  g_clear_pointer (&self->problems.down, g_free);
  self->problems.size = 0;
  self->problems.n_cells = 0;
  self->problems_valid = FALSE;
  self->problems_solution = NULL;
}

/* Marks the sign between two neighbouring cells, if they are neighbours. */
static void
mark_sign_between (LabProblems *problems,
                   int          a,
                   int          b,
                   guint8       problem)
{
  int n = problems->size;
  int first = MIN (a, b), second = MAX (a, b);

  if (second == first + 1 && first / n == second / n)
    problems->right[first] |= problem;
  else if (second == first + n)
    problems->down[first] |= problem;
}

static void
check_givens (const FutoPuzzle *puzzle,
              LabProblems      *problems)
{
  FutoProblemList list = { 0 };
  int n = puzzle->size;

  futo_puzzle_validate (puzzle, &list);
  for (size_t i = 0; i < list.len; i++)
    {
      const FutoProblem *problem = &list.items[i];
      int a = problem->row * n + problem->col;

      problems->cells[a] |= LAB_PROBLEM_CONFLICT;
      if (problem->row2 >= 0 && problem->col2 >= 0)
        {
          int b = problem->row2 * n + problem->col2;

          problems->cells[b] |= LAB_PROBLEM_CONFLICT;
          mark_sign_between (problems, a, b, LAB_PROBLEM_CONFLICT);
        }
    }
  futo_problem_list_clear (&list);
}

/* Marks the cell the player can change: the entry, or the given when
 * both are givens (then the puzzle itself is broken). */
static void
mark_pair (const FutoGame *game,
           LabProblems    *problems,
           int             a,
           int             b)
{
  gboolean a_given = game->puzzle->givens[a] != 0;
  gboolean b_given = game->puzzle->givens[b] != 0;

  if (!a_given || b_given)
    problems->cells[a] |= LAB_PROBLEM_CONFLICT;
  if (!b_given || a_given)
    problems->cells[b] |= LAB_PROBLEM_CONFLICT;
}

static gboolean
relation_broken (FutoMode     mode,
                 FutoRelation rel,
                 int          first,
                 int          second)
{
  if (first == 0 || second == 0)
    return FALSE;
  /* Adjacent: marked pairs are one apart, and only they are. */
  if (mode == FUTO_MODE_ADJACENT)
    return (rel == FUTO_REL_ADJACENT) != (ABS (first - second) == 1);
  return (rel == FUTO_REL_LESS && first >= second)
      || (rel == FUTO_REL_GREATER && first <= second);
}

static void
check_values (const FutoGame *game,
              const guint8   *solution,
              LabProblems    *problems)
{
  int n = game->puzzle->size;
  FutoMode mode = futo_puzzle_get_mode (game->puzzle);

  for (int line = 0; line < n; line++)
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        {
          int ra = line * n + a, rb = line * n + b;
          int ca = a * n + line, cb = b * n + line;

          if (value_at (game, ra) != 0 && value_at (game, ra) == value_at (game, rb))
            mark_pair (game, problems, ra, rb);
          if (value_at (game, ca) != 0 && value_at (game, ca) == value_at (game, cb))
            mark_pair (game, problems, ca, cb);
        }

  for (int cell = 0; cell < n * n; cell++)
    {
      int right = cell + 1, down = cell + n;

      if (cell % n + 1 < n
          && relation_broken (mode, game->puzzle->right[cell], value_at (game, cell), value_at (game, right)))
        {
          problems->right[cell] |= LAB_PROBLEM_CONFLICT;
          mark_pair (game, problems, cell, right);
        }
      if (down < n * n
          && relation_broken (mode, game->puzzle->down[cell], value_at (game, cell), value_at (game, down)))
        {
          problems->down[cell] |= LAB_PROBLEM_CONFLICT;
          mark_pair (game, problems, cell, down);
        }
      if (solution != NULL && game->entries[cell] != 0 && game->puzzle->givens[cell] == 0
          && solution[cell] != game->entries[cell])
        problems->cells[cell] |= LAB_PROBLEM_MISTAKE;
    }
}

const LabProblems *
lab_document_get_problems (LabDocument  *self,
                           const guint8 *solution)
{
  int cells;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  if (self->problems_valid && self->problems_solution == solution)
    return &self->problems;

  _lab_document_problems_clear (self);
  cells = self->game->puzzle->size * self->game->puzzle->size;
  self->problems.size = self->game->puzzle->size;
  self->problems.cells = g_new0 (guint8, cells);
  self->problems.right = g_new0 (guint8, cells);
  self->problems.down = g_new0 (guint8, cells);

  if (self->mode == LAB_DOCUMENT_MODE_EDIT)
    check_givens (self->game->puzzle, &self->problems);
  else
    check_values (self->game, solution, &self->problems);

  for (int i = 0; i < cells; i++)
    self->problems.n_cells += self->problems.cells[i] != 0;
  self->problems_valid = TRUE;
  self->problems_solution = solution;
  return &self->problems;
}
