/* lab-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-game.h"
#include "futoshiki-document.h"
#include "futoshiki-lesson.h"
#include "futoshiki-solution-check.h"
#include "lab-hint-controller.h"
#include "lab-solve-controller.h"

G_BEGIN_DECLS

#define LAB_TYPE_WINDOW (lab_window_get_type ())

G_DECLARE_FINAL_TYPE (LabWindow, lab_window, LAB, WINDOW, AdwApplicationWindow)

LabWindow      *lab_window_new              (GtkApplication       *application);
GFile          *lab_window_get_file         (LabWindow            *self);
FutoshikiDocument    *lab_window_get_document     (LabWindow            *self);
const FutoGame *lab_window_get_game         (LabWindow            *self);
gboolean        lab_window_get_has_puzzle   (LabWindow            *self);
gboolean        lab_window_get_loading      (LabWindow            *self);
/* The check of the shown puzzle's solutions, the hints in stages and the
 * background solving: the window's parts that its actions drive, for
 * those who watch them (tests, the session). */
FutoshikiSolutionCheck *lab_window_get_solution_check  (LabWindow *self);
LabHintController      *lab_window_get_hint_controller (LabWindow *self);
LabSolveController     *lab_window_get_solve_controller (LabWindow *self);
/* Shows document (NULL: the empty state) without asking about unsaved
 * changes; the actions ask first. */
void            lab_window_set_document     (LabWindow            *self,
                                             FutoshikiDocument          *document);
void            lab_window_set_game         (LabWindow            *self,
                                             FutoGame             *game,
                                             GFile                *file);
void            lab_window_load_file_async  (LabWindow            *self,
                                             GFile                *file,
                                             GCancellable         *cancellable,
                                             GAsyncReadyCallback   callback,
                                             gpointer              user_data);
gboolean        lab_window_load_file_finish (LabWindow            *self,
                                             GAsyncResult         *result,
                                             GError              **error);
void            lab_window_open_file        (LabWindow            *self,
                                             GFile                *file);
/* Why file could not be opened, over this window. */
void            lab_window_show_open_error  (LabWindow            *self,
                                             GFile                *file,
                                             const GError         *error);
/* Closes the window, asking about unsaved changes first; finish says
 * whether it closed (FALSE: the user kept it open). */
void            lab_window_close_async      (LabWindow            *self,
                                             GCancellable         *cancellable,
                                             GAsyncReadyCallback   callback,
                                             gpointer              user_data);
gboolean        lab_window_close_finish     (LabWindow            *self,
                                             GAsyncResult         *result,
                                             GError              **error);
/* A short message over the board that goes away by itself. */
/* Watch the Solver on the puzzle shown: the panel open, algorithm_id
 * recording. */
void            lab_window_watch_solver     (LabWindow            *self,
                                             const char           *algorithm_id);
/* Whether presentation mode (win.present, F5) is on: full screen, the
 * board, the search tree and the sentence only. */
gboolean        lab_window_get_presenting   (LabWindow            *self);
/* The sentence presentation mode shows under the tree. */
GtkLabel       *lab_window_get_present_sentence (LabWindow        *self);
void            lab_window_show_toast       (LabWindow            *self,
                                             const char           *title);
/* Reopens what the session slot kept after a crash; FALSE if nothing. */
gboolean        lab_window_restore_session  (LabWindow            *self,
                                             guint                 slot,
                                             GError              **error);
/* Says in the window that a session slot could not be restored at all,
 * and why (what lab_window_restore_session() gave). */
void            lab_window_show_session_lost (LabWindow           *self,
                                              const GError        *error);
/* Shows a lesson step: its puzzle, its method's run at its moment, its
 * cells framed (lab-window-lesson.c). */
void            lab_window_show_lesson_step_async  (LabWindow           *self,
                                                    FutoshikiLessonStep       *step,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean        lab_window_show_lesson_step_finish (LabWindow           *self,
                                                    GAsyncResult        *result,
                                                    GError             **error);

G_END_DECLS
