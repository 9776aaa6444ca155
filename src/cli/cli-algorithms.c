/* cli-algorithms.c: the algorithms command
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "cli-commands.h"
#include "cli-json.h"

static void
print_json (const FutoAlgorithm *const *algorithms,
            size_t                      n)
{
  const FutoAlgorithm *fallback = futo_algorithm_default ();
  g_autoptr (JsonObject) json = json_object_new ();
  JsonArray *list = json_array_sized_new ((guint) n);

  json_object_set_string_member (json, "status", "ok");
  json_object_set_string_member (json, "default", fallback != NULL ? fallback->id : NULL);
  for (size_t i = 0; i < n; i++)
    {
      const FutoAlgorithm *a = algorithms[i];
      JsonObject *item = json_object_new ();

      json_object_set_string_member (item, "id", a->id);
      json_object_set_string_member (item, "name", a->name);
      json_object_set_boolean_member (item, "complete", a->complete);
      json_object_set_boolean_member (item, "stochastic", a->stochastic);
      json_object_set_boolean_member (item, "adjacent", a->supports_adjacent);
      json_object_set_boolean_member (item, "default", a == fallback);
      json_object_set_string_member (item, "description", a->description);
      json_object_set_string_member (item, "reference", a->reference);
      json_array_add_object_element (list, item);
    }
  json_object_set_array_member (json, "algorithms", list);
  cli_json_print (json);
}

static const char *
or_dash (const char *text)
{
  return text != NULL && text[0] != '\0' ? text : "-";
}

int
cli_command_algorithms (const CliOptions *options)
{
  const FutoAlgorithm *fallback = futo_algorithm_default ();
  const FutoAlgorithm *const *algorithms;
  size_t n = 0;

  algorithms = futo_algorithms (&n);
  if (options->json)
    {
      print_json (algorithms, n);
      return CLI_EXIT_OK;
    }
  for (size_t i = 0; i < n; i++)
    {
      const FutoAlgorithm *a = algorithms[i];

      printf ("%s%s: %s\n", a->id, a == fallback ? " (default)" : "", or_dash (a->name));
      printf ("  complete: %s, stochastic: %s, Adjacent puzzles: %s\n", a->complete ? "yes" : "no",
              a->stochastic ? "yes" : "no", a->supports_adjacent ? "yes" : "no");
      printf ("  %s\n", or_dash (a->description));
      printf ("  reference: %s\n", or_dash (a->reference));
      if (i + 1 < n)
        printf ("\n");
    }
  return CLI_EXIT_OK;
}
