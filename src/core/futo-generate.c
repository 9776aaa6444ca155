/* futo-generate.c: puzzles with one solution, minimal, at an exact level
 *
 * One attempt starts from a random Latin square and works on a set of clues
 * read off it (givens, and signs between neighbours):
 *   1. fill: clues go where the solver is least sure (the open cell with the
 *      most candidates) until the fast human solver, at the target level or
 *      hard when lower, solves the puzzle: it then has one solution;
 *   2. thin: every clue, in an order set by the style, is taken away when
 *      the puzzle stays solvable within the target level (for recursive:
 *      stays unique);
 *   3. check: a clue whose removal keeps the solution unique but needs a
 *      harder level "blocks" minimality; then, as when the grade comes out
 *      below the target, one clue (a blocking one if any) is dropped for good
 *      and the puzzle is filled and thinned again. A few such rounds, then a
 *      fresh square.
 * The result is unique (the fast solver proves it), minimal (each clue's
 * removal was checked to lose uniqueness with the default algorithm) and
 * graded exactly at the target.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "futo-algorithm.h"
#include "futo-generate.h"
#include "futo-grade.h"
#include "futo-human-private.h"
#include "futo-latin.h"
#include "futo-random.h"
#include "futo-runner-private.h"

#define ROUNDS_PER_ATTEMPT 6

typedef struct
{
  int                       n;
  int                       cells;
  FutoLevel                 level;
  FutoClueStyle             style;
  FutoRandom                rng;
  const FutoGenerateBudget *budget;
  double                    deadline;
  FutoGenerateReport       *report;
  uint8_t                  *solution;
  FutoPuzzle               *puzzle;   /* the clues so far */
  FutoHuman                *human;
  int                      *order;    /* clue ids, 3 per cell */
  uint8_t                  *banned;   /* clues dropped for good in this attempt */
  FutoRunResult             run;
} Gen;

/* Clue ids: 0 .. cells - 1 are givens; cells + 2 * cell is the sign to the
 * right of cell, cells + 2 * cell + 1 the sign below it. */
static bool
clue_is_given (const Gen *gen,
               int        id)
{
  return id < gen->cells;
}

static int
sign_cell (const Gen *gen,
           int        id)
{
  return (id - gen->cells) / 2;
}

static int
sign_other (const Gen *gen,
            int        id)
{
  int cell = sign_cell (gen, id);

  return (id - gen->cells) % 2 == 0 ? cell + 1 : cell + gen->n;
}

static bool
clue_exists (const Gen *gen,
             int        id)
{
  int cell;

  if (clue_is_given (gen, id))
    return true;
  cell = sign_cell (gen, id);
  return (id - gen->cells) % 2 == 0 ? cell % gen->n < gen->n - 1 : cell / gen->n < gen->n - 1;
}

static bool
clue_present (const Gen *gen,
              int        id)
{
  int cell = clue_is_given (gen, id) ? id : sign_cell (gen, id);

  if (clue_is_given (gen, id))
    return gen->puzzle->givens[cell] != 0;
  return ((id - gen->cells) % 2 == 0 ? gen->puzzle->right : gen->puzzle->down)[cell] != FUTO_REL_NONE;
}

/* Sets (on) or clears a clue in the puzzle, and in the solver when human. */
static void
clue_set (Gen  *gen,
          int   id,
          bool  on,
          bool  human)
{
  int cell, other;
  FutoRelation rel;
  FutoDirection dir;

  if (clue_is_given (gen, id))
    {
      gen->puzzle->givens[id] = on ? gen->solution[id] : 0;
      if (human && on)
        futo_human_add_given (gen->human, id, gen->solution[id]);
      return;
    }
  cell = sign_cell (gen, id);
  other = sign_other (gen, id);
  dir = other == cell + 1 ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN;
  rel = !on ? FUTO_REL_NONE
            : gen->solution[cell] < gen->solution[other] ? FUTO_REL_LESS : FUTO_REL_GREATER;
  futo_puzzle_set_relation (gen->puzzle, cell / gen->n, cell % gen->n, dir, rel);
  if (human && on)
    futo_human_add_sign (gen->human, cell, dir, rel);
}

