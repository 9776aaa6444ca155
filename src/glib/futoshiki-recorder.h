/* futoshiki-recorder.h: a student's solver records its own run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futoshiki-enums.h"
#include "futoshiki-puzzle.h"
#include "futoshiki-trace.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_RECORDER (futoshiki_recorder_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiRecorder, futoshiki_recorder, FUTOSHIKI, RECORDER, GObject)

FutoshikiRecorder  *futoshiki_recorder_new            (FutoshikiPuzzle    *puzzle,
                                                       const char         *solver_name);

FutoshikiPuzzle    *futoshiki_recorder_get_puzzle     (FutoshikiRecorder  *self);
const char         *futoshiki_recorder_get_solver_name (FutoshikiRecorder *self);
FutoshikiNodeCount  futoshiki_recorder_get_node_count (FutoshikiRecorder  *self);
void                futoshiki_recorder_set_node_count (FutoshikiRecorder  *self,
                                                       FutoshikiNodeCount  node_count);
gboolean            futoshiki_recorder_get_check      (FutoshikiRecorder  *self);
void                futoshiki_recorder_set_check      (FutoshikiRecorder  *self,
                                                       gboolean            check);
guint64             futoshiki_recorder_get_n_events   (FutoshikiRecorder  *self);
gint                futoshiki_recorder_get_depth      (FutoshikiRecorder  *self);

gboolean            futoshiki_recorder_set_output     (FutoshikiRecorder  *self,
                                                       GOutputStream      *output,
                                                       GError            **error);
gboolean            futoshiki_recorder_flush          (FutoshikiRecorder  *self,
                                                       GError            **error);

gboolean            futoshiki_recorder_assign         (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       FutoshikiReason     reason,
                                                       GError            **error);
gboolean            futoshiki_recorder_prune          (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       FutoshikiReason     reason,
                                                       gint                cause_row,
                                                       gint                cause_col,
                                                       GError            **error);
gboolean            futoshiki_recorder_restore        (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       GError            **error);
gboolean            futoshiki_recorder_unassign       (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       GError            **error);
gboolean            futoshiki_recorder_refute         (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       FutoshikiReason     reason,
                                                       gint                cause_row,
                                                       gint                cause_col,
                                                       GError            **error);
gboolean            futoshiki_recorder_backtrack      (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       GError            **error);
gboolean            futoshiki_recorder_solution       (FutoshikiRecorder  *self,
                                                       GError            **error);
gboolean            futoshiki_recorder_move           (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                value,
                                                       GError            **error);
gboolean            futoshiki_recorder_energy         (FutoshikiRecorder  *self,
                                                       gdouble             energy,
                                                       GError            **error);
gboolean            futoshiki_recorder_queue          (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                other_row,
                                                       gint                other_col,
                                                       GError            **error);
gboolean            futoshiki_recorder_revise         (FutoshikiRecorder  *self,
                                                       gint                row,
                                                       gint                col,
                                                       gint                other_row,
                                                       gint                other_col,
                                                       GError            **error);
gboolean            futoshiki_recorder_flush_queue    (FutoshikiRecorder  *self,
                                                       GError            **error);

FutoshikiTrace     *futoshiki_recorder_finish         (FutoshikiRecorder  *self,
                                                       GError            **error);
gboolean            futoshiki_recorder_save           (FutoshikiRecorder  *self,
                                                       GFile              *file,
                                                       GError            **error);

G_END_DECLS
