/* lab-statistics-window.c: played, solved and best times, by size, kind
 * and level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per record, in the statistics' own order (size, then kind, then
 * level), titled as Generate names the choices ("7 × 7 · Hard") and with
 * the numbers in the subtitle, so that a screen reader reads each record
 * as one sentence. The list is rebuilt on every change: there are a few
 * dozen rows at most.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-game-clock.h"
#include "lab-statistics-window.h"

struct _LabStatisticsWindow
{
  AdwWindow            parent_instance;

  FutoshikiStatistics *statistics;

  GtkStack            *stack;
  GtkListBox          *list;
};

G_DEFINE_FINAL_TYPE (LabStatisticsWindow, lab_statistics_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_STATISTICS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The level as Generate shows it; free text from a file as it was folded. */
static char *
level_title (const char *level)
{
  if (g_strcmp0 (level, "easy") == 0)
    return g_strdup (_("Easy"));
  if (g_strcmp0 (level, "medium") == 0)
    return g_strdup (_("Medium"));
  if (g_strcmp0 (level, "hard") == 0)
    return g_strdup (_("Hard"));
  if (g_strcmp0 (level, "extreme") == 0)
    return g_strdup (_("Extreme"));
  if (g_strcmp0 (level, "recursive") == 0)
    return g_strdup (_("Recursive"));
  if (g_strcmp0 (level, "unknown") == 0)
    return g_strdup (_("No Level"));
  return g_strdup (level);
}

static GtkWidget *
row_new (const FutoshikiStatisticsRow *row)
{
  g_autofree char *level = level_title (row->level);
  g_autofree char *title = NULL, *subtitle = NULL, *best = NULL, *median = NULL;
  GtkWidget *widget = adw_action_row_new ();

  title = row->mode == FUTO_MODE_ADJACENT
          /* TRANSLATORS: size, size, level: “5 × 5 Adjacent · Easy” */
          ? g_strdup_printf (_("%d × %d Adjacent · %s"), row->size, row->size, level)
          /* TRANSLATORS: size, size, level: “7 × 7 · Hard” */
          : g_strdup_printf (_("%d × %d · %s"), row->size, row->size, level);
  if (row->solved > 0)
    {
      best = futoshiki_game_clock_format (row->best_seconds);
      median = futoshiki_game_clock_format (row->median_seconds);
      /* TRANSLATORS: counts and times: “Played 5 · Solved 3 · Best 1:40 · Median 4:10 · Hints 3” */
      subtitle = g_strdup_printf (_("Played %u · Solved %u · Best %s · Median %s · Hints %u"),
                                  row->played, row->solved, best, median, row->hints);
    }
  else
    /* TRANSLATORS: a record with nothing solved yet */
    subtitle = g_strdup_printf (_("Played %u · none solved yet · Hints %u"), row->played, row->hints);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), subtitle);
  return widget;
}

static void
rebuild (LabStatisticsWindow *self)
{
  g_autoptr(GPtrArray) rows = futoshiki_statistics_get_rows (self->statistics);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < rows->len; i++)
    gtk_list_box_append (self->list, row_new (g_ptr_array_index (rows, i)));
  gtk_stack_set_visible_child_name (self->stack, rows->len > 0 ? "list" : "empty");
}

LabStatisticsWindow *
lab_statistics_window_new (FutoshikiStatistics *statistics)
{
  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (statistics), NULL);

  return g_object_new (LAB_TYPE_STATISTICS_WINDOW, "statistics", statistics, NULL);
}

FutoshikiStatistics *
lab_statistics_window_get_statistics (LabStatisticsWindow *self)
{
  g_return_val_if_fail (LAB_IS_STATISTICS_WINDOW (self), NULL);

  return self->statistics;
}

static void
lab_statistics_window_constructed (GObject *object)
{
  LabStatisticsWindow *self = LAB_STATISTICS_WINDOW (object);

  G_OBJECT_CLASS (lab_statistics_window_parent_class)->constructed (object);

  g_return_if_fail (self->statistics != NULL);
  g_signal_connect_object (self->statistics, "changed", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
  rebuild (self);
}

static void
lab_statistics_window_dispose (GObject *object)
{
  LabStatisticsWindow *self = LAB_STATISTICS_WINDOW (object);

  g_clear_object (&self->statistics);

  G_OBJECT_CLASS (lab_statistics_window_parent_class)->dispose (object);
}

static void
lab_statistics_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  LabStatisticsWindow *self = LAB_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      g_value_set_object (value, self->statistics);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_statistics_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  LabStatisticsWindow *self = LAB_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      self->statistics = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_statistics_window_class_init (LabStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = lab_statistics_window_constructed;
  object_class->dispose = lab_statistics_window_dispose;
  object_class->get_property = lab_statistics_window_get_property;
  object_class->set_property = lab_statistics_window_set_property;

  properties[PROP_STATISTICS] =
    g_param_spec_object ("statistics", NULL, NULL, FUTOSHIKI_TYPE_STATISTICS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/statistics/lab-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LabStatisticsWindow, list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lab_statistics_window_init (LabStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
