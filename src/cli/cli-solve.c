/* cli-solve.c: the solve and count commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-interrupt.h"
#include "cli-report.h"
#include "cli-run.h"
#include "cli-trace.h"

/* Exit status and a sentence for a run that ended without the answer asked. */
static int
report_unfinished (const CliOptions    *options,
                   const char          *name,
                   const FutoRunResult *result)
{
  const char *why = result->message[0] != '\0' ? result->message : NULL;

  switch (result->status)
    {
    case FUTO_STATUS_UNSATISFIABLE:
      if (!options->json)
        cli_note ("%s: the puzzle has no solution", name);
      return CLI_EXIT_NO;
    case FUTO_STATUS_INVALID:
      if (!options->json)
        cli_note ("%s: invalid puzzle: %s", name, why != NULL ? why : "rejected by the solver");
      return CLI_EXIT_NO;
    case FUTO_STATUS_GAVE_UP:
      if (!options->json)
        cli_note ("%s: algorithm '%s' gave up without an answer%s%s", name,
                  options->algorithm->id, why != NULL ? ": " : "", why != NULL ? why : "");
      return CLI_EXIT_LIMIT;
    case FUTO_STATUS_LIMIT:
    case FUTO_STATUS_CANCELLED:
    default:
      if (!options->json)
        cli_note ("%s: stopped before an answer%s%s", name,
                  why != NULL ? ": " : " (a node or time limit)", why != NULL ? why : "");
      return CLI_EXIT_LIMIT;
    }
}

static void
print_solution (const FutoPuzzle *puzzle,
                const uint8_t    *values)
{
  char *text = cli_values_grid (puzzle, values);
  size_t len = strlen (text);

  fputs (text, stdout);
  if (len == 0 || text[len - 1] != '\n')
    fputc ('\n', stdout);
  free (text);
}

int
cli_command_solve (const CliOptions *options)
{
  FutoRunResult result;
  CliInput input;
  CliTrace trace;
  const FutoPuzzle *puzzle;
  int status;

  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  puzzle = input.game->puzzle;
  status = cli_require_mode (options, input.name, puzzle);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }
  if (cli_reject_invalid (options, input.name, puzzle))
    {
      cli_input_clear (&input);
      return CLI_EXIT_NO;
    }

  status = cli_trace_begin (options, puzzle, &trace);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }
  futo_run_result_init (&result);
  cli_run_traced (options, puzzle, 1, trace.trace, &result);
  if (cli_trace_finish (options, &trace) != CLI_EXIT_OK)
    {
      futo_run_result_clear (&result);
      cli_input_clear (&input);
      return CLI_EXIT_USAGE;
    }
  if (result.status == FUTO_STATUS_SOLVED && result.stored > 0)
    status = CLI_EXIT_OK;
  else
    status = report_unfinished (options, input.name, &result);

  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", cli_status_word (result.status));
      json_object_set_string_member (json, "input", input.name);
      json_object_set_int_member (json, "size", puzzle->size);
      if (status == CLI_EXIT_OK)
        json_object_set_array_member (json, "solution",
                                      cli_json_grid_new (puzzle->size, result.solutions[0]));
      else
        json_object_set_null_member (json, "solution");
      if (result.best != NULL && status != CLI_EXIT_OK)
        json_object_set_array_member (json, "best",
                                      cli_json_grid_new (puzzle->size, result.best));
      if (result.message[0] != '\0')
        json_object_set_string_member (json, "message", result.message);
      cli_json_object_set_stats (json, options, &result.stats);
      cli_json_print (json);
    }
  else if (status == CLI_EXIT_OK)
    print_solution (puzzle, result.solutions[0]);

  cli_stats_print (options, &result.stats);
  futo_run_result_clear (&result);
  cli_input_clear (&input);
  return status;
}

int
cli_require_complete (const CliOptions *options)
{
  if (options->algorithm->complete)
    return CLI_EXIT_OK;
  return cli_fail (options, "%s: algorithm '%s' is incomplete and cannot prove how many "
                   "solutions there are; choose a complete one ('futoshiki algorithms')",
                   options->command_name, options->algorithm->id);
}

