/* futo-engine-tabu.c: a tabu search over row permutations, for the portfolio's walks
 *
 * Jin and Hao (2019, "Solving the Latin square completion problem by
 * memetic graph coloring") first shrink the problem by propagation (their
 * kernel: what the engine's root leaves open here) and then search it as a
 * list colouring in which every row already holds each of its missing
 * values once: only the columns (and here the signs) can be violated, and
 * a move exchanges the values of two open cells of one row, each value in
 * the other's domain. The cost is the number of extra holders of a value
 * in a column plus the violated signs, so that a move's gain comes from the
 * column counts alone (no score table, unlike the walk of
 * futo-engine-walk.c). The search is TabuCol's (Hertz and de Werra 1987):
 * the best exchange that involves a cell in conflict and is not tabu, ties
 * at random, even when it makes things worse; a cell may not take back the
 * value it gave up for a tenure that grows with the cost; a tabu exchange
 * is taken anyway when it reaches a new fewest. Exchanges alone do not
 * reach every permutation of a row that the domains allow (three cells
 * with {1,2}, {2,3}, {1,3} holding 1, 2, 3 have no allowed exchange), and a
 * tabu search on its own cycles near one minimum: after a stall the
 * search goes back to the best assignment seen and draws a few rows anew
 * (a random matching of the row's open cells to its missing values), the
 * rows in conflict first. This is the perturbation of an iterated tabu
 * search, in the place of Jin and Hao's crossover of a population.
 *
 * lsc=1 makes every walk of the portfolio (its second search and the first
 * search's own) this search instead of the walk; with threads=1,walk=1 it
 * runs alone. Like the walk it proves nothing, and a solution is checked
 * against the puzzle before it is reported. bench/engine/README.md ("Eighth
 * round") has the figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-private.h"

struct _EngineTabu
{
  Engine   *engine;
  int       n;
  int       open;
  int      *cell_of;    /* open index → cell; the open cells row by row */
  int      *row_start;  /* row → its first open index; row_start[n] = open */
  int      *col_of;     /* open index → column */
  int      *col_cells;  /* column * n + i → its i-th open cell */
  int      *col_len;
  FutoSet  *dom;        /* open index → its root domain */
  uint8_t  *val;
  uint8_t  *best_val;
  int      *count;      /* column * n + (v - 1) → its open cells holding v */
  int       n_signs;
  int      *sign_lo;    /* violated while val[lo] >= val[hi] */
  int      *sign_hi;
  int      *signs_of;   /* open index * 4 + j */
  uint8_t  *n_signs_of;
  int      *conflict;   /* the open cells in conflict, in any order */
  int      *conflict_pos;
  int       n_conflict;
  uint64_t *tabu;       /* open index * n + (v - 1) → the iteration until which k may not take v */
  int       cost;
  int       best;
  uint64_t  iteration;
  uint64_t  since_best;
  uint64_t  stall;      /* iterations without a new fewest before a perturbation */
  int       tenure_base;
  int       tenure_pct; /* of the cost */
  int       kick_rows;
  /* Scratch of the row matching. */
  int      *match;      /* value - 1 → open index, -1 */
  uint32_t *seen;
  uint32_t  seen_round;
  int      *order;
};

static inline uint32_t
draw (EngineTabu *tabu,
      uint32_t    bound)
{
  return (uint32_t) ((_futo_engine_random (tabu->engine) >> 32) * bound >> 32);
}

static inline bool
sign_violated (const EngineTabu *tabu,
               int               s)
{
  return tabu->val[tabu->sign_lo[s]] >= tabu->val[tabu->sign_hi[s]];
}


static inline bool
in_conflict (const EngineTabu *tabu,
             int               k)
{
  if (tabu->count[tabu->col_of[k] * tabu->n + tabu->val[k] - 1] >= 2)
    return true;
  for (int j = 0; j < tabu->n_signs_of[k]; j++)
    if (sign_violated (tabu, tabu->signs_of[k * 4 + j]))
      return true;
  return false;
}

/* Puts open cell k in the list of cells in conflict, or takes it out, as
 * its column and signs say. */
