/* test-solve-job.c: background runs of the registry's algorithms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed: FutoshikiSolveJob is a plain GObject on a GLib main loop.
 * Every run goes through the real worker thread, so these tests also show
 * that the properties change only on the main thread and that a cancel
 * reaches a long search at once.
 */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "futo-trace.h"
#include "futoshiki-solve-job.h"

/* The most a cancel may take to come back (the bound; a run
 * usually stops within a millisecond or two). */
#define CANCEL_BOUND_US (100 * G_TIME_SPAN_MILLISECOND)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoPuzzle, futo_puzzle_free)

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
  gint64    finished_at;
} RunOutcome;

static void
on_run_done (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  RunOutcome *outcome = user_data;

  outcome->finished_at = g_get_monotonic_time ();
  outcome->ok = futoshiki_solve_job_run_finish (FUTOSHIKI_SOLVE_JOB (object), result, &outcome->error);
  outcome->done = TRUE;
}

static void
wait_for (RunOutcome *outcome)
{
  gint64 give_up = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  while (!outcome->done)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
    }
}

static gboolean
run (FutoshikiSolveJob  *job,
     GCancellable *cancellable,
     GError      **error)
{
  RunOutcome outcome = { 0 };

  futoshiki_solve_job_run_async (job, cancellable, on_run_done, &outcome);
  wait_for (&outcome);
  if (outcome.error != NULL)
    g_propagate_error (error, outcome.error);
  return outcome.ok;
}

/* 4×4 with r1c1 = 1, r2c2 = 3 and r1c3 < r1c4. */
static FutoPuzzle *
small_puzzle (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  futo_puzzle_set_given (puzzle, 0, 0, 1);
  futo_puzzle_set_given (puzzle, 1, 1, 3);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  return puzzle;
}

/* Ten givens of a 4×4 Latin square that allow it alone. */
static FutoPuzzle *
unique_puzzle (void)
{
  static const guint8 square[16] = { 1, 2, 3, 4,  3, 4, 1, 2,  2, 1, 4, 3,  4, 3, 2, 1 };
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  for (int c = 0; c < 10; c++)
    futo_puzzle_set_given (puzzle, c / 4, c % 4, square[c]);
  return puzzle;
}

/* r1c1 = 1 and r1c1 > r1c2: nothing can go in r1c2. */
static FutoPuzzle *
unsatisfiable_puzzle (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_given (puzzle, 0, 0, 1);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  return puzzle;
}

static gboolean
contains (const char *haystack,
          const char *needle)
{
  if (strstr (haystack, needle) != NULL)
    return TRUE;
  g_test_message ("“%s” does not contain “%s”", haystack, needle);
  return FALSE;
}

/* Tests */

static void
test_solve (void)
{
  static const char * const ids[] = { "lab", "bt", "fc", "mac", "color" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(FutoPuzzle) puzzle = small_puzzle ();
      FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, ids[i]);
      g_autoptr(GError) error = NULL;
      const FutoRunResult *result;
      g_autofree char *text = NULL;

      /* The job copied the puzzle: changing ours changes nothing. */
      futo_puzzle_set_given (puzzle, 3, 3, 0);
      futo_puzzle_set_given (puzzle, 0, 0, 2);

      g_assert_cmpstr (futoshiki_solve_job_get_algorithm_id (job), ==, ids[i]);
      g_assert_null (futoshiki_solve_job_get_result (job));
      g_assert_true (run (job, NULL, &error));
      g_assert_no_error (error);

      result = futoshiki_solve_job_get_result (job);
      g_assert_nonnull (result);
      g_assert_cmpint (result->status, ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result->solution_count, ==, 1);
      g_assert_cmpint (result->stored, ==, 1);
      g_assert_true (futo_puzzle_is_solution (futoshiki_solve_job_get_puzzle (job), result->solutions[0]));
      g_assert_cmpint (result->solutions[0][0], ==, 1);
      g_assert_cmpuint (result->stats.nodes, >, 0);
      g_assert_cmpuint (futoshiki_solve_job_get_nodes (job), ==, result->stats.nodes);
      g_assert_false (futoshiki_solve_job_get_running (job));
      g_assert_null (futoshiki_solve_job_steal_trace (job));

      text = futoshiki_solve_job_describe (job);
      g_assert_true (contains (text, "Solved by"));
      g_assert_true (contains (text, futoshiki_solve_job_get_algorithm (job)->name));
      g_assert_true (contains (text, "nodes"));
      g_assert_finalize_object (job);
    }
}

