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
  g_test_add_func ("/cli/sweep/usage", test_sweep_usage);
  g_test_add_func ("/cli/sweep/help", test_sweep_help);

  return cli_test_run ();
}
