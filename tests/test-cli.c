/* test-cli.c: runs the futoshiki command as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

static char *tmp_dir; /* scratch files, removed at the end */

/* ---- running the command ---- */

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

/* Empty output comes back as a GBytes with no data at all. */
static char *
bytes_to_string (GBytes *bytes)
{
  gsize len = 0;
  const char *data = g_bytes_get_data (bytes, &len);

  return data != NULL ? g_strndup (data, len) : g_strdup ("");
}

/* Runs the CLI with args (NULL-terminated) and input on standard input
 * (len may be -1 for a string; NULL gives an empty stdin). */
static Run *
run_with_input (const char         *input,
                gssize              len,
                const char * const *args)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GBytes) in = NULL, out = NULL, err = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("FUTOSHIKI_CLI");
  Run *run = g_new0 (Run, 1);

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (const char * const *a = args; *a != NULL; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "NO_COLOR", "1", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  if (input == NULL)
    input = "";
  in = g_bytes_new (input, len < 0 ? strlen (input) : (gsize) len);
  g_subprocess_communicate (process, in, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);

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

#define RUN(...) run_with_input (NULL, -1, (const char * const[]) { __VA_ARGS__, NULL })
#define RUN_STDIN(input, ...) run_with_input (input, -1, (const char * const[]) { __VA_ARGS__, NULL })

static char *
data_path (const char *relative)
{
  const char *dir = g_getenv ("FUTOSHIKI_TEST_DATA");

  g_assert_nonnull (dir);
  return g_build_filename (dir, relative, NULL);
}

static char *
read_data (const char *relative)
{
  g_autofree char *path = data_path (relative);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Writes a scratch file and returns its path. */
static char *
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
static char *
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
static char *
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
static void
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

static void
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

static char *
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


/* ---- a minimal JSON reader: enough to check the output is JSON and to
 * look values up (json-glib is not available) ---- */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JsonType;

typedef struct Json Json;
struct Json
{
  JsonType   type;
  double     number;
  gboolean   boolean;
  char      *string;
  GPtrArray *items; /* of Json*, for arrays and object values */
  GPtrArray *keys;  /* of char*, for objects */
};

static void
json_free (Json *j)
{
  if (j == NULL)
    return;
  g_free (j->string);
  if (j->items != NULL)
    g_ptr_array_unref (j->items);
  if (j->keys != NULL)
    g_ptr_array_unref (j->keys);
  g_free (j);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Json, json_free)

static Json *json_value (const char **p);

static void
skip_ws (const char **p)
{
  while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
    (*p)++;
}

static char *
json_string_raw (const char **p)
{
  GString *s = g_string_new (NULL);

  if (**p != '"')
    return g_string_free (s, TRUE), NULL;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) **p < 0x20)
        return g_string_free (s, TRUE), NULL;
      if (**p != '\\')
        {
          g_string_append_c (s, **p);
          continue;
        }
      (*p)++;
      switch (**p)
        {
        case '"': case '\\': case '/': g_string_append_c (s, **p); break;
        case 'n': g_string_append_c (s, '\n'); break;
        case 't': g_string_append_c (s, '\t'); break;
        case 'r': g_string_append_c (s, '\r'); break;
        case 'b': g_string_append_c (s, '\b'); break;
        case 'f': g_string_append_c (s, '\f'); break;
        case 'u':
          {
            char hex[5] = { 0 };
            for (int i = 0; i < 4; i++)
              if (!g_ascii_isxdigit (hex[i] = (*p)[1 + i]))
                return g_string_free (s, TRUE), NULL;
            g_string_append_unichar (s, (gunichar) strtol (hex, NULL, 16));
            *p += 4;
            break;
          }
        default:
          return g_string_free (s, TRUE), NULL;
        }
    }
  (*p)++;
  if (!g_utf8_validate (s->str, s->len, NULL))
    return g_string_free (s, TRUE), NULL;
  return g_string_free (s, FALSE);
}

static Json *
json_container (const char **p,
                gboolean     object)
{
  Json *j = g_new0 (Json, 1);

  j->type = object ? J_OBJECT : J_ARRAY;
  j->items = g_ptr_array_new_with_free_func ((GDestroyNotify) json_free);
  if (object)
    j->keys = g_ptr_array_new_with_free_func (g_free);
  (*p)++;
  skip_ws (p);
  if (**p == (object ? '}' : ']'))
    return (*p)++, j;
  for (;;)
    {
      Json *item;

      skip_ws (p);
      if (object)
        {
          char *key = json_string_raw (p);
          if (key == NULL)
            return json_free (j), NULL;
          g_ptr_array_add (j->keys, key);
          skip_ws (p);
          if (*(*p)++ != ':')
            return json_free (j), NULL;
        }
      item = json_value (p);
      if (item == NULL)
        return json_free (j), NULL;
      g_ptr_array_add (j->items, item);
      skip_ws (p);
      if (**p == ',')
        (*p)++;
      else if (**p == (object ? '}' : ']'))
        return (*p)++, j;
      else
        return json_free (j), NULL;
    }
}

