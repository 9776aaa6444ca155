/* paper-instances.c: random Latin squares and the paper's random instances
 *
 * The paper does not say how its instances were made. The default family,
 * "uniform", is our reading: a uniformly random square, givens and signs
 * chosen uniformly. The other families make the square or choose the
 * givens another way, to find out which one the paper's node counts fit
 * (bench/README.md, "Instance families").
 *
 * Latin squares come from the Markov chain of Jacobson and Matthews
 * ("Generating uniformly distributed random Latin squares", J. Combinatorial
 * Designs 4(6), 1996). A square is seen as its incidence cube: f(r, c, s) = 1
 * when cell (r, c) holds symbol s, so every line of the cube sums to 1. A
 * move adds and subtracts 1 around a 2×2×2 sub-cube so that the line sums
 * stay 1; it may leave one entry at -1 (an "improper" square), and the next
 * move then starts from that entry. The chain is run for n³ moves from the
 * cyclic square, then on by steps of n² moves until the square is proper.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-random.h"
#include "paper-bench.h"

/* The generator is the core's xoshiro256** (futo-random.h), whose stream
 * is the one these instances were drawn from. What stays here is what the
 * core does otherwise, so that every instance, and so every node count of
 * bench/README.md, stays as it was: below() takes the remainder of a draw
 * where futo_random_below() multiplies, the chain below samples on its own
 * schedule (n³ moves, then every n²) where futo_latin_random() counts
 * proper squares, and the instance seeds mix with splitmix64 directly. */

static uint64_t
splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Uniform in 0..bound-1 (bound > 0): the top partial block of 2^32 is
 * rejected so that every value is as likely. */
static uint32_t
below (FutoRandom *rng,
       uint32_t    bound)
{
  uint32_t threshold = (uint32_t) (-bound) % bound;

  for (;;)
    {
      uint32_t x = (uint32_t) (futo_random_next (rng) >> 32);

      if (x >= threshold)
        return x % bound;
    }
}

/* ---- Jacobson–Matthews ---- */

typedef struct
{
  int     n;
  int8_t *f; /* the incidence cube, f[(r * n + c) * n + s] */
} Cube;

static inline int8_t *
at (Cube *cube,
    int   r,
    int   c,
    int   s)
{
  return &cube->f[((size_t) r * cube->n + c) * cube->n + s];
}

/* The one or two indices k along a line where f = 1; picks one at random
 * when there are two (only next to the -1 of an improper square). */
static int
pick_one (Cube       *cube,
          FutoRandom *rng,
          int         r,
          int         c,
          int         s,
          int         axis)
{
  int found[2], count = 0;

  for (int k = 0; k < cube->n && count < 2; k++)
    {
      int8_t v = axis == 0 ? *at (cube, k, c, s) : axis == 1 ? *at (cube, r, k, s) : *at (cube, r, c, k);

      if (v == 1)
        found[count++] = k;
    }
  return count == 1 ? found[0] : found[below (rng, 2)];
}

/* One move from the 0 or -1 entry (r, c, s). Returns whether the square is
 * left improper, with the new -1 entry in *bad. */
static bool
move (Cube       *cube,
      FutoRandom *rng,
      int         r,
      int         c,
      int         s,
      int         bad[3])
{
  int r2 = pick_one (cube, rng, r, c, s, 0);
  int c2 = pick_one (cube, rng, r, c, s, 1);
  int s2 = pick_one (cube, rng, r, c, s, 2);

  (*at (cube, r, c, s))++;
  (*at (cube, r, c2, s))--;
  (*at (cube, r2, c, s))--;
  (*at (cube, r, c, s2))--;
  (*at (cube, r, c2, s2))++;
  (*at (cube, r2, c, s2))++;
  (*at (cube, r2, c2, s))++;
  (*at (cube, r2, c2, s2))--;
  bad[0] = r2;
  bad[1] = c2;
  bad[2] = s2;
  return *at (cube, r2, c2, s2) < 0;
}

/* A random Latin square of order n (row-major, values 1..n, malloc'd): a
 * pure function of the generator's state. */