/* Propagation alone settles the unique 4×4 in our engine: said so, not
 * as "0 nodes, 0 assignments". */
static void
test_no_search (void)
{
  for (guint64 limit = 1; limit <= 2; limit++)
    {
      g_autoptr(FutoPuzzle) puzzle = unique_puzzle ();
      FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, "lab");
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      futoshiki_solve_job_set_solution_limit (job, limit);
      g_assert_true (run (job, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (futoshiki_solve_job_get_result (job)->stats.nodes, ==, 0);
      text = futoshiki_solve_job_describe (job);
      g_test_message ("%s", text);
      g_assert_true (contains (text, limit == 1 ? "Solved by" : "Unique"));
      g_assert_true (contains (text, "propagation alone"));
      g_assert_false (contains (text, "0 nodes"));
      g_assert_finalize_object (job);
    }
}

static void
test_unsatisfiable (void)
{
  static const char * const ids[] = { "lab", "bt", "fc", "ac3" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(FutoPuzzle) puzzle = unsatisfiable_puzzle ();
      FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, ids[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (run (job, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_UNSATISFIABLE);
      g_assert_cmpuint (futoshiki_solve_job_get_result (job)->solution_count, ==, 0);
      text = futoshiki_solve_job_describe (job);
      g_assert_true (contains (text, "No solution"));
      g_assert_finalize_object (job);
    }
}

static void
test_count (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (4);
  g_autoptr(FutoPuzzle) puzzle = unique_puzzle ();
  FutoshikiSolveJob *job;
  g_autofree char *all = NULL;
  g_autofree char *two = NULL;
  g_autofree char *one = NULL;

  /* There are 576 Latin squares of order 4. */
  job = futoshiki_solve_job_new (empty, "bt");
  futoshiki_solve_job_set_solution_limit (job, 0);
  g_assert_true (run (job, NULL, NULL));
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (futoshiki_solve_job_get_result (job)->solution_count, ==, 576);
  g_assert_true (futoshiki_solve_job_get_result (job)->exhausted);
  all = futoshiki_solve_job_describe (job);
  g_assert_true (contains (all, "Exactly 576 solutions"));
  g_assert_finalize_object (job);

  job = futoshiki_solve_job_new (empty, "fc");
  futoshiki_solve_job_set_solution_limit (job, 2);
  g_assert_true (run (job, NULL, NULL));
  g_assert_cmpuint (futoshiki_solve_job_get_result (job)->solution_count, ==, 2);
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->stored, ==, 2);
  two = futoshiki_solve_job_describe (job);
  g_assert_true (contains (two, "Not unique"));
  g_assert_finalize_object (job);

  job = futoshiki_solve_job_new (puzzle, "fc");
  futoshiki_solve_job_set_solution_limit (job, 2);
  g_assert_true (run (job, NULL, NULL));
  g_assert_cmpuint (futoshiki_solve_job_get_result (job)->solution_count, ==, 1);
  g_assert_true (futoshiki_solve_job_get_result (job)->exhausted);
  one = futoshiki_solve_job_describe (job);
  g_assert_true (contains (one, "Unique"));
  g_assert_finalize_object (job);
}

static void
test_node_limit (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (9);
  FutoshikiSolveJob *job = futoshiki_solve_job_new (empty, "bt");
  const FutoRunResult *result;
  g_autofree char *text = NULL;

  futoshiki_solve_job_set_solution_limit (job, 0);
  futoshiki_solve_job_set_node_limit (job, 5000);
  g_assert_true (run (job, NULL, NULL));
  result = futoshiki_solve_job_get_result (job);
  g_assert_cmpint (result->status, ==, FUTO_STATUS_LIMIT);
  g_assert_false (result->exhausted);
  g_assert_cmpuint (result->stats.nodes, >=, 5000);
  g_assert_cmpuint (result->stats.nodes, <, 5100);
  text = futoshiki_solve_job_describe (job);
  g_assert_true (contains (text, "Stopped at the node limit"));
  if (result->solution_count > 0)
    g_assert_true (contains (text, "At least"));
  g_assert_finalize_object (job);
}

static void
test_time_limit (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (9);
  FutoshikiSolveJob *job = futoshiki_solve_job_new (empty, "bt");
  const FutoRunResult *result;
  g_autofree char *text = NULL;

  futoshiki_solve_job_set_solution_limit (job, 0);
  futoshiki_solve_job_set_time_limit (job, 0.1);
  g_assert_true (run (job, NULL, NULL));
  result = futoshiki_solve_job_get_result (job);
  g_assert_cmpint (result->status, ==, FUTO_STATUS_LIMIT);
  g_assert_cmpfloat (result->stats.elapsed, >=, 0.1);
  text = futoshiki_solve_job_describe (job);
  g_assert_true (contains (text, "Stopped at the time limit"));
  g_assert_true (contains (text, "At least"));
  g_assert_finalize_object (job);
}

static void
test_gave_up (void)
{
  g_autoptr(FutoPuzzle) puzzle = futo_puzzle_new (6);
  FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, "sa");
  g_autofree char *text = NULL;

  /* Ten iterations cannot fill a 6×6 board. */
  futoshiki_solve_job_set_params (job, "max-iterations=10");
  futoshiki_solve_job_set_seed (job, 7);
  g_assert_true (run (job, NULL, NULL));
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_GAVE_UP);
  text = futoshiki_solve_job_describe (job);
  g_assert_true (contains (text, "Gave up after"));
  g_assert_true (contains (text, "Simulated annealing"));
  g_assert_finalize_object (job);
}