/* The sign clue between cell and its neighbour in dir, or -1 past the edge. */
static int
sign_id (const Gen     *gen,
         int            cell,
         FutoDirection  dir)
{
  int n = gen->n, row = cell / n, col = cell % n;

  switch (dir)
    {
    case FUTO_DIR_RIGHT: return col < n - 1 ? gen->cells + 2 * cell : -1;
    case FUTO_DIR_LEFT:  return col > 0 ? gen->cells + 2 * (cell - 1) : -1;
    case FUTO_DIR_DOWN:  return row < n - 1 ? gen->cells + 2 * cell + 1 : -1;
    case FUTO_DIR_UP:    return row > 0 ? gen->cells + 2 * (cell - n) + 1 : -1;
    default:             return -1;
    }
}

/* How likely the fill is to choose a given over a sign. */
static double
given_share (FutoClueStyle style)
{
  switch (style)
    {
    case FUTO_STYLE_GIVENS: return 0.9;
    case FUTO_STYLE_SIGNS:  return 0.1;
    default:                return 0.5;
    }
}

/* A new clue at cell: a given, or a sign to a neighbour that has none. */
static bool
add_clue_at (Gen *gen,
             int  cell)
{
  int choices[4], count = 0;

  if (gen->puzzle->givens[cell] == 0 && !gen->banned[cell]
      && futo_random_double (&gen->rng) < given_share (gen->style))
    {
      clue_set (gen, cell, true, true);
      return true;
    }
  for (int d = 0; d < 4; d++)
    {
      int id = sign_id (gen, cell, (FutoDirection) d);

      if (id >= 0 && !clue_present (gen, id) && !gen->banned[id])
        choices[count++] = id;
    }
  if (count > 0)
    {
      clue_set (gen, choices[futo_random_below (&gen->rng, (uint32_t) count)], true, true);
      return true;
    }
  if (gen->puzzle->givens[cell] == 0 && !gen->banned[cell])
    {
      clue_set (gen, cell, true, true);
      return true;
    }
  return false;
}

/* The open cell with the most candidates (ties at random) that can still
 * take a clue; -1 when none can. */
static int
widest_open_cell (Gen *gen)
{
  int best = -1, best_count = 0, ties = 0;

  for (int cell = 0; cell < gen->cells; cell++)
    {
      int count;

      if (futo_human_value (gen->human, cell) != 0)
        continue;
      count = futo_set_count (futo_human_candidates (gen->human, cell));
      if (count < best_count)
        continue;
      if (count > best_count)
        ties = 0;
      best_count = count;
      if (futo_random_below (&gen->rng, (uint32_t) ++ties) == 0)
        best = cell;
    }
  return best;
}

/* Adds clues until the fast solver finishes the puzzle. */
static bool
fill (Gen *gen)
{
  FutoLevel level = gen->level < FUTO_LEVEL_HARD ? gen->level : FUTO_LEVEL_HARD;
  FutoTechnique last = futo_level_last_technique (level);

  if (!futo_human_reset (gen->human, gen->puzzle))
    return false;
  for (;;)
    {
      FutoHumanStatus status = futo_human_solve_fast (gen->human, last);
      int cell;

      gen->report->checks++;
      if (status == FUTO_HUMAN_SOLVED)
        return true;
      if (status == FUTO_HUMAN_CONTRADICTION)
        return false;
      cell = widest_open_cell (gen);
      if (cell < 0)
        return false;
      if (!add_clue_at (gen, cell))
        {
          /* Every clue around this cell is banned: take the value itself. */
          gen->banned[cell] = 0;
          clue_set (gen, cell, true, true);
        }
    }
}

