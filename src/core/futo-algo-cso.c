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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-random.h"
#include "futo-runner-private.h"

typedef struct
{
  int      cats;
  int      smp;
  double   srd;
  double   cdc;
  bool     spc;
  double   mr;
  double   c1;
  double   vmax;
  uint64_t max_iterations;
} CsoParams;

/* A dimension: a non-given cell, with its row and column worked out once. */
typedef struct
{
  int cell;
  int row;
  int col;
} FreeCell;

/* A board is stored as its cells followed by an index of each row
 * (n + 1 bytes: the column holding each value, NO_COL when none), so that
 * finding the partner of a swap takes no search. */
#define NO_COL 0xff

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  CsoParams         params;
  FutoRandom        rng;
  int               n;
  int               cells;
  size_t            stride;      /* bytes per stored board: cells + index */
  int               n_free;
  FreeCell         *free_cells;  /* the dimensions */
  int              *dims;        /* a permutation of 0 .. n_free - 1 for choosing */
  int              *seek_steps;  /* per value v: max (1, round (SRD * v)) */
  int               n_signs;
  int              *sign_small;  /* sign k: value of sign_small[k] < value of sign_large[k] */
  int              *sign_large;
  uint8_t          *pos;         /* cats * stride */
  double           *vel;         /* cats * cells, zero on givens */
  int              *penalty;     /* per cat */
  uint8_t          *copies;      /* smp * stride: seeking mode's candidates */
  int              *copy_penalty;
  uint8_t          *best;
  int               best_penalty;
  int              *scratch;     /* n ints for shuffling a row's values */
} Cso;

static inline uint8_t *
cat_pos (const Cso *cso,
         int        cat)
{
  return cso->pos + (size_t) cat * cso->stride;
}

static inline uint8_t *
row_index (const Cso *cso,
           uint8_t   *board,
           int        row)
{
  return board + cso->cells + (size_t) row * (cso->n + 1);
}

static void
index_board (const Cso *cso,
             uint8_t   *board)
{
  int n = cso->n;

  memset (board + cso->cells, NO_COL, (size_t) n * (n + 1));
  for (int cell = 0; cell < cso->cells; cell++)
    row_index (cso, board, cell / n)[board[cell]] = (uint8_t) (cell % n);
}

static int
penalty_of (const Cso     *cso,
            const uint8_t *board)
{
  int n = cso->n, penalty = 0;

  for (int col = 0; col < n; col++)
    {
      FutoSet seen = 0;

      for (int row = 0; row < n; row++)
        seen |= FUTO_SET_BIT (board[row * n + col]);
      penalty += n - futo_set_count (seen);
    }
  for (int k = 0; k < cso->n_signs; k++)
    penalty += board[cso->sign_small[k]] >= board[cso->sign_large[k]];
  return penalty;
}

/* Evaluates a position: a node. Returns true when the run must stop. */
static bool
evaluate (Cso           *cso,
          const uint8_t *board,
          int           *penalty)
{
  cso->runner.result->stats.nodes++;
  *penalty = penalty_of (cso, board);
  return futo_runner_tick (&cso->runner);
}

static inline double
fitness (int penalty)
{
  return 1.0 / (1.0 + penalty);
}

/* Moves a dimension's value by steps within its row by a swap; false when
 * the target value is out of range, absent or held by a given. Repeated
 * givens share a value, but only givens can, and givens never move. */
static bool
shift_value (Cso            *cso,
             uint8_t        *board,
             const FreeCell *dim,
             int             steps)
{
  uint8_t *index = row_index (cso, board, dim->row);
  int value = board[dim->cell], target = value + steps;
  int other;

  if (steps == 0 || target < 1 || target > cso->n || index[target] == NO_COL)
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
mutate_copy (Cso     *cso,
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
      const FreeCell *dim = &cso->free_cells[picked];
      int value = board[dim->cell];
      int steps = cso->seek_steps[value];

      cso->dims[j] = cso->dims[i];
      cso->dims[i] = picked;
      if (futo_random_below (&cso->rng, 2) == 0)
        steps = -steps;
      if (value + steps < 1 || value + steps > cso->n)
        steps = -steps;
      shift_value (cso, board, dim, steps);
      if (futo_runner_tick (&cso->runner))
        return true;
    }
  return false;
}

