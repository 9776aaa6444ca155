/* cli-bench-sweep.c: futoshiki bench sweep — where the hard puzzles are
 *
 * Runs the phase-transition sweep of the core (futo-sweep.h) through the
 * GLib library's FutoshikiExperimentsRun, the runner the app's Experiments
 * window uses (one thread per core by default, each run recorded on the
 * main loop), prints a table per point and method and each method's peak,
 * and writes the statistics as CSV and the chart (futo-render-sweep.h) when
 * asked. The command turns the main loop until the runner is done and
 * keeps the progress line meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli-bench-args.h"
#include "cli-commands.h"
#include "futoshiki-error-text.h"
#include "cli-report.h"
#include "futo-planted.h"
#include "futo-render-sweep.h"
#include "futo-sweep.h"
#include "futoshiki-experiments-run.h"
#include "futoshiki-file-read.h"

#define DEFAULT_ALGORITHMS "fc,mac,lab"
/* A runs file holds one short line a run: a million runs are some 100 MB
 * (docs/file-limits.md). */
#define RUNS_FILE_MAX_BYTES (256u * 1024 * 1024)

typedef struct
{
  FutoSweepSpec    spec;
  int              jobs;
  const char      *csv_path;
  const char      *plot_path;
  FutoExportFormat plot_format;
  FutoSweepEffort  effort;
  int              plot_width;
  int              plot_height;
  const char      *runs_path;
  GPtrArray       *merge_paths; /* the runs files given to --merge; NULL without */
} SweepOptions;

/* The progress line's clock. */
typedef struct
{
  FutoshikiExperimentsRun *run;
  gint64                   started;
} Progress;

static void
usage (FILE *out)
{
  fprintf (out,
           "Usage: futoshiki bench sweep [OPTION...]\n"
           "\n"
           "Where the hard puzzles are: planted instances (a random Latin square with\n"
           "holes punched in it, satisfiable by construction) at each fraction of empty\n"
           "cells, each solved by each method under a node and a time limit; per point\n"
           "and method the median and quartiles of the explored nodes and of the time.\n"
           "Runs cut by a limit are counted apart, never in the quartiles. The same\n"
           "options and seed give the same instances and node counts.\n"
           "\n"
           "Options:\n"
           "      --size N           order of the board (default 10)\n"
           "      --from F           first fraction of empty cells (default 0.30)\n"
           "      --to F             last fraction of empty cells (default 0.60)\n"
           "      --step F           between fractions (default 0.02)\n"
           "      --instances K      instances per point (default 10)\n"
           "      --algorithms A,B   methods to run (default " DEFAULT_ALGORITHMS ")\n"
           "      --signs S          fraction of neighbour pairs given their sign, 0 to 1\n"
           "                         (default 0: a quasigroup with holes)\n"
           "      --max-nodes N      explored nodes per run before it counts as cut\n"
           "                         (default 10000000; 0: none)\n"
           "      --time-limit T     seconds per run before it counts as cut (default 10;\n"
           "                         0: none)\n"
           "      --seed X           the instances' seed (default 1)\n"
           "      --holes P          where the holes go: random (default) or balanced (as\n"
           "                         many in every row and column: balanced QWH)\n"
           "      --jobs J           runs in parallel (default: one per core)\n"
           "      --csv FILE         write the statistics as CSV to FILE ('-': standard\n"
           "                         output, instead of the table)\n"
           "      --plot FILE        draw the chart into FILE.svg, FILE.png or FILE.pdf\n"
           "      --plot-effort E    the chart's effort axis: nodes (default) or time\n"
           "      --plot-size WxH    the chart's size in pixels or points (default 800x500)\n"
           "      --shard K/N        run only shard K of N (every Nth run, from the Kth);\n"
           "                         needs --runs\n"
           "      --runs FILE        write every run (one line each) to FILE, for --merge\n"
           "      --merge FILE...    run nothing: read the runs files of all shards of one\n"
           "                         sweep and report them as one run of the whole sweep\n"
           "  -h, --help             show this help\n"
           "\n"
           "On many machines: run each shard anywhere with the same options, then merge:\n"
           "  parallel futoshiki bench sweep --size 50 --shard {}/8 --runs part-{}.runs ::: 1 2 3 4 5 6 7 8\n"
           "  futoshiki bench sweep --merge part-*.runs --csv sweep.csv --plot sweep.svg\n"
           "\n"
           "A progress line is shown on a terminal. Exit status: 0 done, 1 a method\n"
           "gave a wrong answer, 2 usage error.\n");
}

