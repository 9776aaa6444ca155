/* futo-algo-fc.c: backtracking with forward checking
 *
 * After Vishnu et al., "A comparative study on the performance of search
 * algorithms solving Futoshiki" (Trinity College Dublin, 2020): cells are
 * taken in row-major order and their values in ascending order; after each
 * assignment the value is removed from the domains of the unassigned cells
 * of its row and column, and the unassigned sign neighbours lose the values
 * the sign forbids. A domain that empties is a dead end, and everything is
 * restored on backtrack. There is no propagation beyond the direct
 * neighbours of the assigned cell: that is what separates forward checking
 * from arc consistency (futo-algo-arc.c).
 *
 * Interpretations (the paper was not at hand: the method is the textbook
 * forward checking it names, as summarised above; these details are ours):
 * - the givens are treated as assigned before the search starts: their
 *   forward checks run first, in row-major order, and two givens that clash
 *   make the puzzle unsatisfiable at once (forward checking only looks at
 *   unassigned cells, so it would never notice);
 * - the checks go row, then column, then signs (up, right, down, left), and
 *   stop at the first emptied domain, as in the textbook procedure;
 * - statistics: a node is a call of the search (a consistent partial
 *   assignment), an assignment is a value tried, a backtrack an assignment
 *   undone; removed_values counts the values forward checking removes from
 *   other cells (the assigned cell's own candidates are not counted: ASSIGN
 *   says it all), and propagations counts constraint checks (one for each
 *   unassigned cell looked at). PRUNE events name the assigned cell as the
 *   cause, with reason ROW, COLUMN or SIGN.
 *
 * The search itself is shared with ac3 and mac (futo-algo-fc-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algo-fc-private.h"
#include "futo-algorithms-private.h"

bool
_futo_fc_givens_clash (const FutoPuzzle *puzzle)
{
  int n = puzzle->size;

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int v = puzzle->givens[r * n + c];

        if (v == 0)
          continue;
        for (int k = c + 1; k < n; k++)
          if (puzzle->givens[r * n + k] == v)
            return true;
        for (int k = r + 1; k < n; k++)
          if (puzzle->givens[k * n + c] == v)
            return true;
        for (int d = FUTO_DIR_RIGHT; d <= FUTO_DIR_DOWN; d++)
          {
            FutoRelation rel = futo_puzzle_get_relation (puzzle, r, c, (FutoDirection) d);
            int w;

            if (rel == FUTO_REL_NONE)
              continue;
            w = puzzle->givens[d == FUTO_DIR_RIGHT ? r * n + c + 1 : (r + 1) * n + c];
            if (w != 0 && (rel == FUTO_REL_LESS ? !(v < w) : !(v > w)))
              return true;
          }
      }
  return false;
}

bool
_futo_fc_init (FutoFc               *fc,
               const FutoPuzzle     *puzzle,
               const FutoRunOptions *options,
               FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (fc, 0, sizeof *fc);
  _futo_runner_init (&fc->runner, puzzle, options, result);
  fc->puzzle = puzzle;
  fc->n = puzzle->size;
  fc->cells = (int) cells;
  fc->full = FUTO_SET_FULL (puzzle->size);
  fc->dom = malloc (cells * sizeof *fc->dom);
  fc->values = malloc (cells);
  fc->signs = malloc (cells * sizeof *fc->signs);
  /* Each entry removes at least one value, and no cell loses more than n. */
  fc->trail = malloc (cells * ((size_t) puzzle->size + 1) * sizeof *fc->trail);
  if (fc->dom == NULL || fc->values == NULL || fc->signs == NULL || fc->trail == NULL)
    return false;

  _futo_signs_collect (puzzle, fc->signs, NULL);
  memcpy (fc->values, puzzle->givens, cells);
  for (size_t cell = 0; cell < cells; cell++)
    fc->dom[cell] = fc->values[cell] != 0 ? FUTO_SET_BIT (fc->values[cell]) : fc->full;
  return true;
}

void
_futo_fc_clear (FutoFc *fc)
{
  free (fc->dom);
  free (fc->values);
  free (fc->signs);
  free (fc->trail);
  free (fc->marks);
}

