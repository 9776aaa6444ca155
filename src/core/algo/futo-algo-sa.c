/* futo-algo-sa.c: simulated annealing (Vishnu et al., TCD 2020)
 *
 * The method of "A comparative study on the performance of search
 * algorithms solving Futoshiki" (Trinity College Dublin, 2020): a
 * configuration is a full board in which the givens never change; a move
 * sets one non-given cell to a random value; the energy rewards every row
 * and column that holds each value once and every sign that holds, so the
 * solution is the configuration of highest energy. The temperature starts at
 * 100 and cools after every iteration as T <- T * (1 - r), r = 2e-6; a move
 * that raises the energy (or keeps it) is taken, one that lowers it by dE is
 * taken with probability exp (-dE / T). There is no restart and no reheating:
 * when the board freezes in a local maximum the run ends there, which is the
 * method's weakness and is kept.
 *
 * Interpretations, where the source leaves room:
 * - The rewards are those of the program published with the study: 7.5 per
 *   complete row or column and 10 per satisfied sign (params "line-reward"
 *   and "sign-reward"). That program tested a line by the product of its
 *   values (n!) and added two bonuses tuned by hand to its one 5x5 board;
 *   here a line is complete when its values are all different, and the
 *   hand-tuned bonuses, which have no general form, are left out.
 * - Non-given cells start with uniformly random values.
 * - The new value of a move differs from the old one (a "move" to the same
 *   value would change nothing and only burn an iteration).
 * - The run ends when T falls below "t-min" (0.25, the floor of the
 *   published program: about 3 million iterations), after "max-iterations"
 *   (default 10 million, a guard for other schedules), or as soon as the
 *   energy reaches its maximum: the board is then a solution.
 *
 * Statistics: iterations and nodes count proposed moves, assignments the
 * values tried, moves the accepted ones; best_energy is the highest energy
 * reached, and result->best holds that configuration. Events: MOVE for
 * each cell of the starting board (reason GIVEN for givens) and for each
 * accepted move, ENERGY after each of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-random.h"
#include "futo-runner-private.h"
#include "futo-signs-private.h"

/* A cell the moves may change, with its row and column worked out once:
 * divisions would be a good part of an iteration's cost. */
typedef struct
{
  int cell;
  int row;
  int col;
} FreeCell;

typedef struct
{
  double   t0;
  double   rate;
  double   t_min;
  uint64_t max_iterations;
  double   line_reward;
  double   sign_reward;
} SaParams;

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  SaParams          params;
  FutoRandom        rng;
  int               n;
  int               cells;
  uint8_t          *values;
  uint8_t          *best;
  FreeCell         *free_cells;
  int               n_free;
  FutoSignList     *signs;
  int               n_signs;
  uint8_t          *row_count;    /* n * (n + 1): copies of value v in row r */
  uint8_t          *col_count;
  int              *row_distinct; /* distinct values in each row */
  int              *col_distinct;
  int               complete_lines;
  int               satisfied_signs;
  double            temperature;
} Sa;

static double
energy_of (const Sa *sa,
           int       lines,
           int       signs)
{
  return sa->params.line_reward * lines + sa->params.sign_reward * signs;
}

static double
current_energy (const Sa *sa)
{
  return energy_of (sa, sa->complete_lines, sa->satisfied_signs);
}

static bool
is_solved (const Sa *sa)
{
  return sa->complete_lines == 2 * sa->n && sa->satisfied_signs == sa->n_signs;
}

static inline bool
sign_holds (bool less,
            int  mine,
            int  other)
{
  return less ? mine < other : mine > other;
}

/* The change in complete lines when one copy of a leaves the line and one
 * copy of b (b != a) enters it. */
static int
line_delta (const uint8_t *count,
            int            distinct,
            int            n,
            int            a,
            int            b)
{
  int after = distinct - (count[a] == 1) + (count[b] == 0);

  return (after == n) - (distinct == n);
}

static int
sign_delta (const Sa *sa,
            int       cell,
            int       a,
            int       b)
{
  const FutoSignList *signs = &sa->signs[cell];
  int delta = 0;

  for (int k = 0; k < signs->count; k++)
    {
      int other = sa->values[signs->other[k]];

      delta += sign_holds (signs->less[k], b, other) - sign_holds (signs->less[k], a, other);
    }
  return delta;
}

static void
count_value (uint8_t *count,
             int     *distinct,
             int      value,
             int      step)
{
  if (step > 0 && count[value]++ == 0)
    (*distinct)++;
  else if (step < 0 && --count[value] == 0)
    (*distinct)--;
}

