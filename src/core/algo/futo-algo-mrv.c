/* futo-algo-mrv.c: the three minimum-remaining-values variants of FutoshikiSolver
 *
 * After Jadson Oliveira's FutoshikiSolver (github.com/jadsonjjmo/FutoshikiSolver),
 * "BT + FC + MRV". The board keeps no domains: only the values each row and
 * each column already uses. At every node
 * - forward checking, in that project's sense, looks for an empty cell whose
 *   row and column together already use every value; the first such cell
 *   (row-major) is chosen, and having no value it is a dead end;
 * - otherwise a cell is chosen by its count of remaining values:
 *   MRV1 counts the values that its row, its column and the signs towards
 *   assigned neighbours allow; MRV2 counts those its row and column allow;
 *   both take the first cell (row-major) with the smallest count, and stop
 *   looking at the first cell with a count of one. MRV3 counts as MRV1,
 *   looks at every cell, and breaks ties by the degree heuristic: the cell
 *   with the most signs wins, then the first in row-major order;
 * - the chosen cell's values (allowed by row, column and the signs towards
 *   assigned neighbours) are tried in descending order, as in the source.
 * The source stops a run after 10^6 assignments and reports it; so does this
 * file by default. "max-assignments=N" sets the cap (0 lifts it), and
 * FutoRunOptions.assignment_limit applies too: the smaller one bites.
 *
 * Interpretations:
 * - the source computes a cell's degree from a misspelt key (the 0-based
 *   cell name where the constraints are stored under the 1-based one), so
 *   it actually reads the signs of the cell up and left of the candidate;
 *   we use the cell's own number of signs, as its description says;
 * - the source trusts its input; two givens that clash make the puzzle
 *   unsatisfiable here before the search starts;
 * - the source stops at the first solution; here the search goes on when
 *   the caller asks for two or for all;
 * - statistics: a node is a call of the search, an assignment is a value
 *   placed (the source's counter), a backtrack an assignment undone;
 *   propagations counts the cells the forward check examines. No domain is
 *   kept, but each variant has a view of one (what remaining() counts), and
 *   removed_values counts the values a given or an assignment takes out of
 *   that view in the empty cells of its row and column, told as PRUNE events
 *   (row, column or sign, caused by the cell) and given back as RESTORE
 *   events when the assignment is undone, so that the variants compare with
 *   fc in the same column and play in the same views.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algo-fc-private.h"
#include "futo-algorithms-private.h"

#define SOURCE_CAP 1000000

typedef enum
{
  MRV_ALL_CONSTRAINTS = 1, /* MRV1 */
  MRV_LINES_ONLY,          /* MRV2 */
  MRV_DEGREE,              /* MRV3 */
} MrvVariant;

typedef struct
{
  FutoRunner        runner;
  FutoRunOptions    options; /* the caller's, with the assignment cap folded in */
  const FutoPuzzle *puzzle;
  MrvVariant        variant;
  int               n;
  int               cells;
  int               filled;
  FutoSet           full;
  uint8_t          *values;   /* 0 = empty */
  FutoSet          *row_used; /* values each row already holds */
  FutoSet          *col_used;
  FutoSignList     *signs;
  int               depth;
} Mrv;

static void
place (Mrv *mrv,
       int  cell,
       int  value)
{
  mrv->values[cell] = (uint8_t) value;
  mrv->row_used[cell / mrv->n] |= FUTO_SET_BIT (value);
  mrv->col_used[cell % mrv->n] |= FUTO_SET_BIT (value);
  mrv->filled++;
}

static void
unplace (Mrv *mrv,
         int  cell)
{
  FutoSet bit = FUTO_SET_BIT (mrv->values[cell]);

  mrv->values[cell] = 0;
  mrv->row_used[cell / mrv->n] &= ~bit;
  mrv->col_used[cell % mrv->n] &= ~bit;
  mrv->filled--;
}