static void
refresh (EngineTabu *tabu,
         int         k)
{
  bool in = in_conflict (tabu, k);
  int at = tabu->conflict_pos[k];

  if (in && at < 0)
    {
      tabu->conflict_pos[k] = tabu->n_conflict;
      tabu->conflict[tabu->n_conflict++] = k;
    }
  else if (!in && at >= 0)
    {
      int last = tabu->conflict[--tabu->n_conflict];

      tabu->conflict[at] = last;
      tabu->conflict_pos[last] = at;
      tabu->conflict_pos[k] = -1;
    }
}

/* The counts, the cost and the conflicts from the values alone. */
static void
rebuild (EngineTabu *tabu)
{
  int n = tabu->n;

  memset (tabu->count, 0, (size_t) n * n * sizeof *tabu->count);
  tabu->cost = 0;
  tabu->n_conflict = 0;
  for (int k = 0; k < tabu->open; k++)
    {
      tabu->conflict_pos[k] = -1;
      if (tabu->count[tabu->col_of[k] * n + tabu->val[k] - 1]++ >= 1)
        tabu->cost++;
    }
  for (int s = 0; s < tabu->n_signs; s++)
    tabu->cost += sign_violated (tabu, s);
  for (int k = 0; k < tabu->open; k++)
    refresh (tabu, k);
}

/* Augmenting path from open cell k over the values of row_values not yet
 * seen in this round (Kuhn), the values tried from a random one on. */
static bool
augment (EngineTabu *tabu,
         int         k,
         FutoSet     row_values)
{
  FutoSet left = tabu->dom[k] & row_values;
  int shift = (int) draw (tabu, (uint32_t) tabu->n);
  /* The values above shift first, then the rest. */
  FutoSet high = left & ~((FUTO_SET_BIT (shift + 1)) - 1), low = left & ~high;

  for (int part = 0; part < 2; part++)
    for (FutoSet set = part == 0 ? high : low; set != 0; set &= set - 1)
      {
        int v = __builtin_ctzll (set) + 1;

        if (tabu->seen[v - 1] == tabu->seen_round)
          continue;
        tabu->seen[v - 1] = tabu->seen_round;
        if (tabu->match[v - 1] < 0 || augment (tabu, tabu->match[v - 1], row_values))
          {
            tabu->match[v - 1] = k;
            tabu->val[k] = (uint8_t) v;
            return true;
          }
      }
  return false;
}

/* Row r's open cells take a random permutation of its missing values
 * within their domains; false when there is none (the root left the row
 * without a perfect matching: only without the matching's propagation). */
static bool
draw_row (EngineTabu *tabu,
          int         r)
{
  int first = tabu->row_start[r], len = tabu->row_start[r + 1] - first;
  FutoSet row_values = 0;

  for (int i = 0; i < len; i++)
    {
      int j = (int) draw (tabu, (uint32_t) (i + 1));

      row_values |= tabu->dom[first + i];
      tabu->order[i] = tabu->order[j];
      tabu->order[j] = first + i;
    }
  if (futo_set_count (row_values) != len)
    return false;
  for (FutoSet set = row_values; set != 0; set &= set - 1)
    tabu->match[__builtin_ctzll (set)] = -1;
  for (int i = 0; i < len; i++)
    {
      if (++tabu->seen_round == 0)
        {
          memset (tabu->seen, 0, (size_t) tabu->n * sizeof *tabu->seen);
          tabu->seen_round = 1;
        }
      if (!augment (tabu, tabu->order[i], row_values))
        return false;
    }
  return true;
}

/* The violated signs among those of k and of k2 (a sign between the two
 * counted once). */
static int
signs_violated (const EngineTabu *tabu,
                int               k,
                int               k2)
{
  int violated = 0;

  for (int j = 0; j < tabu->n_signs_of[k]; j++)
    violated += sign_violated (tabu, tabu->signs_of[k * 4 + j]);
  for (int j = 0; j < tabu->n_signs_of[k2]; j++)
    {
      int s = tabu->signs_of[k2 * 4 + j];

      if (tabu->sign_lo[s] != k && tabu->sign_hi[s] != k)
        violated += sign_violated (tabu, s);
    }
  return violated;
}

/* What the cost would change by if k and k2 (of one row) exchanged
 * their values. */
