/* futo-algo-cso.c: cat swarm optimisation (Chu and Tsai)
 *
 * Cat swarm optimisation ("Computational intelligence based on the behavior
 * of cats", Chu and Tsai, 2006) moves a swarm of cats through the search
 * space. In every iteration each cat is put, at random with the mixture
 * ratio MR, in one of two modes:
 * - seeking mode (resting and looking around): the cat makes SMP copies of
 *   itself (with SPC, self-position considering, one copy is the cat's own
 *   position, unchanged); in every other copy a share CDC (counts of
 *   dimension to change) of the dimensions moves by plus or minus SRD
 *   (seeking range of the selected dimension) of its present value; the
 *   cat then jumps to one copy chosen by roulette, with probability
 *   proportional to how much better the copy is than the worst one (all
 *   equal: uniform);
 * - tracing mode (chasing): each dimension's velocity grows by
 *   r * c1 * (best - position), r uniform in [0, 1), is clamped to
 *   +-vmax, and is added to the position.
 * The best position any cat has reached is remembered; the run stops when
 * it is a solution or after max-iterations. There is no local improvement
 * and no restart, and seeking cats accept worse positions whenever the
 * roulette says so: that is the method, weaknesses included.
 *
 * Adapted to Futoshiki as theses adapt it to Sudoku: a cat is a full board
 * whose rows are permutations that keep the givens, so the rows are always
 * right and only the columns and the signs can be wrong. Penalty = values
 * missing from each column + violated signs; fitness = 1 / (1 + penalty).
 *
 * Interpretations (permutation representation):
 * - A dimension is a non-given cell; CDC is the share of them changed per
 *   copy (at least one).
 * - Moving a cell's value v by s steps (s = +-max (1, round (SRD * v)) in
 *   seeking mode, round (velocity) in tracing mode, kept within 1..n) means
 *   swapping it with the cell of the same row that holds v + s, so the row
 *   stays a permutation. When that cell is a given, the dimension stays put.
 *   So the velocity of a cell is its tendency to swap towards the value the
 *   best cat has there, and the clamp of +-5 bounds how far it can jump.
 * - Each cat chooses its mode independently: tracing with probability MR.
 * - Rows whose givens repeat a value cannot be permutations: they get as
 *   many of their missing values as they have free cells (such a puzzle has
 *   no solution anyway).
 *
 * Params: cats (30), smp (5), srd (0.2), cdc (0.8), spc (1), mr (0.02),
 * c1 (2), vmax (5), max-iterations (2000 generations). smp, srd, cdc, mr
 * and c1 are the values of Chu and Tsai's experiments; the clamp of 5 value
 * steps and the swarm size are ours. They suit this representation: tracing
 * pulls the swarm onto the best cat and loses its diversity, so a high MR
 * does worse, not better (the 4x4 example: 10 of 10 seeds solve it with
 * MR 0.02, 6 of 10 with 0.2, 3 of 10 with 0.5, 2 of 10 with 1).
 *
 * Statistics: iterations count generations, nodes the positions evaluated,
 * assignments the cell values changed, moves the cats' changes of position;
 * best_energy is the best fitness. Events follow the best cat: MOVE for each
 * cell of the first best board and for each cell that changes when a better
 * cat appears, ENERGY with the best fitness after each iteration.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algo-cso-private.h"
#include "futo-algorithms-private.h"
#include "futo-random.h"

/* Moves a dimension's value by steps within its row by a swap; false when
 * the target value is out of range, absent or held by a given. Repeated
 * givens share a value, but only givens can, and givens never move. */
static bool
shift_value (FutoCso          *cso,
             uint8_t          *board,
             const FutoCsoDim *dim,
             int               steps)
{
  uint8_t *index = _futo_cso_row_index (cso, board, dim->row);
  int value = board[dim->cell], target = value + steps;
  int other;

  if (steps == 0 || target < 1 || target > cso->n || index[target] == FUTO_CSO_NO_COL)
    return false;
  other = dim->row * cso->n + index[target];
  if (cso->puzzle->givens[other] != 0)
    return false;
  board[other] = (uint8_t) value;
  board[dim->cell] = (uint8_t) target;
  index[value] = index[target];
  index[target] = (uint8_t) dim->col;
  cso->runner.result->stats.assignments += 2;
  return true;
}

