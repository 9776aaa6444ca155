/* test-algo-fc.c: forward checking (fc), the FutoshikiSolver MRV variants
 * (fc-mrv1/2/3), AC-3 preprocessing (ac3) and maintained arc consistency (mac)
 *
 * The exact numbers below are worked out by hand from the methods as the
 * comments at the top of futo-algo-fc.c, futo-algo-mrv.c and futo-algo-arc.c
 * describe them. Cells are numbered r * n + c from 0; "p" counts
 * propagations (constraint checks), "r" removed values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
#include "test-util.h"

typedef struct
{
  GArray  *events;
  gboolean without_arcs;
} Recorder;

static void
record_event (const FutoEvent *event,
              gpointer         data)
{
  Recorder *recorder = data;

  /* The queue of arcs is test-trace-arcs.c's; here only what changes the board. */
  if (recorder->without_arcs
      && (event->kind == FUTO_EVENT_QUEUE || event->kind == FUTO_EVENT_REVISE || event->kind == FUTO_EVENT_FLUSH))
    return;
  g_array_append_val (recorder->events, *event);
}

static FutoStatus
run (const char       *id,
     const FutoPuzzle *puzzle,
     guint64           solution_limit,
     const char       *params,
     Recorder         *recorder,
     FutoRunResult    *result)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoRunOptions options;

  g_assert_nonnull (algorithm);
  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.params = params;
  if (recorder != NULL)
    {
      options.on_event = record_event;
      options.event_data = recorder;
    }
  return futo_run (algorithm, puzzle, &options, result);
}

static Recorder *
recorder_new (void)
{
  Recorder *recorder = g_new0 (Recorder, 1);

  recorder->events = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
  return recorder;
}

static void
recorder_free (Recorder *recorder)
{
  g_array_free (recorder->events, TRUE);
  g_free (recorder);
}

static const FutoEvent *
event_at (const Recorder *recorder,
          guint           i)
{
  g_assert_cmpuint (i, <, recorder->events->len);
  return &g_array_index (recorder->events, FutoEvent, i);
}

/* The index of the first event of kind, or the number of events. */
static guint
first_of_kind (const Recorder *recorder,
               FutoEventKind   kind)
{
  guint i;

  for (i = 0; i < recorder->events->len; i++)
    if (event_at (recorder, i)->kind == kind)
      break;
  return i;
}

static void
assert_event (const FutoEvent *event,
              FutoEventKind    kind,
              int              cell,
              int              value,
              FutoReason       reason,
              int              cause)
{
  g_assert_cmpint (event->kind, ==, kind);
  g_assert_cmpint (event->cell, ==, cell);
  g_assert_cmpint (event->value, ==, value);
  g_assert_cmpint (event->reason, ==, reason);
  g_assert_cmpint (event->cause, ==, cause);
}

static void
assert_stats (const FutoRunResult *result,
              guint64              nodes,
              guint64              assignments,
              guint64              backtracks,
              guint64              removed_values,
              guint64              propagations)
{
  g_assert_cmpuint (result->stats.nodes, ==, nodes);
  g_assert_cmpuint (result->stats.assignments, ==, assignments);
  g_assert_cmpuint (result->stats.backtracks, ==, backtracks);
  g_assert_cmpuint (result->stats.removed_values, ==, removed_values);
  g_assert_cmpuint (result->stats.propagations, ==, propagations);
}

/* The 3×3 puzzle with r2c2 = 1 and r1c1 > r1c2.
 *
 *   . > . | .          3 > 2 | 1
 *   . | 1 | .    its   2 | 1 | 3
 *   . | . | .   only   1 | 3 | 2
 *              solution
 */
static FutoPuzzle *
small_puzzle (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_given (puzzle, 1, 1, 1);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  return puzzle;
}

static const guint8 small_solution[9] = { 3, 2, 1, 2, 1, 3, 1, 3, 2 };

/* fc on the empty 3×3, first solution. Each line: the node, its assignment,
 * and what forward checking removes (cell: value).
 *
 *   n1  c0=1  row c1:1 c2:1, column c3:1 c6:1               p4  r4
 *   n2  c1=2  row c2:2, column c4:2 c7:2                    p7  r7
 *   n3  c2=3  column c5:3 c8:3                              p9  r9
 *   n4  c3=2  row c4 (nothing) c5:2, column c6:2            p12 r11
 *   n5  c4=1  row c5:1, c5 is empty: dead end, b1           p13 r12
 *       c4=3  row c5 (nothing), column c7:3                 p15 r13
 *   n6  c5=1  column c8:1                                   p16 r14
 *   n7  c6=3  row c7 c8 (nothing)                           p18
 *   n8  c7=1  row c8 (nothing)                              p19
 *   n9  c8=2  nothing left unassigned
 *   n10 solution 123/231/312
 * Ten nodes, ten assignments, one backtrack, 14 removed, 19 checks. */
