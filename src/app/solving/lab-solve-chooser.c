/* lab-solve-chooser.c: the Solve With dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lists every method of the registry with its one-line description and
 * its source in the literature, the incomplete ones marked as such, so
 * that the choice is an informed one. Solve activates win.solve-with on
 * the window, whose controller remembers the choice (the GSettings key
 * "algorithm") and starts the run (lab-solve-controller.c).
 */
#define G_LOG_DOMAIN "lab-solve-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-solve-chooser.h"

static void
on_chooser_response (AdwMessageDialog *dialog,
                     const char       *response,
                     GtkWindow        *window)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "algorithm");

  /* win.solve-with is disabled while there is no puzzle: then this does
   * nothing. */
  if (g_strcmp0 (response, "solve") != 0 || id == NULL)
    return;
  g_action_group_activate_action (G_ACTION_GROUP (window), "solve-with", g_variant_new_string (id));
}

static void
on_choice_toggled (GtkCheckButton *check,
                   GtkWidget      *dialog)
{
  if (gtk_check_button_get_active (check))
    g_object_set_data (G_OBJECT (dialog), "algorithm",
                       g_object_get_data (G_OBJECT (check), "algorithm"));
}

static GtkWidget *
choice_row (const FutoAlgorithm *algorithm,
            GtkCheckButton      *group,
            GtkWidget           *dialog)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *subtitle = NULL;
  g_autofree char *description = g_markup_escape_text (futoshiki_algorithm_description (algorithm), -1);
  g_autofree char *reference = g_markup_escape_text (futoshiki_algorithm_reference (algorithm), -1);

  if (algorithm->stochastic || !algorithm->complete)
    /* Translators: shown under an algorithm that may stop without an answer */
    subtitle = g_strdup_printf ("%s\n<small>%s</small>\n<small>%s</small>", description,
                                _("Incomplete: it may give up, and cannot prove there is no solution."),
                                reference);
  else
    subtitle = g_strdup_printf ("%s\n<small>%s</small>", description, reference);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), futoshiki_algorithm_name (algorithm));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set_data (G_OBJECT (check), "algorithm", (gpointer) algorithm->id);
  if (group != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_signal_connect_object (check, "toggled", G_CALLBACK (on_choice_toggled), dialog, 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

void
lab_solve_chooser_present (GtkWindow           *window,
                           const FutoAlgorithm *chosen)
{
  const FutoAlgorithm *const *algorithms;
  GtkWidget *dialog, *list, *scroller;
  GtkCheckButton *group = NULL;
  size_t n;

  dialog = adw_message_dialog_new (window, _("Solve With"),
                                   _("Each method follows its source in the literature, "
                                     "weaknesses included."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "solve", _("_Solve"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "solve",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "solve");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, -1);

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Algorithms"),
                                  -1);
  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    {
      GtkWidget *row = choice_row (algorithms[i], group, dialog);

      gtk_list_box_append (GTK_LIST_BOX (list), row);
      /* The first check button of the list is the group of the others. */
      if (group == NULL)
        group = GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
      if (algorithms[i] == chosen)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))),
                                     TRUE);
    }

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_chooser_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
