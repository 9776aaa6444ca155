/* lab-window-status.c: the status line under the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While editing it answers the puzzle maker's question, "how many
 * solutions?", as the background check finds out; while playing it shows
 * progress. The label has the "status" role, so screen readers hear it.
 * While a Solve, Count or Check runs, the run shows here instead
 * (lab-solve-progress.c).
 */
#define G_LOG_DOMAIN "lab-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-window-private.h"

static void
set_status (LabWindow  *self,
            const char *icon_name,
            const char *text,
            gboolean    busy)
{
  gtk_widget_set_visible (GTK_WIDGET (self->status_spinner), busy);
  gtk_spinner_set_spinning (self->status_spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->status_icon), !busy && icon_name != NULL);
  if (icon_name != NULL)
    gtk_image_set_from_icon_name (self->status_icon, icon_name);
  gtk_label_set_label (self->status_label, text);
  /* GTK 4.8 cannot announce a change by itself: the board describes
   * itself with the status, so that a screen reader finds it on the grid
   * it is working in. While it shows a recording it describes the
   * recorded position instead (lab-board-a11y.c), and the game's status
   * comes back when the visualizer closes (lab-window-visualize.c). */
  if (lab_board_get_trace_player (self->board) == NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->board),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                    -1);
}

/* The number of problem cells, from what the board shows. */
static int
count_problems (LabWindow *self)
{
  const FutoshikiProblems *problems = futoshiki_document_get_problems (self->document, NULL);

  return problems != NULL ? problems->n_cells : 0;
}

static void
update_edit_status (LabWindow *self)
{
  FutoshikiSolutionState state = futoshiki_solution_check_get_state (self->check);
  g_autofree char *text = NULL;
  int problems;

  switch (state)
    {
    case FUTOSHIKI_SOLUTION_STATE_CHECKING:
      set_status (self, NULL, _("Counting solutions…"), TRUE);
      break;

    case FUTOSHIKI_SOLUTION_STATE_INVALID:
      problems = count_problems (self);
      text = g_strdup_printf (ngettext ("The puzzle breaks a rule: %d cell is marked",
                                        "The puzzle breaks a rule: %d cells are marked",
                                        problems), problems);
      set_status (self, "dialog-warning-symbolic", text, FALSE);
      break;

    case FUTOSHIKI_SOLUTION_STATE_NONE:
      set_status (self, "dialog-warning-symbolic", _("No solution: the puzzle cannot be solved"), FALSE);
      break;

    case FUTOSHIKI_SOLUTION_STATE_UNIQUE:
      set_status (self, "emblem-ok-symbolic", _("Exactly one solution: the puzzle is ready"), FALSE);
      break;

    case FUTOSHIKI_SOLUTION_STATE_MULTIPLE:
      set_status (self, "dialog-information-symbolic",
                  _("More than one solution: add givens or signs"), FALSE);
      break;

    case FUTOSHIKI_SOLUTION_STATE_UNDECIDED:
    default:
      set_status (self, "dialog-question-symbolic",
                  _("Could not count the solutions in time"), FALSE);
      break;
    }
}

static void
update_play_status (LabWindow *self)
{
  int n = futoshiki_document_get_size (self->document);
  int filled = futoshiki_document_count_filled (self->document);
  const char *show_errors = lab_board_get_show_errors (self->board);
  g_autofree char *text = NULL;

  if (futoshiki_document_get_complete (self->document))
    {
      set_status (self, "emblem-ok-symbolic", _("Solved"), FALSE);
      return;
    }

  /* Translators: progress while playing, e.g. "12 of 49 cells filled" */
  text = g_strdup_printf (_("%d of %d cells filled"), filled, n * n);
  if (g_strcmp0 (show_errors, "never") != 0)
    {
      const FutoshikiProblems *problems = futoshiki_document_get_problems (self->document, NULL);

      if (problems->n_cells > 0)
        {
          g_autofree char *more = g_strdup_printf (ngettext ("%d conflict", "%d conflicts",
                                                             problems->n_cells),
                                                   problems->n_cells);
          g_autofree char *joined = NULL;

          /* Translators: the progress, then the conflicts, e.g.
           * "12 of 49 cells filled · 2 conflicts" */
          joined = g_strdup_printf (_("%s · %s"), text, more);
          g_free (text);
          text = g_steal_pointer (&joined);
          set_status (self, "dialog-warning-symbolic", text, FALSE);
          return;
        }
    }
  if (filled == n * n)
    {
      set_status (self, "dialog-warning-symbolic", _("Every cell is filled, but something is wrong"), FALSE);
      return;
    }
  set_status (self, "document-edit-symbolic", text, FALSE);
}

void
_lab_window_update_status (LabWindow *self)
{
  gboolean multiple;

  if (self->document == NULL || self->check == NULL)
    {
      set_status (self, NULL, "", FALSE);
      gtk_widget_set_visible (self->difference_button, FALSE);
      return;
    }

  multiple = futoshiki_solution_check_get_state (self->check) == FUTOSHIKI_SOLUTION_STATE_MULTIPLE;
  gtk_widget_set_visible (self->difference_button,
                          multiple && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT);
  gtk_button_set_label (GTK_BUTTON (self->difference_button),
                        lab_board_get_has_difference (self->board) ? _("Hide the _Difference")
                                                                   : _("Show a _Difference"));
  if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    update_edit_status (self);
  else
    update_play_status (self);
}

void
_lab_window_show_solve_progress (LabWindow *self)
{
  gboolean running = lab_solve_progress_get_running (self->solve_progress);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->solve_progress));

  gtk_stack_set_visible_child_name (self->status_stack, running ? "run" : "status");
  /* Cancel goes with the run: the keyboard goes back to the board rather
   * than to nowhere. */
  if (had_focus && !running)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}