static Json *
json_value (const char **p)
{
  Json *j;

  skip_ws (p);
  if (**p == '{' || **p == '[')
    return json_container (p, **p == '{');
  j = g_new0 (Json, 1);
  if (**p == '"')
    {
      j->type = J_STRING;
      if ((j->string = json_string_raw (p)) == NULL)
        return json_free (j), NULL;
    }
  else if (g_str_has_prefix (*p, "true") || g_str_has_prefix (*p, "false"))
    {
      j->type = J_BOOL;
      j->boolean = **p == 't';
      *p += j->boolean ? 4 : 5;
    }
  else if (g_str_has_prefix (*p, "null"))
    *p += 4;
  else if (**p == '-' || g_ascii_isdigit (**p))
    {
      char *end;
      j->type = J_NUMBER;
      j->number = g_ascii_strtod (*p, &end);
      *p = end;
    }
  else
    return json_free (j), NULL;
  return j;
}

/* The whole text must be one JSON value and a newline. */
static Json *
json_parse (const char *text)
{
  const char *p = text;
  Json *j = json_value (&p);

  if (j == NULL)
    g_error ("not JSON: %s", text);
  g_assert_cmpstr (p, ==, "\n");
  return j;
}

static Json *
json_get (const Json *j,
          const char *key)
{
  g_assert_cmpint (j->type, ==, J_OBJECT);
  for (guint i = 0; i < j->keys->len; i++)
    if (strcmp (g_ptr_array_index (j->keys, i), key) == 0)
      return g_ptr_array_index (j->items, i);
  return NULL;
}

static const char *
json_get_string (const Json *j,
                 const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_STRING);
  return v->string;
}

static double
json_get_number (const Json *j,
                 const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_NUMBER);
  return v->number;
}

static gboolean
json_get_bool (const Json *j,
               const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_BOOL);
  return v->boolean;
}

/* A JSON array of rows of numbers as "1432 3214 …". */
static char *
json_rows (const Json *grid)
{
  GString *s = g_string_new (NULL);

  g_assert_nonnull (grid);
  g_assert_cmpint (grid->type, ==, J_ARRAY);
  for (guint r = 0; r < grid->items->len; r++)
    {
      const Json *row = g_ptr_array_index (grid->items, r);

      g_assert_cmpint (row->type, ==, J_ARRAY);
      if (r > 0)
        g_string_append_c (s, ' ');
      for (guint c = 0; c < row->items->len; c++)
        g_string_append_printf (s, "%g", ((Json *) g_ptr_array_index (row->items, c))->number);
    }
  return g_string_free (s, FALSE);
}

static void
assert_stats (const Json *j)
{
  const Json *stats = json_get (j, "stats");
  const char *fields[] = { "nodes", "assignments", "backtracks", "removed_values",
                           "propagations", "restarts", "elapsed" };

  g_assert_nonnull (stats);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_cmpfloat (json_get_number (stats, fields[i]), >=, 0);
}

/* ---- the acceptance checks ---- */

/* The 4×4 example after its first cell row. */
#define GRID4_TAIL "- - - -\n. | 2 | . | .\n- - ^ -\n. | . | . | .\n- - - -\n. | . < . < 3\n"

#define ID4   "4:1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L,"
#define ROWS4 "1432 3214 2341 4123"
#define ID5   "5:0D,0,0,0,4,0R,0,1,0,0,0,0,0,0D,0,0,0,0,0,0,0,0,0U,0L,0U,"
#define ROWS5 "53214 32145 14532 45321 21453"

static void
test_solve_game_id (void)
{
  g_autoptr (Run) run = RUN ("solve", ID4);
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS4);
}

static void
test_count_empty (void)
{
  g_autofree char *grid = empty_grid (4);
  g_autofree char *path = scratch ("empty4.txt", grid, -1);
  g_autoptr (Run) run = RUN ("count", path);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, "576\n");
}