static int
swap_gain (EngineTabu *tabu,
           int         k,
           int         k2)
{
  int n = tabu->n, a = tabu->val[k], b = tabu->val[k2];
  const int *c1 = &tabu->count[tabu->col_of[k] * n - 1], *c2 = &tabu->count[tabu->col_of[k2] * n - 1];
  int gain = -(c1[a] >= 2) + (c1[b] >= 1) - (c2[b] >= 2) + (c2[a] >= 1);

  if (tabu->n_signs_of[k] + tabu->n_signs_of[k2] > 0)
    {
      int before = signs_violated (tabu, k, k2);

      tabu->val[k] = (uint8_t) b;
      tabu->val[k2] = (uint8_t) a;
      gain += signs_violated (tabu, k, k2) - before;
      tabu->val[k] = (uint8_t) a;
      tabu->val[k2] = (uint8_t) b;
    }
  return gain;
}

static void
refresh_column (EngineTabu *tabu,
                int         col,
                int         a,
                int         b)
{
  const int *cells = &tabu->col_cells[col * tabu->n];

  for (int i = 0; i < tabu->col_len[col]; i++)
    if (tabu->val[cells[i]] == a || tabu->val[cells[i]] == b)
      refresh (tabu, cells[i]);
}

static void
refresh_signs (EngineTabu *tabu,
               int         k)
{
  for (int j = 0; j < tabu->n_signs_of[k]; j++)
    {
      int s = tabu->signs_of[k * 4 + j];

      refresh (tabu, tabu->sign_lo[s] == k ? tabu->sign_hi[s] : tabu->sign_lo[s]);
    }
}

static void
exchange (EngineTabu *tabu,
          int         k,
          int         k2,
          int         gain)
{
  int n = tabu->n, a = tabu->val[k], b = tabu->val[k2], col = tabu->col_of[k], col2 = tabu->col_of[k2];

  tabu->count[col * n + a - 1]--;
  tabu->count[col * n + b - 1]++;
  tabu->count[col2 * n + b - 1]--;
  tabu->count[col2 * n + a - 1]++;
  tabu->val[k] = (uint8_t) b;
  tabu->val[k2] = (uint8_t) a;
  tabu->cost += gain;
  refresh_column (tabu, col, a, b);
  refresh_column (tabu, col2, a, b);
  refresh_signs (tabu, k);
  refresh_signs (tabu, k2);
}

/* Back to the best assignment, a few rows drawn anew (most of them rows
 * in conflict there), the tabu list emptied. */
static bool
perturb (EngineTabu *tabu)
{
  int n = tabu->n;

  memcpy (tabu->val, tabu->best_val, (size_t) tabu->open);
  rebuild (tabu);
  for (int i = 0; i < tabu->kick_rows; i++)
    {
      int r;

      if (tabu->n_conflict > 0 && draw (tabu, 2) == 0)
        r = tabu->cell_of[tabu->conflict[draw (tabu, (uint32_t) tabu->n_conflict)]] / n;
      else
        r = (int) draw (tabu, (uint32_t) n);
      if (!draw_row (tabu, r))
        return false;
    }
  rebuild (tabu);
  memset (tabu->tabu, 0, (size_t) tabu->open * n * sizeof *tabu->tabu);
  tabu->iteration = 0;
  tabu->since_best = 0;
  return true;
}

static bool
report (EngineTabu *tabu)
{
  Engine *engine = tabu->engine;

  for (int cell = 0; cell < engine->cells; cell++)
    engine->values[cell] = (uint8_t) futo_set_min (engine->dom[cell]);
  for (int k = 0; k < tabu->open; k++)
    engine->values[tabu->cell_of[k]] = tabu->val[k];
  if (!futo_puzzle_is_solution (engine->puzzle, engine->values))
    return false;
  _futo_runner_solution (&engine->runner, engine->values);
  return true;
}

static void
give_up (EngineTabu *tabu,
         const char *why)
{
  FutoRunner *runner = &tabu->engine->runner;

  runner->stopped = true;
  runner->result->status = FUTO_STATUS_GAVE_UP;
  strcpy (runner->result->message, why);
}

