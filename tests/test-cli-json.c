/* test-cli-json.c: --json: what solve, count, check and algorithms print, and errors as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

static void
test_json (void)
{
  g_autofree char *grid3 = empty_grid (3), *grid4 = empty_grid (4);
  g_autoptr (Run) solve = RUN ("solve", "--json", ID4);
  g_autoptr (Run) count = RUN_STDIN (grid4, "count", "-", "--json");
  g_autoptr (Run) check = RUN_STDIN (grid3, "--json", "check", "-");
  g_autoptr (Run) unique = RUN ("check", "--json", ID5);
  g_autoptr (Run) algorithms = RUN ("algorithms", "--json");
  g_autoptr (Json) js = NULL, jc = NULL, jk = NULL, ju = NULL, ja = NULL;
  g_autofree char *rows = NULL, *urows = NULL;
  const Json *list, *examples;

  g_assert_cmpint (solve->status, ==, 0);
  js = json_parse (solve->out);
  g_assert_cmpstr (json_get_string (js, "status"), ==, "solved");
  rows = json_rows (json_get (js, "solution"));
  g_assert_cmpstr (rows, ==, ROWS4);
  assert_stats (js);

  g_assert_cmpint (count->status, ==, 0);
  jc = json_parse (count->out);
  g_assert_cmpfloat (json_get_number (jc, "solutions"), ==, 576);
  g_assert_true (json_get_bool (jc, "exact"));
  assert_stats (jc);

  /* "--json" before the command is a command name, not an option. */
  g_assert_cmpint (check->status, ==, 2);
  g_assert_cmpstr (json_get_string (jk = json_parse (check->out), "status"), ==, "error");
  g_clear_pointer (&jk, json_free);
  g_clear_pointer (&check, run_free);
  check = RUN_STDIN (grid3, "check", "--json", "-");
  g_assert_cmpint (check->status, ==, 1);
  jk = json_parse (check->out);
  g_assert_cmpstr (json_get_string (jk, "status"), ==, "several");
  g_assert_false (json_get_bool (jk, "unique"));
  g_assert_true (json_get_bool (jk, "valid"));
  g_assert_cmpuint (json_get (jk, "problems")->items->len, ==, 0);
  examples = json_get (jk, "examples");
  g_assert_cmpuint (examples->items->len, ==, 2);
  g_assert_cmpuint (json_get (jk, "differences")->items->len, >=, 3);
  assert_stats (jk);

  g_assert_cmpint (unique->status, ==, 0);
  ju = json_parse (unique->out);
  g_assert_cmpstr (json_get_string (ju, "status"), ==, "unique");
  g_assert_true (json_get_bool (ju, "unique"));
  urows = json_rows (json_get (ju, "solution"));
  g_assert_cmpstr (urows, ==, ROWS5);

  g_assert_cmpint (algorithms->status, ==, 0);
  ja = json_parse (algorithms->out);
  list = json_get (ja, "algorithms");
  g_assert_cmpuint (list->items->len, >=, 1);
  g_assert_nonnull (json_get_string (g_ptr_array_index (list->items, 0), "id"));
  g_assert_true (json_get_bool (g_ptr_array_index (list->items, 0), "default"));
}

static void
test_json_errors (void)
{
  g_autofree char *path = scratch ("bad-cell.txt", "3\n1 | x | .\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) run = RUN ("solve", "--json", path);
  g_autoptr (Run) usage = RUN ("solve", "--json", "--algorithm", "xyz", ID4);
  g_autoptr (Run) id = RUN ("count", "--json", "4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0");
  g_autoptr (Json) j = NULL, ju = NULL, ji = NULL;

  g_assert_cmpint (run->status, ==, 2);
  j = json_parse (run->out);
  g_assert_cmpstr (json_get_string (j, "status"), ==, "error");
  g_assert_nonnull (strstr (json_get_string (j, "error"), "bad-cell.txt: line 2"));
  g_assert_cmpfloat (json_get_number (j, "line"), ==, 2);
  g_assert_cmpfloat (json_get_number (j, "column"), >=, 1);

  g_assert_cmpint (usage->status, ==, 2);
  ju = json_parse (usage->out);
  g_assert_nonnull (strstr (json_get_string (ju, "error"), "unknown algorithm 'xyz'"));

  g_assert_cmpint (id->status, ==, 2);
  ji = json_parse (id->out);
  g_assert_cmpstr (json_get_string (ji, "status"), ==, "error");
  g_assert_true (g_str_has_prefix (json_get_string (ji, "cell"), "r1c"));
}

/* The default engine's local search alone (walk=1) reports its exchanges
 * of two cells' values among its moves, and none with swaps=0; either way
 * it solves. On paper_9_9_1_s1 every seed tried made some. */
static void
test_json_exchanges (void)
{
  g_autofree char *path = test_data_path ("paper/paper_9_9_1_s1.txt");
  const char *params[] = { "threads=1,walk=1", "threads=1,walk=1,swaps=0" };

  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    {
      g_autoptr (Run) solve = RUN ("solve", "--json", "--seed", "1", "--params", params[i], path);
      g_autoptr (Run) text = RUN ("solve", "--stats", "--seed", "1", "--params", params[i], path);
      g_autoptr (Json) j = NULL;
      const Json *stats;
      double exchanges;

      g_assert_cmpint (solve->status, ==, 0);
      j = json_parse (solve->out);
      g_assert_cmpstr (json_get_string (j, "status"), ==, "solved");
      stats = json_get (j, "stats");
      exchanges = json_get_number (stats, "exchanges");
      g_assert_cmpfloat (exchanges, <=, json_get_number (stats, "moves"));
      g_assert_cmpint (text->status, ==, 0);
      if (i == 0)
        {
          g_autofree char *line = g_strdup_printf ("exchanges:      %.0f\n", exchanges);

          g_assert_cmpfloat (exchanges, >, 0);
          g_assert_nonnull (strstr (text->err, line));
        }
      else
        {
          g_assert_cmpfloat (exchanges, ==, 0);
          g_assert_null (strstr (text->err, "exchanges:"));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/json/results", test_json);
  g_test_add_func ("/cli/json/errors", test_json_errors);
  g_test_add_func ("/cli/json/exchanges", test_json_exchanges);

  return cli_test_run ();
}