static void
test_check_several (void)
{
  g_autofree char *grid = empty_grid (3);
  g_autoptr (Run) run = RUN_STDIN (grid, "check", "-");
  const char *differ;

  g_assert_cmpint (run->status, ==, 1);
  g_assert_nonnull (strstr (run->out, "problems: none"));
  g_assert_nonnull (strstr (run->out, "several"));
  g_assert_nonnull (strstr (run->out, "solution 1"));
  g_assert_nonnull (strstr (run->out, "solution 2"));
  differ = strstr (run->out, "they differ at r");
  g_assert_nonnull (differ);
  /* Two different Latin squares of order 3 differ in at least 3 cells. */
  g_assert_nonnull (strstr (differ, ", r"));
  g_assert_nonnull (strstr (strstr (differ, ", r") + 1, ", r"));
}

/* ---- solving ---- */

static void
test_solve_examples (void)
{
  const char *names[] = { "unequal_4x4", "unequal_5x5", "unequal_9x9" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *rel = g_strdup_printf ("examples/%s.txt", names[i]);
      g_autofree char *srel = g_strdup_printf ("examples/%s.solution.txt", names[i]);
      g_autofree char *path = data_path (rel);
      g_autofree char *expected = read_data (srel);
      g_autofree char *a = NULL, *b = NULL;
      g_autoptr (Run) run = RUN ("solve", path);

      g_assert_cmpint (run->status, ==, 0);
      a = normalize_grid (run->out);
      b = normalize_grid (expected);
      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_solve_paper (void)
{
  g_autofree char *dir_path = data_path ("paper");
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  int solved = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *rel = g_build_filename ("paper", name, NULL);
      g_autofree char *path = data_path (rel);
      g_autofree char *puzzle = read_data (rel);
      g_autoptr (Run) run = RUN ("solve", "--time-limit", "60", path);

      g_assert_cmpint (run->status, ==, 0);
      assert_solves (puzzle, run->out);
      solved++;
    }
  g_assert_cmpint (solved, >=, 10);
}

static void
test_solve_stdin (void)
{
  g_autofree char *puzzle = read_data ("examples/unequal_5x5.txt");
  g_autoptr (Run) run = RUN_STDIN (puzzle, "solve", "-");
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS5);
  assert_solves (puzzle, run->out);
}

static void
test_solve_game_id_stdin (void)
{
  g_autoptr (Run) run = RUN_STDIN (ID5 "\n", "solve", "-");
  g_autoptr (Run) again = NULL;
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS5);
  /* The printed solution reads back: solving it again gives itself. */
  again = RUN_STDIN (run->out, "solve", "-");
  g_assert_cmpint (again->status, ==, 0);
  g_assert_cmpstr (again->out, ==, run->out);
}

/* Each row increasing forces every row to 1 2 3: columns repeat. No single
 * sign or given is wrong, so only the search can tell. */
#define UNSAT3 "3\n. < . < .\n- - -\n. < . < .\n- - -\n. | . | .\n"

static void
test_unsatisfiable (void)
{
  g_autofree char *path = scratch ("unsat.txt", UNSAT3, -1);
  g_autoptr (Run) solve = RUN ("solve", path);
  g_autoptr (Run) count = RUN ("count", path);
  g_autoptr (Run) check = RUN ("check", path);
  g_autoptr (Run) show = RUN ("show", "--solution", path);

  g_assert_cmpint (solve->status, ==, 1);
  g_assert_cmpstr (solve->out, ==, "");
  g_assert_nonnull (strstr (solve->err, "no solution"));
  g_assert_cmpint (count->status, ==, 1);
  g_assert_cmpstr (count->out, ==, "0\n");
  g_assert_cmpint (check->status, ==, 1);
  g_assert_nonnull (strstr (check->out, "solutions: none"));
  g_assert_cmpint (show->status, ==, 1);
}

static void
test_invalid (void)
{
  g_autofree char *path = scratch ("dup.txt", "3\n2 | . | 2\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) solve = RUN ("solve", path);
  g_autoptr (Run) check = RUN ("check", path);
  g_autoptr (Run) json = RUN ("check", "--json", path);
  g_autoptr (Json) j = NULL;
  const Json *problems;

  g_assert_cmpint (solve->status, ==, 1);
  g_assert_cmpstr (solve->out, ==, "");
  g_assert_nonnull (strstr (solve->err, "dup.txt: r1c"));
  g_assert_cmpint (check->status, ==, 1);
  g_assert_nonnull (strstr (check->out, "\nr1c"));
  g_assert_nonnull (strstr (check->out, "solutions: none"));
  g_assert_cmpint (json->status, ==, 1);
  j = json_parse (json->out);
  g_assert_cmpstr (json_get_string (j, "status"), ==, "invalid");
  g_assert_false (json_get_bool (j, "valid"));
  g_assert_false (json_get_bool (j, "unique"));
  problems = json_get (j, "problems");
  g_assert_cmpuint (problems->items->len, >=, 1);
  g_assert_cmpfloat (json_get_number (g_ptr_array_index (problems->items, 0), "row"), ==, 1);
  g_assert_nonnull (json_get_string (g_ptr_array_index (problems->items, 0), "message"));
}

static void
test_check_unique (void)
{
  g_autofree char *path = data_path ("examples/unequal_9x9.txt");
  g_autoptr (Run) run = RUN ("check", path);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "problems: none"));
  g_assert_nonnull (strstr (run->out, "exactly one"));
}