bool
_futo_engine_tabu_run (EngineTabu *tabu,
                       uint64_t    iterations)
{
  FutoRunner *runner = &tabu->engine->runner;
  FutoStats *stats = &runner->result->stats;
  uint64_t until = iterations > UINT64_MAX - stats->iterations ? UINT64_MAX : stats->iterations + iterations;
  int n = tabu->n;

  while (tabu->cost > 0)
    {
      int best_k = -1, best_k2 = -1, best_gain = 0, ties = 0;

      if (stats->iterations >= until)
        return false;
      stats->nodes++;
      stats->iterations++;
      if (_futo_runner_tick_eager (runner))
        return true;
      if (tabu->since_best > tabu->stall)
        {
          stats->restarts++;
          if (!perturb (tabu))
            {
              give_up (tabu, "the tabu search found a row without a permutation of its values");
              return true;
            }
          continue;
        }
      tabu->iteration++;
      tabu->since_best++;
      for (int i = 0; i < tabu->n_conflict; i++)
        {
          int k = tabu->conflict[i], a = tabu->val[k], r = tabu->cell_of[k] / n;
          const uint64_t *tabu_k = &tabu->tabu[k * n - 1];
          FutoSet dom_k = tabu->dom[k], bit_a = FUTO_SET_BIT (a);

          for (int k2 = tabu->row_start[r]; k2 < tabu->row_start[r + 1]; k2++)
            {
              int b = tabu->val[k2], gain;

              if (k2 == k || (dom_k & FUTO_SET_BIT (b)) == 0 || (tabu->dom[k2] & bit_a) == 0)
                continue;
              gain = swap_gain (tabu, k, k2);
              if (ties > 0 && gain > best_gain)
                continue;
              /* Tabu unless it reaches a new fewest. */
              if ((tabu_k[b] > tabu->iteration || tabu->tabu[k2 * n + a - 1] > tabu->iteration)
                  && tabu->cost + gain >= tabu->best)
                continue;
              if (ties == 0 || gain < best_gain)
                best_k = k, best_k2 = k2, best_gain = gain, ties = 1;
              else if (draw (tabu, (uint32_t) ++ties) == 0)
                best_k = k, best_k2 = k2;
            }
        }
      if (best_k < 0)
        {
          /* Every exchange is tabu or none is allowed: a kick now. */
          tabu->since_best = tabu->stall + 1;
          continue;
        }
      {
        int a = tabu->val[best_k], b = tabu->val[best_k2];
        uint64_t tenure = (uint64_t) (tabu->cost * tabu->tenure_pct / 100)
                          + draw (tabu, (uint32_t) tabu->tenure_base + 1);

        exchange (tabu, best_k, best_k2, best_gain);
        tabu->tabu[best_k * n + a - 1] = tabu->iteration + tenure;
        tabu->tabu[best_k2 * n + b - 1] = tabu->iteration + tenure;
      }
      stats->moves++;
      stats->exchanges++;
      if (tabu->cost < tabu->best)
        {
          tabu->best = tabu->cost;
          tabu->since_best = 0;
          memcpy (tabu->best_val, tabu->val, (size_t) tabu->open);
        }
      if (tabu->cost < stats->best_energy)
        stats->best_energy = tabu->cost;
    }
  if (!report (tabu))
    give_up (tabu, "the tabu search reached an assignment that is no solution");
  return true;
}

