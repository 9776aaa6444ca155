/* futo-search-tree.c: the search tree of a recorded run, built in one pass
 *
 * The pass keeps the path of open nodes, indexed by depth, and reads each
 * event once:
 * - a decision (ASSIGN with reason DECISION, or the lab engine's PRUNE with
 *   reason DECISION on a cell with no value, which opens the "cell ≠ value"
 *   branch) at depth d closes the open nodes at depth d and below and opens
 *   a child of the node at depth d - 1; the event depths of every method
 *   count decisions from 1, as the tree does;
 * - a BACKTRACK to depth b closes the open nodes deeper than b (a restart is
 *   a BACKTRACK to 0);
 * - a SOLUTION marks the deepest open node;
 * - the candidates are followed (PRUNE, RESTORE) so that the first cell left
 *   without a candidate in a node with no child yet names the wipe-out, and
 *   an UNASSIGN of the node's own decision with a reason names the rule the
 *   value broke (bt and color refute a try that way).
 * A node closed without a child or a solution is a dead end; one still open
 * when the events end is cut, unless its events already proved it dead.
 * Nodes are appended as they open, which is preorder: a subtree is the
 * range [i, i + subtree), and a second pass from the end sums the
 * subtrees.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-search-tree-private.h"

/* How many events pass between two looks at the cancel flag. */
#define EVENTS_PER_CANCEL_CHECK 4096

struct FutoSearchTree
{
  int            size;
  FutoTreeNode  *nodes;
  size_t         n_nodes;
  size_t         allocated;
  FutoTreeTotals totals;
};

typedef struct
{
  FutoSearchTree *tree;
  int32_t        *path;       /* the open nodes, path[depth]; path[0] is the root */
  int32_t        *last_child; /* the last child opened under path[depth], -1 when none */
  bool           *solved;     /* a SOLUTION was seen while path[depth] was deepest */
  int             path_len;
  int             max_path;
  bool            truncated;  /* the trace stopped recording before the run ended */
  FutoSet        *candidates; /* per cell, as a cursor would have them */
  uint8_t        *values;     /* per cell, 0 = no value */
} Builder;

static bool
grow (FutoSearchTree *tree)
{
  size_t allocated = tree->allocated == 0 ? 1024 : tree->allocated * 2;
  FutoTreeNode *nodes = realloc (tree->nodes, allocated * sizeof *nodes);

  if (nodes == NULL)
    return false;
  tree->nodes = nodes;
  tree->allocated = allocated;
  return true;
}

/* Settles the outcome of path[depth] as it is left at event end. */
static void
close_node (Builder *builder,
            int      depth,
            size_t   end,
            bool     trace_ended)
{
  FutoTreeNode *node = &builder->tree->nodes[builder->path[depth]];

  node->end_event = end;
  if (trace_ended)
    node->flags |= FUTO_TREE_NODE_OPEN;
  if (builder->last_child[depth] >= 0)
    node->outcome = FUTO_TREE_INNER;
  else if (builder->solved[depth])
    node->outcome = FUTO_TREE_SOLUTION;
  /* A root with nothing under it and no solution was refuted before any
   * decision (some methods say nothing while they find that out), unless
   * the trace itself was cut. */
  else if (!trace_ended || node->why != FUTO_TREE_WHY_NONE || (depth == 0 && !builder->truncated))
    {
      node->outcome = FUTO_TREE_DEAD_END;
      if (node->why == FUTO_TREE_WHY_NONE)
        node->why = FUTO_TREE_WHY_UNKNOWN;
    }
  else
    node->outcome = FUTO_TREE_CUT;
  /* A dead end proved by a wipe-out or a conflict that was not final (a
   * child came after it) is only part of the node's story. */
  if (node->outcome != FUTO_TREE_DEAD_END)
    {
      node->why = FUTO_TREE_WHY_NONE;
      node->culprit = -1;
      node->cause = -1;
      node->reason = FUTO_REASON_NONE;
    }
}

/* Closes the open nodes at depth and below. */
static void
close_to (Builder *builder,
          int      depth,
          size_t   end)
{
  while (builder->path_len > depth && builder->path_len > 1)
    {
      builder->path_len--;
      close_node (builder, builder->path_len, end, false);
    }
}