static void
test_count_limits (void)
{
  g_autofree char *grid4 = empty_grid (4), *grid9 = empty_grid (9);
  g_autoptr (Run) limit = RUN_STDIN (grid4, "count", "--limit", "5", "-");
  g_autoptr (Run) nodes = RUN_STDIN (grid9, "count", "--max-nodes", "1000", "-");
  g_autoptr (Run) time = RUN_STDIN (grid9, "count", "--time-limit", "0.2", "-");
  g_autoptr (Run) json = RUN_STDIN (grid9, "count", "--json", "--max-nodes", "1000", "-");
  g_autoptr (Json) j = NULL;

  g_assert_cmpint (limit->status, ==, 0);
  g_assert_cmpstr (limit->out, ==, "5\n");
  g_assert_nonnull (strstr (limit->err, "--limit"));
  g_assert_cmpint (nodes->status, ==, 3);
  g_assert_cmpstr (nodes->out, ==, "");
  g_assert_cmpint (time->status, ==, 3);
  g_assert_cmpint (json->status, ==, 3);
  j = json_parse (json->out);
  g_assert_cmpstr (json_get_string (j, "status"), ==, "limit");
  g_assert_false (json_get_bool (j, "exact"));
}

static void
test_stats (void)
{
  g_autoptr (Run) run = RUN ("solve", "--stats", ID4);
  const char *fields[] = { "nodes:", "assignments:", "backtracks:", "removed values:",
                           "propagations:", "time:" };
  g_autofree char *rows = NULL;

  g_assert_cmpint (run->status, ==, 0);
  rows = grid_rows (run->out);
  g_assert_cmpstr (rows, ==, ROWS4);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_nonnull (strstr (run->err, fields[i]));
}

/* ---- --json ---- */

static void
test_json (void)
{
  g_autofree char *grid3 = empty_grid (3), *grid4 = empty_grid (4);
  g_autoptr (Run) solve = RUN ("solve", "--json", ID4);
  g_autoptr (Run) count = RUN_STDIN (grid4, "count", "-", "--json");
  g_autoptr (Run) check = RUN_STDIN (grid3, "--json", "check", "-");
  g_autoptr (Run) unique = RUN ("check", "--json", ID5);
  g_autoptr (Run) algorithms = RUN ("algorithms", "--json");
  g_autoptr (Json) js = NULL, jc = NULL, jk = NULL, ju = NULL, ja = NULL;
  g_autofree char *rows = NULL, *urows = NULL;
  const Json *list, *examples;

  g_assert_cmpint (solve->status, ==, 0);
  js = json_parse (solve->out);
  g_assert_cmpstr (json_get_string (js, "status"), ==, "solved");
  rows = json_rows (json_get (js, "solution"));
  g_assert_cmpstr (rows, ==, ROWS4);
  assert_stats (js);

  g_assert_cmpint (count->status, ==, 0);
  jc = json_parse (count->out);
  g_assert_cmpfloat (json_get_number (jc, "solutions"), ==, 576);
  g_assert_true (json_get_bool (jc, "exact"));
  assert_stats (jc);

  /* "--json" before the command is a command name, not an option. */
  g_assert_cmpint (check->status, ==, 2);
  g_assert_cmpstr (json_get_string (jk = json_parse (check->out), "status"), ==, "error");
  g_clear_pointer (&jk, json_free);
  g_clear_pointer (&check, run_free);
  check = RUN_STDIN (grid3, "check", "--json", "-");
  g_assert_cmpint (check->status, ==, 1);
  jk = json_parse (check->out);
  g_assert_cmpstr (json_get_string (jk, "status"), ==, "several");
  g_assert_false (json_get_bool (jk, "unique"));
  g_assert_true (json_get_bool (jk, "valid"));
  g_assert_cmpuint (json_get (jk, "problems")->items->len, ==, 0);
  examples = json_get (jk, "examples");
  g_assert_cmpuint (examples->items->len, ==, 2);
  g_assert_cmpuint (json_get (jk, "differences")->items->len, >=, 3);
  assert_stats (jk);

  g_assert_cmpint (unique->status, ==, 0);
  ju = json_parse (unique->out);
  g_assert_cmpstr (json_get_string (ju, "status"), ==, "unique");
  g_assert_true (json_get_bool (ju, "unique"));
  urows = json_rows (json_get (ju, "solution"));
  g_assert_cmpstr (urows, ==, ROWS5);

  g_assert_cmpint (algorithms->status, ==, 0);
  ja = json_parse (algorithms->out);
  list = json_get (ja, "algorithms");
  g_assert_cmpuint (list->items->len, >=, 1);
  g_assert_nonnull (json_get_string (g_ptr_array_index (list->items, 0), "id"));
  g_assert_true (json_get_bool (g_ptr_array_index (list->items, 0), "default"));
}

