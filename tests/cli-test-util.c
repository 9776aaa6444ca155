/* cli-test-util.c: running the futoshiki command as a user would, for the
 * CLI tests, and reading what it prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"

static char *tmp_dir; /* scratch files, removed at the end */

/* ---- running the command ---- */

void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run);
}

/* Empty output comes back as a GBytes with no data at all. */
static char *
bytes_to_string (GBytes *bytes)
{
  gsize len = 0;
  const char *data = g_bytes_get_data (bytes, &len);

  return data != NULL ? g_strndup (data, len) : g_strdup ("");
}

/* Runs the CLI with args (NULL-terminated) and input on standard input
 * (len may be -1 for a string; NULL gives an empty stdin). The input comes
 * from a file, not a pipe: a command that fails before it reads its input
 * would close a pipe before the test had written to it, and the write
 * would kill the test with SIGPIPE. */
Run *
run_with_input (const char         *input,
                gssize              len,
                const char * const *args)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GBytes) out = NULL, err = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *in_path = NULL;
  const char *cli = g_getenv ("FUTOSHIKI_CLI");
  Run *run = g_new0 (Run, 1);
  int in_fd;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (const char * const *a = args; *a != NULL; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);

  if (input == NULL)
    input = "";
  in_fd = g_file_open_tmp ("futoshiki-stdin-XXXXXX", &in_path, &error);
  g_assert_no_error (error);
  g_close (in_fd, NULL);
  g_file_set_contents (in_path, input, len, &error);
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  g_subprocess_launcher_setenv (launcher, "NO_COLOR", "1", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_unlink (in_path);

  run->out = bytes_to_string (out);
  run->err = bytes_to_string (err);
  if (!g_subprocess_get_if_exited (process))
    g_error ("futoshiki died of signal %d; stderr: %s", g_subprocess_get_term_sig (process),
             run->err);
  run->status = g_subprocess_get_exit_status (process);
  /* A sanitizer report is a failure whatever the exit status. */
  g_assert_null (strstr (run->err, "Sanitizer"));
  g_assert_null (strstr (run->err, "runtime error"));
  return run;
}

/* Writes a scratch file and returns its path. */
char *
scratch (const char *name,
         const char *text,
         gssize      len)
{
  char *path = g_build_filename (tmp_dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, text, len, &error);
  g_assert_no_error (error);
  return path;
}

/* ---- reading what it prints ---- */

/* A grid text without comments and blank lines, each line's tokens joined
 * by single spaces: two grids are the same puzzle when these are equal. */