static bool
open_node (Builder         *builder,
           const FutoEvent *event,
           size_t           index,
           bool             excludes)
{
  FutoSearchTree *tree = builder->tree;
  int depth = event->depth < 1 ? 1 : event->depth;
  int32_t parent;
  FutoTreeNode *node;

  if (depth > builder->path_len)
    depth = builder->path_len;
  /* Deeper than any board's cells: not a search's trace. */
  if (depth >= UINT16_MAX)
    return false;
  close_to (builder, depth, index);
  if (tree->n_nodes == tree->allocated && !grow (tree))
    return false;
  if (depth >= builder->max_path)
    {
      int max_path = builder->max_path * 2;
      int32_t *path = realloc (builder->path, (size_t) max_path * sizeof *path);
      int32_t *last = path != NULL ? realloc (builder->last_child, (size_t) max_path * sizeof *last) : NULL;
      bool *solved;

      if (path != NULL)
        builder->path = path;
      if (last != NULL)
        builder->last_child = last;
      solved = last != NULL ? realloc (builder->solved, (size_t) max_path * sizeof *solved) : NULL;
      if (solved == NULL)
        return false;
      builder->solved = solved;
      builder->max_path = max_path;
    }

  parent = builder->path[depth - 1];
  node = &tree->nodes[tree->n_nodes];
  memset (node, 0, sizeof *node);
  node->parent = parent;
  node->next_sibling = -1;
  node->depth = (uint16_t) depth;
  node->cell = (int16_t) event->cell;
  node->culprit = -1;
  node->cause = -1;
  node->value = (uint8_t) event->value;
  node->flags = excludes ? FUTO_TREE_NODE_EXCLUDES : 0;
  node->first_event = index;
  if (builder->last_child[depth - 1] >= 0)
    tree->nodes[builder->last_child[depth - 1]].next_sibling = (int32_t) tree->n_nodes;
  builder->last_child[depth - 1] = (int32_t) tree->n_nodes;
  builder->path[depth] = (int32_t) tree->n_nodes;
  builder->last_child[depth] = -1;
  builder->solved[depth] = false;
  builder->path_len = depth + 1;
  tree->n_nodes++;
  return true;
}

/* The deepest open node, while it has no child: the only node whose own
 * events can still prove it dead. */
static FutoTreeNode *
open_leaf (Builder *builder)
{
  int top = builder->path_len - 1;

  if (builder->last_child[top] >= 0)
    return NULL;
  return &builder->tree->nodes[builder->path[top]];
}

static bool
read_event (Builder         *builder,
            const FutoEvent *event,
            size_t           index)
{
  int size = builder->tree->size;
  FutoTreeNode *leaf;

  /* A trace read from a file is checked as it is read, but the tree does
   * not lean on it: an event about no cell, or a value out of range, says
   * nothing about the tree. */
  if (event->kind <= FUTO_EVENT_RESTORE
      && (event->cell < 0 || event->cell >= size * size || event->value < 1 || event->value > size))
    return true;

  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
      builder->values[event->cell] = (uint8_t) event->value;
      if (event->reason == FUTO_REASON_DECISION)
        return open_node (builder, event, index, false);
      break;
    case FUTO_EVENT_UNASSIGN:
      builder->values[event->cell] = 0;
      leaf = open_leaf (builder);
      if (event->reason != FUTO_REASON_NONE && leaf != NULL && leaf->cell == event->cell
          && leaf->why == FUTO_TREE_WHY_NONE)
        {
          leaf->why = FUTO_TREE_WHY_CONFLICT;
          leaf->culprit = (int16_t) event->cell;
          leaf->cause = (int16_t) event->cause;
          leaf->reason = (uint8_t) event->reason;
        }
      break;
    case FUTO_EVENT_PRUNE:
      /* Removing a value from a cell with no value is the lab engine's
       * second branch, cell ≠ value; the other methods' PRUNEs with reason
       * DECISION strip the other values of a cell just assigned. */
      if (event->reason == FUTO_REASON_DECISION && builder->values[event->cell] == 0
          && !open_node (builder, event, index, true))
        return false;
      builder->candidates[event->cell] &= ~FUTO_SET_BIT (event->value);
      leaf = open_leaf (builder);
      if (builder->candidates[event->cell] == 0 && leaf != NULL && leaf->why == FUTO_TREE_WHY_NONE)
        {
          leaf->why = FUTO_TREE_WHY_WIPE_OUT;
          leaf->culprit = (int16_t) event->cell;
          leaf->cause = (int16_t) event->cause;
          leaf->reason = (uint8_t) event->reason;
        }
      break;
    case FUTO_EVENT_RESTORE:
      builder->candidates[event->cell] |= FUTO_SET_BIT (event->value);
      break;
    case FUTO_EVENT_BACKTRACK:
      close_to (builder, event->depth + 1, index);
      break;
    case FUTO_EVENT_SOLUTION:
      builder->solved[builder->path_len - 1] = true;
      break;
    default:
      break;
    }
  return true;
}