static void
test_json_errors (void)
{
  g_autofree char *path = scratch ("bad-cell.txt", "3\n1 | x | .\n- - -\n. | . | .\n- - -\n. | . | .\n", -1);
  g_autoptr (Run) run = RUN ("solve", "--json", path);
  g_autoptr (Run) usage = RUN ("solve", "--json", "--algorithm", "xyz", ID4);
  g_autoptr (Run) id = RUN ("count", "--json", "4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0");
  g_autoptr (Json) j = NULL, ju = NULL, ji = NULL;

  g_assert_cmpint (run->status, ==, 2);
  j = json_parse (run->out);
  g_assert_cmpstr (json_get_string (j, "status"), ==, "error");
  g_assert_nonnull (strstr (json_get_string (j, "error"), "bad-cell.txt: line 2"));
  g_assert_cmpfloat (json_get_number (j, "line"), ==, 2);
  g_assert_cmpfloat (json_get_number (j, "column"), >=, 1);

  g_assert_cmpint (usage->status, ==, 2);
  ju = json_parse (usage->out);
  g_assert_nonnull (strstr (json_get_string (ju, "error"), "unknown algorithm 'xyz'"));

  g_assert_cmpint (id->status, ==, 2);
  ji = json_parse (id->out);
  g_assert_cmpstr (json_get_string (ji, "status"), ==, "error");
  g_assert_true (g_str_has_prefix (json_get_string (ji, "cell"), "r1c"));
}

/* ---- convert ---- */

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
      g_autofree char *grid = read_data (names[i]);
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
  g_autofree char *path = data_path ("examples/unequal_4x4.txt");
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
  g_autofree char *out = g_build_filename (tmp_dir, "out.futoshiki", NULL);
  g_autofree char *grid = read_data ("examples/unequal_5x5.txt");
  g_autoptr (Run) run = RUN ("convert", "--to", "futoshiki", "-o", out, ID5);
  g_autoptr (Run) solve = NULL, json = NULL;
  g_autoptr (Json) j = NULL;
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
  j = json_parse (json->out);
  g_assert_cmpstr (json_get_string (j, "from"), ==, "futoshiki");
  g_assert_true (g_str_has_prefix (json_get_string (j, "text"), "5:"));
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

/* ---- show ---- */

