/* test-cli-seed.c: --seed makes a run of the default engine repeatable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/cli.md promises that with --seed "the same answer and the same
 * counts every time". The puzzle here is one the engine needs more than
 * 10 000 nodes for, where a run without a seed races two searches and
 * its answer and counts depend on the threads' timing: so the test also
 * shows that a seed keeps the run to one search. Only the "time:" line
 * of --stats may differ between two runs.
 */
#include <string.h>

#include <glib.h>

/* The engine's second search starts after this many nodes
 * (futo-engine-portfolio.c). */
#define SECOND_SEARCH_NODES 10000

/* A 40×40 puzzle of the hardness peak (Şen and Diner's class 40/40/950),
 * shared with the window's test of two searches (tests/app/data). */
#define HARD_PUZZLE "peak-40x40.txt"

typedef struct
{
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

static char *
puzzle_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "app", "data", HARD_PUZZLE, NULL);
}

/* `futoshiki solve --stats --seed SEED` on the hard puzzle; it must solve it. */
static void
solve_with_seed (const char *seed,
                 Run        *run)
{
  g_autofree char *path = puzzle_path ();
  const char *argv[] = { g_getenv ("FUTOSHIKI_CLI"), "solve", "--stats", "--seed", seed, path, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("futoshiki solve --seed %s failed: %s", seed, run->err);
  g_assert_cmpstr (run->out, !=, "");
}

/* The statistics without the line that measures time. */
static char *
counts_of (const Run *run)
{
  g_auto(GStrv) lines = g_strsplit (run->err, "\n", -1);
  GString *counts = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "time:"))
      g_string_append_printf (counts, "%s\n", lines[i]);
  return g_string_free (counts, FALSE);
}

static guint64
nodes_of (const Run *run)
{
  const char *line = strstr (run->err, "nodes:");

  g_assert_nonnull (line);
  return g_ascii_strtoull (line + strlen ("nodes:"), NULL, 10);
}

static void
test_same_seed (void)
{
  Run first = { 0 }, again = { 0 };
  g_autofree char *first_counts = NULL, *again_counts = NULL;
  guint64 nodes;

  solve_with_seed ("4", &first);
  solve_with_seed ("4", &again);

  /* The puzzle is one a run without a seed would race two searches on;
   * an engine that solves it sooner needs a harder puzzle here. */
  nodes = nodes_of (&first);
  if (nodes <= SECOND_SEARCH_NODES)
    g_error ("the engine solved %s in %" G_GUINT64_FORMAT " nodes: this test needs a puzzle "
             "that takes more than %d", HARD_PUZZLE, nodes, SECOND_SEARCH_NODES);

  g_assert_cmpstr (first.out, ==, again.out);
  first_counts = counts_of (&first);
  again_counts = counts_of (&again);
  g_assert_cmpstr (first_counts, ==, again_counts);
  /* One search: the counts are not sums over two. */
  g_assert_null (strstr (first.err, "searches:"));

  run_clear (&first);
  run_clear (&again);
}

/* The seed does steer the search: not every other seed takes the same
 * path (so the test above is not passing only because seeds are ignored). */
static void
test_other_seeds (void)
{
  const char *others[] = { "1", "2", "3" };
  Run first = { 0 };
  g_autofree char *first_counts = NULL;
  guint differ = 0;

  solve_with_seed ("4", &first);
  first_counts = counts_of (&first);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      Run other = { 0 };
      g_autofree char *other_counts = NULL;

      solve_with_seed (others[i], &other);
      other_counts = counts_of (&other);
      if (g_strcmp0 (other_counts, first_counts) != 0)
        differ++;
      run_clear (&other);
    }
  g_test_message ("%u of %zu other seeds took another path", differ, G_N_ELEMENTS (others));
  g_assert_cmpuint (differ, >, 0);
  run_clear (&first);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/seed/same-seed-same-run", test_same_seed);
  g_test_add_func ("/cli/seed/other-seeds", test_other_seeds);
  return g_test_run ();
}
