/* cli-tree-versus.c: futoshiki tree INPUT -a A --versus B, two runs' trees merged
 *
 * Both methods run on the puzzle as 'tree' runs one; their trees are laid
 * over each other (futo_search_tree_compare): the part both searched once,
 * each run's own branches, and the first place, in the first run's order,
 * where they part. Counted in tree nodes (every decision and the root),
 * which for bt and color are the nodes 'solve --stats' counts and for the
 * others may be more (the decisions their look-ahead refuted at once).
 * With --to or -o the merged tree is drawn (futo-render-tree-merged.h):
 * the shared part once, each run's own branches marked, a legend and the
 * first divergence named. Each run is recorded as 'tree' records one, to
 * the same limits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "cli-run.h"
#include "cli-tree.h"
#include "futo-render-tree-merged.h"
#include "futo-search-tree.h"
#include "futoshiki-error-text.h"

typedef struct
{
  const FutoAlgorithm *algorithm;
  FutoRunResult        result;
  FutoSearchTree      *tree;
  bool                 truncated;
} Side;

/* "r3c5 = 4", or "r3c5 ≠ 4" for an exclusion; "the root" for the root. */
static char *
decision_text (const FutoTreeNode *node,
               int                 size)
{
  if (node->cell < 0)
    return g_strdup ("the root");
  return g_strdup_printf ("r%dc%d %s %d", node->cell / size + 1, node->cell % size + 1,
                          node->flags & FUTO_TREE_NODE_EXCLUDES ? "≠" : "=", node->value);
}

/* The decisions from the root down to node, as a JSON array. */
static JsonArray *
path_of (const FutoTreeNode *nodes,
         int32_t             node,
         int                 size)
{
  JsonArray *path = json_array_new ();
  GPtrArray *reversed = g_ptr_array_new_with_free_func (g_free);

  for (int32_t at = node; at > 0; at = nodes[at].parent)
    g_ptr_array_add (reversed, decision_text (&nodes[at], size));
  for (guint i = reversed->len; i > 0; i--)
    json_array_add_string_element (path, g_ptr_array_index (reversed, i - 1));
  g_ptr_array_unref (reversed);
  return path;
}

static int
run_side (const CliOptions *options,
          const FutoPuzzle *puzzle,
          const char       *input_name,
          Side             *side)
{
  CliOptions own = *options;
  FutoTrace *trace;
  TreeRecording recording;
  CliRunHooks hooks = { 0 };
  int status;

  own.algorithm = side->algorithm;
  futo_run_result_init (&side->result);
  status = cli_require_mode (&own, input_name, puzzle);
  if (status != CLI_EXIT_OK)
    return status;
  if (side->algorithm->node_count == FUTO_NODE_COUNT_NONE)
    return cli_fail (options, "tree: --versus: algorithm '%s' is a local search and builds no search tree",
                     side->algorithm->id);
  trace = futo_trace_new (puzzle->size, TREE_MAX_EVENTS);
  if (trace == NULL)
    g_error ("out of memory");
  recording.trace = trace;
  recording.decisions = 0;
  recording.cut = false;
  atomic_init (&recording.stop, 0);
  hooks.cancel = &recording.stop;
  hooks.on_event = cli_tree_record_until_cut;
  hooks.event_data = &recording;
  cli_run_hooked (&own, puzzle, options->limit_set ? options->limit : 1, &hooks, &side->result);
  side->truncated = recording.cut;
  if (recording.cut && side->result.status == FUTO_STATUS_CANCELLED)
    side->result.status = FUTO_STATUS_LIMIT;
  side->tree = futo_search_tree_new (trace, side->algorithm->node_count, NULL);
  futo_trace_free (trace);
  if (side->tree == NULL)
    g_error ("out of memory");
  if (side->result.status == FUTO_STATUS_INVALID)
    return cli_fail (options, "%s: invalid puzzle: %s", input_name, side->result.message);
  return CLI_EXIT_OK;
}

