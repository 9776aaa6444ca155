/* cli-test-json.c: reading what the CLI prints with --json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"

JsonObject *
parse_json (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  size_t len = strlen (text);
  JsonNode *root;

  /* json-glib's parser lets through what a strict reader would refuse, and
   * scripts may read the output with one. */
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_true (g_str_has_suffix (text, "\n"));
  for (size_t i = 0; i + 1 < len; i++)
    if ((guchar) text[i] < 0x20)
      g_error ("a raw control character (0x%02x) in: %s", text[i], text);

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  root = json_parser_get_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_object_ref (json_node_get_object (root));
}

double
number_member (JsonObject *object,
               const char *key)
{
  JsonNode *node = json_object_get_member (object, key);
  GType type;

  if (node == NULL)
    g_error ("no member \"%s\"", key);
  type = json_node_get_value_type (node);
  g_assert_true (type == G_TYPE_INT64 || type == G_TYPE_DOUBLE);
  return json_node_get_double (node);
}

char *
rows_from_json (JsonArray *grid)
{
  GString *s = g_string_new (NULL);

  g_assert_nonnull (grid);
  for (guint r = 0; r < json_array_get_length (grid); r++)
    {
      JsonArray *row = json_array_get_array_element (grid, r);

      g_assert_nonnull (row);
      if (r > 0)
        g_string_append_c (s, ' ');
      for (guint c = 0; c < json_array_get_length (row); c++)
        g_string_append_printf (s, "%" G_GINT64_FORMAT, json_array_get_int_element (row, c));
    }
  return g_string_free (s, FALSE);
}

void
assert_stats (JsonObject *object)
{
  JsonObject *stats = json_object_get_object_member (object, "stats");
  const char *fields[] = { "nodes", "assignments", "backtracks", "removed_values",
                           "propagations", "restarts", "elapsed" };

  g_assert_nonnull (stats);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_cmpfloat (number_member (stats, fields[i]), >=, 0);
}
