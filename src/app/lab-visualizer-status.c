/* lab-visualizer-status.c: what the visualizer panel says about the
 * moment the board shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the player is and what happened there (one status label, for
 * screen readers too), the running counts, and the decision stack or, for
 * local search, the energy: all follow the player's position, once a
 * frame while it plays fast.
 */
#define G_LOG_DOMAIN "lab-visualizer"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "lab-trace-sentence.h"
#include "lab-visualizer-private.h"

/* The search path lists this many levels; deeper ones are summed up. */
#define MAX_PATH_LINES 12

static void
update_counts (LabVisualizer *self)
{
  LabTraceCounts counts;
  g_autofree char *text = NULL;

  lab_trace_player_get_counts (self->player, &counts);
  if (lab_trace_player_get_local_search (self->player))
    /* Translators: running counts of a local search */
    text = g_strdup_printf (_("Moves %'" PRIu64 " · Solutions %'" PRIu64),
                            counts.moves, counts.solutions);
  else
    /* Translators: running counts up to the shown moment */
    text = g_strdup_printf (_("Assignments %'" PRIu64 " · Removed values %'" PRIu64
                              " · Backtracks %'" PRIu64 " · Solutions %'" PRIu64),
                            counts.assignments, counts.prunes, counts.backtracks, counts.solutions);
  gtk_label_set_text (self->counts_label, text);
}

static void
update_path (LabVisualizer *self)
{
  GArray *path = lab_trace_player_get_path (self->player);
  int n = lab_trace_player_get_puzzle (self->player)->size;
  g_autoptr(GString) text = g_string_new (NULL);
  guint first = path->len > MAX_PATH_LINES ? path->len - MAX_PATH_LINES : 0;

  if (path->len == 0)
    {
      gtk_label_set_text (self->path_label, _("No decision yet: the root of the search"));
      return;
    }
  if (g_array_index (path, FutoEvent, first).depth == 2)
    /* Translators: the top of a search path, one level too far back to show */
    g_string_append (text, _("… depth 1\n"));
  else if (g_array_index (path, FutoEvent, first).depth > 2)
    /* Translators: the top of a search path that starts too far back to show */
    g_string_append_printf (text, _("… depths 1 to %d\n"), g_array_index (path, FutoEvent, first).depth - 1);
  for (guint i = first; i < path->len; i++)
    {
      const FutoEvent *event = &g_array_index (path, FutoEvent, i);
      g_autofree char *cell = lab_trace_cell_name (n, event->cell);

      /* Translators: one level of the search path, "depth 2: r4c1 = 3" */
      g_string_append_printf (text, _("depth %d: %s = %d"), event->depth, cell, event->value);
      if (i + 1 < path->len)
        g_string_append_c (text, '\n');
    }
  gtk_label_set_text (self->path_label, text->str);
}

void
_lab_visualizer_update_position (LabVisualizer *self)
{
  g_autofree char *position = NULL;
  g_autofree char *markup = NULL;
  gint64 now = g_get_monotonic_time ();

  if (self->player == NULL)
    return;
  /* One label, the status, for where the player is and what happened
   * there: a screen reader hears both as one polite update. (Its own
   * accessible name follows its text; a second label or a name set apart
   * would be announced twice.) While playing it follows once a second, not
   * once a frame, which a screen reader would queue or chatter through;
   * the board keeps still then for the same reason (lab-board-trace.c).
   * Pausing updates it at once (notify::playing). */
  if (!lab_trace_player_get_playing (self->player) || now - self->status_time >= G_USEC_PER_SEC)
    {
      self->status_time = now;
      position = lab_trace_position_text (lab_trace_player_get_position (self->player),
                                          lab_trace_player_get_length (self->player));
      markup = g_markup_printf_escaped ("<span weight=\"normal\" alpha=\"60%%\" "
                                        "font_features=\"tnum\">%s</span>\n%s",
                                        position, lab_trace_player_get_sentence (self->player));
      gtk_label_set_markup (self->sentence_label, markup);
    }
  update_counts (self);
  if (lab_trace_player_get_local_search (self->player))
    {
      double value = lab_trace_player_get_cursor (self->player)->energy;
      /* The cat swarm reports the fitness of its best cat, annealing an energy. */
      g_autofree char *energy = g_strcmp0 (lab_trace_player_get_algorithm_id (self->player), "cso") == 0
                                ? g_strdup_printf (_("Fitness: %.6g"), value)
                                : g_strdup_printf (_("Energy: %.6g"), value);
      gtk_label_set_text (self->energy_label, energy);
    }
  else
    update_path (self);
}

/* While playing fast the position changes more often than the screen
 * refreshes: the labels follow once a frame. */
static gboolean
update_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  LabVisualizer *self = LAB_VISUALIZER (widget);

  self->update_tick = 0;
  _lab_visualizer_update_position (self);
  return G_SOURCE_REMOVE;
}

void
_lab_visualizer_queue_position (LabVisualizer *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    _lab_visualizer_update_position (self);
  else if (self->update_tick == 0)
    self->update_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), update_tick_cb, NULL, NULL);
}
