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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-runner-private.h"

typedef struct
{
  int     cell;
  FutoSet old;
} TrailEntry;

typedef struct
{
  int     count;
  int     other[4]; /* the neighbour across each sign */
  uint8_t less[4];  /* true: this cell < other */
} SignNeighbours;

typedef enum
{
  DEDUCED,      /* the queue and the scan ran dry */
  CONTRADICTION,
  STOPPED,      /* a limit or cancellation */
} Outcome;

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSet           full;
  bool              guess;
  FutoSet          *cand;
  SignNeighbours   *signs;
  TrailEntry       *trail;
  size_t            trail_len;
  int              *queue;   /* a ring of cells whose lists changed */
  bool             *queued;
  int               queue_head;
  int               queue_count;
  uint8_t          *values;
  int               placed;  /* cells with a single candidate */
  int               depth;
  int               conflict_cell; /* where the last contradiction showed, -1: a line */
} Bfs;

static inline FutoSet
values_above (const Bfs *bfs,
              int        m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & bfs->full;
}

static inline FutoSet
values_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static void
enqueue (Bfs *bfs,
         int  cell)
{
  if (bfs->queued[cell])
    return;
  bfs->queued[cell] = true;
  bfs->queue[(bfs->queue_head + bfs->queue_count) % bfs->cells] = cell;
  bfs->queue_count++;
}

static int
dequeue (Bfs *bfs)
{
  int cell = bfs->queue[bfs->queue_head];

  bfs->queue_head = (bfs->queue_head + 1) % bfs->cells;
  bfs->queue_count--;
  bfs->queued[cell] = false;
  return cell;
}

static void
clear_queue (Bfs *bfs)
{
  while (bfs->queue_count > 0)
    dequeue (bfs);
}

static void
emit_each (const Bfs    *bfs,
           FutoEventKind kind,
           FutoSet       set,
           FutoReason    reason,
           int           cell,
           int           cause)
{
  for (; set != 0; set &= set - 1)
    futo_runner_emit (&bfs->runner, kind, reason, cell, cause, futo_set_min (set), bfs->depth);
}

/* Narrows a cell's list to keep; a list that comes down to one number is a
 * placement. False when the list is left empty. */
