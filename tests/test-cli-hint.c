/* test-cli-hint.c: following `futoshiki hint --apply` from an empty board
 *
 * What a player of the command line does (issue 32): generate a puzzle, then
 * apply one hint after another, each time to the file the last one wrote,
 * until the command says the puzzle is solved. At every step the pencil
 * marks the command wrote hold no value the same row or column shows, and
 * never leave out the solution's value; the walk ends at the solution.
 * Unequal puzzles of several sizes and levels, and one Adjacent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-util.h"

/* The lines after a "[name]" line of a .futoshiki file, one a row. */
static char **
section (const char *text,
         const char *name,
         int         n)
{
  g_autofree char *head = g_strdup_printf ("\n[%s]\n", name);
  const char *start = strstr (text, head);
  g_auto (GStrv) lines = NULL;
  char **rows;

  if (start == NULL)
    return NULL;
  lines = g_strsplit (start + strlen (head), "\n", n + 1);
  g_assert_cmpuint (g_strv_length (lines), >=, (guint) n);
  rows = g_new0 (char *, n + 1);
  for (int r = 0; r < n; r++)
    rows[r] = g_strdup (lines[r]);
  return rows;
}

/* The values of a row of digits ('.' for none), as grid_rows() gives them. */
static void
read_values (const char *rows,
             int         n,
             int        *values)
{
  g_auto (GStrv) each = g_strsplit (rows, " ", -1);

  g_assert_cmpuint (g_strv_length (each), ==, (guint) n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      values[r * n + c] = each[r][c] == '.' ? 0 : each[r][c] - '0';
}

/* Checks a state the command wrote; returns whether every cell is filled. */
static gboolean
check_state (const char *text,
             const int  *givens,
             const int  *solution,
             int         n,
             int         step)
{
  g_auto (GStrv) entries = section (text, "entries", n);
  g_auto (GStrv) pencil = section (text, "pencil", n);
  g_autofree int *shown = g_new0 (int, n * n);
  g_autofree guint *marks = g_new0 (guint, n * n);
  gboolean full = TRUE;

  /* A file without entries leaves out their section. */
  for (int r = 0; r < n; r++)
    {
      g_auto (GStrv) tokens = entries != NULL ? g_strsplit (entries[r], " ", -1) : NULL;
      g_auto (GStrv) sets = pencil != NULL ? g_strsplit (pencil[r], " ", -1) : NULL;

      g_assert_true (tokens == NULL || g_strv_length (tokens) == (guint) n);
      for (int c = 0; c < n; c++)
        {
          int cell = r * n + c;

          shown[cell] = givens[cell] != 0 ? givens[cell]
                      : tokens == NULL || strcmp (tokens[c], ".") == 0 ? 0 : atoi (tokens[c]);
          if (sets != NULL && strcmp (sets[c], "-") != 0)
            {
              g_auto (GStrv) values = g_strsplit (sets[c], ",", -1);

              for (int k = 0; values[k] != NULL; k++)
                marks[cell] |= 1u << atoi (values[k]);
            }
        }
    }
  for (int cell = 0; cell < n * n; cell++)
    {
      int r = cell / n, c = cell % n;

      if (shown[cell] != 0)
        {
          g_assert_cmpint (shown[cell], ==, solution[cell]);
          continue;
        }
      full = FALSE;
      if (marks[cell] == 0)
        continue;
      if ((marks[cell] & (1u << solution[cell])) == 0)
        g_error ("step %d: the marks of r%dc%d leave out %d", step, r + 1, c + 1, solution[cell]);
      for (int k = 0; k < n; k++)
        {
          int in_row = k != c ? shown[r * n + k] : 0, in_col = k != r ? shown[k * n + c] : 0;

          if ((in_row != 0 && (marks[cell] & (1u << in_row)) != 0)
              || (in_col != 0 && (marks[cell] & (1u << in_col)) != 0))
            g_error ("step %d: r%dc%d is marked %d, which its row or column holds", step, r + 1,
                     c + 1, in_row != 0 && (marks[cell] & (1u << in_row)) ? in_row : in_col);
        }
    }
  return full;
}

static void
follow (const char *size,
        const char *level,
        const char *mode)
{
  g_autoptr (Run) made = RUN ("generate", "--size", size, "--difficulty", level, "--style", "signs",
                              "--mode", mode, "--seed", "5");
  g_autoptr (Run) solved = NULL;
  g_autofree char *puzzle = NULL, *state = NULL, *next = NULL;
  g_autofree char *given_rows = NULL, *solution_rows = NULL;
  int n = atoi (size), steps = 0;
  g_autofree int *givens = g_new0 (int, n * n);
  g_autofree int *solution = g_new0 (int, n * n);
  gboolean adjacent = strcmp (mode, "adjacent") == 0;

  g_assert_cmpint (made->status, ==, 0);
  puzzle = scratch ("follow-puzzle.txt", made->out, -1);
  solved = RUN ("solve", puzzle);
  g_assert_cmpint (solved->status, ==, 0);
  solution_rows = grid_rows (solved->out);
  read_values (solution_rows, n, solution);
  /* An Adjacent puzzle is a game ID ("5a:0D,4,…": each cell's given,
   * then its marks), which the grid format cannot hold. */
  if (adjacent)
    {
      const char *id = strstr (made->out, "a:");
      g_auto (GStrv) cells = NULL;
      GString *rows = g_string_new (NULL);

      g_assert_nonnull (id);
      cells = g_strsplit (id + 2, ",", -1);
      for (int cell = 0; cell < n * n; cell++)
        {
          int value = atoi (cells[cell]);

          if (cell > 0 && cell % n == 0)
            g_string_append_c (rows, ' ');
          g_string_append_c (rows, value == 0 ? '.' : (char) ('0' + value));
        }
      given_rows = g_string_free (rows, FALSE);
    }
  else
    given_rows = grid_rows (made->out);
  read_values (given_rows, n, givens);

  state = g_strdup (puzzle);
  next = g_build_filename (cli_test_tmp_dir (), "follow-next.futoshiki", NULL);
  for (;;)
    {
      g_autoptr (Run) hint = RUN ("hint", "--apply", "-o", next, state);
      g_autofree char *text = NULL;

      g_assert_cmpint (hint->status, ==, 0);
      if (strstr (hint->out, "the puzzle is solved") != NULL)
        break;
      g_assert_true (g_file_get_contents (next, &text, NULL, NULL));
      steps++;
      check_state (text, givens, solution, n, steps);
      g_free (state);
      state = scratch ("follow-state.futoshiki", text, -1);
      g_assert_cmpint (steps, <=, n * n * n + 1);
    }
  g_assert_cmpint (steps, >, 0);
  {
    g_autofree char *last = NULL;

    g_assert_true (g_file_get_contents (state, &last, NULL, NULL));
    g_assert_true (check_state (last, givens, solution, n, steps));
  }
  g_test_message ("%s %s %s: %d hints", size, level, mode, steps);
}

static void
test_unequal (void)
{
  follow ("4", "easy", "unequal");
  follow ("5", "hard", "unequal");
  follow ("6", "medium", "unequal");
  follow ("7", "extreme", "unequal");
}

static void
test_adjacent (void)
{
  follow ("5", "medium", "adjacent");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hint/follow-unequal", test_unequal);
  g_test_add_func ("/cli/hint/follow-adjacent", test_adjacent);
  return cli_test_run ();
}