static int
parse_algorithms (FutoSweepSpec *spec,
                  const char    *list)
{
  g_auto (GStrv) ids = g_strsplit (list, ",", -1);

  spec->n_algorithms = 0;
  for (int i = 0; ids[i] != NULL; i++)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (g_strstrip (ids[i]));

      if (algorithm == NULL)
        return cli_fail (NULL, "bench sweep: --algorithms: unknown algorithm '%s'; "
                         "'futoshiki algorithms' lists them", ids[i]);
      if (spec->n_algorithms == FUTO_SWEEP_MAX_ALGORITHMS)
        return cli_fail (NULL, "bench sweep: --algorithms: at most %d methods",
                         FUTO_SWEEP_MAX_ALGORITHMS);
      spec->algorithms[spec->n_algorithms++] = algorithm;
    }
  if (spec->n_algorithms == 0)
    return cli_fail (NULL, "bench sweep: --algorithms: name at least one method");
  return CLI_EXIT_OK;
}

static int
parse_option (SweepOptions *options,
              int           argc,
              char        **argv,
              int          *i)
{
  static const char *const names[] = {
    "--size", "--from", "--to", "--step", "--instances", "--algorithms", "--signs", "--max-nodes",
    "--time-limit", "--seed", "--jobs", "--csv", "--plot", "--plot-effort", "--plot-size",
    "--holes", "--shard", "--runs",
  };
  FutoSweepSpec *spec = &options->spec;
  const char *name = NULL, *value = NULL;
  uint64_t number;
  int status = -1;

  for (size_t k = 0; k < G_N_ELEMENTS (names) && status < 0; k++)
    {
      status = cli_bench_option_value ("bench sweep", argc, argv, i, names[k], &value);
      name = names[k];
    }
  if (status < 0)
    return cli_fail (NULL, "bench sweep: unknown option '%s'; "
                     "'futoshiki bench sweep --help' lists them", argv[*i]);
  if (status != CLI_EXIT_OK)
    return status;

  if (strcmp (name, "--size") == 0)
    {
      if (!cli_bench_parse_uint (value, &number) || number < FUTO_MIN_SIZE || number > FUTO_MAX_SIZE)
        return cli_bench_bad_value ("bench sweep", name, value, "an order from 2 to 64");
      spec->size = (int) number;
    }
  else if (strcmp (name, "--from") == 0 || strcmp (name, "--to") == 0 || strcmp (name, "--signs") == 0)
    {
      double *target = name[2] == 'f' ? &spec->from : name[2] == 't' ? &spec->to : &spec->signs;

      if (!cli_bench_parse_double (value, target) || *target < 0 || *target > 1)
        return cli_bench_bad_value ("bench sweep", name, value, "a fraction from 0 to 1 (0.42 for 42 %)");
    }
  else if (strcmp (name, "--step") == 0)
    {
      if (!cli_bench_parse_double (value, &spec->step) || spec->step <= 0 || spec->step > 1)
        return cli_bench_bad_value ("bench sweep", name, value, "a fraction above 0 and at most 1");
    }
  else if (strcmp (name, "--instances") == 0)
    {
      if (!cli_bench_parse_uint (value, &number) || number < 1 || number > FUTO_SWEEP_MAX_INSTANCES)
        return cli_bench_bad_value ("bench sweep", name, value, "a count from 1 to 10000");
      spec->instances = (int) number;
    }
  else if (strcmp (name, "--algorithms") == 0)
    return parse_algorithms (spec, value);
  else if (strcmp (name, "--max-nodes") == 0)
    {
      if (!cli_bench_parse_uint (value, &spec->node_limit))
        return cli_bench_bad_value ("bench sweep", name, value, "a count of nodes");
    }
  else if (strcmp (name, "--time-limit") == 0)
    {
      if (!cli_bench_parse_double (value, &spec->time_limit) || spec->time_limit < 0)
        return cli_bench_bad_value ("bench sweep", name, value, "a number of seconds");
    }
  else if (strcmp (name, "--seed") == 0)
    {
      if (!cli_bench_parse_uint (value, &spec->seed))
        return cli_bench_bad_value ("bench sweep", name, value, "a whole number");
    }
  else if (strcmp (name, "--jobs") == 0)
    {
      if (!cli_bench_parse_uint (value, &number) || number < 1 || number > 256)
        return cli_bench_bad_value ("bench sweep", name, value, "a count from 1 to 256");
      options->jobs = (int) number;
    }
  else if (strcmp (name, "--csv") == 0)
    options->csv_path = value;
  else if (strcmp (name, "--runs") == 0)
    options->runs_path = value;
  else if (strcmp (name, "--holes") == 0)
    {
      if (strcmp (value, "random") == 0)
        spec->holes_pattern = FUTO_PLANTED_HOLES_RANDOM;
      else if (strcmp (value, "balanced") == 0)
        spec->holes_pattern = FUTO_PLANTED_HOLES_BALANCED;
      else
        return cli_bench_bad_value ("bench sweep", name, value, "random or balanced");
    }
  else if (strcmp (name, "--shard") == 0)
    {
      int shard = 0, count = 0, used = 0;

      if (sscanf (value, "%d/%d%n", &shard, &count, &used) != 2 || value[used] != '\0'
          || count < 1 || count > 100000 || shard < 1 || shard > count)
        return cli_bench_bad_value ("bench sweep", name, value, "a shard such as 3/8 (the third of eight)");
      spec->shard = shard - 1;
      spec->n_shards = count;
    }
  else if (strcmp (name, "--plot") == 0)
    {
      if (!futo_render_export_format_from_path (value, &options->plot_format))
        return cli_fail (NULL, "bench sweep: --plot: '%s' does not end in .svg, .png or .pdf", value);
      options->plot_path = value;
    }
  else if (strcmp (name, "--plot-effort") == 0)
    {
      if (strcmp (value, "nodes") == 0)
        options->effort = FUTO_SWEEP_EFFORT_NODES;
      else if (strcmp (value, "time") == 0)
        options->effort = FUTO_SWEEP_EFFORT_TIME;
      else
        return cli_bench_bad_value ("bench sweep", name, value, "nodes or time");
    }
  else if (strcmp (name, "--plot-size") == 0)
    {
      if (sscanf (value, "%dx%d", &options->plot_width, &options->plot_height) != 2
          || options->plot_width < 100 || options->plot_height < 100
          || options->plot_width > FUTO_EXPORT_MAX_PIXELS || options->plot_height > FUTO_EXPORT_MAX_PIXELS)
        return cli_bench_bad_value ("bench sweep", name, value, "a size such as 800x500 (each side 100 or more)");
    }
  return CLI_EXIT_OK;
}

