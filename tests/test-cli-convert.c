/* test-cli-convert.c: convert between the file formats, the native file,
 * and Adjacent puzzles through them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

static char *
convert (const char *input,
         const char *to)
{
  g_autoptr (Run) run = RUN_STDIN (input, "convert", "--to", to, "-");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  return g_steal_pointer (&run->out);
}

static void
test_convert_round_trips (void)
{
  const char *names[] = { "examples/unequal_4x4.txt", "examples/unequal_9x9.txt",
                          "paper/paper_8_8_40_s1.txt" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *grid = test_read_data (names[i], NULL);
      g_autofree char *id = convert (grid, "tatham");
      g_autofree char *back = convert (id, "grid");
      g_autofree char *native = convert (grid, "futoshiki");
      g_autofree char *back2 = convert (native, "grid");
      g_autofree char *a = normalize_grid (grid), *b = normalize_grid (back);
      g_autofree char *c = normalize_grid (back2);

      g_assert_true (g_str_has_suffix (id, "\n"));
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, ==, c);
    }
}

static void
test_convert_tatham_id (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_4x4.txt");
  g_autoptr (Run) run = RUN ("convert", "--to", "tatham", path);
  g_autoptr (Run) back = NULL;

  g_assert_cmpint (run->status, ==, 0);
  /* Unequal writes a trailing comma; either spelling is the same game. */
  g_assert_true (g_str_has_prefix (run->out, "4:1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L"));
  g_strchomp (run->out);
  back = RUN ("solve", run->out);
  g_assert_cmpint (back->status, ==, 0);
}

static void
test_convert_output_file (void)
{
  g_autofree char *out = g_build_filename (cli_test_tmp_dir (), "out.futoshiki", NULL);
  g_autofree char *grid = test_read_data ("examples/unequal_5x5.txt", NULL);
  g_autoptr (Run) run = RUN ("convert", "--to", "futoshiki", "-o", out, ID5);
  g_autoptr (Run) solve = NULL, json = NULL;
  g_autoptr (JsonObject) j = NULL;
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  solve = RUN ("solve", out);
  g_assert_cmpint (solve->status, ==, 0);
  rows = grid_rows (solve->out);
  g_assert_cmpstr (rows, ==, ROWS5);
  assert_solves (grid, solve->out);

  json = RUN ("convert", "--json", "--to", "tatham", out);
  g_assert_cmpint (json->status, ==, 0);
  j = parse_json (json->out);
  g_assert_cmpstr (json_object_get_string_member (j, "from"), ==, "futoshiki");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (j, "text"), "5:"));
}

/* ---- the native file ---- */

/* The player's entries are wrong on purpose: solving uses the givens only. */
#define NATIVE4 \
  "# Futoshiki Lab puzzle\nfutoshiki-lab-format: 1\ntitle: Wrong turns\n\n[puzzle]\n" \
  "4\n1 | . > . | .\n" GRID4_TAIL "\n[entries]\n. 2 2 .\n. . . .\n. . . .\n4 . . .\n"

static void
test_native (void)
{
  g_autofree char *path = scratch ("game.futoshiki", NATIVE4, -1);
  g_autoptr (Run) solve = RUN ("solve", path);
  g_autoptr (Run) check = RUN ("check", path);
  g_autoptr (Run) show = RUN ("show", path);
  g_autoptr (Run) grid = RUN ("convert", "--to", "grid", path);
  g_autoptr (Run) same = RUN ("convert", "--to", "futoshiki", path);
  g_autofree char *rows = NULL;

  g_assert_cmpint (solve->status, ==, 0);
  rows = grid_rows (solve->out);
  g_assert_cmpstr (rows, ==, ROWS4);
  g_assert_cmpint (check->status, ==, 0);
  g_assert_cmpint (show->status, ==, 0);
  g_assert_true (g_str_has_prefix (show->out, "Wrong turns\n┌"));
  g_assert_nonnull (strstr (show->out, "│ 1 │ · > · │ · │"));
  /* Leaving the player's state behind is said, once, on stderr. */
  g_assert_cmpint (grid->status, ==, 0);
  g_assert_nonnull (strstr (grid->err, "entries"));
  g_assert_cmpint (same->status, ==, 0);
  g_assert_cmpstr (same->err, ==, "");
  g_assert_nonnull (strstr (same->out, "title: Wrong turns"));
  g_assert_nonnull (strstr (same->out, "[entries]"));
}

