/* futo-algo-bfs.c: human-style BFS deduction, with brute force on request (Sutanto)
 *
 * The method of Sutanto, "Combination of BFS and Brute Force Algorithm
 * Implementation in Futoshiki Puzzle Game" (ITB, 2010), which solves the
 * way a person does with a pencil:
 * 1. The givens are written in. Candidate lists are then written, first for
 *    the cells next to a given, then for the cells next to a sign, then for
 *    the rest: the values not yet placed in the cell's row and column, and
 *    across each sign only those the neighbour's list allows.
 * 2. A number is placed when a cell has a single candidate. Every placement
 *    and every shortened list goes on a queue, handled breadth-first: a
 *    placed number leaves the lists of its row and column, and the signs
 *    narrow the lists of their neighbours (a < b: a below b's largest
 *    candidate, b above a's smallest); lists that come down to one number
 *    are placements in turn.
 * 3. When the queue is empty, the rows and then the columns are scanned for
 *    a value with a single place left; the first one found is placed and
 *    the queue runs again.
 * 4. When neither the queue nor the scan finds anything the method is stuck.
 *    Alone it stops there: status GAVE_UP, a message saying how many cells
 *    were placed and what remains, and the partial board in result->best
 *    (0 for cells not placed).
 * With the param "guess=1" brute force goes on top, as the title says: the
 * first cell not placed, in reading order, gets each of its candidates in
 * turn, BFS deduction runs after each guess, a contradiction undoes the
 * guess. The message and the statistics say so (assignments and nodes count
 * the guesses, backtracks the guesses undone).
 *
 * Completeness: every deduction is sound, so a board completed by deduction
 * alone is the only solution and a contradiction proves there is none; but
 * a stuck run proves nothing. The descriptor therefore says complete =
 * false: it describes the default run, without guessing. With guess=1 the
 * method is complete: it counts all solutions, proves uniqueness and
 * unsatisfiability (tests/test-algo-local.c holds it to brute force).
 *
 * Interpretations: "next to" a given or a sign means orthogonally adjacent
 * to a given cell or at either end of a sign; brute force takes cells in
 * reading order and values in ascending order (the plainest brute force,
 * no smallest-list-first heuristic); the scan places one hidden single at a
 * time, as a person would, before going back to the queue.
 *
 * Events: ASSIGN for each placement (GIVEN, NAKED_SINGLE with the cell whose
 * placement or sign removed the last other candidate, HIDDEN_ROW,
 * HIDDEN_COLUMN, DECISION), PRUNE for each removed candidate (ROW, COLUMN,
 * SIGN with the cause cell), and on undo BACKTRACK, RESTORE and UNASSIGN.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algo-bfs-private.h"
#include "futo-algorithms-private.h"

static inline FutoSet
values_above (const FutoBfs *bfs,
              int            m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & bfs->full;
}

static inline FutoSet
values_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static void
enqueue (FutoBfs *bfs,
         int      cell)
{
  if (bfs->queued[cell])
    return;
  bfs->queued[cell] = true;
  bfs->queue[(bfs->queue_head + bfs->queue_count) % bfs->cells] = cell;
  bfs->queue_count++;
}

static int
dequeue (FutoBfs *bfs)
{
  int cell = bfs->queue[bfs->queue_head];

  bfs->queue_head = (bfs->queue_head + 1) % bfs->cells;
  bfs->queue_count--;
  bfs->queued[cell] = false;
  return cell;
}

static void
clear_queue (FutoBfs *bfs)
{
  while (bfs->queue_count > 0)
    dequeue (bfs);
}

/* Narrows a cell's list to keep; a list that comes down to one number is a
 * placement. False when the list is left empty. */
static bool
restrict_to (FutoBfs    *bfs,
             int         cell,
             FutoSet     keep,
             FutoReason  reason,
             int         cause)
{
  FutoSet old = bfs->cand[cell];
  FutoSet now = old & keep;
  bool placing = futo_set_count (old) > 1 && futo_set_count (now) == 1;
  /* Pruning by a line or a sign leaves a single candidate; the other reasons
   * place a number directly and the pruning follows from it. */
  bool pruned_first = reason == FUTO_REASON_ROW || reason == FUTO_REASON_COLUMN || reason == FUTO_REASON_SIGN;

  if (now == old)
    return true;
  bfs->trail[bfs->trail_len++] = (FutoBfsTrail) { cell, old };
  bfs->cand[cell] = now;
  bfs->runner.result->stats.removed_values += (uint64_t) futo_set_count (old & ~now);
  if (_futo_runner_wants_events (&bfs->runner))
    {
      if (placing && !pruned_first)
        _futo_runner_emit (&bfs->runner, FUTO_EVENT_ASSIGN, reason, cell, cause, futo_set_min (now), bfs->depth);
      _futo_runner_emit_each (&bfs->runner, FUTO_EVENT_PRUNE, reason, cell, cause, old & ~now, bfs->depth);
      if (placing && pruned_first)
        _futo_runner_emit (&bfs->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, cell, cause,
                           futo_set_min (now), bfs->depth);
    }
  if (now == 0)
    {
      bfs->conflict_cell = cell;
      return false;
    }
  if (placing)
    bfs->placed++;
  enqueue (bfs, cell);
  return true;
}

