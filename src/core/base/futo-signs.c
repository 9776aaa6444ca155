/* futo-signs.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-signs-private.h"

static void
add_neighbour (FutoSignList *list,
               int           other,
               bool          less)
{
  list->other[list->count] = other;
  list->less[list->count] = less;
  list->count++;
}

void
_futo_signs_collect (const FutoPuzzle *puzzle,
                     FutoSignList     *signs,
                     FutoSignList     *unmarked)
{
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };
  int n = puzzle->size;

  for (int cell = 0; cell < n * n; cell++)
    {
      int row = cell / n, col = cell % n;

      signs[cell].count = 0;
      if (unmarked != NULL)
        unmarked[cell].count = 0;
      for (int d = 0; d < 4; d++)
        {
          FutoRelation rel = futo_puzzle_get_relation (puzzle, row, col, (FutoDirection) d);
          int r = row + dr[d], c = col + dc[d];

          if (rel != FUTO_REL_NONE)
            add_neighbour (&signs[cell], r * n + c, rel == FUTO_REL_LESS);
          else if (unmarked != NULL && r >= 0 && r < n && c >= 0 && c < n)
            add_neighbour (&unmarked[cell], r * n + c, false);
        }
    }
}