/* Seeking mode's change of one copy: CDC of the dimensions, each by
 * plus or minus SRD of its present value. On large boards a copy takes
 * thousands of swaps, so the runner is asked after each one whether to
 * stop. Returns true when the run must stop. */
static bool
mutate_copy (FutoCso *cso,
             uint8_t *board)
{
  int count = (int) lround (cso->params.cdc * cso->n_free);

  if (count < 1)
    count = 1;
  if (count > cso->n_free)
    count = cso->n_free;
  /* The first count entries of a partial shuffle are distinct dimensions,
   * uniformly chosen whatever order the array was left in. */
  for (int i = 0; i < count; i++)
    {
      int j = i + (int) futo_random_below (&cso->rng, (uint32_t) (cso->n_free - i));
      int picked = cso->dims[j];
      const FutoCsoDim *dim = &cso->free_cells[picked];
      int value = board[dim->cell];
      int steps = cso->seek_steps[value];

      cso->dims[j] = cso->dims[i];
      cso->dims[i] = picked;
      if (futo_random_below (&cso->rng, 2) == 0)
        steps = -steps;
      if (value + steps < 1 || value + steps > cso->n)
        steps = -steps;
      shift_value (cso, board, dim, steps);
      if (_futo_runner_tick (&cso->runner))
        return true;
    }
  return false;
}

/* Roulette over the copies: weight = fitness - worst fitness. */
static int
choose_copy (FutoCso *cso)
{
  int smp = cso->params.smp;
  double worst = 1.0, total = 0.0, pick;

  for (int j = 0; j < smp; j++)
    worst = fmin (worst, _futo_cso_fitness (cso->copy_penalty[j]));
  for (int j = 0; j < smp; j++)
    total += _futo_cso_fitness (cso->copy_penalty[j]) - worst;
  if (total <= 0.0)
    return (int) futo_random_below (&cso->rng, (uint32_t) smp);
  pick = futo_random_double (&cso->rng) * total;
  for (int j = 0; j < smp; j++)
    {
      pick -= _futo_cso_fitness (cso->copy_penalty[j]) - worst;
      if (pick < 0.0)
        return j;
    }
  return smp - 1;
}

/* Returns true when the run must stop. */
static bool
seek (FutoCso *cso,
      int      cat)
{
  size_t stride = cso->stride;
  uint8_t *pos = _futo_cso_cat_pos (cso, cat);
  int first = 0, chosen;

  if (cso->params.spc)
    {
      memcpy (cso->copies, pos, stride);
      cso->copy_penalty[0] = cso->penalty[cat];
      first = 1;
    }
  for (int j = first; j < cso->params.smp; j++)
    {
      uint8_t *copy = cso->copies + (size_t) j * stride;

      memcpy (copy, pos, stride);
      if (mutate_copy (cso, copy) || _futo_cso_evaluate (cso, copy, &cso->copy_penalty[j]))
        return true;
    }
  chosen = choose_copy (cso);
  if (memcmp (pos, cso->copies + (size_t) chosen * stride, (size_t) cso->cells) != 0)
    {
      memcpy (pos, cso->copies + (size_t) chosen * stride, stride);
      cso->runner.result->stats.moves++;
    }
  cso->penalty[cat] = cso->copy_penalty[chosen];
  return false;
}

/* Returns true when the run must stop. */
static bool
trace (FutoCso *cso,
       int      cat)
{
  uint8_t *pos = _futo_cso_cat_pos (cso, cat);
  double *vel = cso->vel + (size_t) cat * cso->cells;
  double vmax = cso->params.vmax;
  bool moved = false;

  for (int i = 0; i < cso->n_free; i++)
    {
      int cell = cso->free_cells[i].cell;
      double r = futo_random_double (&cso->rng);

      vel[cell] += r * cso->params.c1 * (cso->best[cell] - pos[cell]);
      vel[cell] = fmax (-vmax, fmin (vmax, vel[cell]));
    }
  for (int i = 0; i < cso->n_free; i++)
    {
      int cell = cso->free_cells[i].cell;
      /* Rounded half away from zero, like lround, without the libm call. */
      int steps = (int) (vel[cell] + (vel[cell] < 0 ? -0.5 : 0.5));

      /* Aim within 1..n so that a large velocity still moves towards the edge. */
      if (pos[cell] + steps < 1)
        steps = 1 - pos[cell];
      else if (pos[cell] + steps > cso->n)
        steps = cso->n - pos[cell];
      moved |= shift_value (cso, pos, &cso->free_cells[i], steps);
      if (_futo_runner_tick (&cso->runner))
        break; /* _futo_cso_evaluate () below keeps the penalty true to the position */
    }
  if (moved)
    cso->runner.result->stats.moves++;
  return _futo_cso_evaluate (cso, pos, &cso->penalty[cat]);
}

