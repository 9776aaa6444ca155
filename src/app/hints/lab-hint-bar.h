/* lab-hint-bar.h: a hint shown above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAB_TYPE_HINT_BAR (lab_hint_bar_get_type ())

G_DECLARE_FINAL_TYPE (LabHintBar, lab_hint_bar, LAB, HINT_BAR, GtkWidget)

GtkWidget  *lab_hint_bar_new          (void);
/* Shows message (which a screen reader announces). apply_label names the
 * button for win.hint-apply, or NULL to hide it; show_more shows the button
 * for win.hint. */
void        lab_hint_bar_show         (LabHintBar *self,
                                       const char *message,
                                       const char *apply_label,
                                       gboolean    show_more);
void        lab_hint_bar_dismiss      (LabHintBar *self);
/* The message shown, or NULL when the bar is hidden. */
const char *lab_hint_bar_get_message  (LabHintBar *self);

G_END_DECLS