/* ---- Adjacent puzzles ---- */

#define ID_5A "5a:0,0D,0RD,0L,0D,0D,0UD,0U,0D,0U,0UR,0UDL,0R,0UL,0,0D,0URD,0DL,5,0,0U,0U,0UR,0RL,0L,"

static void
test_adjacent (void)
{
  g_autoptr (Run) solve = RUN ("solve", ID_5A);
  g_autoptr (Run) count = RUN ("count", "--algorithm", "prop", ID_5A);
  g_autoptr (Run) bt = RUN ("solve", "--algorithm", "bt", ID_5A);
  g_autoptr (Run) check_bt = RUN ("check", "-a", "bt", ID_5A);
  g_autoptr (Run) to_grid = RUN ("convert", "--to", "grid", ID_5A);
  g_autoptr (Run) to_native = RUN ("convert", "--to", "futoshiki", ID_5A);
  g_autoptr (Run) back = NULL, check = NULL, show = NULL, ascii = NULL, again = NULL;
  g_autofree char *path = NULL;

  /* The solution comes on a grid without signs, which reads back. */
  g_assert_cmpint (solve->status, ==, 0);
  g_assert_cmpstr (solve->out, ==, "5\n3 | 1 | 5 | 4 | 2\n- - - - -\n5 | 2 | 4 | 1 | 3\n- - - - -\n"
                   "4 | 3 | 1 | 2 | 5\n- - - - -\n2 | 4 | 3 | 5 | 1\n- - - - -\n1 | 5 | 2 | 3 | 4\n");
  g_assert_cmpint (count->status, ==, 0);
  g_assert_cmpstr (count->out, ==, "1\n");

  /* An algorithm without Adjacent mode is refused by name. */
  g_assert_cmpint (bt->status, ==, 2);
  g_assert_nonnull (strstr (bt->err, "algorithm 'bt' does not support Adjacent puzzles; "
                                     "choose one that does: lab, prop"));
  g_assert_cmpint (check_bt->status, ==, 2);

  /* The grid format cannot hold the marks: an error, not a lossy file. */
  g_assert_cmpint (to_grid->status, ==, 2);
  g_assert_cmpstr (to_grid->out, ==, "");
  g_assert_nonnull (strstr (to_grid->err, "the grid format cannot hold Adjacent puzzles; "
                                          "use --to futoshiki or tatham"));

  /* Through a .futoshiki file and back to the same ID. */
  g_assert_cmpint (to_native->status, ==, 0);
  g_assert_nonnull (strstr (to_native->out, "futoshiki-lab-format: 2\nmode: adjacent\n"));
  path = scratch ("adjacent.futoshiki", to_native->out, -1);
  back = RUN ("convert", "--to", "tatham", path);
  g_assert_cmpint (back->status, ==, 0);
  g_assert_cmpstr (back->out, ==, ID_5A "\n");
  check = RUN ("check", path);
  g_assert_cmpint (check->status, ==, 0);
  g_assert_nonnull (strstr (check->out, "problems: none\nsolutions: exactly one\n3 | 1 | 5"));

  /* Marks drawn as heavy bars on the border. */
  show = RUN ("show", path);
  g_assert_cmpint (show->status, ==, 0);
  g_assert_nonnull (strstr (show->out, "│ · │ · │ · ┃ · │ · │\n├───┼━━━┼━━━┼───┼━━━┤\n"));
  ascii = RUN ("show", "--ascii", "--solution", path);
  g_assert_cmpint (ascii->status, ==, 0);
  g_assert_nonnull (strstr (ascii->out, "| 3 | 1 | 5 # 4 | 2 |\n+---+===+===+---+===+\n"));
  again = RUN ("show", "--json", path);
  g_assert_nonnull (strstr (again->out, "\"mode\":\"adjacent\""));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/convert/round-trips", test_convert_round_trips);
  g_test_add_func ("/cli/convert/tatham-id", test_convert_tatham_id);
  g_test_add_func ("/cli/convert/output-file", test_convert_output_file);
  g_test_add_func ("/cli/native", test_native);
  g_test_add_func ("/cli/adjacent", test_adjacent);

  return cli_test_run ();
}