/* The values neither the cell's row nor its column holds yet. */
static FutoSet
line_values (const Mrv *mrv,
             int        cell)
{
  return mrv->full & ~(mrv->row_used[cell / mrv->n] | mrv->col_used[cell % mrv->n]);
}

/* line_values, less what the signs towards assigned neighbours forbid. */
static FutoSet
allowed_values (const Mrv *mrv,
                int        cell)
{
  FutoSet allowed = line_values (mrv, cell);
  const FutoSignList *signs = &mrv->signs[cell];

  for (int k = 0; k < signs->count; k++)
    {
      int w = mrv->values[signs->other[k]];

      if (w == 0)
        continue;
      /* this < other: only values below w remain, and so on. */
      if (signs->less[k])
        allowed &= w <= 1 ? 0 : ((FutoSet) 1 << (w - 1)) - 1;
      else
        allowed &= w >= 64 ? 0 : ~(FutoSet) 0 << w;
    }
  return allowed;
}

/* The values that placing value in cell takes out of the variant's view of
 * the domains of the empty cells in its row and column (givens aside): the
 * value itself, and for MRV1 and MRV3 what the signs between cell and its
 * neighbours then forbid. Called while cell is empty: before the value is
 * placed, kind PRUNE, it tells and returns them; after it is taken back,
 * kind RESTORE, it tells the same values coming back. */
static uint64_t
tell_peer_losses (const Mrv     *mrv,
                  int            cell,
                  int            value,
                  FutoEventKind  kind)
{
  const FutoSignList *signs = &mrv->signs[cell];
  int row = cell / mrv->n, col = cell % mrv->n;
  bool telling = _futo_runner_wants_events (&mrv->runner);
  uint64_t lost_in_all = 0;

  for (int k = 0; k < 2 * mrv->n; k++)
    {
      bool in_row = k < mrv->n;
      int peer = in_row ? row * mrv->n + k : (k - mrv->n) * mrv->n + col;
      FutoSet view, bounds = ~(FutoSet) 0, lost;

      if (peer == cell || mrv->values[peer] != 0 || mrv->puzzle->givens[peer] != 0)
        continue;
      if (mrv->variant == MRV_LINES_ONLY)
        view = line_values (mrv, peer);
      else
        {
          view = allowed_values (mrv, peer);
          for (int s = 0; s < signs->count; s++)
            if (signs->other[s] == peer)
              {
                /* cell < peer: the peer keeps only values above value. */
                if (signs->less[s])
                  bounds &= value >= 64 ? 0 : ~(FutoSet) 0 << value;
                else
                  bounds &= value <= 1 ? 0 : ((FutoSet) 1 << (value - 1)) - 1;
              }
        }
      lost = view & (FUTO_SET_BIT (value) | ~bounds);
      lost_in_all += (uint64_t) futo_set_count (lost);
      if (!telling || lost == 0)
        continue;
      if (kind == FUTO_EVENT_PRUNE)
        {
          _futo_runner_emit_each (&mrv->runner, kind, in_row ? FUTO_REASON_ROW : FUTO_REASON_COLUMN, peer, cell,
                                  lost & FUTO_SET_BIT (value), mrv->depth);
          _futo_runner_emit_each (&mrv->runner, kind, FUTO_REASON_SIGN, peer, cell,
                                  lost & ~FUTO_SET_BIT (value), mrv->depth);
        }
      else
        _futo_runner_emit_each (&mrv->runner, kind, FUTO_REASON_NONE, peer, -1, lost, mrv->depth);
    }
  return lost_in_all;
}

/* The source's forward check: the first empty cell whose row and column
 * leave it nothing, or -1. */
static int
wiped_out_cell (Mrv *mrv)
{
  FutoStats *stats = &mrv->runner.result->stats;

  for (int cell = 0; cell < mrv->cells; cell++)
    if (mrv->values[cell] == 0)
      {
        stats->propagations++;
        if (line_values (mrv, cell) == 0)
          return cell;
      }
  return -1;
}

