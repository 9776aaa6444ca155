/* cli-tree.c: the tree command: the search tree of a run, drawn or counted
 *
 * The run is the one 'solve' makes (or 'count', with --limit), recorded
 * into a trace; the tree is built from the trace (futo-search-tree.h) and
 * counts its nodes as the run's statistics do, so that "nodes" here is
 * stats.nodes of 'solve --stats --json' for the same method and puzzle.
 * With --trace FILE the run is one recorded before, by 'solve --trace' or
 * by any program that writes the trace format.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "cli-run.h"
#include "cli-trace.h"
#include "futo-render-overview.h"
#include "cli-tree.h"
#include "futo-render-tree.h"
#include "futo-search-tree.h"
#include "futoshiki-error-text.h"

void
cli_tree_record_until_cut (const FutoEvent *event,
                           void            *data)
{
  TreeRecording *recording = data;

  if (recording->cut)
    return;
  futo_trace_record (event, recording->trace);
  if (event->kind == FUTO_EVENT_ASSIGN && event->reason == FUTO_REASON_DECISION)
    recording->decisions++;
  if (futo_trace_is_truncated (recording->trace) || recording->decisions > TREE_MAX_DECISIONS)
    {
      /* Nothing more is recorded from here, so the tree ends where the
       * recording does even before the runner sees the flag. */
      recording->cut = true;
      atomic_store (&recording->stop, 1);
    }
}

/* The picture's format from --to, or from -o's extension; no picture when
 * neither is given. */
int
cli_tree_resolve_target (const CliOptions *options,
                         TreeTarget       *target)
{
  target->draw = options->export_to != NULL || options->output != NULL;
  if (!target->draw && options->overview)
    return cli_fail (options, "tree: --overview is a picture: write it with --to png|pdf|svg -o FILE");
  if (!target->draw)
    return CLI_EXIT_OK;
  if (options->export_to != NULL)
    {
      if (!futo_render_export_format_from_id (options->export_to, &target->format))
        return cli_fail (options, "tree: unknown target '%s' for --to; use png, pdf or svg",
                         options->export_to);
    }
  else if (!futo_render_export_format_from_path (options->output, &target->format))
    return cli_fail (options, "tree: missing --to png|pdf|svg (or an -o file name "
                     "ending in .png, .pdf or .svg)");
  if (options->output == NULL || strcmp (options->output, "-") == 0)
    return cli_fail (options, "tree: write the %s with -o FILE", futo_render_export_format_id (target->format));
  if (target->format == FUTO_EXPORT_PDF && options->dark)
    return cli_fail (options, "tree: --dark applies to png and svg, not pdf (paper is white)");
  if (options->size > FUTO_EXPORT_MAX_PIXELS)
    return cli_fail (options, "tree: --size must be at most %d", FUTO_EXPORT_MAX_PIXELS);
  return CLI_EXIT_OK;
}

/* The local searches keep a configuration, not a tree. */
static int
require_tree_search (const CliOptions *options)
{
  const FutoAlgorithm *const *algorithms;
  g_autoptr (GString) able = g_string_new (NULL);
  size_t n = 0;

  if (options->algorithm->node_count != FUTO_NODE_COUNT_NONE)
    return CLI_EXIT_OK;
  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (algorithms[i]->node_count != FUTO_NODE_COUNT_NONE)
      g_string_append_printf (able, "%s%s", able->len > 0 ? ", " : "", algorithms[i]->id);
  return cli_fail (options, "tree: algorithm '%s' is a local search: it changes a whole board "
                   "and makes no decisions, so it builds no search tree; choose one that "
                   "searches: %s", options->algorithm->id, able->str);
}

static void
print_json (const CliOptions     *options,
            const CliInput       *input,
            const FutoRunResult  *result,
            const FutoTreeTotals *totals,
            bool                  truncated,
            const TreeTarget     *target)
{
  g_autoptr (JsonObject) json = json_object_new ();

  json_object_set_string_member (json, "status", cli_status_word (result->status));
  json_object_set_string_member (json, "input", input->name);
  json_object_set_int_member (json, "size", input->game->puzzle->size);
  cli_json_object_set_uint_member (json, "nodes", totals->nodes);
  cli_json_object_set_uint_member (json, "decisions", totals->decisions);
  cli_json_object_set_uint_member (json, "dead_ends", totals->dead_ends);
  cli_json_object_set_uint_member (json, "solutions", totals->solutions);
  cli_json_object_set_uint_member (json, "cut", totals->cut);
  json_object_set_int_member (json, "depth", totals->depth);
  json_object_set_boolean_member (json, "truncated", truncated);
  if (target->draw)
    {
      json_object_set_string_member (json, "output", options->output);
      json_object_set_string_member (json, "format", futo_render_export_format_id (target->format));
    }
  cli_json_object_set_stats (json, options, &result->stats);
  cli_json_print (json);
}

