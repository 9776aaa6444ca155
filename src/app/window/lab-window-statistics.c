/* lab-window-statistics.c: what the window tells the statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A generated puzzle counts as played when it opens; a puzzle the player
 * solves (not the solver) counts as solved, with the game clock's time
 * and the hints asked for since it opened (each use of win.hint, whatever
 * stage it shows), once per document opened: undoing the last entry and
 * typing it again does not count a second solve. The record is the puzzle's size, kind and level (the
 * difficulty its file or the generator names). The file is written after
 * each change, so that a crash loses nothing; a file that cannot be
 * written is said in a toast, once per window.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-statistics.h"
#include "lab-window-private.h"

static void
save (LabWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (futoshiki_statistics_save (futoshiki_statistics_get_default (), &error) || self->statistics_failed)
    return;
  self->statistics_failed = TRUE;
  {
    g_autofree char *text = g_strdup_printf (_("The statistics could not be saved: %s"), error->message);

    lab_window_show_toast (self, text);
  }
}

static void
on_hint (LabWindow *self)
{
  self->hints_used++;
}

void
_lab_window_statistics_init (LabWindow *self)
{
  GAction *hint = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");

  if (hint != NULL)
    g_signal_connect_object (hint, "activate", G_CALLBACK (on_hint), self, G_CONNECT_SWAPPED);
}

void
_lab_window_statistics_follow (LabWindow *self)
{
  self->hints_used = 0;
  self->solve_counted = FALSE;
}

guint
_lab_window_statistics_get_hints (LabWindow *self)
{
  return self->hints_used;
}

void
_lab_window_statistics_started (LabWindow *self)
{
  const FutoGame *game;

  if (self->document == NULL)
    return;
  game = futoshiki_document_get_game (self->document);
  futoshiki_statistics_add_played (futoshiki_statistics_get_default (), game->puzzle->size,
                                   game->puzzle->mode, game->difficulty);
  save (self);
}

gboolean
_lab_window_statistics_solved (LabWindow *self,
                               guint      seconds)
{
  FutoshikiStatistics *statistics = futoshiki_statistics_get_default ();
  g_autoptr(FutoshikiStatisticsRow) before = NULL;
  const FutoGame *game;
  gboolean best;

  if (self->document == NULL || self->solve_counted)
    return FALSE;
  self->solve_counted = TRUE;
  game = futoshiki_document_get_game (self->document);
  /* Best: nothing solved before at this size, kind and level, or faster
   * than every time kept. */
  before = futoshiki_statistics_lookup (statistics, game->puzzle->size, game->puzzle->mode,
                                        game->difficulty);
  best = before == NULL || before->solved == 0 || seconds < before->best_seconds;
  futoshiki_statistics_add_solved (statistics, game->puzzle->size, game->puzzle->mode,
                                   game->difficulty, seconds, self->hints_used);
  save (self);
  return best;
}