static void
test_show (void)
{
  g_autofree char *path = data_path ("examples/unequal_4x4.txt");
  g_autoptr (Run) run = RUN ("show", path);
  g_autoptr (Run) solved = RUN ("show", "--solution", path);
  g_autoptr (Run) ascii = RUN ("show", "--ascii", path);
  g_autoptr (Run) json = RUN ("show", "--json", path);
  g_autoptr (Json) j = NULL;
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
  j = json_parse (json->out);
  g_assert_cmpstr (json_get_string (j, "board"), ==, expected);
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

/* ---- help and version ---- */

static void
test_help (void)
{
  const char *commands[] = { "solve", "count", "check", "convert", "show", "algorithms" };
  g_autoptr (Run) help = RUN ("--help");
  g_autoptr (Run) version = RUN ("--version");
  g_autoptr (Run) list = RUN ("algorithms");

  g_assert_cmpint (help->status, ==, 0);
  g_assert_true (g_str_has_prefix (help->out, "Usage: futoshiki COMMAND"));
  g_assert_nonnull (strstr (help->out, "Exit status"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *usage = g_strdup_printf ("Usage: futoshiki %s", commands[i]);
      g_autoptr (Run) run = RUN (commands[i], "--help");
      g_autoptr (Run) run2 = RUN ("help", commands[i]);

      g_assert_nonnull (strstr (help->out, commands[i]));
      g_assert_cmpint (run->status, ==, 0);
      g_assert_true (g_str_has_prefix (run->out, usage));
      g_assert_cmpstr (run2->out, ==, run->out);
    }
  g_assert_cmpint (version->status, ==, 0);
  g_assert_true (g_str_has_prefix (version->out, "futoshiki (Futoshiki Lab) "));
  g_assert_true (g_ascii_isdigit (version->out[strlen ("futoshiki (Futoshiki Lab) ")]));
  g_assert_cmpint (list->status, ==, 0);
  g_assert_nonnull (strstr (list->out, "(default)"));
  g_assert_nonnull (strstr (list->out, "complete: "));
  g_assert_nonnull (strstr (list->out, "reference: "));
}

/* ---- bad input: exit 2, one line on stderr naming the place ---- */


static const struct
{
  const char *name;
  const char *text;
  gssize      len;
  const char *place;
} bad_files[] = {
  { "size-word.txt",   "x\n", -1, "size-word.txt: line 1" },
  { "size-one.txt",    "1\n.\n", -1, "size-one.txt: line 1" },
  { "size-65.txt",     "65\n", -1, "size-65.txt: line 1" },
  { "size-neg.txt",    "-4\n", -1, "size-neg.txt: line 1" },
  { "size-huge.txt",   "# c\n99999999999999999999\n", -1, "size-huge.txt: line 2" },
  { "size-two.txt",    "4 5\n", -1, "size-two.txt: line 1" },
  { "truncated.txt",   "4\n1 | . > . | .\n- - - -\n", -1, "truncated.txt: line " },
  { "cell-7.txt",      "4\n7 | . > . | .\n" GRID4_TAIL, -1, "cell-7.txt: line 2, column 1" },
  { "cell-0.txt",      "4\n1 | 0 > . | .\n" GRID4_TAIL, -1, "cell-0.txt: line 2, column 5" },
  { "relation.txt",    "4\n1 = . > . | .\n" GRID4_TAIL, -1, "relation.txt: line 2, column 3" },
  { "vertical.txt",    "4\n1 | . > . | .\nx - - -\n. | 2 | . | .\n- - ^ -\n. | . | . | .\n"
                       "- - - -\n. | . < . < 3\n", -1, "vertical.txt: line 3, column 1" },
  { "too-many.txt",    "4\n1 | . > . | . | .\n" GRID4_TAIL, -1, "too-many.txt: line 2" },
  { "too-few.txt",     "4\n1 | . > .\n" GRID4_TAIL, -1, "too-few.txt: line 2" },
  { "extra-row.txt",   "4\n1 | . > . | .\n" GRID4_TAIL ". | . | . | .\n", -1, "extra-row.txt: line 9" },
  { "no-relations.txt","4\n1 . . .\n" GRID4_TAIL, -1, "no-relations.txt: line 2" },
  { "nul.txt",         "4\n1 |\0 . > . | .\n", 16, "nul.txt: line 2, column 4" },
  { "garbage.bin",     "\x89PNG\r\n\x1a\n\xff\xfe\x01\x02", -1, "garbage.bin: line 1" },
  { "empty.txt",       "", 0, "empty.txt: empty" },
  { "blank.txt",       " \n\t\n\n", -1, "blank.txt: empty" },
  { "comment.txt",     "# only a comment\n", -1, "comment.txt: " },
  { "newer.futoshiki", "# Futoshiki Lab puzzle\nfutoshiki-lab-format: 9\n", -1,
    "newer.futoshiki: line 2" },
};

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = scratch (bad_files[i].name, bad_files[i].text, bad_files[i].len);
      g_autoptr (Run) run = RUN ("solve", path);
      g_autoptr (Run) stdin_run = run_with_input (bad_files[i].text, bad_files[i].len,
                                                  (const char * const[]) { "check", "-", NULL });
      const char *place = strchr (bad_files[i].place, ':') + 2;
      g_autofree char *stdin_place = g_strdup_printf ("standard input: %s", place);

      g_test_message ("%s", bad_files[i].name);
      assert_one_line_error (run, bad_files[i].place);
      assert_one_line_error (stdin_run, stdin_place);
    }
}

static const struct
{
  const char *id;
  const char *place;
} bad_ids[] = {
  { "4:1,0R,0", "game ID: " },                                  /* not enough data */
  { ID4 "0,", "game ID: " },                                    /* too much data */
  { "4:9,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c1" },/* out of range */
  { "4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c" },/* contradicting */
  { "4:0U,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c1" },/* off the grid */
  { "4:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0R", "game ID: cell r4c4" },/* off the grid */
  { "4#12345", "game ID: " },                                   /* random seed ID */
  { "4:x,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: " },         /* not a number */
  { "1:0", "game ID: " },                                       /* too small */
  { "99:0", "game ID: " },                                      /* too large */
};