static int
parse_options (SweepOptions *options,
               int           argc,
               char        **argv)
{
  futo_sweep_spec_init (&options->spec);
  options->jobs = (int) g_get_num_processors ();
  options->effort = FUTO_SWEEP_EFFORT_NODES;
  options->plot_width = 800;
  options->plot_height = 500;
  if (parse_algorithms (&options->spec, DEFAULT_ALGORITHMS) != CLI_EXIT_OK)
    return CLI_EXIT_USAGE;

  for (int i = 1; i < argc; i++)
    {
      int status;

      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          usage (stdout);
          return -1;
        }
      if (strcmp (argv[i], "--merge") == 0)
        {
          /* The runs files follow, up to the next option. */
          options->merge_paths = g_ptr_array_new ();
          while (i + 1 < argc && argv[i + 1][0] != '-')
            g_ptr_array_add (options->merge_paths, argv[++i]);
          if (options->merge_paths->len == 0)
            return cli_fail (NULL, "bench sweep: --merge needs the runs files of the shards");
          continue;
        }
      status = parse_option (options, argc, argv, &i);
      if (status != CLI_EXIT_OK)
        return status;
    }
  if (options->spec.to < options->spec.from)
    return cli_fail (NULL, "bench sweep: --to %g is below --from %g", options->spec.to,
                     options->spec.from);
  /* A shard's table alone says little; its runs are what the merge needs. */
  if (options->spec.n_shards > 1 && options->runs_path == NULL)
    return cli_fail (NULL, "bench sweep: --shard needs --runs FILE, for the merge");
  if (options->merge_paths != NULL && options->spec.n_shards > 1)
    return cli_fail (NULL, "bench sweep: --merge and --shard do not go together");
  return CLI_EXIT_OK;
}

