/* test-sweep.c: planted instances and the phase-transition sweep's statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "futo-planted.h"
#include "futo-sweep.h"
#include "test-util.h"

/* Holes punched where asked, givens and signs from the square, which solves
 * the puzzle; the same arguments give the same instance. */
static void
test_planted (void)
{
  for (int size = 3; size <= 12; size += 3)
    {
      guint8 *square = NULL, *again = NULL;
      FutoPuzzle *puzzle = futo_planted_instance (size, 0.42, 0.25, 7, 3, &square);
      FutoPuzzle *same = futo_planted_instance (size, 0.42, 0.25, 7, 3, &again);
      int holes = 0;

      g_assert_nonnull (puzzle);
      g_assert_true (futo_puzzle_is_solution (puzzle, square));
      for (int cell = 0; cell < size * size; cell++)
        {
          if (puzzle->givens[cell] == 0)
            holes++;
          else
            g_assert_cmpint (puzzle->givens[cell], ==, square[cell]);
        }
      g_assert_cmpint (holes, ==, futo_planted_hole_count (size, 0.42));
      g_assert_cmpint (holes, ==, (int) (0.42 * size * size + 0.5));
      g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, futo_planted_sign_count (size, 0.25));
      g_assert_true (futo_puzzle_equal (puzzle, same));
      g_assert_cmpmem (square, size * size, again, size * size);
      g_free (square);
      g_free (again);
      futo_puzzle_free (puzzle);
      futo_puzzle_free (same);
    }
}

/* More holes empty more of the same cells of the same square; another
 * index or seed is another square. */
static void
test_planted_nested (void)
{
  FutoPuzzle *fewer = futo_planted_instance (9, 0.30, 0.0, 11, 2, NULL);
  FutoPuzzle *more = futo_planted_instance (9, 0.50, 0.0, 11, 2, NULL);
  FutoPuzzle *other = futo_planted_instance (9, 0.30, 0.0, 11, 3, NULL);
  FutoPuzzle *reseeded = futo_planted_instance (9, 0.30, 0.0, 12, 2, NULL);

  for (int cell = 0; cell < 81; cell++)
    if (more->givens[cell] != 0)
      g_assert_cmpint (more->givens[cell], ==, fewer->givens[cell]);
  g_assert_cmpint (futo_puzzle_count_signs (fewer), ==, 0);
  g_assert_false (futo_puzzle_equal (fewer, other));
  g_assert_false (futo_puzzle_equal (fewer, reseeded));
  futo_puzzle_free (fewer);
  futo_puzzle_free (more);
  futo_puzzle_free (other);
  futo_puzzle_free (reseeded);
}

