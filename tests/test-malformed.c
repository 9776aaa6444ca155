/* test-malformed.c: every broken file in tests/data/bad is rejected, with an
 * error at the place and with the words that data/bad/EXPECTED gives, by the
 * library and by `futoshiki check`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "futo-format.h"
#include "futo-trace.h"

#include <glib.h>

/* EXPECTED lists so many; fewer means files were lost. */
#define MIN_CASES 100

typedef struct
{
  char *file;     /* name inside data/bad */
  char *format;   /* any, grid, tatham, futoshiki or trace */
  int   line;     /* expected place: line and column, or cell (row, col 0-based) */
  int   column;
  int   row;
  int   col;
  char *fragment; /* must appear in the message */
} Case;

static char *
bad_path (const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "data", "bad", file, NULL);
}

/* "L:C" or "rRcC". */
static gboolean
parse_place (const char *place,
             Case       *c)
{
  c->line = c->column = 0;
  c->row = c->col = -1;
  if (sscanf (place, "r%dc%d", &c->row, &c->col) == 2)
    {
      c->row--, c->col--;
      return c->row >= 0 && c->col >= 0;
    }
  c->row = c->col = -1;
  return sscanf (place, "%d:%d", &c->line, &c->column) == 2 && c->line > 0 && c->column >= 0;
}

static GPtrArray *
load_cases (void)
{
  GPtrArray *cases = g_ptr_array_new ();
  g_autofree char *path = bad_path ("EXPECTED");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GError *error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = NULL;
      Case *c;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      /* FILE FORMAT PLACE FRAGMENT: the fragment is the rest of the line. */
      fields = g_strsplit (lines[i], " ", 4);
      if (g_strv_length (fields) != 4)
        g_error ("EXPECTED line %d: expected FILE FORMAT PLACE FRAGMENT", i + 1);
      c = g_new0 (Case, 1);
      c->file = g_strdup (fields[0]);
      c->format = g_strdup (fields[1]);
      c->fragment = g_strdup (fields[3]);
      if (!parse_place (fields[2], c))
        g_error ("EXPECTED line %d: bad place '%s'", i + 1, fields[2]);
      g_ptr_array_add (cases, c);
    }
  return cases;
}

/* Reads the file into a buffer of exactly its length, with no NUL after it,
 * as the readers promise to cope with. */
static char *
read_exact (const char *file,
            gsize      *len)
{
  g_autofree char *path = bad_path (file);
  g_autofree char *contents = NULL;
  GError *error = NULL;
  char *exact;

  if (!g_file_get_contents (path, &contents, len, &error))
    g_error ("%s", error->message);
  exact = g_malloc (*len > 0 ? *len : 1);
  memcpy (exact, contents, *len);
  return exact;
}

/* Reads with the library; returns whether the input was rejected. */
static gboolean
read_rejects (const Case *c,
              const char *text,
              gsize       len,
              FutoError  *error)
{
  if (strcmp (c->format, "trace") == 0)
    {
      FutoTrace *trace = futo_trace_read (text, len, error);

      futo_trace_free (trace);
      return trace == NULL;
    }
  if (strcmp (c->format, "any") == 0)
    {
      FutoGame *game = futo_game_read_any (text, len, NULL, error);

      futo_game_free (game);
      return game == NULL;
    }
  switch (futo_format_from_name (c->format))
    {
    case FUTO_FORMAT_GRID:
      {
        FutoPuzzle *puzzle = futo_grid_read (text, len, error);

        futo_puzzle_free (puzzle);
        return puzzle == NULL;
      }
    case FUTO_FORMAT_TATHAM:
      {
        FutoPuzzle *puzzle = futo_tatham_read (text, len, error);

        futo_puzzle_free (puzzle);
        return puzzle == NULL;
      }
    case FUTO_FORMAT_NATIVE:
      {
        FutoGame *game = futo_native_read (text, len, error);

        futo_game_free (game);
        return game == NULL;
      }
    case FUTO_FORMAT_UNKNOWN:
    default:
      g_error ("%s: unknown format '%s' in EXPECTED", c->file, c->format);
    }
}