static gboolean
cancel_later (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
test_cancel (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (9);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  FutoshikiSolveJob *job = futoshiki_solve_job_new (empty, "bt");
  RunOutcome outcome = { 0 };
  gint64 cancelled_at;

  /* Counting every 9×9 Latin square would take longer than the universe. */
  futoshiki_solve_job_set_solution_limit (job, 0);
  futoshiki_solve_job_run_async (job, cancellable, on_run_done, &outcome);
  g_assert_true (futoshiki_solve_job_get_running (job));

  /* Let it get going, with the main loop running meanwhile. */
  g_timeout_add (300, cancel_later, cancellable);
  while (!g_cancellable_is_cancelled (cancellable))
    g_main_context_iteration (NULL, TRUE);
  cancelled_at = g_get_monotonic_time ();
  g_assert_false (outcome.done);
  wait_for (&outcome);

  g_test_message ("run_finish reached %.2f ms after the cancel",
                  (outcome.finished_at - cancelled_at) / 1000.0);
  g_assert_cmpint (outcome.finished_at - cancelled_at, <, CANCEL_BOUND_US);
  g_assert_false (outcome.ok);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&outcome.error);
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_CANCELLED);
  g_assert_cmpuint (futoshiki_solve_job_get_result (job)->stats.nodes, >, 0);
  g_assert_false (futoshiki_solve_job_get_running (job));
  g_assert_finalize_object (job);
}

