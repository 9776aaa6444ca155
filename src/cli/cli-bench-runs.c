/* cli-bench-runs.c: futoshiki bench runs — a method's runtime distribution
 *
 * Runs one method N times on one puzzle, a seed a run (futo-run-series.h),
 * prints one row a run and a summary, and writes the rows as CSV and the
 * cumulative chart (futo-render-runs.h) when asked. Meant for the local
 * searches (sa, cso), whose single runs say little; a tree search with
 * randomised choices works too. The runs go to a pool of threads, one per
 * core unless --jobs says otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli-bench-args.h"
#include "cli-commands.h"
#include "cli-input.h"
#include "cli-report.h"
#include "futo-render-runs.h"
#include "futo-run-series.h"
#include "futoshiki-error-text.h"
#include "futoshiki-solve-job.h"

#define BENCH "bench runs"

typedef struct
{
  const char          *input;
  const FutoAlgorithm *algorithm;
  uint64_t             runs;
  uint64_t             seed;
  uint64_t             max_nodes;
  double               time_limit;
  const char          *params;
  int                  jobs;
  const char          *csv_path;
  const char          *plot_path;
  FutoExportFormat     plot_format;
  int                  plot_width;
  int                  plot_height;
} RunsOptions;

static void
usage (FILE *out)
{
  fprintf (out,
           "Usage: futoshiki bench runs [OPTION...] INPUT\n"
           "\n"
           "A method's runtime distribution: the method run many times on the puzzle\n"
           "INPUT, with the seeds S, S+1, …; one row a run (seed, solved, steps, time,\n"
           "best energy) and the fraction of runs solved within each number of steps.\n"
           "Steps are iterations for a local search (sa, cso), explored nodes for a\n"
           "tree search. The same options give the same runs, the times aside.\n"
           "\n"
           "Options:\n"
           "  -a, --algorithm ID     the method (default sa; see 'futoshiki algorithms')\n"
           "      --runs N           how many runs (default 100, at most 100000)\n"
           "      --seed S           the first run's seed (default 1)\n"
           "      --max-nodes N      explored nodes per run before it stops (0: none)\n"
           "      --time-limit T     seconds per run before it stops (default 0: none)\n"
           "      --params K=V,...   the method's own parameters\n"
           "      --jobs J           runs in parallel (default: one per core)\n"
           "      --csv FILE         write the runs as CSV to FILE ('-': standard output,\n"
           "                         instead of the table)\n"
           "      --plot FILE        draw the cumulative chart into FILE.svg, .png or .pdf\n"
           "                         ('-': SVG on standard output)\n"
           "      --plot-size WxH    the chart's size in pixels or points (default 800x500)\n"
           "  -h, --help             show this help\n"
           "\n"
           "A run that a limit stops, or that gives up, counts as not solved. Exit\n"
           "status: 0 done, 1 a run gave a wrong answer, 2 usage error or unreadable\n"
           "input.\n");
}

static int
parse_option (RunsOptions *options,
              int          argc,
              char       **argv,
              int         *i)
{
  static const char *const names[] = {
    "--algorithm", "-a", "--runs", "--seed", "--max-nodes", "--time-limit", "--params", "--jobs",
    "--csv", "--plot", "--plot-size",
  };
  const char *name = NULL, *value = NULL;
  uint64_t number;
  int status = -1;

  for (size_t k = 0; k < G_N_ELEMENTS (names) && status < 0; k++)
    {
      status = cli_bench_option_value (BENCH, argc, argv, i, names[k], &value);
      name = names[k];
    }
  if (status > 0)
    return status;
  if (status < 0)
    return cli_fail (NULL, BENCH ": unknown option '%s'; 'futoshiki bench runs --help' lists them", argv[*i]);

  if (strcmp (name, "--algorithm") == 0 || strcmp (name, "-a") == 0)
    {
      options->algorithm = futo_algorithm_find (value);
      if (options->algorithm == NULL)
        return cli_fail (NULL, BENCH ": unknown algorithm '%s'; 'futoshiki algorithms' lists them", value);
    }
  else if (strcmp (name, "--runs") == 0)
    {
      if (!cli_bench_parse_uint (value, &options->runs) || options->runs < 1
          || options->runs > FUTO_RUN_SERIES_MAX_RUNS)
        return cli_bench_bad_value (BENCH, name, value, "a count from 1 to 100000");
    }
  else if (strcmp (name, "--seed") == 0)
    {
      if (!cli_bench_parse_uint (value, &options->seed))
        return cli_bench_bad_value (BENCH, name, value, "a whole number");
    }
  else if (strcmp (name, "--max-nodes") == 0)
    {
      if (!cli_bench_parse_uint (value, &options->max_nodes))
        return cli_bench_bad_value (BENCH, name, value, "a whole number (0: no limit)");
    }
  else if (strcmp (name, "--time-limit") == 0)
    {
      if (!cli_bench_parse_double (value, &options->time_limit) || options->time_limit < 0)
        return cli_bench_bad_value (BENCH, name, value, "a number of seconds (0: no limit)");
    }
  else if (strcmp (name, "--params") == 0)
    options->params = value;
  else if (strcmp (name, "--jobs") == 0)
    {
      if (!cli_bench_parse_uint (value, &number) || number < 1 || number > 256)
        return cli_bench_bad_value (BENCH, name, value, "a count from 1 to 256");
      options->jobs = (int) number;
    }
  else if (strcmp (name, "--csv") == 0)
    options->csv_path = value;
  else if (strcmp (name, "--plot") == 0)
    {
      if (strcmp (value, "-") == 0)
        options->plot_format = FUTO_EXPORT_SVG;
      else if (!futo_render_export_format_from_path (value, &options->plot_format))
        return cli_fail (NULL, BENCH ": --plot: '%s' does not end in .svg, .png or .pdf", value);
      options->plot_path = value;
    }
  else if (strcmp (name, "--plot-size") == 0)
    {
      if (sscanf (value, "%dx%d", &options->plot_width, &options->plot_height) != 2
          || options->plot_width < 100 || options->plot_height < 100
          || options->plot_width > FUTO_EXPORT_MAX_PIXELS || options->plot_height > FUTO_EXPORT_MAX_PIXELS)
        return cli_bench_bad_value (BENCH, name, value, "a size such as 800x500 (each side 100 or more)");
    }
  return CLI_EXIT_OK;
}

static int
parse_options (RunsOptions *options,
               int          argc,
               char       **argv)
{
  *options = (RunsOptions) {
    .algorithm = futo_algorithm_find ("sa"),
    .runs = 100,
    .seed = 1,
    .jobs = (int) g_get_num_processors (),
    .plot_width = 800,
    .plot_height = 500,
  };
  for (int i = 1; i < argc; i++)
    {
      int status;

      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          usage (stdout);
          exit (CLI_EXIT_OK);
        }
      if (argv[i][0] != '-' || strcmp (argv[i], "-") == 0)
        {
          if (options->input != NULL)
            return cli_fail (NULL, BENCH ": unexpected argument '%s' after INPUT", argv[i]);
          options->input = argv[i];
          continue;
        }
      status = parse_option (options, argc, argv, &i);
      if (status != CLI_EXIT_OK)
        return status;
    }
  if (options->input == NULL)
    return cli_fail (NULL, BENCH ": INPUT is missing: name a puzzle file, '-' or a game ID");
  if (options->csv_path != NULL && options->plot_path != NULL && strcmp (options->csv_path, "-") == 0
      && strcmp (options->plot_path, "-") == 0)
    return cli_fail (NULL, BENCH ": --csv and --plot cannot both write to standard output");
  return CLI_EXIT_OK;
}

static void
run_one (gpointer data,
         gpointer user_data)
{
  futo_run_series_run (user_data, GPOINTER_TO_INT (data) - 1, NULL);
}

/* Runs every run in a pool of jobs threads, with a progress line on a
 * terminal. */
