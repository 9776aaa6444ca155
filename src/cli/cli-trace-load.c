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

#include "cli-report.h"
#include "cli-trace.h"
#include "futo-algorithm.h"

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
  FILE *file;
  char *line = NULL;
  size_t capacity = 0;
  ssize_t len;
  bool ok = true;
  int saved;

  *out = NULL;
  file = from_stdin ? stdin : fopen (path, "r");
  if (file == NULL)
    {
      saved = errno;
      return cli_fail (options, "%s: %s", name, strerror (saved));
    }
  parser = futo_trace_parser_new (max_events);
  if (parser == NULL)
    g_error ("out of memory");
  futo_error_clear (&error);
  while (ok && (len = getline (&line, &capacity, file)) >= 0)
    {
      if (len > 0 && line[len - 1] == '\n')
        len--;
      ok = futo_trace_parser_feed_line (parser, line, (size_t) len, &error);
    }
  saved = ferror (file) ? errno : 0;
  free (line);
  if (!from_stdin)
    fclose (file);
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