static void
test_quartiles (void)
{
  double four[] = { 4, 1, 3, 2 }, one[] = { 5 }, five[] = { 50, 10, 40, 20, 30 };
  double q1, median, q3;

  futo_sweep_quartiles (four, 4, &q1, &median, &q3);
  g_assert_cmpfloat_with_epsilon (q1, 1.75, 1e-12);
  g_assert_cmpfloat_with_epsilon (median, 2.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (q3, 3.25, 1e-12);
  futo_sweep_quartiles (one, 1, &q1, &median, &q3);
  g_assert_true (q1 == 5 && median == 5 && q3 == 5);
  futo_sweep_quartiles (five, 5, &q1, &median, &q3);
  g_assert_true (q1 == 20 && median == 30 && q3 == 40);
  {
    /* Cut runs rank last: a quartile that reaches them is beyond the limit. */
    double censored[] = { INFINITY, 2, INFINITY, 1 };

    futo_sweep_quartiles (censored, 4, &q1, &median, &q3);
    g_assert_cmpfloat_with_epsilon (q1, 1.75, 1e-12);
    g_assert_true (isinf (median) && isinf (q3));
  }
  futo_sweep_quartiles (NULL, 0, &q1, &median, &q3);
  g_assert_true (q1 == 0 && median == 0 && q3 == 0);
}

static FutoSweep *
sweep_new (int          size,
           double       from,
           double       to,
           double       step,
           int          instances,
           const char  *ids)
{
  FutoSweepSpec spec;
  FutoError error;
  g_auto (GStrv) split = g_strsplit (ids, ",", -1);
  FutoSweep *sweep;

  futo_sweep_spec_init (&spec);
  spec.size = size;
  spec.from = from;
  spec.to = to;
  spec.step = step;
  spec.instances = instances;
  for (int i = 0; split[i] != NULL; i++)
    {
      spec.algorithms[spec.n_algorithms] = futo_algorithm_find (split[i]);
      g_assert_nonnull (spec.algorithms[spec.n_algorithms]);
      spec.n_algorithms++;
    }
  sweep = futo_sweep_new (&spec, &error);
  g_assert_nonnull (sweep);
  return sweep;
}

static void
record (FutoSweep        *sweep,
        int               point,
        int               instance,
        FutoSweepOutcome  outcome,
        guint64           nodes,
        double            seconds)
{
  FutoSweepRun run = { outcome, FUTO_STATUS_SOLVED, nodes, seconds };
  size_t job = ((size_t) point * futo_sweep_get_spec (sweep)->instances + instance);

  futo_sweep_record (sweep, job, &run);
}

/* Known runs in, known figures out: the cut and the wrong run stay out of
 * the quartiles, the cut one is the hardest. */
static void
test_stats_known_runs (void)
{
  FutoSweep *sweep = sweep_new (6, 0.3, 0.4, 0.1, 6, "fc");
  FutoSweepStats stats;

  g_assert_cmpint (futo_sweep_n_points (sweep), ==, 2);
  g_assert_cmpfloat (futo_sweep_fraction (sweep, 1), ==, 0.4);
  record (sweep, 1, 0, FUTO_SWEEP_FINISHED, 40, 0.4);
  record (sweep, 1, 1, FUTO_SWEEP_FINISHED, 10, 0.1);
  record (sweep, 1, 2, FUTO_SWEEP_CUT, 999, 9.0);
  record (sweep, 1, 3, FUTO_SWEEP_FINISHED, 30, 0.3);
  record (sweep, 1, 4, FUTO_SWEEP_WRONG, 5000, 0.0);
  g_assert_false (futo_sweep_point_complete (sweep, 1));
  record (sweep, 1, 5, FUTO_SWEEP_FINISHED, 20, 0.2);
  g_assert_true (futo_sweep_point_complete (sweep, 1));
  g_assert_false (futo_sweep_point_complete (sweep, 0));
  g_assert_cmpuint (futo_sweep_n_recorded (sweep), ==, 6);

  futo_sweep_get_stats (sweep, 1, 0, &stats);
  g_assert_cmpint (stats.holes, ==, 14);
  g_assert_cmpint (stats.runs, ==, 6);
  g_assert_cmpint (stats.finished, ==, 4);
  g_assert_cmpint (stats.cut, ==, 1);
  g_assert_cmpint (stats.wrong, ==, 1);
  /* 10, 20, 30, 40 and the cut run ranked last: never averaged in, but
   * harder than all of them. */
  g_assert_cmpfloat_with_epsilon (stats.nodes_q1, 20.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats.nodes_median, 30.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats.nodes_q3, 40.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats.time_median, 0.3, 1e-9);
  g_assert_cmpint (stats.hardest, ==, 2);
  g_assert_cmpuint (stats.hardest_nodes, ==, 999);

  /* A cancelled run is no outcome: the job stays pending. */
  record (sweep, 0, 0, FUTO_SWEEP_CANCELLED, 1, 0.0);
  futo_sweep_get_stats (sweep, 0, 0, &stats);
  g_assert_cmpint (stats.runs, ==, 0);
  g_assert_cmpint (stats.hardest, ==, -1);
  futo_sweep_free (sweep);
}

/* A tiny real sweep: every job run, each point's median the one of the
 * same instances solved here directly, and the same numbers a second time. */
static void
test_stats_tiny_sweep (void)
{
  FutoSweep *sweep = sweep_new (5, 0.30, 0.50, 0.10, 5, "fc,mac");
  FutoSweep *again = sweep_new (5, 0.30, 0.50, 0.10, 5, "fc,mac");
  const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);
  char *csv, *csv_again;

  g_assert_cmpint (futo_sweep_n_points (sweep), ==, 3);
  g_assert_cmpuint (futo_sweep_n_jobs (sweep), ==, 3 * 5 * 2);
  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    {
      FutoSweepRun run;

      futo_sweep_run_job (sweep, job, NULL, &run);
      g_assert_cmpint (run.outcome, ==, FUTO_SWEEP_FINISHED);
      futo_sweep_record (sweep, job, &run);
      futo_sweep_run_job (again, job, NULL, &run);
      futo_sweep_record (again, job, &run);
    }

  for (int point = 0; point < 3; point++)
    for (int a = 0; a < 2; a++)
      {
        double nodes[5], q1, median, q3;
        FutoSweepStats stats;

        for (int i = 0; i < 5; i++)
          {
            FutoPuzzle *puzzle = futo_planted_instance (5, 0.30 + 0.10 * point, 0.0, spec->seed, i, NULL);
            FutoRunOptions options;
            FutoRunResult result;

            futo_run_options_init (&options);
            futo_run_result_init (&result);
            g_assert_cmpint (futo_run (spec->algorithms[a], puzzle, &options, &result), ==,
                             FUTO_STATUS_SOLVED);
            nodes[i] = (double) result.stats.nodes;
            futo_run_result_clear (&result);
            futo_puzzle_free (puzzle);
          }
        futo_sweep_quartiles (nodes, 5, &q1, &median, &q3);
        futo_sweep_get_stats (sweep, point, a, &stats);
        g_assert_cmpint (stats.finished, ==, 5);
        g_assert_cmpint (stats.cut, ==, 0);
        g_assert_cmpfloat (stats.nodes_median, ==, median);
        g_assert_cmpfloat (stats.nodes_q1, ==, q1);
        g_assert_cmpfloat (stats.nodes_q3, ==, q3);
        g_assert_cmpfloat (stats.nodes_q1, <=, stats.nodes_median);
        g_assert_cmpfloat (stats.nodes_median, <=, stats.nodes_q3);
      }

  /* The CSV: a header and one line per point and method, the same twice
   * but for the times. */
  csv = futo_sweep_to_csv (sweep);
  csv_again = futo_sweep_to_csv (again);
  {
    g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
    g_auto (GStrv) lines_again = g_strsplit (csv_again, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 * 2 + 1);
    g_assert_true (g_str_has_prefix (lines[0], "size,holes_fraction,holes,signs,algorithm,"));
    g_assert_true (g_str_has_prefix (lines[1], "5,0.3000,8,0,fc,5,5,5,0,0,"));
    g_assert_true (g_str_has_prefix (lines[6], "5,0.5000,13,0,mac,5,5,5,0,0,"));
    for (int i = 1; i <= 6; i++)
      {
        /* Up to the times, which come after the nine counts and three quartiles. */
        g_auto (GStrv) a = g_strsplit (lines[i], ",", -1);
        g_auto (GStrv) b = g_strsplit (lines_again[i], ",", -1);

        for (int field = 0; field < 13; field++)
          g_assert_cmpstr (a[field], ==, b[field]);
        g_assert_cmpstr (a[16], ==, b[16]);
        g_assert_cmpstr (a[17], ==, b[17]);
      }
  }
  g_free (csv);
  g_free (csv_again);
  futo_sweep_free (sweep);
  futo_sweep_free (again);
}