/* What "nodes" counts for the method, beside the number: it differs from
 * "decisions" for most methods, and the two side by side read as a
 * contradiction without it. */
static const char *
nodes_meaning (FutoNodeCount count)
{
  switch (count)
    {
    case FUTO_NODE_COUNT_DECISIONS:
      return "every value tried, refuted or not";
    case FUTO_NODE_COUNT_EVERY_STATE:
      return "the start and every decision: each call of the search";
    case FUTO_NODE_COUNT_CONSISTENT_STATES:
      return "the start and every decision its look-ahead did not refute at once";
    case FUTO_NODE_COUNT_DEDUCTIONS:
      return "the start, and every decision deduction did not refute at once";
    case FUTO_NODE_COUNT_NONE:
    default:
      return "as the method counts them";
    }
}

static void
print_text (const FutoTreeTotals *totals,
            FutoNodeCount         count)
{
  printf ("nodes:      %" PRIu64 "  (as 'solve --stats' counts them: %s)\n", totals->nodes,
          nodes_meaning (count));
  printf ("decisions:  %" PRIu64 "  (every value tried: the tree's nodes but its root)\n", totals->decisions);
  printf ("dead ends:  %" PRIu64 "\n", totals->dead_ends);
  printf ("solutions:  %" PRIu64 "\n", totals->solutions);
  if (totals->cut != 0)
    printf ("cut short:  %" PRIu64 "\n", totals->cut);
  printf ("depth:      %d\n", totals->depth);
}

static bool
draw (const CliOptions     *options,
      const FutoSearchTree *tree,
      const TreeTarget     *target)
{
  FutoTreeExportOptions export;
  FutoError error;

  futo_render_tree_export_options_init (&export);
  export.dark = options->dark;
  export.width = (double) options->size;
  futo_error_clear (&error);
  /* The overview reads at any size of tree; the tree itself collapses
   * what it cannot draw apart. */
  if (options->overview
      ? futo_render_overview_export_write_file (tree, &export, target->format, options->output, &error)
      : futo_render_tree_export_write_file (tree, &export, target->format, options->output, &error))
    return true;
  {
    g_autofree char *message = futoshiki_error_message (&error);

    cli_fail (options, "tree: %s", message);
  }
  return false;
}

/* What a recorded run came to, as far as its tree tells. */
static FutoStatus
trace_status (const FutoTrace      *trace,
              const FutoTreeTotals *totals)
{
  if (totals->solutions > 0)
    return FUTO_STATUS_SOLVED;
  if (futo_trace_is_truncated (trace) || !futo_trace_is_complete (trace) || totals->cut > 0)
    return FUTO_STATUS_LIMIT;
  return FUTO_STATUS_UNSATISFIABLE;
}

static void
print_trace_json (const CliOptions     *options,
                  const FutoTrace      *trace,
                  const FutoTreeTotals *totals,
                  FutoNodeCount         count,
                  const TreeTarget     *target)
{
  g_autoptr (JsonObject) json = json_object_new ();
  const char *algorithm = futo_trace_get_algorithm (trace);

  json_object_set_string_member (json, "status", cli_status_word (trace_status (trace, totals)));
  json_object_set_string_member (json, "trace", options->trace_path);
  if (algorithm != NULL)
    json_object_set_string_member (json, "algorithm", algorithm);
  else
    json_object_set_null_member (json, "algorithm");
  json_object_set_string_member (json, "node_count", futo_node_count_name (count));
  json_object_set_int_member (json, "size", futo_trace_get_size (trace));
  cli_json_object_set_uint_member (json, "events", futo_trace_get_length (trace));
  cli_json_object_set_uint_member (json, "nodes", totals->nodes);
  cli_json_object_set_uint_member (json, "decisions", totals->decisions);
  cli_json_object_set_uint_member (json, "dead_ends", totals->dead_ends);
  cli_json_object_set_uint_member (json, "solutions", totals->solutions);
  cli_json_object_set_uint_member (json, "cut", totals->cut);
  json_object_set_int_member (json, "depth", totals->depth);
  json_object_set_boolean_member (json, "truncated", futo_trace_is_truncated (trace));
  json_object_set_boolean_member (json, "complete", futo_trace_is_complete (trace));
  if (target->draw)
    {
      json_object_set_string_member (json, "output", options->output);
      json_object_set_string_member (json, "format", futo_render_export_format_id (target->format));
    }
  cli_json_print (json);
}

/* tree --trace FILE: the tree of a run recorded anywhere, counted as its
 * header says (futo_search_tree_count_for()). */
