/* test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-util.h"

#include "futo-format.h"

typedef struct
{
  const FutoPuzzle *puzzle;
  guint8           *values;
  guint64           count;
  guint64           limit;
  guint8           *first;
} Brute;

/* Whether v here and w across rel agree; in Adjacent mode a missing mark
 * forbids consecutive values. */
static gboolean
relation_ok (FutoMode     mode,
             FutoRelation rel,
             int          v,
             int          w)
{
  gboolean consecutive = ABS (v - w) == 1;

  if (mode == FUTO_MODE_ADJACENT)
    return rel == FUTO_REL_ADJACENT ? consecutive : rel == FUTO_REL_NONE && !consecutive;
  return !((rel == FUTO_REL_LESS && !(v < w)) || (rel == FUTO_REL_GREATER && !(v > w)));
}

static gboolean
fits (const Brute *brute,
      int          cell,
      int          v)
{
  const FutoPuzzle *p = brute->puzzle;
  int n = p->size, r = cell / n, c = cell % n;

  for (int k = 0; k < c; k++)
    if (brute->values[r * n + k] == v)
      return FALSE;
  for (int k = 0; k < r; k++)
    if (brute->values[k * n + c] == v)
      return FALSE;
  /* Only the left and upper neighbours are filled when cell is reached. */
  if (c > 0 && !relation_ok (p->mode, futo_puzzle_get_relation (p, r, c, FUTO_DIR_LEFT), v,
                             brute->values[cell - 1]))
    return FALSE;
  if (r > 0 && !relation_ok (p->mode, futo_puzzle_get_relation (p, r, c, FUTO_DIR_UP), v,
                             brute->values[cell - n]))
    return FALSE;
  return TRUE;
}

static gboolean
enumerate (Brute *brute,
           int    cell)
{
  int n = brute->puzzle->size;

  if (cell == n * n)
    {
      if (brute->count == 0 && brute->first != NULL)
        memcpy (brute->first, brute->values, (gsize) n * n);
      brute->count++;
      return brute->limit != 0 && brute->count >= brute->limit;
    }
  for (int v = 1; v <= n; v++)
    {
      int given = brute->puzzle->givens[cell];

      if (given != 0 && given != v)
        continue;
      if (!fits (brute, cell, v))
        continue;
      brute->values[cell] = (guint8) v;
      if (enumerate (brute, cell + 1))
        return TRUE;
    }
  brute->values[cell] = 0;
  return FALSE;
}

guint64
test_brute_count (const FutoPuzzle *puzzle,
                  guint64           limit,
                  guint8           *first)
{
  Brute brute = { puzzle, g_malloc0 ((gsize) puzzle->size * puzzle->size), 0, limit, first };

  enumerate (&brute, 0);
  g_free (brute.values);
  return brute.count;
}

guint8 *
test_random_latin (GRand *rand,
                   int    n)
{
  guint8 *square = g_malloc ((gsize) n * n);
  int *rows = g_new (int, n), *cols = g_new (int, n), *syms = g_new (int, n);

  /* A cyclic square with rows, columns and symbols shuffled. */
  for (int i = 0; i < n; i++)
    rows[i] = cols[i] = syms[i] = i;
  for (int i = n - 1; i > 0; i--)
    {
      int j;
      j = g_rand_int_range (rand, 0, i + 1); int t = rows[i]; rows[i] = rows[j]; rows[j] = t;
      j = g_rand_int_range (rand, 0, i + 1); t = cols[i]; cols[i] = cols[j]; cols[j] = t;
      j = g_rand_int_range (rand, 0, i + 1); t = syms[i]; syms[i] = syms[j]; syms[j] = t;
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      square[r * n + c] = (guint8) (syms[(rows[r] + cols[c]) % n] + 1);
  g_free (rows);
  g_free (cols);
  g_free (syms);
  return square;
}

static FutoRelation
relation_of (int a,
             int b)
{
  return a < b ? FUTO_REL_LESS : FUTO_REL_GREATER;
}

FutoPuzzle *
test_random_puzzle (GRand  *rand,
                    int     n,
                    double  given_p,
                    double  sign_p)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  guint8 *square = test_random_latin (rand, n);

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int i = r * n + c;

        if (g_rand_double (rand) < given_p)
          puzzle->givens[i] = square[i];
        if (c + 1 < n && g_rand_double (rand) < sign_p)
          puzzle->right[i] = relation_of (square[i], square[i + 1]);
        if (r + 1 < n && g_rand_double (rand) < sign_p)
          puzzle->down[i] = relation_of (square[i], square[i + n]);
      }
  g_free (square);
  return puzzle;
}

FutoPuzzle *
test_pigeonhole_puzzle (int k)
{
  FutoPuzzle *puzzle = futo_puzzle_new (2 * k);

  for (int r = 0; r <= k; r++)
    for (int c = 0; c < k; c++)
      futo_puzzle_set_given (puzzle, r + 1, c, k + (r + c) % (k + 1));
  return puzzle;
}

FutoPuzzle *
test_random_wild_puzzle (GRand  *rand,
                         int     n,
                         double  given_p,
                         double  sign_p)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int i = r * n + c;

        if (g_rand_double (rand) < given_p)
          puzzle->givens[i] = (guint8) g_rand_int_range (rand, 1, n + 1);
        if (c + 1 < n && g_rand_double (rand) < sign_p)
          puzzle->right[i] = g_rand_boolean (rand) ? FUTO_REL_LESS : FUTO_REL_GREATER;
        if (r + 1 < n && g_rand_double (rand) < sign_p)
          puzzle->down[i] = g_rand_boolean (rand) ? FUTO_REL_LESS : FUTO_REL_GREATER;
      }
  return puzzle;
}

FutoStatus
test_run_checked (const FutoAlgorithm *algorithm,
                  const FutoPuzzle    *puzzle,
                  guint64              solution_limit,
                  guint64              node_limit,
                  const char          *params,
                  guint64              seed,
                  FutoRunResult       *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.node_limit = node_limit;
  options.params = params;
  options.seed = seed;
  futo_run (algorithm, puzzle, &options, result);
  for (int i = 0; i < result->stored; i++)
    g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[i]));
  return result->status;
}

FutoPuzzle *
test_load_puzzle (const char *relative_path)
{
  gsize len = 0;
  g_autofree char *text = test_read_data (relative_path, &len);
  FutoError error;
  FutoGame *game = futo_game_read_any (text, len, NULL, &error);
  FutoPuzzle *puzzle;

  if (game == NULL)
    g_error ("%s: %s", relative_path, error.message);
  puzzle = futo_puzzle_copy (game->puzzle);
  futo_game_free (game);
  return puzzle;
}

void
test_assert_solve_alike (FutoHuman     *slow,
                         FutoHuman     *fast,
                         FutoTechnique  last,
                         int            n)
{
  g_assert_cmpint (futo_human_solve_steps (slow, last, NULL, NULL, NULL), ==,
                   futo_human_solve_fast (fast, last));
  for (int cell = 0; cell < n * n; cell++)
    g_assert_cmpuint (futo_human_candidates (slow, cell), ==, futo_human_candidates (fast, cell));
  futo_human_free (slow);
  futo_human_free (fast);
}