static void
run_all (FutoRunSeries *series,
         int            jobs)
{
  int n = futo_run_series_n_runs (series);
  GThreadPool *pool = g_thread_pool_new (run_one, series, MAX (1, MIN (jobs, n)), TRUE, NULL);
  bool terminal = isatty (STDERR_FILENO);

  for (int i = 0; i < n; i++)
    g_thread_pool_push (pool, GINT_TO_POINTER (i + 1), NULL);
  while (terminal && g_thread_pool_unprocessed (pool) > 0)
    {
      fprintf (stderr, "\r%d of %d runs started", n - (int) g_thread_pool_unprocessed (pool), n);
      g_usleep (G_USEC_PER_SEC / 4);
    }
  g_thread_pool_free (pool, FALSE, TRUE);
  if (terminal)
    fprintf (stderr, "\r\033[K");
}

static void
print_table (const FutoRunSeries *series)
{
  bool iterations = futo_run_series_counts_iterations (series);
  bool fitness = futo_run_series_algorithm (series)->reports_fitness;

  printf ("%8s  %-6s  %-10s  %14s  %11s  %s\n", "seed", "solved", "status", iterations ? "iterations" : "nodes",
          "time (ms)", fitness ? "best fitness" : "best energy");
  for (int i = 0; i < futo_run_series_n_runs (series); i++)
    {
      const FutoSeriesRun *run = futo_run_series_get (series, i);

      if (run->done)
        printf ("%8" G_GUINT64_FORMAT "  %-6s  %-10s  %14" G_GUINT64_FORMAT "  %11.3f  %g\n", run->seed,
                run->solved ? "yes" : "no", futo_status_name (run->status), run->steps, run->seconds * 1000,
                run->energy);
    }
}