static int
tree_of_trace (const CliOptions *options,
               const TreeTarget *target)
{
  FutoTrace *trace;
  FutoSearchTree *tree;
  FutoTreeTotals totals;
  FutoNodeCount count;
  int status;

  status = cli_trace_load (options, TREE_MAX_EVENTS, &trace);
  if (status != CLI_EXIT_OK)
    return status;
  count = futo_search_tree_count_for (trace);
  if (count == FUTO_NODE_COUNT_NONE)
    {
      status = cli_fail (options, "tree: %s is the run of %s, a local search: it makes no decisions, "
                         "so it builds no search tree", options->trace_path, futo_trace_get_algorithm (trace));
      futo_trace_free (trace);
      return status;
    }
  if (futo_trace_is_truncated (trace) && !options->json)
    cli_note ("%s: the trace holds the first part of its run only; so does the tree", options->trace_path);
  tree = futo_search_tree_new (trace, count, NULL);
  if (tree == NULL)
    {
      /* Not only memory: decisions nested too deep for any search. */
      futo_trace_free (trace);
      return cli_fail (options, "tree: %s: no search tree can be built from this trace (out of memory, "
                       "or decisions nested deeper than any search makes)", options->trace_path);
    }
  futo_search_tree_get_totals (tree, &totals);
  if (target->draw && !draw (options, tree, target))
    status = CLI_EXIT_USAGE;
  else if (options->similar)
    cli_tree_print_similar (options, tree, options->trace_path);
  else if (options->json)
    print_trace_json (options, trace, &totals, count, target);
  else if (!target->draw)
    print_text (&totals, count);
  futo_search_tree_free (tree);
  futo_trace_free (trace);
  return status;
}

int
cli_command_tree (const CliOptions *options)
{
  FutoRunResult result;
  FutoTrace *trace;
  TreeRecording recording;
  CliRunHooks hooks = { 0 };
  FutoSearchTree *tree;
  FutoTreeTotals totals;
  TreeTarget target;
  CliInput input;
  bool truncated;
  int status;

  if (options->versus != NULL && options->overview)
    return cli_fail (options, "tree: --overview draws one run's tree; leave out --versus");
  if (options->versus != NULL)
    return cli_command_tree_versus (options);
  if (options->trace_path != NULL)
    {
      status = cli_tree_resolve_target (options, &target);
      return status == CLI_EXIT_OK ? tree_of_trace (options, &target) : status;
    }
  status = require_tree_search (options);
  if (status == CLI_EXIT_OK)
    status = cli_tree_resolve_target (options, &target);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_require_mode (options, input.name, input.game->puzzle);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }

  trace = futo_trace_new (input.game->puzzle->size, TREE_MAX_EVENTS);
  if (trace == NULL)
    g_error ("out of memory");
  recording.trace = trace;
  recording.decisions = 0;
  recording.cut = false;
  atomic_init (&recording.stop, 0);
  hooks.cancel = &recording.stop;
  hooks.on_event = cli_tree_record_until_cut;
  hooks.event_data = &recording;
  futo_run_result_init (&result);
  /* One solution, as solve, unless --limit says how many (0: count all). */
  cli_run_hooked (options, input.game->puzzle, options->limit_set ? options->limit : 1, &hooks, &result);
  truncated = recording.cut;
  if (truncated && result.status == FUTO_STATUS_CANCELLED)
    {
      /* Stopped by the cut, not by anyone's cancel: a limit. */
      result.status = FUTO_STATUS_LIMIT;
      g_snprintf (result.message, sizeof result.message,
                  "the recording limit of %d events or %d decisions was reached",
                  TREE_MAX_EVENTS, TREE_MAX_DECISIONS);
    }
  tree = futo_search_tree_new (trace, options->algorithm->node_count, NULL);
  if (tree == NULL)
    g_error ("out of memory");
  futo_search_tree_get_totals (tree, &totals);
  if (truncated && !options->json)
    {
      if (futo_trace_is_truncated (trace))
        cli_note ("%s: the run was stopped at %d events, the most a tree records; the tree "
                  "shows its first part only", input.name, TREE_MAX_EVENTS);
      else
        cli_note ("%s: the run was stopped at %d decisions, the most a tree records; the tree "
                  "shows its first part only", input.name, TREE_MAX_DECISIONS);
    }
  futo_trace_free (trace);

  if (result.status == FUTO_STATUS_INVALID)
    status = cli_fail (options, "%s: invalid puzzle: %s", input.name, result.message);
  else if (target.draw && !draw (options, tree, &target))
    status = CLI_EXIT_USAGE;
  else if (options->similar)
    cli_tree_print_similar (options, tree, input.name);
  else if (options->json)
    print_json (options, &input, &result, &totals, truncated, &target);
  else if (!target.draw)
    print_text (&totals, options->algorithm->node_count);
  cli_stats_print (options, &result.stats);

  futo_search_tree_free (tree);
  futo_run_result_clear (&result);
  cli_input_clear (&input);
  return status;
}
