/* lab-trace-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A .trace file opened in the app: any solver's run, a student's own
 * included, with the puzzle it ran on (trace format version 2). Reading
 * checks every event against that puzzle and the rules
 * (futo_trace_parser_feed_line), so a lying trace is refused with its
 * line and "event N: …" before anything on screen changes. A trace of
 * millions of events takes longer than a frame to read and check: that
 * happens in a worker thread.
 */
#define G_LOG_DOMAIN "lab-trace-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futo-algorithm.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-error-text.h"
#include "futoshiki-task.h"
#include "lab-trace-file.h"

#define TRACE_MAGIC "futoshiki-lab-trace"

G_DEFINE_QUARK (lab-trace-file-error-quark, lab_trace_file_error)

gboolean
lab_trace_file_is_trace (GFile      *file,
                         const char *contents,
                         gsize       length)
{
  g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;
  const char *p = contents, *end = contents + length;

  if (basename != NULL && g_str_has_suffix (basename, ".trace"))
    return TRUE;
  /* The first line that is not blank or a comment names the format. */
  while (p != NULL && p < end)
    {
      while (p < end && g_ascii_isspace (*p))
        p++;
      if (p < end && *p == '#')
        {
          p = memchr (p, '\n', end - p);
          continue;
        }
      return (gsize) (end - p) >= strlen (TRACE_MAGIC) && strncmp (p, TRACE_MAGIC, strlen (TRACE_MAGIC)) == 0;
    }
  return FALSE;
}

const char *
lab_trace_file_algorithm_name (const char *algorithm)
{
  const FutoAlgorithm *known = algorithm != NULL ? futo_algorithm_find (algorithm) : NULL;

  if (known != NULL)
    return futoshiki_algorithm_name (known);
  /* Translators: the method of a run whose trace does not name it */
  return algorithm != NULL ? algorithm : _("an unnamed solver");
}

gboolean
lab_trace_file_is_local_search (const FutoTrace *trace,
                                const char      *algorithm)
{
  const FutoAlgorithm *known = algorithm != NULL ? futo_algorithm_find (algorithm) : NULL;
  gsize length = futo_trace_get_length (trace);

  if (known != NULL)
    return known->stochastic;
  return futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_MOVE | 1u << FUTO_EVENT_ENERGY, FALSE) < length;
}

typedef struct
{
  char        *contents;
  gsize        length;
  guint64      max_events;
  FutoTrace   *trace;
  FutoError    error;
  gboolean     failed;
} Load;

static void
load_free (Load *load)
{
  g_free (load->contents);
  g_clear_pointer (&load->trace, futo_trace_free);
  g_free (load);
}

/* Line by line, as a program's output is read, so that a file and a
 * live run are checked by the one parser. */
static void
load_in_thread (gpointer          data,
                const atomic_int *cancel)
{
  Load *load = data;
  FutoTraceParser *parser = futo_trace_parser_new (load->max_events);
  const char *p = load->contents, *end = load->contents + load->length;

  futo_error_clear (&load->error);
  if (parser == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  while (p < end && !atomic_load (cancel))
    {
      const char *eol = memchr (p, '\n', end - p);
      gsize len = (eol != NULL ? eol : end) - p;

      if (len > 0 && p[len - 1] == '\r')
        len--;
      if (!futo_trace_parser_feed_line (parser, p, len, &load->error))
        {
          load->failed = TRUE;
          break;
        }
      p = eol != NULL ? eol + 1 : end;
    }
  if (!load->failed && !futo_trace_parser_finish (parser, &load->error))
    load->failed = TRUE;
  if (!load->failed)
    load->trace = futo_trace_parser_steal_trace (parser);
  futo_trace_parser_free (parser);
}

void
lab_trace_file_load_async (char                *contents,
                           gsize                length,
                           guint64              max_events,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Load *load = g_new0 (Load, 1);

  load->contents = contents;
  load->length = length;
  load->max_events = max_events;
  g_task_set_source_tag (task, lab_trace_file_load_async);
  g_task_set_task_data (task, load, (GDestroyNotify) load_free);
  futoshiki_task_run_in_thread (task, load_in_thread);
}

FutoshikiTracePlayer *
lab_trace_file_load_finish (GAsyncResult  *result,
                            GError       **error)
{
  Load *load;
  const FutoPuzzle *puzzle;
  const char *algorithm;
  FutoTrace *trace;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  load = g_task_get_task_data (G_TASK (result));
  if (load->failed)
    {
      g_propagate_error (error, futoshiki_error_to_gerror (&load->error, LAB_TRACE_FILE_ERROR,
                                                           LAB_TRACE_FILE_ERROR_INVALID));
      return NULL;
    }
  g_assert (load->trace != NULL);
  puzzle = futo_trace_get_puzzle (load->trace);
  if (puzzle == NULL)
    {
      g_set_error_literal (error, LAB_TRACE_FILE_ERROR, LAB_TRACE_FILE_ERROR_NO_PUZZLE,
                           _("The trace has no puzzle: it is in version 1 of the trace format, "
                             "which does not say which puzzle the run was on, so it can neither "
                             "be checked nor shown. Record the run again with a newer solver "
                             "(futoshiki solve --trace writes version 2)."));
      return NULL;
    }
  trace = g_steal_pointer (&load->trace);
  algorithm = futo_trace_get_algorithm (trace);
  return futoshiki_trace_player_new (trace, futo_trace_get_puzzle (trace), algorithm,
                                     lab_trace_file_is_local_search (trace, algorithm));
}