static uint8_t *
latin_square (int         n,
              FutoRandom *rng)
{
  Cube cube = { n, calloc ((size_t) n * n * n, 1) };
  uint8_t *square = malloc ((size_t) n * n);
  uint64_t moves = (uint64_t) n * n * n, period = (uint64_t) n * n;
  bool improper = false;
  int bad[3] = { 0, 0, 0 };

  if (cube.f == NULL || square == NULL)
    {
      free (cube.f);
      free (square);
      return NULL;
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      *at (&cube, r, c, (r + c) % n) = 1;

  /* Sample at fixed times only: n³, then every n² moves until the square is
   * proper. Stopping at the first proper square after n³ moves instead is
   * biased (squares the chain leaves improper more rarely, those with many
   * intercalates, come out more often: for n = 4 a chi-square of 17,000 on
   * 575 degrees of freedom, against about 575 this way). */
  for (uint64_t i = 0; i < moves || improper || (i - moves) % period != 0; i++)
    {
      if (improper)
        improper = move (&cube, rng, bad[0], bad[1], bad[2], bad);
      else
        {
          int r, c, s;

          /* A uniformly random 0 entry of the proper cube. */
          do
            {
              r = (int) below (rng, (uint32_t) n);
              c = (int) below (rng, (uint32_t) n);
              s = (int) below (rng, (uint32_t) n);
            }
          while (*at (&cube, r, c, s) != 0);
          improper = move (&cube, rng, r, c, s, bad);
        }
    }

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int s = 0; s < n; s++)
        if (*at (&cube, r, c, s) == 1)
          square[r * n + c] = (uint8_t) (s + 1);
  free (cube.f);
  return square;
}

/* ---- Other ways to make the square ---- */

/* Fisher–Yates. */
static void
shuffle (FutoRandom *rng,
         int        *items,
         int         count)
{
  for (int i = count - 1; i > 0; i--)
    {
      int j = (int) below (rng, (uint32_t) i + 1);
      int t = items[i];

      items[i] = items[j];
      items[j] = t;
    }
}

/* A random isotope of the cyclic group's table: rows, columns and symbols of
 * (r + c) mod n permuted at random. Every such square has n! n! n! / n
 * isotopies at most, a vanishing part of all squares, and is full of
 * intercalates when n is even: the quick way many programs make squares. */
static uint8_t *
cyclic_square (int         n,
               FutoRandom *rng)
{
  uint8_t *square = malloc ((size_t) n * n);
  int rows[FUTO_MAX_SIZE], cols[FUTO_MAX_SIZE], symbols[FUTO_MAX_SIZE];

  if (square == NULL)
    return NULL;
  for (int i = 0; i < n; i++)
    rows[i] = cols[i] = symbols[i] = i;
  shuffle (rng, rows, n);
  shuffle (rng, cols, n);
  shuffle (rng, symbols, n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      square[r * n + c] = (uint8_t) (symbols[(rows[r] + cols[c]) % n] + 1);
  return square;
}

/* Kuhn's augmenting path from column c of row r: gives c a value free in
 * its column above (column_free), moving the values of other columns of
 * the row along the path. owner[v] is the column holding v in the row, or
 * -1; order[] tries the values of every column in one random order. */
static bool
augment (int            n,
         int            c,
         const uint64_t column_free[],
         int            owner[],
         int            value_of[],
         const int      order[],
         uint64_t      *visited)
{
  for (int k = 0; k < n; k++)
    {
      int v = order[k];
      uint64_t bit = (uint64_t) 1 << v;

      if ((column_free[c] & bit) == 0 || (*visited & bit) != 0)
        continue;
      *visited |= bit;
      if (owner[v] < 0 || augment (n, owner[v], column_free, owner, value_of, order, visited))
        {
          owner[v] = c;
          value_of[c] = v;
          return true;
        }
    }
  return false;
}

/* A square built row by row, each row a random matching of the columns to
 * the values still free in them: the way a program builds a square when it
 * fills rows one after the other. Hall's theorem guarantees every row can be
 * completed, so no row is ever taken back; Kuhn's augmenting paths find the
 * completion in polynomial time, where a plain search by cell can thrash on
 * the last rows of a large square. Not uniform: the matching favours the
 * value order drawn for the row. */
static uint8_t *
rowwise_square (int         n,
                FutoRandom *rng)
{
  uint8_t *square = malloc ((size_t) n * n);
  uint64_t column_free[FUTO_MAX_SIZE];
  int owner[FUTO_MAX_SIZE], value_of[FUTO_MAX_SIZE], order[FUTO_MAX_SIZE], columns[FUTO_MAX_SIZE];

  if (square == NULL)
    return NULL;
  for (int c = 0; c < n; c++)
    column_free[c] = n == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << n) - 1;
  for (int r = 0; r < n; r++)
    {
      for (int k = 0; k < n; k++)
        {
          owner[k] = -1;
          order[k] = columns[k] = k;
        }
      shuffle (rng, order, n);
      shuffle (rng, columns, n);
      for (int k = 0; k < n; k++)
        {
          uint64_t visited = 0;

          augment (n, columns[k], column_free, owner, value_of, order, &visited);
        }
      for (int c = 0; c < n; c++)
        {
          square[r * n + c] = (uint8_t) (value_of[c] + 1);
          column_free[c] &= ~((uint64_t) 1 << value_of[c]);
        }
    }
  return square;
}

