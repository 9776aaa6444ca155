/* futo-generate.c: puzzles with one solution, minimal, at an exact level
 *
 * One attempt starts from a random Latin square and works on a set of clues
 * read off it (givens, and signs between neighbours):
 *   1. fill: clues go where the solver is least sure (the open cell with the
 *      most candidates) until the fast human solver, at the target level
 *      (extreme for recursive), solves the puzzle: it then has one solution.
 *      A lean fill (extreme and recursive, and hard from 10×10 on) stops
 *      as soon as the easy techniques solve it;
 *   2. thin: every clue, in an order set by the style, is taken away when
 *      the puzzle stays solvable within the target level (for recursive:
 *      stays unique). At extreme, and at hard and recursive from 10×10
 *      on, a cheap first pass takes away the clues the easy techniques
 *      find again without them;
 *   3. check: a clue whose removal keeps the solution unique but needs a
 *      harder level "blocks" minimality; then the blocking clues found (the
 *      cheap questions first, the default algorithm's proofs only in a
 *      round that can still succeed), or when the grade comes out below
 *      the target one clue, are dropped for good and the puzzle is filled
 *      and thinned again. A few such rounds, then a fresh square.
 * The result is unique (the fast solver proves it), minimal (each clue's
 * removal was checked to lose uniqueness with the default algorithm) and
 * graded exactly at the target. An Adjacent puzzle, whose clues are its
 * givens alone and which needs one, is made another way, from a square
 * and one given tried in each cell (futo-generate-adjacent.c).
 *
 * Uniqueness is proved by the human techniques whenever they solve the
 * puzzle; otherwise it is asked the cheap way round (see unique_without()),
 * by a short search with the human solver's propagation, and only when that
 * runs long by the default algorithm, within a number of nodes per square:
 * a question past it drops the square for a fresh one (with twice the
 * nodes), which bounds a seed's tail. A needed clue is often known at once
 * from another solution met before or a short cycle away in the square
 * (futo-generate-cycles.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "futo-algorithm.h"
#include "futo-check-private.h"
#include "futo-generate-private.h"
#include "futo-grade.h"
#include "futo-latin.h"
#include "futo-random.h"
#include "futo-runner-private.h"


/* One solution, a few rounds. Returns true on success; false with the
 * report's status set when the budget stopped it. */
static bool
attempt (Gen  *gen,
         bool *stop)
{
  if (gen->mode == FUTO_MODE_ADJACENT)
    return _futo_gen_adjacent_attempt (gen, stop);
  *stop = false;
  if (!futo_latin_random (&gen->rng, gen->n, gen->solution, 0))
    {
      gen->report->status = FUTO_GENERATE_NO_MEMORY;
      *stop = true;
      return false;
    }
  memset (gen->puzzle->givens, 0, (size_t) gen->cells);
  memset (gen->puzzle->right, 0, (size_t) gen->cells);
  memset (gen->puzzle->down, 0, (size_t) gen->cells);
  _futo_gen_cycles_build (gen);
  memset (gen->banned, 0, 3 * (size_t) gen->cells);
  gen->witness_count = gen->witness_next = 0;
  gen->gave_up = false;
  /* From 10×10 on a fresh square costs more than a round (its first fill
   * and thinning are the dearest), and the squares that work out often
   * take 20 to 40 rounds (measured at 12×12 hard and 16×16 easy): a large
   * square is kept longer. */
  int rounds = gen->n >= 10 ? LARGE_ROUNDS_PER_ATTEMPT : ROUNDS_PER_ATTEMPT;

  for (int round = 0; round < rounds; round++)
    {
      bool failed = false, ok;

      gen->report->rounds++;
      if (!_futo_gen_fill (gen))
        return false;
      if (!_futo_gen_thin (gen))
        {
          *stop = true;
          return false;
        }
      ok = !gen->gave_up && _futo_gen_check_round (gen, &failed);
      if (gen->gave_up)
        {
          /* A question the default algorithm could not settle within its
           * nodes: a fresh square costs less, on the whole, than a square
           * whose proofs run long (a seed's tail), and the next gets twice
           * the nodes, so that a size whose proofs all run long still
           * finishes. */
          gen->proof_nodes *= 2;
          return false;
        }
      if (ok)
        return true;
      if (failed)
        {
          *stop = _futo_gen_over_budget (gen);
          return false;
        }
    }
  return false;
}

static uint32_t
default_attempts (int       size,
                  FutoLevel level)
{
  return size <= 5 ? 4000 : 1000;
}

