/* lab-renderer.h: GTK's renderer where OpenGL runs in software
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Before the first window: when display's OpenGL runs on the CPU and
 * GSK_RENDERER is not set, sets it to cairo. Returns whether it did. */
gboolean lab_renderer_choose (GdkDisplay *display);

G_END_DECLS
