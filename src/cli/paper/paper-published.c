/* paper-published.c: Şen & Diner's own Tables 1 and 2, read from their TSV files
 *
 * src/cli/paper/data/ holds the figures as read off the paper: one
 * file per table, tab-separated, "#" lines for comments, a header naming
 * the columns, then one row per class. The tables are joined by class; a
 * row that is malformed, repeated or missing from the other table stops the
 * reading with the file, line and column of the fault, so that a damaged
 * file can never slip a wrong figure beside ours. The files are installed
 * too (src/cli/paper/meson.build), so that an installed futoshiki prints them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "paper-bench.h"

typedef enum
{
  FIELD_INT,    /* a class coordinate */
  FIELD_NUMBER, /* a published figure */
  FIELD_SURE,   /* "yes" or "no" */
  FIELD_NOTE,   /* free text, may be empty */
} FieldKind;

typedef struct
{
  const char *name;
  FieldKind   kind;
  size_t      offset; /* into FutoPublishedClass */
} Column;

#define COLUMN(name, kind, member) { name, kind, offsetof (FutoPublishedClass, member) }

static const Column time_columns[] = {
  COLUMN ("size", FIELD_INT, n),
  COLUMN ("inequalities", FIELD_INT, inequalities),
  COLUMN ("givens", FIELD_INT, givens),
  COLUMN ("cf_mean", FIELD_NUMBER, cf_time_mean),
  COLUMN ("cf_sd", FIELD_NUMBER, cf_time_sd),
  COLUMN ("bt_mean", FIELD_NUMBER, bt_time_mean),
  COLUMN ("bt_sd", FIELD_NUMBER, bt_time_sd),
  COLUMN ("sure", FIELD_SURE, time_sure),
  COLUMN ("note", FIELD_NOTE, time_note),
};

static const Column node_columns[] = {
  COLUMN ("size", FIELD_INT, n),
  COLUMN ("inequalities", FIELD_INT, inequalities),
  COLUMN ("givens", FIELD_INT, givens),
  COLUMN ("cf_explored", FIELD_NUMBER, cf_explored),
  COLUMN ("cf_removed", FIELD_NUMBER, cf_removed),
  COLUMN ("bt_explored", FIELD_NUMBER, bt_explored),
  COLUMN ("sure", FIELD_SURE, nodes_sure),
  COLUMN ("note", FIELD_NOTE, nodes_note),
};

typedef struct
{
  FutoPublished *published;
  const char    *path;
  const Column  *columns;
  int            n_columns;
  bool           first_table; /* rows are added; otherwise joined to the first table's */
  char          *error;
  size_t         error_len;
} Reader;

static bool
fail (Reader     *reader,
      int         line,
      int         column,
      const char *format,
      ...)
{
  int used = snprintf (reader->error, reader->error_len, "%s:%d:%d: ", reader->path, line, column);
  va_list args;

  if (used >= 0 && (size_t) used < reader->error_len)
    {
      va_start (args, format);
      vsnprintf (reader->error + used, reader->error_len - (size_t) used, format, args);
      va_end (args);
    }
  return false;
}

/* Splits line (its newline removed) at the tabs, in place; start[k] is the
 * 1-based column of field k. Returns the number of fields. */
static int
split (char  *line,
       char **fields,
       int   *start,
       int    max)
{
  int count = 0;
  char *at = line;

  for (;;)
    {
      char *tab = strchr (at, '\t');

      if (count == max)
        return max + 1;
      fields[count] = at;
      start[count++] = (int) (at - line) + 1;
      if (tab == NULL)
        return count;
      *tab = '\0';
      at = tab + 1;
    }
}

static bool
read_header (Reader *reader,
             char   *line,
             int     number)
{
  char *fields[16];
  int start[16];
  int end = (int) strlen (line) + 1; /* the column after the line, before split() cuts it */
  int count = split (line, fields, start, 15);

  for (int k = 0; k < reader->n_columns; k++)
    if (k >= count || strcmp (fields[k], reader->columns[k].name) != 0)
      return fail (reader, number, k < count ? start[k] : end,
                   "expected the column \"%s\" here", reader->columns[k].name);
  if (count > reader->n_columns)
    return fail (reader, number, start[reader->n_columns], "a column too many");
  return true;
}