/* Roulette over the copies: weight = fitness - worst fitness. */
static int
choose_copy (Cso *cso)
{
  int smp = cso->params.smp;
  double worst = 1.0, total = 0.0, pick;

  for (int j = 0; j < smp; j++)
    worst = fmin (worst, fitness (cso->copy_penalty[j]));
  for (int j = 0; j < smp; j++)
    total += fitness (cso->copy_penalty[j]) - worst;
  if (total <= 0.0)
    return (int) futo_random_below (&cso->rng, (uint32_t) smp);
  pick = futo_random_double (&cso->rng) * total;
  for (int j = 0; j < smp; j++)
    {
      pick -= fitness (cso->copy_penalty[j]) - worst;
      if (pick < 0.0)
        return j;
    }
  return smp - 1;
}

/* Returns true when the run must stop. */
static bool
seek (Cso *cso,
      int  cat)
{
  size_t stride = cso->stride;
  uint8_t *pos = cat_pos (cso, cat);
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
      if (mutate_copy (cso, copy) || evaluate (cso, copy, &cso->copy_penalty[j]))
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
trace (Cso *cso,
       int  cat)
{
  uint8_t *pos = cat_pos (cso, cat);
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
      if (futo_runner_tick (&cso->runner))
        break; /* evaluate () below keeps the penalty true to the position */
    }
  if (moved)
    cso->runner.result->stats.moves++;
  return evaluate (cso, pos, &cso->penalty[cat]);
}

/* Remembers the best cat; returns true when it is a solution. */
static bool
update_best (Cso *cso)
{
  int best_cat = 0;

  for (int cat = 1; cat < cso->params.cats; cat++)
    if (cso->penalty[cat] < cso->penalty[best_cat])
      best_cat = cat;
  if (cso->penalty[best_cat] < cso->best_penalty)
    {
      const uint8_t *pos = cat_pos (cso, best_cat);

      if (futo_runner_wants_events (&cso->runner))
        for (int cell = 0; cell < cso->cells; cell++)
          if (pos[cell] != cso->best[cell])
            futo_runner_emit (&cso->runner, FUTO_EVENT_MOVE,
                              cso->puzzle->givens[cell] ? FUTO_REASON_GIVEN : FUTO_REASON_NONE,
                              cell, -1, pos[cell], 0);
      memcpy (cso->best, pos, (size_t) cso->cells);
      cso->best_penalty = cso->penalty[best_cat];
      cso->runner.result->stats.best_energy = fitness (cso->best_penalty);
    }
  return cso->best_penalty == 0;
}

/* Returns true when the run must stop early. */
static bool
iterate (Cso *cso)
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
search (Cso *cso)
{
  FutoStats *stats = &cso->runner.result->stats;

  /* With every cell given no cat can move: the board is what it is. */
  if (update_best (cso) || cso->n_free == 0)
    return;
  futo_runner_emit_energy (&cso->runner, stats->best_energy);
  while (stats->iterations < cso->params.max_iterations)
    {
      bool solved;

      stats->iterations++;
      if (iterate (cso))
        return;
      solved = update_best (cso);
      futo_runner_emit_energy (&cso->runner, stats->best_energy);
      if (solved)
        return;
    }
}

/* A random cat: each row's missing values shuffled into its free cells. */
static void
place_cat (Cso *cso,
           int  cat)
{
  const uint8_t *givens = cso->puzzle->givens;
  uint8_t *pos = cat_pos (cso, cat);
  int n = cso->n;

  for (int row = 0; row < n; row++)
    {
      FutoSet present = 0;
      int missing = 0, next = 0;

      for (int col = 0; col < n; col++)
        if (givens[row * n + col] != 0)
          present |= FUTO_SET_BIT (givens[row * n + col]);
      for (int value = 1; value <= n; value++)
        if ((present & FUTO_SET_BIT (value)) == 0)
          cso->scratch[missing++] = value;
      futo_random_shuffle (&cso->rng, cso->scratch, missing);
      for (int col = 0; col < n; col++)
        {
          int cell = row * n + col;

          pos[cell] = givens[cell] != 0 ? givens[cell] : (uint8_t) cso->scratch[next++];
        }
    }
  index_board (cso, pos);
}

