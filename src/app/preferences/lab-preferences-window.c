/* lab-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lab-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-preferences-window.h"
#include "futoshiki-solve-job.h"

struct _LabPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwComboRow          *style_row;
  AdwComboRow          *show_errors_row;
  GtkAdjustment        *default_size_adjustment;
  GtkSwitch            *auto_clean_switch;
  GtkSwitch            *show_timer_switch;
  GtkSwitch            *board_labels_switch;
  GtkAdjustment        *trace_limit_adjustment;
};

G_DEFINE_FINAL_TYPE (LabPreferencesWindow, lab_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The combo rows list these values of the string keys, in this order. */
static const char * const style_variants[] = { "follow", "light", "dark", NULL };
static const char * const show_errors_choices[] = { "never", "conflicts", "mistakes", NULL };

static gboolean
choice_to_selected (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char * const *choices = user_data;
  const char *choice = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], choice))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_choice (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char * const *choices = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[selected]);
}

static void
bind_choice (LabPreferencesWindow *self,
             const char           *key,
             AdwComboRow          *row,
             const char * const   *choices)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                choice_to_selected, selected_to_choice,
                                (gpointer) choices, NULL);
}

LabPreferencesWindow *
lab_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (LAB_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}

GSettings *
lab_preferences_window_get_settings (LabPreferencesWindow *self)
{
  g_return_val_if_fail (LAB_IS_PREFERENCES_WINDOW (self), NULL);

  return self->settings;
}

/* Twenty million reads better as "20,000,000", grouped as the app's other
 * counts are (in the locale's way). */
static gboolean
on_count_output (GtkSpinButton *spin)
{
  g_autofree char *text =
    futoshiki_solve_job_format_count ((guint64) gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin)));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* Reads the digits back, whatever separates their groups. */
static int
on_count_input (GtkSpinButton *spin,
                double        *value)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  guint64 count = 0;
  gboolean digits = FALSE;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isdigit (c))
        {
          count = count * 10 + (guint64) g_unichar_digit_value (c);
          digits = TRUE;
        }
      else if (!g_unichar_ispunct (c) && !g_unichar_isspace (c))
        return GTK_INPUT_ERROR;
      if (count > G_MAXUINT32 * G_GUINT64_CONSTANT (16))
        return GTK_INPUT_ERROR;
    }
  if (!digits)
    return GTK_INPUT_ERROR;
  *value = (double) count;
  return TRUE;
}

/* One board size for new puzzles: Generate offers what Preferences say
 * (issue 32: Preferences said 5 where Generate offered 6), as far as the
 * generator goes. */
static void
on_default_size_changed (LabPreferencesWindow *self)
{
  int size = (int) gtk_adjustment_get_value (self->default_size_adjustment);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *type;
  int low, high;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "generate-size");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", &type, &limits);
  g_variant_get (limits, "(ii)", &low, &high);
  g_settings_set_int (self->settings, "generate-size", CLAMP (size, low, high));
}

static void
lab_preferences_window_constructed (GObject *object)
{
  LabPreferencesWindow *self = LAB_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (lab_preferences_window_parent_class)->constructed (object);

  g_return_if_fail (self->settings != NULL);

  bind_choice (self, "style-variant", self->style_row, style_variants);
  bind_choice (self, "show-errors", self->show_errors_row, show_errors_choices);
  g_settings_bind (self->settings, "default-size",
                   self->default_size_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->default_size_adjustment, "value-changed",
                           G_CALLBACK (on_default_size_changed), self, G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "auto-clean-pencil",
                   self->auto_clean_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-timer",
                   self->show_timer_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "board-labels",
                   self->board_labels_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "trace-limit",
                   self->trace_limit_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
lab_preferences_window_dispose (GObject *object)
{
  LabPreferencesWindow *self = LAB_PREFERENCES_WINDOW (object);

  /* Bindings hold the settings; drop them before the widgets go. */
  if (self->style_row != NULL)
    {
      g_settings_unbind (self->style_row, "selected");
      g_settings_unbind (self->show_errors_row, "selected");
      g_settings_unbind (self->default_size_adjustment, "value");
      g_settings_unbind (self->auto_clean_switch, "active");
      g_settings_unbind (self->show_timer_switch, "active");
      g_settings_unbind (self->board_labels_switch, "active");
      g_settings_unbind (self->trace_limit_adjustment, "value");
    }
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (lab_preferences_window_parent_class)->dispose (object);
}

static void
lab_preferences_window_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  LabPreferencesWindow *self = LAB_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_preferences_window_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  LabPreferencesWindow *self = LAB_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_preferences_window_class_init (LabPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = lab_preferences_window_constructed;
  object_class->dispose = lab_preferences_window_dispose;
  object_class->get_property = lab_preferences_window_get_property;
  object_class->set_property = lab_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/preferences/lab-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, show_errors_row);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, default_size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, auto_clean_switch);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, show_timer_switch);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, board_labels_switch);
  gtk_widget_class_bind_template_child (widget_class, LabPreferencesWindow, trace_limit_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_count_output);
  gtk_widget_class_bind_template_callback (widget_class, on_count_input);
}

static void
lab_preferences_window_init (LabPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
