/* cli-json.h: --json output: json-glib trees, printed as the command always has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A count or a seed. json-glib holds integers as gint64: a value above
 * G_MAXINT64 goes in as its two's complement, and cli_json_print() prints
 * it back as the unsigned number it stands for. */
void cli_json_object_set_uint_member   (JsonObject *object,
                                        const char *member_name,
                                        guint64     value);
/* A time or an energy; null when it is not finite, since JSON has no
 * spelling for infinities and NaN. */
void cli_json_object_set_double_member (JsonObject *object,
                                        const char *member_name,
                                        double      value);
/* Prints object as one line of standard output (scripts read one object
 * per line) and flushes it. */
void cli_json_print                    (JsonObject *object);

G_END_DECLS
