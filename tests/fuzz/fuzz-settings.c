/* fuzz-settings.c: every value a setting can hold, as the app applies it
 *
 * GSettings hands the app whatever its backend holds for a key, checked
 * against the schema it was given, which may be an older one. What the
 * app applies passes through src/glib/futoshiki-settings.c first; this
 * target feeds it values of every type for every key of the app's schema:
 *
 * - the input's first byte picks a key; the rest is read as serialized
 *   data of the key's type (any bytes make some value of it) and as
 *   GVariant text of any type (the wrong type included);
 * - futoshiki_settings_fit() must return a value of the key's type that
 *   the schema's range or choices allow, never NaN;
 * - the input's lines, as the recent command lines, come back valid
 *   UTF-8, stripped, not empty, once each and at most ten.
 *
 * The schema is the build's (FUZZ_SCHEMA_DIR, or GSETTINGS_SCHEMA_DIR).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <gio/gio.h>

#include "fuzz-common.h"
#include "futoshiki-settings.h"

#define APP_SCHEMA_ID "org.futoshikilab.FutoshikiLab"

static GSettingsSchema *
app_schema (void)
{
  static GSettingsSchema *schema;

  if (schema == NULL)
    {
      const char *dir = g_getenv ("GSETTINGS_SCHEMA_DIR");
      g_autoptr(GSettingsSchemaSource) source = NULL;
      g_autoptr(GError) error = NULL;

#ifdef FUZZ_SCHEMA_DIR
      if (dir == NULL)
        dir = FUZZ_SCHEMA_DIR;
#endif
      fuzz_assert (dir != NULL);
      source = g_settings_schema_source_new_from_directory (dir, NULL, TRUE, &error);
      fuzz_assert (source != NULL);
      schema = g_settings_schema_source_lookup (source, APP_SCHEMA_ID, FALSE);
      fuzz_assert (schema != NULL);
    }
  return schema;
}

static void
check_fit (GSettingsSchema *schema,
           const char      *key,
           GVariant        *value)
{
  g_autoptr(GSettingsSchemaKey) schema_key = g_settings_schema_get_key (schema, key);
  g_autoptr(GVariant) fitted = futoshiki_settings_fit (schema, key, value);

  fuzz_assert (fitted != NULL);
  fuzz_assert (g_variant_type_equal (g_variant_get_type (fitted),
                                     g_settings_schema_key_get_value_type (schema_key)));
  fuzz_assert (g_settings_schema_key_range_check (schema_key, fitted));
  if (g_variant_is_of_type (fitted, G_VARIANT_TYPE_DOUBLE))
    fuzz_assert (!isnan (g_variant_get_double (fitted)));
}

static void
check_commands (const char *text,
                size_t      size)
{
  g_autofree char *copy = g_strndup (text, size);
  g_auto(GStrv) lines = g_strsplit (copy, "\n", 64);
  g_auto(GStrv) fitted = futoshiki_settings_fit_commands ((const char * const *) lines, 10);
  guint n = g_strv_length (fitted);

  fuzz_assert (n <= 10);
  for (guint i = 0; i < n; i++)
    {
      fuzz_assert (g_utf8_validate (fitted[i], -1, NULL));
      fuzz_assert (fitted[i][0] != '\0');
      fuzz_assert (!g_ascii_isspace (fitted[i][0]));
      for (guint j = 0; j < i; j++)
        fuzz_assert (strcmp (fitted[i], fitted[j]) != 0);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  GSettingsSchema *schema = app_schema ();
  g_auto(GStrv) keys = g_settings_schema_list_keys (schema);
  guint n_keys = g_strv_length (keys);
  const char *key;
  const char *rest;
  size_t rest_size;

  if (size == 0)
    return 0;
  key = keys[data[0] % n_keys];
  rest = (const char *) data + 1;
  rest_size = size - 1;

  {
    g_autoptr(GSettingsSchemaKey) schema_key = g_settings_schema_get_key (schema, key);
    g_autoptr(GBytes) bytes = g_bytes_new (rest, rest_size);
    GVariant *value = g_variant_new_from_bytes (g_settings_schema_key_get_value_type (schema_key), bytes, FALSE);

    check_fit (schema, key, value);
  }
  {
    g_autoptr(GVariant) parsed = g_utf8_validate (rest, (gssize) rest_size, NULL)
                                 ? g_variant_parse (NULL, rest, rest + rest_size, NULL, NULL) : NULL;

    if (parsed != NULL)
      check_fit (schema, key, parsed);
  }
  check_fit (schema, key, NULL);
  check_commands (rest, rest_size);
  return 0;
}
