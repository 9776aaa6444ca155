/* futo-generate-adjacent.c: Adjacent puzzles, one square and one given
 *
 * An Adjacent puzzle carries every mark its solution implies, and the
 * marks read the same for a square and for its mirror (v → n + 1 - v): the
 * marks alone never have one solution, and one given that is not the middle
 * value nearly always makes them have one (every one of the 9,216 single
 * givens of the 576 squares of order 4 does). So a minimal Adjacent puzzle
 * has one given, and its level comes from the square and where the given
 * stands. One attempt draws a square and tries each cell as the one given,
 * in random order, until the puzzle grades exactly at the level: the
 * techniques up to the level solve it and those of the level below do not
 * (recursive: none up to extreme does, and the default algorithm proves the
 * solution unique). Solved by the techniques, the puzzle is unique; with
 * one given, minimal.
 *
 * Which squares: from 9×9 on, a random square's marks (about one pair in
 * n / 2) almost never let the techniques finish from one given: of 40
 * random 9×9 squares none had a cell giving an easy, medium or hard puzzle,
 * and from 10×10 on none had one giving even an extreme puzzle. The chain
 * that draws squares (futo-latin.c) starts from the cyclic square, whose
 * marks join nearly every pair; a few steps away a square keeps many of
 * them, and the fewer steps, the more marks and the easier the puzzles.
 * Measured over sizes 5 to 12 (bench/generate/README.md), the share of
 * squares with a cell of each level is nearly the same at every size for a
 * given number of steps, so each level has its own: the number at which its
 * squares came most often. A random symmetry of the board (rotations,
 * reflections, the mirror of the values, none of which changes which
 * neighbours are consecutive) hides where the chain started.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algorithm.h"
#include "futo-generate-private.h"
#include "futo-grade.h"
#include "futo-latin.h"

/* Steps of the chain from the cyclic square, by level. Squares with a cell
 * of the level, over sizes 6 to 12 (5×5 the same at any number of steps):
 * easy 79–100 % at 2 steps, medium 80–100 % at 3, hard 6–16 % at 4,
 * extreme 45–90 % at 6, and at 8 steps 78–98 % have cells that need more
 * than the extreme techniques, about half of them with one solution. */
static const uint64_t adjacent_steps[FUTO_N_LEVELS] = {
  [FUTO_LEVEL_EASY]      = 2,
  [FUTO_LEVEL_MEDIUM]    = 3,
  [FUTO_LEVEL_HARD]      = 4,
  [FUTO_LEVEL_EXTREME]   = 6,
  [FUTO_LEVEL_RECURSIVE] = 8,
};

/* One of the board's eight symmetries, and the mirror of the values, at
 * random: each keeps consecutive neighbours consecutive. */
static void
scramble (Gen *gen)
{
  int n = gen->n;
  uint32_t bits = futo_random_below (&gen->rng, 16);
  uint8_t *from = gen->found;

  memcpy (from, gen->solution, (size_t) gen->cells);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int r = (bits & 1) ? n - 1 - row : row;
        int c = (bits & 2) ? n - 1 - col : col;
        int value = (bits & 4) ? from[c * n + r] : from[r * n + c];

        gen->solution[row * n + col] = (uint8_t) ((bits & 8) ? n + 1 - value : value);
      }
}

/* The marks the solution implies: every pair of consecutive neighbours. */
static void
set_marks (Gen *gen)
{
  int n = gen->n;

  for (int cell = 0; cell < gen->cells; cell++)
    {
      int value = gen->solution[cell];

      if (cell % n < n - 1 && abs (value - gen->solution[cell + 1]) == 1)
        futo_puzzle_set_relation (gen->puzzle, cell / n, cell % n, FUTO_DIR_RIGHT,
                                  FUTO_REL_ADJACENT);
      if (cell / n < n - 1 && abs (value - gen->solution[cell + n]) == 1)
        futo_puzzle_set_relation (gen->puzzle, cell / n, cell % n, FUTO_DIR_DOWN,
                                  FUTO_REL_ADJACENT);
    }
}

/* In how few cells the solution differs from the nearest cyclic square,
 * (±row ± column + k) mod n (the value mirror and the transpose are among
 * them). */
static int
cyclic_distance (const Gen *gen)
{
  int n = gen->n, best = gen->cells;

  for (int form = 0; form < 4; form++)
    for (int k = 0; k < n; k++)
      {
        int a = form & 1 ? n - 1 : 1, b = form & 2 ? n - 1 : 1, differ = 0;

        for (int row = 0; row < n && differ < best; row++)
          for (int col = 0; col < n; col++)
            differ += gen->solution[row * n + col] != (a * row + b * col + k) % n + 1;
        if (differ < best)
          best = differ;
      }
  return best;
}

