/* test-hint-texts.c: the hints of a few hundred positions, as recorded
 *
 * Random puzzles of every size from 4 to 9 (Unequal, and Adjacent up to
 * 7), each followed hint by hint as a player applying them would, pencil
 * marks included. Every hint's vague and full sentence and its detail
 * (what the app words in the user's language) must read as recorded in
 * tests/data/hint-texts.txt: a change in how a hint is worked out may not
 * change what it says. When they differ the test writes what it got to
 * hint-texts.txt in the build directory, to compare (and, for a wanted
 * change, to take as the new record).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "adjacent-test-util.h"
#include "futo-algorithm.h"
#include "futo-hint.h"
#include "test-util.h"

/* Whether the puzzle has exactly one solution. */
static gboolean
unique (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  gboolean one;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  one = result.status == FUTO_STATUS_SOLVED && result.solution_count == 1;
  futo_run_result_clear (&result);
  return one;
}

/* Takes clues away in a random order as long as one solution is left, so
 * that the hints need every kind of technique; givens_first makes a puzzle
 * of signs (as Unequal's), where the sign chains show. Adjacent marks stay:
 * they are the puzzle. */
static void
thin (GRand      *rand,
      FutoPuzzle *puzzle,
      gboolean    givens_first)
{
  int cells = puzzle->size * puzzle->size;
  gboolean adjacent = futo_puzzle_get_mode (puzzle) == FUTO_MODE_ADJACENT;
  int slots = adjacent ? cells : 3 * cells;
  int *order = g_new (int, slots);

  for (int i = 0; i < slots; i++)
    order[i] = i;
  for (int i = slots - 1; i > 0; i--)
    {
      int j = givens_first && i < cells ? g_rand_int_range (rand, 0, i + 1)
              : givens_first ? g_rand_int_range (rand, cells, i + 1)
              : g_rand_int_range (rand, 0, i + 1);
      int t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (int i = 0; i < slots; i++)
    {
      guint8 *clue = order[i] < cells ? &puzzle->givens[order[i]]
                   : order[i] < 2 * cells ? &puzzle->right[order[i] - cells]
                   : &puzzle->down[order[i] - 2 * cells];
      guint8 was = *clue;

      if (was == 0)
        continue;
      *clue = 0;
      if (!unique (puzzle))
        *clue = was;
    }
  g_free (order);
}

static void
append_detail (GString              *out,
               const FutoHumanDetail *d)
{
  g_string_append_printf (out,
                          "theirs=%" G_GINT64_MODIFIER "x less=%d limit=%d is_row=%d"
                          " members=%" G_GINT64_MODIFIER "x values=%" G_GINT64_MODIFIER "x"
                          " bases=%" G_GINT64_MODIFIER "x covers=%" G_GINT64_MODIFIER "x"
                          " choice=%d,%d refuted=%d deep=%d valid=%d",
                          (guint64) d->theirs, d->less, d->limit, d->is_row,
                          (guint64) d->members, (guint64) d->values, (guint64) d->bases,
                          (guint64) d->covers, d->choice[0], d->choice[1], d->refuted,
                          d->deep, d->valid);
}

/* Follows the hints of one puzzle to the end, writing down every hint of
 * the medium and hard techniques, every fourth of the extreme and
 * recursive ones and every ninth of the easy ones (the most common, and
 * the shortest detail). */
static gboolean
worth_recording (const FutoHint *hint,
                 int             k)
{
  FutoLevel level;

  if (hint->kind != FUTO_HINT_STEP)
    return TRUE;
  level = futo_technique_level (hint->step.technique);
  return level == FUTO_LEVEL_EASY ? k % 9 == 0 : level >= FUTO_LEVEL_EXTREME ? k % 4 == 0 : TRUE;
}

static void
record_puzzle (GString          *out,
               const char       *label,
               const FutoPuzzle *puzzle)
{
  int cells = puzzle->size * puzzle->size;
  guint8 *entries = g_new0 (guint8, cells);
  FutoSet *pencil = g_new0 (FutoSet, cells);
  FutoHint hint;

  futo_hint_init (&hint);
  for (int k = 0;; k++)
    {
      FutoHintKind kind = futo_hint_find (puzzle, entries, pencil, &hint);
      g_autofree char *vague = futo_hint_vague (puzzle, &hint);
      g_autofree char *full = futo_hint_full (puzzle, &hint);

      if (worth_recording (&hint, k))
        {
          g_string_append_printf (out, "%s #%d: %d %s | %s", label, k, kind, vague, full);
          if (kind == FUTO_HINT_STEP)
            {
              g_string_append (out, " | ");
              append_detail (out, &hint.step.detail);
            }
          g_string_append_c (out, '\n');
        }
      if (kind != FUTO_HINT_STEP)
        break;
      futo_hint_apply (puzzle, &hint, entries, pencil);
    }
  futo_hint_clear (&hint);
  g_free (pencil);
  g_free (entries);
}

static void
test_hint_texts (void)
{
  GRand *rand = g_rand_new_with_seed (17);
  GString *out = g_string_new (NULL);
  g_autofree char *expected = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) want = NULL;
  gsize len;
  int line;

  for (int n = 4; n <= 9; n++)
    for (int i = 0; i < (n <= 7 ? 6 : 4); i++)
      {
        g_autofree char *label = g_strdup_printf ("unequal %d.%d", n, i);
        FutoPuzzle *puzzle = test_random_puzzle (rand, n, 1.0, 1.0);

        /* Puzzles of signs alone take seconds at 8×8 and 9×9: every
         * hint there guesses, from the start. */
        thin (rand, puzzle, n <= 7 && i % 2 == 1);
        record_puzzle (out, label, puzzle);
        futo_puzzle_free (puzzle);
      }
  for (int n = 4; n <= 7; n++)
    for (int i = 0; i < 3; i++)
      {
        g_autofree char *label = g_strdup_printf ("adjacent %d.%d", n, i);
        FutoPuzzle *puzzle = random_adjacent (rand, n, 1.0);

        thin (rand, puzzle, FALSE);
        record_puzzle (out, label, puzzle);
        futo_puzzle_free (puzzle);
      }
  expected = test_read_data ("hint-texts.txt", &len);
  if (strcmp (out->str, expected) != 0)
    {
      g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "hint-texts.txt", NULL);

      g_file_set_contents (path, out->str, (gssize) out->len, NULL);
      g_test_message ("got %s", path);
    }
  /* The first line that differs, rather than the whole text. */
  lines = g_strsplit (out->str, "\n", -1);
  want = g_strsplit (expected, "\n", -1);
  for (line = 0; lines[line] != NULL && want[line] != NULL; line++)
    g_assert_cmpstr (lines[line], ==, want[line]);
  g_assert_cmpstr (lines[line], ==, want[line]);
  g_string_free (out, TRUE);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint/texts", test_hint_texts);
  return g_test_run ();
}
