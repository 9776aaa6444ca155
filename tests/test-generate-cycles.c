/* test-generate-cycles.c: the squares a short cycle away are other solutions
 *
 * The generator counts a clue needed when one of them breaks it alone.
 * Each must be a Latin square other than the solution, and the clue it
 * breaks alone must really be needed: without it the puzzle has two
 * solutions, by plain enumeration.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

/* Inside the library on purpose: the generator's cycle finder (gen_cycles_*) has
 * no public API, and is tested alone here. */
#include "futo-generate-private.h"
#include "futo-latin.h"
#include "test-util.h"

static void
assert_latin (const guint8 *board,
              int           n)
{
  for (int line = 0; line < n; line++)
    {
      guint64 row = 0, col = 0;

      for (int k = 0; k < n; k++)
        {
          row |= G_GUINT64_CONSTANT (1) << board[line * n + k];
          col |= G_GUINT64_CONSTANT (1) << board[k * n + line];
        }
      g_assert_cmpuint (row, ==, ((G_GUINT64_CONSTANT (1) << n) - 1) << 1);
      g_assert_cmpuint (col, ==, row);
    }
}

/* A Gen with just what the cycles and the clues need. */
static void
gen_setup (Gen        *gen,
           FutoRandom *rng,
           int         n)
{
  memset (gen, 0, sizeof *gen);
  gen->n = n;
  gen->cells = n * n;
  gen->mode = FUTO_MODE_UNEQUAL;
  gen->solution = g_malloc (gen->cells);
  gen->puzzle = futo_puzzle_new_with_mode (n, FUTO_MODE_UNEQUAL);
  g_assert_true (futo_latin_random (rng, n, gen->solution, 0));
  g_assert_true (_futo_gen_cycles_init (gen));
  _futo_gen_cycles_build (gen);
}

static void
gen_teardown (Gen *gen)
{
  _futo_gen_cycles_clear (gen);
  futo_puzzle_free (gen->puzzle);
  g_free (gen->solution);
}

static void
test_cycles_are_squares (void)
{
  FutoRandom rng;
  int total = 0;

  futo_random_init (&rng, 5);
  for (int n = 4; n <= 12; n++)
    {
      Gen gen;

      gen_setup (&gen, &rng, n);
      for (int w = 0; w < gen.cycle_count; w++)
        {
          const guint8 *board = gen.cycle + (size_t) w * gen.cells;

          assert_latin (board, n);
          g_assert_cmpint (memcmp (board, gen.solution, gen.cells), !=, 0);
          g_assert_cmpint (gen.cycle_breaks[w], ==, 0); /* no clue yet */
        }
      total += gen.cycle_count;
      gen_teardown (&gen);
    }
  g_assert_cmpint (total, >, 0);
}

/* Random clues; every clue a cycle breaks alone is needed, and the counts
 * follow clues set and cleared. */
static void
test_cycles_prove_needed (void)
{
  FutoRandom rng;
  GRand *rand = g_rand_new_with_seed (3);
  int needed = 0;

  futo_random_init (&rng, 9);
  for (int round = 0; round < 60; round++)
    {
      int n = 4 + round % 3;
      Gen gen;

      gen_setup (&gen, &rng, n);
      for (int id = 0; id < 3 * gen.cells; id++)
        if (_futo_gen_clue_exists (&gen, id) && g_rand_double (rand) < 0.45)
          _futo_gen_clue_set (&gen, id, true, false);
      /* Clear one and set it again: the counts must come back. */
      for (int id = 0; id < 3 * gen.cells; id++)
        if (_futo_gen_clue_exists (&gen, id) && _futo_gen_clue_present (&gen, id))
          {
            _futo_gen_clue_set (&gen, id, false, false);
            _futo_gen_clue_set (&gen, id, true, false);
            break;
          }
      for (int id = 0; id < 3 * gen.cells; id++)
        {
          if (!_futo_gen_clue_exists (&gen, id)
              || !_futo_gen_clue_present (&gen, id)
              || !_futo_gen_cycles_need (&gen, id))
            continue;
          needed++;
          _futo_gen_clue_set (&gen, id, false, false);
          g_assert_cmpuint (test_brute_count (gen.puzzle, 2, NULL), ==, 2);
          _futo_gen_clue_set (&gen, id, true, false);
        }
      gen_teardown (&gen);
    }
  g_rand_free (rand);
  g_assert_cmpint (needed, >, 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/generate/cycles/squares", test_cycles_are_squares);
  g_test_add_func ("/generate/cycles/needed", test_cycles_prove_needed);
  return g_test_run ();
}