static void
print_text (const Side               *sides,
            const FutoTreeComparison *comparison,
            int                       size)
{
  const char *a = sides[0].algorithm->id, *b = sides[1].algorithm->id;
  size_t n_a, n_b;
  const FutoTreeNode *nodes_a = futo_search_tree_get_nodes (sides[0].tree, &n_a);
  const FutoTreeNode *nodes_b = futo_search_tree_get_nodes (sides[1].tree, &n_b);

  printf ("tree nodes:  %s %zu, %s %zu (every decision and the root)\n", a, n_a, b, n_b);
  printf ("shared:      %" G_GUINT64_FORMAT " (the same decisions from the root, in both runs)\n",
          comparison->shared);
  printf ("only %s:%*s%" G_GUINT64_FORMAT "\n", a, (int) MAX (1, 8 - (int) strlen (a)), "", comparison->only_first);
  printf ("only %s:%*s%" G_GUINT64_FORMAT "\n", b, (int) MAX (1, 8 - (int) strlen (b)), "", comparison->only_second);
  if (comparison->divergence_first < 0)
    {
      printf ("the two runs searched the same tree\n");
      return;
    }
  {
    g_autoptr (JsonArray) path = path_of (nodes_a, comparison->divergence_first, size);
    g_autoptr (GString) line = g_string_new ("first divergence: ");

    if (json_array_get_length (path) == 0)
      g_string_append (line, "at the root");
    else
      {
        g_string_append (line, "after ");
        for (guint i = 0; i < json_array_get_length (path); i++)
          g_string_append_printf (line, "%s%s", i > 0 ? ", " : "", json_array_get_string_element (path, i));
      }
    if (comparison->first_own_child >= 0)
      {
        g_autofree char *own = decision_text (&nodes_a[comparison->first_own_child], size);

        g_string_append_printf (line, ": %s tries %s, %s does not", a, own, b);
      }
    if (comparison->second_own_child >= 0)
      {
        g_autofree char *own = decision_text (&nodes_b[comparison->second_own_child], size);

        g_string_append_printf (line, "%s %s tries %s, %s does not", comparison->first_own_child >= 0 ? ";" : ":",
                                b, own, a);
      }
    printf ("%s\n", line->str);
  }
}

static JsonObject *
side_json (const Side *side)
{
  JsonObject *json = json_object_new ();
  FutoTreeTotals totals;
  size_t n_nodes;

  futo_search_tree_get_nodes (side->tree, &n_nodes);
  futo_search_tree_get_totals (side->tree, &totals);
  json_object_set_string_member (json, "algorithm", side->algorithm->id);
  json_object_set_string_member (json, "status", cli_status_word (side->result.status));
  cli_json_object_set_uint_member (json, "tree_nodes", n_nodes);
  cli_json_object_set_uint_member (json, "nodes", totals.nodes);
  cli_json_object_set_uint_member (json, "dead_ends", totals.dead_ends);
  cli_json_object_set_uint_member (json, "solutions", totals.solutions);
  json_object_set_boolean_member (json, "truncated", side->truncated);
  return json;
}

static void
print_json (const Side               *sides,
            const FutoTreeComparison *comparison,
            const char               *input_name,
            int                       size)
{
  g_autoptr (JsonObject) json = json_object_new ();
  const FutoTreeNode *nodes_a = futo_search_tree_get_nodes (sides[0].tree, NULL);
  const FutoTreeNode *nodes_b = futo_search_tree_get_nodes (sides[1].tree, NULL);

  json_object_set_string_member (json, "input", input_name);
  json_object_set_int_member (json, "size", size);
  json_object_set_object_member (json, "first", side_json (&sides[0]));
  json_object_set_object_member (json, "second", side_json (&sides[1]));
  cli_json_object_set_uint_member (json, "shared", comparison->shared);
  cli_json_object_set_uint_member (json, "only_first", comparison->only_first);
  cli_json_object_set_uint_member (json, "only_second", comparison->only_second);
  if (comparison->divergence_first < 0)
    json_object_set_null_member (json, "divergence");
  else
    {
      JsonObject *divergence = json_object_new ();

      json_object_set_array_member (divergence, "path", path_of (nodes_a, comparison->divergence_first, size));
      json_object_set_int_member (divergence, "depth", nodes_a[comparison->divergence_first].depth);
      if (comparison->first_own_child >= 0)
        {
          g_autofree char *own = decision_text (&nodes_a[comparison->first_own_child], size);

          json_object_set_string_member (divergence, "first_only", own);
        }
      else
        json_object_set_null_member (divergence, "first_only");
      if (comparison->second_own_child >= 0)
        {
          g_autofree char *own = decision_text (&nodes_b[comparison->second_own_child], size);

          json_object_set_string_member (divergence, "second_only", own);
        }
      else
        json_object_set_null_member (divergence, "second_only");
      json_object_set_object_member (json, "divergence", divergence);
    }
  cli_json_print (json);
}

/* "r1c1 = 2, r2c3 = 1" down to node of the merged tree, the root's own
 * "start" when it is the root. */
static char *
path_words (const FutoTreeNode *nodes,
            int32_t             node,
            int                 size)
{
  g_autoptr (JsonArray) path = path_of (nodes, node, size);
  GString *words = g_string_new (NULL);

  if (json_array_get_length (path) == 0)
    g_string_append (words, "the start");
  for (guint i = 0; i < json_array_get_length (path); i++)
    g_string_append_printf (words, "%s%s", i > 0 ? ", " : "", json_array_get_string_element (path, i));
  return g_string_free (words, FALSE);
}

