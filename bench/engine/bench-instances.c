/* bench-instances.c: random Latin squares and puzzles for the engine benchmark
 *
 * Jacobson and Matthews (1996), "Generating uniformly distributed random
 * Latin squares", J. Combin. Des. 4: a Latin square is a 0/1 cube with one 1
 * on every line; the chain moves through "improper" cubes that have a single
 * -1 cell, and its stationary distribution is uniform on proper squares.
 * A move picks a cell (r, c, v) — any 0 cell of a proper cube, or the -1 cell
 * of an improper one — and lines through it: c' with (r, c', v) = 1, r' with
 * (r', c, v) = 1, v' with (r, c, v') = 1 (one of the two choices at random
 * when improper); then it adds 1 to (r, c, v), (r', c', v), (r', c, v'),
 * (r, c', v') and takes 1 from (r, c', v), (r', c, v), (r, c, v'),
 * (r', c', v'), which keeps every line sum at 1. The cube is stored whole
 * (n³ bytes) and lines are found by scanning: simple, and fast enough for
 * n ≤ 64 at n³ moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "bench-instances.h"

void
bench_rng_seed (BenchRng *rng,
                uint64_t  seed)
{
  rng->state = seed * 0x9E3779B97F4A7C15ULL + 0xD1B54A32D192ED03ULL;
}

uint64_t
bench_rng_next (BenchRng *rng)
{
  /* splitmix64 */
  uint64_t z = (rng->state += 0x9E3779B97F4A7C15ULL);

  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

uint32_t
bench_rng_below (BenchRng *rng,
                 uint32_t  bound)
{
  return (uint32_t) ((bench_rng_next (rng) >> 32) * bound >> 32);
}

typedef struct
{
  int     n;
  int8_t *cube;
} Cube;

static inline int8_t *
at (Cube *cube,
    int   r,
    int   c,
    int   v)
{
  return &cube->cube[((size_t) r * cube->n + c) * cube->n + v];
}

/* The (up to two) positions k along a line where the cube holds 1; stride
 * steps along the line from base. Returns how many were found. */
static int
ones_on_line (Cube   *cube,
              size_t  base,
              size_t  stride,
              int     found[2])
{
  int count = 0;

  for (int k = 0; k < cube->n && count < 2; k++)
    if (cube->cube[base + k * stride] == 1)
      found[count++] = k;
  return count;
}

/* One move around (r, c, v); returns whether the cube became improper, in
 * which case (r, c, v) is updated to the new -1 cell. */
static bool
move (Cube     *cube,
      BenchRng *rng,
      int      *r,
      int      *c,
      int      *v)
{
  int n = cube->n, rs[2] = { 0, 0 }, cs[2] = { 0, 0 }, vs[2] = { 0, 0 };
  int nr = ones_on_line (cube, (size_t) *c * n + *v, (size_t) n * n, rs);
  int nc = ones_on_line (cube, (size_t) *r * n * n + *v, (size_t) n, cs);
  int nv = ones_on_line (cube, ((size_t) *r * n + *c) * n, 1, vs);
  int r1 = rs[nr == 2 ? bench_rng_below (rng, 2) : 0];
  int c1 = cs[nc == 2 ? bench_rng_below (rng, 2) : 0];
  int v1 = vs[nv == 2 ? bench_rng_below (rng, 2) : 0];

  (*at (cube, *r, *c, *v))++;
  (*at (cube, r1, c1, *v))++;
  (*at (cube, r1, *c, v1))++;
  (*at (cube, *r, c1, v1))++;
  (*at (cube, *r, c1, *v))--;
  (*at (cube, r1, *c, *v))--;
  (*at (cube, *r, *c, v1))--;
  if (--(*at (cube, r1, c1, v1)) < 0)
    {
      *r = r1;
      *c = c1;
      *v = v1;
      return true;
    }
  return false;
}

uint8_t *
bench_latin_square (BenchRng *rng,
                    int       n)
{
  Cube cube = { n, calloc ((size_t) n * n * n, 1) };
  uint8_t *square = malloc ((size_t) n * n);
  uint64_t steps = (uint64_t) n * n * n;
  bool improper = false;
  int r = 0, c = 0, v = 0;

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      *at (&cube, i, j, (i + j) % n) = 1;
  for (uint64_t step = 0; step < steps || improper; step++)
    {
      if (!improper)
        do
          {
            r = (int) bench_rng_below (rng, (uint32_t) n);
            c = (int) bench_rng_below (rng, (uint32_t) n);
            v = (int) bench_rng_below (rng, (uint32_t) n);
          }
        while (*at (&cube, r, c, v) != 0);
      improper = move (&cube, rng, &r, &c, &v);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        if (*at (&cube, i, j, k) == 1)
          square[i * n + j] = (uint8_t) (k + 1);
  free (cube.cube);
  return square;
}

/* The first k entries of a random permutation of 0..total-1 into out. */
static void
sample (BenchRng *rng,
        int       total,
        int       k,
        int      *out)
{
  int *all = malloc ((size_t) total * sizeof *all);

  for (int i = 0; i < total; i++)
    all[i] = i;
  for (int i = 0; i < k && i < total; i++)
    {
      int j = i + (int) bench_rng_below (rng, (uint32_t) (total - i)), t = all[i];

      all[i] = all[j];
      all[j] = t;
      out[i] = all[i];
    }
  free (all);
}

FutoPuzzle *
bench_puzzle_from (BenchRng      *rng,
                   const uint8_t *square,
                   int            n,
                   int            signs,
                   int            givens)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  int cells = n * n, pairs = 2 * n * (n - 1);
  int *chosen = malloc ((size_t) (cells > pairs ? cells : pairs) * sizeof *chosen);

  if (givens > cells)
    givens = cells;
  if (signs > pairs)
    signs = pairs;
  sample (rng, cells, givens, chosen);
  for (int i = 0; i < givens; i++)
    puzzle->givens[chosen[i]] = square[chosen[i]];
  /* Pairs 0 .. n(n-1)-1 are horizontal, the rest vertical. */
  sample (rng, pairs, signs, chosen);
  for (int i = 0; i < signs; i++)
    {
      int p = chosen[i];

      if (p < n * (n - 1))
        {
          int cell = (p / (n - 1)) * n + p % (n - 1);

          puzzle->right[cell] = square[cell] < square[cell + 1] ? FUTO_REL_LESS : FUTO_REL_GREATER;
        }
      else
        {
          int cell = p - n * (n - 1);

          puzzle->down[cell] = square[cell] < square[cell + n] ? FUTO_REL_LESS : FUTO_REL_GREATER;
        }
    }
  free (chosen);
  return puzzle;
}
