/* cli-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli-json.h"

void
cli_json_object_set_uint_member (JsonObject *object,
                                 const char *member_name,
                                 guint64     value)
{
  /* Every integer this command prints counts or names something (sizes,
   * rows, counts, seeds): none is negative, so a negative one in the
   * generator's text can only be one of these. */
  json_object_set_int_member (object, member_name, (gint64) value);
}

void
cli_json_object_set_double_member (JsonObject *object,
                                   const char *member_name,
                                   double      value)
{
  if (isfinite (value))
    json_object_set_double_member (object, member_name, value);
  else
    json_object_set_null_member (object, member_name);
}

/* json-glib builds the document and writes it, but its generator spells
 * three things otherwise than this command always has, and scripts reading
 * --json may rely on the command's spelling:
 *
 * - a double with 17 significant digits, so that it reads back exactly
 *   (0.123 becomes 0.12299999999999999, 0 becomes 0.0), where the command
 *   prints nine (%.9g): plenty for times and energies, and short;
 * - a seed above G_MAXINT64 as the negative gint64 it is held in (see
 *   cli_json_object_set_uint_member());
 * - the bytes of a string that are not UTF-8 as they are, and (in 1.6) the
 *   control character U+001F too, neither of which JSON allows in a string:
 *   the command writes \ufffd for each such byte, and \u001f. Names of
 *   files may hold anything.
 *
 * So the generator's text goes through the two passes below. They rely
 * only on what every json-glib version writes: ASCII outside strings,
 * escapes of the form \x or \uXXXX, a '.' or an exponent in every double
 * and in no integer. */

/* Each byte that does not start a UTF-8 character becomes \ufffd. Those
 * bytes can only be inside strings: outside them json-glib writes ASCII. */
static char *
escape_invalid_utf8 (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;
  const char *end;

  while (!g_utf8_validate (p, -1, &end))
    {
      g_string_append_len (out, p, end - p);
      g_string_append (out, "\\ufffd");
      p = end + 1;
    }
  g_string_append (out, p);
  return g_string_free (out, FALSE);
}

/* Appends the number at p as the command spells it; returns its end. */
static const char *
respell_number (GString    *out,
                const char *p)
{
  size_t len = strspn (p, "+-.0123456789eE");
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (memchr (p, '.', len) != NULL || memchr (p, 'e', len) != NULL
      || memchr (p, 'E', len) != NULL)
    /* The 17 digits read back to the same double, which %.9g then spells
     * as the command always has. json-glib 1.6 appends ".0" even after
     * an exponent ("1e+20.0"); g_ascii_strtod stops before it. */
    g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.9g",
                                           g_ascii_strtod (p, NULL)));
  else if (*p == '-')
    g_string_append_printf (out, "%" G_GUINT64_FORMAT,
                            (guint64) g_ascii_strtoll (p, NULL, 10));
  else
    g_string_append_len (out, p, len);
  return p + len;
}

/* Numbers outside strings are respelled; a raw U+001F inside one is
 * escaped. */
static char *
respell (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean in_string = FALSE;
  const char *p = text;

  while (*p != '\0')
    {
      if (in_string && *p == '\\')
        {
          g_string_append_len (out, p, 2);
          p += 2;
        }
      else if (in_string && *p == '\x1f')
        {
          g_string_append (out, "\\u001f");
          p++;
        }
      else if (!in_string && (*p == '-' || g_ascii_isdigit (*p)))
        p = respell_number (out, p);
      else
        {
          if (*p == '"')
            in_string = !in_string;
          g_string_append_c (out, *p++);
        }
    }
  return g_string_free (out, FALSE);
}

void
cli_json_print (JsonObject *object)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = json_node_init_object (json_node_alloc (), object);
  g_autofree char *generated = NULL;
  g_autofree char *valid = NULL;
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  generated = json_generator_to_data (generator, NULL);
  valid = escape_invalid_utf8 (generated);
  text = respell (valid);
  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}
