/* shot-test-util.h: screenshots from widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Writes what widget shows to <build>/tests/screenshots/name, for people
 * to look at, once it has drawn a few frames. */
void lab_test_shoot              (GtkWidget  *widget,
                                  const char *name);
/* The same after n_frames frames, for views that settle more slowly. */
void lab_test_shoot_after_frames (GtkWidget  *widget,
                                  const char *name,
                                  guint       n_frames);

G_END_DECLS