void
_futo_fc_give_up (FutoRunResult *result)
{
  result->status = FUTO_STATUS_GAVE_UP;
  strcpy (result->message, "out of memory");
}

static void
emit_each (const FutoFc  *fc,
           FutoEventKind  kind,
           FutoSet        set,
           FutoReason     reason,
           int            cell,
           int            cause)
{
  _futo_runner_emit_each (&fc->runner, kind, reason, cell, cause, set, fc->depth);
}

/* Removes remove (a part of the cell's candidates) and keeps the old set
 * on the trail. */
static void
remove_on_trail (FutoFc  *fc,
                 int      cell,
                 FutoSet  remove)
{
  FutoSet old = fc->dom[cell];

  fc->trail[fc->trail_len++] = (FutoFcTrail) { cell, 0, old };
  fc->dom[cell] = old & ~remove;
}

bool
_futo_fc_remove (FutoFc     *fc,
                 int         cell,
                 FutoSet     remove,
                 FutoReason  reason,
                 int         cause)
{
  remove &= fc->dom[cell];
  if (remove == 0)
    return true;
  remove_on_trail (fc, cell, remove);
  fc->runner.result->stats.removed_values += (uint64_t) futo_set_count (remove);
  if (_futo_runner_wants_events (&fc->runner))
    emit_each (fc, FUTO_EVENT_PRUNE, remove, reason, cell, cause);
  return fc->dom[cell] != 0;
}

/* Tells the restores of entry, the top of the trail; returns how many
 * entries it told of: a line's are the entries below, one per position. */
static size_t
emit_restores (FutoFc            *fc,
               const FutoFcTrail *entry)
{
  FutoSet set = entry->old & ~fc->dom[entry->cell];
  uint64_t positions = entry->line & (FUTO_FC_LINE_COLUMN - 1);
  unsigned count;

  if (entry->line == 0)
    {
      emit_each (fc, FUTO_EVENT_RESTORE, set, FUTO_REASON_NONE, entry->cell, -1);
      return 1;
    }
  count = _futo_trace_count_positions (positions);
  _futo_runner_emit_restore_line (&fc->runner, (int) (entry->line >> FUTO_FC_LINE_SHIFT),
                                  (entry->line & FUTO_FC_LINE_COLUMN) != 0, futo_set_min (set), fc->depth, positions,
                                  count);
  return count;
}

static void
undo_to (FutoFc *fc,
         size_t  mark)
{
  size_t told = 0;

  while (fc->trail_len > mark)
    {
      FutoFcTrail *entry = &fc->trail[fc->trail_len - 1];

      if (told == 0 && _futo_runner_wants_events (&fc->runner))
        told = emit_restores (fc, entry);
      fc->dom[entry->cell] = entry->old;
      fc->trail_len--;
      if (told > 0)
        told--;
    }
}

/* Checks one unassigned cell against the assignment: removes remove. */
static bool
check_cell (FutoFc     *fc,
            int         other,
            FutoSet     remove,
            FutoReason  reason,
            int         cause)
{
  if (fc->values[other] != 0)
    return true;
  fc->runner.result->stats.propagations++;
  return _futo_fc_remove (fc, other, remove, reason, cause);
}

/* Removes the value of bit from the unassigned cells of cell's row (or
 * column) but cell, in ascending order, up to a wipe-out; their positions
 * along the line in *pruned, *count of them, for the caller to tell. */
