/* futoshiki-trace-private.h: what the recorder shares with the trace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"
#include "futo-trace.h"
#include "futoshiki-trace.h"

G_BEGIN_DECLS

/* Whether a core error of the parser or the checker is a lying event
 * rather than text that is no trace. */
gboolean      _futoshiki_trace_error_is_lie (const FutoError *error);
/* The core's error as a GError of FUTOSHIKI_TRACE_ERROR, translated:
 * LIE or PARSE as _futoshiki_trace_error_is_lie() says. */
GError       *_futoshiki_trace_error_new    (const FutoError *error);
/* How the tree of trace counts its nodes: its 'nodes' line, else its
 * algorithm's, else decisions. */
FutoNodeCount _futoshiki_trace_node_count   (const FutoTrace *trace);

G_END_DECLS
