/* cli-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-report.h"
#include "cli-run.h"
#include "futo-format.h"
#include "futoshiki-error-text.h"

FutoStatus
cli_run (const CliOptions *options,
         const FutoPuzzle *puzzle,
         uint64_t          solution_limit,
         FutoRunResult    *result)
{
  return cli_run_traced (options, puzzle, solution_limit, NULL, result);
}

FutoStatus
cli_run_traced (const CliOptions *options,
                const FutoPuzzle *puzzle,
                uint64_t          solution_limit,
                FutoTrace        *trace,
                FutoRunResult    *result)
{
  CliRunHooks hooks = { 0 };

  if (trace != NULL)
    {
      hooks.on_event = futo_trace_record;
      hooks.event_data = trace;
    }
  return cli_run_hooked (options, puzzle, solution_limit, &hooks, result);
}

FutoStatus
cli_run_hooked (const CliOptions  *options,
                const FutoPuzzle  *puzzle,
                uint64_t           solution_limit,
                const CliRunHooks *hooks,
                FutoRunResult     *result)
{
  FutoRunOptions run;
  g_autofree char *params = NULL;

  futo_run_options_init (&run);
  run.solution_limit = solution_limit;
  run.node_limit = options->max_nodes;
  run.time_limit = options->time_limit;
  run.seed = options->seed;
  run.params = options->params;
  /* With --seed the run must be the same every time (docs/cli.md): the lab
   * engine's second search, whose answer depends on which thread is
   * faster, stays off. A threads= of the user's comes first and wins. */
  if (options->seed_set)
    {
      const char *given = options->params != NULL ? options->params : "";

      params = g_strdup_printf ("%s%sthreads=1", given, *given != '\0' ? "," : "");
      run.params = params;
    }
  run.cancel = hooks->cancel;
  run.on_progress = hooks->on_progress;
  run.progress_data = hooks->progress_data;
  run.on_event = hooks->on_event;
  run.event_data = hooks->event_data;
  return futo_run (options->algorithm, puzzle, &run, result);
}

char *
cli_values_grid (const FutoPuzzle *puzzle,
                 const uint8_t    *values)
{
  FutoPuzzle *plain;
  char *text;

  if (puzzle->mode == FUTO_MODE_UNEQUAL)
    text = futo_grid_write_values (puzzle, values);
  else
    {
      plain = futo_puzzle_new (puzzle->size);
      if (plain == NULL)
        abort ();
      text = futo_grid_write_values (plain, values);
      futo_puzzle_free (plain);
    }
  if (text == NULL)
    abort ();
  return text;
}

const char *
cli_status_word (FutoStatus status)
{
  switch (status)
    {
    case FUTO_STATUS_SOLVED:        return "solved";
    case FUTO_STATUS_UNSATISFIABLE: return "unsatisfiable";
    case FUTO_STATUS_LIMIT:         return "limit";
    case FUTO_STATUS_CANCELLED:     return "cancelled";
    case FUTO_STATUS_GAVE_UP:       return "gave-up";
    case FUTO_STATUS_INVALID:       return "invalid";
    default:                        return "error";
    }
}

void
cli_stats_print (const CliOptions *options,
                 const FutoStats  *stats)
{
  if (!options->stats || options->json)
    return;
  fflush (stdout);
  fprintf (stderr, "algorithm:      %s\n", options->algorithm->id);
  fprintf (stderr, "nodes:          %" PRIu64 "\n", stats->nodes);
  fprintf (stderr, "assignments:    %" PRIu64 "\n", stats->assignments);
  fprintf (stderr, "backtracks:     %" PRIu64 "\n", stats->backtracks);
  fprintf (stderr, "removed values: %" PRIu64 "\n", stats->removed_values);
  fprintf (stderr, "propagations:   %" PRIu64 "\n", stats->propagations);
  fprintf (stderr, "restarts:       %" PRIu64 "\n", stats->restarts);
  /* The counts above are then the sums over both. */
  if (stats->searches > 1)
    fprintf (stderr, "searches:       %" PRIu64 " (at the same time, counts summed)\n", stats->searches);
  /* Local-search counters mean nothing for the tree searches. */
  if (options->algorithm->stochastic || stats->iterations != 0)
    {
      fprintf (stderr, "iterations:     %" PRIu64 "\n", stats->iterations);
      fprintf (stderr, "moves:          %" PRIu64 "\n", stats->moves);
      fprintf (stderr, "best energy:    %g\n", stats->best_energy);
      if (stats->exchanges != 0)
        fprintf (stderr, "exchanges:      %" PRIu64 "\n", stats->exchanges);
      if (stats->repairs != 0)
        fprintf (stderr, "repairs:        %" PRIu64 "\n", stats->repairs);
    }
  fprintf (stderr, "time:           %.6f s\n", stats->elapsed);
}