int
cli_require_mode (const CliOptions *options,
                  const char       *name,
                  const FutoPuzzle *puzzle)
{
  const FutoAlgorithm *const *algorithms;
  g_autoptr (GString) able = g_string_new (NULL);
  size_t n = 0;

  if (puzzle->mode != FUTO_MODE_ADJACENT || options->algorithm->supports_adjacent)
    return CLI_EXIT_OK;
  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (algorithms[i]->supports_adjacent)
      g_string_append_printf (able, "%s%s", able->len > 0 ? ", " : "", algorithms[i]->id);
  return cli_fail (options, "%s: algorithm '%s' does not support Adjacent puzzles; choose one that "
                   "does: %s", name, options->algorithm->id, able->str);
}

/* The first progress line after this many seconds, the next ones at twice
 * the time each: a count of hours says so a dozen times, not thousands. */
#define COUNT_FIRST_PROGRESS 2.0

typedef struct
{
  const char          *name;
  const FutoRunResult *result;
  double               next;
} CountProgress;

/* Called by the runner in the run's thread, about every 50 ms. */
static void
count_progress (const FutoStats *stats,
                void            *data)
{
  CountProgress *progress = data;

  if (stats->elapsed < progress->next)
    return;
  progress->next *= 2;
  cli_note ("%s: counted %" PRIu64 " solutions so far…", progress->name,
            progress->result->solution_count);
}

static const char *
count_word (const FutoRunResult *result)
{
  if (result->status == FUTO_STATUS_SOLVED)
    return "counted";
  return cli_status_word (result->status);
}

int
cli_command_count (const CliOptions *options)
{
  FutoRunResult result;
  CliInput input;
  CliTrace trace;
  CliRunHooks hooks = { 0 };
  CountProgress progress;
  const FutoPuzzle *puzzle;
  bool exact, interrupted;
  int status;

  status = cli_require_complete (options);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  puzzle = input.game->puzzle;
  status = cli_require_mode (options, input.name, puzzle);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }
  if (cli_reject_invalid (options, input.name, puzzle))
    {
      cli_input_clear (&input);
      return CLI_EXIT_NO;
    }

  status = cli_trace_begin (options, puzzle, &trace);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }
  futo_run_result_init (&result);
  progress.name = input.name;
  progress.result = &result;
  progress.next = COUNT_FIRST_PROGRESS;
  /* A count may run for hours: it tells how far it is, and Ctrl+C stops
   * it with what it has (docs/cli.md). */
  hooks.cancel = cli_interrupt_catch ();
  hooks.on_progress = options->json ? NULL : count_progress;
  hooks.progress_data = &progress;
  if (trace.trace != NULL)
    {
      hooks.on_event = futo_trace_record;
      hooks.event_data = trace.trace;
    }
  cli_run_hooked (options, puzzle, options->limit, &hooks, &result);
  cli_interrupt_release ();
  interrupted = result.status == FUTO_STATUS_CANCELLED && cli_interrupt_caught ();
  if (cli_trace_finish (options, &trace) != CLI_EXIT_OK)
    {
      futo_run_result_clear (&result);
      cli_input_clear (&input);
      return CLI_EXIT_USAGE;
    }
  exact = result.exhausted && (result.status == FUTO_STATUS_SOLVED
                               || result.status == FUTO_STATUS_UNSATISFIABLE);
  if (result.status == FUTO_STATUS_SOLVED)
    {
      status = CLI_EXIT_OK;
      if (!exact && !options->json)
        cli_note ("%s: stopped at --limit %" PRIu64 "; there may be more solutions",
                  input.name, options->limit);
    }
  else if (interrupted)
    {
      /* Not the answer, and no number on standard output to mistake for
       * it: the lower bound goes with the note. */
      status = CLI_EXIT_LIMIT;
      if (!options->json)
        cli_note ("%s: interrupted: at least %" PRIu64 " solution%s", input.name,
                  result.solution_count, result.solution_count == 1 ? "" : "s");
    }
  else
    status = report_unfinished (options, input.name, &result);

  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", count_word (&result));
      json_object_set_string_member (json, "input", input.name);
      json_object_set_int_member (json, "size", puzzle->size);
      cli_json_object_set_uint_member (json, "solutions", result.solution_count);
      json_object_set_boolean_member (json, "exact", exact);
      if (result.message[0] != '\0')
        json_object_set_string_member (json, "message", result.message);
      cli_json_object_set_stats (json, options, &result.stats);
      cli_json_print (json);
    }
  else if (status != CLI_EXIT_LIMIT)
    /* A count cut short by a node or time limit is not printed as if it
     * were the answer; --json gives it with "exact": false. */
    printf ("%" PRIu64 "\n", result.solution_count);

  cli_stats_print (options, &result.stats);
  futo_run_result_clear (&result);
  cli_input_clear (&input);
  return status;
}