/* Returns true when the run must stop. */
static bool
place_swarm (Cso *cso)
{
  for (int cat = 0; cat < cso->params.cats; cat++)
    {
      place_cat (cso, cat);
      if (evaluate (cso, cat_pos (cso, cat), &cso->penalty[cat]))
        return true;
    }
  return false;
}

static void
collect (Cso *cso)
{
  const FutoPuzzle *puzzle = cso->puzzle;
  int n = cso->n;

  cso->n_free = 0;
  cso->n_signs = 0;
  for (int cell = 0; cell < cso->cells; cell++)
    {
      if (puzzle->givens[cell] == 0)
        {
          cso->dims[cso->n_free] = cso->n_free;
          cso->free_cells[cso->n_free++] = (FreeCell) { cell, cell / n, cell % n };
        }
      for (int d = FUTO_DIR_RIGHT; d <= FUTO_DIR_DOWN; d++)
        {
          FutoRelation rel = futo_puzzle_get_relation (puzzle, cell / n, cell % n, (FutoDirection) d);
          int other = d == FUTO_DIR_RIGHT ? cell + 1 : cell + n;

          if (rel == FUTO_REL_NONE)
            continue;
          cso->sign_small[cso->n_signs] = rel == FUTO_REL_LESS ? cell : other;
          cso->sign_large[cso->n_signs] = rel == FUTO_REL_LESS ? other : cell;
          cso->n_signs++;
        }
    }
}

static int
int_param (const Cso *cso,
           const char *key,
           int         fallback,
           int         min,
           int         max)
{
  double value = futo_runner_param (&cso->runner, key, fallback);

  return value >= min && value <= max ? (int) value : fallback;
}

static double
real_param (const Cso *cso,
            const char *key,
            double      fallback,
            double      min,
            double      max)
{
  double value = futo_runner_param (&cso->runner, key, fallback);

  return value >= min && value <= max ? value : fallback;
}

static void
read_params (Cso *cso)
{
  CsoParams *p = &cso->params;

  p->cats = int_param (cso, "cats", 30, 1, 100000);
  p->smp = int_param (cso, "smp", 5, 1, 1000);
  p->srd = real_param (cso, "srd", 0.2, 0.0, 1.0);
  p->cdc = real_param (cso, "cdc", 0.8, 0.0, 1.0);
  p->spc = int_param (cso, "spc", 1, 0, 1) != 0;
  p->mr = real_param (cso, "mr", 0.02, 0.0, 1.0);
  p->c1 = real_param (cso, "c1", 2.0, 0.0, 100.0);
  p->vmax = real_param (cso, "vmax", 5.0, 0.0, 64.0);
  p->max_iterations = (uint64_t) real_param (cso, "max-iterations", 2000, 1, 1e15);
}

