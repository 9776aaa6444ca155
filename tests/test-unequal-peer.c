/* test-unequal-peer.c: Simon Tatham's Unequal as the reference
 *
 * Debian's sgt-puzzles ships Unequal, whose command line makes puzzles
 * without a display: `sgt-unequal --generate K --save PREFIX
 * --with-solutions PARAMS#SEED` writes K save files, each with the puzzle
 * (DESC) and the solution Unequal made it from (SOLVE). For puzzles of every
 * size from 4 to 12 and every level Unequal has, in both of its modes, this
 * checks that our solver finds that solution and no other, and that our
 * grade is never harder than Unequal's level, mapped as docs/difficulty.md
 * says (Trivial and Easy: easy; Tricky: hard; Extreme: extreme;
 * Recursive: recursive). Every disagreement is listed before a size fails,
 * and the table of Unequal's levels against ours, per size, is printed at
 * the end.
 *
 * Unequal takes seconds for a Tricky or Extreme puzzle from 11×11 on and
 * for a Recursive one from 9×9 on (an Adjacent one: minutes), so the test
 * makes one or two of each kind where that stays short, about half a minute
 * in all; `test-unequal-peer --full`
 * makes ten of every kind Unequal makes within a minute each (the table in
 * bench/generate/README.md). Without sgt-unequal the test is skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "futo-grade.h"
#include "test-util.h"

/* Unequal's levels as its parameters spell them, and ours for each. */
static const struct
{
  char      letter;
  const char *name;
  FutoLevel ours;
} unequal_levels[] = {
  { 't', "Trivial",   FUTO_LEVEL_EASY },
  { 'e', "Easy",      FUTO_LEVEL_EASY },
  { 'k', "Tricky",    FUTO_LEVEL_HARD },
  { 'x', "Extreme",   FUTO_LEVEL_EXTREME },
  { 'r', "Recursive", FUTO_LEVEL_RECURSIVE },
};
#define N_UNEQUAL_LEVELS G_N_ELEMENTS (unequal_levels)
#define SMALLEST 4
#define LARGEST  12
#define N_SIZES  (LARGEST - SMALLEST + 1)

/* How many puzzles of each kind the test makes: every kind, fewer where
 * Unequal is slow (measured with sgt-puzzles 20230122 on two shared cores:
 * a 12×12 Tricky or Extreme puzzle takes it 2 to 8 s, a 9×9 Recursive one
 * 3 s, an Adjacent Recursive one from 8×8 on 7 s to minutes). */
static int
quick_count (gboolean adjacent,
             int      size,
             char     level)
{
  switch (level)
    {
    case 't':
    case 'e':
      return 2;
    case 'k':
    case 'x':
      return size <= 8 ? 2 : 1;
    default:
      return size <= (adjacent ? 7 : 8) ? 1 : 0;
    }
}

typedef struct
{
  gboolean adjacent;
  int      size;
} Kind;

static char *unequal_path;
static char *timeout_path;
static gboolean full;
/* table[adjacent][size - SMALLEST][Unequal's level][our level] */
static int table[2][N_SIZES][N_UNEQUAL_LEVELS][FUTO_N_LEVELS];
static int slow[2][N_SIZES][N_UNEQUAL_LEVELS];

/* The value of a save file's KEY (written as "KEY     :LENGTH:VALUE"). */
static char *
save_field (const char *text,
            const char *key)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    {
      char *colon = strchr (lines[i], ':'), *second;
      g_autofree char *name = NULL;

      if (colon == NULL || (second = strchr (colon + 1, ':')) == NULL)
        continue;
      name = g_strstrip (g_strndup (lines[i], (gsize) (colon - lines[i])));
      if (strcmp (name, key) == 0)
        return g_strdup (second + 1);
    }
  return NULL;
}

/* Unequal's solution "S…": one character a cell, digits from 1 below
 * order 10, else 0–9 for 1–10 and letters from 11. */
static gboolean
read_solution (const char *text,
               int         size,
               guint8     *values)
{
  if (text == NULL || text[0] != 'S' || (int) strlen (text + 1) != size * size)
    return FALSE;
  for (int cell = 0; cell < size * size; cell++)
    {
      char c = text[1 + cell];
      int value = g_ascii_isdigit (c) ? c - '0' + (size >= 10 ? 1 : 0)
                  : g_ascii_isalpha (c) ? g_ascii_toupper (c) - 'A' + 11 : 0;

      if (value < 1 || value > size)
        return FALSE;
      values[cell] = (guint8) value;
    }
  return TRUE;
}

