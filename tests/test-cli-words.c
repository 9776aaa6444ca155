/* test-cli-words.c: the command speaks the user's language: a bad file's
 * reason and place, a validation problem, in German from the build's own
 * catalogue, and in English exactly as before
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-util.h"

/* German as a user asks for it: LANGUAGE picks the catalogue, LC_ALL a
 * UTF-8 locale that exists here (gettext ignores LANGUAGE in "C"). No
 * FUTOSHIKI_LAB_LOCALEDIR: the command run from the build tree must find
 * the catalogue built there by itself. */
static void
speak_german (void)
{
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("FUTOSHIKI_LAB_LOCALEDIR");
}

static void
speak_english (void)
{
  g_unsetenv ("LANGUAGE");
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("FUTOSHIKI_LAB_LOCALEDIR");
}

static void
test_bad_file_german (void)
{
  g_autofree char *path = scratch ("letter.txt", "3\n. | x | .\n", -1);
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN ("check", path);
  g_assert_cmpint (run->status, ==, 2);
  /* The place and the reason, both German, the user's text kept. */
  g_assert_nonnull (strstr (run->err, "Zeile 2, Spalte 5: "));
  g_assert_nonnull (strstr (run->err, "erwartet wurde ein Feld („.“ oder ein Wert von 1 bis 3), "
                                      "gefunden „x“"));
  g_assert_null (strstr (run->err, "expected"));
}

/* A text the sentence takes as an argument is translated too. */
static void
test_bad_file_german_argument (void)
{
  g_autofree char *path = scratch ("sign-in-row.txt", "3\n. | ^ | .\n", -1);
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN ("check", path);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_nonnull (strstr (run->err, "(senkrechte Beziehungen stehen in den Zeilen zwischen "
                                      "den Feldreihen)"));
  g_assert_null (strstr (run->err, "vertical"));
}

/* A game ID's error names its cell. */
static void
test_bad_cell_german (void)
{
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN_STDIN ("3:0U,0,0,0,0,0,0,0,0,\n", "check", "-");
  g_assert_cmpint (run->status, ==, 2);
  g_assert_nonnull (strstr (run->err, "Feld r1c1: Kennzeichen U zeigt aus dem Gitter: "
                                      "dieses Feld hat keinen Nachbarn darüber"));
}

static void
test_problem_german (void)
{
  g_autofree char *path = scratch ("twice.txt",
                                   "3\n1 | . | 1\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN ("check", path);
  g_assert_cmpint (run->status, ==, 1);
  g_assert_nonnull (strstr (run->out, "r1c3: 1 steht zweimal in Zeile 1 (auch bei r1c1)\n"));
}

/* In English the words are the core's, byte for byte. */
static void
test_english (void)
{
  g_autofree char *bad = scratch ("letter.txt", "3\n. | x | .\n", -1);
  g_autofree char *twice = scratch ("twice.txt",
                                    "3\n1 | . | 1\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autofree char *expected = NULL;
  g_autoptr (Run) run = NULL;
  g_autoptr (Run) problem = NULL;

  speak_english ();
  run = RUN ("check", bad);
  problem = RUN ("check", twice);
  expected = g_strdup_printf ("futoshiki: %s: line 2, column 5: expected a cell ('.' or a value "
                              "from 1 to 3), found 'x'\n", bad);
  g_assert_cmpstr (run->err, ==, expected);
  g_assert_nonnull (strstr (problem->out, "r1c3: 1 appears twice in row 1 (also at r1c1)\n"));
}

/* The hint command words its hints as the app does: German here. */
static void
test_hint_german (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_4x4.txt");
  g_autoptr (Run) vague = NULL;
  g_autoptr (Run) full = NULL;

  speak_german ();
  vague = RUN ("hint", path);
  full = RUN ("hint", "--full", path);
  g_assert_cmpint (vague->status, ==, 0);
  g_assert_true (g_str_has_prefix (vague->out, "Sehen Sie sich das Zeichen zwischen "));
  g_assert_cmpstr (full->out, ==, "Zeichenschranken: Z1S3 < Z1S2 und Z1S2 ist höchstens 4, "
                                  "also kann Z1S3 nicht 4 sein.\n");
}

/* In English the hints are the core's sentences, as before. */
static void
test_hint_english (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_4x4.txt");
  g_autoptr (Run) vague = NULL;
  g_autoptr (Run) full = NULL;

  speak_english ();
  vague = RUN ("hint", path);
  full = RUN ("hint", "--full", path);
  g_assert_cmpstr (vague->out, ==, "Look at the sign between r1c3 and r1c2.\n");
  g_assert_cmpstr (full->out, ==, "Sign bounds: r1c3 < r1c2 and r1c2 is at most 4, "
                                  "so r1c3 cannot be 4.\n");
}

/* What the command says about a hint besides the hint itself. */
static void
test_hint_solved_german (void)
{
  g_autofree char *path = scratch ("solved.txt",
                                   "2\n1 | 2\n- -\n2 | 1\n", -1);
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN ("hint", path);
  g_assert_cmpstr (run->out, ==, "das Rätsel ist gelöst\n");
}

/* What the renderer refuses reaches the user in German too, with the
 * numbers the English sentence has. */
static void
test_export_refused_german (void)
{
  g_autofree char *path = test_data_path ("examples/unequal_4x4.txt");
  g_autofree char *out = scratch ("huge.png", "", 0);
  g_autoptr (Run) run = NULL;

  speak_german ();
  run = RUN ("export", path, "--to", "png", "--scale", "1000", "-o", out);
  g_assert_cmpint (run->status, !=, 0);
  g_assert_nonnull (strstr (run->err, "export: das Bild wäre "));
  g_assert_nonnull (strstr (run->err, " Pixel groß; jede Seite muss 1 bis 16384 betragen\n"));

  speak_english ();
  g_clear_pointer (&run, run_free);
  run = RUN ("export", path, "--to", "png", "--scale", "1000", "-o", out);
  g_assert_nonnull (strstr (run->err, " pixels; each side must be 1 to 16384\n"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/words/bad-file-german", test_bad_file_german);
  g_test_add_func ("/cli/words/bad-file-german-argument", test_bad_file_german_argument);
  g_test_add_func ("/cli/words/bad-cell-german", test_bad_cell_german);
  g_test_add_func ("/cli/words/problem-german", test_problem_german);
  g_test_add_func ("/cli/words/english", test_english);
  g_test_add_func ("/cli/words/hint-german", test_hint_german);
  g_test_add_func ("/cli/words/hint-english", test_hint_english);
  g_test_add_func ("/cli/words/hint-solved-german", test_hint_solved_german);
  g_test_add_func ("/cli/words/export-refused-german", test_export_refused_german);
  return cli_test_run ();
}
