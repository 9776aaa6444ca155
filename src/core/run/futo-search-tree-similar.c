/* futo-search-tree-similar.c: repeated failures, found by hashing subtrees
 *
 * See futo_search_tree_find_similar() in futo-search-tree.h. The preorder
 * read from its end meets every child before its parent, so one pass
 * gives each node two 64-bit hashes: its pattern (its outcome, its reason
 * to fail and its children's full hashes in order) and its full hash (the
 * pattern with its own decision). Failed subtrees big enough are sorted by
 * pattern; a run of equal patterns is a group. Equal hashes are taken as
 * equal subtrees: with 64 bits and a good mix, a collision among the ten
 * million nodes a recording holds is about one chance in 10^5 (the tests
 * check the groups against a comparison node by node).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-search-tree.h"

struct FutoSimilarSubtrees
{
  FutoSimilarGroup *groups;
  size_t            n_groups;
  uint32_t         *members;
};

typedef struct
{
  uint64_t pattern;
  uint32_t node;
} Candidate;

/* splitmix64's finaliser. */
static uint64_t
mix (uint64_t x)
{
  x ^= x >> 30;
  x *= UINT64_C (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= UINT64_C (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

static int
compare_candidates (const void *a,
                    const void *b)
{
  const Candidate *x = a, *y = b;

  if (x->pattern != y->pattern)
    return x->pattern < y->pattern ? -1 : 1;
  return x->node < y->node ? -1 : x->node > y->node;
}

static int
compare_groups (const void *a,
                const void *b,
                void       *data)
{
  const FutoSimilarGroup *x = a, *y = b;
  const uint32_t *members = data;
  uint64_t share_x = (uint64_t) x->count * x->size, share_y = (uint64_t) y->count * y->size;

  if (share_x != share_y)
    return share_x > share_y ? -1 : 1;
  return members[x->members] < members[y->members] ? -1 : 1;
}

/* qsort has no closure in C11; the groups are few, so an insertion sort
 * that takes one does. */
static void
sort_groups (FutoSimilarGroup *groups,
             size_t            n,
             const uint32_t   *members)
{
  for (size_t i = 1; i < n; i++)
    {
      FutoSimilarGroup group = groups[i];
      size_t j = i;

      while (j > 0 && compare_groups (&group, &groups[j - 1], (void *) members) < 0)
        {
          groups[j] = groups[j - 1];
          j--;
        }
      groups[j] = group;
    }
}

/* The cell most of the dead ends under node fail at. */
static int16_t
main_culprit (const FutoTreeNode *nodes,
              uint32_t            node,
              uint32_t           *tally,
              size_t              cells)
{
  int16_t best = -1;
  uint32_t best_count = 0;

  for (size_t i = node; i < node + nodes[node].subtree; i++)
    if (nodes[i].outcome == FUTO_TREE_DEAD_END && nodes[i].culprit >= 0 && (size_t) nodes[i].culprit < cells)
      {
        uint32_t count = ++tally[nodes[i].culprit];

        if (count > best_count || (count == best_count && nodes[i].culprit < best))
          {
            best = nodes[i].culprit;
            best_count = count;
          }
      }
  for (size_t i = node; i < node + nodes[node].subtree; i++)
    if (nodes[i].culprit >= 0 && (size_t) nodes[i].culprit < cells)
      tally[nodes[i].culprit] = 0;
  return best;
}

FutoSimilarSubtrees *
futo_search_tree_find_similar (const FutoSearchTree *tree,
                               uint32_t              min_size,
                               bool                  with_implied)
{
  FutoSimilarSubtrees *similar;
  const FutoTreeNode *nodes;
  size_t n_nodes = 0, n_candidates = 0, cells, kept = 0;
  uint64_t *full = NULL, *pattern = NULL;
  uint8_t *clean = NULL;
  uint32_t *group_of = NULL, *tally = NULL;
  Candidate *candidates = NULL;
  bool ok = false;

  FUTO_RETURN_VAL_IF_FAIL (tree != NULL, NULL);

  similar = calloc (1, sizeof *similar);
  if (similar == NULL)
    return NULL;
  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  if (n_nodes == 0)
    return similar;
  if (min_size < 1)
    min_size = 1;
  cells = (size_t) futo_search_tree_get_size (tree) * (size_t) futo_search_tree_get_size (tree);
  full = malloc (n_nodes * sizeof *full);
  pattern = malloc (n_nodes * sizeof *pattern);
  clean = malloc (n_nodes);
  candidates = malloc (n_nodes * sizeof *candidates);
  if (full == NULL || pattern == NULL || clean == NULL || candidates == NULL)
    goto out;

  for (size_t i = n_nodes; i-- > 0;)
    {
      const FutoTreeNode *node = &nodes[i];
      uint64_t h = mix (UINT64_C (0x9e3779b97f4a7c15) ^ node->outcome ^ ((uint64_t) node->why << 8)
                        ^ ((uint64_t) (uint16_t) node->culprit << 16) ^ ((uint64_t) node->reason << 32));
      uint64_t children = 0;

      clean[i] = node->outcome != FUTO_TREE_CUT;
      for (int32_t c = futo_tree_node_first_child (nodes, i); c >= 0; c = nodes[c].next_sibling)
        {
          h = mix (h + full[c]);
          clean[i] &= clean[c];
          children++;
        }
      pattern[i] = mix (h ^ (children << 48));
      full[i] = mix (pattern[i] + ((uint64_t) (uint16_t) node->cell | ((uint64_t) node->value << 16)
                                   | ((uint64_t) (node->flags & FUTO_TREE_NODE_EXCLUDES) << 24)));
      if (node->parent >= 0 && clean[i] && node->subtree_solutions == 0 && node->subtree >= min_size)
        candidates[n_candidates++] = (Candidate) { pattern[i], (uint32_t) i };
    }
  free (full);
  full = NULL;
  free (pattern);
  pattern = NULL;
  qsort (candidates, n_candidates, sizeof *candidates, compare_candidates);

  /* A group a run of equal patterns; the members in their node order,
   * which the sort kept within a run. */
  similar->members = malloc ((n_candidates > 0 ? n_candidates : 1) * sizeof *similar->members);
  similar->groups = malloc ((n_candidates / 2 + 1) * sizeof *similar->groups);
  group_of = malloc (n_nodes * sizeof *group_of);
  tally = calloc (cells > 0 ? cells : 1, sizeof *tally);
  if (similar->members == NULL || similar->groups == NULL || group_of == NULL || tally == NULL)
    goto out;
  memset (group_of, 0xff, n_nodes * sizeof *group_of);
  {
    size_t n_members = 0;

    for (size_t i = 0; i < n_candidates;)
      {
        size_t j = i + 1;

        while (j < n_candidates && candidates[j].pattern == candidates[i].pattern)
          j++;
        if (j - i >= 2)
          {
            FutoSimilarGroup *group = &similar->groups[similar->n_groups];
            uint32_t root = candidates[i].node;

            *group = (FutoSimilarGroup) { (uint32_t) (j - i), nodes[root].subtree, nodes[root].subtree_dead_ends,
                                          main_culprit (nodes, root, tally, cells), 0, n_members };
            for (size_t k = i; k < j; k++)
              {
                similar->members[n_members++] = candidates[k].node;
                group_of[candidates[k].node] = (uint32_t) similar->n_groups;
              }
            similar->n_groups++;
          }
        i = j;
      }
  }

  /* Implied: every member's parent in one and the same other group. */
  for (size_t g = 0; g < similar->n_groups; g++)
    {
      FutoSimilarGroup *group = &similar->groups[g];
      uint32_t above = UINT32_MAX;
      bool implied = true;

      for (size_t k = 0; k < group->count && implied; k++)
        {
          uint32_t parent_group = group_of[nodes[similar->members[group->members + k]].parent];

          if (parent_group == UINT32_MAX || parent_group == g || (above != UINT32_MAX && parent_group != above))
            implied = false;
          above = parent_group;
        }
      group->implied = implied;
    }
  for (size_t g = 0; g < similar->n_groups; g++)
    if (with_implied || !similar->groups[g].implied)
      similar->groups[kept++] = similar->groups[g];
  similar->n_groups = kept;
  sort_groups (similar->groups, similar->n_groups, similar->members);
  ok = true;

out:
  free (full);
  free (pattern);
  free (clean);
  free (candidates);
  free (group_of);
  free (tally);
  if (!ok)
    {
      futo_similar_subtrees_free (similar);
      return NULL;
    }
  return similar;
}

void
futo_similar_subtrees_free (FutoSimilarSubtrees *similar)
{
  if (similar == NULL)
    return;
  free (similar->groups);
  free (similar->members);
  free (similar);
}

size_t
futo_similar_subtrees_get_n_groups (const FutoSimilarSubtrees *similar)
{
  FUTO_RETURN_VAL_IF_FAIL (similar != NULL, 0);

  return similar->n_groups;
}

const FutoSimilarGroup *
futo_similar_subtrees_get_group (const FutoSimilarSubtrees *similar,
                                 size_t                     group)
{
  FUTO_RETURN_VAL_IF_FAIL (similar != NULL && group < similar->n_groups, NULL);

  return &similar->groups[group];
}

const uint32_t *
futo_similar_subtrees_get_members (const FutoSimilarSubtrees *similar,
                                   size_t                     group,
                                   size_t                    *n_members)
{
  FUTO_RETURN_VAL_IF_FAIL (similar != NULL && group < similar->n_groups, NULL);

  if (n_members != NULL)
    *n_members = similar->groups[group].count;
  return similar->members + similar->groups[group].members;
}
