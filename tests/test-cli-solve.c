/* test-cli-solve.c: solve, count and check: the answers, their exit
 * statuses, --stats and --trace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

/* ---- the acceptance checks ---- */

static void
test_solve_game_id (void)
{
  g_autoptr (Run) run = RUN ("solve", ID4);
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS4);
}

static void
test_count_empty (void)
{
  g_autofree char *grid = empty_grid (4);
  g_autofree char *path = scratch ("empty4.txt", grid, -1);
  g_autoptr (Run) run = RUN ("count", path);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, "576\n");
}

static void
test_check_several (void)
{
  g_autofree char *grid = empty_grid (3);
  g_autoptr (Run) run = RUN_STDIN (grid, "check", "-");
  const char *differ;

  g_assert_cmpint (run->status, ==, 1);
  g_assert_nonnull (strstr (run->out, "problems: none"));
  g_assert_nonnull (strstr (run->out, "several"));
  g_assert_nonnull (strstr (run->out, "solution 1"));
  g_assert_nonnull (strstr (run->out, "solution 2"));
  differ = strstr (run->out, "they differ at r");
  g_assert_nonnull (differ);
  /* Two different Latin squares of order 3 differ in at least 3 cells. */
  g_assert_nonnull (strstr (differ, ", r"));
  g_assert_nonnull (strstr (strstr (differ, ", r") + 1, ", r"));
}

/* ---- solving ---- */

static void
test_solve_examples (void)
{
  const char *names[] = { "unequal_4x4", "unequal_5x5", "unequal_9x9" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *rel = g_strdup_printf ("examples/%s.txt", names[i]);
      g_autofree char *srel = g_strdup_printf ("examples/%s.solution.txt", names[i]);
      g_autofree char *path = test_data_path (rel);
      g_autofree char *expected = test_read_data (srel, NULL);
      g_autofree char *a = NULL, *b = NULL;
      g_autoptr (Run) run = RUN ("solve", path);

      g_assert_cmpint (run->status, ==, 0);
      a = normalize_grid (run->out);
      b = normalize_grid (expected);
      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_solve_paper (void)
{
  g_autofree char *dir_path = test_data_path ("paper");
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  int solved = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *rel = g_build_filename ("paper", name, NULL);
      g_autofree char *path = test_data_path (rel);
      g_autofree char *puzzle = test_read_data (rel, NULL);
      g_autoptr (Run) run = RUN ("solve", "--time-limit", "60", path);

      g_assert_cmpint (run->status, ==, 0);
      assert_solves (puzzle, run->out);
      solved++;
    }
  g_assert_cmpint (solved, >=, 10);
}

static void
test_solve_stdin (void)
{
  g_autofree char *puzzle = test_read_data ("examples/unequal_5x5.txt", NULL);
  g_autoptr (Run) run = RUN_STDIN (puzzle, "solve", "-");
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS5);
  assert_solves (puzzle, run->out);
}

static void
test_solve_game_id_stdin (void)
{
  g_autoptr (Run) run = RUN_STDIN (ID5 "\n", "solve", "-");
  g_autoptr (Run) again = NULL;
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS5);
  /* The printed solution reads back: solving it again gives itself. */
  again = RUN_STDIN (run->out, "solve", "-");
  g_assert_cmpint (again->status, ==, 0);
  g_assert_cmpstr (again->out, ==, run->out);
}

/* Each row increasing forces every row to 1 2 3: columns repeat. No single
 * sign or given is wrong, so only the search can tell. */
#define UNSAT3 "3\n. < . < .\n- - -\n. < . < .\n- - -\n. | . | .\n"

static void
test_unsatisfiable (void)
{
  g_autofree char *path = scratch ("unsat.txt", UNSAT3, -1);
  g_autoptr (Run) solve = RUN ("solve", path);
  g_autoptr (Run) count = RUN ("count", path);
  g_autoptr (Run) check = RUN ("check", path);
  g_autoptr (Run) show = RUN ("show", "--solution", path);

  g_assert_cmpint (solve->status, ==, 1);
  g_assert_cmpstr (solve->out, ==, "");
  g_assert_nonnull (strstr (solve->err, "no solution"));
  g_assert_cmpint (count->status, ==, 1);
  g_assert_cmpstr (count->out, ==, "0\n");
  g_assert_cmpint (check->status, ==, 1);
  g_assert_nonnull (strstr (check->out, "solutions: none"));
  g_assert_cmpint (show->status, ==, 1);
}

