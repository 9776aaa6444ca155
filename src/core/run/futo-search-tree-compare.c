/* futo-search-tree-compare.c: two runs' trees laid over each other
 *
 * See futo_search_tree_compare() in futo-search-tree.h. Both trees are in
 * preorder with their children linked, so the walk goes down both at once
 * from the roots, pairing each child of a shared node with the child of
 * the other tree that makes the same decision; what stays unpaired is one
 * tree's own, with its whole subtree. The pairs wait on an explicit stack
 * (a tree may be thousands deep), children pushed last first so that the
 * first tree's order is kept and the first divergence is its first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-search-tree-private.h"

typedef struct
{
  int32_t first;
  int32_t second;
} Pair;

static void
mark_subtree (uint8_t            *shared,
              const FutoTreeNode *nodes,
              int32_t             node,
              uint8_t             value)
{
  if (shared != NULL)
    memset (shared + node, value, nodes[node].subtree);
}

bool
futo_search_tree_compare (const FutoSearchTree *first,
                          const FutoSearchTree *second,
                          FutoTreeComparison   *comparison,
                          uint8_t              *shared_first,
                          uint8_t              *shared_second)
{
  const FutoTreeNode *a, *b;
  size_t n_a = 0, n_b = 0, top = 0, capacity;
  Pair *stack;

  FUTO_RETURN_VAL_IF_FAIL (first != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (second != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (comparison != NULL, false);

  *comparison = (FutoTreeComparison) { 0, 0, 0, -1, -1, -1, -1 };
  if (futo_search_tree_get_size (first) != futo_search_tree_get_size (second))
    return false;
  a = futo_search_tree_get_nodes (first, &n_a);
  b = futo_search_tree_get_nodes (second, &n_b);
  if (n_a == 0 || n_b == 0)
    {
      comparison->only_first = n_a;
      comparison->only_second = n_b;
      return true;
    }
  /* Every pair on the stack is a shared node not yet looked under; there
   * are never more than the shared nodes, nor more than the first tree's. */
  capacity = 64;
  stack = malloc (capacity * sizeof *stack);
  if (stack == NULL)
    return false;
  mark_subtree (shared_first, a, 0, 0);
  mark_subtree (shared_second, b, 0, 0);
  stack[top++] = (Pair) { 0, 0 };
  while (top > 0)
    {
      Pair pair = stack[--top];
      size_t pushed_from = top;
      bool differs = false;
      int32_t own_first = -1, own_second = -1;

      comparison->shared++;
      if (shared_first != NULL)
        shared_first[pair.first] = 1;
      if (shared_second != NULL)
        shared_second[pair.second] = 1;
      for (int32_t c = futo_tree_node_first_child (a, (size_t) pair.first); c >= 0; c = a[c].next_sibling)
        {
          int32_t match = _futo_tree_node_matching_child (b, pair.second, &a[c]);

          if (match < 0)
            {
              comparison->only_first += a[c].subtree;
              differs = true;
              if (own_first < 0)
                own_first = c;
              continue;
            }
          if (top == capacity)
            {
              Pair *bigger = realloc (stack, 2 * capacity * sizeof *stack);

              if (bigger == NULL)
                {
                  free (stack);
                  return false;
                }
              stack = bigger;
              capacity *= 2;
            }
          stack[top++] = (Pair) { c, match };
        }
      for (int32_t c = futo_tree_node_first_child (b, (size_t) pair.second); c >= 0; c = b[c].next_sibling)
        if (_futo_tree_node_matching_child (a, pair.first, &b[c]) < 0)
          {
            comparison->only_second += b[c].subtree;
            differs = true;
            if (own_second < 0)
              own_second = c;
          }
      if (differs && comparison->divergence_first < 0)
        {
          comparison->divergence_first = pair.first;
          comparison->divergence_second = pair.second;
          comparison->first_own_child = own_first;
          comparison->second_own_child = own_second;
        }
      /* The children went on in the first tree's order; reversed, the
       * first child comes off first. */
      for (size_t i = pushed_from, j = top; i + 1 < j; i++, j--)
        {
          Pair swap = stack[i];

          stack[i] = stack[j - 1];
          stack[j - 1] = swap;
        }
    }
  free (stack);
  return true;
}
