/* test-cli-bench.c: bench: the paper's experiment run from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
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
  g_assert_nonnull (strstr (bad->err, "unknown benchmark 'nothing'"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/bench-paper", test_bench_paper);

  return cli_test_run ();
}
