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
 * Uniqueness is proved by the human techniques whenever they solve the
 * puzzle; otherwise it is asked the cheap way round (see unique_without()),
 * by a short search with the human solver's propagation, and only when that
 * runs long by the default algorithm.
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

#define ROUNDS_PER_ATTEMPT 20
#define WITNESSES          32
#define SEARCH_NODES       400 /* before the plain search hands over to the default algorithm */

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
  uint8_t                  *suspect;  /* kept while thinning only for being too hard without */
  /* Other solutions met on the way, each with how many present clues it
   * breaks: one that breaks a single clue proves that clue necessary. */
  uint8_t                  *witness;
  uint8_t                  *found;    /* scratch for a new one */
  int                       witness_breaks[WITNESSES];
  int                       witness_count;
  int                       witness_next;
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

/* Whether the values differ from the solution on clue id. */
static bool
clue_broken_by (const Gen     *gen,
                const uint8_t *values,
                int            id)
{
  int cell, other;

  if (clue_is_given (gen, id))
    return values[id] != gen->solution[id];
  cell = sign_cell (gen, id);
  other = sign_other (gen, id);
  return (values[cell] < values[other]) != (gen->solution[cell] < gen->solution[other]);
}

static void
witness_count_change (Gen  *gen,
                      int   id,
                      int   change)
{
  for (int w = 0; w < gen->witness_count; w++)
    if (clue_broken_by (gen, gen->witness + (size_t) w * gen->cells, id))
      gen->witness_breaks[w] += change;
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

  if (clue_present (gen, id) != on)
    witness_count_change (gen, id, on ? 1 : -1);
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
      count = human_count (futo_human_candidates (gen->human, cell));
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
  FutoLevel level = gen->level < FUTO_LEVEL_EXTREME ? gen->level : FUTO_LEVEL_EXTREME;
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

/* Keeps another solution (its breaks counted over the present clues). */
static void
witness_add (Gen           *gen,
             const uint8_t *values)
{
  int w = gen->witness_next, breaks = 0;

  memcpy (gen->witness + (size_t) w * gen->cells, values, (size_t) gen->cells);
  for (int id = 0; id < 3 * gen->cells; id++)
    if (clue_exists (gen, id) && clue_present (gen, id) && clue_broken_by (gen, values, id))
      breaks++;
  gen->witness_breaks[w] = breaks;
  gen->witness_next = (w + 1) % WITNESSES;
  if (gen->witness_count < WITNESSES)
    gen->witness_count++;
}

/* Whether a known other solution breaks clue id alone: then the puzzle
 * without it has two solutions. */
static bool
witness_needs (const Gen *gen,
               int        id)
{
  for (int w = 0; w < gen->witness_count; w++)
    if (gen->witness_breaks[w] == 1 && clue_broken_by (gen, gen->witness + (size_t) w * gen->cells, id))
      return true;
  return false;
}

/* Sets a sign clue to rel (NONE clears it). */
static void
sign_set (Gen          *gen,
          int           id,
          FutoRelation  rel)
{
  int cell = sign_cell (gen, id), other = sign_other (gen, id);

  futo_puzzle_set_relation (gen->puzzle, cell / gen->n, cell % gen->n,
                            other == cell + 1 ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN, rel);
}

/* Whether the puzzle has a solution other than gen->solution, by the
 * default algorithm. Which one it finds is not kept: the generator's
 * choices must not depend on the algorithm's, so that a seed keeps its
 * puzzle when the default changes. */
static bool
second_solution (Gen *gen)
{
  FutoRunOptions options;
  FutoRunResult result;
  bool other;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  options.cancel = gen->budget->cancel;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), gen->puzzle, &options, &result);
  gen->report->checks++;
  other = result.solution_count >= 2;
  futo_run_result_clear (&result);
  return other;
}

/* Whether the puzzle, which has one solution, keeps it alone without the
 * clue id. Any other solution would break the clue, so this asks whether
 * the puzzle with the clue turned around (the cell without its value, the
 * sign the other way) has a solution at all: one search, where counting
 * solutions of the puzzle without the clue would need two. */
