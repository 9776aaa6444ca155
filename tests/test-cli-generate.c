/* test-cli-generate.c: generate, grade and hint, for both modes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-util.h"

/* generate makes a unique puzzle at the level asked for, the same for a
 * seed; grade agrees; hint gives a sound first step. */
static void
test_generate_grade_hint (void)
{
  g_autoptr (Run) first = RUN ("generate", "--size", "6", "--difficulty", "hard", "--seed", "11");
  g_autoptr (Run) again = RUN ("generate", "--size", "6", "--difficulty", "hard", "--seed", "11");
  g_autoptr (Run) count = NULL, grade = NULL, hint = NULL, bad_size = NULL, bad_level = NULL;
  g_autofree char *path = NULL;

  g_assert_cmpint (first->status, ==, 0);
  g_assert_cmpstr (first->out, ==, again->out);
  path = scratch ("generated.txt", first->out, -1);
  count = RUN ("count", path);
  g_assert_cmpstr (count->out, ==, "1\n");
  grade = RUN ("grade", path);
  g_assert_cmpint (grade->status, ==, 0);
  g_assert_true (g_str_has_prefix (grade->out, "hard\n"));
  hint = RUN ("hint", "--full", path);
  g_assert_cmpint (hint->status, ==, 0);
  g_assert_nonnull (strstr (hint->out, "r"));
  bad_size = RUN ("generate", "--size", "99", "--difficulty", "easy");
  g_assert_cmpint (bad_size->status, ==, 2);
  g_assert_nonnull (strstr (bad_size->err, "sizes"));
  bad_level = RUN ("generate", "--size", "6", "--difficulty", "impossible");
  g_assert_cmpint (bad_level->status, ==, 2);
  g_assert_nonnull (strstr (bad_level->err, "unknown difficulty 'impossible'"));
}

/* Adjacent puzzles are graded with the techniques of the marks, and hints
 * name them (marks are never misread as signs). */
static void
test_adjacent_graded (void)
{
  const char *id = "5a:0,0D,0RD,0L,0D,0D,0UD,0U,0D,0U,0UR,0UDL,0R,0UL,0,0D,0URD,0DL,5,0,0U,0U,0UR,0RL,0L,";
  g_autoptr (Run) grade = RUN ("grade", id);
  g_autoptr (Run) hint = RUN ("hint", "--full", id);

  g_assert_cmpint (grade->status, ==, 0);
  g_assert_true (g_str_has_prefix (grade->out, "medium\n"));
  g_assert_nonnull (strstr (grade->out, "Marked pair"));
  g_assert_nonnull (strstr (grade->out, "Marked run"));
  g_assert_cmpint (hint->status, ==, 0);
  g_assert_nonnull (strstr (hint->out, "Unmarked pair: No mark joins r3c4 and r4c4"));
}

/* generate --mode adjacent prints game IDs (the grid format has no marks)
 * that every command reads back: unique, at the level asked for. */
static void
test_adjacent_generate (void)
{
  g_autoptr (Run) made = RUN ("generate", "--size", "6", "--mode", "adjacent", "--difficulty",
                              "extreme", "--seed", "3");
  g_autoptr (Run) count = NULL, grade = NULL, bad_mode = NULL, bad_size = NULL;
  g_autofree char *path = NULL;

  g_assert_cmpint (made->status, ==, 0);
  g_assert_nonnull (strstr (made->out, "6×6 Adjacent, extreme"));
  g_assert_nonnull (strstr (made->out, "\n6a:"));
  path = scratch ("adjacent.txt", made->out, -1);
  count = RUN ("count", path);
  g_assert_cmpstr (count->out, ==, "1\n");
  grade = RUN ("grade", path);
  g_assert_true (g_str_has_prefix (grade->out, "extreme\n"));
  bad_mode = RUN ("generate", "--size", "6", "--mode", "sideways");
  g_assert_cmpint (bad_mode->status, ==, 2);
  g_assert_nonnull (strstr (bad_mode->err, "unknown mode 'sideways'"));
  bad_size = RUN ("generate", "--size", "4", "--mode", "adjacent", "--difficulty", "hard");
  g_assert_cmpint (bad_size->status, ==, 2);
  g_assert_nonnull (strstr (bad_size->err, "hard Adjacent puzzles come in sizes 5 to 16"));
}

/* 9×9 Adjacent puzzles at every level up to extreme, as Unequal makes
 * them: each grades at the level asked for. */
static void
test_adjacent_nine (void)
{
  static const char *const levels[] = { "easy", "medium", "hard", "extreme" };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autoptr (Run) made = RUN ("generate", "--size", "9", "--mode", "adjacent", "--difficulty",
                                  levels[i], "--seed", "1");
      g_autoptr (Run) grade = NULL;
      g_autofree char *path = NULL, *first = g_strdup_printf ("%s\n", levels[i]);

      g_assert_cmpint (made->status, ==, 0);
      g_assert_nonnull (strstr (made->out, "\n9a:"));
      path = scratch ("adjacent-9.txt", made->out, -1);
      grade = RUN ("grade", path);
      g_assert_cmpint (grade->status, ==, 0);
      g_assert_true (g_str_has_prefix (grade->out, first));
    }
}

/* What generate says about itself (issue 32): counts in the right number,
 * sizes refused with the range that exists rather than a default's, and
 * a --help that ends with generate's exit statuses, not solve's. */
static void
test_generate_words (void)
{
  g_autoptr (Run) adjacent = RUN ("generate", "--size", "4", "--mode", "adjacent", "--difficulty",
                                  "easy", "--seed", "1");
  g_autoptr (Run) zero = RUN ("generate", "--size", "0");
  g_autoptr (Run) one = RUN ("generate", "--size", "1");
  g_autoptr (Run) huge = RUN ("generate", "--size", "65");
  g_autoptr (Run) small = RUN ("generate", "--size", "3", "--difficulty", "hard", "--style", "signs");
  g_autoptr (Run) implied = RUN ("generate", "--size", "3");
  g_autoptr (Run) help = RUN ("generate", "--help");

  g_assert_cmpint (adjacent->status, ==, 0);
  g_assert_nonnull (strstr (adjacent->out, "\n# 1 given and "));
  g_assert_null (strstr (adjacent->out, "1 givens"));
  assert_one_line_error (zero, "generated puzzles come in sizes 2 to 30, not 0");
  assert_one_line_error (one, "generated puzzles come in sizes 2 to 30, not 1");
  assert_one_line_error (huge, "generated puzzles come in sizes 2 to 30, not 65");
  g_assert_null (strstr (huge->err, "medium"));
  assert_one_line_error (small, "hard signs puzzles come in sizes 4 to 30, not 3");
  g_assert_null (strstr (small->err, "default"));
  assert_one_line_error (implied, "(medium is the default difficulty, balanced the default style)");
  g_assert_cmpint (help->status, ==, 0);
  g_assert_true (g_str_has_suffix (help->out, "LEVEL was found\n"));
  g_assert_null (strstr (help->out, "counted one or more solutions"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/generate-grade-hint", test_generate_grade_hint);
  g_test_add_func ("/cli/adjacent-graded", test_adjacent_graded);
  g_test_add_func ("/cli/adjacent-generate", test_adjacent_generate);
  g_test_add_func ("/cli/adjacent-nine", test_adjacent_nine);
  g_test_add_func ("/cli/generate-words", test_generate_words);

  return cli_test_run ();
}