static void
test_cancel_before_start (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (9);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  FutoshikiSolveJob *job = futoshiki_solve_job_new (empty, "bt");
  g_autoptr(GError) error = NULL;

  futoshiki_solve_job_set_solution_limit (job, 0);
  g_cancellable_cancel (cancellable);
  g_assert_false (run (job, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (futoshiki_solve_job_get_running (job));
  g_assert_finalize_object (job);
}

static void
test_unknown_algorithm (void)
{
  g_autoptr(FutoPuzzle) puzzle = small_puzzle ();
  FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, "no-such-method");
  g_autoptr(GError) error = NULL;

  g_assert_null (futoshiki_solve_job_get_algorithm (job));
  g_assert_false (run (job, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_true (contains (error->message, "no-such-method"));
  g_assert_null (futoshiki_solve_job_get_result (job));
  g_assert_false (futoshiki_solve_job_get_running (job));
  g_assert_finalize_object (job);
}

static void
test_trace (void)
{
  static const char * const ids[] = { "bt", "fc", "color", "lab" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(FutoPuzzle) puzzle = small_puzzle ();
      FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, ids[i]);
      const FutoRunResult *result;
      FutoTrace *trace;
      FutoTraceCursor *cursor;
      g_autofree char *text = NULL;

      futoshiki_solve_job_set_record_trace (job, 1 << 20);
      g_assert_true (run (job, NULL, NULL));
      result = futoshiki_solve_job_get_result (job);
      g_assert_cmpint (result->status, ==, FUTO_STATUS_SOLVED);

      trace = futoshiki_solve_job_steal_trace (job);
      g_assert_nonnull (trace);
      g_assert_null (futoshiki_solve_job_steal_trace (job));
      g_assert_cmpuint (futo_trace_get_length (trace), >, 0);
      g_assert_cmpuint (futoshiki_solve_job_get_trace_length (job), ==, futo_trace_get_length (trace));
      g_assert_false (futo_trace_is_truncated (trace));
      g_assert_cmpint (futo_trace_get_size (trace), ==, 4);

      /* Played to the end, the trace shows the board the solver ended on:
       * the solution, assigned (search) or the last candidate left
       * (propagation). Givens are the puzzle's, not the run's. */
      cursor = futo_trace_cursor_new (trace);
      futo_trace_cursor_seek (cursor, futo_trace_get_length (trace));
      g_assert_cmpuint (cursor->position, ==, futo_trace_get_length (trace));
      for (int c = 0; c < 16; c++)
        {
          guint8 value = result->solutions[0][c];

          if (puzzle->givens[c] != 0)
            continue;
          if (cursor->values[c] != 0)
            g_assert_cmpuint (cursor->values[c], ==, value);
          else
            g_assert_cmpuint (cursor->candidates[c], ==, FUTO_SET_BIT (value));
        }
      futo_trace_cursor_free (cursor);
      futo_trace_free (trace);

      text = futoshiki_solve_job_describe (job);
      g_assert_false (strstr (text, "truncated") != NULL);
      g_assert_finalize_object (job);
    }
}

static void
test_trace_truncated (void)
{
  g_autoptr(FutoPuzzle) puzzle = small_puzzle ();
  FutoshikiSolveJob *job = futoshiki_solve_job_new (puzzle, "bt");
  g_autofree char *text = NULL;
  FutoTrace *trace;

  futoshiki_solve_job_set_record_trace (job, 10);
  g_assert_true (run (job, NULL, NULL));
  /* The limit bounds the recording, not the run. */
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_SOLVED);
  g_assert_true (futoshiki_solve_job_get_trace_truncated (job));
  g_assert_cmpuint (futoshiki_solve_job_get_trace_length (job), <=, 10);

  trace = futoshiki_solve_job_steal_trace (job);
  g_assert_true (futo_trace_is_truncated (trace));
  futo_trace_free (trace);

  text = futoshiki_solve_job_describe (job);
  g_assert_true (contains (text, "Trace truncated at"));
  g_assert_true (contains (text, "recording limit"));
  g_assert_finalize_object (job);
}

typedef struct
{
  GThread *main_thread;
  guint    running;
  guint    elapsed;
  guint    nodes;
  guint    rate;
  double   last_elapsed;
  guint64  last_nodes;
} Notifies;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Notifies   *counts)
{
  FutoshikiSolveJob *job = FUTOSHIKI_SOLVE_JOB (object);

  g_assert_true (g_thread_self () == counts->main_thread);
  if (g_str_equal (pspec->name, "running"))
    counts->running++;
  else if (g_str_equal (pspec->name, "elapsed"))
    {
      /* One notify per real change. */
      g_assert_cmpfloat (futoshiki_solve_job_get_elapsed (job), !=, counts->last_elapsed);
      counts->last_elapsed = futoshiki_solve_job_get_elapsed (job);
      counts->elapsed++;
    }
  else if (g_str_equal (pspec->name, "nodes"))
    {
      g_assert_cmpuint (futoshiki_solve_job_get_nodes (job), !=, counts->last_nodes);
      counts->last_nodes = futoshiki_solve_job_get_nodes (job);
      counts->nodes++;
    }
  else if (g_str_equal (pspec->name, "nodes-per-second"))
    counts->rate++;
}

