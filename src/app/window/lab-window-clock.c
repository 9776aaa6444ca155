/* lab-window-clock.c: the time played, in the header bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each document brings its time (a saved game's elapsed-seconds, 0 for a
 * new one) and the window's game clock carries on from it. The clock runs
 * only while the player plays: the document in play mode, not yet solved,
 * in a window that is shown and not minimized; a time that counted an
 * hour in a hidden window would mean nothing in the statistics. Each new
 * second goes back into the document, so saving and the session's
 * autosave write the time without asking the window. The label is shown
 * only when the show-timer setting is on (off by default, as in GNOME
 * Sudoku: a clock in view is pressure some players do not want); the
 * clock runs either way, so turning it on shows the true time.
 */
#include "config.h"

#include "lab-window-private.h"

static void
on_elapsed_changed (LabWindow *self)
{
  guint seconds = futoshiki_game_clock_get_elapsed_seconds (self->clock);
  g_autofree char *text = futoshiki_game_clock_format (seconds);

  gtk_label_set_label (self->timer_label, text);
  if (self->document != NULL)
    futoshiki_document_set_elapsed_seconds (self->document, seconds);
}

static gboolean
window_can_be_seen (LabWindow *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  if (self->clock_surface != NULL && GDK_IS_TOPLEVEL (self->clock_surface)
      && (gdk_toplevel_get_state (GDK_TOPLEVEL (self->clock_surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0)
    return FALSE;
  return TRUE;
}

void
_lab_window_clock_update (LabWindow *self)
{
  gboolean playing = self->document != NULL
                     && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY
                     && !futoshiki_document_get_complete (self->document);

  if (self->clock != NULL)
    futoshiki_game_clock_set_running (self->clock, playing && window_can_be_seen (self));
}

void
_lab_window_clock_follow (LabWindow *self)
{
  if (self->clock == NULL)
    return;
  /* Paused first, so that no part second of the old game runs on. */
  futoshiki_game_clock_set_running (self->clock, FALSE);
  futoshiki_game_clock_set_elapsed_seconds (self->clock, self->document != NULL
                                                         ? futoshiki_document_get_elapsed_seconds (self->document)
                                                         : 0);
  on_elapsed_changed (self);
  _lab_window_clock_update (self);
}

static void
on_mapped_changed (LabWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  /* The surface comes with realizing; its state says minimized. */
  if (surface != self->clock_surface)
    {
      if (self->clock_surface != NULL)
        g_signal_handlers_disconnect_by_data (self->clock_surface, self);
      g_set_object (&self->clock_surface, surface);
      if (surface != NULL)
        g_signal_connect_swapped (surface, "notify::state", G_CALLBACK (_lab_window_clock_update), self);
    }
  _lab_window_clock_update (self);
}

void
_lab_window_clock_init (LabWindow *self)
{
  self->clock = futoshiki_game_clock_new ();
  g_signal_connect_object (self->clock, "notify::elapsed-seconds",
                           G_CALLBACK (on_elapsed_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (on_mapped_changed), NULL);
  g_signal_connect_after (self, "unmap", G_CALLBACK (on_mapped_changed), NULL);
  g_settings_bind (self->settings, "show-timer", self->timer_label, "visible", G_SETTINGS_BIND_GET);
}

void
_lab_window_clock_dispose (LabWindow *self)
{
  if (self->clock_surface != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->clock_surface, self);
      g_clear_object (&self->clock_surface);
    }
  if (self->timer_label != NULL && self->settings != NULL)
    g_settings_unbind (self->timer_label, "visible");
  if (self->clock != NULL)
    futoshiki_game_clock_set_running (self->clock, FALSE);
  g_clear_object (&self->clock);
}