int
futo_generate_min_size (FutoLevel     level,
                        FutoClueStyle style)
{
  switch (level)
    {
    case FUTO_LEVEL_EASY:
      return FUTO_MIN_SIZE;
    case FUTO_LEVEL_RECURSIVE:
      /* Below these, a minimal puzzle that needs guessing is too rare to
       * find (docs/difficulty.md has the figures). */
      return style == FUTO_STYLE_SIGNS ? 5 : style == FUTO_STYLE_BALANCED ? 7 : 9;
    default:
      return 4;
    }
}

int
futo_generate_max_size (FutoLevel level)
{
  switch (level)
    {
    case FUTO_LEVEL_EASY:
    case FUTO_LEVEL_MEDIUM:
    case FUTO_LEVEL_HARD:
      return 30;
    case FUTO_LEVEL_EXTREME:
      return 20;
    case FUTO_LEVEL_RECURSIVE:
      return 16;
    default:
      return 0;
    }
}

/* Adjacent sizes by level (docs/difficulty.md): of the 9,216 minimal
 * 4×4 Adjacent puzzles (every one has one given) none needs the hard
 * techniques or guessing, and no 3×3 one more than the easy ones. Every
 * level exists from 5×5 on, and up to 16×16 (the largest for recursive
 * puzzles in Unequal mode too) a puzzle takes a second at most
 * (bench/generate/README.md). */
static const struct
{
  int low;
  int high;
} adjacent_sizes[FUTO_N_LEVELS] = {
  [FUTO_LEVEL_EASY]      = { FUTO_MIN_SIZE, 16 },
  [FUTO_LEVEL_MEDIUM]    = { 4, 16 },
  [FUTO_LEVEL_HARD]      = { 5, 16 },
  [FUTO_LEVEL_EXTREME]   = { 4, 16 },
  [FUTO_LEVEL_RECURSIVE] = { 5, 16 },
};

int
futo_generate_mode_min_size (FutoMode      mode,
                             FutoLevel     level,
                             FutoClueStyle style)
{
  if (mode != FUTO_MODE_ADJACENT)
    return futo_generate_min_size (level, style);
  return (unsigned) level < FUTO_N_LEVELS ? adjacent_sizes[level].low : 0;
}

int
futo_generate_mode_max_size (FutoMode  mode,
                             FutoLevel level)
{
  if (mode != FUTO_MODE_ADJACENT)
    return futo_generate_max_size (level);
  return (unsigned) level < FUTO_N_LEVELS ? adjacent_sizes[level].high : 0;
}

static bool
gen_init (Gen *gen,
          int  size)
{
  gen->n = size;
  gen->cells = size * size;
  gen->solution = malloc ((size_t) gen->cells);
  gen->puzzle = futo_puzzle_new_with_mode (size, gen->mode);
  gen->human = gen->puzzle != NULL ? futo_human_new (gen->puzzle) : NULL;
  gen->order = malloc (6 * (size_t) gen->cells * sizeof *gen->order); /* room for two lists: blocking_clues() */
  gen->banned = malloc (3 * (size_t) gen->cells);
  gen->suspect = calloc (3 * (size_t) gen->cells, 1);
  gen->witness = malloc (WITNESSES * (size_t) gen->cells);
  gen->found = malloc ((size_t) gen->cells);
  return _futo_gen_cycles_init (gen) && gen->solution && gen->puzzle && gen->human && gen->order
         && gen->banned && gen->witness && gen->found && gen->suspect;
}

static void
gen_clear (Gen *gen)
{
  free (gen->solution);
  futo_puzzle_free (gen->puzzle);
  futo_human_free (gen->human);
  free (gen->order);
  free (gen->banned);
  free (gen->suspect);
  free (gen->witness);
  free (gen->found);
  _futo_gen_cycles_clear (gen);
}

static FutoGenerateStatus
finish (FutoGenerateReport *report,
        double              start,
        FutoGenerateStatus  status)
{
  report->status = status;
  report->elapsed = _futo_runner_clock_now () - start;
  return status;
}

static bool
valid_request (int                 size,
               FutoMode            mode,
               FutoLevel           level,
               FutoClueStyle       style,
               FutoGenerateReport *report)
{
  int low, high;

  if ((unsigned) level >= FUTO_N_LEVELS || (unsigned) style >= FUTO_N_STYLES
      || (mode != FUTO_MODE_UNEQUAL && mode != FUTO_MODE_ADJACENT))
    {
      snprintf (report->message, sizeof report->message, "unknown mode, level or style");
      return false;
    }
  low = futo_generate_mode_min_size (mode, level, style);
  high = futo_generate_mode_max_size (mode, level);
  if (size < low || size > high)
    {
      if (mode == FUTO_MODE_ADJACENT)
        snprintf (report->message, sizeof report->message,
                  "%s Adjacent puzzles can be generated from %d×%d to %d×%d",
                  futo_level_id (level), low, low, high, high);
      else
        snprintf (report->message, sizeof report->message,
                  "%s puzzles in the %s style can be generated from %d×%d to %d×%d",
                  futo_level_id (level), futo_style_id (style), low, low, high, high);
      return false;
    }
  return true;
}

