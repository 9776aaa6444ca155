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
  g_autoptr (JsonObject) js = NULL, jc = NULL, jk = NULL, ju = NULL, ja = NULL;
  g_autofree char *rows = NULL, *urows = NULL;
  JsonArray *list;
  JsonObject *first;

  g_assert_cmpint (solve->status, ==, 0);
  js = parse_json (solve->out);
  g_assert_cmpstr (json_object_get_string_member (js, "status"), ==, "solved");
  rows = rows_from_json (json_object_get_array_member (js, "solution"));
  g_assert_cmpstr (rows, ==, ROWS4);
  assert_stats (js);

  g_assert_cmpint (count->status, ==, 0);
  jc = parse_json (count->out);
  g_assert_cmpint (json_object_get_int_member (jc, "solutions"), ==, 576);
  g_assert_true (json_object_get_boolean_member (jc, "exact"));
  assert_stats (jc);

  /* "--json" before the command is a command name, not an option. */
  g_assert_cmpint (check->status, ==, 2);
  jk = parse_json (check->out);
  g_assert_cmpstr (json_object_get_string_member (jk, "status"), ==, "error");
  g_clear_pointer (&jk, json_object_unref);
  g_clear_pointer (&check, run_free);
  check = RUN_STDIN (grid3, "check", "--json", "-");
  g_assert_cmpint (check->status, ==, 1);
  jk = parse_json (check->out);
  g_assert_cmpstr (json_object_get_string_member (jk, "status"), ==, "several");
  g_assert_false (json_object_get_boolean_member (jk, "unique"));
  g_assert_true (json_object_get_boolean_member (jk, "valid"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (jk, "problems")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (jk, "examples")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (jk, "differences")),
                    >=, 3);
  assert_stats (jk);

  g_assert_cmpint (unique->status, ==, 0);
  ju = parse_json (unique->out);
  g_assert_cmpstr (json_object_get_string_member (ju, "status"), ==, "unique");
  g_assert_true (json_object_get_boolean_member (ju, "unique"));
  urows = rows_from_json (json_object_get_array_member (ju, "solution"));
  g_assert_cmpstr (urows, ==, ROWS5);

  g_assert_cmpint (algorithms->status, ==, 0);
  ja = parse_json (algorithms->out);
  list = json_object_get_array_member (ja, "algorithms");
  g_assert_cmpuint (json_array_get_length (list), >=, 1);
  first = json_array_get_object_element (list, 0);
  g_assert_nonnull (json_object_get_string_member (first, "id"));
  g_assert_true (json_object_get_boolean_member (first, "default"));
}

static void
test_json_errors (void)
{
  g_autofree char *path = scratch ("bad-cell.txt", "3\n1 | x | .\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) run = RUN ("solve", "--json", path);
  g_autoptr (Run) usage = RUN ("solve", "--json", "--algorithm", "xyz", ID4);
  g_autoptr (Run) id = RUN ("count", "--json", "4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0");
  g_autoptr (JsonObject) j = NULL, ju = NULL, ji = NULL;

  g_assert_cmpint (run->status, ==, 2);
  j = parse_json (run->out);
  g_assert_cmpstr (json_object_get_string_member (j, "status"), ==, "error");
  g_assert_nonnull (strstr (json_object_get_string_member (j, "error"), "bad-cell.txt: line 2"));
  g_assert_cmpint (json_object_get_int_member (j, "line"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (j, "column"), >=, 1);

  g_assert_cmpint (usage->status, ==, 2);
  ju = parse_json (usage->out);
  g_assert_nonnull (strstr (json_object_get_string_member (ju, "error"), "unknown algorithm 'xyz'"));

  g_assert_cmpint (id->status, ==, 2);
  ji = parse_json (id->out);
  g_assert_cmpstr (json_object_get_string_member (ji, "status"), ==, "error");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (ji, "cell"), "r1c"));
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
      g_autoptr (JsonObject) j = NULL;
      JsonObject *stats;
      double exchanges;

      g_assert_cmpint (solve->status, ==, 0);
      j = parse_json (solve->out);
      g_assert_cmpstr (json_object_get_string_member (j, "status"), ==, "solved");
      stats = json_object_get_object_member (j, "stats");
      exchanges = number_member (stats, "exchanges");
      g_assert_cmpfloat (exchanges, <=, number_member (stats, "moves"));
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

/* The command's own spelling, which scripts may rely on and json-glib's
 * generator alone would change: nine significant digits for doubles (not
 * 17, nor "0.0"), a seed above 2^63 - 1 as the unsigned number it is, and
 * \ufffd for each byte of a file name that is not UTF-8, \u001f for
 * U+001F (both of which JSON does not allow raw). */
static void
test_json_spelling (void)
{
  g_autofree char *puzzle = test_read_data ("examples/unequal_4x4.txt", NULL);
  g_autofree char *path = scratch ("name-\xff\xe2\x88-\x1f.txt", puzzle, -1);
  g_autoptr (Run) solve = RUN ("solve", "--json", "--seed", "1", path);
  g_autoptr (Run) generate = RUN ("generate", "--json", "--size", "4", "--difficulty", "easy",
                                  "--seed", "18446744073709551615", "--count", "2");
  g_autoptr (JsonObject) js = NULL, jg = NULL;
  g_autoptr (GMatchInfo) match = NULL;
  g_autoptr (GRegex) elapsed = g_regex_new ("\"elapsed\":([-+.0-9e]+)", 0, 0, NULL);
  g_autofree char *digits = NULL, *nine = NULL;

  g_assert_cmpint (solve->status, ==, 0);
  js = parse_json (solve->out);
  g_assert_nonnull (strstr (solve->out, "/name-\\ufffd\\ufffd\\ufffd-\\u001f.txt\","));
  g_assert_nonnull (strstr (solve->out, "\"best_energy\":0,"));
  g_assert_true (g_regex_match (elapsed, solve->out, 0, &match));
  digits = g_match_info_fetch (match, 1);
  nine = g_strdup_printf ("%.9g", g_ascii_strtod (digits, NULL));
  g_assert_cmpstr (digits, ==, nine);

  g_assert_cmpint (generate->status, ==, 0);
  jg = parse_json (generate->out);
  g_assert_nonnull (strstr (generate->out, "{\"seed\":18446744073709551615,"));
  g_assert_nonnull (strstr (generate->out, "{\"seed\":0,"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/json/results", test_json);
  g_test_add_func ("/cli/json/errors", test_json_errors);
  g_test_add_func ("/cli/json/exchanges", test_json_exchanges);
  g_test_add_func ("/cli/json/spelling", test_json_spelling);

  return cli_test_run ();
}
