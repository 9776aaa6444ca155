/* futoshiki-settings.h: the values of the app's settings, checked before use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* value made to fit key of schema: a number outside the key's range is
 * clamped into it, anything else that does not fit (the wrong type, a
 * string outside its choices, NaN, NULL) becomes the key's default.
 * A floating value is sunk. Returns a new reference, of the key's type
 * and within its range. */
GVariant  *futoshiki_settings_fit          (GSettingsSchema    *schema,
                                            const char         *key,
                                            GVariant           *value);

/* The key's value as futoshiki_settings_fit() makes it: what the app
 * applies, whatever the schema it runs with says or the backend holds. */
int        futoshiki_settings_get_int      (GSettings          *settings,
                                            const char         *key);
guint      futoshiki_settings_get_uint     (GSettings          *settings,
                                            const char         *key);
/* Stores value made to fit the key first, never a critical. */
void       futoshiki_settings_set_int      (GSettings          *settings,
                                            const char         *key,
                                            int                 value);

/* A list of recent command lines as the app shows and offers them: valid
 * UTF-8 (repaired), stripped, none empty or twice, at most max. */
char     **futoshiki_settings_fit_commands (const char * const *commands,
                                            guint               max);

G_END_DECLS
