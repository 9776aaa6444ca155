/* cli-test-json.h: reading what the CLI prints with --json, with json-glib
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The whole text must be one JSON object on one line: strict UTF-8, no
 * control character but the final newline. */
JsonObject *parse_json      (const char *text);
/* The number held by object's member key (an integer or a double). */
double      number_member   (JsonObject *object,
                             const char *key);
/* A JSON array of rows of numbers as "1432 3214 …". */
char       *rows_from_json  (JsonArray  *grid);
/* object's "stats" object holds every count, none negative. */
void        assert_stats    (JsonObject *object);

G_END_DECLS