static inline __attribute__ ((always_inline)) bool
prune_line (FutoFc   *fc,
            int       cell,
            int       value,
            bool      column,
            uint64_t *pruned,
            unsigned *pruned_count)
{
  int n = fc->n, line = column ? cell % n : cell / n, skip = column ? cell / n : cell % n;
  FutoSet bit = FUTO_SET_BIT (value);
  uint64_t positions = 0;
  unsigned count = 0;
  bool alive = true;

  for (int k = 0; k < n && alive; k++)
    {
      int other = column ? k * n + line : line * n + k;

      if (k == skip || fc->values[other] != 0)
        continue;
      fc->runner.result->stats.propagations++;
      if ((fc->dom[other] & bit) == 0)
        continue;
      remove_on_trail (fc, other, bit);
      fc->runner.result->stats.removed_values++;
      positions |= UINT64_C (1) << k;
      count++;
      alive = fc->dom[other] != 0;
    }
  /* Undoing these prunes tells one line of restores, unless an undo is
   * told as one word. */
  if (count > 1 && n <= FUTO_TRACE_LINE_MAX && _futo_runner_wants_events (&fc->runner))
    fc->trail[fc->trail_len - 1].line = (uint32_t) positions | (column ? FUTO_FC_LINE_COLUMN : 0)
                                         | (uint32_t) line << FUTO_FC_LINE_SHIFT;
  *pruned = positions;
  *pruned_count = count;
  return alive;
}

/* prune_line(), the prunes told as one line. */
static bool
check_line (FutoFc *fc,
            int     cell,
            int     value,
            bool    column)
{
  int n = fc->n;
  uint64_t positions;
  unsigned count;
  bool alive = prune_line (fc, cell, value, column, &positions, &count);

  if (positions != 0 && _futo_runner_wants_events (&fc->runner))
    _futo_runner_emit_prune_line (&fc->runner, column ? cell % n : cell / n, column, column ? cell / n : cell % n,
                                  value, fc->depth, positions, count);
  return alive;
}

/* The sign neighbours lose what the signs forbid, up to a wipe-out. */
static bool
check_signs (FutoFc *fc,
             int     cell,
             int     value)
{
  const FutoSignList *signs = &fc->signs[cell];

  for (int k = 0; k < signs->count; k++)
    {
      /* this < other: other keeps the values above this one's, and so on. */
      FutoSet keep = signs->less[k] ? _futo_fc_above (fc, value) : _futo_fc_below (value);

      if (!check_cell (fc, signs->other[k], ~keep, FUTO_REASON_SIGN, cell))
        return false;
    }
  return true;
}

bool
_futo_fc_forward_check (FutoFc *fc,
                        int     cell,
                        int     value)
{
  return check_line (fc, cell, value, false) && check_line (fc, cell, value, true) && check_signs (fc, cell, value);
}

/* _futo_fc_forward_check() while recording the search: the ASSIGN, which
 * branch() leaves to this, and the prunes along both lines are one
 * record. */
static bool
forward_check_recorded (FutoFc *fc,
                        int     cell,
                        int     value)
{
  uint64_t row, col = 0;
  unsigned row_count, col_count = 0;
  bool alive = prune_line (fc, cell, value, false, &row, &row_count)
               && prune_line (fc, cell, value, true, &col, &col_count);

  _futo_trace_append_check (fc->runner.trace, cell, cell / fc->n, cell % fc->n, value, fc->depth, row, row_count, col,
                            col_count);
  return alive && check_signs (fc, cell, value);
}

/* Tells the undo of the assignment at this depth as one word, if it can,
 * and then undoes the trail down to mark, the trace's live board getting
 * back what each entry took, as the restores would give it. */
static bool
undo_in_a_word (FutoFc *fc,
                size_t  mark)
{
  const FutoFcMark *at = &fc->marks[fc->depth];
  FutoTrace *trace = fc->runner.trace;

  if (!_futo_trace_append_undo (trace, at->assign_word, at->assign_length, at->prunes_end, at->prunes_length))
    return false;
  while (fc->trail_len > mark)
    {
      FutoFcTrail *entry = &fc->trail[--fc->trail_len];

      _futo_trace_live_restore (trace, entry->cell, entry->old);
      fc->dom[entry->cell] = entry->old;
    }
  return true;
}

static bool search (FutoFc *fc,
                    int     from);

/* Tries each candidate of cell in ascending order. Returns true when the
 * whole run must stop. What recording needs across the subtree lives in
 * fc->marks, not in locals, which would cost the plain search a register
 * saved in every frame. */