EngineTabu *
_futo_engine_tabu_new (Engine *engine)
{
  FutoRunner *runner = &engine->runner;
  int n = engine->n, cells = engine->cells, *open_of;
  EngineTabu *tabu = calloc (1, sizeof *tabu);
  double stall;

  if (tabu == NULL)
    goto out_of_memory;
  tabu->engine = engine;
  tabu->n = n;
  tabu->cell_of = malloc ((size_t) cells * sizeof *tabu->cell_of);
  tabu->row_start = malloc (((size_t) n + 1) * sizeof *tabu->row_start);
  tabu->col_of = malloc ((size_t) cells * sizeof *tabu->col_of);
  tabu->col_cells = malloc ((size_t) cells * sizeof *tabu->col_cells);
  tabu->col_len = calloc ((size_t) n, sizeof *tabu->col_len);
  tabu->dom = malloc ((size_t) cells * sizeof *tabu->dom);
  tabu->val = malloc ((size_t) cells);
  tabu->best_val = malloc ((size_t) cells);
  tabu->count = malloc ((size_t) cells * sizeof *tabu->count);
  tabu->sign_lo = malloc (2 * (size_t) cells * sizeof *tabu->sign_lo);
  tabu->sign_hi = malloc (2 * (size_t) cells * sizeof *tabu->sign_hi);
  tabu->signs_of = malloc (4 * (size_t) cells * sizeof *tabu->signs_of);
  tabu->n_signs_of = calloc ((size_t) cells, 1);
  tabu->conflict = malloc ((size_t) cells * sizeof *tabu->conflict);
  tabu->conflict_pos = malloc ((size_t) cells * sizeof *tabu->conflict_pos);
  tabu->tabu = malloc ((size_t) cells * n * sizeof *tabu->tabu);
  tabu->match = malloc ((size_t) n * sizeof *tabu->match);
  tabu->seen = calloc ((size_t) n, sizeof *tabu->seen);
  tabu->order = malloc ((size_t) n * sizeof *tabu->order);
  if (!tabu->cell_of || !tabu->row_start || !tabu->col_of || !tabu->col_cells || !tabu->col_len || !tabu->dom
      || !tabu->val || !tabu->best_val || !tabu->count || !tabu->sign_lo || !tabu->sign_hi || !tabu->signs_of
      || !tabu->n_signs_of || !tabu->conflict || !tabu->conflict_pos || !tabu->tabu || !tabu->match
      || !tabu->seen || !tabu->order)
    goto out_of_memory;
  /* The open index of each cell, -1 for a fixed one; borrowed from conflict_pos. */
  open_of = tabu->conflict_pos;
  for (int cell = 0; cell < cells; cell++)
    {
      FutoSet dom = engine->dom[cell];

      if (cell % n == 0)
        tabu->row_start[cell / n] = tabu->open;
      open_of[cell] = -1;
      if ((dom & (dom - 1)) != 0)
        {
          int k = tabu->open++, col = cell % n;

          open_of[cell] = k;
          tabu->cell_of[k] = cell;
          tabu->col_of[k] = col;
          tabu->dom[k] = dom;
          tabu->col_cells[col * n + tabu->col_len[col]++] = k;
        }
    }
  tabu->row_start[n] = tabu->open;
  for (int k = 0; k < tabu->open; k++)
    {
      const EngineSigns *signs = &engine->signs[tabu->cell_of[k]];

      for (int j = 0; j < signs->count; j++)
        {
          int other = open_of[signs->other[j]];

          if (other > k)
            {
              int s = tabu->n_signs++;

              tabu->sign_lo[s] = signs->less[j] ? k : other;
              tabu->sign_hi[s] = signs->less[j] ? other : k;
              tabu->signs_of[k * 4 + tabu->n_signs_of[k]++] = s;
              tabu->signs_of[other * 4 + tabu->n_signs_of[other]++] = s;
            }
        }
    }
  tabu->tenure_pct = (int) _futo_runner_param (runner, "lsctenure", 60);
  tabu->tenure_base = (int) _futo_runner_param (runner, "lscrandom", 9);
  tabu->kick_rows = (int) _futo_runner_param (runner, "lsckick", 2);
  stall = _futo_runner_param (runner, "lscstall", 100);
  tabu->stall = (uint64_t) (stall > 0 ? stall : 1) * (uint64_t) (tabu->open > 0 ? tabu->open : 1);
  if (tabu->tenure_pct < 0)
    tabu->tenure_pct = 0;
  if (tabu->tenure_base < 0)
    tabu->tenure_base = 0;
  for (int r = 0; r < n; r++)
    if (!draw_row (tabu, r))
      {
        _futo_engine_tabu_free (tabu);
        strcpy (runner->result->message, "the tabu search found a row without a permutation of its values");
        return NULL;
      }
  memset (tabu->tabu, 0, (size_t) tabu->open * n * sizeof *tabu->tabu);
  rebuild (tabu);
  tabu->best = tabu->cost;
  memcpy (tabu->best_val, tabu->val, (size_t) tabu->open);
  runner->result->stats.best_energy = tabu->cost;
  return tabu;

out_of_memory:
  _futo_engine_tabu_free (tabu);
  strcpy (runner->result->message, "out of memory");
  return NULL;
}

void
_futo_engine_tabu_free (EngineTabu *tabu)
{
  if (tabu == NULL)
    return;
  free (tabu->cell_of);
  free (tabu->row_start);
  free (tabu->col_of);
  free (tabu->col_cells);
  free (tabu->col_len);
  free (tabu->dom);
  free (tabu->val);
  free (tabu->best_val);
  free (tabu->count);
  free (tabu->sign_lo);
  free (tabu->sign_hi);
  free (tabu->signs_of);
  free (tabu->n_signs_of);
  free (tabu->conflict);
  free (tabu->conflict_pos);
  free (tabu->tabu);
  free (tabu->match);
  free (tabu->seen);
  free (tabu->order);
  free (tabu);
}
