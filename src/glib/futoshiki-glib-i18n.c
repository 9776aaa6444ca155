/* futoshiki-glib-i18n.c: the catalogue of programs that load the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app and the command bind the text domain in main(). A Python
 * program that loads libfutoshiki-glib-1.0.so through the typelib knows
 * nothing of it, so the shared library binds the domain as it is loaded:
 * to the build's catalogues when FUTOSHIKI_LAB_LOCALEDIR says where
 * (meson devenv, the tests), else to the prefix's. Only the shared
 * library holds this file: the app and the command link the archive and
 * keep their own binding, and a C program that binds the domain itself
 * does so after this has run.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

static void __attribute__ ((constructor))
futoshiki_glib_bind_text_domain (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && dir[0] != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