/* A node limit cuts runs, and they are counted as cut, not finished. */
static void
test_limit_cuts (void)
{
  FutoSweepSpec spec;
  FutoSweep *sweep;
  FutoSweepStats stats;

  futo_sweep_spec_init (&spec);
  spec.size = 9;
  spec.from = spec.to = 0.6;
  spec.instances = 3;
  spec.node_limit = 2;
  spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("bt");
  sweep = futo_sweep_new (&spec, NULL);
  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    {
      FutoSweepRun run;

      futo_sweep_run_job (sweep, job, NULL, &run);
      g_assert_cmpint (run.outcome, ==, FUTO_SWEEP_CUT);
      futo_sweep_record (sweep, job, &run);
    }
  futo_sweep_get_stats (sweep, 0, 0, &stats);
  g_assert_cmpint (stats.cut, ==, 3);
  g_assert_cmpint (stats.finished, ==, 0);
  g_assert_true (isinf (stats.nodes_median));
  g_assert_cmpint (stats.hardest, >=, 0);
  futo_sweep_free (sweep);
}

static void
test_cancel (void)
{
  FutoSweep *sweep = sweep_new (8, 0.4, 0.4, 0.1, 1, "bt");
  atomic_int cancel = 1;
  FutoSweepRun run;

  futo_sweep_run_job (sweep, 0, &cancel, &run);
  g_assert_cmpint (run.outcome, ==, FUTO_SWEEP_CANCELLED);
  futo_sweep_record (sweep, 0, &run);
  g_assert_cmpuint (futo_sweep_n_recorded (sweep), ==, 0);
  futo_sweep_free (sweep);
}

