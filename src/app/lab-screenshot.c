/* lab-screenshot.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Used by FUTOSHIKI_LAB_SCREENSHOT=path.png: documentation and reviews get
 * real pixels of the running app without a compositor or screen grabber.
 */
#define G_LOG_DOMAIN "lab-screenshot"

#include "config.h"

#include "futoshiki-file-save.h"
#include "lab-screenshot.h"

/* Before the second frame a freshly mapped window can still be empty. */
#define FRAMES_BEFORE_SHOT 2
/* About ten seconds at 60 frames per second. */
#define MAX_FRAMES 600

typedef struct
{
  char          *path;
  guint          frames;
  gboolean       returned;
  GtkWidget     *widget;
  guint          tick_id;
  GdkFrameClock *clock;
  gulong         after_paint_id;
} Shot;

static void
shot_free (gpointer data)
{
  Shot *shot = data;

  if (shot->clock != NULL)
    {
      g_signal_handler_disconnect (shot->clock, shot->after_paint_id);
      g_object_unref (shot->clock);
    }
  g_free (shot->path);
  g_free (shot);
}

/* Renders what widget drew in its last frame. FALSE with no error while
 * it has not drawn yet. */
static gboolean
try_save (GtkWidget   *widget,
          const char  *path,
          GError     **error)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) png = NULL;
  gconstpointer data;
  gsize length;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return FALSE;

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* Saved as every file is (futoshiki-file-save.h): a failed shot never
   * replaces an earlier one with half a picture. */
  png = gdk_texture_save_to_png_bytes (texture);
  data = g_bytes_get_data (png, &length);
  return futoshiki_file_save_contents (path, data, length, error);
}

/* After the frame is painted, everything in it is laid out: a widget
 * that changes every frame (a program's run shown live) changes in the
 * update phase, before the layout, where a shot taken in a tick callback
 * would find it waiting for its allocation and get nothing. */
static void
on_after_paint (GdkFrameClock *clock,
                GTask         *task)
{
  Shot *shot = g_task_get_task_data (task);
  GError *error = NULL;

  if (shot->returned)
    return;
  if (try_save (shot->widget, shot->path, &error))
    g_task_return_boolean (task, TRUE);
  else if (error != NULL)
    g_task_return_error (task, error);
  else
    return;
  shot->returned = TRUE;
  /* Also lets go of the task (on_tick_removed). */
  gtk_widget_remove_tick_callback (shot->widget, shot->tick_id);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  GTask *task = user_data;
  Shot *shot = g_task_get_task_data (task);

  if (shot->returned)
    return G_SOURCE_REMOVE;
  if (g_task_return_error_if_cancelled (task))
    goto done;

  /* X11 may map a window some frames before it first paints: after the
   * first frames, keep trying until there are pixels. */
  if (!gtk_widget_get_mapped (widget) || shot->frames++ < FRAMES_BEFORE_SHOT)
    return G_SOURCE_CONTINUE;

  if (shot->clock == NULL)
    {
      shot->clock = g_object_ref (frame_clock);
      shot->after_paint_id = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (on_after_paint), task);
    }
  if (shot->frames < MAX_FRAMES)
    {
      gtk_widget_queue_draw (widget);
      return G_SOURCE_CONTINUE;
    }
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                           "The widget drew nothing in %d frames", MAX_FRAMES);

done:
  shot->returned = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs when the tick callback goes, also when the widget is destroyed
 * before the shot: the caller still hears back. */
static void
on_tick_removed (gpointer user_data)
{
  GTask *task = user_data;
  Shot *shot = g_task_get_task_data (task);

  if (!shot->returned)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "The widget went away before it was drawn");
  g_object_unref (task);
}

void
lab_screenshot_save_async (GtkWidget           *widget,
                           const char          *path,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  GTask *task;
  Shot *shot;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (path != NULL);

  task = g_task_new (widget, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_screenshot_save_async);
  shot = g_new0 (Shot, 1);
  shot->path = g_strdup (path);
  g_task_set_task_data (task, shot, shot_free);

  /* The tick callback keeps the frame clock running until the shot, and
   * only starts counting once the widget is mapped. */
  shot->widget = widget;
  shot->tick_id = gtk_widget_add_tick_callback (widget, on_tick, task, on_tick_removed);
  gtk_widget_queue_draw (widget);
}

gboolean
lab_screenshot_save_finish (GtkWidget     *widget,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, widget), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
