/* lab-trace-log.h: a recorded search as a list of sentences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_TRACE_LOG_ITEM (lab_trace_log_item_get_type ())

G_DECLARE_FINAL_TYPE (LabTraceLogItem, lab_trace_log_item, LAB, TRACE_LOG_ITEM, GObject)

/* The event's index in the trace. */
guint64     lab_trace_log_item_get_index    (LabTraceLogItem *self);
const char *lab_trace_log_item_get_sentence (LabTraceLogItem *self);

#define LAB_TYPE_TRACE_LOG_MODEL (lab_trace_log_model_get_type ())

G_DECLARE_FINAL_TYPE (LabTraceLogModel, lab_trace_log_model, LAB, TRACE_LOG_MODEL, GObject)

/* A GListModel of LabTraceLogItem, one per event, made only when asked
 * for: a trace of ten million events is never ten million objects. */
LabTraceLogModel *lab_trace_log_model_new (FutoshikiTracePlayer *player);

#define LAB_TYPE_TRACE_LOG (lab_trace_log_get_type ())

G_DECLARE_FINAL_TYPE (LabTraceLog, lab_trace_log, LAB, TRACE_LOG, LabTraceView)

GtkWidget   *lab_trace_log_new           (void);
/* The list, for tests. */
GtkListView *lab_trace_log_get_list_view (LabTraceLog *self);

G_END_DECLS
