/* futo-planted.c: planted instances for the phase-transition experiments
 *
 * See futo-planted.h. Each index draws its own generator state from the
 * seed, the size and the index, so that instances never depend on how many
 * others were drawn before them, or in which thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#include "futo-check-private.h"
#include "futo-latin.h"
#include "futo-planted.h"
#include "futo-random.h"

int
futo_planted_hole_count (int    size,
                         double holes)
{
  FUTO_RETURN_VAL_IF_FAIL (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, 0);
  FUTO_RETURN_VAL_IF_FAIL (holes >= 0.0 && holes <= 1.0, 0);

  return (int) lround (holes * size * size);
}

int
futo_planted_sign_count (int    size,
                         double signs)
{
  FUTO_RETURN_VAL_IF_FAIL (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, 0);
  FUTO_RETURN_VAL_IF_FAIL (signs >= 0.0 && signs <= 1.0, 0);

  return (int) lround (signs * 2 * size * (size - 1));
}

/* The generator state of one instance: the seed, size and index mixed
 * through the generator itself so that neighbouring indices and seeds
 * give unrelated streams. */
static void
instance_random (FutoRandom *rng,
                 int         size,
                 uint64_t    seed,
                 int         index)
{
  FutoRandom mixer;

  futo_random_init (&mixer, seed ^ ((uint64_t) size << 48));
  futo_random_init (rng, futo_random_next (&mixer) + (uint64_t) index * 0x9e3779b97f4a7c15ull);
}

/* The true relation of the pair numbered pair: the first size · (size - 1)
 * pairs are the horizontal ones, the others the vertical ones. */
static void
sign_pair (FutoPuzzle    *puzzle,
           const uint8_t *square,
           int            pair)
{
  int n = puzzle->size, horizontal = n * (n - 1);
  int row, col, other;
  FutoDirection dir;

  if (pair < horizontal)
    {
      row = pair / (n - 1);
      col = pair % (n - 1);
      other = row * n + col + 1;
      dir = FUTO_DIR_RIGHT;
    }
  else
    {
      row = (pair - horizontal) / n;
      col = (pair - horizontal) % n;
      other = (row + 1) * n + col;
      dir = FUTO_DIR_DOWN;
    }
  futo_puzzle_set_relation (puzzle, row, col, dir,
                            square[row * n + col] < square[other] ? FUTO_REL_LESS : FUTO_REL_GREATER);
}

/* Reorders cells (all n² of them, already shuffled) so that any prefix is
 * a balanced pattern of holes. A second random Latin square, drawn from the
 * same stream, splits the board into n classes, the cells of one symbol:
 * each class holds one cell of every row and every column. Classes in a
 * random order, each one's cells in the shuffled order they already have,
 * so that the first k·n cells are k whole classes (k holes in every row and
 * column) and a part of the next class adds at most one more to a row or
 * column. Returns false when memory runs out. */
static bool
balance_order (FutoRandom *rng,
               int         n,
               int        *cells)
{
  int n_cells = n * n;
  uint8_t *pattern = malloc ((size_t) n_cells);
  int *symbols = malloc (sizeof *symbols * (size_t) n);
  int *rank = malloc (sizeof *rank * (size_t) n);
  int *ordered = malloc (sizeof *ordered * (size_t) n_cells);
  int *next = calloc ((size_t) n, sizeof *next);
  bool ok = pattern != NULL && symbols != NULL && rank != NULL && ordered != NULL && next != NULL &&
            futo_latin_random (rng, n, pattern, 0);

  if (ok)
    {
      for (int s = 0; s < n; s++)
        symbols[s] = s;
      futo_random_shuffle (rng, symbols, n);
      /* rank[symbol value - 1]: the place of its class in the order */
      for (int place = 0; place < n; place++)
        rank[symbols[place]] = place;
      for (int i = 0; i < n_cells; i++)
        {
          int place = rank[pattern[cells[i]] - 1];
          ordered[place * n + next[place]++] = cells[i];
        }
      for (int i = 0; i < n_cells; i++)
        cells[i] = ordered[i];
    }
  free (pattern);
  free (symbols);
  free (rank);
  free (ordered);
  free (next);
  return ok;
}

FutoPuzzle *
futo_planted_instance (int       size,
                       double    holes,
                       double    signs,
                       uint64_t  seed,
                       int       index,
                       uint8_t **solution)
{
  return futo_planted_instance_with_holes (size, holes, signs, FUTO_PLANTED_HOLES_RANDOM, seed,
                                           index, solution);
}

FutoPuzzle *
futo_planted_instance_with_holes (int               size,
                                  double            holes,
                                  double            signs,
                                  FutoPlantedHoles  pattern,
                                  uint64_t          seed,
                                  int               index,
                                  uint8_t         **solution)
{
  FutoRandom rng;
  FutoPuzzle *puzzle = NULL;
  uint8_t *square;
  int *cells, *pairs;
  int n_cells = size * size, n_pairs = 2 * size * (size - 1);

  FUTO_RETURN_VAL_IF_FAIL (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, NULL);
  FUTO_RETURN_VAL_IF_FAIL (holes >= 0.0 && holes <= 1.0, NULL);
  FUTO_RETURN_VAL_IF_FAIL (signs >= 0.0 && signs <= 1.0, NULL);
  FUTO_RETURN_VAL_IF_FAIL (index >= 0, NULL);
  FUTO_RETURN_VAL_IF_FAIL (pattern == FUTO_PLANTED_HOLES_RANDOM || pattern == FUTO_PLANTED_HOLES_BALANCED,
                           NULL);

  square = malloc ((size_t) n_cells);
  cells = malloc (sizeof *cells * (size_t) n_cells);
  pairs = malloc (sizeof *pairs * (size_t) n_pairs);
  if (square == NULL || cells == NULL || pairs == NULL)
    goto out;

  /* Always the same draws in the same order, whatever the fractions: the
   * square, then the order of the cells, then the order of the pairs. */
  instance_random (&rng, size, seed, index);
  if (!futo_latin_random (&rng, size, square, 0))
    goto out;
  for (int i = 0; i < n_cells; i++)
    cells[i] = i;
  futo_random_shuffle (&rng, cells, n_cells);
  for (int i = 0; i < n_pairs; i++)
    pairs[i] = i;
  futo_random_shuffle (&rng, pairs, n_pairs);
  /* Drawn last, so that the random pattern's instances stay what they were. */
  if (pattern == FUTO_PLANTED_HOLES_BALANCED && !balance_order (&rng, size, cells))
    goto out;

  puzzle = futo_puzzle_new (size);
  if (puzzle == NULL)
    goto out;
  for (int i = futo_planted_hole_count (size, holes); i < n_cells; i++)
    puzzle->givens[cells[i]] = square[cells[i]];
  for (int i = 0, count = futo_planted_sign_count (size, signs); i < count; i++)
    sign_pair (puzzle, square, pairs[i]);

  if (solution != NULL)
    {
      *solution = square;
      square = NULL;
    }
out:
  free (square);
  free (cells);
  free (pairs);
  return puzzle;
}