char *
normalize_grid (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (char **l = lines; *l != NULL; l++)
    {
      g_auto (GStrv) tokens = g_strsplit_set (g_strstrip (*l), " \t", -1);
      gboolean first = TRUE;

      if ((*l)[0] == '\0' || (*l)[0] == '#')
        continue;
      for (char **t = tokens; *t != NULL; t++)
        if (**t != '\0')
          {
            g_string_append_printf (out, "%s%s", first ? "" : " ", *t);
            first = FALSE;
          }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* The rows of a grid's cell values as digit strings joined by spaces, e.g.
 * "1432 3214 2341 4123"; '.' for an empty cell. */
char *
grid_rows (const char *text)
{
  g_autofree char *norm = normalize_grid (text);
  g_auto (GStrv) lines = g_strsplit (norm, "\n", -1);
  GString *out = g_string_new (NULL);

  /* lines[0] is the size; cell rows are the odd lines after it. */
  for (guint i = 1; lines[0] != NULL && i < g_strv_length (lines); i += 2)
    {
      g_auto (GStrv) tokens = g_strsplit (lines[i], " ", -1);

      if (lines[i][0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      for (guint k = 0; tokens[k] != NULL; k++)
        if (k % 2 == 0) /* odd tokens are signs */
          g_string_append (out, tokens[k]);
    }
  return g_string_free (out, FALSE);
}

/* Whether solution (grid text) solves puzzle (grid text), checked here
 * without the library: same signs, givens kept, a Latin square, signs held. */
void
assert_solves (const char *puzzle,
               const char *solution)
{
  g_autofree char *p = normalize_grid (puzzle), *s = normalize_grid (solution);
  g_auto (GStrv) pl = g_strsplit (p, "\n", -1), sl = g_strsplit (s, "\n", -1);
  int n = atoi (pl[0]);
  g_autofree int *v = g_new0 (int, n * n);

  g_assert_cmpint (n, >=, 2);
  g_assert_cmpstr (pl[0], ==, sl[0]);
  for (int line = 1; line < 2 * n; line++)
    {
      g_auto (GStrv) pt = g_strsplit (pl[line], " ", -1), st = g_strsplit (sl[line], " ", -1);
      int r = (line - 1) / 2;

      g_assert_cmpuint (g_strv_length (pt), ==, g_strv_length (st));
      for (guint k = 0; pt[k] != NULL; k++)
        {
          if (line % 2 == 0 || k % 2 == 1)
            g_assert_cmpstr (pt[k], ==, st[k]); /* a sign token */
          else
            {
              if (strcmp (pt[k], ".") != 0)
                g_assert_cmpstr (pt[k], ==, st[k]);
              v[r * n + k / 2] = atoi (st[k]);
            }
        }
    }
  for (int a = 0; a < n * n; a++)
    {
      g_assert_cmpint (v[a], >=, 1);
      g_assert_cmpint (v[a], <=, n);
      for (int b = a + 1; b < n * n; b++)
        if (a / n == b / n || a % n == b % n)
          g_assert_cmpint (v[a], !=, v[b]);
    }
  for (int line = 1; line < 2 * n; line++)
    {
      g_auto (GStrv) pt = g_strsplit (pl[line], " ", -1);
      int r = (line - 1) / 2;

      for (guint k = 0; pt[k] != NULL; k++)
        {
          int a = line % 2 ? r * n + (int) k / 2 : r * n + (int) k;
          int b = line % 2 ? a + 1 : a + n;

          if ((line % 2 && k % 2 == 0) || strchr ("<^>v", pt[k][0]) == NULL)
            continue;
          if (pt[k][0] == '<' || pt[k][0] == '^')
            g_assert_cmpint (v[a], <, v[b]);
          else
            g_assert_cmpint (v[a], >, v[b]);
        }
    }
}

void
assert_one_line_error (const Run  *run,
                       const char *expected)
{
  if (run->status != 2 || strstr (run->err, expected) == NULL)
    g_error ("expected exit 2 and \"%s\" on stderr, got %d: %s", expected, run->status,
             run->err);
  g_assert_true (g_str_has_prefix (run->err, "futoshiki: "));
  g_assert_true (g_str_has_suffix (run->err, "\n"));
  g_assert_cmpint (strchr (run->err, '\n') - run->err + 1, ==, strlen (run->err));
  g_assert_cmpstr (run->out, ==, "");
}

char *
empty_grid (int n)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%d\n", n);
  for (int r = 0; r < n; r++)
    {
      for (int c = 0; c < n; c++)
        g_string_append (s, c + 1 < n ? ". | " : ".\n");
      if (r + 1 < n)
        {
          for (int c = 0; c < n; c++)
            g_string_append (s, c + 1 < n ? "- " : "-\n");
        }
    }
  return g_string_free (s, FALSE);
}

const char *
cli_test_tmp_dir (void)
{
  g_assert_nonnull (tmp_dir);
  return tmp_dir;
}

int
cli_test_run (void)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GError) error = NULL;
  const char *name;
  int status;

  tmp_dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_assert_no_error (error);
  status = g_test_run ();

  /* Scratch files only; the directory holds nothing else. */
  dir = g_dir_open (tmp_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
  return status;
}