void
cli_json_object_set_stats (JsonObject       *object,
                           const CliOptions *options,
                           const FutoStats  *stats)
{
  JsonObject *counts = json_object_new ();

  json_object_set_string_member (object, "algorithm", options->algorithm->id);
  cli_json_object_set_uint_member (counts, "nodes", stats->nodes);
  cli_json_object_set_uint_member (counts, "assignments", stats->assignments);
  cli_json_object_set_uint_member (counts, "backtracks", stats->backtracks);
  cli_json_object_set_uint_member (counts, "removed_values", stats->removed_values);
  cli_json_object_set_uint_member (counts, "propagations", stats->propagations);
  cli_json_object_set_uint_member (counts, "restarts", stats->restarts);
  cli_json_object_set_uint_member (counts, "searches", stats->searches);
  cli_json_object_set_uint_member (counts, "iterations", stats->iterations);
  cli_json_object_set_uint_member (counts, "moves", stats->moves);
  cli_json_object_set_double_member (counts, "best_energy", stats->best_energy);
  cli_json_object_set_uint_member (counts, "exchanges", stats->exchanges);
  cli_json_object_set_uint_member (counts, "repairs", stats->repairs);
  cli_json_object_set_double_member (counts, "elapsed", stats->elapsed);
  json_object_set_object_member (object, "stats", counts);
}

JsonArray *
cli_json_grid_new (int            size,
                   const uint8_t *values)
{
  JsonArray *grid = json_array_sized_new ((guint) size);

  for (int r = 0; r < size; r++)
    {
      JsonArray *row = json_array_sized_new ((guint) size);

      for (int c = 0; c < size; c++)
        json_array_add_int_element (row, values[r * size + c]);
      json_array_add_array_element (grid, row);
    }
  return grid;
}

const char *
cli_problem_text (const FutoProblem *problem,
                  char              *buf,
                  size_t             len)
{
  /* In the user's language, worded as the app words it. */
  g_autofree char *text = futoshiki_problem_describe (problem);

  snprintf (buf, len, "%s", text);
  return buf;
}

JsonArray *
cli_json_problems_new (const FutoProblemList *problems)
{
  JsonArray *array = json_array_sized_new ((guint) problems->len);

  for (size_t i = 0; i < problems->len; i++)
    {
      const FutoProblem *p = &problems->items[i];
      JsonObject *problem = json_object_new ();
      char cell[16];

      json_object_set_int_member (problem, "row", p->row + 1);
      json_object_set_int_member (problem, "col", p->col + 1);
      json_object_set_string_member (problem, "cell",
                                     futo_cell_name (p->row, p->col, cell, sizeof cell));
      json_object_set_string_member (problem, "message", p->message);
      json_array_add_object_element (array, problem);
    }
  return array;
}

bool
cli_reject_invalid (const CliOptions *options,
                    const char       *name,
                    const FutoPuzzle *puzzle)
{
  FutoProblemList problems = { NULL, 0, 0 };

  if (futo_puzzle_validate (puzzle, &problems) == 0)
    {
      futo_problem_list_clear (&problems);
      return false;
    }
  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();
      FutoStats none;

      memset (&none, 0, sizeof none);
      json_object_set_string_member (json, "status", "invalid");
      json_object_set_string_member (json, "input", name);
      json_object_set_array_member (json, "problems", cli_json_problems_new (&problems));
      cli_json_object_set_stats (json, options, &none);
      cli_json_print (json);
    }
  else
    {
      for (size_t i = 0; i < problems.len; i++)
        {
          char text[320];

          cli_note ("%s: %s", name, cli_problem_text (&problems.items[i], text, sizeof text));
        }
      cli_note ("%s: the puzzle is invalid: %zu problem%s", name, problems.len,
                problems.len == 1 ? "" : "s");
    }
  futo_problem_list_clear (&problems);
  return true;
}
