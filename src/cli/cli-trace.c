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
#include "futoshiki-file-save.h"

/* A save that failed, in the words every writer uses (futoshiki-file-save.h). */
static int
fail_save (const CliOptions *options,
           const char       *path,
           int               error_number)
{
  g_autoptr (GError) error = NULL;

  futoshiki_file_save_set_error (&error, path, error_number);
  return cli_fail (options, "%s", error->message);
}

static void
release (CliTrace *trace)
{
  futo_atomic_file_abort (trace->file);
  futo_trace_free (trace->trace);
  memset (trace, 0, sizeof *trace);
}

int
cli_trace_begin (const CliOptions *options,
                 const FutoPuzzle *puzzle,
                 CliTrace         *trace)
{
  int err;

  memset (trace, 0, sizeof *trace);
  if (options->trace_path == NULL)
    return CLI_EXIT_OK;

  trace->file = futo_atomic_file_open (options->trace_path, &err);
  if (trace->file == NULL)
    return fail_save (options, options->trace_path, err);
  trace->trace = futo_trace_new (puzzle->size, CLI_TRACE_MAX_EVENTS);
  /* The puzzle and how the tree counts, so that 'tree --trace' and the
   * app draw the run as the method counts it. */
  if (trace->trace != NULL
      && (!futo_trace_set_puzzle (trace->trace, puzzle)
          || !futo_trace_set_node_count (trace->trace, futo_node_count_name (options->algorithm->node_count))))
    g_clear_pointer (&trace->trace, futo_trace_free);
  if (trace->file == NULL || trace->trace == NULL)
    {
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
  int err;

  if (trace->trace == NULL)
    return CLI_EXIT_OK;
  text = futo_trace_write (trace->trace, options->algorithm->id);
  if (text == NULL)
    {
      release (trace);
      return cli_fail (options, "%s: out of memory while writing the trace", options->trace_path);
    }
  futo_atomic_file_write (trace->file, text, strlen (text));
  free (text);
  err = futo_atomic_file_commit (g_steal_pointer (&trace->file));
  if (err != 0)
    {
      release (trace);
      return fail_save (options, options->trace_path, err);
    }
  if (futo_trace_is_truncated (trace->trace) && !options->json)
    cli_note ("%s: the run was longer than %d events; the trace holds its beginning",
              options->trace_path, CLI_TRACE_MAX_EVENTS);
  release (trace);
  return CLI_EXIT_OK;
}
