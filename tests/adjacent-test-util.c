/* adjacent-test-util.c: a brute force, random puzzles and runs for the
 * tests of Adjacent mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-latin.h"
#include "adjacent-test-util.h"

/* The brute force */

typedef struct
{
  const FutoPuzzle *puzzle;
  guint8           *values;
  guint64           count;
  guint64           limit;
} Brute;

/* Whether values a and b may stand on a pair whose stored relation is rel. */
gboolean
pair_allows (guint8 rel,
             int    a,
             int    b)
{
  gboolean consecutive = a - b == 1 || b - a == 1;

  return rel == FUTO_REL_ADJACENT ? consecutive : !consecutive;
}

/* Reads the arrays directly, not through the model's accessors, so that
 * it does not share their mistakes. */
static gboolean
brute_fits (const Brute *brute,
            int          cell,
            int          v)
{
  const FutoPuzzle *p = brute->puzzle;
  int n = p->size, r = cell / n, c = cell % n;

  if (p->givens[cell] != 0 && p->givens[cell] != v)
    return FALSE;
  for (int k = 0; k < c; k++)
    if (brute->values[r * n + k] == v)
      return FALSE;
  for (int k = 0; k < r; k++)
    if (brute->values[k * n + c] == v)
      return FALSE;
  if (c > 0 && !pair_allows (p->right[cell - 1], brute->values[cell - 1], v))
    return FALSE;
  if (r > 0 && !pair_allows (p->down[cell - n], brute->values[cell - n], v))
    return FALSE;
  return TRUE;
}

static gboolean
brute_enumerate (Brute *brute,
                 int    cell)
{
  int n = brute->puzzle->size;

  if (cell == n * n)
    return ++brute->count == brute->limit;
  for (int v = 1; v <= n; v++)
    if (brute_fits (brute, cell, v))
      {
        brute->values[cell] = (guint8) v;
        if (brute_enumerate (brute, cell + 1))
          return TRUE;
      }
  brute->values[cell] = 0;
  return FALSE;
}

/* Solutions of an Adjacent puzzle, stopping at limit (0: all). */
guint64
adjacent_brute_count (const FutoPuzzle *puzzle,
                      guint64           limit)
{
  Brute brute = { puzzle, g_malloc0 ((gsize) puzzle->size * puzzle->size), 0, limit };

  g_assert_cmpint (puzzle->mode, ==, FUTO_MODE_ADJACENT);
  brute_enumerate (&brute, 0);
  g_free (brute.values);
  return brute.count;
}

/* Random puzzles */

static guint8 *
random_square (GRand *rand,
               int    n)
{
  FutoRandom rng;
  guint8 *square = g_malloc ((gsize) n * n);

  futo_random_init (&rng, g_rand_int (rand));
  g_assert_true (futo_latin_random (&rng, n, square, 0));
  return square;
}

/* The Adjacent puzzle of a Latin square: every consecutive pair marked,
 * each cell a given with probability given_p. */
static FutoPuzzle *
adjacent_from_square (GRand         *rand,
                      const guint8  *square,
                      int            n,
                      double         given_p)
{
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (n, FUTO_MODE_ADJACENT);

  for (int i = 0; i < n * n; i++)
    {
      if (g_rand_double (rand) < given_p)
        puzzle->givens[i] = square[i];
      if (i % n + 1 < n && ABS (square[i] - square[i + 1]) == 1)
        puzzle->right[i] = FUTO_REL_ADJACENT;
      if (i + n < n * n && ABS (square[i] - square[i + n]) == 1)
        puzzle->down[i] = FUTO_REL_ADJACENT;
    }
  return puzzle;
}

FutoPuzzle *
random_adjacent (GRand  *rand,
                 int     n,
                 double  given_p)
{
  g_autofree guint8 *square = random_square (rand, n);

  return adjacent_from_square (rand, square, n, given_p);
}

/* Random marks and givens: often unsatisfiable, sometimes with many
 * solutions. */
FutoPuzzle *
random_wild_adjacent (GRand  *rand,
                      int     n,
                      double  given_p,
                      double  mark_p)
{
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (n, FUTO_MODE_ADJACENT);

  for (int i = 0; i < n * n; i++)
    {
      if (g_rand_double (rand) < given_p)
        puzzle->givens[i] = (guint8) g_rand_int_range (rand, 1, n + 1);
      if (i % n + 1 < n && g_rand_double (rand) < mark_p)
        puzzle->right[i] = FUTO_REL_ADJACENT;
      if (i + n < n * n && g_rand_double (rand) < mark_p)
        puzzle->down[i] = FUTO_REL_ADJACENT;
    }
  return puzzle;
}

/* A puzzle read off a square with one mark dropped or added: a nearly
 * right puzzle, which is where propagation bugs show. */
FutoPuzzle *
random_flipped_adjacent (GRand *rand,
                         int    n)
{
  FutoPuzzle *puzzle = random_adjacent (rand, n, 0.2 * g_rand_double (rand));
  int cell = g_rand_int_range (rand, 0, n * n - n);

  puzzle->down[cell] = puzzle->down[cell] == FUTO_REL_ADJACENT ? FUTO_REL_NONE : FUTO_REL_ADJACENT;
  return puzzle;
}

/* Running */

FutoStatus
adjacent_run (const char       *id,
              const FutoPuzzle *puzzle,
              guint64           limit,
              const char       *params,
              FutoRunResult    *result)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoRunOptions options;

  g_assert_nonnull (algorithm);
  futo_run_options_init (&options);
  options.solution_limit = limit;
  options.params = params;
  options.seed = 7;
  futo_run (algorithm, puzzle, &options, result);
  for (int i = 0; i < result->stored; i++)
    g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[i]));
  return result->status;
}

void
parse_solution (const char *digits,
                guint8     *values)
{
  for (gsize i = 0; digits[i] != '\0'; i++)
    values[i] = (guint8) (digits[i] - '0');
}
