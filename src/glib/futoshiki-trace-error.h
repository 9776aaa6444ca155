/* futoshiki-trace-error.h: why a trace was refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * FUTOSHIKI_TRACE_ERROR:
 *
 * The error domain of reading and recording traces. Other failures come
 * in their own domains: `G_IO_ERROR` for files and streams,
 * `FUTOSHIKI_ERROR` for arguments out of range.
 */
#define FUTOSHIKI_TRACE_ERROR (futoshiki_trace_error_quark ())

/**
 * FutoshikiTraceError:
 * @FUTOSHIKI_TRACE_ERROR_PARSE: the text is not a trace: the message names
 *   the line and the column
 * @FUTOSHIKI_TRACE_ERROR_LIE: an event claims what is not true of the
 *   puzzle and the events before it: the message names the event
 *   ("event 412: r3c5 = 4 breaks the sign r3c5 < r3c6 (r3c6 = 2)"), and
 *   its line and column when the trace was read from text
 *
 * Why a trace was refused.
 */
typedef enum
{
  FUTOSHIKI_TRACE_ERROR_PARSE,
  FUTOSHIKI_TRACE_ERROR_LIE,
} FutoshikiTraceError;

#define FUTOSHIKI_TYPE_TRACE_ERROR (futoshiki_trace_error_get_type ())

GQuark futoshiki_trace_error_quark    (void);
GType  futoshiki_trace_error_get_type (void) G_GNUC_CONST;

G_END_DECLS