static int
count_solutions (Gen *gen)
{
  FutoRunOptions options;
  int count;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  options.cancel = gen->budget->cancel;
  futo_run (futo_algorithm_default (), gen->puzzle, &options, &gen->run);
  gen->report->checks++;
  if (gen->run.status != FUTO_STATUS_SOLVED && gen->run.status != FUTO_STATUS_UNSATISFIABLE)
    return -1;
  count = gen->run.solution_count >= 2 ? 2 : (int) gen->run.solution_count;
  return count;
}

/* Whether the puzzle as it stands is still acceptable while thinning. */
static bool
still_good (Gen *gen)
{
  if (gen->level == FUTO_LEVEL_RECURSIVE)
    return count_solutions (gen) == 1;
  gen->report->checks++;
  return futo_grade_unique_level (gen->human, gen->puzzle, gen->level) <= gen->level;
}

/* The present clues in the order the style wants them tried. */
static int
removal_order (Gen *gen)
{
  int count = 0;

  /* givens style: signs go first, so that givens stay; signs style: the other way. */
  for (int pass = 0; pass < 2; pass++)
    {
      int start = count;

      for (int id = 0; id < 3 * gen->cells; id++)
        {
          bool given = clue_is_given (gen, id);
          bool first = gen->style == FUTO_STYLE_SIGNS ? given : !given;

          if (gen->style == FUTO_STYLE_BALANCED && pass == 1)
            break;
          if (gen->style != FUTO_STYLE_BALANCED && first != (pass == 0))
            continue;
          if (clue_exists (gen, id) && clue_present (gen, id))
            gen->order[count++] = id;
        }
      futo_random_shuffle (&gen->rng, gen->order + start, count - start);
    }
  return count;
}

static bool
over_budget (Gen *gen)
{
  if (gen->budget->cancel != NULL && atomic_load (gen->budget->cancel) != 0)
    {
      gen->report->status = FUTO_GENERATE_CANCELLED;
      return true;
    }
  if (gen->deadline > 0 && futo_clock_now () > gen->deadline)
    {
      gen->report->status = FUTO_GENERATE_EXHAUSTED;
      return true;
    }
  return false;
}

/* Takes away every clue that can go; false when the budget ran out. */
static bool
thin (Gen *gen)
{
  int count = removal_order (gen);

  for (int i = 0; i < count; i++)
    {
      int id = gen->order[i];

      if ((i & 15) == 0 && over_budget (gen))
        return false;
      clue_set (gen, id, false, false);
      if (!still_good (gen))
        clue_set (gen, id, true, false);
    }
  return true;
}

/* The clues whose removal keeps the solution unique, into gen->order;
 * returns how many, or -1 when a check could not finish. */
static int
blocking_clues (Gen *gen)
{
  int count = 0;

  if (gen->level == FUTO_LEVEL_RECURSIVE)
    return 0; /* thinning checked uniqueness itself */
  for (int id = 0; id < 3 * gen->cells; id++)
    {
      int solutions;

      if (!clue_exists (gen, id) || !clue_present (gen, id))
        continue;
      clue_set (gen, id, false, false);
      solutions = count_solutions (gen);
      clue_set (gen, id, true, false);
      if (solutions < 0)
        return -1;
      if (solutions == 1)
        gen->order[count++] = id;
    }
  return count;
}

static int
present_clues (Gen *gen)
{
  int count = 0;

  for (int id = 0; id < 3 * gen->cells; id++)
    if (clue_exists (gen, id) && clue_present (gen, id))
      gen->order[count++] = id;
  return count;
}

/* One round done: true when the puzzle is what was asked for. Otherwise
 * drops one clue for good (a blocking one when any) so that the next fill
 * and thin lead somewhere else. */
