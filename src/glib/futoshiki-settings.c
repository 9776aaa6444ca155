/* futoshiki-settings.c: the values of the app's settings, checked before use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GSettings checks a value against the schema it was given, but the app
 * cannot know which schema and which backend it runs with: a schema
 * compiled from an older version had no ranges for the window's size,
 * and window-width -2147483648 reached GTK as a critical (issue 34). The
 * checking is here, in the GLib library, so that the app applies only
 * what passed through it and a fuzz target (tests/fuzz/fuzz-settings.c)
 * can feed it every value a key can hold.
 */
#define G_LOG_DOMAIN "lab-settings"

#include "config.h"

#include <math.h>

#include "futoshiki-settings.h"

/* Clamps a number of the range's type into it; NULL when value is not a
 * number of that type (or NaN). */
static GVariant *
clamp_into (GVariant *value,
            GVariant *low,
            GVariant *high)
{
  const GVariantType *type = g_variant_get_type (value);

  if (g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
    return g_variant_new_int32 (CLAMP (g_variant_get_int32 (value), g_variant_get_int32 (low),
                                       g_variant_get_int32 (high)));
  if (g_variant_type_equal (type, G_VARIANT_TYPE_UINT32))
    return g_variant_new_uint32 (CLAMP (g_variant_get_uint32 (value), g_variant_get_uint32 (low),
                                        g_variant_get_uint32 (high)));
  if (g_variant_type_equal (type, G_VARIANT_TYPE_INT64))
    return g_variant_new_int64 (CLAMP (g_variant_get_int64 (value), g_variant_get_int64 (low),
                                       g_variant_get_int64 (high)));
  if (g_variant_type_equal (type, G_VARIANT_TYPE_UINT64))
    return g_variant_new_uint64 (CLAMP (g_variant_get_uint64 (value), g_variant_get_uint64 (low),
                                        g_variant_get_uint64 (high)));
  if (g_variant_type_equal (type, G_VARIANT_TYPE_DOUBLE) && !isnan (g_variant_get_double (value)))
    return g_variant_new_double (CLAMP (g_variant_get_double (value), g_variant_get_double (low),
                                        g_variant_get_double (high)));
  return NULL;
}

GVariant *
futoshiki_settings_fit (GSettingsSchema *schema,
                        const char      *key,
                        GVariant        *value)
{
  /* A floating value is taken over, as GVariant API does. */
  g_autoptr(GVariant) owned = value != NULL ? g_variant_ref_sink (value) : NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *kind;
  GVariant *fitted;

  g_return_val_if_fail (schema != NULL, NULL);
  g_return_val_if_fail (g_settings_schema_has_key (schema, key), NULL);

  schema_key = g_settings_schema_get_key (schema, key);
  if (value != NULL
      && g_variant_type_equal (g_variant_get_type (value), g_settings_schema_key_get_value_type (schema_key)))
    {
      /* NaN compares false both ways: no range check refuses it. */
      gboolean is_nan = g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE)
                        && isnan (g_variant_get_double (value));

      if (!is_nan && g_settings_schema_key_range_check (schema_key, value))
        return g_variant_ref (value);

      range = g_settings_schema_key_get_range (schema_key);
      g_variant_get (range, "(&sv)", &kind, &limits);
      if (g_str_equal (kind, "range"))
        {
          g_autoptr(GVariant) low = g_variant_get_child_value (limits, 0);
          g_autoptr(GVariant) high = g_variant_get_child_value (limits, 1);

          fitted = clamp_into (value, low, high);
          if (fitted != NULL)
            return g_variant_ref_sink (fitted);
        }
    }
  return g_settings_schema_key_get_default_value (schema_key);
}

static GVariant *
get_fitted (GSettings  *settings,
            const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GVariant) value = g_settings_get_value (settings, key);

  g_object_get (settings, "settings-schema", &schema, NULL);
  return futoshiki_settings_fit (schema, key, value);
}

int
futoshiki_settings_get_int (GSettings  *settings,
                            const char *key)
{
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  value = get_fitted (settings, key);
  g_return_val_if_fail (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32), 0);
  return g_variant_get_int32 (value);
}

guint
futoshiki_settings_get_uint (GSettings  *settings,
                             const char *key)
{
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  value = get_fitted (settings, key);
  g_return_val_if_fail (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32), 0);
  return g_variant_get_uint32 (value);
}

/* GSettings refuses a value outside the key's range with a critical, and
 * a window can be larger than any range names. */
void
futoshiki_settings_set_int (GSettings  *settings,
                            const char *key,
                            int         value)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GVariant) fitted = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));

  g_object_get (settings, "settings-schema", &schema, NULL);
  fitted = futoshiki_settings_fit (schema, key, g_variant_new_int32 (value));
  g_settings_set_value (settings, key, fitted);
}

char **
futoshiki_settings_fit_commands (const char * const *commands,
                                 guint               max)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  for (guint i = 0; commands != NULL && commands[i] != NULL && n < max; i++)
    {
      char *command = g_strstrip (g_utf8_make_valid (commands[i], -1));

      if (*command == '\0' || g_hash_table_contains (seen, command))
        {
          g_free (command);
          continue;
        }
      g_strv_builder_add (builder, command);
      g_hash_table_add (seen, command);
      n++;
    }
  return g_strv_builder_end (builder);
}
