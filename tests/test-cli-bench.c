/* test-cli-bench.c: bench: the paper's experiment run from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-test-util.h"

/* futoshiki bench paper runs the paper's experiment and checks its answers. */
static void
test_bench_paper (void)
{
  g_autoptr (Run) run = RUN ("bench", "paper", "--classes", "6_6_1,7_7_30", "--instances", "2");
  g_autoptr (Run) bad = RUN ("bench", "nothing");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "Table 1"));
  g_assert_nonnull (strstr (run->out, "Table 2"));
  g_assert_nonnull (strstr (run->out, "all correct"));
  g_assert_cmpint (bad->status, ==, 2);
  g_assert_nonnull (strstr (bad->err, "unknown benchmark 'nothing'; the benchmarks are: paper, sweep"));
}

/* bench alone and bench --help name every benchmark, and where their
 * options are; only the missing name is a usage error. */
static void
test_bench_usage (void)
{
  g_autoptr (Run) none = RUN ("bench");
  g_autoptr (Run) help = RUN ("bench", "--help");

  g_assert_cmpint (none->status, ==, 2);
  g_assert_cmpint (help->status, ==, 0);
  g_assert_cmpstr (none->out, ==, help->out);
  g_assert_nonnull (strstr (help->out, "Usage: futoshiki bench paper|sweep|runs [OPTION...]"));
  g_assert_nonnull (strstr (help->out, "  paper  reproduce"));
  g_assert_nonnull (strstr (help->out, "  sweep  where the hard puzzles are"));
  g_assert_nonnull (strstr (help->out, "  runs   a method's runtime distribution"));
  g_assert_nonnull (strstr (help->out, "'futoshiki bench runs --help'"));
}

/* The line of text that starts after prefix's newline (a copy). */
static char *
line_of (const char *text,
         const char *prefix)
{
  const char *at = strstr (text, prefix);

  g_assert_nonnull (at);
  at++;
  return g_strndup (at, strcspn (at, "\n"));
}

/* The command: our figures and the paper's side by side, for every
 * class of sizes 6 and 7, with Şen & Diner's own numbers in the rows. */
static void
test_bench_paper_beside (void)
{
  g_autoptr (Run) run = RUN ("bench", "paper", "--classes", "6,7", "--instances", "3");
  const char *time, *nodes;
  char *row;

  g_assert_cmpint (run->status, ==, 0);
  time = strstr (run->out, "Table 3. Time beside the paper's Table 1");
  nodes = strstr (run->out, "Table 4. Nodes beside the paper's Table 2");
  g_assert_nonnull (time);
  g_assert_nonnull (nodes);
  g_assert_true (time < nodes);
  g_assert_nonnull (strstr (time, "ColorFutoshiki (color)"));
  g_assert_nonnull (strstr (time, "FutoshikiBT (bt)"));

  /* 6/6/1: the paper's 1.54 ms (color) and 1.61 ms (bt), then its 528 and
   * 540 explored nodes and 15 removed, each first in its method's columns. */
  row = line_of (time, "\n     6      6     1 | ");
  g_assert_true (g_str_has_prefix (row, "     6      6     1 |      1.54 "));
  g_assert_nonnull (strstr (row, " |      1.61 "));
  g_free (row);
  row = line_of (nodes, "\n     6      6     1 | ");
  g_assert_true (g_str_has_prefix (row, "     6      6     1 |       528 "));
  g_assert_nonnull (strstr (row, "        15 "));
  g_assert_nonnull (strstr (row, " |       540 "));
  g_free (row);
  /* All twelve classes of sizes 6 and 7 in both tables. */
  g_assert_nonnull (strstr (nodes, "\n     7     40     7 | "));
  g_assert_nonnull (strstr (time, "\n     7      7    40 | "));
  /* No uncertain value among these classes. */
  g_assert_null (strstr (run->out, "left uncertain"));
}

/* Uncertain published values carry a "?" and their note; --csv has the
 * published columns; a damaged or missing data directory stops the run. */
