/* futo-rules.c: the rules of the game as the player meets them
 *
 * What a cell could hold and which values break a rule, from the board
 * alone: the givens, the player's entries and the relations. Nothing here
 * searches; whether the puzzle has a solution at all is the solvers' to
 * say, and what is wrong with the puzzle itself the validator's
 * (futo-validate.c), whose findings futo_puzzle_mark_problems() lays on
 * the board the same way as the player's conflicts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-signs-private.h"
#include "futo-game.h"
#include "futo-validate.h"

static inline int
value_at (const FutoGame *game,
          int             cell)
{
  return game->puzzle->givens[cell] != 0 ? game->puzzle->givens[cell] : game->entries[cell];
}

static bool
game_ok (const FutoGame *game)
{
  return game != NULL && game->puzzle != NULL && game->entries != NULL;
}

int
futo_game_get_value (const FutoGame *game,
                     int             row,
                     int             col)
{
  int n;

  FUTO_RETURN_VAL_IF_FAIL (game_ok (game), 0);
  n = game->puzzle->size;
  FUTO_RETURN_VAL_IF_FAIL (row >= 0 && row < n && col >= 0 && col < n, 0);

  return value_at (game, row * n + col);
}

/* The values one apart from value, within 1..n. */
static FutoSet
one_apart (int value,
           int n)
{
  return (value > 1 ? FUTO_SET_BIT (value - 1) : 0) | (value < n ? FUTO_SET_BIT (value + 1) : 0);
}

FutoSet
futo_game_get_candidates (const FutoGame *game,
                          int             row,
                          int             col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_UP, FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT };
  FutoSet set;
  int n;

  FUTO_RETURN_VAL_IF_FAIL (game_ok (game), 0);
  n = game->puzzle->size;
  FUTO_RETURN_VAL_IF_FAIL (row >= 0 && row < n && col >= 0 && col < n, 0);

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

  for (size_t d = 0; d < sizeof dirs / sizeof dirs[0]; d++)
    {
      FutoRelation rel = futo_puzzle_get_relation (game->puzzle, row, col, dirs[d]);
      int nrow = row + (dirs[d] == FUTO_DIR_DOWN) - (dirs[d] == FUTO_DIR_UP);
      int ncol = col + (dirs[d] == FUTO_DIR_RIGHT) - (dirs[d] == FUTO_DIR_LEFT);
      int other;

      if (nrow < 0 || ncol < 0 || nrow >= n || ncol >= n)
        continue;
      other = value_at (game, nrow * n + ncol);
      /* In an Adjacent puzzle a mark means "one apart" and its absence
       * "not one apart": both say something once the neighbour is known,
       * and nothing before (every value has a value one apart, and one
       * that is not). */
      if (game->puzzle->mode == FUTO_MODE_ADJACENT)
        {
          if (other != 0)
            set &= rel == FUTO_REL_ADJACENT ? one_apart (other, n) : ~one_apart (other, n);
          continue;
        }
      /* A sign to a filled neighbour bounds the value; to an empty one it
       * still rules out the extreme the neighbour would have to beat. */
      if (rel == FUTO_REL_LESS)
        set &= other != 0 ? FUTO_SET_FULL (other - 1) : FUTO_SET_FULL (n - 1);
      else if (rel == FUTO_REL_GREATER)
        set &= other != 0 ? ~FUTO_SET_FULL (other) : ~FUTO_SET_BIT (1);
    }
  return set;
}

/* Conflicts */

static void
add_conflict (FutoConflictList *conflicts,
              FutoRule          rule,
              int               first,
              int               second,
              size_t           *found)
{
  (*found)++;
  if (conflicts == NULL)
    return;
  if (conflicts->len == conflicts->capacity)
    {
      size_t capacity = conflicts->capacity ? conflicts->capacity * 2 : 16;
      FutoConflict *items = realloc (conflicts->items, capacity * sizeof *items);

      /* Out of memory the list keeps what it has; the count stays true. */
      if (items == NULL)
        return;
      conflicts->items = items;
      conflicts->capacity = capacity;
    }
  conflicts->items[conflicts->len++] = (FutoConflict) { rule, first, second };
}

/* Whether two filled neighbours break the relation stored between them,
 * first being the left or upper one. A relation of the other mode's kind
 * (only a hand-edited file has one) is no rule of this game and counts as
 * no relation here, while no solution can keep it. */
static bool
relation_broken (FutoMode     mode,
                 FutoRelation rel,
                 int          first,
                 int          second)
{
  if (first == 0 || second == 0)
    return false;
  if (!futo_mode_allows (mode, rel))
    rel = FUTO_REL_NONE;
  return !_futo_relation_holds (mode, rel, first, second);
}

