/* test-cli-sweep.c: futoshiki bench sweep run as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-util.h"

#define TINY "bench", "sweep", "--size", "6", "--from", "0.3", "--to", "0.5", "--step", "0.1", \
             "--instances", "3", "--algorithms", "fc,mac"

static char *
read_file (const char *path,
           gsize      *length)
{
  char *contents = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* The fields of a CSV line that do not depend on the machine: all but the
 * three times. */
static char *
csv_without_times (const char *csv)
{
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  GString *kept = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], ",", -1);

      for (int f = 0; fields[f] != NULL; f++)
        if (f < 13 || f > 15)
          g_string_append_printf (kept, "%s,", fields[f]);
      g_string_append_c (kept, '\n');
    }
  return g_string_free (kept, FALSE);
}

/* A table on stdout, the CSV and the chart in files, nothing on stderr
 * (no progress line when stderr is not a terminal). */
static void
test_sweep_files (void)
{
  g_autofree char *csv_path = g_build_filename (cli_test_tmp_dir (), "sweep.csv", NULL);
  g_autofree char *png_path = g_build_filename (cli_test_tmp_dir (), "sweep.png", NULL);
  g_autofree char *svg_path = g_build_filename (cli_test_tmp_dir (), "sweep.svg", NULL);
  g_autofree char *pdf_path = g_build_filename (cli_test_tmp_dir (), "sweep.pdf", NULL);
  g_autoptr (Run) run = RUN (TINY, "--csv", csv_path, "--plot", png_path);
  g_autoptr (Run) svg = RUN (TINY, "--plot", svg_path, "--plot-effort", "time");
  g_autoptr (Run) pdf = RUN (TINY, "--plot", pdf_path, "--plot-size", "600x400");
  g_autofree char *csv = NULL, *png = NULL, *svg_text = NULL, *pdf_data = NULL;
  g_auto (GStrv) lines = NULL;
  gsize length;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_nonnull (strstr (run->out, "Sweep: order 6, 3 instances per point"));
  g_assert_nonnull (strstr (run->out, " 40.0%     14  mac"));
  g_assert_nonnull (strstr (run->out, "Peak"));

  csv = read_file (csv_path, NULL);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 * 2 + 1);
  g_assert_true (g_str_has_prefix (lines[0], "size,holes_fraction,holes,signs,algorithm,"));
  g_assert_true (g_str_has_prefix (lines[1], "6,0.3000,11,0,fc,3,3,3,0,0,"));
  g_assert_true (g_str_has_prefix (lines[6], "6,0.5000,18,0,mac,3,3,3,0,0,"));

  /* A PNG of the default 800 × 500: the size stands in its IHDR chunk. */
  png = read_file (png_path, &length);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (png + 16)), ==, 800);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (png + 20)), ==, 500);

  g_assert_cmpint (svg->status, ==, 0);
  svg_text = read_file (svg_path, NULL);
  g_assert_nonnull (strstr (svg_text, "<svg"));
  g_assert_nonnull (strstr (svg_text, "width=\"800pt\""));
  g_assert_cmpint (pdf->status, ==, 0);
  pdf_data = read_file (pdf_path, &length);
  g_assert_true (g_str_has_prefix (pdf_data, "%PDF-"));
}

/* The same seed gives the same instances and nodes; --csv - writes only
 * the CSV on stdout. */
static void
test_sweep_repeatable (void)
{
  g_autoptr (Run) first = RUN (TINY, "--csv", "-", "--seed", "5", "--jobs", "2");
  g_autoptr (Run) second = RUN (TINY, "--csv", "-", "--seed", "5", "--jobs", "1");
  g_autoptr (Run) other = RUN (TINY, "--csv", "-", "--seed", "6");
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  g_assert_cmpint (first->status, ==, 0);
  g_assert_true (g_str_has_prefix (first->out, "size,"));
  a = csv_without_times (first->out);
  b = csv_without_times (second->out);
  c = csv_without_times (other->out);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
}

/* Four shards run by GNU parallel, as a batch system would run them, then
 * merged: the same table as one run of the whole sweep, the clock aside. */
