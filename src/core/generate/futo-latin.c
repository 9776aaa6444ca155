/* futo-latin.c: the Jacobson–Matthews Markov chain on Latin squares
 *
 * A Latin square of order n is a 0/1 "incidence cube" with exactly one 1 on
 * every line (row × column, row × symbol, column × symbol). The chain also
 * visits "improper" cubes that hold a single −1; from either kind, a move
 * picks a 2×2×2 sub-cube around one cell and adds +1/−1 alternately on its
 * corners, which keeps every line sum at 1. Jacobson and Matthews (1996)
 * showed the chain is ergodic with the uniform distribution on the proper
 * squares as its limit. The proper squares it visits form a chain of their
 * own with the same limit, so we count proper visits and return the k-th one.
 * Stopping instead at the first proper square after a fixed number of steps
 * is badly biased (measured on order 4: chi-square 30 000 on 575 degrees of
 * freedom, against 550 for the proper-visit count). From an improper cube a
 * move returns to a proper one with a chance of about 1/n, so a proper move
 * costs about n steps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-latin.h"
#include "futo-puzzle.h"

/* A line holds one 1, or two 1s and a −1 while the cube is improper. */
typedef struct
{
  int16_t ones[2];
  int8_t  count;
} Line;

typedef struct
{
  int     n;
  int8_t *cube;    /* n³ entries: cube[(r * n + c) * n + s] */
  Line   *symbols; /* per (r, c): the symbols with a 1 */
  Line   *rows;    /* per (c, s): the rows with a 1 */
  Line   *columns; /* per (r, s): the columns with a 1 */
} Cube;

static void
line_add (Line *line,
          int   index)
{
  if (line->count < 2)
    line->ones[line->count++] = (int16_t) index;
}

static void
line_remove (Line *line,
             int   index)
{
  if (line->count > 0 && line->ones[0] == index)
    line->ones[0] = line->ones[--line->count];
  else if (line->count > 1 && line->ones[1] == index)
    line->count--;
}

static void
change (Cube *cube,
        int   r,
        int   c,
        int   s,
        int   delta)
{
  int n = cube->n;
  int8_t *entry = &cube->cube[((size_t) r * n + c) * n + s];
  int8_t before = *entry;

  *entry = (int8_t) (before + delta);
  if (*entry == 1)
    {
      line_add (&cube->symbols[r * n + c], s);
      line_add (&cube->rows[c * n + s], r);
      line_add (&cube->columns[r * n + s], c);
    }
  else if (before == 1)
    {
      line_remove (&cube->symbols[r * n + c], s);
      line_remove (&cube->rows[c * n + s], r);
      line_remove (&cube->columns[r * n + s], c);
    }
}

/* One of the (one or two) 1s on a line, at random when there are two. */
static int
pick_one (FutoRandom *rng,
          const Line *line)
{
  if (line->count == 2 && futo_random_below (rng, 2) == 1)
    return line->ones[1];
  return line->ones[0];
}

/* One move from (r, c, s), where the entry is 0 (proper cube) or −1
 * (improper). Returns true when the cube is proper afterwards, filling the
 * improper cell otherwise. */
static bool
move (FutoRandom *rng,
      Cube       *cube,
      int         r,
      int         c,
      int         s,
      int         improper[3])
{
  int n = cube->n;
  int r2 = pick_one (rng, &cube->rows[c * n + s]);
  int c2 = pick_one (rng, &cube->columns[r * n + s]);
  int s2 = pick_one (rng, &cube->symbols[r * n + c]);

  change (cube, r, c, s, +1);
  change (cube, r, c2, s2, +1);
  change (cube, r2, c, s2, +1);
  change (cube, r2, c2, s, +1);
  change (cube, r, c, s2, -1);
  change (cube, r, c2, s, -1);
  change (cube, r2, c, s, -1);
  change (cube, r2, c2, s2, -1);
  if (cube->cube[((size_t) r2 * n + c2) * n + s2] < 0)
    {
      improper[0] = r2;
      improper[1] = c2;
      improper[2] = s2;
      return false;
    }
  return true;
}

static void
cube_free (Cube *cube)
{
  free (cube->cube);
  free (cube->symbols);
  free (cube->rows);
  free (cube->columns);
}

bool
futo_latin_random (FutoRandom *rng,
                   int         n,
                   uint8_t    *square,
                   uint64_t    moves)
{
  size_t lines;
  Cube cube;
  int improper[3];
  bool proper = true;
  uint64_t done = 0;

  FUTO_RETURN_VAL_IF_FAIL (rng != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (n >= 1 && n <= FUTO_MAX_SIZE, false);
  FUTO_RETURN_VAL_IF_FAIL (square != NULL, false);

  lines = (size_t) n * n;
  cube = (Cube) { n, calloc (lines * n, 1), calloc (lines, sizeof (Line)),
                  calloc (lines, sizeof (Line)), calloc (lines, sizeof (Line)) };
  if (cube.cube == NULL || cube.symbols == NULL || cube.rows == NULL || cube.columns == NULL)
    {
      cube_free (&cube);
      return false;
    }
  /* Measured on orders 3 and 4: a few n² proper moves are indistinguishable
   * from uniform; 4 n² leaves a margin and keeps even order 64 quick. */
  if (moves == 0)
    moves = 4 * (uint64_t) n * n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      change (&cube, r, c, (r + c) % n, +1);

  while (done < moves || !proper)
    {
      if (proper)
        {
          int r = (int) futo_random_below (rng, (uint32_t) n);
          int c = (int) futo_random_below (rng, (uint32_t) n);
          /* A uniform symbol other than the one at (r, c). */
          int s = (int) futo_random_below (rng, (uint32_t) n - 1);

          if (s >= cube.symbols[r * n + c].ones[0])
            s++;
          proper = move (rng, &cube, r, c, s, improper);
        }
      else
        proper = move (rng, &cube, improper[0], improper[1], improper[2], improper);
      if (proper)
        done++;
    }

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      square[r * n + c] = (uint8_t) (cube.symbols[r * n + c].ones[0] + 1);
  cube_free (&cube);
  return true;
}
