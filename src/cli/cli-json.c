/* cli-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "cli-json.h"

void
cli_json_init (CliJson *json,
               FILE    *out)
{
  memset (json, 0, sizeof *json);
  json->out = out;
}

/* Writes the separator that must precede a new value at the current depth. */
static void
before_value (CliJson *json)
{
  if (json->after_key)
    {
      json->after_key = false;
      return;
    }
  if (json->has_items[json->depth])
    fputc (',', json->out);
  json->has_items[json->depth] = true;
}

static void
open_container (CliJson *json,
                int      bracket)
{
  before_value (json);
  fputc (bracket, json->out);
  assert (json->depth + 1 < CLI_JSON_MAX_DEPTH);
  json->depth++;
  json->has_items[json->depth] = false;
}

static void
close_container (CliJson *json,
                 int      bracket)
{
  assert (json->depth > 0 && !json->after_key);
  json->depth--;
  fputc (bracket, json->out);
}

void
cli_json_begin_object (CliJson *json)
{
  open_container (json, '{');
}

void
cli_json_end_object (CliJson *json)
{
  close_container (json, '}');
}

void
cli_json_begin_array (CliJson *json)
{
  open_container (json, '[');
}

void
cli_json_end_array (CliJson *json)
{
  close_container (json, ']');
}

/* Length of the valid UTF-8 sequence at s, or 0 when it is not one. Overlong
 * forms, surrogates and values past U+10FFFF are refused so that the output
 * is always valid JSON text. */
static size_t
utf8_sequence (const unsigned char *s)
{
  unsigned char c = s[0];
  size_t len;
  uint32_t cp;

  if (c < 0x80)
    return 1;
  else if (c >= 0xc2 && c <= 0xdf)
    len = 2, cp = c & 0x1f;
  else if (c >= 0xe0 && c <= 0xef)
    len = 3, cp = c & 0x0f;
  else if (c >= 0xf0 && c <= 0xf4)
    len = 4, cp = c & 0x07;
  else
    return 0;

  for (size_t i = 1; i < len; i++)
    {
      if ((s[i] & 0xc0) != 0x80)
        return 0;
      cp = (cp << 6) | (s[i] & 0x3f);
    }
  if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
    return 0;
  if (cp >= 0xd800 && cp <= 0xdfff)
    return 0;
  return len;
}

static void
write_escaped (FILE       *out,
               const char *value)
{
  const unsigned char *s = (const unsigned char *) value;

  fputc ('"', out);
  while (*s != '\0')
    {
      size_t len;

      switch (*s)
        {
        case '"':  fputs ("\\\"", out); s++; continue;
        case '\\': fputs ("\\\\", out); s++; continue;
        case '\n': fputs ("\\n", out); s++; continue;
        case '\r': fputs ("\\r", out); s++; continue;
        case '\t': fputs ("\\t", out); s++; continue;
        case '\b': fputs ("\\b", out); s++; continue;
        case '\f': fputs ("\\f", out); s++; continue;
        default: break;
        }
      if (*s < 0x20 || *s == 0x7f)
        {
          fprintf (out, "\\u%04x", *s);
          s++;
          continue;
        }
      len = utf8_sequence (s);
      if (len == 0)
        {
          fputs ("\\ufffd", out);
          s++;
          continue;
        }
      fwrite (s, 1, len, out);
      s += len;
    }
  fputc ('"', out);
}

void
cli_json_key (CliJson    *json,
              const char *key)
{
  assert (!json->after_key);
  before_value (json);
  write_escaped (json->out, key);
  fputc (':', json->out);
  json->after_key = true;
}

void
cli_json_string (CliJson    *json,
                 const char *value)
{
  if (value == NULL)
    {
      cli_json_null (json);
      return;
    }
  before_value (json);
  write_escaped (json->out, value);
}

void
cli_json_int (CliJson *json,
              int64_t  value)
{
  before_value (json);
  fprintf (json->out, "%" PRId64, value);
}

void
cli_json_uint (CliJson  *json,
               uint64_t  value)
{
  before_value (json);
  fprintf (json->out, "%" PRIu64, value);
}

void
cli_json_double (CliJson *json,
                 double   value)
{
  if (!isfinite (value))
    {
      cli_json_null (json);
      return;
    }
  before_value (json);
  /* Nine digits are plenty for times and energies. The program never calls
   * setlocale, so the decimal point is always '.'. */
  fprintf (json->out, "%.9g", value);
}

void
cli_json_bool (CliJson *json,
               bool     value)
{
  before_value (json);
  fputs (value ? "true" : "false", json->out);
}

void
cli_json_null (CliJson *json)
{
  before_value (json);
  fputs ("null", json->out);
}

void
cli_json_finish (CliJson *json)
{
  assert (json->depth == 0);
  fputc ('\n', json->out);
  fflush (json->out);
}

void
cli_json_member_string (CliJson    *json,
                        const char *key,
                        const char *value)
{
  cli_json_key (json, key);
  cli_json_string (json, value);
}

void
cli_json_member_int (CliJson    *json,
                     const char *key,
                     int64_t     value)
{
  cli_json_key (json, key);
  cli_json_int (json, value);
}

void
cli_json_member_uint (CliJson    *json,
                      const char *key,
                      uint64_t    value)
{
  cli_json_key (json, key);
  cli_json_uint (json, value);
}

void
cli_json_member_double (CliJson    *json,
                        const char *key,
                        double      value)
{
  cli_json_key (json, key);
  cli_json_double (json, value);
}

void
cli_json_member_bool (CliJson    *json,
                      const char *key,
                      bool        value)
{
  cli_json_key (json, key);
  cli_json_bool (json, value);
}