/* Remembers the best cat; returns true when it is a solution. */
static bool
update_best (FutoCso *cso)
{
  int best_cat = 0;

  for (int cat = 1; cat < cso->params.cats; cat++)
    if (cso->penalty[cat] < cso->penalty[best_cat])
      best_cat = cat;
  if (cso->penalty[best_cat] < cso->best_penalty)
    {
      const uint8_t *pos = _futo_cso_cat_pos (cso, best_cat);

      if (_futo_runner_wants_events (&cso->runner))
        for (int cell = 0; cell < cso->cells; cell++)
          if (pos[cell] != cso->best[cell])
            _futo_runner_emit (&cso->runner, FUTO_EVENT_MOVE,
                               cso->puzzle->givens[cell] ? FUTO_REASON_GIVEN : FUTO_REASON_NONE,
                               cell, -1, pos[cell], 0);
      memcpy (cso->best, pos, (size_t) cso->cells);
      cso->best_penalty = cso->penalty[best_cat];
      cso->runner.result->stats.best_energy = _futo_cso_fitness (cso->best_penalty);
    }
  return cso->best_penalty == 0;
}

/* Returns true when the run must stop early. */
static bool
iterate (FutoCso *cso)
{
  for (int cat = 0; cat < cso->params.cats; cat++)
    {
      bool tracing = futo_random_double (&cso->rng) < cso->params.mr;

      if (tracing ? trace (cso, cat) : seek (cso, cat))
        return true;
      if (cso->penalty[cat] == 0)
        break;
    }
  return false;
}

static void
search (FutoCso *cso)
{
  FutoStats *stats = &cso->runner.result->stats;

  /* With every cell given no cat can move: the board is what it is. */
  if (update_best (cso) || cso->n_free == 0)
    return;
  _futo_runner_emit_energy (&cso->runner, stats->best_energy);
  while (stats->iterations < cso->params.max_iterations)
    {
      bool solved;

      stats->iterations++;
      if (iterate (cso))
        return;
      solved = update_best (cso);
      _futo_runner_emit_energy (&cso->runner, stats->best_energy);
      if (solved)
        return;
    }
}

static void
cso_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  FutoCso cso;

  if (!_futo_cso_init (&cso, puzzle, options, result))
    {
      _futo_cso_clear (&cso);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  _futo_cso_collect (&cso);
  if (!_futo_cso_place_swarm (&cso))
    search (&cso);
  if (cso.best_penalty == 0)
    _futo_runner_solution (&cso.runner, cso.best);
  else if (cso.best_penalty == INT32_MAX)
    update_best (&cso); /* stopped while placing: the best cat placed so far */
  _futo_runner_best (&cso.runner, cso.best);
  _futo_runner_finish (&cso.runner, false);
  _futo_cso_describe_end (&cso);
  _futo_cso_clear (&cso);
}

const FutoAlgorithm _futo_algorithm_cso = {
  .id = "cso",
  .name = FUTO_N_ ("Cat swarm optimisation"),
  .description = FUTO_N_ ("A swarm of boards with permutation rows, seeking around themselves or tracing the best cat"),
  .reference = "S.-C. Chu and P.-W. Tsai, \"Computational intelligence based on the behavior of cats\", 2006; "
               "adapted to Futoshiki as Sudoku theses adapt it",
  .complete = false,
  .stochastic = true,
  .node_count = FUTO_NODE_COUNT_NONE,
  .reports_fitness = true,
  .run = cso_run,
};