static bool
branch (FutoFc *fc,
        int     cell)
{
  FutoStats *stats = &fc->runner.result->stats;
  FutoSet saved = fc->dom[cell];

  for (FutoSet choices = saved; choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      size_t mark = fc->trail_len;
      bool alive;

      stats->assignments++;
      /* The marks' checks sit inside the events' own, which the plain
       * search makes anyway. */
      if (_futo_runner_wants_events (&fc->runner))
        {
          if (fc->marks != NULL)
            {
              /* The forward check tells the ASSIGN with its prunes. */
              fc->marks[fc->depth].assign_word = fc->runner.trace->words;
              fc->marks[fc->depth].assign_length = fc->runner.trace->length;
            }
          else
            _futo_runner_emit (&fc->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, fc->depth);
        }
      fc->values[cell] = (uint8_t) value;
      fc->dom[cell] = FUTO_SET_BIT (value);
      alive = fc->lookahead (fc, cell, value);
      if (fc->marks != NULL)
        {
          fc->marks[fc->depth].prunes_end = fc->runner.trace->words;
          fc->marks[fc->depth].prunes_length = fc->runner.trace->length;
        }
      if (alive ? search (fc, cell + 1) : fc->runner.stopped)
        return true;
      stats->backtracks++;
      /* A recording keeps the undo of a forward check as a word that
       * points back to the ASSIGN and its prunes. */
      if (_futo_runner_wants_events (&fc->runner))
        {
          if (fc->marks != NULL && undo_in_a_word (fc, mark))
            {
              fc->dom[cell] = saved;
              fc->values[cell] = 0;
              continue;
            }
          _futo_runner_emit (&fc->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, fc->depth - 1);
        }
      undo_to (fc, mark);
      fc->dom[cell] = saved;
      fc->values[cell] = 0;
      _futo_runner_emit (&fc->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, fc->depth);
    }
  return false;
}

static bool
search (FutoFc *fc,
        int     from)
{
  bool stop;

  fc->runner.result->stats.nodes++;
  if (_futo_runner_tick_eager (&fc->runner))
    return true;
  while (from < fc->cells && fc->values[from] != 0)
    from++;
  if (from == fc->cells)
    return _futo_runner_solution (&fc->runner, fc->values);

  fc->depth++;
  stop = branch (fc, from);
  fc->depth--;
  return stop;
}

void
_futo_fc_search (FutoFc *fc)
{
  /* What the forward check prunes is all that an undo restores. Without
   * the memory for the marks, undos are told event by event. */
  if (fc->runner.trace != NULL && fc->lookahead == _futo_fc_forward_check)
    {
      fc->marks = malloc (((size_t) fc->cells + 1) * sizeof *fc->marks);
      if (fc->marks != NULL)
        fc->lookahead = forward_check_recorded;
    }
  search (fc, 0);
  _futo_runner_finish (&fc->runner, true);
}

static void
fc_run (const FutoPuzzle     *puzzle,
        const FutoRunOptions *options,
        FutoRunResult        *result)
{
  FutoFc fc;
  bool consistent;

  if (!_futo_fc_init (&fc, puzzle, options, result))
    {
      _futo_fc_clear (&fc);
      _futo_fc_give_up (result);
      return;
    }
  fc.lookahead = _futo_fc_forward_check;
  consistent = !_futo_fc_givens_clash (puzzle);
  for (int cell = 0; cell < fc.cells && consistent; cell++)
    if (fc.values[cell] != 0)
      consistent = _futo_fc_forward_check (&fc, cell, fc.values[cell]);

  if (consistent)
    _futo_fc_search (&fc);
  else
    _futo_runner_finish (&fc.runner, true);
  _futo_fc_clear (&fc);
}

const FutoAlgorithm _futo_algorithm_fc = {
  .id = "fc",
  .name = FUTO_N_ ("Forward checking"),
  .description = FUTO_N_ ("Backtracking in row-major order, values ascending; each assignment removes its value "
                          "from its row, column and sign neighbours, and an emptied domain is a dead end"),
  .reference = "Vishnu et al., \"A comparative study on the performance of search algorithms solving "
               "Futoshiki\", Trinity College Dublin, 2020",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_CONSISTENT_STATES,
  .run = fc_run,
};
