/* futo-search-tree-merge.c: two runs' trees merged into one tree
 *
 * See futo_merged_tree_new() in futo-search-tree.h. The walk is the one of
 * futo_search_tree_compare(), down both trees at once from the roots, but
 * it writes the merged tree as it goes, in preorder: a shared pair becomes
 * one node and its children wait on an explicit stack, in the order they
 * are drawn (the first tree's children, paired or its own, then the
 * second's own); an own child is copied with its whole subtree in one
 * block, since a subtree is a range of its tree's preorder. The siblings
 * are linked in a last pass. Every node is written once: linear in the
 * two trees, and the merged tree at most the sum of both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-search-tree-private.h"

struct FutoMergedTree
{
  FutoSearchTree    *tree;
  uint8_t           *sides;
  int32_t           *origin[2];
  FutoTreeComparison comparison;
};

typedef enum
{
  TASK_PAIR,
  TASK_COPY_FIRST,
  TASK_COPY_SECOND,
} TaskKind;

typedef struct
{
  TaskKind kind;
  int32_t  first;   /* the node in the first tree (PAIR, COPY_FIRST) */
  int32_t  second;  /* the node in the second tree (PAIR, COPY_SECOND) */
  int32_t  parent;  /* the merged parent */
} Task;

typedef struct
{
  Task  *tasks;
  size_t top;
  size_t capacity;
} Stack;

static bool
push (Stack *stack,
      Task   task)
{
  if (stack->top == stack->capacity)
    {
      size_t capacity = stack->capacity == 0 ? 64 : stack->capacity * 2;
      Task *tasks = realloc (stack->tasks, capacity * sizeof *tasks);

      if (tasks == NULL)
        return false;
      stack->tasks = tasks;
      stack->capacity = capacity;
    }
  stack->tasks[stack->top++] = task;
  return true;
}

/* A shared node: the first's, unless only the second's says what became
 * of it (it has children there, or a solution). */
static FutoTreeNode
shared_node (const FutoTreeNode *a,
             const FutoTreeNode *b,
             bool                has_children)
{
  FutoTreeNode node = *a;
  const FutoTreeNode *source = a;

  if (has_children)
    source = a->subtree > 1 ? a : b;
  else if (b->outcome == FUTO_TREE_SOLUTION || (a->outcome == FUTO_TREE_CUT && b->outcome != FUTO_TREE_CUT))
    source = b;
  node.outcome = has_children ? FUTO_TREE_INNER : source->outcome;
  node.why = source->why;
  node.culprit = source->culprit;
  node.cause = source->cause;
  node.reason = source->reason;
  if (node.outcome == FUTO_TREE_INNER)
    {
      node.why = FUTO_TREE_WHY_NONE;
      node.culprit = node.cause = -1;
      node.reason = FUTO_REASON_NONE;
    }
  node.flags = (uint8_t) (a->flags | (b->flags & (FUTO_TREE_NODE_COUNTED | FUTO_TREE_NODE_OPEN)));
  return node;
}

typedef struct
{
  const FutoTreeNode *a, *b;
  FutoMergedTree     *merged;
  FutoTreeNode       *out;
  size_t              n_out;
  Stack               stack;
  int32_t             divergence_own[2]; /* the own children at the divergence, in a and b */
} Merge;

/* Copies the subtree of node (of run's tree) under parent. */
static void
copy_subtree (Merge   *merge,
              int      run,
              int32_t  node,
              int32_t  parent)
{
  const FutoTreeNode *source = run == 0 ? merge->a : merge->b;
  size_t n = source[node].subtree, at = merge->n_out;
  int64_t shift = (int64_t) at - node;

  memcpy (merge->out + at, source + node, n * sizeof *source);
  for (size_t k = 0; k < n; k++)
    {
      merge->out[at + k].parent = k == 0 ? parent : (int32_t) (merge->out[at + k].parent + shift);
      merge->merged->sides[at + k] = run == 0 ? FUTO_MERGED_FIRST_ONLY : FUTO_MERGED_SECOND_ONLY;
      merge->merged->origin[run][at + k] = (int32_t) (node + (int64_t) k);
      merge->merged->origin[1 - run][at + k] = -1;
    }
  merge->n_out += n;
}

