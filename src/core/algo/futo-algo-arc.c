/* futo-algo-arc.c: AC-3 preprocessing, and maintained arc consistency
 *
 * After Vishnu et al., "A comparative study on the performance of search
 * algorithms solving Futoshiki" (Trinity College Dublin, 2020):
 * - ac3 makes the whole puzzle arc consistent once with AC-3 (Mackworth),
 *   then searches with forward checking exactly as fc does;
 * - mac makes it arc consistent at the start and again after every
 *   assignment (the AC-3 queue seeded with the arcs that point at the
 *   assigned cell), with the same static order: row-major cells, values
 *   ascending. Its search tree is therefore a part of fc's.
 *
 * The binary constraints are "differ" between any two cells of a row or a
 * column and the sign between two neighbours. A sign implies "differ", so a
 * signed pair has one arc each way, of the sign; every other pair in a line
 * has one "differ" arc each way. Revising the arc (x, y) removes from x the
 * values with no support in y: for "differ" the single value y is left with,
 * for x < y the values not below y's largest, for x > y those not above y's
 * smallest. When x loses something, every arc (z, x) with z ≠ y goes back on
 * the FIFO queue (each arc at most once), as in AC-3.
 *
 * Interpretations:
 * - a removal made while revising the arc (x, y) is a PRUNE of x with the
 *   reason ARC and y, the cell that gives the value no support, as the
 *   cause: the arc itself, as AIspace and the textbooks name it (the kind
 *   of the arc, row, column or sign, follows from where x and y lie); the
 *   forward checks of ac3's search keep fc's reasons;
 * - the first queue holds every arc, cell by cell in row-major order, each
 *   cell's arcs along its row then along its column; the givens enter it as
 *   singleton domains (two givens that clash empty a domain there);
 * - propagations counts arc revisions (queue pops), removed_values the values
 *   the revisions remove (in ac3 also those of the forward checks that
 *   follow); nodes, assignments and backtracks count as in fc; the runner
 *   is also ticked once per revision, since one AC-3 pass on a large board
 *   can outlast the cancellation delay;
 * - with an event sink, the queue is told as it changes, so that a viewer
 *   can rebuild it at every event: a QUEUE when an arc joins it (not when
 *   it is already waiting), a REVISE when one is taken, before the
 *   removals of its revision, and a FLUSH when a wipe-out empties it; the
 *   arc (x, y) is told as the cell x and the cause y, as its prunes are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "futo-algo-fc-private.h"
#include "futo-algorithms-private.h"

typedef enum
{
  ARC_ROW,
  ARC_COLUMN,
  ARC_LESS,    /* this cell < the other */
  ARC_GREATER, /* this cell > the other */
} ArcKind;

typedef struct
{
  FutoFc    fc;       /* first: the lookahead receives &arc->fc */
  int       per_cell; /* 2 (n - 1) arcs leave each cell */
  size_t    arcs;
  int      *from;     /* the cell each arc revises, arc = cell * per_cell + k */
  int      *other;    /* the far end of each arc */
  uint32_t *reverse;  /* the arc from the far end back */
  uint8_t  *kind;     /* ArcKind of each arc */
  uint32_t *queue;    /* a ring of arcs to revise */
  uint8_t  *queued;
  size_t    head;
  size_t    count;
} Arc;

/* The k-th cell of cell's row (k < n - 1) or column, skipping cell itself. */
static int
arc_target (int n,
            int cell,
            int k)
{
  int row = cell / n, col = cell % n;

  if (k < n - 1)
    return row * n + (k < col ? k : k + 1);
  k -= n - 1;
  return (k < row ? k : k + 1) * n + col;
}

/* The index of the arc from cell to other (same row or column). */
static size_t
arc_index (const Arc *arc,
           int        cell,
           int        other)
{
  int n = arc->fc.n, row = cell / n, col = cell % n;
  int k;

  if (other / n == row)
    k = other % n < col ? other % n : other % n - 1;
  else
    k = n - 1 + (other / n < row ? other / n : other / n - 1);
  return (size_t) cell * (size_t) arc->per_cell + (size_t) k;
}

