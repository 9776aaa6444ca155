/* test-settings.c: the app's settings, made to fit before they are applied
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * window-width -2147483648 reached GTK (issue 34). futoshiki_settings_fit()
 * clamps numbers into the schema's ranges and puts the default in place of
 * anything else that does not fit; the app reads and writes the window's
 * size through it. Needs the app's compiled schema (GSETTINGS_SCHEMA_DIR).
 */
#include "config.h"

#include <math.h>

#include <gio/gio.h>

#include "futoshiki-settings.h"

static GSettingsSchema *
app_schema (void)
{
  return g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
}

static void
assert_fits_to_int (const char *key,
                    GVariant   *value,
                    gint32      expected)
{
  g_autoptr(GSettingsSchema) schema = app_schema ();
  g_autoptr(GVariant) fitted = futoshiki_settings_fit (schema, key, value);

  g_assert_true (g_variant_is_of_type (fitted, G_VARIANT_TYPE_INT32));
  g_assert_cmpint (g_variant_get_int32 (fitted), ==, expected);
}

static void
test_numbers (void)
{
  g_autoptr(GSettingsSchema) schema = app_schema ();
  g_autoptr(GVariant) scale = NULL;
  g_autoptr(GVariant) limit = NULL;

  assert_fits_to_int ("window-width", g_variant_new_int32 (G_MININT32), 360);
  assert_fits_to_int ("window-width", g_variant_new_int32 (G_MAXINT32), 16384);
  assert_fits_to_int ("window-height", g_variant_new_int32 (700), 700);
  assert_fits_to_int ("default-size", g_variant_new_int32 (0), 2);
  /* The wrong type and nothing at all: the default. */
  assert_fits_to_int ("window-width", g_variant_new_string ("wide"), 860);
  assert_fits_to_int ("window-width", NULL, 860);

  scale = futoshiki_settings_fit (schema, "export-scale", g_variant_new_double (NAN));
  g_assert_cmpfloat (g_variant_get_double (scale), ==, 2.0);
  limit = futoshiki_settings_fit (schema, "trace-limit", g_variant_new_uint32 (0));
  g_assert_cmpuint (g_variant_get_uint32 (limit), ==, 1000);
}

static void
test_choices (void)
{
  g_autoptr(GSettingsSchema) schema = app_schema ();
  g_autoptr(GVariant) variant = futoshiki_settings_fit (schema, "style-variant", g_variant_new_string ("purple"));
  g_autoptr(GVariant) dark = futoshiki_settings_fit (schema, "style-variant", g_variant_new_string ("dark"));

  g_assert_cmpstr (g_variant_get_string (variant, NULL), ==, "follow");
  g_assert_cmpstr (g_variant_get_string (dark, NULL), ==, "dark");
}

/* Writing a size no range allows stores the nearest one, without the
 * critical g_settings_set_int() would give (criticals are fatal here). */
static void
test_set_and_get (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  futoshiki_settings_set_int (settings, "window-width", 100000);
  g_assert_cmpint (futoshiki_settings_get_int (settings, "window-width"), ==, 16384);
  futoshiki_settings_set_int (settings, "window-width", -7);
  g_assert_cmpint (futoshiki_settings_get_int (settings, "window-width"), ==, 360);
  g_settings_reset (settings, "window-width");
  g_assert_cmpuint (futoshiki_settings_get_uint (settings, "trace-limit"), ==, 20000000);
}

static void
test_commands (void)
{
  const char *stored[] = { "  ./solver  ", "", "./solver", "bad \xff byte", "   ", "two", "three", NULL };
  g_auto(GStrv) fitted = futoshiki_settings_fit_commands (stored, 3);

  g_assert_cmpuint (g_strv_length (fitted), ==, 3);
  g_assert_cmpstr (fitted[0], ==, "./solver");
  g_assert_true (g_utf8_validate (fitted[1], -1, NULL));
  g_assert_true (g_str_has_prefix (fitted[1], "bad "));
  g_assert_cmpstr (fitted[2], ==, "two");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/numbers", test_numbers);
  g_test_add_func ("/settings/choices", test_choices);
  g_test_add_func ("/settings/set-and-get", test_set_and_get);
  g_test_add_func ("/settings/commands", test_commands);
  return g_test_run ();
}
