/* futoshiki-trace.h: a recorded run, read, checked, written and drawn, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futoshiki-enums.h"
#include "futoshiki-event.h"
#include "futoshiki-puzzle.h"
#include "futoshiki-search-tree.h"
#include "futoshiki-trace-error.h"

G_BEGIN_DECLS

/* The core's trace (futo-trace.h), for C; scripts read it through the
 * methods below. */
#ifndef __GI_SCANNER__
typedef struct FutoTrace FutoTrace;
#endif

#define FUTOSHIKI_TYPE_TRACE (futoshiki_trace_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiTrace, futoshiki_trace, FUTOSHIKI, TRACE, GObject)

FutoshikiTrace      *futoshiki_trace_new_from_file  (GFile          *file,
                                                     GError        **error);
FutoshikiTrace      *futoshiki_trace_new_from_text  (const char     *text,
                                                     GError        **error);

char                *futoshiki_trace_to_text        (FutoshikiTrace *self);
gboolean             futoshiki_trace_save           (FutoshikiTrace *self,
                                                     GFile          *file,
                                                     GError        **error);

gint                 futoshiki_trace_get_size       (FutoshikiTrace *self);
FutoshikiPuzzle     *futoshiki_trace_get_puzzle     (FutoshikiTrace *self);
const char          *futoshiki_trace_get_algorithm  (FutoshikiTrace *self);
FutoshikiNodeCount   futoshiki_trace_get_node_count (FutoshikiTrace *self);
gboolean             futoshiki_trace_get_truncated  (FutoshikiTrace *self);
gboolean             futoshiki_trace_get_complete   (FutoshikiTrace *self);
guint64              futoshiki_trace_get_n_events   (FutoshikiTrace *self);
FutoshikiEvent      *futoshiki_trace_get_event      (FutoshikiTrace *self,
                                                     guint64         index,
                                                     GError        **error);

FutoshikiSearchTree *futoshiki_trace_build_tree     (FutoshikiTrace *self,
                                                     GCancellable   *cancellable,
                                                     GError        **error);

#ifndef __GI_SCANNER__
const FutoTrace     *futoshiki_trace_get_core       (FutoshikiTrace *self);
FutoshikiTrace      *futoshiki_trace_new_for_core   (FutoTrace      *trace);
#endif

G_END_DECLS
