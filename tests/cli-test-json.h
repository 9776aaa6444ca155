/* cli-test-json.h: a minimal JSON reader for the CLI tests, enough to check
 * the output is JSON and to look values up (json-glib is not available)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JsonType;

typedef struct Json Json;
struct Json
{
  JsonType   type;
  double     number;
  gboolean   boolean;
  char      *string;
  GPtrArray *items; /* of Json*, for arrays and object values */
  GPtrArray *keys;  /* of char*, for objects */
};

void        json_free       (Json       *j);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Json, json_free)

/* The whole text must be one JSON value and a newline. */
Json       *json_parse      (const char *text);
/* An object's value for key, or NULL. */
Json       *json_get        (const Json *j,
                             const char *key);
const char *json_get_string (const Json *j,
                             const char *key);
double      json_get_number (const Json *j,
                             const char *key);
gboolean    json_get_bool   (const Json *j,
                             const char *key);
/* A JSON array of rows of numbers as "1432 3214 …". */
char       *json_rows       (const Json *grid);
/* j's "stats" object holds every count, none negative. */
void        assert_stats    (const Json *j);

G_END_DECLS