static void
test_bad_game_ids (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_ids); i++)
    {
      g_autoptr (Run) run = RUN ("solve", bad_ids[i].id);

      g_test_message ("%s", bad_ids[i].id);
      assert_one_line_error (run, bad_ids[i].place);
    }
}

static const struct
{
  const char *args[6];
  const char *message;
} bad_usages[] = {
  { { NULL }, "futoshiki: missing command" },
  { { "frobnicate", NULL }, "unknown command 'frobnicate'" },
  { { "--frob", NULL }, "unknown option '--frob'" },
  { { "help", "frob", NULL }, "unknown command 'frob'" },
  { { "solve", "--frob", ID4, NULL }, "solve: unknown option '--frob'" },
  { { "solve", "-x", ID4, NULL }, "solve: unknown option '-x'" },
  { { "solve", "--algorithm", "xyz", ID4, NULL },
    "futoshiki: unknown algorithm 'xyz'; 'futoshiki algorithms' lists them\n" },
  { { "solve", ID4, "--algorithm", NULL }, "option '--algorithm' needs a value" },
  { { "solve", NULL }, "solve: missing INPUT" },
  { { "solve", ID4, "extra", NULL }, "unexpected argument 'extra'" },
  { { "solve", "--max-nodes", "abc", ID4, NULL }, "invalid value 'abc' for --max-nodes" },
  { { "solve", "--time-limit", "-1", ID4, NULL }, "invalid value '-1' for --time-limit" },
  { { "solve", "--seed", "1x", ID4, NULL }, "invalid value '1x' for --seed" },
  { { "count", "--limit", "-5", ID4, NULL }, "invalid value '-5' for --limit" },
  { { "solve", "--to", "grid", ID4, NULL }, "option '--to' does not apply" },
  { { "convert", ID4, NULL }, "convert: missing --to" },
  { { "convert", "--to", "xml", ID4, NULL }, "unknown format 'xml'" },
  { { "algorithms", "foo", NULL }, "unexpected argument 'foo'" },
  { { "solve", "--from", "tatham", NULL, NULL }, "solve: missing INPUT" },
};

static void
test_bad_usage (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_usages); i++)
    {
      g_autoptr (Run) run = run_with_input (NULL, -1, bad_usages[i].args);

      g_test_message ("%s", bad_usages[i].message);
      assert_one_line_error (run, bad_usages[i].message);
    }
}

static void
test_bad_places (void)
{
  g_autofree char *missing = g_build_filename (tmp_dir, "nope.txt", NULL);
  g_autofree char *locked = scratch ("locked.txt", "4\n", -1);
  g_autofree char *nowhere = g_build_filename (tmp_dir, "no-such-dir", "out.txt", NULL);
  g_autofree char *grid_path = data_path ("examples/unequal_4x4.txt");
  g_autofree char *grid = read_data ("examples/unequal_4x4.txt");
  g_autoptr (Run) r1 = RUN ("solve", missing);
  g_autoptr (Run) r2 = RUN ("count", tmp_dir);
  g_autoptr (Run) r3 = RUN ("solve", "-");
  g_autoptr (Run) r4 = run_with_input ("4\n1\0\0", 5, (const char * const[]) { "show", "-", NULL });
  g_autoptr (Run) r5 = RUN ("convert", "--to", "grid", "-o", nowhere, grid_path);
  g_autoptr (Run) r6 = RUN_STDIN (grid, "solve", "--from", "tatham", "-");
  g_autoptr (Run) r7 = RUN ("solve", "--algorithm", "xyz", missing);

  assert_one_line_error (r1, "nope.txt: No such file or directory");
  assert_one_line_error (r2, ": Is a directory");
  assert_one_line_error (r3, "standard input: empty");
  assert_one_line_error (r4, "standard input: line 2, column 2");
  assert_one_line_error (r5, "out.txt: No such file or directory");
  assert_one_line_error (r6, "standard input: ");
  /* The option is checked before the file is opened. */
  assert_one_line_error (r7, "unknown algorithm 'xyz'");

  /* root reads anything, so only an ordinary user can see this refusal. */
  if (geteuid () != 0)
    {
      g_autoptr (Run) r8 = NULL;

      g_assert_cmpint (g_chmod (locked, 0), ==, 0);
      r8 = RUN ("solve", locked);
      assert_one_line_error (r8, "locked.txt: Permission denied");
    }
}

