/* cli-trace-load.c: --trace FILE as the run to show (tree, slides)
 *
 * The file is read a line at a time through the core's streaming parser,
 * so a trace of ten million events is never held twice, and a lie is
 * reported at its line as soon as it is read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "cli-open.h"
#include "cli-report.h"
#include "cli-trace.h"
#include "futo-algorithm.h"

/* The longest line read: a trace's lines are a few words, and a file of
 * one endless line (or /dev/zero behind a pipe) must not take all memory.
 * The same bound as the GLib library's reader (docs/file-limits.md). */
#define MAX_LINE (1024 * 1024)

/* Reads one line into *line (without its newline) up to MAX_LINE bytes.
 * Returns its length, -1 at the end of the file, -2 when it is longer. */
static ssize_t
read_line (FILE    *file,
           GString *line)
{
  int c;

  g_string_truncate (line, 0);
  while ((c = getc_unlocked (file)) != EOF)
    {
      if (c == '\n')
        return (ssize_t) line->len;
      if (line->len >= MAX_LINE)
        return -2;
      g_string_append_c (line, (char) c);
    }
  return line->len > 0 ? (ssize_t) line->len : -1;
}

int
cli_trace_load (const CliOptions *options,
                size_t            max_events,
                FutoTrace       **out)
{
  const char *path = options->trace_path;
  bool from_stdin = strcmp (path, "-") == 0;
  const char *name = from_stdin ? "standard input" : path;
  FutoTraceParser *parser;
  FutoError error;
  FILE *file = stdin;
  g_autoptr (GString) line = g_string_sized_new (256);
  ssize_t len = 0;
  uint64_t lines = 0;
  bool ok = true;
  int saved, status;

  *out = NULL;
  /* A device or a FIFO is refused before it is read (standard input may
   * be a pipe: the line bound and max_events hold it). */
  if (!from_stdin && (file = cli_open_regular (options, name, path, &status)) == NULL)
    return status;
  parser = futo_trace_parser_new (max_events);
  if (parser == NULL)
    g_error ("out of memory");
  futo_error_clear (&error);
  while (ok && (len = read_line (file, line)) >= 0)
    {
      lines++;
      ok = futo_trace_parser_feed_line (parser, line->str, (size_t) len, &error);
    }
  saved = ferror (file) ? errno : 0;
  if (!from_stdin)
    fclose (file);
  if (ok && len == -2)
    {
      futo_trace_parser_free (parser);
      return cli_fail (options, "%s:%" G_GUINT64_FORMAT ": line longer than %d bytes: is this a trace?",
                       name, lines + 1, MAX_LINE);
    }
  if (ok && saved != 0)
    {
      futo_trace_parser_free (parser);
      return cli_fail (options, "%s: %s", name, strerror (saved));
    }
  if (ok)
    ok = futo_trace_parser_finish (parser, &error);
  if (!ok)
    {
      futo_trace_parser_free (parser);
      return cli_fail_at (options, name, &error);
    }
  *out = futo_trace_parser_steal_trace (parser);
  futo_trace_parser_free (parser);
  if (!options->json && !futo_trace_is_complete (*out))
    cli_note (_("%s: the trace has no 'end' line: the run was cut off"), name);
  return CLI_EXIT_OK;
}

const char *
cli_trace_solver_name (const FutoTrace *trace)
{
  const char *id = futo_trace_get_algorithm (trace);
  const FutoAlgorithm *algorithm = id != NULL ? futo_algorithm_find (id) : NULL;

  if (algorithm != NULL)
    return algorithm->name;
  if (id != NULL)
    return id;
  return _("an unnamed solver");
}