static int
remaining (const Mrv *mrv,
           int        cell)
{
  if (mrv->variant == MRV_LINES_ONLY)
    return futo_set_count (line_values (mrv, cell));
  return futo_set_count (allowed_values (mrv, cell));
}

/* MRV1 and MRV2: the first smallest count, stopping at the first count of one. */
static int
choose_first_minimum (const Mrv *mrv)
{
  int best = -1, best_count = INT_MAX;

  for (int cell = 0; cell < mrv->cells; cell++)
    {
      int count;

      if (mrv->values[cell] != 0)
        continue;
      count = remaining (mrv, cell);
      if (count < best_count)
        {
          best = cell;
          best_count = count;
          if (count == 1)
            break;
        }
    }
  return best;
}

/* MRV3: the smallest count, ties to the most signs, then to the first. */
static int
choose_by_degree (const Mrv *mrv)
{
  int best = -1, best_count = INT_MAX, best_degree = 0;

  for (int cell = 0; cell < mrv->cells; cell++)
    {
      int count, degree;

      if (mrv->values[cell] != 0)
        continue;
      count = remaining (mrv, cell);
      degree = mrv->signs[cell].count;
      if (count < best_count || (count == best_count && degree > best_degree))
        {
          best = cell;
          best_count = count;
          best_degree = degree;
        }
    }
  return best;
}

static int
choose_cell (Mrv *mrv)
{
  int cell = wiped_out_cell (mrv);

  if (cell >= 0)
    return cell;
  return mrv->variant == MRV_DEGREE ? choose_by_degree (mrv) : choose_first_minimum (mrv);
}

/* Returns true when the whole run must stop. */
static bool
search (Mrv *mrv)
{
  FutoStats *stats = &mrv->runner.result->stats;
  int cell;
  FutoSet choices;

  stats->nodes++;
  /* As in the source, a full board is a solution even when the cap was
   * reached by the assignment that filled it. */
  if (mrv->filled == mrv->cells)
    return _futo_runner_solution (&mrv->runner, mrv->values);
  if (_futo_runner_tick_eager (&mrv->runner))
    return true;

  cell = choose_cell (mrv);
  choices = allowed_values (mrv, cell);
  mrv->depth++;
  for (; choices != 0; choices &= ~FUTO_SET_BIT (futo_set_max (choices)))
    {
      int value = futo_set_max (choices);

      stats->assignments++;
      _futo_runner_emit (&mrv->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, mrv->depth);
      stats->removed_values += tell_peer_losses (mrv, cell, value, FUTO_EVENT_PRUNE);
      place (mrv, cell, value);
      if (search (mrv))
        {
          mrv->depth--;
          return true;
        }
      stats->backtracks++;
      _futo_runner_emit (&mrv->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, mrv->depth - 1);
      unplace (mrv, cell);
      tell_peer_losses (mrv, cell, value, FUTO_EVENT_RESTORE);
      _futo_runner_emit (&mrv->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, mrv->depth);
    }
  mrv->depth--;
  return false;
}

/* The cap in force: the source's (or max-assignments) and the caller's. */
static uint64_t
assignment_cap (const Mrv *mrv)
{
  double param = _futo_runner_param (&mrv->runner, "max-assignments", SOURCE_CAP);
  uint64_t cap = param >= 1 ? (uint64_t) param : 0;
  uint64_t caller = mrv->options.assignment_limit;

  if (cap == 0 || (caller != 0 && caller < cap))
    return caller;
  return cap;
}