static bool
merge_pair (Merge *merge,
            Task   task)
{
  const FutoTreeNode *a = merge->a, *b = merge->b;
  FutoTreeComparison *comparison = &merge->merged->comparison;
  int32_t at = (int32_t) merge->n_out, own[2] = { -1, -1 };
  size_t pushed_from = merge->stack.top;
  bool has_children = a[task.first].subtree > 1 || b[task.second].subtree > 1;

  merge->out[at] = shared_node (&a[task.first], &b[task.second], has_children);
  merge->out[at].parent = task.parent;
  merge->merged->sides[at] = FUTO_MERGED_SHARED;
  merge->merged->origin[0][at] = task.first;
  merge->merged->origin[1][at] = task.second;
  merge->n_out++;
  comparison->shared++;

  for (int32_t c = futo_tree_node_first_child (a, (size_t) task.first); c >= 0; c = a[c].next_sibling)
    {
      int32_t match = _futo_tree_node_matching_child (b, task.second, &a[c]);

      if (match < 0)
        {
          comparison->only_first += a[c].subtree;
          if (own[0] < 0)
            own[0] = c;
        }
      if (!push (&merge->stack, (Task) { match < 0 ? TASK_COPY_FIRST : TASK_PAIR, c, match, at }))
        return false;
    }
  for (int32_t c = futo_tree_node_first_child (b, (size_t) task.second); c >= 0; c = b[c].next_sibling)
    if (_futo_tree_node_matching_child (a, task.first, &b[c]) < 0)
      {
        comparison->only_second += b[c].subtree;
        if (own[1] < 0)
          own[1] = c;
        if (!push (&merge->stack, (Task) { TASK_COPY_SECOND, -1, c, at }))
          return false;
      }
  if ((own[0] >= 0 || own[1] >= 0) && comparison->divergence_first < 0)
    {
      comparison->divergence_first = comparison->divergence_second = at;
      merge->divergence_own[0] = own[0];
      merge->divergence_own[1] = own[1];
    }
  /* Pushed in the order drawn; reversed, the first comes off first. */
  for (size_t i = pushed_from, j = merge->stack.top; i + 1 < j; i++, j--)
    {
      Task swap = merge->stack.tasks[i];

      merge->stack.tasks[i] = merge->stack.tasks[j - 1];
      merge->stack.tasks[j - 1] = swap;
    }
  return true;
}

/* The merged index of the child of node taken from run's node own. */
static int32_t
merged_child (const FutoMergedTree *merged,
              const FutoTreeNode   *nodes,
              int32_t               node,
              int                   run,
              int32_t               own)
{
  if (own < 0)
    return -1;
  for (int32_t c = futo_tree_node_first_child (nodes, (size_t) node); c >= 0; c = nodes[c].next_sibling)
    if (merged->origin[run][c] == own)
      return c;
  return -1;
}

static bool
link_siblings (FutoTreeNode *nodes,
               size_t        n)
{
  int32_t *last = malloc (n * sizeof *last);

  if (last == NULL)
    return false;
  for (size_t i = 0; i < n; i++)
    {
      last[i] = -1;
      nodes[i].next_sibling = -1;
      if (nodes[i].parent < 0)
        continue;
      if (last[nodes[i].parent] >= 0)
        nodes[last[nodes[i].parent]].next_sibling = (int32_t) i;
      last[nodes[i].parent] = (int32_t) i;
    }
  free (last);
  return true;
}