static bool
check_round (Gen  *gen,
             bool *failed)
{
  int blocking = blocking_clues (gen), count, drop;

  *failed = blocking < 0;
  if (blocking < 0)
    return false;
  if (blocking == 0
      && futo_grade_unique_level (gen->human, gen->puzzle, gen->level) == gen->level)
    return true;
  count = blocking > 0 ? blocking : present_clues (gen);
  if (count == 0)
    {
      *failed = true;
      return false;
    }
  drop = gen->order[futo_random_below (&gen->rng, (uint32_t) count)];
  clue_set (gen, drop, false, false);
  gen->banned[drop] = 1;
  return false;
}

/* One solution, a few rounds. Returns true on success; false with the
 * report's status set when the budget stopped it. */
static bool
attempt (Gen  *gen,
         bool *stop)
{
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
  memset (gen->banned, 0, 3 * (size_t) gen->cells);
  for (int round = 0; round < ROUNDS_PER_ATTEMPT; round++)
    {
      bool failed;

      gen->report->rounds++;
      if (!fill (gen))
        return false;
      if (!thin (gen))
        {
          *stop = true;
          return false;
        }
      if (check_round (gen, &failed))
        return true;
      if (failed)
        {
          *stop = over_budget (gen);
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

static bool
gen_init (Gen *gen,
          int  size)
{
  gen->n = size;
  gen->cells = size * size;
  gen->solution = malloc ((size_t) gen->cells);
  gen->puzzle = futo_puzzle_new (size);
  gen->human = gen->puzzle != NULL ? futo_human_new (gen->puzzle) : NULL;
  gen->order = malloc (3 * (size_t) gen->cells * sizeof *gen->order);
  gen->banned = malloc (3 * (size_t) gen->cells);
  futo_run_result_init (&gen->run);
  return gen->solution && gen->puzzle && gen->human && gen->order && gen->banned;
}

static void
gen_clear (Gen *gen)
{
  free (gen->solution);
  futo_puzzle_free (gen->puzzle);
  futo_human_free (gen->human);
  free (gen->order);
  free (gen->banned);
  futo_run_result_clear (&gen->run);
}

static FutoGenerateStatus
finish (FutoGenerateReport *report,
        double              start,
        FutoGenerateStatus  status)
{
  report->status = status;
  report->elapsed = futo_clock_now () - start;
  return status;
}

static bool
valid_request (int                 size,
               FutoLevel           level,
               FutoClueStyle       style,
               FutoGenerateReport *report)
{
  if ((unsigned) level >= FUTO_N_LEVELS || (unsigned) style >= FUTO_N_STYLES)
    {
      snprintf (report->message, sizeof report->message, "unknown level or style");
      return false;
    }
  if (size < FUTO_MIN_SIZE || size > futo_generate_max_size (level))
    {
      snprintf (report->message, sizeof report->message,
                "%s puzzles can be generated from %d×%d to %d×%d", futo_level_id (level),
                FUTO_MIN_SIZE, FUTO_MIN_SIZE, futo_generate_max_size (level),
                futo_generate_max_size (level));
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
  FutoGenerateBudget defaults = { 0 };
  FutoGenerateReport scratch;
  Gen gen = { .level = level, .style = style };
  double start = futo_clock_now ();
  uint32_t max_attempts;

  if (report == NULL)
    report = &scratch;
  memset (report, 0, sizeof *report);
  *puzzle = NULL;
  if (!valid_request (size, level, style, report))
    return finish (report, start, FUTO_GENERATE_INVALID);
  gen.budget = budget != NULL ? budget : &defaults;
  gen.report = report;
  gen.deadline = gen.budget->time_limit > 0 ? start + gen.budget->time_limit : 0;
  max_attempts = gen.budget->max_attempts > 0 ? gen.budget->max_attempts
                                              : default_attempts (size, level);
  futo_random_init (&gen.rng, seed);
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
      if (stop || over_budget (&gen))
        break;
    }
  snprintf (report->message, sizeof report->message,
            "no %d×%d %s puzzle found within %u attempts and %.1f s", size, size,
            futo_level_id (level), report->attempts, futo_clock_now () - start);
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