static bool
restrict_to (Bfs        *bfs,
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
  bfs->trail[bfs->trail_len++] = (TrailEntry) { cell, old };
  bfs->cand[cell] = now;
  bfs->runner.result->stats.removed_values += (uint64_t) futo_set_count (old & ~now);
  if (futo_runner_wants_events (&bfs->runner))
    {
      if (placing && !pruned_first)
        futo_runner_emit (&bfs->runner, FUTO_EVENT_ASSIGN, reason, cell, cause, futo_set_min (now), bfs->depth);
      emit_each (bfs, FUTO_EVENT_PRUNE, old & ~now, reason, cell, cause);
      if (placing && pruned_first)
        futo_runner_emit (&bfs->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, cell, cause,
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

static bool
is_placed (const Bfs *bfs,
           int        cell)
{
  return futo_set_count (bfs->cand[cell]) == 1;
}

/* Narrows cell's list against the sign with its k-th neighbour. */
static bool
apply_sign (Bfs *bfs,
            int  cell,
            int  k)
{
  const SignNeighbours *signs = &bfs->signs[cell];
  FutoSet theirs = bfs->cand[signs->other[k]];
  FutoSet keep = signs->less[k] ? values_below (futo_set_max (theirs))
                                : values_above (bfs, futo_set_min (theirs));

  return restrict_to (bfs, cell, keep, FUTO_REASON_SIGN, signs->other[k]);
}

/* Step 1 for one cell: its list from the numbers placed so far in its row
 * and column and from the lists across its signs. */
static bool
write_list (Bfs *bfs,
            int  cell)
{
  int n = bfs->n, row = cell / n, col = cell % n;

  for (int k = 0; k < n; k++)
    {
      int in_row = row * n + k, in_col = k * n + col;

      if (in_row != cell && is_placed (bfs, in_row)
          && !restrict_to (bfs, cell, ~bfs->cand[in_row], FUTO_REASON_ROW, in_row))
        return false;
      if (in_col != cell && is_placed (bfs, in_col)
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
spread_from (Bfs *bfs,
             int  cell)
{
  int n = bfs->n, row = cell / n, col = cell % n;
  const SignNeighbours *signs = &bfs->signs[cell];

  if (is_placed (bfs, cell))
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
static Outcome
scan_line (Bfs        *bfs,
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
      return CONTRADICTION;
    }
  once = seen & ~seen_twice;
  for (int k = 0, cell = first; k < bfs->n && once != 0; k++, cell += step)
    {
      FutoSet mine = bfs->cand[cell] & once;

      if (mine == 0 || is_placed (bfs, cell))
        continue;
      if (futo_set_count (mine) > 1)
        {
          bfs->conflict_cell = cell; /* two values need this cell */
          return CONTRADICTION;
        }
      *found = true;
      return restrict_to (bfs, cell, mine, reason, -1) ? DEDUCED : CONTRADICTION;
    }
  return DEDUCED;
}

static Outcome
scan (Bfs  *bfs,
      bool *found)
{
  Outcome outcome = DEDUCED;

  *found = false;
  for (int line = 0; line < bfs->n && !*found && outcome == DEDUCED; line++)
    outcome = scan_line (bfs, line * bfs->n, 1, FUTO_REASON_HIDDEN_ROW, found);
  for (int line = 0; line < bfs->n && !*found && outcome == DEDUCED; line++)
    outcome = scan_line (bfs, line, bfs->n, FUTO_REASON_HIDDEN_COLUMN, found);
  return outcome;
}

/* Steps 2 and 3 until nothing more follows. */
static Outcome
deduce (Bfs *bfs)
{
  FutoStats *stats = &bfs->runner.result->stats;

  for (;;)
    {
      bool found;
      Outcome outcome;

      while (bfs->queue_count > 0)
        {
          stats->propagations++;
          if (futo_runner_tick (&bfs->runner))
            {
              clear_queue (bfs);
              return STOPPED;
            }
          if (!spread_from (bfs, dequeue (bfs)))
            {
              clear_queue (bfs);
              return CONTRADICTION;
            }
        }
      stats->propagations++;
      outcome = scan (bfs, &found);
      if (outcome != DEDUCED)
        {
          clear_queue (bfs);
          return outcome;
        }
      if (!found)
        return DEDUCED;
    }
}

static void
undo_to (Bfs    *bfs,
         size_t  mark)
{
  while (bfs->trail_len > mark)
    {
      TrailEntry *entry = &bfs->trail[--bfs->trail_len];
      FutoSet now = bfs->cand[entry->cell];
      bool unplacing = futo_set_count (now) == 1 && futo_set_count (entry->old) > 1;

      if (unplacing)
        bfs->placed--;
      if (futo_runner_wants_events (&bfs->runner))
        {
          emit_each (bfs, FUTO_EVENT_RESTORE, entry->old & ~now, FUTO_REASON_NONE, entry->cell, -1);
          if (unplacing)
            futo_runner_emit (&bfs->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, entry->cell, -1,
                              futo_set_min (now), bfs->depth);
        }
      bfs->cand[entry->cell] = entry->old;
    }
}

static void
read_board (Bfs *bfs)
{
  for (int cell = 0; cell < bfs->cells; cell++)
    bfs->values[cell] = is_placed (bfs, cell) ? (uint8_t) futo_set_min (bfs->cand[cell]) : 0;
}

/* Brute force: the first cell not placed gets each candidate in turn, and
 * BFS deduction follows each guess. Returns true when the run must stop. */
static bool
guess (Bfs *bfs)
{
  FutoStats *stats = &bfs->runner.result->stats;
  int cell = 0;

  stats->nodes++;
  if (futo_runner_tick (&bfs->runner))
    return true;
  while (cell < bfs->cells && is_placed (bfs, cell))
    cell++;
  if (cell == bfs->cells)
    {
      read_board (bfs);
      return futo_runner_solution (&bfs->runner, bfs->values);
    }

  bfs->depth++;
  for (FutoSet choices = bfs->cand[cell]; choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      size_t mark = bfs->trail_len;
      Outcome outcome;

      stats->assignments++;
      restrict_to (bfs, cell, FUTO_SET_BIT (value), FUTO_REASON_DECISION, -1);
      outcome = deduce (bfs);
      if (outcome == STOPPED || (outcome == DEDUCED && guess (bfs)))
        {
          bfs->depth--;
          return true;
        }
      stats->backtracks++;
      futo_runner_emit (&bfs->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, bfs->depth - 1);
      undo_to (bfs, mark);
    }
  bfs->depth--;
  return false;
}

/* Step 1's order: 0 for cells next to a given, 1 next to a sign, 2 the rest. */
static int
writing_pass (const Bfs *bfs,
              int        cell)
{
  const uint8_t *givens = bfs->puzzle->givens;
  int n = bfs->n, row = cell / n, col = cell % n;

  if ((row > 0 && givens[cell - n] != 0) || (row < n - 1 && givens[cell + n] != 0)
      || (col > 0 && givens[cell - 1] != 0) || (col < n - 1 && givens[cell + 1] != 0))
    return 0;
  return bfs->signs[cell].count > 0 ? 1 : 2;
}

static void
collect_signs (Bfs *bfs)
{
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };
  int n = bfs->n;

  for (int cell = 0; cell < bfs->cells; cell++)
    {
      SignNeighbours *signs = &bfs->signs[cell];

      signs->count = 0;
      for (int d = 0; d < 4; d++)
        {
          FutoRelation rel = futo_puzzle_get_relation (bfs->puzzle, cell / n, cell % n, (FutoDirection) d);

          if (rel == FUTO_REL_NONE)
            continue;
          signs->other[signs->count] = (cell / n + dr[d]) * n + cell % n + dc[d];
          signs->less[signs->count] = rel == FUTO_REL_LESS;
          signs->count++;
        }
    }
}

/* Steps 1 to 3 from the givens. */
static Outcome
start (Bfs *bfs)
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
          return CONTRADICTION;
        }
  return deduce (bfs);
}

/* Appends text to the message while it fits. */
static void
append (FutoRunResult *result,
        const char    *text)
{
  size_t len = strlen (result->message);

  if (len + strlen (text) < sizeof result->message)
    memcpy (result->message + len, text, strlen (text) + 1);
}

static void
describe_stuck (const Bfs *bfs)
{
  FutoRunResult *result = bfs->runner.result;
  int left = 0, candidates = 0, listed = 0;

  for (int cell = 0; cell < bfs->cells; cell++)
    if (!is_placed (bfs, cell))
      {
        left++;
        candidates += futo_set_count (bfs->cand[cell]);
      }
  snprintf (result->message, sizeof result->message,
            "stuck after placing %d of %d cells: no list has a single number and no value a single place; "
            "%d cells remain with %d candidates:", bfs->placed, bfs->cells, left, candidates);
  for (int cell = 0; cell < bfs->cells && listed < 6; cell++)
    if (!is_placed (bfs, cell))
      {
        char item[96], name[16];
        int len;

        futo_cell_name (cell / bfs->n, cell % bfs->n, name, sizeof name);
        len = snprintf (item, sizeof item, "%s %s {", listed ? "," : "", name);
        for (FutoSet set = bfs->cand[cell]; set != 0 && len < (int) sizeof item - 8; set &= set - 1)
          len += snprintf (item + len, sizeof item - (size_t) len, "%s%d",
                           set == bfs->cand[cell] ? "" : ",", futo_set_min (set));
        snprintf (item + len, sizeof item - (size_t) len, "}");
        if (strlen (result->message) + strlen (item) + 5 >= sizeof result->message)
          break;
        append (result, item);
        listed++;
      }
  if (listed < left)
    append (result, ", ...");
}

static void
describe_contradiction (const Bfs *bfs)
{
  FutoRunResult *result = bfs->runner.result;
  char name[16];

  if (bfs->conflict_cell >= 0)
    snprintf (result->message, sizeof result->message,
              "no solution: after placing %d of %d cells by deduction, %s has no number left",
              bfs->placed, bfs->cells,
              futo_cell_name (bfs->conflict_cell / bfs->n, bfs->conflict_cell % bfs->n, name, sizeof name));
  else
    snprintf (result->message, sizeof result->message,
              "no solution: after placing %d of %d cells by deduction, a value has no place left in a line",
              bfs->placed, bfs->cells);
}

static void
describe_guessing (const Bfs *bfs,
                   int        placed_alone)
{
  FutoRunResult *result = bfs->runner.result;
  char text[160];

  snprintf (text, sizeof text,
            "BFS placed %d of %d cells alone; brute force made %llu guesses (%llu undone): ",
            placed_alone, bfs->cells, (unsigned long long) result->stats.assignments,
            (unsigned long long) result->stats.backtracks);
  if (result->status == FUTO_STATUS_SOLVED)
    snprintf (result->message, sizeof result->message, "%s%llu solution%s%s", text,
              (unsigned long long) result->solution_count, result->solution_count == 1 ? "" : "s",
              result->exhausted ? " (all of them)" : "");
  else if (result->status == FUTO_STATUS_UNSATISFIABLE)
    snprintf (result->message, sizeof result->message, "%sno solution", text);
  else
    {
      char stopped[sizeof result->message];

      memcpy (stopped, result->message, sizeof stopped);
      snprintf (result->message, sizeof result->message, "%s%.60s", text, stopped);
    }
}

static bool
bfs_init (Bfs                  *bfs,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (bfs, 0, sizeof *bfs);
  futo_runner_init (&bfs->runner, puzzle, options, result);
  bfs->puzzle = puzzle;
  bfs->n = puzzle->size;
  bfs->cells = (int) cells;
  bfs->full = FUTO_SET_FULL (puzzle->size);
  bfs->guess = futo_runner_param (&bfs->runner, "guess", 0) != 0;
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
bfs_clear (Bfs *bfs)
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
  Bfs bfs;
  Outcome outcome;

  if (!bfs_init (&bfs, puzzle, options, result))
    {
      bfs_clear (&bfs);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  collect_signs (&bfs);
  outcome = start (&bfs);
  /* result->best: the board as deduction alone left it. */
  read_board (&bfs);
  futo_runner_best (&bfs.runner, bfs.values);

  if (outcome == DEDUCED && bfs.guess)
    {
      int placed_alone = bfs.placed;

      guess (&bfs);
      futo_runner_finish (&bfs.runner, true);
      describe_guessing (&bfs, placed_alone);
    }
  else
    {
      result->stats.nodes++; /* the one board deduction works on */
      if (outcome == DEDUCED && bfs.placed == bfs.cells)
        futo_runner_solution (&bfs.runner, bfs.values);
      /* Sound deductions that complete the board or reach a contradiction
       * settle the question; being stuck settles nothing. */
      futo_runner_finish (&bfs.runner, outcome == CONTRADICTION || bfs.placed == bfs.cells);
      if (outcome == CONTRADICTION)
        describe_contradiction (&bfs);
      else if (outcome == DEDUCED && bfs.placed == bfs.cells)
        snprintf (result->message, sizeof result->message,
                  "solved by BFS deduction alone (%d cells placed, no guess): the solution is unique",
                  bfs.cells);
      else if (outcome == DEDUCED)
        describe_stuck (&bfs);
      else
        {
          char placed[64];

          snprintf (placed, sizeof placed, "; BFS had placed %d of %d cells", bfs.placed, bfs.cells);
          append (result, placed);
        }
    }
  bfs_clear (&bfs);
}

const FutoAlgorithm futo_algorithm_bfs = {
  .id = "bfs",
  .name = "BFS deduction (and brute force)",
  .description = "Candidate lists and breadth-first placement of single candidates and single places; "
                 "gives up when stuck unless guess=1 adds brute force",
  .reference = "Sutanto, \"Combination of BFS and Brute Force Algorithm Implementation in Futoshiki Puzzle Game\", "
               "Institut Teknologi Bandung, 2010",
  .complete = false,
  .stochastic = false,
  .run = bfs_run,
};