/* --trace writes the run's events in the documented text form: a header,
 * then exactly as many event lines as it announces, each naming real cells. */
static void
test_trace (void)
{
  g_autofree char *puzzle = data_path ("examples/unequal_5x5.txt");
  g_autofree char *path = g_build_filename (tmp_dir, "run.trace", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (Run) run = RUN ("solve", "--algorithm", "prop", "--trace", path, puzzle);
  g_autoptr (Run) bad = NULL;
  guint64 announced = 0, events = 0, prunes = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 1\nsize 5\nalgorithm prop\n"));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "events "))
        announced = g_ascii_strtoull (lines[i] + 7, NULL, 10);
      else if (announced > 0 && lines[i][0] != '\0')
        {
          events++;
          if (g_str_has_prefix (lines[i], "prune r"))
            prunes++;
        }
    }
  g_assert_cmpuint (events, ==, announced);
  g_assert_cmpuint (prunes, >, 25); /* 25 cells start with 5 candidates and end with 1 */

  /* An unwritable place fails at once, before the run, with one line. */
  bad = RUN ("solve", "--trace", "/nonexistent-dir/run.trace", puzzle);
  g_assert_cmpint (bad->status, ==, 2);
  g_assert_nonnull (strstr (bad->err, "/nonexistent-dir/run.trace: No such file or directory"));
  g_assert_cmpstr (bad->out, ==, "");
}

/* futoshiki bench paper runs the paper's experiment and checks its answers. */
static void
test_bench_paper (void)
{
  g_autoptr (Run) run = RUN ("bench", "paper", "--classes", "6_6_1,7_7_30", "--instances", "2");
  g_autoptr (Run) bad = RUN ("bench", "nothing");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "Table 1"));
  g_assert_nonnull (strstr (run->out, "Table 2"));
  g_assert_nonnull (strstr (run->out, "all correct"));
  g_assert_cmpint (bad->status, ==, 2);
  g_assert_nonnull (strstr (bad->err, "unknown benchmark 'nothing'"));
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
  g_assert_nonnull (strstr (bad_size->err, "hard Adjacent puzzles come in sizes 5 to 7"));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/acceptance/solve-game-id", test_solve_game_id);
  g_test_add_func ("/cli/acceptance/count-empty", test_count_empty);
  g_test_add_func ("/cli/acceptance/check-several", test_check_several);
  g_test_add_func ("/cli/solve/examples", test_solve_examples);
  g_test_add_func ("/cli/solve/paper", test_solve_paper);
  g_test_add_func ("/cli/solve/stdin", test_solve_stdin);
  g_test_add_func ("/cli/solve/game-id-stdin", test_solve_game_id_stdin);
  g_test_add_func ("/cli/solve/unsatisfiable", test_unsatisfiable);
  g_test_add_func ("/cli/solve/invalid", test_invalid);
  g_test_add_func ("/cli/check/unique", test_check_unique);
  g_test_add_func ("/cli/count/limits", test_count_limits);
  g_test_add_func ("/cli/stats", test_stats);
  g_test_add_func ("/cli/trace", test_trace);
  g_test_add_func ("/cli/bench-paper", test_bench_paper);
  g_test_add_func ("/cli/generate-grade-hint", test_generate_grade_hint);
  g_test_add_func ("/cli/adjacent-graded", test_adjacent_graded);
  g_test_add_func ("/cli/adjacent-generate", test_adjacent_generate);
  g_test_add_func ("/cli/json/results", test_json);
  g_test_add_func ("/cli/json/errors", test_json_errors);
  g_test_add_func ("/cli/convert/round-trips", test_convert_round_trips);
  g_test_add_func ("/cli/convert/tatham-id", test_convert_tatham_id);
  g_test_add_func ("/cli/convert/output-file", test_convert_output_file);
  g_test_add_func ("/cli/native", test_native);
  g_test_add_func ("/cli/show/board", test_show);
  g_test_add_func ("/cli/show/wide", test_show_wide);
  g_test_add_func ("/cli/adjacent", test_adjacent);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/errors/files", test_bad_files);
  g_test_add_func ("/cli/errors/game-ids", test_bad_game_ids);
  g_test_add_func ("/cli/errors/usage", test_bad_usage);
  g_test_add_func ("/cli/errors/places", test_bad_places);

  status = g_test_run ();

  /* Scratch files only; the directory holds nothing else. */
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
        g_unlink (path);
      }
    g_rmdir (tmp_dir);
    g_free (tmp_dir);
  }
  return status;
}
