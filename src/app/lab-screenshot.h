/* lab-screenshot.h: renders a window to a PNG file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Waits until widget is mapped and has drawn two frames, then writes what it
 * shows to path. */
void     lab_screenshot_save_async  (GtkWidget            *widget,
                                     const char           *path,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
gboolean lab_screenshot_save_finish (GtkWidget            *widget,
                                     GAsyncResult         *result,
                                     GError              **error);

G_END_DECLS
