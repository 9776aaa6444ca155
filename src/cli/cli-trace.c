/* cli-trace.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli-report.h"
#include "cli-trace.h"
#include "futo-search-tree.h"

static void
release (CliTrace *trace)
{
  if (trace->file != NULL)
    fclose (trace->file);
  if (trace->temp_path != NULL)
    unlink (trace->temp_path);
  g_free (trace->temp_path);
  futo_trace_free (trace->trace);
  memset (trace, 0, sizeof *trace);
}

int
cli_trace_begin (const CliOptions *options,
                 const FutoPuzzle *puzzle,
                 CliTrace         *trace)
{
  int fd;

  memset (trace, 0, sizeof *trace);
  if (options->trace_path == NULL)
    return CLI_EXIT_OK;

  trace->temp_path = g_strconcat (options->trace_path, ".XXXXXX", NULL);
  fd = mkstemp (trace->temp_path);
  if (fd < 0)
    {
      int saved = errno;

      g_clear_pointer (&trace->temp_path, g_free);
      return cli_fail (options, "%s: %s", options->trace_path, strerror (saved));
    }
  trace->file = fdopen (fd, "w");
  trace->trace = futo_trace_new (puzzle->size, CLI_TRACE_MAX_EVENTS);
  /* The puzzle and how the tree counts, so that 'tree --trace' and the
   * app draw the run as the method counts it. */
  if (trace->trace != NULL
      && (!futo_trace_set_puzzle (trace->trace, puzzle)
          || !futo_trace_set_node_count (trace->trace, futo_node_count_name (options->algorithm->node_count))))
    g_clear_pointer (&trace->trace, futo_trace_free);
  if (trace->file == NULL || trace->trace == NULL)
    {
      if (trace->file == NULL)
        close (fd);
      release (trace);
      return cli_fail (options, "%s: out of memory", options->trace_path);
    }
  return CLI_EXIT_OK;
}

int
cli_trace_finish (const CliOptions *options,
                  CliTrace         *trace)
{
  char *text;
  bool ok;
  int saved = 0;

  if (trace->trace == NULL)
    return CLI_EXIT_OK;
  text = futo_trace_write (trace->trace, options->algorithm->id);
  if (text == NULL)
    {
      release (trace);
      return cli_fail (options, "%s: out of memory while writing the trace", options->trace_path);
    }
  ok = fputs (text, trace->file) >= 0 && fflush (trace->file) == 0 && fsync (fileno (trace->file)) == 0;
  if (!ok)
    saved = errno;
  free (text);
  ok = fclose (trace->file) == 0 && ok;
  trace->file = NULL;
  if (ok && rename (trace->temp_path, options->trace_path) != 0)
    {
      saved = errno;
      ok = false;
    }
  if (!ok)
    {
      release (trace);
      return cli_fail (options, "%s: %s", options->trace_path, strerror (saved ? saved : EIO));
    }
  if (futo_trace_is_truncated (trace->trace) && !options->json)
    cli_note ("%s: the run was longer than %d events; the trace holds its beginning",
              options->trace_path, CLI_TRACE_MAX_EVENTS);
  g_clear_pointer (&trace->temp_path, g_free);
  release (trace);
  return CLI_EXIT_OK;
}
