/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "lab-application.h"

/* The app also runs from the build tree (build-aux/run-app.sh, `meson
 * devenv`), where the translations are the build's, not the install
 * prefix's: FUTOSHIKI_LAB_LOCALEDIR points there. */
static const char *
get_locale_dir (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_LOCALEDIR");

  return dir != NULL && dir[0] != '\0' ? dir : LOCALEDIR;
}

/* GSettings aborts the whole process (a GLib-GIO-ERROR trap) when a
 * schema is missing; a person who started the built binary by hand should
 * read how to start it instead. */
static gboolean
has_settings_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return FALSE;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema != NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LabApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!has_settings_schema ())
    {
      g_printerr (_("Futoshiki Lab cannot find its settings schema %s. From the source "
                    "tree, start it with ./build-aux/run-app.sh or inside “meson devenv -C "
                    "build”; otherwise install it with “meson install -C build”.\n"),
                  APP_ID);
      return 1;
    }

  app = lab_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