/* Whether FutoStats.nodes counted node (see FutoNodeCount). */
static bool
counted (FutoNodeCount       count,
         const FutoTreeNode *node)
{
  switch (count)
    {
    case FUTO_NODE_COUNT_DECISIONS:
      return node->parent >= 0;
    case FUTO_NODE_COUNT_EVERY_STATE:
      return true;
    case FUTO_NODE_COUNT_CONSISTENT_STATES:
      /* The search is called only after a look-ahead that held, and a call
       * always tries something under it or reports a solution: a leaf that
       * died is a decision its own filtering refuted. The root stands for
       * the first call, made unless the givens' filtering failed. */
      return node->outcome != FUTO_TREE_DEAD_END;
    case FUTO_NODE_COUNT_DEDUCTIONS:
      return node->parent < 0 || node->outcome != FUTO_TREE_DEAD_END;
    case FUTO_NODE_COUNT_NONE:
    default:
      return false;
    }
}

/* Sums the subtrees (from the end of the preorder, so that every child
 * comes before its parent), numbers the leaves (from the start, so that
 * they come in the order drawn) and takes the totals. */
static void
summarise (FutoSearchTree *tree,
           FutoNodeCount   count,
           bool            keep_counted)
{
  FutoTreeNode *nodes = tree->nodes;
  FutoTreeTotals *totals = &tree->totals;
  uint32_t next_leaf = 0;

  for (size_t i = 0; i < tree->n_nodes; i++)
    {
      nodes[i].subtree = 1;
      nodes[i].subtree_dead_ends = nodes[i].outcome == FUTO_TREE_DEAD_END;
      nodes[i].subtree_solutions = nodes[i].outcome == FUTO_TREE_SOLUTION;
      nodes[i].leaves = 0;
      nodes[i].height = 0;
    }
  for (size_t i = tree->n_nodes; i-- > 0;)
    {
      FutoTreeNode *node = &nodes[i], *parent;

      if (node->leaves == 0)
        node->leaves = 1;
      if (!keep_counted && counted (count, node))
        node->flags |= FUTO_TREE_NODE_COUNTED;
      totals->nodes += (node->flags & FUTO_TREE_NODE_COUNTED) != 0;
      totals->dead_ends += node->outcome == FUTO_TREE_DEAD_END;
      totals->solutions += node->outcome == FUTO_TREE_SOLUTION;
      totals->cut += node->outcome == FUTO_TREE_CUT;
      if (node->depth > totals->depth)
        totals->depth = node->depth;
      if (node->parent < 0)
        continue;
      parent = &nodes[node->parent];
      parent->subtree += node->subtree;
      parent->subtree_dead_ends += node->subtree_dead_ends;
      parent->subtree_solutions += node->subtree_solutions;
      parent->leaves += node->leaves;
      if (node->height + 1 > parent->height)
        parent->height = (uint16_t) (node->height + 1);
    }
  for (size_t i = 0; i < tree->n_nodes; i++)
    {
      nodes[i].first_leaf = next_leaf;
      if (nodes[i].subtree == 1)
        next_leaf++;
    }
  totals->decisions = tree->n_nodes > 0 ? tree->n_nodes - 1 : 0;
}

static void
builder_clear (Builder *builder)
{
  free (builder->path);
  free (builder->last_child);
  free (builder->solved);
  free (builder->candidates);
  free (builder->values);
}