static bool
draw (const CliOptions *options,
      const Side       *sides,
      const TreeTarget *target,
      int               size)
{
  FutoMergedTree *merged = futo_merged_tree_new (sides[0].tree, sides[1].tree);
  FutoMergedTreeStyle words;
  FutoTreeExportOptions export;
  FutoTreeComparison comparison;
  FutoError error;
  const FutoTreeNode *nodes;
  const char *a = sides[0].algorithm->id, *b = sides[1].algorithm->id;
  g_autofree char *first_text = NULL, *second_text = NULL, *shared_text = NULL, *divergence_text = NULL;
  bool ok;

  if (merged == NULL)
    g_error ("out of memory");
  futo_merged_tree_get_comparison (merged, &comparison);
  nodes = futo_search_tree_get_nodes (futo_merged_tree_get_tree (merged), NULL);
  futo_render_merged_tree_style_init_light (&words);
  first_text = g_strdup_printf ("only %s: %'" G_GUINT64_FORMAT " nodes (solid)", a, comparison.only_first);
  second_text = g_strdup_printf ("only %s: %'" G_GUINT64_FORMAT " nodes (dashed)", b, comparison.only_second);
  shared_text = g_strdup_printf ("in both: %'" G_GUINT64_FORMAT " nodes", comparison.shared);
  if (comparison.divergence_first >= 0)
    {
      g_autofree char *where = path_words (nodes, comparison.divergence_first, size);
      g_autofree char *own_a = comparison.first_own_child >= 0
                                 ? decision_text (&nodes[comparison.first_own_child], size) : NULL;
      g_autofree char *own_b = comparison.second_own_child >= 0
                                 ? decision_text (&nodes[comparison.second_own_child], size) : NULL;

      if (own_a != NULL && own_b != NULL)
        divergence_text = g_strdup_printf ("first divergence: after %s, %s tries %s, %s tries %s", where, a, own_a, b,
                                           own_b);
      else if (own_a != NULL)
        divergence_text = g_strdup_printf ("first divergence: after %s, %s tries %s, %s does not", where, a, own_a,
                                           b);
      else
        divergence_text = g_strdup_printf ("first divergence: after %s, %s tries %s, %s does not", where, b, own_b,
                                           a);
      words.divergence_label = "first divergence";
    }
  else
    divergence_text = g_strdup ("the two runs searched the same tree");
  words.first_text = first_text;
  words.second_text = second_text;
  words.shared_text = shared_text;
  words.divergence_text = divergence_text;
  futo_render_tree_export_options_init (&export);
  export.dark = options->dark;
  export.width = (double) options->size;
  futo_error_clear (&error);
  ok = futo_render_merged_tree_export_write_file (merged, &words, &export, target->format, options->output, NULL,
                                                  &error);
  futo_merged_tree_free (merged);
  if (!ok)
    {
      g_autofree char *message = futoshiki_error_message (&error);

      cli_fail (options, "tree: %s", message);
    }
  return ok;
}

int
cli_command_tree_versus (const CliOptions *options)
{
  Side sides[2] = { { .algorithm = options->algorithm }, { .algorithm = options->versus } };
  FutoTreeComparison comparison;
  TreeTarget target;
  CliInput input;
  int status;

  if (options->trace_path != NULL)
    return cli_fail (options, "tree: --versus runs both methods on INPUT; it does not read --trace");
  if (options->similar)
    return cli_fail (options, "tree: --similar finds the repeats of one run's tree; give it without --versus");
  status = cli_tree_resolve_target (options, &target);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  for (int i = 0; i < 2 && status == CLI_EXIT_OK; i++)
    status = run_side (options, input.game->puzzle, input.name, &sides[i]);
  if (status == CLI_EXIT_OK)
    {
      if (!futo_search_tree_compare (sides[0].tree, sides[1].tree, &comparison, NULL, NULL))
        g_error ("out of memory");
      if (sides[0].truncated || sides[1].truncated)
        cli_note ("%s: a run was stopped at %d events or %d decisions, the most a tree records; the trees "
                  "compare their first parts only", input.name, TREE_MAX_EVENTS, TREE_MAX_DECISIONS);
      if (target.draw && !draw (options, sides, &target, input.game->puzzle->size))
        status = CLI_EXIT_USAGE;
      else if (options->json)
        print_json (sides, &comparison, input.name, input.game->puzzle->size);
      else if (!target.draw)
        print_text (sides, &comparison, input.game->puzzle->size);
    }
  for (int i = 0; i < 2; i++)
    {
      futo_search_tree_free (sides[i].tree);
      futo_run_result_clear (&sides[i].result);
    }
  cli_input_clear (&input);
  return status;
}