static void
test_sweep_shards (void)
{
#define SHARDED "--size", "8", "--from", "0.3", "--to", "0.6", "--step", "0.1", "--instances", "3", \
                "--algorithms", "fc,lab", "--holes", "balanced", "--time-limit", "0", "--max-nodes", "50000"
  g_autofree char *parallel = g_find_program_in_path ("parallel");
  g_autofree char *pattern = g_build_filename (cli_test_tmp_dir (), "shard-{}.runs", NULL);
  g_autofree char *merged_path = g_build_filename (cli_test_tmp_dir (), "merged.csv", NULL);
  g_autofree char *whole_runs = g_build_filename (cli_test_tmp_dir (), "whole.runs", NULL);
  g_autoptr (Run) whole = RUN ("bench", "sweep", SHARDED, "--csv", "-");
  g_autoptr (Run) whole_as_runs = RUN ("bench", "sweep", SHARDED, "--runs", whole_runs);
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = NULL, *err = NULL, *merged = NULL, *a = NULL, *b = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (Run) merge = NULL, twice = NULL, partial = NULL, from_whole = NULL;
  const char *sharded[] = { SHARDED };
  int status = -1;

  if (parallel == NULL)
    {
      g_test_skip ("GNU parallel is not installed (Debian package parallel)");
      return;
    }
  g_assert_cmpint (whole->status, ==, 0);

  g_ptr_array_add (argv, g_strdup (parallel));
  g_ptr_array_add (argv, g_strdup ("--will-cite"));
  g_ptr_array_add (argv, g_strdup (g_getenv ("FUTOSHIKI_CLI")));
  g_ptr_array_add (argv, g_strdup ("bench"));
  g_ptr_array_add (argv, g_strdup ("sweep"));
  for (gsize i = 0; i < G_N_ELEMENTS (sharded); i++)
    g_ptr_array_add (argv, g_strdup (sharded[i]));
  g_ptr_array_add (argv, g_strdup ("--jobs"));
  g_ptr_array_add (argv, g_strdup ("1"));
  g_ptr_array_add (argv, g_strdup ("--shard"));
  g_ptr_array_add (argv, g_strdup ("{}/4"));
  g_ptr_array_add (argv, g_strdup ("--runs"));
  g_ptr_array_add (argv, g_strdup (pattern));
  g_ptr_array_add (argv, g_strdup (":::"));
  for (int shard = 1; shard <= 4; shard++)
    g_ptr_array_add (argv, g_strdup_printf ("%d", shard));
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "Shard 3 of 4"));

  {
    g_autofree char *s1 = g_build_filename (cli_test_tmp_dir (), "shard-1.runs", NULL);
    g_autofree char *s2 = g_build_filename (cli_test_tmp_dir (), "shard-2.runs", NULL);
    g_autofree char *s3 = g_build_filename (cli_test_tmp_dir (), "shard-3.runs", NULL);
    g_autofree char *s4 = g_build_filename (cli_test_tmp_dir (), "shard-4.runs", NULL);

    /* In any order; one left out is refused, one given twice too. */
    merge = RUN ("bench", "sweep", "--merge", s3, s1, s4, s2, "--csv", merged_path);
    partial = RUN ("bench", "sweep", "--merge", s1, s2, s3);
    twice = RUN ("bench", "sweep", "--merge", s1, s2, s3, s4, s2);
    assert_one_line_error (partial, "runs are missing");
    g_assert_nonnull (strstr (twice->err, "shard-2.runs:4:1: this job's run is already recorded"));
    g_assert_cmpint (twice->status, ==, 2);
  }
  g_assert_cmpint (merge->status, ==, 0);
  g_assert_nonnull (strstr (merge->out, "Merged from 4 runs files"));
  merged = read_file (merged_path, NULL);
  a = csv_without_times (whole->out);
  b = csv_without_times (merged);
  g_assert_cmpstr (a, ==, b);

  /* One run's own runs file merges to the same table too. */
  g_assert_cmpint (whole_as_runs->status, ==, 0);
  from_whole = RUN ("bench", "sweep", "--merge", whole_runs, "--csv", "-");
  g_assert_cmpint (from_whole->status, ==, 0);
  g_clear_pointer (&b, g_free);
  b = csv_without_times (from_whole->out);
  g_assert_cmpstr (a, ==, b);
#undef SHARDED
}

static void
test_sweep_usage (void)
{
  static const struct { const char *args[4]; const char *expected; } cases[] = {
    { { "--from", "abc" }, "--from: 'abc' is not a fraction" },
    { { "--from", "0.5", "--to", "0.2" }, "--to 0.2 is below --from 0.5" },
    { { "--algorithms", "fc,nope" }, "unknown algorithm 'nope'" },
    { { "--plot", "chart.gif" }, "does not end in .svg, .png or .pdf" },
    { { "--signs", "2" }, "--signs: '2' is not a fraction" },
    { { "--instances", "0" }, "--instances: '0' is not a count" },
    { { "--size" }, "--size needs a value" },
    { { "--colour", "red" }, "unknown option '--colour'" },
    { { "--holes", "diagonal" }, "--holes: 'diagonal' is not random or balanced" },
    { { "--shard", "5/4" }, "--shard: '5/4' is not a shard" },
    { { "--shard", "1/4" }, "--shard needs --runs FILE" },
    { { "--merge" }, "--merge needs the runs files" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[8] = { "bench", "sweep" };
      g_autoptr (Run) run = NULL;

      for (int k = 0; k < 4 && cases[i].args[k] != NULL; k++)
        args[2 + k] = cases[i].args[k];
      run = run_with_input (NULL, -1, args);
      assert_one_line_error (run, cases[i].expected);
    }
}

static void
test_sweep_help (void)
{
  g_autoptr (Run) run = RUN ("bench", "sweep", "--help");
  g_autoptr (Run) general = RUN ("--help");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "Usage: futoshiki bench sweep"));
  g_assert_nonnull (strstr (run->out, "--plot FILE"));
  g_assert_nonnull (strstr (general->out, "bench sweep"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/sweep/files", test_sweep_files);
  g_test_add_func ("/cli/sweep/repeatable", test_sweep_repeatable);
  g_test_add_func ("/cli/sweep/shards", test_sweep_shards);
  g_test_add_func ("/cli/sweep/usage", test_sweep_usage);
  g_test_add_func ("/cli/sweep/help", test_sweep_help);

  return cli_test_run ();
}