/* Narrows cell's list against the sign with its k-th neighbour. */
static bool
apply_sign (FutoBfs *bfs,
            int      cell,
            int      k)
{
  const FutoSignList *signs = &bfs->signs[cell];
  FutoSet theirs = bfs->cand[signs->other[k]];
  FutoSet keep = signs->less[k] ? values_below (futo_set_max (theirs))
                                : values_above (bfs, futo_set_min (theirs));

  return restrict_to (bfs, cell, keep, FUTO_REASON_SIGN, signs->other[k]);
}

/* Step 1 for one cell: its list from the numbers placed so far in its row
 * and column and from the lists across its signs. */
static bool
write_list (FutoBfs *bfs,
            int      cell)
{
  int n = bfs->n, row = cell / n, col = cell % n;

  for (int k = 0; k < n; k++)
    {
      int in_row = row * n + k, in_col = k * n + col;

      if (in_row != cell && _futo_bfs_is_placed (bfs, in_row)
          && !restrict_to (bfs, cell, ~bfs->cand[in_row], FUTO_REASON_ROW, in_row))
        return false;
      if (in_col != cell && _futo_bfs_is_placed (bfs, in_col)
          && !restrict_to (bfs, cell, ~bfs->cand[in_col], FUTO_REASON_COLUMN, in_col))
        return false;
    }
  for (int k = 0; k < bfs->signs[cell].count; k++)
    if (!apply_sign (bfs, cell, k))
      return false;
  return true;
}

/* Step 2 for one cell taken off the queue. */
static bool
spread_from (FutoBfs *bfs,
             int      cell)
{
  int n = bfs->n, row = cell / n, col = cell % n;
  const FutoSignList *signs = &bfs->signs[cell];

  if (_futo_bfs_is_placed (bfs, cell))
    for (int k = 0; k < n; k++)
      {
        int in_row = row * n + k, in_col = k * n + col;

        if (in_row != cell && !restrict_to (bfs, in_row, ~bfs->cand[cell], FUTO_REASON_ROW, cell))
          return false;
        if (in_col != cell && !restrict_to (bfs, in_col, ~bfs->cand[cell], FUTO_REASON_COLUMN, cell))
          return false;
      }
  for (int k = 0; k < signs->count; k++)
    {
      FutoSet keep = signs->less[k] ? values_above (bfs, futo_set_min (bfs->cand[cell]))
                                    : values_below (futo_set_max (bfs->cand[cell]));

      if (!restrict_to (bfs, signs->other[k], keep, FUTO_REASON_SIGN, cell))
        return false;
    }
  return true;
}

/* Step 3 in one line: places the first value with a single place. */
static FutoBfsOutcome
scan_line (FutoBfs    *bfs,
           int         first,
           int         step,
           FutoReason  reason,
           bool       *found)
{
  FutoSet seen = 0, seen_twice = 0, once;

  for (int k = 0, cell = first; k < bfs->n; k++, cell += step)
    {
      seen_twice |= seen & bfs->cand[cell];
      seen |= bfs->cand[cell];
    }
  if (seen != bfs->full)
    {
      bfs->conflict_cell = -1;
      return FUTO_BFS_CONTRADICTION;
    }
  once = seen & ~seen_twice;
  for (int k = 0, cell = first; k < bfs->n && once != 0; k++, cell += step)
    {
      FutoSet mine = bfs->cand[cell] & once;

      if (mine == 0 || _futo_bfs_is_placed (bfs, cell))
        continue;
      if (futo_set_count (mine) > 1)
        {
          bfs->conflict_cell = cell; /* two values need this cell */
          return FUTO_BFS_CONTRADICTION;
        }
      *found = true;
      return restrict_to (bfs, cell, mine, reason, -1) ? FUTO_BFS_DEDUCED : FUTO_BFS_CONTRADICTION;
    }
  return FUTO_BFS_DEDUCED;
}