FutoMergedTree *
futo_merged_tree_new (const FutoSearchTree *first,
                      const FutoSearchTree *second)
{
  Merge merge = { 0 };
  FutoMergedTree *merged;
  size_t n_a = 0, n_b = 0, capacity;
  bool ok = true;

  FUTO_RETURN_VAL_IF_FAIL (first != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (second != NULL, NULL);

  if (futo_search_tree_get_size (first) != futo_search_tree_get_size (second))
    return NULL;
  merge.a = futo_search_tree_get_nodes (first, &n_a);
  merge.b = futo_search_tree_get_nodes (second, &n_b);
  if (n_a == 0 || n_b == 0)
    return NULL;
  merged = calloc (1, sizeof *merged);
  if (merged == NULL)
    return NULL;
  merged->comparison = (FutoTreeComparison) { 0, 0, 0, -1, -1, -1, -1 };
  capacity = n_a + n_b;
  merge.merged = merged;
  merge.out = malloc (capacity * sizeof *merge.out);
  merged->sides = malloc (capacity);
  merged->origin[0] = malloc (capacity * sizeof (int32_t));
  merged->origin[1] = malloc (capacity * sizeof (int32_t));
  merge.divergence_own[0] = merge.divergence_own[1] = -1;
  if (merge.out == NULL || merged->sides == NULL || merged->origin[0] == NULL || merged->origin[1] == NULL
      || !push (&merge.stack, (Task) { TASK_PAIR, 0, 0, -1 }))
    ok = false;
  while (ok && merge.stack.top > 0)
    {
      Task task = merge.stack.tasks[--merge.stack.top];

      if (task.kind == TASK_PAIR)
        ok = merge_pair (&merge, task);
      else
        copy_subtree (&merge, task.kind == TASK_COPY_FIRST ? 0 : 1, task.kind == TASK_COPY_FIRST ? task.first
                                                                                              : task.second,
                      task.parent);
    }
  free (merge.stack.tasks);
  if (ok)
    ok = link_siblings (merge.out, merge.n_out);
  if (!ok)
    {
      free (merge.out);
      futo_merged_tree_free (merged);
      return NULL;
    }
  merged->tree = _futo_search_tree_new_from_nodes (futo_search_tree_get_size (first), merge.out, merge.n_out);
  if (merged->tree == NULL)
    {
      futo_merged_tree_free (merged);
      return NULL;
    }
  if (merged->comparison.divergence_first >= 0)
    {
      const FutoTreeNode *nodes = futo_search_tree_get_nodes (merged->tree, NULL);
      int32_t at = merged->comparison.divergence_first;

      merged->comparison.first_own_child = merged_child (merged, nodes, at, 0, merge.divergence_own[0]);
      merged->comparison.second_own_child = merged_child (merged, nodes, at, 1, merge.divergence_own[1]);
    }
  return merged;
}

void
futo_merged_tree_free (FutoMergedTree *merged)
{
  if (merged == NULL)
    return;
  futo_search_tree_free (merged->tree);
  free (merged->sides);
  free (merged->origin[0]);
  free (merged->origin[1]);
  free (merged);
}

const FutoSearchTree *
futo_merged_tree_get_tree (const FutoMergedTree *merged)
{
  FUTO_RETURN_VAL_IF_FAIL (merged != NULL, NULL);

  return merged->tree;
}

const uint8_t *
futo_merged_tree_get_sides (const FutoMergedTree *merged)
{
  FUTO_RETURN_VAL_IF_FAIL (merged != NULL, NULL);

  return merged->sides;
}

void
futo_merged_tree_get_comparison (const FutoMergedTree *merged,
                                 FutoTreeComparison   *comparison)
{
  FUTO_RETURN_IF_FAIL (merged != NULL && comparison != NULL);

  *comparison = merged->comparison;
}

int32_t
futo_merged_tree_get_origin (const FutoMergedTree *merged,
                             size_t                node,
                             int                   run)
{
  FUTO_RETURN_VAL_IF_FAIL (merged != NULL && (run == 0 || run == 1), -1);
  FUTO_RETURN_VAL_IF_FAIL (node < futo_search_tree_get_n_nodes (merged->tree), -1);

  return merged->origin[run][node];
}
