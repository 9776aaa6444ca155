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
  CliJson json;

  cli_json_init (&json, stdout);
  cli_json_begin_object (&json);
  cli_json_member_string (&json, "status", "ok");
  cli_json_member_string (&json, "default", fallback != NULL ? fallback->id : NULL);
  cli_json_key (&json, "algorithms");
  cli_json_begin_array (&json);
  for (size_t i = 0; i < n; i++)
    {
      const FutoAlgorithm *a = algorithms[i];

      cli_json_begin_object (&json);
      cli_json_member_string (&json, "id", a->id);
      cli_json_member_string (&json, "name", a->name);
      cli_json_member_bool (&json, "complete", a->complete);
      cli_json_member_bool (&json, "stochastic", a->stochastic);
      cli_json_member_bool (&json, "adjacent", a->supports_adjacent);
      cli_json_member_bool (&json, "default", a == fallback);
      cli_json_member_string (&json, "description", a->description);
      cli_json_member_string (&json, "reference", a->reference);
      cli_json_end_object (&json);
    }
  cli_json_end_array (&json);
  cli_json_end_object (&json);
  cli_json_finish (&json);
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
