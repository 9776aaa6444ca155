/* lab-tooltip.h: tooltips made when they are asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives label a tooltip with its whole text (for when it is ellipsized),
 * made only when the pointer rests on it. */
void lab_tooltip_show_label_text (GtkLabel *label);

G_END_DECLS