static bool
read_field (Reader             *reader,
            const Column       *column,
            const char         *text,
            int                 line,
            int                 at,
            FutoPublishedClass *row)
{
  char *base = (char *) row + column->offset;
  char *end;

  switch (column->kind)
    {
    case FIELD_INT:
      {
        long value;

        errno = 0;
        value = strtol (text, &end, 10);
        if (errno != 0 || end == text || *end != '\0' || value < 1 || value > 100000)
          return fail (reader, line, at, "%s: expected a whole number, got \"%s\"", column->name, text);
        *(int *) base = (int) value;
        return true;
      }
    case FIELD_NUMBER:
      {
        double value;

        errno = 0;
        value = strtod (text, &end);
        if (errno != 0 || end == text || *end != '\0' || !(value >= 0))
          return fail (reader, line, at, "%s: expected a number, got \"%s\"", column->name, text);
        *(double *) base = value;
        return true;
      }
    case FIELD_SURE:
      if (strcmp (text, "yes") != 0 && strcmp (text, "no") != 0)
        return fail (reader, line, at, "%s: expected yes or no, got \"%s\"", column->name, text);
      *(bool *) base = text[0] == 'y';
      return true;
    case FIELD_NOTE:
      if (strlen (text) >= FUTO_PUBLISHED_NOTE_LEN)
        return fail (reader, line, at, "%s: longer than %d bytes", column->name, FUTO_PUBLISHED_NOTE_LEN - 1);
      strcpy (base, text);
      return true;
    default:
      return fail (reader, line, at, "unknown column kind");
    }
}

static FutoPublishedClass *
find_class (FutoPublished *published,
            int            n,
            int            inequalities,
            int            givens)
{
  for (int k = 0; k < published->count; k++)
    {
      FutoPublishedClass *row = &published->classes[k];

      if (row->n == n && row->inequalities == inequalities && row->givens == givens)
        return row;
    }
  return NULL;
}

/* Reads one data row into its class: a new one in the first table, the
 * first table's own in the second. */
static bool
read_row (Reader *reader,
          char   *line,
          int     number)
{
  FutoPublished *published = reader->published;
  FutoPublishedClass row, *into;
  char *fields[16];
  int start[16];
  int end = (int) strlen (line) + 1;
  int count = split (line, fields, start, 15);
  bool *seen;

  /* The note may be left out altogether when it is empty. */
  if (count < reader->n_columns - 1 || count > reader->n_columns)
    return fail (reader, number, count > reader->n_columns ? start[reader->n_columns] : end,
                 "%d fields expected, %d found", reader->n_columns, count);
  memset (&row, 0, sizeof row);
  for (int k = 0; k < count; k++)
    if (!read_field (reader, &reader->columns[k], fields[k], number, start[k], &row))
      return false;

  into = find_class (published, row.n, row.inequalities, row.givens);
  if (reader->first_table)
    {
      if (into != NULL)
        return fail (reader, number, 1, "class %d_%d_%d given twice", row.n, row.inequalities, row.givens);
      if (published->count == FUTO_PUBLISHED_MAX_CLASSES)
        return fail (reader, number, 1, "more than %d classes", FUTO_PUBLISHED_MAX_CLASSES);
      into = &published->classes[published->count++];
      *into = row;
      into->has_nodes = false;
      return true;
    }
  if (into == NULL)
    return fail (reader, number, 1, "class %d_%d_%d is not in the time table", row.n, row.inequalities, row.givens);
  seen = &into->has_nodes;
  if (*seen)
    return fail (reader, number, 1, "class %d_%d_%d given twice", row.n, row.inequalities, row.givens);
  *seen = true;
  into->cf_explored = row.cf_explored;
  into->cf_removed = row.cf_removed;
  into->bt_explored = row.bt_explored;
  into->nodes_sure = row.nodes_sure;
  strcpy (into->nodes_note, row.nodes_note);
  return true;
}

