/* lab-compare-view-layout.c: the widgets of the compare view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built in code rather than from a template: the list of algorithms comes
 * from the registry, and everything else follows the same few patterns
 * (preferences groups, a chart card, a table card).
 */
#define G_LOG_DOMAIN "lab-compare-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-algorithm-text.h"
#include "lab-compare-view-private.h"

static GtkWidget *
card (GtkWidget *child)
{
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_top (child, 12);
  gtk_widget_set_margin_bottom (child, 12);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_box_append (GTK_BOX (frame), child);
  return frame;
}

static GtkWidget *
build_algorithms (LabCompareView *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *flow = gtk_flow_box_new ();
  const FutoAlgorithm *const *algorithms;
  size_t n;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Algorithms"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The ticked methods run one after another on this puzzle."));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);

  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (lab_algorithm_name (algorithms[i]));
      g_autofree char *tooltip = g_strdup_printf ("%s\n%s", lab_algorithm_description (algorithms[i]),
                                                  lab_algorithm_reference (algorithms[i]));

      gtk_widget_set_tooltip_text (check, tooltip);
      /* The complete methods, and one stochastic one to show the contrast. */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   algorithms[i]->complete || g_str_equal (algorithms[i]->id, "sa"));
      g_ptr_array_add (self->checks, check);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), check);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), card (flow));
  return group;
}

static GtkWidget *
spin_row (const char *title,
          const char *subtitle,
          double      max,
          double      step,
          guint       digits,
          GtkWidget **spin)
{
  GtkWidget *row = adw_action_row_new ();

  *spin = gtk_spin_button_new_with_range (0, max, step);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (*spin), digits);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  return row;
}

static GtkWidget *
build_limits (LabCompareView *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Limits per Run"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (_("Node limit"), _("Search-tree nodes; 0 means none"),
                                       1e10, 100000, 0, &self->node_spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (_("Time limit"), _("Seconds; 0 means none"),
                                       3600, 1, 1, &self->time_spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->node_spin), DEFAULT_NODE_LIMIT);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->time_spin), DEFAULT_TIME_LIMIT);
  return group;
}

static GtkWidget *
build_chart_controls (LabCompareView *self)
{
  static const char * const measures[] = {
    N_("Nodes"), N_("Removed values"), N_("Assignments"), N_("Backtracks"), N_("Time"), NULL,
  };
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Logarithmic"));

  for (guint i = 0; measures[i] != NULL; i++)
    gtk_string_list_append (model, _(measures[i]));
  self->measure_dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&model)), NULL);
  gtk_widget_set_valign (self->measure_dropdown, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->measure_dropdown, _("What the Bars Measure"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->measure_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Measure"),
                                  -1);

  self->log_switch = gtk_switch_new ();
  gtk_widget_set_valign (self->log_switch, GTK_ALIGN_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->log_switch);
  gtk_widget_set_margin_start (label, 6);

  gtk_box_append (GTK_BOX (box), self->measure_dropdown);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), self->log_switch);
  return box;
}

static GtkWidget *
build_results (LabCompareView *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Results"));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), build_chart_controls (self));

  self->progress_label = g_object_new (GTK_TYPE_LABEL,
                                       "label", _("Press Run to start."),
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                       "xalign", 0.0f,
                                       "wrap", TRUE,
                                       NULL);
  gtk_widget_add_css_class (self->progress_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->progress_label);

  self->chart = lab_bar_chart_new ();
  gtk_box_append (GTK_BOX (box), card (self->chart));

  self->table = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->table), 12);
  gtk_grid_set_row_spacing (GTK_GRID (self->table), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->table),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Results Table"),
                                  -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->table);
  gtk_box_append (GTK_BOX (box), card (scroller));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  return group;
}

static GtkWidget *
build_header (LabCompareView *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *export = gtk_button_new_with_mnemonic (_("_Export CSV…"));

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Compare Algorithms"), NULL));

  self->run_button = gtk_button_new_with_mnemonic (_("_Run"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->run_button), "compare.run");
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->run_button, _("Run the Ticked Algorithms"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->run_button);

  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->cancel_button), "compare.cancel");
  gtk_widget_set_tooltip_text (self->cancel_button, _("Stop the Runs (Escape)"));
  gtk_widget_set_visible (self->cancel_button, FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->cancel_button);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (export), "compare.export");
  gtk_widget_set_tooltip_text (export, _("Save the Table as a Spreadsheet File"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), export);
  return header;
}

void
_lab_compare_view_build (LabCompareView *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);

  gtk_window_set_title (GTK_WINDOW (self), _("Compare Algorithms"));
  gtk_window_set_default_size (GTK_WINDOW (self), 900, 860);

  gtk_box_append (GTK_BOX (content), build_header (self));

  gtk_widget_set_margin_top (page, 18);
  gtk_widget_set_margin_bottom (page, 18);
  gtk_widget_set_margin_start (page, 12);
  gtk_widget_set_margin_end (page, 12);
  gtk_box_append (GTK_BOX (page), build_algorithms (self));
  gtk_box_append (GTK_BOX (page), build_limits (self));
  gtk_box_append (GTK_BOX (page), build_results (self));

  /* Wide enough for the whole table before it needs to scroll. */
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 1000);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 1000);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (content), scroller);

  adw_window_set_content (ADW_WINDOW (self), content);
}