static void
set_value (Sa  *sa,
           int  cell,
           int  row,
           int  col,
           int  value)
{
  int n = sa->n;

  if (sa->values[cell] != 0)
    {
      count_value (&sa->row_count[row * (n + 1)], &sa->row_distinct[row], sa->values[cell], -1);
      count_value (&sa->col_count[col * (n + 1)], &sa->col_distinct[col], sa->values[cell], -1);
    }
  sa->values[cell] = (uint8_t) value;
  count_value (&sa->row_count[row * (n + 1)], &sa->row_distinct[row], value, +1);
  count_value (&sa->col_count[col * (n + 1)], &sa->col_distinct[col], value, +1);
}

/* Counts complete lines and satisfied signs from scratch, once. */
static void
score_board (Sa *sa)
{
  int n = sa->n;

  sa->complete_lines = 0;
  sa->satisfied_signs = 0;
  for (int k = 0; k < n; k++)
    sa->complete_lines += (sa->row_distinct[k] == n) + (sa->col_distinct[k] == n);
  for (int cell = 0; cell < sa->cells; cell++)
    for (int k = 0; k < sa->signs[cell].count; k++)
      if (sa->signs[cell].other[k] > cell) /* each sign once */
        sa->satisfied_signs += sign_holds (sa->signs[cell].less[k], sa->values[cell],
                                           sa->values[sa->signs[cell].other[k]]);
}

/* The starting board: givens in place, random values elsewhere. */
static void
initial_configuration (Sa *sa)
{
  const uint8_t *givens = sa->puzzle->givens;

  sa->n_free = 0;
  for (int cell = 0; cell < sa->cells; cell++)
    {
      int value = givens[cell];

      if (value == 0)
        {
          sa->free_cells[sa->n_free++] = (FreeCell) { cell, cell / sa->n, cell % sa->n };
          value = 1 + (int) futo_random_below (&sa->rng, (uint32_t) sa->n);
        }
      set_value (sa, cell, cell / sa->n, cell % sa->n, value);
      _futo_runner_emit (&sa->runner, FUTO_EVENT_MOVE, givens[cell] ? FUTO_REASON_GIVEN : FUTO_REASON_NONE,
                         cell, -1, value, 0);
    }
  score_board (sa);
  _futo_runner_emit_energy (&sa->runner, current_energy (sa));
}

static void
keep_if_best (Sa *sa)
{
  FutoStats *stats = &sa->runner.result->stats;
  double energy = current_energy (sa);

  if (energy > stats->best_energy)
    {
      stats->best_energy = energy;
      memcpy (sa->best, sa->values, (size_t) sa->cells);
    }
}

/* One iteration: propose, then accept by the Metropolis rule. */
static void
step (Sa *sa)
{
  int n = sa->n;
  const FreeCell *chosen = &sa->free_cells[futo_random_below (&sa->rng, (uint32_t) sa->n_free)];
  int cell = chosen->cell, row = chosen->row, col = chosen->col;
  int a = sa->values[cell];
  int b = 1 + (int) futo_random_below (&sa->rng, (uint32_t) n - 1);
  int lines, signs;
  double delta;

  if (b >= a)
    b++;
  lines = line_delta (&sa->row_count[row * (n + 1)], sa->row_distinct[row], n, a, b)
          + line_delta (&sa->col_count[col * (n + 1)], sa->col_distinct[col], n, a, b);
  signs = sign_delta (sa, cell, a, b);
  delta = energy_of (sa, lines, signs);

  /* Equal energy is always taken: exp (0 / T) = 1. */
  if (delta < 0 && futo_random_double (&sa->rng) >= exp (delta / sa->temperature))
    return;

  set_value (sa, cell, row, col, b);
  sa->complete_lines += lines;
  sa->satisfied_signs += signs;
  sa->runner.result->stats.moves++;
  if (_futo_runner_wants_events (&sa->runner))
    {
      _futo_runner_emit (&sa->runner, FUTO_EVENT_MOVE, FUTO_REASON_NONE, cell, -1, b, 0);
      _futo_runner_emit_energy (&sa->runner, current_energy (sa));
    }
  if (delta > 0)
    keep_if_best (sa);
}

/* Runs until a solution, the end of the schedule or a limit of the runner. */
static void
anneal (Sa *sa)
{
  FutoStats *stats = &sa->runner.result->stats;

  sa->temperature = sa->params.t0;
  while (!is_solved (sa))
    {
      if (sa->temperature < sa->params.t_min || stats->iterations >= sa->params.max_iterations)
        return;
      stats->iterations++;
      stats->nodes++;
      stats->assignments++;
      if (_futo_runner_tick (&sa->runner))
        return;
      step (sa);
      sa->temperature *= 1.0 - sa->params.rate;
    }
}