static void
collect_arcs (Arc *arc)
{
  const FutoFc *fc = &arc->fc;

  for (int cell = 0; cell < fc->cells; cell++)
    for (int k = 0; k < arc->per_cell; k++)
      {
        size_t a = (size_t) cell * (size_t) arc->per_cell + (size_t) k;
        const FutoSignList *signs = &fc->signs[cell];

        arc->from[a] = cell;
        arc->other[a] = arc_target (fc->n, cell, k);
        arc->reverse[a] = (uint32_t) arc_index (arc, arc->other[a], cell);
        arc->kind[a] = k < fc->n - 1 ? ARC_ROW : ARC_COLUMN;
        for (int s = 0; s < signs->count; s++)
          if (signs->other[s] == arc->other[a])
            arc->kind[a] = signs->less[s] ? ARC_LESS : ARC_GREATER;
      }
}

static bool
arc_init (Arc                  *arc,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  bool ok = _futo_fc_init (&arc->fc, puzzle, options, result);

  arc->per_cell = 2 * (puzzle->size - 1);
  arc->arcs = (size_t) arc->fc.cells * (size_t) arc->per_cell;
  arc->from = malloc (arc->arcs * sizeof *arc->from);
  arc->other = malloc (arc->arcs * sizeof *arc->other);
  arc->reverse = malloc (arc->arcs * sizeof *arc->reverse);
  arc->kind = malloc (arc->arcs);
  arc->queue = malloc (arc->arcs * sizeof *arc->queue);
  arc->queued = calloc (arc->arcs, 1);
  arc->head = arc->count = 0;
  if (!ok || arc->from == NULL || arc->other == NULL || arc->reverse == NULL || arc->kind == NULL
      || arc->queue == NULL || arc->queued == NULL)
    return false;
  collect_arcs (arc);
  return true;
}

static void
arc_clear (Arc *arc)
{
  _futo_fc_clear (&arc->fc);
  free (arc->from);
  free (arc->other);
  free (arc->reverse);
  free (arc->kind);
  free (arc->queue);
  free (arc->queued);
}

static void
enqueue (Arc    *arc,
         size_t  a)
{
  size_t tail;

  if (arc->queued[a])
    return;
  arc->queued[a] = 1;
  tail = arc->head + arc->count;
  if (tail >= arc->arcs)
    tail -= arc->arcs;
  arc->queue[tail] = (uint32_t) a;
  arc->count++;
  if (_futo_runner_wants_events (&arc->fc.runner))
    _futo_runner_emit_arc (&arc->fc.runner, FUTO_EVENT_QUEUE, arc->from[a], arc->other[a], arc->fc.depth);
}

static size_t
dequeue (Arc *arc)
{
  size_t a = arc->queue[arc->head];

  if (++arc->head == arc->arcs)
    arc->head = 0;
  arc->count--;
  arc->queued[a] = 0;
  return a;
}

/* Queues every arc (z, cell) but the one from except (-1: none), in the
 * order of cell's own arcs: along its row, then along its column. */
static void
enqueue_towards (Arc *arc,
                 int  cell,
                 int  except)
{
  size_t first = (size_t) cell * (size_t) arc->per_cell;

  for (size_t a = first; a < first + (size_t) arc->per_cell; a++)
    if (arc->other[a] != except)
      enqueue (arc, arc->reverse[a]);
}

/* The values of the arc's cell that have no support at its far end. */
static FutoSet
unsupported (const Arc *arc,
             size_t     a)
{
  const FutoFc *fc = &arc->fc;
  FutoSet there = fc->dom[arc->other[a]];

  switch ((ArcKind) arc->kind[a])
    {
    case ARC_ROW:
    case ARC_COLUMN:
      return (there & (there - 1)) == 0 ? there : 0; /* a single value */
    case ARC_LESS:
      return ~_futo_fc_below (futo_set_max (there));
    case ARC_GREATER:
    default:
      return ~_futo_fc_above (fc, futo_set_min (there));
    }
}