/* The one solution by the default algorithm, or FALSE with a note. */
static gboolean
solve_once (const FutoPuzzle *puzzle,
            guint8           *values,
            GString          *problems,
            const char       *id)
{
  FutoRunResult result;
  gboolean one;

  futo_run_result_init (&result);
  one = test_run_checked (futo_algorithm_default (), puzzle, 2, 0, NULL, 0, &result)
        == FUTO_STATUS_SOLVED && result.solution_count == 1;
  if (one)
    memcpy (values, result.solutions[0], (gsize) puzzle->size * puzzle->size);
  else
    g_string_append_printf (problems, "  %s: our solver finds %" G_GUINT64_FORMAT " solutions\n",
                            id, result.solution_count);
  futo_run_result_clear (&result);
  return one;
}

/* Checks one of Unequal's puzzles; adds what disagrees to problems. */
static void
check_puzzle (const Kind *kind,
              guint       level,
              const char *save,
              GString    *problems)
{
  g_autofree char *desc = save_field (save, "DESC");
  g_autofree char *solve = save_field (save, "SOLVE");
  g_autofree char *id = NULL;
  g_autofree guint8 *theirs = g_new0 (guint8, kind->size * kind->size);
  g_autofree guint8 *ours = g_new0 (guint8, kind->size * kind->size);
  FutoPuzzle *puzzle;
  FutoError error;
  FutoGrade grade;

  g_assert_nonnull (desc);
  id = g_strdup_printf ("%d%s:%s", kind->size, kind->adjacent ? "a" : "", desc);
  puzzle = futo_tatham_read (id, strlen (id), &error);
  g_assert_nonnull (puzzle);
  g_assert_true (read_solution (solve, kind->size, theirs));
  g_assert_true (futo_puzzle_is_solution (puzzle, theirs));
  if (solve_once (puzzle, ours, problems, id) && memcmp (ours, theirs, (gsize) kind->size * kind->size) != 0)
    g_string_append_printf (problems, "  %s: our one solution is not Unequal's\n", id);
  g_assert_cmpint (futo_grade (puzzle, &grade), ==, FUTO_GRADE_OK);
  table[kind->adjacent][kind->size - SMALLEST][level][grade.level]++;
  if (grade.level > unequal_levels[level].ours)
    g_string_append_printf (problems, "  %s: Unequal's %s, graded %s here (hardest: %s)\n", id,
                            unequal_levels[level].name, futo_level_id (grade.level),
                            futo_technique_id (grade.hardest));
  futo_puzzle_free (puzzle);
}

/* Makes one puzzle of a kind and level with Unequal, from seed, and checks
 * it; FALSE when Unequal did not finish within a minute. */
static gboolean
run_unequal (const Kind *kind,
             guint       level,
             int         seed,
             GString    *problems)
{
  g_autofree char *dir = g_dir_make_tmp ("unequal-peer-XXXXXX", NULL);
  g_autofree char *prefix = g_build_filename (dir, "p", NULL);
  g_autofree char *path = g_strdup_printf ("%s0", prefix);
  g_autofree char *params = g_strdup_printf ("%d%sd%c#%d", kind->size, kind->adjacent ? "a" : "",
                                             unequal_levels[level].letter, seed);
  g_autofree char *save = NULL;
  const char *argv[10];
  int argc = 0, status = 0;

  g_assert_nonnull (dir);
  if (timeout_path != NULL)
    {
      argv[argc++] = timeout_path;
      argv[argc++] = "60";
    }
  argv[argc++] = unequal_path;
  argv[argc++] = "--generate";
  argv[argc++] = "1";
  argv[argc++] = "--save";
  argv[argc++] = prefix;
  argv[argc++] = "--with-solutions";
  argv[argc++] = params;
  argv[argc] = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL
                               | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL));
  if (g_file_get_contents (path, &save, NULL, NULL))
    {
      check_puzzle (kind, level, save, problems);
      g_unlink (path);
    }
  else
    /* Unequal writes the file once it has made the puzzle. */
    g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_rmdir (dir);
  return save != NULL;
}

