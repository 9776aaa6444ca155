/* shot-test-util.c: screenshots from widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "lab-screenshot.h"
#include "shot-test-util.h"

static void
on_shot (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  gboolean saved = lab_screenshot_save_finish (GTK_WIDGET (object), result, &error);

  g_assert_no_error (error);
  g_assert_true (saved);
  *done = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

void
lab_test_shoot_after_frames (GtkWidget  *widget,
                             const char *name,
                             guint       n_frames)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                           ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean done = FALSE;

  g_mkdir_with_parents (dir, 0755);
  lab_test_wait_for_frames (widget, n_frames);
  lab_screenshot_save_async (widget, path, NULL, on_shot, &done);
  lab_test_wait_until (is_true, &done);
  g_test_message ("wrote %s", path);
}

void
lab_test_shoot (GtkWidget  *widget,
                const char *name)
{
  lab_test_shoot_after_frames (widget, name, 3);
}