static void
test_invalid (void)
{
  g_autofree char *path = scratch ("dup.txt", "3\n2 | . | 2\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) solve = RUN ("solve", path);
  g_autoptr (Run) check = RUN ("check", path);
  g_autoptr (Run) json = RUN ("check", "--json", path);
  g_autoptr (JsonObject) j = NULL;
  JsonArray *problems;
  JsonObject *first;

  g_assert_cmpint (solve->status, ==, 1);
  g_assert_cmpstr (solve->out, ==, "");
  g_assert_nonnull (strstr (solve->err, "dup.txt: r1c"));
  g_assert_cmpint (check->status, ==, 1);
  g_assert_nonnull (strstr (check->out, "\nr1c"));
  g_assert_nonnull (strstr (check->out, "solutions: none"));
  g_assert_cmpint (json->status, ==, 1);
  j = parse_json (json->out);
  g_assert_cmpstr (json_object_get_string_member (j, "status"), ==, "invalid");
  g_assert_false (json_object_get_boolean_member (j, "valid"));
  g_assert_false (json_object_get_boolean_member (j, "unique"));
  problems = json_object_get_array_member (j, "problems");
  g_assert_cmpuint (json_array_get_length (problems), >=, 1);
  first = json_array_get_object_element (problems, 0);
  g_assert_cmpfloat (number_member (first, "row"), ==, 1);
  g_assert_nonnull (json_object_get_string_member (first, "message"));
}

static void
test_check_unique (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_9x9.txt");
  g_autoptr (Run) run = RUN ("check", path);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "problems: none"));
  g_assert_nonnull (strstr (run->out, "exactly one"));
}

static void
test_count_limits (void)
{
  g_autofree char *grid4 = empty_grid (4), *grid9 = empty_grid (9);
  g_autoptr (Run) limit = RUN_STDIN (grid4, "count", "--limit", "5", "-");
  g_autoptr (Run) nodes = RUN_STDIN (grid9, "count", "--max-nodes", "1000", "-");
  g_autoptr (Run) time = RUN_STDIN (grid9, "count", "--time-limit", "0.2", "-");
  g_autoptr (Run) json = RUN_STDIN (grid9, "count", "--json", "--max-nodes", "1000", "-");
  g_autoptr (JsonObject) j = NULL;

  g_assert_cmpint (limit->status, ==, 0);
  g_assert_cmpstr (limit->out, ==, "5\n");
  g_assert_nonnull (strstr (limit->err, "--limit"));
  g_assert_cmpint (nodes->status, ==, 3);
  g_assert_cmpstr (nodes->out, ==, "");
  g_assert_cmpint (time->status, ==, 3);
  g_assert_cmpint (json->status, ==, 3);
  j = parse_json (json->out);
  g_assert_cmpstr (json_object_get_string_member (j, "status"), ==, "limit");
  g_assert_false (json_object_get_boolean_member (j, "exact"));
}

static void
test_stats (void)
{
  g_autoptr (Run) run = RUN ("solve", "--stats", ID4);
  const char *fields[] = { "nodes:", "assignments:", "backtracks:", "removed values:",
                           "propagations:", "time:" };
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS4);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_nonnull (strstr (run->err, fields[i]));
}

/* --trace writes the run's events in the documented text form: a header
 * with the puzzle, then exactly as many event lines as it announces, each
 * naming real cells, then 'end'. */
static void
test_trace (void)
{
  g_autofree char *puzzle = test_data_path ("examples/unequal_5x5.txt");
  g_autofree char *path = g_build_filename (cli_test_tmp_dir (), "run.trace", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (Run) run = RUN ("solve", "--algorithm", "prop", "--trace", path, puzzle);
  g_autoptr (Run) bad = NULL;
  guint64 announced = 0, events = 0, prunes = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 2\nsize 5\ngiven "));
  g_assert_nonnull (strstr (text, "\nalgorithm prop\nnodes consistent-states\nevents "));
  g_assert_true (g_str_has_suffix (text, "\nend\n"));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "events "))
        announced = g_ascii_strtoull (lines[i] + 7, NULL, 10);
      else if (announced > 0 && lines[i][0] != '\0' && strcmp (lines[i], "end") != 0)
        {
          events++;
          if (g_str_has_prefix (lines[i], "prune r"))
            prunes++;
        }
    }
  g_assert_cmpuint (events, ==, announced);
  g_assert_cmpuint (prunes, >, 25); /* 25 cells start with 5 candidates and end with 1 */

  /* An unwritable place fails at once, before the run, with one line. */
  bad = RUN ("solve", "--trace", "/nonexistent-dir/run.trace", puzzle);
  g_assert_cmpint (bad->status, ==, 2);
  g_assert_nonnull (strstr (bad->err, "/nonexistent-dir/run.trace"));
  g_assert_nonnull (strstr (bad->err, "the folder does not exist"));
  g_assert_cmpstr (bad->out, ==, "");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/acceptance/solve-game-id", test_solve_game_id);
  g_test_add_func ("/cli/acceptance/count-empty", test_count_empty);
  g_test_add_func ("/cli/acceptance/check-several", test_check_several);
  g_test_add_func ("/cli/solve/examples", test_solve_examples);
  g_test_add_func ("/cli/solve/paper", test_solve_paper);
  g_test_add_func ("/cli/solve/stdin", test_solve_stdin);
  g_test_add_func ("/cli/solve/game-id-stdin", test_solve_game_id_stdin);
  g_test_add_func ("/cli/solve/unsatisfiable", test_unsatisfiable);
  g_test_add_func ("/cli/solve/invalid", test_invalid);
  g_test_add_func ("/cli/check/unique", test_check_unique);
  g_test_add_func ("/cli/count/limits", test_count_limits);
  g_test_add_func ("/cli/stats", test_stats);
  g_test_add_func ("/cli/trace", test_trace);

  return cli_test_run ();
}
