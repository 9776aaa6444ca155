/* futoshiki-trace-private.h: what the recorder shares with the trace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-trace.h"
#include "futoshiki-trace.h"

G_BEGIN_DECLS

/* Whether a core error of the parser or the checker is a lying event
 * rather than text that is no trace. */
gboolean      _futoshiki_trace_error_is_lie (const FutoError *error);
/* The core's error as a GError of FUTOSHIKI_TRACE_ERROR, translated:
 * LIE or PARSE as _futoshiki_trace_error_is_lie() says. */
GError       *_futoshiki_trace_error_new    (const FutoError *error);
/* Writes trace's text form to file, replacing it atomically: the one
 * save of a trace and of a recording not yet finished. */
gboolean      _futoshiki_trace_write_file   (const FutoTrace *trace,
                                             GFile           *file,
                                             GError         **error);

G_END_DECLS