size_t
futo_game_find_conflicts (const FutoGame   *game,
                          FutoConflictList *conflicts)
{
  FutoRule relation_rule;
  size_t found = 0;
  int n;

  FUTO_RETURN_VAL_IF_FAIL (game_ok (game), 0);

  n = game->puzzle->size;
  relation_rule = game->puzzle->mode == FUTO_MODE_ADJACENT ? FUTO_RULE_ADJACENT : FUTO_RULE_SIGN;
  for (int line = 0; line < n; line++)
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        {
          int ra = line * n + a, rb = line * n + b; /* along row `line` */
          int ca = a * n + line, cb = b * n + line; /* down column `line` */

          if (value_at (game, ra) != 0 && value_at (game, ra) == value_at (game, rb))
            add_conflict (conflicts, FUTO_RULE_ROW, ra, rb, &found);
          if (value_at (game, ca) != 0 && value_at (game, ca) == value_at (game, cb))
            add_conflict (conflicts, FUTO_RULE_COLUMN, ca, cb, &found);
        }

  for (int cell = 0; cell < n * n; cell++)
    {
      if (cell % n + 1 < n
          && relation_broken (game->puzzle->mode, game->puzzle->right[cell],
                              value_at (game, cell), value_at (game, cell + 1)))
        add_conflict (conflicts, relation_rule, cell, cell + 1, &found);
      if (cell + n < n * n
          && relation_broken (game->puzzle->mode, game->puzzle->down[cell],
                              value_at (game, cell), value_at (game, cell + n)))
        add_conflict (conflicts, relation_rule, cell, cell + n, &found);
    }
  return found;
}

void
futo_conflict_list_clear (FutoConflictList *conflicts)
{
  FUTO_RETURN_IF_FAIL (conflicts != NULL);

  free (conflicts->items);
  conflicts->items = NULL;
  conflicts->len = 0;
  conflicts->capacity = 0;
}

/* Marks */

/* Marks the relation between two cells, if they are neighbours. */
static void
mark_relation_between (int      n,
                       int      a,
                       int      b,
                       uint8_t *right,
                       uint8_t *down)
{
  int first = a < b ? a : b, second = a < b ? b : a;

  if (second == first + 1 && first / n == second / n)
    right[first] |= FUTO_MARK_CONFLICT;
  else if (second == first + n)
    down[first] |= FUTO_MARK_CONFLICT;
}

static int
count_marked (const uint8_t *cells,
              int            n_cells)
{
  int marked = 0;

  for (int i = 0; i < n_cells; i++)
    marked += cells[i] != FUTO_MARK_NONE;
  return marked;
}

/* Marks the cell the player can change: the entry, or both givens when
 * both are (then the puzzle itself is broken). */
static void
mark_pair (const FutoGame *game,
           uint8_t        *cells,
           int             a,
           int             b)
{
  bool a_given = game->puzzle->givens[a] != 0;
  bool b_given = game->puzzle->givens[b] != 0;

  if (!a_given || b_given)
    cells[a] |= FUTO_MARK_CONFLICT;
  if (!b_given || a_given)
    cells[b] |= FUTO_MARK_CONFLICT;
}

int
futo_game_mark_problems (const FutoGame *game,
                         const uint8_t  *solution,
                         uint8_t        *cells,
                         uint8_t        *right,
                         uint8_t        *down)
{
  FutoConflictList conflicts = { NULL, 0, 0 };
  size_t n_cells;
  int n;

  FUTO_RETURN_VAL_IF_FAIL (game_ok (game), 0);
  FUTO_RETURN_VAL_IF_FAIL (cells != NULL && right != NULL && down != NULL, 0);

  n = game->puzzle->size;
  n_cells = (size_t) n * n;
  memset (cells, 0, n_cells);
  memset (right, 0, n_cells);
  memset (down, 0, n_cells);

  futo_game_find_conflicts (game, &conflicts);
  for (size_t i = 0; i < conflicts.len; i++)
    {
      const FutoConflict *conflict = &conflicts.items[i];

      if (conflict->rule == FUTO_RULE_SIGN || conflict->rule == FUTO_RULE_ADJACENT)
        mark_relation_between (n, conflict->first, conflict->second, right, down);
      mark_pair (game, cells, conflict->first, conflict->second);
    }
  futo_conflict_list_clear (&conflicts);

  if (solution != NULL)
    for (size_t i = 0; i < n_cells; i++)
      if (game->entries[i] != 0 && game->puzzle->givens[i] == 0 && solution[i] != game->entries[i])
        cells[i] |= FUTO_MARK_MISTAKE;
  return count_marked (cells, (int) n_cells);
}

int
futo_puzzle_mark_problems (const FutoPuzzle *puzzle,
                           uint8_t          *cells,
                           uint8_t          *right,
                           uint8_t          *down)
{
  FutoProblemList list = { NULL, 0, 0 };
  size_t n_cells;
  int n;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (cells != NULL && right != NULL && down != NULL, 0);

  n = puzzle->size;
  n_cells = (size_t) n * n;
  memset (cells, 0, n_cells);
  memset (right, 0, n_cells);
  memset (down, 0, n_cells);

  futo_puzzle_validate (puzzle, &list);
  for (size_t i = 0; i < list.len; i++)
    {
      const FutoProblem *problem = &list.items[i];
      int a = problem->row * n + problem->col;

      cells[a] |= FUTO_MARK_CONFLICT;
      if (problem->row2 >= 0 && problem->col2 >= 0)
        {
          int b = problem->row2 * n + problem->col2;

          cells[b] |= FUTO_MARK_CONFLICT;
          mark_relation_between (n, a, b, right, down);
        }
    }
  futo_problem_list_clear (&list);
  return count_marked (cells, (int) n_cells);
}