/* ---- Running ---- */

static void
show_progress (Progress *progress)
{
  const FutoSweep *sweep = futoshiki_experiments_run_get_sweep (progress->run);
  size_t done = futo_sweep_n_recorded (sweep);
  size_t total = futo_sweep_n_shard_jobs (sweep);
  double seconds = (double) (g_get_monotonic_time () - progress->started) / G_USEC_PER_SEC;
  int point;

  /* The shard's done-th job, roughly: its jobs are every n_shards-th. */
  futo_sweep_job_place (sweep, (done < total ? done : total - 1) * futo_sweep_n_jobs (sweep) / total,
                        &point, NULL, NULL);
  fprintf (stderr, "\r\033[Ksweep: %zu/%zu runs, %.0f %% holes, %.0f s", done, total,
           futo_sweep_fraction (sweep, point) * 100, seconds);
  fflush (stderr);
}

static gboolean
progress_tick_cb (gpointer data)
{
  show_progress (data);
  return G_SOURCE_CONTINUE;
}

/* Runs every job in options->jobs threads and returns once all are
 * recorded; on a terminal the progress line follows each run and redraws
 * ten times a second. The sweep stays in run. */
static int
run_sweep (FutoshikiExperimentsRun *run,
           const SweepOptions      *options)
{
  g_autoptr (GError) error = NULL;
  bool shown = isatty (STDERR_FILENO);
  Progress progress = { .run = run, .started = g_get_monotonic_time () };
  gulong changed = 0;
  guint tick = 0;

  futoshiki_experiments_run_set_jobs (run, (guint) options->jobs);
  if (!futoshiki_experiments_run_start (run, &options->spec, &error))
    return cli_fail (NULL, "bench sweep: %s", error->message);
  if (shown)
    {
      changed = g_signal_connect_swapped (run, "changed", G_CALLBACK (show_progress), &progress);
      tick = g_timeout_add (100, progress_tick_cb, &progress);
    }
  /* The runs come back on this thread's main context. */
  while (futoshiki_experiments_run_get_running (run))
    g_main_context_iteration (NULL, TRUE);
  if (shown)
    {
      g_source_remove (tick);
      g_signal_handler_disconnect (run, changed);
      fprintf (stderr, "\r\033[K");
    }
  return CLI_EXIT_OK;
}

/* ---- Reporting ---- */

