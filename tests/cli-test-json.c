/* cli-test-json.c: a minimal JSON reader for the CLI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "cli-test-json.h"

void
json_free (Json *j)
{
  if (j == NULL)
    return;
  g_free (j->string);
  if (j->items != NULL)
    g_ptr_array_unref (j->items);
  if (j->keys != NULL)
    g_ptr_array_unref (j->keys);
  g_free (j);
}

static Json *json_value (const char **p);

static void
skip_ws (const char **p)
{
  while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
    (*p)++;
}

static char *
json_string_raw (const char **p)
{
  GString *s = g_string_new (NULL);

  if (**p != '"')
    return g_string_free (s, TRUE), NULL;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) **p < 0x20)
        return g_string_free (s, TRUE), NULL;
      if (**p != '\\')
        {
          g_string_append_c (s, **p);
          continue;
        }
      (*p)++;
      switch (**p)
        {
        case '"': case '\\': case '/': g_string_append_c (s, **p); break;
        case 'n': g_string_append_c (s, '\n'); break;
        case 't': g_string_append_c (s, '\t'); break;
        case 'r': g_string_append_c (s, '\r'); break;
        case 'b': g_string_append_c (s, '\b'); break;
        case 'f': g_string_append_c (s, '\f'); break;
        case 'u':
          {
            char hex[5] = { 0 };
            for (int i = 0; i < 4; i++)
              if (!g_ascii_isxdigit (hex[i] = (*p)[1 + i]))
                return g_string_free (s, TRUE), NULL;
            g_string_append_unichar (s, (gunichar) strtol (hex, NULL, 16));
            *p += 4;
            break;
          }
        default:
          return g_string_free (s, TRUE), NULL;
        }
    }
  (*p)++;
  if (!g_utf8_validate (s->str, s->len, NULL))
    return g_string_free (s, TRUE), NULL;
  return g_string_free (s, FALSE);
}

static Json *
json_container (const char **p,
                gboolean     object)
{
  Json *j = g_new0 (Json, 1);

  j->type = object ? J_OBJECT : J_ARRAY;
  j->items = g_ptr_array_new_with_free_func ((GDestroyNotify) json_free);
  if (object)
    j->keys = g_ptr_array_new_with_free_func (g_free);
  (*p)++;
  skip_ws (p);
  if (**p == (object ? '}' : ']'))
    return (*p)++, j;
  for (;;)
    {
      Json *item;

      skip_ws (p);
      if (object)
        {
          char *key = json_string_raw (p);
          if (key == NULL)
            return json_free (j), NULL;
          g_ptr_array_add (j->keys, key);
          skip_ws (p);
          if (*(*p)++ != ':')
            return json_free (j), NULL;
        }
      item = json_value (p);
      if (item == NULL)
        return json_free (j), NULL;
      g_ptr_array_add (j->items, item);
      skip_ws (p);
      if (**p == ',')
        (*p)++;
      else if (**p == (object ? '}' : ']'))
        return (*p)++, j;
      else
        return json_free (j), NULL;
    }
}

static Json *
json_value (const char **p)
{
  Json *j;

  skip_ws (p);
  if (**p == '{' || **p == '[')
    return json_container (p, **p == '{');
  j = g_new0 (Json, 1);
  if (**p == '"')
    {
      j->type = J_STRING;
      if ((j->string = json_string_raw (p)) == NULL)
        return json_free (j), NULL;
    }
  else if (g_str_has_prefix (*p, "true") || g_str_has_prefix (*p, "false"))
    {
      j->type = J_BOOL;
      j->boolean = **p == 't';
      *p += j->boolean ? 4 : 5;
    }
  else if (g_str_has_prefix (*p, "null"))
    *p += 4;
  else if (**p == '-' || g_ascii_isdigit (**p))
    {
      char *end;
      j->type = J_NUMBER;
      j->number = g_ascii_strtod (*p, &end);
      *p = end;
    }
  else
    return json_free (j), NULL;
  return j;
}

/* The whole text must be one JSON value and a newline. */
Json *
json_parse (const char *text)
{
  const char *p = text;
  Json *j = json_value (&p);

  if (j == NULL)
    g_error ("not JSON: %s", text);
  g_assert_cmpstr (p, ==, "\n");
  return j;
}

Json *
json_get (const Json *j,
          const char *key)
{
  g_assert_cmpint (j->type, ==, J_OBJECT);
  for (guint i = 0; i < j->keys->len; i++)
    if (strcmp (g_ptr_array_index (j->keys, i), key) == 0)
      return g_ptr_array_index (j->items, i);
  return NULL;
}

const char *
json_get_string (const Json *j,
                 const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_STRING);
  return v->string;
}

double
json_get_number (const Json *j,
                 const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_NUMBER);
  return v->number;
}

gboolean
json_get_bool (const Json *j,
               const char *key)
{
  Json *v = json_get (j, key);

  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, J_BOOL);
  return v->boolean;
}

/* A JSON array of rows of numbers as "1432 3214 …". */
char *
json_rows (const Json *grid)
{
  GString *s = g_string_new (NULL);

  g_assert_nonnull (grid);
  g_assert_cmpint (grid->type, ==, J_ARRAY);
  for (guint r = 0; r < grid->items->len; r++)
    {
      const Json *row = g_ptr_array_index (grid->items, r);

      g_assert_cmpint (row->type, ==, J_ARRAY);
      if (r > 0)
        g_string_append_c (s, ' ');
      for (guint c = 0; c < row->items->len; c++)
        g_string_append_printf (s, "%g", ((Json *) g_ptr_array_index (row->items, c))->number);
    }
  return g_string_free (s, FALSE);
}

void
assert_stats (const Json *j)
{
  const Json *stats = json_get (j, "stats");
  const char *fields[] = { "nodes", "assignments", "backtracks", "removed_values",
                           "propagations", "restarts", "elapsed" };

  g_assert_nonnull (stats);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_cmpfloat (json_get_number (stats, fields[i]), >=, 0);
}