static bool
read_table (Reader *reader)
{
  FILE *file = fopen (reader->path, "r");
  char line[1024];
  int number = 0;
  bool header = true, ok = true;

  if (file == NULL)
    {
      snprintf (reader->error, reader->error_len, "%s: %s", reader->path, strerror (errno));
      return false;
    }
  while (ok && fgets (line, sizeof line, file) != NULL)
    {
      size_t len = strlen (line);

      number++;
      if (len > 0 && line[len - 1] != '\n' && !feof (file))
        {
          ok = fail (reader, number, (int) len, "line longer than %d bytes", (int) sizeof line - 2);
          break;
        }
      line[strcspn (line, "\r\n")] = '\0';
      if (line[0] == '#' || line[0] == '\0')
        continue;
      ok = header ? read_header (reader, line, number) : read_row (reader, line, number);
      header = false;
    }
  fclose (file);
  if (ok && header)
    ok = fail (reader, number + 1, 1, "no header line");
  return ok;
}

/* Whether dir holds the first table (the load says what is wrong with it). */
static bool
has_tables (const char *dir)
{
  char path[4096];
  FILE *file;

  snprintf (path, sizeof path, "%s/%s", dir, FUTO_PUBLISHED_TIME_FILE);
  file = fopen (path, "r");
  if (file == NULL)
    return false;
  fclose (file);
  return true;
}

/* FUTO_BENCH_PUBLISHED_FROM_BINDIR joined to the folder of the running
 * executable, or false where that cannot be known. */
static bool
installed_beside_executable (char   *dir,
                             size_t  dir_len)
{
  const char *relative = FUTO_BENCH_PUBLISHED_FROM_BINDIR;
  char exe[4096];
  ssize_t length;
  char *slash;

  if (relative[0] == '\0')
    return false;
  length = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  if (length <= 0)
    return false;
  exe[length] = '\0';
  slash = strrchr (exe, '/');
  if (slash == NULL)
    return false;
  *slash = '\0';
  /* Each "../" climbs from the executable's folder here, so that the
   * messages name the file without a "bin/.." in between. */
  while (strncmp (relative, "../", 3) == 0 && (slash = strrchr (exe, '/')) != NULL && slash != exe)
    {
      *slash = '\0';
      relative += 3;
    }
  return snprintf (dir, dir_len, "%s/%s", exe, relative) < (int) dir_len;
}

const char *
futo_bench_published_default_dir (void)
{
  static char beside[4096];

  if (installed_beside_executable (beside, sizeof beside) && has_tables (beside))
    return beside;
  if (has_tables (FUTO_BENCH_PUBLISHED_DIR))
    return FUTO_BENCH_PUBLISHED_DIR;
  return FUTO_BENCH_PUBLISHED_INSTALLED_DIR;
}

bool
futo_bench_published_load (FutoPublished *published,
                           const char    *dir,
                           char          *error,
                           size_t         error_len)
{
  char time_path[4096], node_path[4096];
  Reader reader = { published, time_path, time_columns, (int) (sizeof time_columns / sizeof time_columns[0]),
                    true, error, error_len };

  memset (published, 0, sizeof *published);
  snprintf (time_path, sizeof time_path, "%s/%s", dir, FUTO_PUBLISHED_TIME_FILE);
  snprintf (node_path, sizeof node_path, "%s/%s", dir, FUTO_PUBLISHED_NODE_FILE);
  if (!read_table (&reader))
    return false;

  reader.path = node_path;
  reader.columns = node_columns;
  reader.n_columns = (int) (sizeof node_columns / sizeof node_columns[0]);
  reader.first_table = false;
  if (!read_table (&reader))
    return false;

  for (int k = 0; k < published->count; k++)
    if (!published->classes[k].has_nodes)
      {
        const FutoPublishedClass *row = &published->classes[k];

        snprintf (error, error_len, "%s: class %d_%d_%d of the time table is missing", node_path, row->n,
                  row->inequalities, row->givens);
        return false;
      }
  return true;
}

const FutoPublishedClass *
futo_bench_published_find (const FutoPublished *published,
                           int                  n,
                           int                  inequalities,
                           int                  givens)
{
  return find_class ((FutoPublished *) published, n, inequalities, givens);
}