static void
test_spec_errors (void)
{
  static const struct { const char *field; double from, to, step; int instances; double signs; } bad[] = {
    { "to", 0.5, 0.3, 0.02, 1, 0.0 },
    { "step", 0.3, 0.5, 0.0, 1, 0.0 },
    { "from", -0.1, 0.5, 0.1, 1, 0.0 },
    { "instances", 0.3, 0.5, 0.1, 0, 0.0 },
    { "signs", 0.3, 0.5, 0.1, 1, 1.5 },
    { "step", 0.0, 1.0, 1e-6, 1, 0.0 },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      FutoSweepSpec spec;
      FutoError error;

      futo_sweep_spec_init (&spec);
      spec.from = bad[i].from;
      spec.to = bad[i].to;
      spec.step = bad[i].step;
      spec.instances = bad[i].instances;
      spec.signs = bad[i].signs;
      spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("fc");
      g_assert_null (futo_sweep_new (&spec, &error));
      g_assert_true (g_str_has_prefix (error.message, bad[i].field));
    }
}

/* Balanced holes: every row and column within one of holes / size, the
 * holes of a smaller fraction among those of a larger one, the same square
 * as the random pattern's, and the same instance from the same arguments. */
static void
test_planted_balanced (void)
{
  /* A 64 × 64 square takes a while to draw: two fractions of it only. */
  static const int sizes[] = { 5, 12, 30, 64 };

  for (size_t s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (double holes = 0.0; holes <= 1.0; holes += sizes[s] == 64 ? 0.45 : 0.07)
      {
        int size = sizes[s];
        guint8 *square = NULL, *random_square = NULL;
        FutoPuzzle *puzzle = futo_planted_instance_with_holes (size, holes, 0.1, FUTO_PLANTED_HOLES_BALANCED,
                                                               3, 1, &square);
        FutoPuzzle *again = futo_planted_instance_with_holes (size, holes, 0.1, FUTO_PLANTED_HOLES_BALANCED,
                                                              3, 1, NULL);
        FutoPuzzle *more = futo_planted_instance_with_holes (size, holes + 0.05 > 1 ? 1 : holes + 0.05, 0.1,
                                                             FUTO_PLANTED_HOLES_BALANCED, 3, 1, NULL);
        FutoPuzzle *random = futo_planted_instance (size, holes, 0.1, 3, 1, &random_square);
        int total = futo_planted_hole_count (size, holes), low = total / size;
        int rows_high = 0, cols_high = 0;

        g_assert_nonnull (puzzle);
        g_assert_true (futo_puzzle_is_solution (puzzle, square));
        g_assert_cmpmem (square, size * size, random_square, size * size);
        g_assert_true (futo_puzzle_equal (puzzle, again));
        for (int line = 0; line < size; line++)
          {
            int in_row = 0, in_col = 0;

            for (int k = 0; k < size; k++)
              {
                in_row += puzzle->givens[line * size + k] == 0;
                in_col += puzzle->givens[k * size + line] == 0;
              }
            g_assert_cmpint (in_row, >=, low);
            g_assert_cmpint (in_row, <=, low + 1);
            g_assert_cmpint (in_col, >=, low);
            g_assert_cmpint (in_col, <=, low + 1);
            rows_high += in_row > low;
            cols_high += in_col > low;
          }
        g_assert_cmpint (rows_high, ==, total % size);
        g_assert_cmpint (cols_high, ==, total % size);
        for (int cell = 0; cell < size * size; cell++)
          if (puzzle->givens[cell] == 0)
            g_assert_cmpint (more->givens[cell], ==, 0);
        g_free (square);
        g_free (random_square);
        futo_puzzle_free (puzzle);
        futo_puzzle_free (again);
        futo_puzzle_free (more);
        futo_puzzle_free (random);
      }
}

/* A sweep's runs file read back is the same sweep; every shard's jobs are
 * its own, and the shards' files merged make the whole. */
static void
test_runs_file (void)
{
  FutoSweepSpec spec;
  FutoSweep *whole, *merged = NULL, *read_back;
  FutoError error;
  char *text, *again;

  futo_sweep_spec_init (&spec);
  spec.size = 6;
  spec.from = 0.3;
  spec.to = 0.5;
  spec.step = 0.1;
  spec.instances = 2;
  spec.time_limit = 0;
  spec.node_limit = 100000;
  spec.holes_pattern = FUTO_PLANTED_HOLES_BALANCED;
  spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("fc");
  spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("bt");
  whole = futo_sweep_new (&spec, &error);
  g_assert_nonnull (whole);
  for (size_t job = 0; job < futo_sweep_n_jobs (whole); job++)
    {
      FutoSweepRun run;

      futo_sweep_run_job (whole, job, NULL, &run);
      futo_sweep_record (whole, job, &run);
    }
  text = futo_sweep_runs_to_csv (whole);
  read_back = futo_sweep_new_from_runs (text, &error);
  g_assert_nonnull (read_back);
  again = futo_sweep_runs_to_csv (read_back);
  g_assert_cmpstr (text, ==, again);
  g_free (again);

  for (int shard = 0; shard < 5; shard++)
    {
      FutoSweep *part;
      size_t own = 0;

      spec.shard = shard;
      spec.n_shards = 5;
      part = futo_sweep_new (&spec, &error);
      g_assert_nonnull (part);
      for (size_t job = 0; job < futo_sweep_n_jobs (part); job++)
        if (futo_sweep_job_in_shard (part, job))
          {
            futo_sweep_record (part, job, futo_sweep_get_run (whole, job));
            own++;
          }
      g_assert_cmpuint (own, ==, futo_sweep_n_shard_jobs (part));
      g_assert_true (futo_sweep_point_complete (part, 0));
      again = futo_sweep_runs_to_csv (part);
      if (merged == NULL)
        merged = futo_sweep_new_from_runs (again, &error);
      else
        g_assert_true (futo_sweep_merge_runs (merged, again, &error));
      g_assert_nonnull (merged);
      /* The same shard again overlaps. */
      g_assert_false (futo_sweep_merge_runs (merged, again, &error));
      g_assert_nonnull (strstr (error.message, "already recorded"));
      g_assert_cmpint (error.line, ==, 4);
      g_free (again);
      futo_sweep_free (part);
    }
  g_assert_cmpuint (futo_sweep_n_recorded (merged), ==, futo_sweep_n_jobs (whole));
  again = futo_sweep_runs_to_csv (merged);
  g_assert_cmpstr (text, ==, again);
  g_free (again);

  /* Another seed is another sweep. */
  spec.shard = 0;
  spec.n_shards = 1;
  spec.seed = 2;
  {
    FutoSweep *other = futo_sweep_new (&spec, &error);
    char *other_text = futo_sweep_runs_to_csv (other);

    g_assert_false (futo_sweep_merge_runs (merged, other_text, &error));
    g_assert_nonnull (strstr (error.message, "seed"));
    g_free (other_text);
    futo_sweep_free (other);
  }
  g_free (text);
  futo_sweep_free (whole);
  futo_sweep_free (merged);
  futo_sweep_free (read_back);
}

/* A broken runs file is refused at its line and column. */
static void
test_runs_file_errors (void)
{
  static const char head[] =
    "# futoshiki sweep runs 1\n"
    "# size 6 from 0.3 to 0.5 step 0.1 instances 2 signs 0 holes random seed 1 node-limit 0 "
    "time-limit 0 shard 1/1 algorithms fc\n"
    "job,holes_fraction,instance,algorithm,outcome,status,nodes,seconds\n";
  static const struct { const char *text; int line, column; const char *says; } bad[] = {
    { "a,b\n", 1, 1, "not a runs file" },
    { "# futoshiki sweep runs 1\n# size 6 colour red algorithms fc\n", 2, 10, "unknown setting" },
    { "# futoshiki sweep runs 1\n# size 6 algorithms nope\n", 2, 21, "unknown method" },
    { "# futoshiki sweep runs 1\n# size 99 algorithms fc\n"
      "job,holes_fraction,instance,algorithm,outcome,status,nodes,seconds\n", 2, 0, "size" },
    { "0,0.3000,0,fc,finished,solved,12\n", 4, 0, "eight fields" },
    { "9,0.3000,0,fc,finished,solved,12,0.1\n", 4, 1, "job number" },
    { "0,0.4000,0,fc,finished,solved,12,0.1\n", 4, 3, "fraction" },
    { "0,0.3000,1,fc,finished,solved,12,0.1\n", 4, 10, "instance" },
    { "0,0.3000,0,bt,finished,solved,12,0.1\n", 4, 12, "method" },
    { "0,0.3000,0,fc,won,solved,12,0.1\n", 4, 15, "outcome" },
    { "0,0.3000,0,fc,finished,great,12,0.1\n", 4, 24, "status" },
    { "0,0.3000,0,fc,finished,solved,-3,0.1\n", 4, 31, "node count" },
    { "0,0.3000,0,fc,finished,solved,12,soon\n", 4, 34, "time" },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = bad[i].line >= 4 ? g_strconcat (head, bad[i].text, NULL) : g_strdup (bad[i].text);
      FutoError error;

      g_assert_null (futo_sweep_new_from_runs (text, &error));
      if (strstr (error.message, bad[i].says) == NULL)
        g_error ("case %zu: \"%s\" does not say \"%s\"", i, error.message, bad[i].says);
      g_assert_cmpint (error.line, ==, bad[i].line);
      if (bad[i].column > 0)
        g_assert_cmpint (error.column, ==, bad[i].column);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/planted/instance", test_planted);
  g_test_add_func ("/planted/nested", test_planted_nested);
  g_test_add_func ("/planted/balanced", test_planted_balanced);
  g_test_add_func ("/sweep/runs-file", test_runs_file);
  g_test_add_func ("/sweep/runs-file-errors", test_runs_file_errors);
  g_test_add_func ("/sweep/quartiles", test_quartiles);
  g_test_add_func ("/sweep/stats-known-runs", test_stats_known_runs);
  g_test_add_func ("/sweep/stats-tiny-sweep", test_stats_tiny_sweep);
  g_test_add_func ("/sweep/limit-cuts", test_limit_cuts);
  g_test_add_func ("/sweep/cancel", test_cancel);
  g_test_add_func ("/sweep/spec-errors", test_spec_errors);
  return g_test_run ();
}