static FutoBfsOutcome
scan (FutoBfs *bfs,
      bool    *found)
{
  FutoBfsOutcome outcome = FUTO_BFS_DEDUCED;

  *found = false;
  for (int line = 0; line < bfs->n && !*found && outcome == FUTO_BFS_DEDUCED; line++)
    outcome = scan_line (bfs, line * bfs->n, 1, FUTO_REASON_HIDDEN_ROW, found);
  for (int line = 0; line < bfs->n && !*found && outcome == FUTO_BFS_DEDUCED; line++)
    outcome = scan_line (bfs, line, bfs->n, FUTO_REASON_HIDDEN_COLUMN, found);
  return outcome;
}

/* Steps 2 and 3 until nothing more follows. */
static FutoBfsOutcome
deduce (FutoBfs *bfs)
{
  FutoStats *stats = &bfs->runner.result->stats;

  for (;;)
    {
      bool found;
      FutoBfsOutcome outcome;

      while (bfs->queue_count > 0)
        {
          stats->propagations++;
          if (_futo_runner_tick (&bfs->runner))
            {
              clear_queue (bfs);
              return FUTO_BFS_STOPPED;
            }
          if (!spread_from (bfs, dequeue (bfs)))
            {
              clear_queue (bfs);
              return FUTO_BFS_CONTRADICTION;
            }
        }
      stats->propagations++;
      outcome = scan (bfs, &found);
      if (outcome != FUTO_BFS_DEDUCED)
        {
          clear_queue (bfs);
          return outcome;
        }
      if (!found)
        return FUTO_BFS_DEDUCED;
    }
}

static void
undo_to (FutoBfs *bfs,
         size_t   mark)
{
  while (bfs->trail_len > mark)
    {
      FutoBfsTrail *entry = &bfs->trail[--bfs->trail_len];
      FutoSet now = bfs->cand[entry->cell];
      bool unplacing = futo_set_count (now) == 1 && futo_set_count (entry->old) > 1;

      if (unplacing)
        bfs->placed--;
      if (_futo_runner_wants_events (&bfs->runner))
        {
          _futo_runner_emit_each (&bfs->runner, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, entry->cell, -1,
                                  entry->old & ~now, bfs->depth);
          if (unplacing)
            _futo_runner_emit (&bfs->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, entry->cell, -1,
                               futo_set_min (now), bfs->depth);
        }
      bfs->cand[entry->cell] = entry->old;
    }
}

static void
read_board (FutoBfs *bfs)
{
  for (int cell = 0; cell < bfs->cells; cell++)
    bfs->values[cell] = _futo_bfs_is_placed (bfs, cell) ? (uint8_t) futo_set_min (bfs->cand[cell]) : 0;
}

/* Brute force: the first cell not placed gets each candidate in turn, and
 * BFS deduction follows each guess. Returns true when the run must stop. */
static bool
guess (FutoBfs *bfs)
{
  FutoStats *stats = &bfs->runner.result->stats;
  int cell = 0;

  stats->nodes++;
  if (_futo_runner_tick (&bfs->runner))
    return true;
  while (cell < bfs->cells && _futo_bfs_is_placed (bfs, cell))
    cell++;
  if (cell == bfs->cells)
    {
      read_board (bfs);
      return _futo_runner_solution (&bfs->runner, bfs->values);
    }

  bfs->depth++;
  for (FutoSet choices = bfs->cand[cell]; choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      size_t mark = bfs->trail_len;
      FutoBfsOutcome outcome;

      stats->assignments++;
      restrict_to (bfs, cell, FUTO_SET_BIT (value), FUTO_REASON_DECISION, -1);
      outcome = deduce (bfs);
      if (outcome == FUTO_BFS_STOPPED || (outcome == FUTO_BFS_DEDUCED && guess (bfs)))
        {
          bfs->depth--;
          return true;
        }
      stats->backtracks++;
      _futo_runner_emit (&bfs->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, bfs->depth - 1);
      undo_to (bfs, mark);
    }
  bfs->depth--;
  return false;
}

/* Step 1's order: 0 for cells next to a given, 1 next to a sign, 2 the rest. */
static int
writing_pass (const FutoBfs *bfs,
              int            cell)
{
  const uint8_t *givens = bfs->puzzle->givens;
  int n = bfs->n, row = cell / n, col = cell % n;

  if ((row > 0 && givens[cell - n] != 0) || (row < n - 1 && givens[cell + n] != 0)
      || (col > 0 && givens[cell - 1] != 0) || (col < n - 1 && givens[cell + 1] != 0))
    return 0;
  return bfs->signs[cell].count > 0 ? 1 : 2;
}