static void
test_bench_paper_published (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bench-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "runs.csv", NULL);
  g_autoptr (Run) run = RUN ("bench", "paper", "--classes", "8_8_40", "--instances", "1", "--csv", csv);
  g_autoptr (Run) missing = RUN ("bench", "paper", "--classes", "6_6_1", "--published", dir);
  g_autoptr (Run) none = RUN ("bench", "paper", "--classes", "6_6_1", "--instances", "1", "--published", "none");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "        78?"));
  g_assert_nonnull (strstr (run->out, "8_8_40, Table 2: cf columns garbled"));

  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "n,inequalities,givens,family,instance,seed,algorithm,"));
  g_assert_true (g_str_has_suffix (lines[0], ",given_tries,nodes_with_givens,removed_with_givens,paper_ms_mean,paper_ms_sd,"
                                             "paper_explored,paper_removed,paper_time_sure,paper_nodes_sure"));
  g_assert_true (g_str_has_prefix (lines[1], "8,8,40,uniform,0,"));
  g_assert_true (g_str_has_suffix (lines[1], ",0.5,0.04,78,423,yes,no"));   /* color */
  g_assert_true (g_str_has_suffix (lines[2], ",0.77,0.29,288,,yes,no"));    /* bt */
  g_remove (csv);

  g_assert_cmpint (missing->status, ==, 1);
  g_assert_nonnull (strstr (missing->err, "table1-time-ms.tsv: No such file or directory"));
  g_assert_cmpint (none->status, ==, 0);
  g_assert_null (strstr (none->out, "Table 3"));
  g_rmdir (dir);
}

/* --family picks how the instances are made; a wrong name is a usage error. */
static void
test_bench_paper_family (void)
{
  g_autoptr (Run) list = RUN ("bench", "paper", "--list-families");
  g_autoptr (Run) cyclic = RUN ("bench", "paper", "--classes", "6_6_20", "--instances", "2", "--family", "cyclic");
  g_autoptr (Run) bad = RUN ("bench", "paper", "--family", "nothing");

  g_assert_cmpint (list->status, ==, 0);
  g_assert_true (g_str_has_prefix (list->out, "uniform "));
  g_assert_nonnull (strstr (list->out, "\ncyclic "));
  g_assert_cmpint (cyclic->status, ==, 0);
  g_assert_nonnull (strstr (cyclic->out, "each of the family cyclic"));
  g_assert_nonnull (strstr (cyclic->out, "all correct"));
  g_assert_cmpint (bad->status, ==, 2);
}

/* --family all: every family on the same classes, beside the paper. On
 * 6/6/30 (six empty cells) every family meets the paper's 36 and 126
 * exactly in its count, and the first family wins the tie. */
static void
test_bench_paper_all_families (void)
{
  g_autoptr (Run) run = RUN ("bench", "paper", "--family", "all", "--classes", "6_6_30", "--instances", "2");
  g_autofree char *row = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "Table 5. Explored nodes in the paper's count"));
  g_assert_null (strstr (run->out, "Table 1."));
  row = line_of (run->out, "\n     6      6    30 | ");
  g_assert_true (g_str_has_prefix (row, "     6      6    30 |            36 / 126 |            36 / 126 |"));
  g_assert_true (g_str_has_suffix (row, "| uniform (0.00)"));
  for (int f = 0; f < 6; f++)
    {
      static const char *const names[] = { "uniform", "cyclic", "rowwise", "top", "cyclic-top", "forced" };

      g_assert_nonnull (strstr (run->out, names[f]));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/bench-paper", test_bench_paper);
  g_test_add_func ("/cli/bench-usage", test_bench_usage);
  g_test_add_func ("/cli/bench-paper-beside", test_bench_paper_beside);
  g_test_add_func ("/cli/bench-paper-published", test_bench_paper_published);
  g_test_add_func ("/cli/bench-paper-family", test_bench_paper_family);
  g_test_add_func ("/cli/bench-paper-all-families", test_bench_paper_all_families);

  return cli_test_run ();
}