static void
read_params (Sa *sa)
{
  const FutoRunner *runner = &sa->runner;
  SaParams *p = &sa->params;
  double max_iterations = _futo_runner_param (runner, "max-iterations", 1e7);

  p->t0 = _futo_runner_param (runner, "t0", 100.0);
  p->rate = _futo_runner_param (runner, "rate", 2e-6);
  p->t_min = _futo_runner_param (runner, "t-min", 0.25);
  p->line_reward = _futo_runner_param (runner, "line-reward", 7.5);
  p->sign_reward = _futo_runner_param (runner, "sign-reward", 10.0);
  /* Values that would stall or reverse the schedule fall back to the source's. */
  if (!(p->t0 > 0))
    p->t0 = 100.0;
  if (!(p->rate > 0 && p->rate < 1))
    p->rate = 2e-6;
  if (!(p->line_reward > 0))
    p->line_reward = 7.5;
  if (!(p->sign_reward > 0))
    p->sign_reward = 10.0;
  p->max_iterations = max_iterations >= 1 && max_iterations < 1e18 ? (uint64_t) max_iterations : 10000000;
}

static bool
sa_init (Sa                   *sa,
         const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  size_t n = (size_t) puzzle->size, cells = n * n;

  memset (sa, 0, sizeof *sa);
  _futo_runner_init (&sa->runner, puzzle, options, result);
  sa->puzzle = puzzle;
  sa->n = puzzle->size;
  sa->cells = (int) cells;
  futo_random_init (&sa->rng, options->seed);
  read_params (sa);
  sa->values = calloc (cells, 1);
  sa->best = malloc (cells);
  sa->free_cells = malloc (cells * sizeof *sa->free_cells);
  sa->signs = malloc (cells * sizeof *sa->signs);
  sa->row_count = calloc (n * (n + 1), 1);
  sa->col_count = calloc (n * (n + 1), 1);
  sa->row_distinct = calloc (n, sizeof *sa->row_distinct);
  sa->col_distinct = calloc (n, sizeof *sa->col_distinct);
  return sa->values && sa->best && sa->free_cells && sa->signs && sa->row_count
         && sa->col_count && sa->row_distinct && sa->col_distinct;
}

static void
sa_clear (Sa *sa)
{
  free (sa->values);
  free (sa->best);
  free (sa->free_cells);
  free (sa->signs);
  free (sa->row_count);
  free (sa->col_count);
  free (sa->row_distinct);
  free (sa->col_distinct);
}

/* Says in words how the run ended and where the best board fell short. */
static void
describe_end (const Sa *sa)
{
  FutoRunResult *result = sa->runner.result;
  const FutoStats *stats = &result->stats;
  double max = energy_of (sa, 2 * sa->n, sa->n_signs);
  char what[128];

  if (result->status == FUTO_STATUS_SOLVED)
    snprintf (what, sizeof what, "solved");
  else if (sa->n_free == 0)
    snprintf (what, sizeof what, "every cell is given and the givens break a rule");
  else if (result->status != FUTO_STATUS_GAVE_UP)
    snprintf (what, sizeof what, "%.80s", result->message);
  else if (sa->temperature < sa->params.t_min)
    snprintf (what, sizeof what, "no solution when the temperature fell below %g", sa->params.t_min);
  else
    snprintf (what, sizeof what, "no solution within max-iterations");
  snprintf (result->message, sizeof result->message,
            "%s after %llu iterations (T = %.3g); best energy %g of %g",
            what, (unsigned long long) stats->iterations, sa->temperature, stats->best_energy, max);
}

static void
sa_run (const FutoPuzzle     *puzzle,
        const FutoRunOptions *options,
        FutoRunResult        *result)
{
  Sa sa;

  if (!sa_init (&sa, puzzle, options, result))
    {
      sa_clear (&sa);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  sa.n_signs = futo_puzzle_count_signs (puzzle);
  _futo_signs_collect (puzzle, sa.signs, NULL);
  initial_configuration (&sa);
  memcpy (sa.best, sa.values, (size_t) sa.cells);
  result->stats.best_energy = current_energy (&sa);

  /* With every cell given there is no move to make: the board is what it is. */
  if (sa.n_free > 0)
    anneal (&sa);
  if (is_solved (&sa))
    {
      memcpy (sa.best, sa.values, (size_t) sa.cells);
      result->stats.best_energy = current_energy (&sa);
      _futo_runner_solution (&sa.runner, sa.values);
    }
  _futo_runner_best (&sa.runner, sa.best);
  _futo_runner_finish (&sa.runner, false);
  describe_end (&sa);
  sa_clear (&sa);
}

const FutoAlgorithm _futo_algorithm_sa = {
  .id = "sa",
  .name = FUTO_N_ ("Simulated annealing"),
  .description = FUTO_N_ ("Random single-cell moves on a full board, accepted by the Metropolis rule as the temperature cools"),
  .reference = "Vishnu et al., \"A comparative study on the performance of search algorithms solving "
               "Futoshiki\", Trinity College Dublin, 2020",
  .complete = false,
  .stochastic = true,
  .node_count = FUTO_NODE_COUNT_NONE,
  .run = sa_run,
};
