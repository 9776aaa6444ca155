/* test-cli-show.c: show: the board drawn in text, at every size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

static void
test_show (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_4x4.txt");
  g_autoptr (Run) run = RUN ("show", path);
  g_autoptr (Run) solved = RUN ("show", "--solution", path);
  g_autoptr (Run) ascii = RUN ("show", "--ascii", path);
  g_autoptr (Run) json = RUN ("show", "--json", path);
  g_autoptr (JsonObject) j = NULL;
  const char *expected =
    "┌───┬───┬───┬───┐\n"
    "│ 1 │ · > · │ · │\n"
    "├───┼───┼───┼───┤\n"
    "│ · │ 2 │ · │ · │\n"
    "├───┼───┼─∧─┼───┤\n"
    "│ · │ · │ · │ · │\n"
    "├───┼───┼───┼───┤\n"
    "│ · │ · < · < 3 │\n"
    "└───┴───┴───┴───┘\n";

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, expected);
  g_assert_cmpint (solved->status, ==, 0);
  g_assert_nonnull (strstr (solved->out, "│ 1 │ 4 > 3 │ 2 │\n"));
  g_assert_nonnull (strstr (solved->out, "│ 4 │ 1 < 2 < 3 │\n"));
  g_assert_cmpint (ascii->status, ==, 0);
  g_assert_true (g_str_is_ascii (ascii->out));
  g_assert_nonnull (strstr (ascii->out, "+---+---+-^-+---+\n"));
  g_assert_nonnull (strstr (ascii->out, "| 1 | . > . | . |\n"));
  g_assert_cmpint (json->status, ==, 0);
  j = parse_json (json->out);
  g_assert_cmpstr (json_object_get_string_member (j, "board"), ==, expected);
}

/* Every line of a drawing has the same width, so the columns line up. */
static void
assert_rectangular (const char *drawing,
                    int         n,
                    glong       width)
{
  g_auto (GStrv) lines = g_strsplit (drawing, "\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, 2 * n + 2); /* the last is "" */
  for (int i = 0; i < 2 * n + 1; i++)
    g_assert_cmpint (g_utf8_strlen (lines[i], -1), ==, width);
}

static void
test_show_wide (void)
{
  const int sizes[] = { 9, 10, 64 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i], w = n >= 10 ? 2 : 1;
      g_autofree char *grid = empty_grid (n);
      g_autoptr (Run) run = NULL;

      /* A sign and a two-digit given where there is room for one. */
      if (n >= 10)
        {
          g_autofree char *given = g_strdup_printf ("%d", n);
          char *first = strstr (grid, ". | .");
          GString *s = g_string_new (NULL);

          g_string_append_len (s, grid, first - grid);
          g_string_append_printf (s, "%s < .%s", given, first + 5);
          g_free (grid);
          grid = g_string_free (s, FALSE);
        }
      run = RUN_STDIN (grid, "show", "-");
      g_assert_cmpint (run->status, ==, 0);
      assert_rectangular (run->out, n, (glong) n * (w + 3) + 1);
      if (n >= 10)
        {
          g_autofree char *cell = g_strdup_printf ("│ %d <", n);
          g_assert_nonnull (strstr (run->out, cell));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/show/board", test_show);
  g_test_add_func ("/cli/show/wide", test_show_wide);

  return cli_test_run ();
}