static void
print_table (const FutoSweep    *sweep,
             const SweepOptions *options)
{
  const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);

  printf ("Sweep: order %d, %d instances per point, %s holes, %d signs (%.2f of the pairs), "
          "seed %llu,\nlimits %llu nodes and %g s per run, %d jobs\n",
          spec->size, spec->instances,
          spec->holes_pattern == FUTO_PLANTED_HOLES_BALANCED ? "balanced" : "random",
          futo_planted_sign_count (spec->size, spec->signs), spec->signs,
          (unsigned long long) spec->seed, (unsigned long long) spec->node_limit, spec->time_limit,
          options->jobs);
  if (spec->n_shards > 1)
    printf ("Shard %d of %d: %zu of the %zu runs (merge the shards' runs files for the whole "
            "sweep)\n", spec->shard + 1, spec->n_shards, futo_sweep_n_shard_jobs (sweep),
            futo_sweep_n_jobs (sweep));
  else if (options->merge_paths != NULL)
    printf ("Merged from %u runs files\n", options->merge_paths->len);
  printf ("\n");
  /* A quartile that reaches the cut runs prints as "inf". */
  printf ("%6s %6s  %-8s %8s %4s %4s  %12s %12s %12s  %11s\n", "holes", "empty", "method", "finished",
          "cut", "bad", "nodes q1", "median", "q3", "median ms");
  for (int point = 0; point < futo_sweep_n_points (sweep); point++)
    for (int a = 0; a < spec->n_algorithms; a++)
      {
        FutoSweepStats stats;

        futo_sweep_get_stats (sweep, point, a, &stats);
        printf ("%5.1f%% %6d  %-8s %8d %4d %4d  %12.0f %12.0f %12.0f  %11.3f\n", stats.fraction * 100,
                stats.holes, spec->algorithms[a]->id, stats.finished, stats.cut, stats.wrong,
                stats.nodes_q1, stats.nodes_median, stats.nodes_q3, stats.time_median * 1000);
      }

  /* The peak: the highest median (cut runs rank above every finished one),
   * then the most runs cut. */
  printf ("\nPeak (highest median of explored nodes, then most runs cut):\n");
  for (int a = 0; a < spec->n_algorithms; a++)
    {
      FutoSweepStats best = { 0 };
      int best_point = -1;

      for (int point = 0; point < futo_sweep_n_points (sweep); point++)
        {
          FutoSweepStats stats;

          futo_sweep_get_stats (sweep, point, a, &stats);
          if (best_point < 0 || stats.nodes_median > best.nodes_median
              || (stats.nodes_median == best.nodes_median && stats.cut > best.cut))
            {
              best = stats;
              best_point = point;
            }
        }
      printf ("  %-8s %.1f %% holes (%d cells): median %.0f nodes [%.0f, %.0f], %.3f ms; "
              "%d of %d cut; hardest instance %d\n",
              spec->algorithms[a]->id, best.fraction * 100, best.holes, best.nodes_median,
              best.nodes_q1, best.nodes_q3, best.time_median * 1000, best.cut, best.runs, best.hardest);
    }
}

static int
write_csv (const FutoSweep *sweep,
           const char      *path)
{
  g_autofree char *csv = futo_sweep_to_csv (sweep);

  return cli_bench_write_text ("bench sweep", csv, path, "--csv");
}

static int
write_plot (const FutoSweep    *sweep,
            const SweepOptions *options)
{
  FutoRenderSweepOptions chart;
  FutoError error;

  futo_render_sweep_options_init (&chart);
  chart.effort = options->effort;
  if (!futo_render_sweep_write_file (sweep, &chart, options->plot_format, options->plot_width,
                                     options->plot_height, options->plot_path, &error))
    {
      g_autofree char *message = futoshiki_error_message (&error);

      return cli_fail (NULL, "bench sweep: --plot: %s", message);
    }
  return CLI_EXIT_OK;
}

static int
write_runs (const FutoSweep *sweep,
            const char      *path)
{
  g_autofree char *runs = futo_sweep_runs_to_csv (sweep);

  return cli_bench_write_text ("bench sweep", runs, path, "--runs");
}

/* The whole sweep from the shards' runs files, or NULL after saying why
 * (the file, line and column of a bad line; a missing shard). */
