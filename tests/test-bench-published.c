/* test-bench-published.c: the paper's published figures, as the benchmark reads them
 *
 * src/cli/paper/data holds Şen & Diner's Tables 1 and 2; the paper
 * benchmark prints them beside its own. These tests read the real files
 * (they must name exactly the benchmark's 54 classes) and damaged copies
 * (the reader must say which file, line and column is wrong).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "paper-bench.h"
#include "test-util.h"

static const char *const files[] = { FUTO_PUBLISHED_TIME_FILE, FUTO_PUBLISHED_NODE_FILE };

/* The real files: every class of the benchmark, with the figures of a few
 * rows checked against the paper. */
static void
test_published_real (void)
{
  FutoPublished published;
  const FutoPublishedClass *row;
  char error[512] = "";

  g_assert_true (futo_bench_published_load (&published, FUTO_BENCH_PUBLISHED_DIR, error, sizeof error));
  g_assert_cmpstr (error, ==, "");
  g_assert_cmpint (published.count, ==, futo_bench_paper_class_count ());
  g_assert_true (futo_bench_published_match (&published, error, sizeof error));

  for (int k = 0; k < futo_bench_paper_class_count (); k++)
    {
      int n, inequalities, givens;

      futo_bench_paper_class (k, &n, &inequalities, &givens);
      row = futo_bench_published_find (&published, n, inequalities, givens);
      g_assert_nonnull (row);
      g_assert_true (row->has_nodes);
    }

  row = futo_bench_published_find (&published, 6, 6, 1);
  g_assert_cmpfloat (row->cf_time_mean, ==, 1.54);
  g_assert_cmpfloat (row->bt_time_sd, ==, 0.44);
  g_assert_cmpfloat (row->cf_explored, ==, 528);
  g_assert_cmpfloat (row->cf_removed, ==, 15);
  g_assert_cmpfloat (row->bt_explored, ==, 540);
  g_assert_true (row->time_sure && row->nodes_sure);
  /* FutoshikiBT's count is n·n(n+1)/2 here: one try per value of every
   * cell, givens included (the reading of bench/README.md). */
  row = futo_bench_published_find (&published, 15, 15, 170);
  g_assert_cmpfloat (row->bt_explored, ==, 15 * 15 * 16 / 2);
  /* An uncertain reading, with its note. */
  row = futo_bench_published_find (&published, 30, 30, 500);
  g_assert_false (row->time_sure);
  g_assert_true (row->nodes_sure);
  g_assert_nonnull (strstr (row->time_note, "11.000"));
  g_assert_null (futo_bench_published_find (&published, 6, 6, 2));
}

/* A copy of the real files in a fresh directory, with the line of the file
 * that starts with prefix replaced by replacement (no change when prefix is
 * NULL). */
static char *
copy_with (const char *file,
           const char *prefix,
           const char *replacement)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("published-XXXXXX", &error);

  g_assert_no_error (error);
  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *from = g_build_filename (FUTO_BENCH_PUBLISHED_DIR, files[f], NULL);
      g_autofree char *to = g_build_filename (dir, files[f], NULL);
      g_autofree char *text = NULL;
      g_auto (GStrv) lines = NULL;
      gboolean replaced = FALSE;

      g_file_get_contents (from, &text, NULL, &error);
      g_assert_no_error (error);
      lines = g_strsplit (text, "\n", -1);
      for (int k = 0; lines[k] != NULL && prefix != NULL && strcmp (files[f], file) == 0; k++)
        if (!replaced && g_str_has_prefix (lines[k], prefix))
          {
            g_free (lines[k]);
            lines[k] = g_strdup (replacement);
            replaced = TRUE;
          }
      g_assert_true (replaced || prefix == NULL || strcmp (files[f], file) != 0);
      g_free (text);
      text = g_strjoinv ("\n", lines);
      g_file_set_contents (to, text, -1, &error);
      g_assert_no_error (error);
    }
  return dir;
}