static bool
build (Builder          *builder,
       const FutoTrace  *trace,
       const atomic_int *cancel)
{
  FutoSearchTree *tree = builder->tree;
  size_t cells = (size_t) tree->size * (size_t) tree->size, length = futo_trace_get_length (trace), index = 0;
  FutoTraceReader *reader;
  FutoEvent event;

  builder->max_path = 64;
  builder->path = malloc ((size_t) builder->max_path * sizeof *builder->path);
  builder->last_child = malloc ((size_t) builder->max_path * sizeof *builder->last_child);
  builder->solved = malloc ((size_t) builder->max_path * sizeof *builder->solved);
  builder->candidates = malloc (cells * sizeof *builder->candidates);
  builder->values = calloc (cells, 1);
  if (builder->path == NULL || builder->last_child == NULL || builder->solved == NULL
      || builder->candidates == NULL || builder->values == NULL || !grow (tree))
    return false;
  for (size_t cell = 0; cell < cells; cell++)
    builder->candidates[cell] = FUTO_SET_FULL (tree->size);

  /* The root. */
  memset (&tree->nodes[0], 0, sizeof tree->nodes[0]);
  tree->nodes[0].parent = -1;
  tree->nodes[0].next_sibling = -1;
  tree->nodes[0].cell = -1;
  tree->nodes[0].culprit = -1;
  tree->nodes[0].cause = -1;
  tree->n_nodes = 1;
  builder->path[0] = 0;
  builder->last_child[0] = -1;
  builder->solved[0] = false;
  builder->path_len = 1;

  reader = futo_trace_reader_new (trace, 0);
  if (reader == NULL)
    return false;
  while (futo_trace_reader_next (reader, &event))
    {
      if (index % EVENTS_PER_CANCEL_CHECK == 0 && cancel != NULL
          && atomic_load_explicit (cancel, memory_order_relaxed) != 0)
        break;
      if (!read_event (builder, &event, index))
        break;
      index++;
    }
  futo_trace_reader_free (reader);
  if (index < length)
    return false;

  while (builder->path_len > 0)
    {
      builder->path_len--;
      close_node (builder, builder->path_len, length, true);
    }
  return true;
}

FutoSearchTree *
futo_search_tree_new (const FutoTrace  *trace,
                      FutoNodeCount     count,
                      const atomic_int *cancel)
{
  FutoSearchTree *tree;
  Builder builder = { 0 };
  bool built;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  tree = calloc (1, sizeof *tree);
  if (tree == NULL)
    return NULL;
  tree->size = futo_trace_get_size (trace);
  /* A local search makes no decisions: no tree, not even a root. */
  if (count == FUTO_NODE_COUNT_NONE)
    return tree;
  builder.tree = tree;
  builder.truncated = futo_trace_is_truncated (trace);
  built = build (&builder, trace, cancel);
  builder_clear (&builder);
  if (!built)
    {
      futo_search_tree_free (tree);
      return NULL;
    }
  summarise (tree, count, false);
  return tree;
}

FutoSearchTree *
_futo_search_tree_new_from_nodes (int           size,
                                  FutoTreeNode *nodes,
                                  size_t        n_nodes)
{
  FutoSearchTree *tree = calloc (1, sizeof *tree);

  if (tree == NULL)
    {
      free (nodes);
      return NULL;
    }
  tree->size = size;
  tree->nodes = nodes;
  tree->n_nodes = tree->allocated = n_nodes;
  summarise (tree, FUTO_NODE_COUNT_DECISIONS, true);
  return tree;
}

void
futo_search_tree_free (FutoSearchTree *tree)
{
  if (tree == NULL)
    return;
  free (tree->nodes);
  free (tree);
}

bool
futo_search_tree_is_empty (const FutoSearchTree *tree)
{
  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, true);

  return tree->n_nodes == 0;
}

int
futo_search_tree_get_size (const FutoSearchTree *tree)
{
  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, 0);

  return tree->size;
}

const FutoTreeNode *
futo_search_tree_get_nodes (const FutoSearchTree *tree,
                            size_t               *n_nodes)
{
  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, NULL);

  if (n_nodes != NULL)
    *n_nodes = tree->n_nodes;
  return tree->nodes;
}

size_t
futo_search_tree_get_n_nodes (const FutoSearchTree *tree)
{
  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, 0);

  return tree->n_nodes;
}

void
futo_search_tree_get_totals (const FutoSearchTree *tree,
                             FutoTreeTotals       *totals)
{
  FUTO_RETURN_IF_FAIL (tree != NULL && totals != NULL);

  *totals = tree->totals;
}

size_t
futo_search_tree_node_at (const FutoSearchTree *tree,
                          size_t                event)
{
  const FutoTreeNode *nodes;
  size_t low = 0, high, node;

  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, SIZE_MAX);

  if (tree->n_nodes == 0)
    return SIZE_MAX;
  /* The nodes open in event order, so their first events ascend: the last
   * one opened at or before event, then up while event is past its end. */
  nodes = tree->nodes;
  high = tree->n_nodes;
  while (high - low > 1)
    {
      size_t middle = low + (high - low) / 2;

      if (nodes[middle].first_event <= event)
        low = middle;
      else
        high = middle;
    }
  node = low;
  while (nodes[node].parent >= 0 && event >= nodes[node].end_event)
    node = (size_t) nodes[node].parent;
  return node;
}