static void
test_notify (void)
{
  g_autoptr(FutoPuzzle) empty = futo_puzzle_new (9);
  FutoshikiSolveJob *job = futoshiki_solve_job_new (empty, "bt");
  Notifies counts = { .main_thread = g_thread_self () };
  RunOutcome outcome = { 0 };
  guint running_at_start;

  g_signal_connect (job, "notify", G_CALLBACK (on_notify), &counts);
  futoshiki_solve_job_set_solution_limit (job, 0);
  futoshiki_solve_job_set_time_limit (job, 1.0);
  futoshiki_solve_job_run_async (job, NULL, on_run_done, &outcome);
  running_at_start = counts.running;
  wait_for (&outcome);

  g_assert_cmpuint (running_at_start, ==, 1);
  g_assert_cmpuint (counts.running, ==, 2);
  /* Progress comes about every 0.125 s of the run's own clock: a 1 s run
   * shows several, and no more than one per 0.125 s (each one redraws the
   * window), plus the first and the final statistics. */
  g_assert_cmpuint (counts.nodes, >=, 3);
  g_assert_cmpuint (counts.elapsed, >=, 3);
  g_assert_cmpuint (counts.rate, >=, 3);
  g_assert_cmpuint (counts.elapsed, <=, futoshiki_solve_job_get_elapsed (job) / 0.125 + 2);
  g_assert_cmpuint (futoshiki_solve_job_get_nodes (job), ==, futoshiki_solve_job_get_result (job)->stats.nodes);
  g_assert_cmpfloat (futoshiki_solve_job_get_elapsed (job), ==, futoshiki_solve_job_get_result (job)->stats.elapsed);
  g_assert_cmpfloat (futoshiki_solve_job_get_nodes_per_second (job), >, 0);
  g_assert_false (futoshiki_solve_job_get_running (job));
  g_assert_finalize_object (job);
}

/* Counts are grouped by thousands whatever LC_NUMERIC says (the tests run
 * in the C locale, as many desktops' LC_NUMERIC is); durations below a
 * millisecond keep their digits. */
static void
test_formats (void)
{
  g_autofree char *zero = futoshiki_solve_job_format_count (0);
  g_autofree char *small = futoshiki_solve_job_format_count (999);
  g_autofree char *grouped = futoshiki_solve_job_format_count (1234567);
  g_autofree char *thousand = futoshiki_solve_job_format_count (1000);
  g_autofree char *micro = futoshiki_solve_job_format_duration (0.000028);
  g_autofree char *milli = futoshiki_solve_job_format_duration (0.0042);

  g_assert_cmpstr (zero, ==, "0");
  g_assert_cmpstr (small, ==, "999");
  g_assert_cmpstr (grouped, ==, "1,234,567");
  g_assert_cmpstr (thousand, ==, "1,000");
  g_assert_cmpstr (micro, ==, "28 µs");
  g_assert_cmpstr (milli, ==, "4.2 ms");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solve-job/solve", test_solve);
  g_test_add_func ("/solve-job/formats", test_formats);
  g_test_add_func ("/solve-job/no-search", test_no_search);
  g_test_add_func ("/solve-job/unsatisfiable", test_unsatisfiable);
  g_test_add_func ("/solve-job/count", test_count);
  g_test_add_func ("/solve-job/node-limit", test_node_limit);
  g_test_add_func ("/solve-job/time-limit", test_time_limit);
  g_test_add_func ("/solve-job/gave-up", test_gave_up);
  g_test_add_func ("/solve-job/cancel", test_cancel);
  g_test_add_func ("/solve-job/cancel-before-start", test_cancel_before_start);
  g_test_add_func ("/solve-job/unknown-algorithm", test_unknown_algorithm);
  g_test_add_func ("/solve-job/trace", test_trace);
  g_test_add_func ("/solve-job/trace-truncated", test_trace_truncated);
  g_test_add_func ("/solve-job/notify", test_notify);

  return g_test_run ();
}