static void
test_fc_empty_3x3 (void)
{
  static const guint8 expected[9] = { 1, 2, 3, 2, 3, 1, 3, 1, 2 };
  FutoPuzzle *puzzle = futo_puzzle_new (3);
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (run ("fc", puzzle, 1, NULL, NULL, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpmem (result.solutions[0], 9, expected, 9);
  assert_stats (&result, 10, 10, 1, 14, 19);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* fc on the small puzzle. Before the search the given r2c2 = 1 is forward
 * checked: row c3:1 c5:1, column c1:1 c7:1 (p4 r4). Then
 *
 *   n1  c0=1  row c1 (nothing) c2:1, column c3 (nothing) c6:1,
 *             sign c1 < 1: c1 loses 2 3 and is empty, b1        p9  r8
 *       c0=2  row c1:2 c2:2, column c3:2 c6:2, sign c1:3, b2    p14 r13
 *       c0=3  row c1:3 c2:3, column c3:3 c6:3, sign (nothing)   p19 r17
 *   n2  c1=2  row c2:2, column c7:2                             p21 r19
 *   n3  c2=1  column c5 (nothing) c8:1                          p23 r20
 *   n4  c3=2  row c5:2, column c6:2                             p25 r22
 *   n5  c5=3  column c8:3                                       p26 r23
 *   n6  c6=1  row c7 c8 (nothing)                               p28
 *   n7  c7=3  row c8 (nothing)                                  p29
 *   n8  c8=2
 *   n9  solution
 */
static void
test_fc_small (void)
{
  FutoPuzzle *puzzle = small_puzzle ();
  Recorder *recorder = recorder_new ();
  FutoRunResult result;
  guint i;

  futo_run_result_init (&result);
  g_assert_cmpint (run ("fc", puzzle, 1, NULL, recorder, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpmem (result.solutions[0], 9, small_solution, 9);
  assert_stats (&result, 9, 10, 2, 23, 29);

  /* The given's forward check, then the first dead end and its undoing. */
  assert_event (event_at (recorder, 0), FUTO_EVENT_PRUNE, 3, 1, FUTO_REASON_ROW, 4);
  assert_event (event_at (recorder, 1), FUTO_EVENT_PRUNE, 5, 1, FUTO_REASON_ROW, 4);
  assert_event (event_at (recorder, 2), FUTO_EVENT_PRUNE, 1, 1, FUTO_REASON_COLUMN, 4);
  assert_event (event_at (recorder, 3), FUTO_EVENT_PRUNE, 7, 1, FUTO_REASON_COLUMN, 4);
  assert_event (event_at (recorder, 4), FUTO_EVENT_ASSIGN, 0, 1, FUTO_REASON_DECISION, -1);
  assert_event (event_at (recorder, 5), FUTO_EVENT_PRUNE, 2, 1, FUTO_REASON_ROW, 0);
  assert_event (event_at (recorder, 6), FUTO_EVENT_PRUNE, 6, 1, FUTO_REASON_COLUMN, 0);
  assert_event (event_at (recorder, 7), FUTO_EVENT_PRUNE, 1, 2, FUTO_REASON_SIGN, 0);
  assert_event (event_at (recorder, 8), FUTO_EVENT_PRUNE, 1, 3, FUTO_REASON_SIGN, 0);
  assert_event (event_at (recorder, 9), FUTO_EVENT_BACKTRACK, 0, 1, FUTO_REASON_NONE, -1);
  /* Undone in reverse: c1 gets 2 and 3 back, then c6 and c2 their 1. */
  assert_event (event_at (recorder, 10), FUTO_EVENT_RESTORE, 1, 2, FUTO_REASON_NONE, -1);
  assert_event (event_at (recorder, 11), FUTO_EVENT_RESTORE, 1, 3, FUTO_REASON_NONE, -1);
  assert_event (event_at (recorder, 12), FUTO_EVENT_RESTORE, 6, 1, FUTO_REASON_NONE, -1);
  assert_event (event_at (recorder, 13), FUTO_EVENT_RESTORE, 2, 1, FUTO_REASON_NONE, -1);
  assert_event (event_at (recorder, 14), FUTO_EVENT_UNASSIGN, 0, 1, FUTO_REASON_NONE, -1);
  assert_event (event_at (recorder, 15), FUTO_EVENT_ASSIGN, 0, 2, FUTO_REASON_DECISION, -1);

  /* Every removal is one PRUNE event; decisions happen at depth 1 and up. */
  for (i = 0; i < recorder->events->len; i++)
    if (event_at (recorder, i)->kind == FUTO_EVENT_ASSIGN)
      g_assert_cmpint (event_at (recorder, i)->depth, >=, 1);
  recorder_free (recorder);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* Two 2s in one row: forward checking never compares givens with each other,
 * so the clash has to be caught before the search. */
static void
test_clashing_givens (void)
{
  static const char *const ids[] = { "fc", "fc-mrv1", "fc-mrv2", "fc-mrv3", "ac3", "mac" };
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoRunResult result;

  futo_puzzle_set_given (puzzle, 2, 0, 2);
  futo_puzzle_set_given (puzzle, 2, 3, 2);
  futo_run_result_init (&result);
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_assert_cmpint (run (ids[i], puzzle, 0, NULL, NULL, &result), ==, FUTO_STATUS_UNSATISFIABLE);
      g_assert_true (result.exhausted);
      g_assert_cmpuint (result.stats.assignments, ==, 0);
    }
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* A 4×4 on which the three MRV variants start in three different cells.
 *
 *   2 > . | . | .      rows use {2} {4} {3} {1}, columns {2} {} {1,3} {4}
 *       - v - -
 *   . | . | . < 4      line counts (MRV2): c1 3, c2 1 (only 4 is left)
 *   . | . | 3 | .      MRV1 counts: c1 1 (below the 2), c2 1,
 *   . | . | 1 | .      c6 1 (row and column leave 2; below the 4)
 *
 * MRV2 stops at c2, its first count of one, and tries 4. MRV1 stops at c1
 * (its sign to the given leaves only 1) and tries 1. MRV3 looks at every
 * cell: c1, c2 and c6 all have one value, and c6 has two signs against one,
 * so it tries c6 = 2. No cell is wiped out, so forward checking picks none. */
static void
test_mrv_first_choice (void)
{
  static const struct { const char *id; int cell, value; } expected[] = {
    { "fc-mrv1", 1, 1 },
    { "fc-mrv2", 2, 4 },
    { "fc-mrv3", 6, 2 },
  };
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  futo_puzzle_set_given (puzzle, 0, 0, 2);
  futo_puzzle_set_given (puzzle, 1, 3, 4);
  futo_puzzle_set_given (puzzle, 2, 2, 3);
  futo_puzzle_set_given (puzzle, 3, 2, 1);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  futo_puzzle_set_relation (puzzle, 1, 2, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_DOWN, FUTO_REL_GREATER);

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      Recorder *recorder = recorder_new ();
      FutoRunResult result;
      guint first;

      futo_run_result_init (&result);
      g_assert_cmpint (run (expected[i].id, puzzle, 1, NULL, recorder, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_true (futo_puzzle_is_solution (puzzle, result.solutions[0]));
      first = first_of_kind (recorder, FUTO_EVENT_ASSIGN);
      assert_event (event_at (recorder, first), FUTO_EVENT_ASSIGN, expected[i].cell, expected[i].value,
                    FUTO_REASON_DECISION, -1);
      /* The givens prune each variant's view before the first decision. */
      g_assert_cmpuint (first_of_kind (recorder, FUTO_EVENT_PRUNE), <, first);
      g_assert_cmpuint (result.stats.removed_values, >, 0);
      recorder_free (recorder);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* Every variant on the empty 2×2, counting all: c0 has two values and goes
 * first; 2 is tried before 1 (descending). Below c0 = 2 the counts are one
 * each: c1 = 1, c2 = 1, c3 = 2, solution; the same below c0 = 1.
 * Nodes: the root, four below each value of c0 (the last one a solution): 9.
 * Assignments 8, all undone: 8 backtracks. The forward check examines the
 * empty cells of each node that is not a solution: 4 + 2 × (3 + 2 + 1).
 * Removed values, under each value of c0: c0 takes its value from c1 and
 * c2 (2), c1 then takes its own from c3 (1), c2's is already gone from c3
 * (0), and c3 has no empty peer (0): 3 each, 6 in all. */
static void
test_mrv_empty_2x2 (void)
{
  static const char *const ids[] = { "fc-mrv1", "fc-mrv2", "fc-mrv3" };
  static const guint8 first[4] = { 2, 1, 1, 2 };
  FutoPuzzle *puzzle = futo_puzzle_new (2);
  FutoRunResult result;

  futo_run_result_init (&result);
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_assert_cmpint (run (ids[i], puzzle, 0, NULL, NULL, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, 2);
      g_assert_true (result.exhausted);
      g_assert_cmpmem (result.solutions[0], 4, first, 4);
      assert_stats (&result, 9, 8, 8, 6, 16);
    }
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* The removals follow each variant's view of the domains, on the empty
 * 2×2 with r1c1 < r1c2, counting all:
 * - MRV1 tries c0 = 2 first: c1 loses 2 and, through the sign, 1 (2); c2
 *   loses 2 (1); c1 is then left with nothing and the branch fails. Under
 *   c0 = 1: c1 and c2 lose 1 (2), c1 = 2 takes 2 from c3 (1), the rest
 *   nothing: 6 in all.
 * - MRV2 sees no signs: under c0 = 2, c1 and c2 lose only the 2 (2); under
 *   c0 = 1 as MRV1 (3): 5 in all. */
static void
test_mrv_removals_follow_the_view (void)
{
  static const struct { const char *id; guint64 removed; } expected[] = {
    { "fc-mrv1", 6 },
    { "fc-mrv2", 5 },
    { "fc-mrv3", 6 },
  };
  FutoPuzzle *puzzle = futo_puzzle_new (2);

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (expected[i].id, puzzle, 0, NULL, NULL, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, 1);
      g_assert_cmpuint (result.stats.removed_values, ==, expected[i].removed);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* Played back onto candidate lists that start full, the events of each
 * variant stay coherent, as the visualizer needs them: a PRUNE takes a value
 * the cell still has, a RESTORE gives back one it lacks, and every decision
 * picks a value its cell still has. */
static void
test_mrv_events_replay (void)
{
  static const char *const ids[] = { "fc-mrv1", "fc-mrv2", "fc-mrv3" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (int i = 0; i < 30; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.2, 0.4);
      int cells = puzzle->size * puzzle->size;

      for (gsize k = 0; k < G_N_ELEMENTS (ids); k++)
        {
          Recorder *recorder = recorder_new ();
          g_autofree FutoSet *candidates = g_new (FutoSet, cells);
          FutoRunResult result;
          guint decisions = 0;

          for (int cell = 0; cell < cells; cell++)
            candidates[cell] = FUTO_SET_FULL (puzzle->size);
          futo_run_result_init (&result);
          run (ids[k], puzzle, 2, NULL, recorder, &result);
          for (guint e = 0; e < recorder->events->len; e++)
            {
              const FutoEvent *event = event_at (recorder, e);
              FutoSet bit = event->value > 0 ? FUTO_SET_BIT (event->value) : 0;

              if (event->kind == FUTO_EVENT_PRUNE)
                {
                  g_assert_true (candidates[event->cell] & bit);
                  candidates[event->cell] &= ~bit;
                }
              else if (event->kind == FUTO_EVENT_RESTORE)
                {
                  g_assert_false (candidates[event->cell] & bit);
                  candidates[event->cell] |= bit;
                }
              else if (event->kind == FUTO_EVENT_ASSIGN && event->reason == FUTO_REASON_DECISION)
                {
                  g_assert_true (candidates[event->cell] & bit);
                  decisions++;
                }
            }
          g_assert_cmpuint (decisions, ==, result.stats.assignments);
          recorder_free (recorder);
          futo_run_result_clear (&result);
        }
      futo_puzzle_free (puzzle);
    }
}

/* The assignment cap: max-assignments, the caller's limit, and the source's
 * default of 10^6 (counting every 6×6 Latin square needs far more). */
static void
test_mrv_cap (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoPuzzle *big = futo_puzzle_new (6);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (run ("fc-mrv1", puzzle, 0, "max-assignments=5", NULL, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.assignments, ==, 5);
  g_assert_false (result.exhausted);
  g_assert_nonnull (strstr (result.message, "cap"));

  /* Lifted, the caller's limit is the one that bites. */
  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.assignment_limit = 7;
  options.params = "max-assignments=0";
  g_assert_cmpint (futo_run (futo_algorithm_find ("fc-mrv2"), puzzle, &options, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.assignments, ==, 7);

  /* Lifted with no other limit, the 4×4 Latin squares are all counted. */
  g_assert_cmpint (run ("fc-mrv3", puzzle, 0, "max-assignments=0", NULL, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (result.solution_count, ==, 576);

  /* By default the source's cap holds. */
  g_assert_cmpint (run ("fc-mrv1", big, 0, NULL, NULL, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.assignments, ==, 1000000);
  g_assert_nonnull (strstr (result.message, "10^6"));
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
  futo_puzzle_free (big);
}

/* AC-3 on the 3×3 with r1c1 < r1c2 < r1c3 and nothing else. The first queue
 * holds every arc, cell by cell. The first pass:
 *   (c0,c1) <  c0 loses 3 (not below c1's largest)
 *   (c1,c0) >  c1 loses 1;  (c1,c2) <  c1 loses 3: c1 = {2}
 *   (c2,c1) >  c2 loses 1 2: c2 = {3}
 *   (c4,c1) column: c4 loses 2;  (c5,c2): c5 loses 3
 *   (c7,c1): c7 loses 2;  (c8,c2): c8 loses 3
 * then the arcs queued again: (c0,c1) takes 2 from c0, so c0 = {1}, and
 * (c3,c0), (c6,c0) take 1 from c3 and c6. Twelve values in all, each named
 * by its arc: the reason ARC, the arc's other end the cause. */
static void
test_ac3_preprocessing (void)
{
  static const FutoEvent expected[] = {
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 0, 1, 3, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 1, 0, 1, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 1, 2, 3, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 2, 1, 1, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 2, 1, 2, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 4, 1, 2, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 5, 2, 3, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 7, 1, 2, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 8, 2, 3, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 0, 1, 2, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 3, 0, 1, 0, 0 },
    { FUTO_EVENT_PRUNE, FUTO_REASON_ARC, 6, 0, 1, 0, 0 },
  };
  static const char *const ids[] = { "ac3", "mac" };
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  for (gsize k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      Recorder *recorder = recorder_new ();
      FutoRunResult result;

      recorder->without_arcs = TRUE;
      futo_run_result_init (&result);
      g_assert_cmpint (run (ids[k], puzzle, 0, NULL, recorder, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, 2);
      g_assert_cmpuint (first_of_kind (recorder, FUTO_EVENT_ASSIGN), ==, G_N_ELEMENTS (expected));
      for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
        assert_event (event_at (recorder, i), expected[i].kind, expected[i].cell, expected[i].value,
                      expected[i].reason, expected[i].cause);
      recorder_free (recorder);
      futo_run_result_clear (&result);
    }

  /* Forward checking alone removes nothing before its first decision. */
  {
    Recorder *recorder = recorder_new ();
    FutoRunResult result;

    futo_run_result_init (&result);
    run ("fc", puzzle, 0, NULL, recorder, &result);
    g_assert_cmpuint (first_of_kind (recorder, FUTO_EVENT_ASSIGN), ==, 0);
    g_assert_cmpuint (result.solution_count, ==, 2);
    recorder_free (recorder);
    futo_run_result_clear (&result);
  }
  futo_puzzle_free (puzzle);
}

/* With the same static order, arc consistency only ever removes more than
 * forward checking: mac's tree is a part of ac3's, which is a part of fc's,
 * and all three meet the same solutions in the same order. */
static void
test_mac_no_more_nodes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  int fewer = 0;

  for (int i = 0; i < 150; i++)
    {
      int n = 3 + i % 4;
      guint64 limit = n <= 4 ? 0 : 2;
      FutoPuzzle *puzzle = i % 3 == 2 ? test_random_wild_puzzle (rand, n, 0.15, 0.4)
                                      : test_random_puzzle (rand, n, 0.25, 0.35);
      FutoRunResult fc, ac3, mac;

      futo_run_result_init (&fc);
      futo_run_result_init (&ac3);
      futo_run_result_init (&mac);
      run ("fc", puzzle, limit, NULL, NULL, &fc);
      run ("ac3", puzzle, limit, NULL, NULL, &ac3);
      run ("mac", puzzle, limit, NULL, NULL, &mac);
      g_assert_cmpint (fc.status, ==, mac.status);
      g_assert_cmpint (ac3.status, ==, mac.status);
      g_assert_cmpuint (fc.solution_count, ==, mac.solution_count);
      g_assert_cmpuint (ac3.solution_count, ==, mac.solution_count);
      g_assert_cmpuint (mac.stats.nodes, <=, ac3.stats.nodes);
      g_assert_cmpuint (ac3.stats.nodes, <=, fc.stats.nodes);
      g_assert_cmpuint (mac.stats.assignments, <=, fc.stats.assignments);
      if (mac.stored > 0)
        g_assert_cmpmem (fc.solutions[0], n * n, mac.solutions[0], n * n);
      fewer += mac.stats.nodes < fc.stats.nodes;
      futo_run_result_clear (&fc);
      futo_run_result_clear (&ac3);
      futo_run_result_clear (&mac);
      futo_puzzle_free (puzzle);
    }
  /* And the difference shows. */
  g_assert_cmpint (fewer, >, 50);
}

/* Each PRUNE names a cause the teaching views can point at: for ROW a cell
 * of the same row, for COLUMN of the same column, for SIGN the neighbour
 * across a sign, for ARC the other end of the arc being revised. */
static void
test_prune_causes (void)
{
  static const char *const ids[] = { "fc", "ac3", "mac", "fc-mrv1", "fc-mrv2", "fc-mrv3" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (int i = 0; i < 40; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.2, 0.4);
      int n = puzzle->size;

      for (gsize k = 0; k < G_N_ELEMENTS (ids); k++)
        {
          Recorder *recorder = recorder_new ();
          FutoRunResult result;
          guint prunes = 0, arcs = 0;

          futo_run_result_init (&result);
          run (ids[k], puzzle, 2, NULL, recorder, &result);
          for (guint e = 0; e < recorder->events->len; e++)
            {
              const FutoEvent *event = event_at (recorder, e);
              int r = event->cell / n, c = event->cell % n, cr = event->cause / n, cc = event->cause % n;

              if (event->kind != FUTO_EVENT_PRUNE)
                continue;
              prunes++;
              g_assert_cmpint (event->cause, >=, 0);
              g_assert_cmpint (event->cause, !=, event->cell);
              if (event->reason == FUTO_REASON_ROW)
                g_assert_cmpint (r, ==, cr);
              else if (event->reason == FUTO_REASON_COLUMN)
                g_assert_cmpint (c, ==, cc);
              else if (event->reason == FUTO_REASON_ARC)
                {
                  /* The arc (cell, cause) runs along a line, or across a sign. */
                  g_assert_true (r == cr || c == cc);
                  arcs++;
                }
              else
                {
                  int dir = cr < r ? FUTO_DIR_UP : cr > r ? FUTO_DIR_DOWN : cc > c ? FUTO_DIR_RIGHT : FUTO_DIR_LEFT;

                  g_assert_cmpint (event->reason, ==, FUTO_REASON_SIGN);
                  g_assert_cmpint (ABS (r - cr) + ABS (c - cc), ==, 1);
                  g_assert_cmpint (futo_puzzle_get_relation (puzzle, r, c, dir), !=, FUTO_REL_NONE);
                }
            }
          g_assert_cmpuint (prunes, ==, result.stats.removed_values);
          /* mac removes only while revising arcs; fc never revises any. */
          if (g_str_equal (ids[k], "mac"))
            g_assert_cmpuint (arcs, ==, prunes);
          else if (!g_str_equal (ids[k], "ac3"))
            g_assert_cmpuint (arcs, ==, 0);
          recorder_free (recorder);
          futo_run_result_clear (&result);
        }
      futo_puzzle_free (puzzle);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/algo-fc/fc/empty-3x3", test_fc_empty_3x3);
  g_test_add_func ("/algo-fc/fc/small", test_fc_small);
  g_test_add_func ("/algo-fc/clashing-givens", test_clashing_givens);
  g_test_add_func ("/algo-fc/mrv/first-choice", test_mrv_first_choice);
  g_test_add_func ("/algo-fc/mrv/empty-2x2", test_mrv_empty_2x2);
  g_test_add_func ("/algo-fc/mrv/cap", test_mrv_cap);
  g_test_add_func ("/algo-fc/mrv/removals", test_mrv_removals_follow_the_view);
  g_test_add_func ("/algo-fc/mrv/events-replay", test_mrv_events_replay);
  g_test_add_func ("/algo-fc/ac3/preprocessing", test_ac3_preprocessing);
  g_test_add_func ("/algo-fc/mac/no-more-nodes-than-fc", test_mac_no_more_nodes);
  g_test_add_func ("/algo-fc/prune-causes", test_prune_causes);
  return g_test_run ();
}
