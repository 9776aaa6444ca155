/* test-cli-bench-runs.c: futoshiki bench runs run as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-util.h"

/* The examples' 5×5 Unequal puzzle. */
static char *
puzzle_path (void)
{
  return g_build_filename (g_getenv ("FUTOSHIKI_TEST_DATA"), "examples", "unequal_5x5.txt", NULL);
}

/* The CSV without its seconds column, which depends on the machine. */
static char *
csv_without_times (const char *csv)
{
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  GString *kept = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], ",", -1);

      for (int f = 0; fields[f] != NULL; f++)
        if (f != 4)
          g_string_append_printf (kept, "%s,", fields[f]);
      g_string_append_c (kept, '\n');
    }
  return g_string_free (kept, FALSE);
}

/* One CSV row a run on standard output, the summary on standard error, and
 * the same rows again for the same seed. */
static void
test_csv_rows (void)
{
  g_autofree char *puzzle = puzzle_path ();
  g_autoptr (Run) run = RUN ("bench", "runs", puzzle, "-a", "sa", "--runs", "6", "--seed", "3", "--csv", "-");
  g_autoptr (Run) again = RUN ("bench", "runs", puzzle, "-a", "sa", "--runs", "6", "--seed", "3", "--csv", "-");
  g_autofree char *first = NULL, *second = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (run->status, ==, 0);
  lines = g_strsplit (run->out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 6 + 1);
  g_assert_cmpstr (lines[0], ==, "seed,solved,status,iterations,seconds,best_energy");
  g_assert_true (g_str_has_prefix (lines[1], "3,"));
  g_assert_true (g_str_has_prefix (lines[6], "8,"));
  g_assert_nonnull (strstr (run->err, "sa on "));
  g_assert_nonnull (strstr (run->err, "of 6 runs solved"));
  first = csv_without_times (run->out);
  second = csv_without_times (again->out);
  g_assert_cmpstr (first, ==, second);
}

/* The table and its summary on standard output, the chart in a file. */
static void
test_table_and_plot (void)
{
  g_autofree char *puzzle = puzzle_path ();
  g_autofree char *svg_path = g_build_filename (cli_test_tmp_dir (), "runs.svg", NULL);
  g_autofree char *png_path = g_build_filename (cli_test_tmp_dir (), "runs.png", NULL);
  g_autoptr (Run) run = RUN ("bench", "runs", puzzle, "--runs", "5", "--plot", svg_path);
  g_autoptr (Run) png = RUN ("bench", "runs", puzzle, "-a", "fc", "--runs", "2", "--plot", png_path,
                             "--plot-size", "400x300");
  g_autofree char *svg = NULL, *png_data = NULL;
  gsize length;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_true (g_str_has_prefix (run->out, "    seed  solved  status"));
  g_assert_nonnull (strstr (run->out, "of 5 runs solved"));
  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, NULL));
  g_assert_nonnull (strstr (svg, "<svg"));

  /* A tree search counts nodes; its runs all take the same. */
  g_assert_cmpint (png->status, ==, 0);
  g_assert_nonnull (strstr (png->out, "nodes"));
  g_assert_nonnull (strstr (png->out, "2 of 2 runs solved (100 %); median "));
  g_assert_true (g_file_get_contents (png_path, &png_data, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (png_data + 16)), ==, 400);
}

/* Usage errors name the option and exit 2. */
static void
test_usage_errors (void)
{
  g_autofree char *puzzle = puzzle_path ();
  g_autoptr (Run) zero = RUN ("bench", "runs", puzzle, "--runs", "0");
  g_autoptr (Run) method = RUN ("bench", "runs", puzzle, "-a", "nope");
  g_autoptr (Run) plot = RUN ("bench", "runs", puzzle, "--plot", "chart.gif");
  g_autoptr (Run) missing = RUN ("bench", "runs", "--runs", "3");
  g_autoptr (Run) unreadable = RUN ("bench", "runs", "/nonexistent/puzzle.txt");

  g_assert_cmpint (zero->status, ==, 2);
  g_assert_nonnull (strstr (zero->err, "--runs: '0' is not a count from 1 to 100000"));
  g_assert_cmpint (method->status, ==, 2);
  g_assert_nonnull (strstr (method->err, "unknown algorithm 'nope'"));
  g_assert_cmpint (plot->status, ==, 2);
  g_assert_nonnull (strstr (plot->err, "does not end in .svg, .png or .pdf"));
  g_assert_cmpint (missing->status, ==, 2);
  g_assert_nonnull (strstr (missing->err, "INPUT is missing"));
  g_assert_cmpint (unreadable->status, ==, 2);
  g_assert_nonnull (strstr (unreadable->err, "/nonexistent/puzzle.txt"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/bench-runs/csv-rows", test_csv_rows);
  g_test_add_func ("/cli/bench-runs/table-and-plot", test_table_and_plot);
  g_test_add_func ("/cli/bench-runs/usage-errors", test_usage_errors);
  return cli_test_run ();
}