/* ---- Families ---- */

typedef enum
{
  SQUARE_UNIFORM,
  SQUARE_CYCLIC,
  SQUARE_ROWWISE,
} SquareKind;

typedef struct
{
  const char *name;
  const char *description;
  SquareKind  square;
  bool        givens_first; /* the givens are the first cells in row-major order */
  bool        forced;       /* cells are emptied while their row and column still force them */
  bool        by_value;     /* the givens are every cell of some values */
} Family;

static const Family families[] = {
  { "uniform", "uniform random square (Jacobson-Matthews); givens and signs uniform", SQUARE_UNIFORM, false },
  { "cyclic", "random isotope of the cyclic table (permuted rows, columns, symbols)", SQUARE_CYCLIC, false },
  { "rowwise", "square built row by row, each a random permutation fitting the rows above",
    SQUARE_ROWWISE, false },
  { "top", "uniform square; the givens are the first cells in row-major order", SQUARE_UNIFORM, true },
  { "cyclic-top", "cyclic isotope; the givens are the first cells in row-major order", SQUARE_CYCLIC, true },
  { "forced", "uniform square; cells emptied only while the givens of their row and column force them",
    SQUARE_UNIFORM, false, true },
  { "values", "uniform square; the givens are all the cells of some values, the empty cells hold the others",
    SQUARE_UNIFORM, false, false, true },
};

int
futo_bench_family_count (void)
{
  return (int) (sizeof families / sizeof families[0]);
}

int
futo_bench_family_find (const char *name)
{
  for (int k = 0; k < futo_bench_family_count (); k++)
    if (strcmp (families[k].name, name) == 0)
      return k;
  return -1;
}

const char *
futo_bench_family_name (int family)
{
  return families[family].name;
}

const char *
futo_bench_family_description (int family)
{
  return families[family].description;
}

/* ---- Instances ---- */

/* Shows every cell of one value after another, the values in a random
 * order and the cells of each in a random order, until givens are shown:
 * then every empty cell's row and column miss the same values (all but
 * the last value begun), and the empty cells have many solutions. */
static void
show_by_value (FutoPuzzle    *puzzle,
               const uint8_t *square,
               FutoRandom    *rng,
               int            givens)
{
  int n = puzzle->size, cells = n * n, shown = 0;
  int values[FUTO_MAX_SIZE], order[FUTO_MAX_SIZE * FUTO_MAX_SIZE];

  for (int v = 0; v < n; v++)
    values[v] = v + 1;
  shuffle (rng, values, n);
  for (int i = 0; i < cells; i++)
    order[i] = i;
  shuffle (rng, order, cells);
  for (int v = 0; v < n && shown < givens; v++)
    for (int i = 0; i < cells && shown < givens; i++)
      if (square[order[i]] == values[v])
        {
          puzzle->givens[order[i]] = square[order[i]];
          shown++;
        }
}

/* Whether the givens of cell's row and column, cell itself left out, hold
 * every value but one: the cell is forced (a "naked single" by lines). */
static bool
forced_by_lines (const FutoPuzzle *puzzle,
                 int               cell)
{
  int n = puzzle->size, row = cell / n, col = cell % n;
  uint64_t seen = 0;

  for (int k = 0; k < n; k++)
    {
      if (k != col && puzzle->givens[row * n + k] != 0)
        seen |= (uint64_t) 1 << (puzzle->givens[row * n + k] - 1);
      if (k != row && puzzle->givens[k * n + col] != 0)
        seen |= (uint64_t) 1 << (puzzle->givens[k * n + col] - 1);
    }
  return __builtin_popcountll (seen) == n - 1;
}

/* Empties cells of a full grid in a random order, each only when its row
 * and column force it at that moment, until givens are left; the easy
 * puzzles a simple generator makes, solvable by looking at lines alone.
 * When no more cells can go that way, the rest go at random. */