/* A square at least n cells from every cyclic one. A few steps of the
 * chain often cancel out or make one small trade: of 50 seeds of 9×9 easy,
 * 4 puzzles had the cyclic square itself as solution and 7 more differed
 * from it in 6 cells (12×12: 2 and 3), the same board over again up to a
 * symmetry (bench/generate/README.md, "Variety"). Such a square is drawn
 * again; after 64 draws (never needed in the measurements) the last one
 * stays, so that a size where all are near still gets its puzzle. */
static bool
draw_square (Gen *gen)
{
  for (int draw = 0; draw < 64; draw++)
    {
      if (!futo_latin_random (&gen->rng, gen->n, gen->solution, adjacent_steps[gen->level]))
        return false;
      if (gen->n < 5 || cyclic_distance (gen) >= gen->n)
        break;
    }
  scramble (gen);
  memset (gen->puzzle->givens, 0, (size_t) gen->cells);
  memset (gen->puzzle->right, 0, (size_t) gen->cells);
  memset (gen->puzzle->down, 0, (size_t) gen->cells);
  set_marks (gen);
  return true;
}

/* Whether the puzzle has one solution, by the default algorithm within the
 * nodes of this square; past them it counts as not proved, and the attempt
 * ends (the next square gets twice the nodes, see futo-generate.c). The
 * other solution of a puzzle that has two is kept: the marks of a square
 * often leave a few squares besides its mirror, and a given that one of
 * them shares needs no proof to be found wanting (see witness_keeps();
 * 16×16 recursive, ten seeds: the slowest 10.2 s without, 0.9 s with). */
static bool
proved_unique (Gen *gen)
{
  FutoRunOptions options;
  FutoRunResult result;
  bool one;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  /* Restarts only slow a proof that there is no second solution. */
  options.params = "restarts=0";
  options.cancel = gen->budget->cancel;
  options.node_limit = gen->proof_nodes;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), gen->puzzle, &options, &result);
  gen->report->checks++;
  if (result.status == FUTO_STATUS_LIMIT)
    gen->gave_up = true;
  one = result.status == FUTO_STATUS_SOLVED && result.solution_count == 1;
  for (int i = 0; i < result.stored; i++)
    if (memcmp (result.solutions[i], gen->solution, (size_t) gen->cells) != 0)
      {
        memcpy (gen->witness + (size_t) gen->witness_next * gen->cells, result.solutions[i],
                (size_t) gen->cells);
        gen->witness_next = (gen->witness_next + 1) % WITNESSES;
        if (gen->witness_count < WITNESSES)
          gen->witness_count++;
        break;
      }
  futo_run_result_clear (&result);
  return one;
}

/* Whether another square with the same marks, met in a proof, also holds
 * the solution's value in cell: then that given alone leaves both. Its
 * mirror has the same marks too. */
static bool
witness_keeps (const Gen *gen,
               int        cell)
{
  int value = gen->solution[cell];

  for (int w = 0; w < gen->witness_count; w++)
    {
      int other = gen->witness[(size_t) w * gen->cells + cell];

      if (other == value || other == gen->n + 1 - value)
        return true;
    }
  return false;
}

bool
_futo_gen_adjacent_attempt (Gen  *gen,
                            bool *stop)
{
  int n = gen->n, count = 0;

  *stop = false;
  gen->gave_up = false;
  gen->witness_count = gen->witness_next = 0;
  gen->report->rounds++;
  if (!draw_square (gen))
    {
      gen->report->status = FUTO_GENERATE_NO_MEMORY;
      *stop = true;
      return false;
    }
  /* The middle value of an odd size is its own mirror: alone, it leaves
   * the square and its mirror both. */
  for (int cell = 0; cell < gen->cells; cell++)
    if (2 * gen->solution[cell] != n + 1)
      gen->order[count++] = cell;
  futo_random_shuffle (&gen->rng, gen->order, count);
  for (int i = 0; i < count; i++)
    {
      int cell = gen->order[i];
      FutoLevel level;

      if ((i & 7) == 0 && _futo_gen_over_budget (gen))
        {
          *stop = true;
          return false;
        }
      if (witness_keeps (gen, cell))
        continue;
      gen->puzzle->givens[cell] = gen->solution[cell];
      /* Below recursive, the techniques that solve it prove it unique. */
      level = futo_grade_unique_level (gen->human, gen->puzzle, gen->level);
      gen->report->checks++;
      if (level == gen->level && (level < FUTO_LEVEL_RECURSIVE || proved_unique (gen)))
        return true;
      gen->puzzle->givens[cell] = 0;
      if (gen->gave_up)
        {
          gen->proof_nodes *= 2;
          return false;
        }
    }
  return false;
}
