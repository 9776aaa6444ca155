/* lab-trace-file.h: a run from a trace file, checked, as the visualizer plays it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TRACE_FILE_ERROR (lab_trace_file_error_quark ())

typedef enum
{
  LAB_TRACE_FILE_ERROR_INVALID,    /* malformed, or a lie: the message names line and event */
  LAB_TRACE_FILE_ERROR_NO_PUZZLE,  /* a version-1 trace: nothing to check it against or show */
} LabTraceFileError;

GQuark                lab_trace_file_error_quark    (void);

/* Whether file (by its name) or its first line says it is a trace
 * rather than a puzzle. */
gboolean              lab_trace_file_is_trace       (GFile          *file,
                                                     const char     *contents,
                                                     gsize           length);
/* Reads and checks a trace's text in a worker thread, keeping at most
 * max_events events (0: all), and makes a player at its start on the
 * puzzle the trace carries. Takes contents. */
void                  lab_trace_file_load_async     (char           *contents,
                                                     gsize           length,
                                                     guint64         max_events,
                                                     GCancellable   *cancellable,
                                                     GAsyncReadyCallback callback,
                                                     gpointer        user_data);
FutoshikiTracePlayer *lab_trace_file_load_finish    (GAsyncResult   *result,
                                                     GError        **error);
/* Whether trace is a local search's (by its method when the registry
 * knows it, else by its events: moves or energies). */
gboolean              lab_trace_file_is_local_search (const FutoTrace *trace,
                                                      const char      *algorithm);
/* The name a run's method is shown by: the registry's translated name
 * for one of its ids, else the name the trace gave it as it is. */
const char           *lab_trace_file_algorithm_name (const char     *algorithm);

G_END_DECLS