static bool
cso_init (Cso                  *cso,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (cso, 0, sizeof *cso);
  futo_runner_init (&cso->runner, puzzle, options, result);
  cso->puzzle = puzzle;
  cso->n = puzzle->size;
  cso->cells = (int) cells;
  futo_random_init (&cso->rng, options->seed);
  read_params (cso);
  cso->best_penalty = INT32_MAX;
  cso->stride = cells + (size_t) cso->n * (cso->n + 1);
  cso->free_cells = malloc (cells * sizeof *cso->free_cells);
  cso->dims = malloc (cells * sizeof *cso->dims);
  cso->seek_steps = malloc (((size_t) cso->n + 1) * sizeof *cso->seek_steps);
  for (int v = 0; cso->seek_steps != NULL && v <= cso->n; v++)
    {
      int steps = (int) lround (cso->params.srd * v);

      cso->seek_steps[v] = steps < 1 ? 1 : steps;
    }
  cso->sign_small = malloc (2 * cells * sizeof *cso->sign_small);
  cso->sign_large = malloc (2 * cells * sizeof *cso->sign_large);
  cso->pos = malloc ((size_t) cso->params.cats * cso->stride);
  cso->vel = calloc ((size_t) cso->params.cats * cells, sizeof *cso->vel);
  cso->penalty = malloc ((size_t) cso->params.cats * sizeof *cso->penalty);
  for (int cat = 0; cso->penalty != NULL && cat < cso->params.cats; cat++)
    cso->penalty[cat] = INT32_MAX; /* not placed yet */
  cso->copies = malloc ((size_t) cso->params.smp * cso->stride);
  cso->copy_penalty = malloc ((size_t) cso->params.smp * sizeof *cso->copy_penalty);
  cso->best = calloc (cells, 1);
  cso->scratch = malloc ((size_t) cso->n * sizeof *cso->scratch);
  return cso->free_cells && cso->dims && cso->seek_steps && cso->sign_small && cso->sign_large && cso->pos && cso->vel
         && cso->penalty && cso->copies && cso->copy_penalty && cso->best && cso->scratch;
}

static void
cso_clear (Cso *cso)
{
  free (cso->free_cells);
  free (cso->dims);
  free (cso->seek_steps);
  free (cso->sign_small);
  free (cso->sign_large);
  free (cso->pos);
  free (cso->vel);
  free (cso->penalty);
  free (cso->copies);
  free (cso->copy_penalty);
  free (cso->best);
  free (cso->scratch);
}

static void
describe_end (const Cso *cso)
{
  FutoRunResult *result = cso->runner.result;
  const uint8_t *best = cso->best;
  int missing, broken = 0;
  char what[64];

  for (int k = 0; k < cso->n_signs; k++)
    broken += best[cso->sign_small[k]] >= best[cso->sign_large[k]];
  missing = cso->best_penalty - broken;
  if (result->status == FUTO_STATUS_SOLVED)
    snprintf (what, sizeof what, "solved");
  else if (result->status != FUTO_STATUS_GAVE_UP)
    snprintf (what, sizeof what, "%.60s", result->message);
  else
    snprintf (what, sizeof what, "no solution within max-iterations");
  if (cso->best_penalty == INT32_MAX)
    snprintf (result->message, sizeof result->message, "%s before the swarm was placed", what);
  else
    snprintf (result->message, sizeof result->message,
              "%s after %llu iterations of %d cats; best penalty %d (%d values missing from columns, "
              "%d of %d signs broken, fitness %.3g)",
              what, (unsigned long long) result->stats.iterations, cso->params.cats, cso->best_penalty,
              missing, broken, cso->n_signs, fitness (cso->best_penalty));
}

static void
cso_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  Cso cso;

  if (!cso_init (&cso, puzzle, options, result))
    {
      cso_clear (&cso);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  collect (&cso);
  if (!place_swarm (&cso))
    search (&cso);
  if (cso.best_penalty == 0)
    futo_runner_solution (&cso.runner, cso.best);
  else if (cso.best_penalty == INT32_MAX)
    update_best (&cso); /* stopped while placing: the best cat placed so far */
  futo_runner_best (&cso.runner, cso.best);
  futo_runner_finish (&cso.runner, false);
  describe_end (&cso);
  cso_clear (&cso);
}

const FutoAlgorithm futo_algorithm_cso = {
  .id = "cso",
  .name = "Cat swarm optimisation",
  .description = "A swarm of boards with permutation rows, seeking around themselves or tracing the best cat",
  .reference = "S.-C. Chu and P.-W. Tsai, \"Computational intelligence based on the behavior of cats\", 2006; "
               "adapted to Futoshiki as Sudoku theses adapt it",
  .complete = false,
  .stochastic = true,
  .run = cso_run,
};