static void
clear_queue (Arc *arc)
{
  if (arc->count > 0 && _futo_runner_wants_events (&arc->fc.runner))
    _futo_runner_emit_arc (&arc->fc.runner, FUTO_EVENT_FLUSH, -1, -1, arc->fc.depth);
  while (arc->count > 0)
    dequeue (arc);
}

/* AC-3 on whatever is queued. False when a domain empties, or when the run
 * must stop (a large board's queue can take long enough to matter for
 * cancellation, so the runner is ticked once per revision); the queue is
 * emptied either way, ready for the next call. */
static bool
ac3 (Arc *arc)
{
  FutoFc *fc = &arc->fc;
  FutoStats *stats = &fc->runner.result->stats;

  while (arc->count > 0)
    {
      size_t a = dequeue (arc);
      int cell = arc->from[a];
      FutoSet remove = unsupported (arc, a) & fc->dom[cell];

      stats->propagations++;
      if (_futo_runner_wants_events (&fc->runner))
        _futo_runner_emit_arc (&fc->runner, FUTO_EVENT_REVISE, cell, arc->other[a], fc->depth);
      if (_futo_runner_tick_eager (&fc->runner)
          || (remove != 0 && !_futo_fc_remove (fc, cell, remove, FUTO_REASON_ARC, arc->other[a])))
        {
          clear_queue (arc);
          return false;
        }
      if (remove != 0)
        enqueue_towards (arc, cell, arc->other[a]);
    }
  return true;
}

/* The whole network: every arc once, then AC-3 to the fixpoint. */
static bool
ac3_all (Arc *arc)
{
  for (size_t a = 0; a < arc->arcs; a++)
    enqueue (arc, a);
  return ac3 (arc);
}

/* mac's lookahead: the assigned cell's domain is now {value}. */
static bool
maintain (FutoFc *fc,
          int     cell,
          int     value)
{
  Arc *arc = (Arc *) fc;

  (void) value;
  enqueue_towards (arc, cell, -1);
  return ac3 (arc);
}

static void
arc_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result,
         FutoFcLookahead       lookahead)
{
  Arc arc;

  if (!arc_init (&arc, puzzle, options, result))
    {
      arc_clear (&arc);
      _futo_fc_give_up (result);
      return;
    }
  arc.fc.lookahead = lookahead;
  if (ac3_all (&arc))
    _futo_fc_search (&arc.fc);
  else
    _futo_runner_finish (&arc.fc.runner, true);
  arc_clear (&arc);
}

static void
ac3_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  arc_run (puzzle, options, result, _futo_fc_forward_check);
}

static void
mac_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  arc_run (puzzle, options, result, maintain);
}

const FutoAlgorithm _futo_algorithm_ac3 = {
  .id = "ac3",
  /* Translators: AC-3 is the name of an algorithm; keep it */
  .name = FUTO_N_ ("AC-3 and forward checking"),
  .description = FUTO_N_ ("Makes every row, column and sign arc consistent with AC-3 once, then backtracks "
                          "with forward checking in row-major order"),
  .reference = "Vishnu et al., \"A comparative study on the performance of search algorithms solving "
               "Futoshiki\", Trinity College Dublin, 2020; AC-3: Mackworth, 1977",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_CONSISTENT_STATES,
  .run = ac3_run,
};

const FutoAlgorithm _futo_algorithm_mac = {
  .id = "mac",
  .name = FUTO_N_ ("Maintaining arc consistency"),
  .description = FUTO_N_ ("Backtracking in row-major order that restores arc consistency with AC-3 after "
                          "every assignment"),
  .reference = "Vishnu et al., \"A comparative study on the performance of search algorithms solving "
               "Futoshiki\", Trinity College Dublin, 2020; MAC: Sabin and Freuder, 1994",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_CONSISTENT_STATES,
  .run = mac_run,
};