static void
test_kind (gconstpointer data)
{
  const Kind *kind = data;
  g_autoptr (GString) problems = g_string_new (NULL);

  if (unequal_path == NULL)
    {
      g_test_skip ("sgt-unequal not found (Debian package sgt-puzzles)");
      return;
    }
  for (guint level = 0; level < N_UNEQUAL_LEVELS; level++)
    {
      int count = full ? 10 : quick_count (kind->adjacent, kind->size, unequal_levels[level].letter);

      /* Unequal makes no Adjacent puzzle below 5×5 past its Easy level. */
      if (kind->adjacent && kind->size < 5 && level >= 2)
        continue;
      for (int i = 0; i < count; i++)
        if (!run_unequal (kind, level, 100 * kind->size + i, problems))
          {
            slow[kind->adjacent][kind->size - SMALLEST][level] = 1;
            break;
          }
    }
  if (problems->len > 0)
    {
      g_test_message ("%s %dx%d disagrees:\n%s", kind->adjacent ? "Adjacent" : "Unequal", kind->size,
                      kind->size, problems->str);
      g_test_fail ();
    }
}

/* The table, as TAP comments in Markdown: per mode, size and Unequal
 * level, how many of its puzzles graded at each of our levels ("e2 m1":
 * two easy, one medium). */
static void
print_table (void)
{
  static const char ours_letters[FUTO_N_LEVELS] = { 'e', 'm', 'h', 'x', 'r' };

  for (int adjacent = 0; adjacent < 2; adjacent++)
    {
      printf ("# %s mode, graded here (e: easy, m: medium, h: hard, x: extreme, r: recursive)\n",
              adjacent ? "Adjacent" : "Unequal");
      printf ("# | size | Trivial | Easy | Tricky | Extreme | Recursive |\n# |---|---|---|---|---|---|\n");
      for (int size = SMALLEST; size <= LARGEST; size++)
        {
          GString *line = g_string_new (NULL);

          g_string_append_printf (line, "# | %d×%d |", size, size);
          for (guint level = 0; level < N_UNEQUAL_LEVELS; level++)
            {
              const int *row = table[adjacent][size - SMALLEST][level];
              int total = 0;

              for (int ours = 0; ours < FUTO_N_LEVELS; ours++)
                if (row[ours] > 0)
                  {
                    g_string_append_printf (line, " %c%d", ours_letters[ours], row[ours]);
                    total += row[ours];
                  }
              if (slow[adjacent][size - SMALLEST][level])
                g_string_append (line, total > 0 ? " (then over a minute)" : " over a minute");
              else if (total == 0)
                g_string_append (line, " –");
              g_string_append (line, " |");
            }
          printf ("%s\n", line->str);
          g_string_free (line, TRUE);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  static Kind kinds[2 * N_SIZES];
  int status;

  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--full") == 0)
      {
        full = TRUE;
        memmove (&argv[i], &argv[i + 1], (gsize) (argc - i) * sizeof *argv);
        argc--;
        break;
      }
  g_test_init (&argc, &argv, NULL);
  unequal_path = g_strdup (g_getenv ("UNEQUAL"));
  if (unequal_path == NULL && g_file_test ("/usr/games/sgt-unequal", G_FILE_TEST_IS_EXECUTABLE))
    unequal_path = g_strdup ("/usr/games/sgt-unequal");
  if (unequal_path == NULL)
    unequal_path = g_find_program_in_path ("sgt-unequal");
  timeout_path = g_find_program_in_path ("timeout");
  for (int adjacent = 0; adjacent < 2; adjacent++)
    for (int size = SMALLEST; size <= LARGEST; size++)
      {
        Kind *kind = &kinds[adjacent * N_SIZES + size - SMALLEST];
        g_autofree char *path = g_strdup_printf ("/unequal-peer/%s/%d",
                                                 adjacent ? "adjacent" : "unequal", size);

        *kind = (Kind) { adjacent, size };
        g_test_add_data_func (path, kind, test_kind);
      }
  status = g_test_run ();
  if (unequal_path != NULL)
    print_table ();
  g_free (unequal_path);
  g_free (timeout_path);
  return status;
}
