/* futo-node-count.c: how a trace's tree counts its nodes, from its header
 *
 * A trace from a built-in method names it; one from a student's solver
 * says how it counts in its 'nodes' line, so that its tree can be set
 * beside a built-in method's node for node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-check-private.h"
#include "futo-search-tree.h"

/* In the order of FutoNodeCount, from DECISIONS on. */
static const char *const words[] = {
  "decisions", "every-state", "consistent-states", "deductions",
};

const char *
futo_node_count_name (FutoNodeCount count)
{
  if (count < FUTO_NODE_COUNT_DECISIONS || count > FUTO_NODE_COUNT_DEDUCTIONS)
    return NULL;
  return words[count - FUTO_NODE_COUNT_DECISIONS];
}

bool
futo_node_count_from_name (const char    *word,
                           FutoNodeCount *count)
{
  FUTO_RETURN_VAL_IF_FAIL (count != NULL, false);

  if (word == NULL)
    return false;
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strcmp (words[i], word) == 0)
      {
        *count = (FutoNodeCount) (FUTO_NODE_COUNT_DECISIONS + (int) i);
        return true;
      }
  return false;
}

FutoNodeCount
futo_search_tree_count_for (const FutoTrace *trace)
{
  FutoNodeCount count;
  const char *id;
  const FutoAlgorithm *algorithm;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, FUTO_NODE_COUNT_DECISIONS);

  if (futo_node_count_from_name (futo_trace_get_node_count (trace), &count))
    return count;
  id = futo_trace_get_algorithm (trace);
  algorithm = id != NULL ? futo_algorithm_find (id) : NULL;
  if (algorithm != NULL)
    return algorithm->node_count;
  return FUTO_NODE_COUNT_DECISIONS;
}
