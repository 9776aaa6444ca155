/* lab-completion-view.h: what the player sees on solving a puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LAB_TYPE_COMPLETION_VIEW (lab_completion_view_get_type ())
G_DECLARE_FINAL_TYPE (LabCompletionView, lab_completion_view, LAB, COMPLETION_VIEW, GtkWidget)

GtkWidget *lab_completion_view_new          (void);
/* Shows the view for a puzzle solved in seconds with hints asked for;
 * best says it is the best time at its size, kind and level. The first
 * button takes the keyboard focus. */
void       lab_completion_view_present      (LabCompletionView *self,
                                             guint              seconds,
                                             guint              hints,
                                             gboolean           best);
/* Hides the view (the player chose to go on, or the puzzle changed). */
void       lab_completion_view_dismiss      (LabCompletionView *self);
gboolean   lab_completion_view_get_revealed (LabCompletionView *self);
guint      lab_completion_view_get_seconds  (LabCompletionView *self);
guint      lab_completion_view_get_hints    (LabCompletionView *self);
gboolean   lab_completion_view_get_best     (LabCompletionView *self);

G_END_DECLS