static void
remove_copy (const char *dir)
{
  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_build_filename (dir, files[f], NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

/* Loads a damaged copy: it must fail with a message that has expected in it. */
static void
assert_load_fails (const char *file,
                   const char *prefix,
                   const char *replacement,
                   const char *expected)
{
  g_autofree char *dir = copy_with (file, prefix, replacement);
  FutoPublished published;
  char error[4400] = "";

  g_assert_false (futo_bench_published_load (&published, dir, error, sizeof error));
  g_test_message ("%s", error);
  g_assert_nonnull (strstr (error, expected));
  remove_copy (dir);
}

/* Malformed lines: the message names the file, the line and the column. */
static void
test_published_malformed (void)
{
  g_autofree char *undamaged = copy_with (FUTO_PUBLISHED_TIME_FILE, NULL, NULL);
  FutoPublished published;
  char error[4400] = "";

  /* The copy itself loads: the failures below are the damage's. */
  g_assert_true (futo_bench_published_load (&published, undamaged, error, sizeof error));
  remove_copy (undamaged);

  /* Line 6 is 6/6/1; its cf_mean starts at column 7 ("6\t6\t1\t"). */
  assert_load_fails (FUTO_PUBLISHED_TIME_FILE, "6\t6\t1\t", "6\t6\t1\t1.5x\t0.11\t1.61\t0.44\tyes\t",
                     "table1-time-ms.tsv:6:7: cf_mean: expected a number, got \"1.5x\"");
  assert_load_fails (FUTO_PUBLISHED_TIME_FILE, "6\t6\t1\t", "6\t6\t1\t1.54\t0.11\t1.61\t0.44\tmaybe\t",
                     "table1-time-ms.tsv:6:27: sure: expected yes or no, got \"maybe\"");
  assert_load_fails (FUTO_PUBLISHED_TIME_FILE, "6\t6\t1\t", "6\t6\t1\t1.54\t0.11",
                     "table1-time-ms.tsv:6:16: 9 fields expected, 5 found");
  assert_load_fails (FUTO_PUBLISHED_NODE_FILE, "size\t", "size\tinequalities\tgivens\tcf_explored\tcf_removed",
                     "table2-nodes.tsv:5:48: expected the column \"bt_explored\" here");
  assert_load_fails (FUTO_PUBLISHED_NODE_FILE, "7\t7\t1\t", "7\t7\t1\t-456\t18\t469\tyes\t",
                     "table2-nodes.tsv:12:7: cf_explored: expected a number, got \"-456\"");
}

/* A class in one table only, or twice, and a class the benchmark does not
 * have: the data and the benchmark disagree, and that must not pass. */
static void
test_published_mismatch (void)
{
  g_autofree char *dir = NULL;
  FutoPublished published;
  char error[4400] = "";

  assert_load_fails (FUTO_PUBLISHED_NODE_FILE, "50\t500\t2000\t", "50\t500\t2100\t12864\t120979\t260000\tyes\t",
                     "table2-nodes.tsv:59:1: class 50_500_2100 is not in the time table");
  assert_load_fails (FUTO_PUBLISHED_NODE_FILE, "50\t500\t2000\t", "50\t400\t2000\t12864\t120979\t260000\tyes\t",
                     "table2-nodes.tsv:59:1: class 50_400_2000 given twice");
  assert_load_fails (FUTO_PUBLISHED_NODE_FILE, "50\t500\t2000\t", "",
                     "table2-nodes.tsv: class 50_500_2000 of the time table is missing");

  /* Renamed in the first table only is also a class in one table only; in
   * both, the files agree with each other and not with the benchmark. */
  assert_load_fails (FUTO_PUBLISHED_TIME_FILE, "9\t9\t1\t", "9\t9\t2\t8.08\t3.11\t8.11\t3.06\tyes\t",
                     "table2-nodes.tsv:24:1: class 9_9_1 is not in the time table");
  dir = copy_with (FUTO_PUBLISHED_TIME_FILE, "9\t9\t1\t", "9\t9\t2\t8.08\t3.11\t8.11\t3.06\tyes\t");
  {
    g_autofree char *nodes = g_build_filename (dir, FUTO_PUBLISHED_NODE_FILE, NULL);
    g_autofree char *text = NULL;
    char *at;

    g_assert_true (g_file_get_contents (nodes, &text, NULL, NULL));
    at = strstr (text, "\n9\t9\t1\t");
    g_assert_nonnull (at);
    at[5] = '2';
    g_assert_true (g_file_set_contents (nodes, text, -1, NULL));
  }
  g_assert_true (futo_bench_published_load (&published, dir, error, sizeof error));
  g_assert_false (futo_bench_published_match (&published, error, sizeof error));
  g_assert_cmpstr (error, ==, "the published tables lack the class 9_9_1");
  remove_copy (dir);

  g_assert_false (futo_bench_published_load (&published, "/nonexistent", error, sizeof error));
  g_assert_cmpstr (error, ==, "/nonexistent/" FUTO_PUBLISHED_TIME_FILE ": No such file or directory");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bench-published/real", test_published_real);
  g_test_add_func ("/bench-published/malformed", test_published_malformed);
  g_test_add_func ("/bench-published/mismatch", test_published_mismatch);
  return g_test_run ();
}