static bool
mrv_init (Mrv                  *mrv,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result,
          MrvVariant            variant)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (mrv, 0, sizeof *mrv);
  mrv->options = *options;
  _futo_runner_init (&mrv->runner, puzzle, &mrv->options, result);
  mrv->options.assignment_limit = assignment_cap (mrv);
  mrv->puzzle = puzzle;
  mrv->variant = variant;
  mrv->n = puzzle->size;
  mrv->cells = (int) cells;
  mrv->full = FUTO_SET_FULL (puzzle->size);
  mrv->values = calloc (cells, 1);
  mrv->row_used = calloc ((size_t) puzzle->size, sizeof *mrv->row_used);
  mrv->col_used = calloc ((size_t) puzzle->size, sizeof *mrv->col_used);
  mrv->signs = malloc (cells * sizeof *mrv->signs);
  if (mrv->values == NULL || mrv->row_used == NULL || mrv->col_used == NULL || mrv->signs == NULL)
    return false;
  _futo_signs_collect (puzzle, mrv->signs, NULL);
  /* The givens prune the view first, as they do fc's domains. */
  for (int cell = 0; cell < mrv->cells; cell++)
    if (puzzle->givens[cell] != 0)
      {
        result->stats.removed_values += tell_peer_losses (mrv, cell, puzzle->givens[cell], FUTO_EVENT_PRUNE);
        place (mrv, cell, puzzle->givens[cell]);
      }
  return true;
}

static void
mrv_clear (Mrv *mrv)
{
  free (mrv->values);
  free (mrv->row_used);
  free (mrv->col_used);
  free (mrv->signs);
}

static void
mrv_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result,
         MrvVariant            variant)
{
  Mrv mrv;

  if (!mrv_init (&mrv, puzzle, options, result, variant))
    {
      mrv_clear (&mrv);
      _futo_fc_give_up (result);
      return;
    }
  if (!_futo_fc_givens_clash (puzzle))
    search (&mrv);
  _futo_runner_finish (&mrv.runner, true);
  /* Only when the cap is what stopped it: a node or time limit says so itself. */
  if (result->status == FUTO_STATUS_LIMIT && mrv.options.assignment_limit != options->assignment_limit
      && result->stats.assignments >= mrv.options.assignment_limit)
    snprintf (result->message, sizeof result->message,
              "the cap of %llu assignments was reached (FutoshikiSolver's is 10^6; "
              "max-assignments=0 lifts it)", (unsigned long long) mrv.options.assignment_limit);
  mrv_clear (&mrv);
}

static void
mrv1_run (const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  mrv_run (puzzle, options, result, MRV_ALL_CONSTRAINTS);
}

static void
mrv2_run (const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  mrv_run (puzzle, options, result, MRV_LINES_ONLY);
}

static void
mrv3_run (const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  mrv_run (puzzle, options, result, MRV_DEGREE);
}

#define MRV_REFERENCE "J. Oliveira, FutoshikiSolver (github.com/jadsonjjmo/FutoshikiSolver), BT + FC + MRV"

const FutoAlgorithm _futo_algorithm_fc_mrv1 = {
  .id = "fc-mrv1",
  /* Translators: MRV = minimum remaining values, a heuristic's usual name */
  .name = FUTO_N_ ("Forward checking with MRV 1"),
  .description = FUTO_N_ ("Picks the cell with the fewest values that its row, column and signs allow; "
                          "values descending; stops after 10^6 assignments unless told otherwise"),
  .reference = MRV_REFERENCE,
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_EVERY_STATE,
  .run = mrv1_run,
};

const FutoAlgorithm _futo_algorithm_fc_mrv2 = {
  .id = "fc-mrv2",
  .name = FUTO_N_ ("Forward checking with MRV 2"),
  .description = FUTO_N_ ("Picks the cell with the fewest values that its row and column allow (signs "
                          "ignored); values descending; stops after 10^6 assignments unless told otherwise"),
  .reference = MRV_REFERENCE,
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_EVERY_STATE,
  .run = mrv2_run,
};

const FutoAlgorithm _futo_algorithm_fc_mrv3 = {
  .id = "fc-mrv3",
  .name = FUTO_N_ ("Forward checking with MRV 3"),
  .description = FUTO_N_ ("MRV 1 with ties going to the cell with the most signs (degree heuristic); "
                          "values descending; stops after 10^6 assignments unless told otherwise"),
  .reference = MRV_REFERENCE,
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_EVERY_STATE,
  .run = mrv3_run,
};
