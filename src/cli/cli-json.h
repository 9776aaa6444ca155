/* cli-json.h: a tiny streaming JSON writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define CLI_JSON_MAX_DEPTH 16

/* Writes one compact JSON value to out. Commas and colons are placed by the
 * writer, so callers only say what comes next. */
typedef struct
{
  FILE *out;
  int   depth;
  bool  has_items[CLI_JSON_MAX_DEPTH]; /* a value was written at this depth */
  bool  after_key;                     /* the next value completes a member */
} CliJson;

void cli_json_init         (CliJson        *json,
                            FILE           *out);
void cli_json_begin_object (CliJson        *json);
void cli_json_end_object   (CliJson        *json);
void cli_json_begin_array  (CliJson        *json);
void cli_json_end_array    (CliJson        *json);
void cli_json_key          (CliJson        *json,
                            const char     *key);
/* NULL writes null. Bytes that are not valid UTF-8 become U+FFFD. */
void cli_json_string       (CliJson        *json,
                            const char     *value);
void cli_json_int          (CliJson        *json,
                            int64_t         value);
void cli_json_uint         (CliJson        *json,
                            uint64_t        value);
/* Non-finite numbers have no JSON spelling: they are written as null. */
void cli_json_double       (CliJson        *json,
                            double          value);
void cli_json_bool         (CliJson        *json,
                            bool            value);
void cli_json_null         (CliJson        *json);
/* Ends the document with a newline, so that one object is one line. */
void cli_json_finish       (CliJson        *json);

/* Members, for the common case of a key followed by a scalar. */
void cli_json_member_string (CliJson       *json,
                             const char    *key,
                             const char    *value);
void cli_json_member_int    (CliJson       *json,
                             const char    *key,
                             int64_t        value);
void cli_json_member_uint   (CliJson       *json,
                             const char    *key,
                             uint64_t       value);
void cli_json_member_double (CliJson       *json,
                             const char    *key,
                             double         value);
void cli_json_member_bool   (CliJson       *json,
                             const char    *key,
                             bool           value);