static void
empty_forced_cells (FutoPuzzle *puzzle,
                    FutoRandom *rng,
                    int         givens)
{
  int cells = puzzle->size * puzzle->size, left = cells;
  int order[FUTO_MAX_SIZE * FUTO_MAX_SIZE];

  for (int i = 0; i < cells; i++)
    order[i] = i;
  shuffle (rng, order, cells);
  for (int i = 0; i < cells && left > givens; i++)
    if (forced_by_lines (puzzle, order[i]))
      {
        puzzle->givens[order[i]] = 0;
        left--;
      }
  for (int i = 0; i < cells && left > givens; i++)
    if (puzzle->givens[order[i]] != 0)
      {
        puzzle->givens[order[i]] = 0;
        left--;
      }
}

/* Chooses count distinct indices of 0..total-1, uniformly: the first count
 * entries of a partial Fisher–Yates shuffle. */
static int *
choose (FutoRandom *rng,
        int         total,
        int         count)
{
  int *all = malloc ((size_t) total * sizeof *all);

  if (all == NULL)
    return NULL;
  for (int i = 0; i < total; i++)
    all[i] = i;
  for (int i = 0; i < count; i++)
    {
      int j = i + (int) below (rng, (uint32_t) (total - i));
      int t = all[i];

      all[i] = all[j];
      all[j] = t;
    }
  return all;
}

FutoPuzzle *
futo_bench_paper_instance (int       family,
                           int       n,
                           int       inequalities,
                           int       givens,
                           uint64_t  seed,
                           uint8_t **solution)
{
  const Family *how = &families[family];
  int pairs = 2 * n * (n - 1), cells = n * n;
  FutoRandom rng;
  FutoPuzzle *puzzle;
  uint8_t *square;
  int *chosen;

  if (n < FUTO_MIN_SIZE || n > FUTO_MAX_SIZE || givens < 0 || givens > cells
      || inequalities < 0 || inequalities > pairs)
    return NULL;
  futo_random_init (&rng, seed);
  square = how->square == SQUARE_CYCLIC ? cyclic_square (n, &rng)
           : how->square == SQUARE_ROWWISE ? rowwise_square (n, &rng)
           : latin_square (n, &rng);
  puzzle = futo_puzzle_new (n);
  if (square == NULL || puzzle == NULL)
    goto fail;

  if (how->givens_first)
    memcpy (puzzle->givens, square, (size_t) givens);
  else if (how->by_value)
    show_by_value (puzzle, square, &rng, givens);
  else if (how->forced)
    {
      memcpy (puzzle->givens, square, (size_t) cells);
      empty_forced_cells (puzzle, &rng, givens);
    }
  else
    {
      if ((chosen = choose (&rng, cells, givens)) == NULL)
        goto fail;
      for (int i = 0; i < givens; i++)
        puzzle->givens[chosen[i]] = square[chosen[i]];
      free (chosen);
    }

  /* Pairs 0 .. n(n-1)-1 join (r, c) to its right; the rest join it to the
   * cell below. */
  if ((chosen = choose (&rng, pairs, inequalities)) == NULL)
    goto fail;
  for (int i = 0; i < inequalities; i++)
    {
      int p = chosen[i], half = n * (n - 1);
      int cell = p < half ? (p / (n - 1)) * n + p % (n - 1) : p - half;
      int other = p < half ? cell + 1 : cell + n;
      uint8_t rel = square[cell] < square[other] ? FUTO_REL_LESS : FUTO_REL_GREATER;

      if (p < half)
        puzzle->right[cell] = rel;
      else
        puzzle->down[cell] = rel;
    }
  free (chosen);

  if (solution != NULL)
    *solution = square;
  else
    free (square);
  return puzzle;

fail:
  free (square);
  futo_puzzle_free (puzzle);
  return NULL;
}

uint64_t
futo_bench_instance_seed (uint64_t run_seed,
                          int      n,
                          int      inequalities,
                          int      givens,
                          int      index)
{
  uint64_t state = run_seed;

  state ^= splitmix64 (&state) + (uint64_t) n;
  state ^= splitmix64 (&state) + (uint64_t) inequalities;
  state ^= splitmix64 (&state) + (uint64_t) givens;
  state ^= splitmix64 (&state) + (uint64_t) index;
  return splitmix64 (&state);
}