/* futoshiki check FILE: exit status 2 and one line on stderr; for puzzle
 * formats exactly the library's description of the error after the name. */
static void
check_cli (const Case      *c,
           const FutoError *error)
{
  const char *cli = g_getenv ("FUTOSHIKI_CLI");
  g_autofree char *path = bad_path (c->file);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  gboolean is_trace = strcmp (c->format, "trace") == 0;
  GError *spawn_error = NULL;
  char *newline;
  int status;

  if (cli == NULL)
    return;
  g_ptr_array_add (argv, (char *) cli);
  g_ptr_array_add (argv, (char *) "check");
  /* The CLI reads no traces: it must still refuse one as a puzzle. */
  if (!is_trace && strcmp (c->format, "any") != 0)
    {
      g_ptr_array_add (argv, (char *) "--from");
      g_ptr_array_add (argv, c->format);
    }
  g_ptr_array_add (argv, path);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                     &out, &err, &status, &spawn_error))
    g_error ("%s", spawn_error->message);

  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_cmpstr (out, ==, "");
  newline = strchr (err, '\n');
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline + 1, ==, "");
  if (is_trace)
    {
      g_autofree char *prefix = g_strdup_printf ("futoshiki: %s: ", path);

      g_assert_true (g_str_has_prefix (err, prefix));
    }
  else
    {
      char description[512];
      g_autofree char *expected = NULL;

      futo_error_describe (error, description, sizeof description);
      expected = g_strdup_printf ("futoshiki: %s: %s\n", path, description);
      g_assert_cmpstr (err, ==, expected);
    }
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  gsize len;
  g_autofree char *text = read_exact (c->file, &len);
  gboolean place_ok;
  FutoError error;

  if (!read_rejects (c, text, len, &error))
    {
      g_test_fail_printf ("%s was accepted", c->file);
      return;
    }
  if (c->row >= 0)
    place_ok = error.row == c->row && error.col == c->col && error.line == 0;
  else
    place_ok = error.line == c->line && error.column == c->column && error.row == -1;
  /* Says everything at once, so that a changed message is quick to judge. */
  if (!place_ok || strstr (error.message, c->fragment) == NULL)
    {
      char description[512];

      futo_error_describe (&error, description, sizeof description);
      g_test_fail_printf ("%s: got \"%s\" (line %d, column %d, row %d, col %d); expected %s "
                          "and \"%s\"", c->file, description, error.line, error.column,
                          error.row, error.col,
                          c->row >= 0 ? "a cell" : "a line", c->fragment);
      return;
    }
  check_cli (c, &error);
}

/* Each file is listed, each listed file exists, and none is lost. */
static void
test_index (gconstpointer data)
{
  const GPtrArray *cases = data;
  g_autofree char *dir_path = bad_path (".");
  g_autoptr (GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);
  GError *error = NULL;
  GDir *dir;
  const char *name;

  g_assert_cmpuint (cases->len, >=, MIN_CASES);
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = g_ptr_array_index (cases, i);
      g_autofree char *path = bad_path (c->file);

      g_assert_false (g_hash_table_contains (listed, c->file));
      g_hash_table_add (listed, c->file);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, "EXPECTED") != 0 && !g_hash_table_contains (listed, name))
      g_error ("data/bad/%s is not listed in data/bad/EXPECTED", name);
  g_dir_close (dir);
}

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->file);
  g_free (c->format);
  g_free (c->fragment);
  g_free (c);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  cases = load_cases ();
  g_test_add_data_func ("/malformed/index", cases, test_index);
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = g_ptr_array_index (cases, i);
      g_autofree char *name = g_strdup_printf ("/malformed/%s", c->file);

      g_test_add_data_func (name, c, test_case);
    }
  status = g_test_run ();
  g_ptr_array_set_free_func (cases, case_free);
  return status;
}