static bool
unique_without (Gen *gen,
                int  id)
{
  bool other;
  long budget;

  if (witness_needs (gen, id))
    return false;
  gen->report->checks++;
  if (clue_is_given (gen, id))
    {
      clue_set (gen, id, false, false);
      futo_human_reset (gen->human, gen->puzzle);
      futo_human_eliminate (gen->human, id, FUTO_SET_BIT (gen->solution[id]));
    }
  else
    {
      int cell = sign_cell (gen, id), next = sign_other (gen, id);

      sign_set (gen, id, gen->solution[cell] < gen->solution[next] ? FUTO_REL_GREATER
                                                                   : FUTO_REL_LESS);
      futo_human_reset (gen->human, gen->puzzle);
    }
  budget = SEARCH_NODES;
  other = futo_human_status (gen->human) != FUTO_HUMAN_CONTRADICTION
          && futo_human_has_solution (gen->human, gen->solution, gen->found, &budget);
  if (budget < 0)
    {
      /* Too deep for the plain search: ask the default algorithm whether
       * the puzzle without the clue has two solutions. */
      clue_set (gen, id, false, false);
      other = second_solution (gen);
      clue_set (gen, id, true, false);
      return !other;
    }
  clue_set (gen, id, true, false);
  if (other)
    witness_add (gen, gen->found);
  return !other;
}

/* Takes clue id away when the puzzle stays acceptable without it: unique,
 * and (below recursive) solvable within the level. Returns whether it did. */
static bool
remove_if_good (Gen *gen,
                int  id)
{
  FutoLevel within = gen->level < FUTO_LEVEL_RECURSIVE ? gen->level : FUTO_LEVEL_EXTREME;

  /* Cheapest first. A known other solution that only this clue rules out
   * settles it at once. Then the human techniques: when they solve the
   * puzzle they also prove it unique, without a search. Only when they do
   * not, a search tells a needed clue (it finds another solution, usually
   * fast) from one that is only hard to do without. */
  if (witness_needs (gen, id))
    return false;
  clue_set (gen, id, false, false);
  gen->report->checks++;
  if (futo_grade_unique_level (gen->human, gen->puzzle, within) <= within)
    return true;
  clue_set (gen, id, true, false);
  if (!unique_without (gen, id))
    return false;
  if (gen->level == FUTO_LEVEL_RECURSIVE)
    {
      clue_set (gen, id, false, false);
      return true;
    }
  gen->suspect[id] = 1;
  return false;
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

  memset (gen->suspect, 0, 3 * (size_t) gen->cells);
  for (int i = 0; i < count; i++)
    {
      int id = gen->order[i];

      if ((i & 15) == 0 && over_budget (gen))
        return false;
      remove_if_good (gen, id);
    }
  return true;
}

/* The clues whose removal keeps the solution unique, into gen->order;
 * returns how many. */
static int
blocking_clues (Gen *gen)
{
  int count = 0;

  /* Thinning found every other clue needed, and a needed clue stays needed
   * as others go; only those it kept for being too hard without them are
   * looked at again. Thinning for recursive checked uniqueness itself. */
  for (int id = 0; id < 3 * gen->cells; id++)
    if (gen->suspect[id] && clue_present (gen, id) && unique_without (gen, id))
      gen->order[count++] = id;
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

  *failed = false;
  if (getenv ("GEN_DEBUG")) fprintf (stderr, "round: blocking %d grade %d clues %d\n", blocking, blocking ? -1 : (int) futo_grade_unique_level (gen->human, gen->puzzle, FUTO_LEVEL_RECURSIVE), present_clues (gen));
  if (blocking == 0
      && futo_grade_unique_level (gen->human, gen->puzzle, gen->level) == gen->level)
    return true;
  count = blocking > 0 ? blocking : present_clues (gen);
  if (count == 0)
    {
      *failed = true;
      return false;
    }
  if (blocking > 0)
    {
      /* Dropping every blocking clue at once (and never taking them back)
       * moves the puzzle further than one at a time, and ends sooner. */
      for (int i = 0; i < blocking; i++)
        {
          clue_set (gen, gen->order[i], false, false);
          gen->banned[gen->order[i]] = 1;
        }
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
  gen->witness_count = gen->witness_next = 0;
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
futo_generate_min_size (FutoLevel     level,
                        FutoClueStyle style)
{
  switch (level)
    {
    case FUTO_LEVEL_EASY:
      return FUTO_MIN_SIZE;
    case FUTO_LEVEL_RECURSIVE:
      /* Measured: below these, fewer than one minimal puzzle in a thousand
       * needs guessing (docs/difficulty.md). */
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
  gen->suspect = calloc (3 * (size_t) gen->cells, 1);
  gen->witness = malloc (WITNESSES * (size_t) gen->cells);
  gen->found = malloc ((size_t) gen->cells);
  return gen->solution && gen->puzzle && gen->human && gen->order && gen->banned && gen->witness
         && gen->found && gen->suspect;
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
  if (size < futo_generate_min_size (level, style) || size > futo_generate_max_size (level))
    {
      int low = futo_generate_min_size (level, style), high = futo_generate_max_size (level);

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