static void
fill_result (Gen                *gen,
             FutoPuzzle        **puzzle,
             FutoGenerateReport *report)
{
  *puzzle = gen->puzzle;
  gen->puzzle = NULL;
  report->level = gen->level;
  report->givens = futo_puzzle_count_givens (*puzzle);
  report->signs = futo_puzzle_count_signs (*puzzle);
  snprintf (report->message, sizeof report->message, "%d×%d %s puzzle, %d givens and %d signs",
            gen->n, gen->n, futo_level_id (gen->level), report->givens, report->signs);
}

FutoGenerateStatus
futo_generate (int                       size,
               FutoLevel                 level,
               FutoClueStyle             style,
               uint64_t                  seed,
               const FutoGenerateBudget *budget,
               FutoPuzzle              **puzzle,
               FutoGenerateReport       *report)
{
  return futo_generate_mode (size, FUTO_MODE_UNEQUAL, level, style, seed, budget, puzzle, report);
}

FutoGenerateStatus
futo_generate_mode (int                       size,
                    FutoMode                  mode,
                    FutoLevel                 level,
                    FutoClueStyle             style,
                    uint64_t                  seed,
                    const FutoGenerateBudget *budget,
                    FutoPuzzle              **puzzle,
                    FutoGenerateReport       *report)
{
  FutoGenerateBudget defaults = { 0 };
  FutoGenerateReport scratch;
  Gen gen = { .mode = mode, .level = level, .style = style };
  double start = _futo_runner_clock_now ();
  uint32_t max_attempts;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, FUTO_GENERATE_INVALID);

  if (report == NULL)
    report = &scratch;
  memset (report, 0, sizeof *report);
  *puzzle = NULL;
  if (!valid_request (size, mode, level, style, report))
    return finish (report, start, FUTO_GENERATE_INVALID);
  gen.budget = budget != NULL ? budget : &defaults;
  gen.report = report;
  gen.deadline = gen.budget->time_limit > 0 ? start + gen.budget->time_limit : 0;
  max_attempts = gen.budget->max_attempts > 0 ? gen.budget->max_attempts
                                              : default_attempts (size, level);
  futo_random_init (&gen.rng, seed);
  gen.proof_nodes = PROOF_NODES;
  if (!gen_init (&gen, size))
    {
      gen_clear (&gen);
      return finish (report, start, FUTO_GENERATE_NO_MEMORY);
    }
  report->status = FUTO_GENERATE_EXHAUSTED;
  while (report->attempts < max_attempts)
    {
      bool stop;

      report->attempts++;
      if (attempt (&gen, &stop))
        {
          fill_result (&gen, puzzle, report);
          gen_clear (&gen);
          return finish (report, start, FUTO_GENERATE_OK);
        }
      if (stop || _futo_gen_over_budget (&gen))
        break;
    }
  snprintf (report->message, sizeof report->message,
            "no %d×%d %s puzzle found within %u attempts and %.1f s", size, size,
            futo_level_id (level), report->attempts, _futo_runner_clock_now () - start);
  gen_clear (&gen);
  return finish (report, start, report->status);
}

const char *
futo_style_id (FutoClueStyle style)
{
  switch (style)
    {
    case FUTO_STYLE_BALANCED: return "balanced";
    case FUTO_STYLE_GIVENS:   return "givens";
    case FUTO_STYLE_SIGNS:    return "signs";
    default:                  return "unknown";
    }
}

bool
futo_style_from_id (const char    *id,
                    FutoClueStyle *style)
{
  FUTO_RETURN_VAL_IF_FAIL (style != NULL, false);

  for (int s = 0; id != NULL && s < FUTO_N_STYLES; s++)
    if (strcasecmp (id, futo_style_id ((FutoClueStyle) s)) == 0)
      {
        *style = (FutoClueStyle) s;
        return true;
      }
  return false;
}

const char *
futo_generate_status_name (FutoGenerateStatus status)
{
  switch (status)
    {
    case FUTO_GENERATE_OK:        return "ok";
    case FUTO_GENERATE_EXHAUSTED: return "exhausted";
    case FUTO_GENERATE_CANCELLED: return "cancelled";
    case FUTO_GENERATE_INVALID:   return "invalid";
    case FUTO_GENERATE_NO_MEMORY: return "no-memory";
    default:                      return "unknown";
    }
}