static void
print_summary (const FutoRunSeries *series,
               const char          *input_name,
               FILE                *out)
{
  int done = futo_run_series_n_done (series), solved = futo_run_series_n_solved (series);
  double median = futo_run_series_median_steps (series), seconds = 0;
  const char *unit = futo_run_series_counts_iterations (series) ? "iterations" : "nodes";

  for (int i = 0; i < futo_run_series_n_runs (series); i++)
    seconds += futo_run_series_get (series, i)->seconds;
  fprintf (out, "%s on %s: %d of %d runs solved (%.0f %%)", futo_run_series_algorithm (series)->id, input_name,
           solved, done, done > 0 ? 100.0 * solved / done : 0.0);
  if (isfinite (median))
    {
      g_autofree char *count = futoshiki_solve_job_format_count ((guint64) median);

      fprintf (out, "; median %s %s", count, unit);
    }
  else
    fprintf (out, "; no median: half of the runs or more did not solve it");
  fprintf (out, "; %.3f ms a run on average\n", done > 0 ? seconds * 1000 / done : 0.0);
}

static int
write_plot (const FutoRunSeries *series,
            const RunsOptions   *options)
{
  FutoError error;
  bool ok;

  if (strcmp (options->plot_path, "-") == 0)
    ok = futo_render_runs_write_file (series, NULL, options->plot_format, options->plot_width,
                                      options->plot_height, "/dev/stdout", &error);
  else
    ok = futo_render_runs_write_file (series, NULL, options->plot_format, options->plot_width,
                                      options->plot_height, options->plot_path, &error);
  if (!ok)
    {
      g_autofree char *message = futoshiki_error_message (&error);

      return cli_fail (NULL, BENCH ": --plot: %s", message);
    }
  return CLI_EXIT_OK;
}

int
cli_command_bench_runs (int    argc,
                        char **argv)
{
  RunsOptions options;
  CliOptions input_options;
  CliInput input = { 0 };
  FutoRunOptions limits;
  FutoRunSeries *series;
  FutoError error;
  int status;
  bool wrong = false, table;

  status = parse_options (&options, argc, argv);
  if (status != CLI_EXIT_OK)
    return status;
  memset (&input_options, 0, sizeof input_options);
  input_options.command_name = BENCH;
  input_options.input = options.input;
  status = cli_input_load (&input_options, &input);
  if (status != CLI_EXIT_OK)
    return status;

  futo_run_options_init (&limits);
  limits.node_limit = options.max_nodes;
  limits.time_limit = options.time_limit;
  limits.params = options.params;
  series = futo_run_series_new (options.algorithm, input.game->puzzle, (int) options.runs, options.seed,
                                &limits, &error);
  if (series == NULL)
    {
      g_autofree char *message = futoshiki_error_message (&error);

      cli_input_clear (&input);
      return cli_fail (NULL, BENCH ": %s", message);
    }
  run_all (series, options.jobs);

  /* A wrong answer: a grid that is no solution, or "unsatisfiable" of a
   * puzzle that another run solved. */
  for (int i = 0; i < futo_run_series_n_runs (series); i++)
    {
      const FutoSeriesRun *run = futo_run_series_get (series, i);

      wrong |= run->status == FUTO_STATUS_SOLVED && !run->solved;
      wrong |= run->status == FUTO_STATUS_UNSATISFIABLE && futo_run_series_n_solved (series) > 0;
    }

  if (options.csv_path != NULL)
    {
      g_autofree char *csv = futo_run_series_to_csv (series);

      status = cli_bench_write_text (BENCH, csv, options.csv_path, "--csv");
    }
  /* The table and the summary go to standard output unless the CSV or
   * the chart does; then the summary goes to standard error. */
  table = (options.csv_path == NULL || strcmp (options.csv_path, "-") != 0)
          && (options.plot_path == NULL || strcmp (options.plot_path, "-") != 0);
  if (status == CLI_EXIT_OK && table)
    print_table (series);
  if (status == CLI_EXIT_OK && options.plot_path != NULL)
    status = write_plot (series, &options);
  if (status == CLI_EXIT_OK)
    {
      fflush (stdout);
      print_summary (series, input.name, table ? stdout : stderr);
    }
  futo_run_series_free (series);
  cli_input_clear (&input);
  if (status == CLI_EXIT_OK && wrong)
    {
      fprintf (stderr, "futoshiki: " BENCH ": a run gave a wrong answer (see the status column)\n");
      return CLI_EXIT_NO;
    }
  return status;
}