/* Steps 1 to 3 from the givens. */
static FutoBfsOutcome
start (FutoBfs *bfs)
{
  const uint8_t *givens = bfs->puzzle->givens;

  for (int cell = 0; cell < bfs->cells; cell++)
    bfs->cand[cell] = bfs->full;
  for (int cell = 0; cell < bfs->cells; cell++)
    if (givens[cell] != 0)
      restrict_to (bfs, cell, FUTO_SET_BIT (givens[cell]), FUTO_REASON_GIVEN, -1);
  for (int pass = 0; pass < 3; pass++)
    for (int cell = 0; cell < bfs->cells; cell++)
      if (givens[cell] == 0 && writing_pass (bfs, cell) == pass && !write_list (bfs, cell))
        {
          clear_queue (bfs);
          return FUTO_BFS_CONTRADICTION;
        }
  return deduce (bfs);
}

static bool
bfs_init (FutoBfs              *bfs,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (bfs, 0, sizeof *bfs);
  _futo_runner_init (&bfs->runner, puzzle, options, result);
  bfs->puzzle = puzzle;
  bfs->n = puzzle->size;
  bfs->cells = (int) cells;
  bfs->full = FUTO_SET_FULL (puzzle->size);
  bfs->guess = _futo_runner_param (&bfs->runner, "guess", 0) != 0;
  bfs->conflict_cell = -1;
  bfs->cand = malloc (cells * sizeof *bfs->cand);
  bfs->signs = malloc (cells * sizeof *bfs->signs);
  /* Every entry removes at least one value, so a descent never needs more. */
  bfs->trail = malloc (cells * ((size_t) puzzle->size + 1) * sizeof *bfs->trail);
  bfs->queue = malloc (cells * sizeof *bfs->queue);
  bfs->queued = calloc (cells, sizeof *bfs->queued);
  bfs->values = malloc (cells);
  return bfs->cand && bfs->signs && bfs->trail && bfs->queue && bfs->queued && bfs->values;
}

static void
bfs_clear (FutoBfs *bfs)
{
  free (bfs->cand);
  free (bfs->signs);
  free (bfs->trail);
  free (bfs->queue);
  free (bfs->queued);
  free (bfs->values);
}

static void
bfs_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  FutoBfs bfs;
  FutoBfsOutcome outcome;

  if (!bfs_init (&bfs, puzzle, options, result))
    {
      bfs_clear (&bfs);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  _futo_signs_collect (puzzle, bfs.signs, NULL);
  outcome = start (&bfs);
  /* result->best: the board as deduction alone left it. */
  read_board (&bfs);
  _futo_runner_best (&bfs.runner, bfs.values);

  if (outcome == FUTO_BFS_DEDUCED && bfs.guess)
    {
      int placed_alone = bfs.placed;

      guess (&bfs);
      _futo_runner_finish (&bfs.runner, true);
      _futo_bfs_describe_guessing (&bfs, placed_alone);
    }
  else
    {
      result->stats.nodes++; /* the one board deduction works on */
      if (outcome == FUTO_BFS_DEDUCED && bfs.placed == bfs.cells)
        _futo_runner_solution (&bfs.runner, bfs.values);
      /* Sound deductions that complete the board or reach a contradiction
       * settle the question; being stuck settles nothing. */
      _futo_runner_finish (&bfs.runner, outcome == FUTO_BFS_CONTRADICTION || bfs.placed == bfs.cells);
      _futo_bfs_describe_deduction (&bfs, outcome);
    }
  bfs_clear (&bfs);
}

const FutoAlgorithm _futo_algorithm_bfs = {
  .id = "bfs",
  /* Translators: BFS = breadth-first search */
  .name = FUTO_N_ ("BFS deduction (and brute force)"),
  /* Translators: “guess=1” is an option as typed; keep it */
  .description = FUTO_N_ ("Candidate lists and breadth-first placement of single candidates and single places; "
                          "gives up when stuck unless guess=1 adds brute force"),
  .reference = "Sutanto, \"Combination of BFS and Brute Force Algorithm Implementation in Futoshiki Puzzle Game\", "
               "Institut Teknologi Bandung, 2010",
  .complete = false,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_DEDUCTIONS,
  .run = bfs_run,
};