static FutoSweep *
merge_runs (const SweepOptions *options)
{
  FutoSweep *sweep = NULL;

  for (guint i = 0; i < options->merge_paths->len; i++)
    {
      const char *path = g_ptr_array_index (options->merge_paths, i);
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
      g_autoptr (GBytes) bytes = NULL;
      g_autoptr (GError) error = NULL;
      const char *text;
      FutoError futo_error;
      bool ok;

      /* A device or a FIFO is refused at once, a runaway file at its limit;
       * the bytes end in a NUL, as the runs reader wants. */
      bytes = futoshiki_file_read_bounded (file, RUNS_FILE_MAX_BYTES, NULL, &error);
      if (bytes == NULL)
        {
          cli_fail (NULL, "bench sweep: --merge: %s", error->message);
          futo_sweep_free (sweep);
          return NULL;
        }
      text = g_bytes_get_size (bytes) > 0 ? g_bytes_get_data (bytes, NULL) : "";
      if (sweep == NULL)
        ok = (sweep = futo_sweep_new_from_runs (text, &futo_error)) != NULL;
      else
        ok = futo_sweep_merge_runs (sweep, text, &futo_error);
      if (!ok)
        {
          g_autofree char *message = futoshiki_error_message (&futo_error);

          cli_fail (NULL, "%s:%d:%d: %s", path, futo_error.line, futo_error.column, message);
          futo_sweep_free (sweep);
          return NULL;
        }
    }
  /* A sweep with runs missing would report medians of a part as if they
   * were the whole. */
  if (futo_sweep_n_recorded (sweep) < futo_sweep_n_jobs (sweep))
    {
      size_t missing = futo_sweep_n_jobs (sweep) - futo_sweep_n_recorded (sweep);

      for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
        if (futo_sweep_get_run (sweep, job)->outcome == FUTO_SWEEP_PENDING)
          {
            cli_fail (NULL, "bench sweep: --merge: %zu of the %zu runs are missing, the first "
                      "being run %zu: is a shard's runs file left out, or did a shard stop early?",
                      missing, futo_sweep_n_jobs (sweep), job);
            break;
          }
      futo_sweep_free (sweep);
      return NULL;
    }
  return sweep;
}

static bool
any_wrong (const FutoSweep *sweep)
{
  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    if (futo_sweep_get_run (sweep, job)->outcome == FUTO_SWEEP_WRONG)
      return true;
  return false;
}

int
cli_command_bench_sweep (int    argc,
                         char **argv)
{
  SweepOptions options;
  g_autoptr (FutoshikiExperimentsRun) run = NULL;
  g_autoptr (GPtrArray) merge_paths = NULL;
  FutoSweep *merged = NULL;
  const FutoSweep *sweep;
  int status;

  memset (&options, 0, sizeof options);
  status = parse_options (&options, argc, argv);
  merge_paths = options.merge_paths;
  if (status < 0)
    return CLI_EXIT_OK;
  if (status != CLI_EXIT_OK)
    return status;

  if (options.merge_paths != NULL)
    {
      merged = merge_runs (&options);
      if (merged == NULL)
        return CLI_EXIT_USAGE;
      sweep = merged;
      options.spec = *futo_sweep_get_spec (merged);
    }
  else
    {
      run = futoshiki_experiments_run_new ();
      status = run_sweep (run, &options);
      if (status != CLI_EXIT_OK)
        return status;
      sweep = futoshiki_experiments_run_get_sweep (run);
    }
  status = CLI_EXIT_OK;
  if ((options.csv_path == NULL || strcmp (options.csv_path, "-") != 0) &&
      (options.runs_path == NULL || strcmp (options.runs_path, "-") != 0))
    print_table (sweep, &options);
  if (options.runs_path != NULL)
    status = write_runs (sweep, options.runs_path);
  if (status == CLI_EXIT_OK && options.csv_path != NULL)
    status = write_csv (sweep, options.csv_path);
  if (status == CLI_EXIT_OK && options.plot_path != NULL)
    status = write_plot (sweep, &options);
  if (status == CLI_EXIT_OK && any_wrong (sweep))
    {
      cli_note ("bench sweep: a method gave a wrong answer on a planted instance (column 'bad')");
      status = CLI_EXIT_NO;
    }
  futo_sweep_free (merged);
  return status;
}
