/* futo-search-tree.h: the search tree of a recorded run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tree search is best taught as a tree: every decision a node, its
 * children the decisions tried under it in the order tried, every refuted
 * branch a dead end that says why, every solution a leaf. FutoSearchTree
 * builds that tree from a FutoTrace in one pass over its events.
 *
 * Node 0 is the root: the board before the first decision (after the givens
 * and whatever the method deduced from them). Every other node is one
 * decision: an ASSIGN with reason DECISION (cell = value), or, for the
 * binary branching of the lab engine, the PRUNE with reason DECISION that
 * opens the other branch (cell ≠ value, FUTO_TREE_NODE_EXCLUDES). The nodes
 * are kept in preorder in one array, so that a node's subtree is the
 * contiguous range [i, i + subtree): drawing can skip a whole subtree, and
 * a million nodes cost one allocation.
 *
 * The totals count as the run's statistics do (FutoNodeCount in
 * futo-algorithm.h): totals.nodes equals FutoStats.nodes of the same run,
 * totals.solutions its solution_count. One case escapes the events: the mrv
 * variants do not search at all when two givens clash (no node), which
 * looks in the trace like a search that found no value at its root (one
 * node); the tree counts one.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "futo-algorithm.h"
#include "futo-trace.h"

typedef struct FutoSearchTree FutoSearchTree;

/* What became of a node. */
typedef enum
{
  FUTO_TREE_INNER = 0, /* decisions were tried under it */
  FUTO_TREE_DEAD_END,  /* refuted: nothing under it holds (see FutoTreeWhy) */
  FUTO_TREE_SOLUTION,  /* the board is solved here */
  FUTO_TREE_CUT,       /* still open when the trace ended: a limit, a cancel
                        * or a truncated trace cut the run short */
} FutoTreeOutcome;

/* Why a dead end is one, as far as the events tell. */
typedef enum
{
  FUTO_TREE_WHY_NONE = 0,  /* not a dead end */
  FUTO_TREE_WHY_WIPE_OUT,  /* culprit lost its last candidate, the last one
                            * removed for reason, because of cause */
  FUTO_TREE_WHY_CONFLICT,  /* the decision's own value breaks a rule: reason
                            * (ROW, COLUMN, SIGN, …) with the value of cause */
  FUTO_TREE_WHY_UNKNOWN,   /* the method backed out without saying why (mrv
                            * keeps no candidates; a propagation that failed
                            * without emptying a cell) */
} FutoTreeWhy;

typedef enum
{
  FUTO_TREE_NODE_EXCLUDES = 1 << 0, /* the decision is cell ≠ value (binary branching) */
  FUTO_TREE_NODE_COUNTED  = 1 << 1, /* counted in FutoStats.nodes (and totals.nodes) */
  FUTO_TREE_NODE_OPEN     = 1 << 2, /* on the search's path when the trace ended (the root
                                     * always; more when a limit stopped the run) */
} FutoTreeNodeFlags;

/* One node. Read-only; the arrays of futo_search_tree_get_nodes() hold them
 * in preorder. */
typedef struct
{
  int32_t  parent;            /* -1 for the root */
  int32_t  next_sibling;      /* the next child of the parent, -1 after the last */
  uint32_t subtree;           /* nodes in the subtree, this one included: [i, i + subtree) */
  uint32_t subtree_dead_ends; /* dead ends in the subtree, this one included */
  uint32_t subtree_solutions;
  uint32_t first_leaf;        /* the order of its first leaf among all leaves: the layout's x */
  uint32_t leaves;            /* leaves in the subtree (1 for a leaf) */
  uint16_t depth;             /* 0 for the root, 1 for the first decision */
  uint16_t height;            /* how much deeper its deepest descendant is (0 for a leaf) */
  int16_t  cell;              /* row * size + col of the decision, -1 for the root */
  int16_t  culprit;           /* WIPE_OUT: the cell left without a value; CONFLICT: cell; else -1 */
  int16_t  cause;             /* the cell responsible for the dead end, -1 when none */
  uint8_t  value;             /* the value of the decision, 0 for the root */
  uint8_t  outcome;           /* FutoTreeOutcome */
  uint8_t  why;               /* FutoTreeWhy */
  uint8_t  reason;            /* FutoReason of the dead end, FUTO_REASON_NONE when unknown */
  uint8_t  flags;             /* FutoTreeNodeFlags */
  size_t   first_event;       /* the index of the decision's event in the trace (0 for the root) */
  size_t   end_event;         /* the index of the first event after the node was left (its
                               * BACKTRACK, the next decision at its depth or above, or the
                               * trace's length): the node is current over [first_event, end_event)
                               * wherever no descendant is */
} FutoTreeNode;

typedef struct
{
  uint64_t nodes;     /* counted as FutoStats.nodes counts them for the method */
  uint64_t decisions; /* decision nodes: every node but the root */
  uint64_t dead_ends;
  uint64_t solutions;
  uint64_t cut;       /* nodes still open when the trace ended */
  int      depth;     /* the deepest node's depth */
} FutoTreeTotals;

/* Builds the tree of trace, a finished recording of a run whose statistics
 * count nodes as count says (algorithm->node_count). With
 * FUTO_NODE_COUNT_NONE (a local search: sa, cso) the tree is empty:
 * futo_search_tree_is_empty() says so and it has no node, not even the
 * root. cancel may be NULL; polled every few thousand events. Returns NULL
 * without memory, when cancelled, or for a trace no search could make
 * (decisions nested deeper than 65 534). */
FutoSearchTree     *futo_search_tree_new          (const FutoTrace      *trace,
                                                   FutoNodeCount         count,
                                                   const atomic_int     *cancel);
void                futo_search_tree_free         (FutoSearchTree       *tree);

/* The word of a trace's 'nodes' line for count ("decisions", "every-state",
 * "consistent-states", "deductions"); NULL for FUTO_NODE_COUNT_NONE. */
const char         *futo_node_count_name          (FutoNodeCount         count);
/* The node count of such a word; false for any other word (or NULL). */
bool                futo_node_count_from_name     (const char           *word,
                                                   FutoNodeCount        *count);
/* How the tree of trace counts its nodes: as its 'nodes' line says, else as
 * the registry's algorithm of its 'algorithm' line does, else
 * FUTO_NODE_COUNT_DECISIONS. */
FutoNodeCount       futo_search_tree_count_for    (const FutoTrace      *trace);

/* True for the tree of a method that makes no decisions (no nodes at all). */
bool                futo_search_tree_is_empty     (const FutoSearchTree *tree);
/* The board's size (for naming cells). */
int                 futo_search_tree_get_size     (const FutoSearchTree *tree);
/* The nodes in preorder; *n_nodes is 0 for an empty tree. */
const FutoTreeNode *futo_search_tree_get_nodes    (const FutoSearchTree *tree,
                                                   size_t               *n_nodes);
size_t              futo_search_tree_get_n_nodes  (const FutoSearchTree *tree);
void                futo_search_tree_get_totals   (const FutoSearchTree *tree,
                                                   FutoTreeTotals       *totals);

/* The node current at the event of index event (the deepest node open at
 * that event): a player at position p (p events applied, its step showing
 * event p - 1) shows the node at p - 1, and the root at position 0. Events before the first
 * decision belong to the root; an index past the end to the last node
 * current. SIZE_MAX for an empty tree. O(log nodes + depth). */
size_t              futo_search_tree_node_at      (const FutoSearchTree *tree,
                                                   size_t                event);

/* Whether node lies on the path from the root to descendant (a node is on
 * its own path). */
static inline bool
futo_tree_node_is_ancestor (const FutoTreeNode *nodes,
                            size_t              node,
                            size_t              descendant)
{
  return descendant >= node && descendant < node + nodes[node].subtree;
}

/* The first child of node, or -1 for a leaf. */
static inline int32_t
futo_tree_node_first_child (const FutoTreeNode *nodes,
                            size_t              node)
{
  return nodes[node].subtree > 1 ? (int32_t) node + 1 : -1;
}

/* The child of node's parent just before node, or -1 for the first child
 * (and the root): a walk over the siblings, at most the values of a cell
 * or two for a binary choice. */
static inline int32_t
futo_tree_node_previous_sibling (const FutoTreeNode *nodes,
                                 size_t              node)
{
  int32_t previous = -1;

  if (nodes[node].parent < 0)
    return -1;
  for (int32_t child = (int32_t) nodes[node].parent + 1; child != (int32_t) node; child = nodes[child].next_sibling)
    previous = child;
  return previous;
}

/* Two runs' trees laid over each other (CP-Profiler's merged tree): a node
 * of one is shared with a node of the other when the decisions from the
 * root to it are the same, decision by decision (cell, value, and whether
 * it is an exclusion). The roots are always shared. */
typedef struct
{
  uint64_t shared;           /* nodes in both trees (counted once) */
  uint64_t only_first;       /* nodes of the first tree only */
  uint64_t only_second;
  /* The first shared node, in the first tree's order, under which the two
   * differ (a child of one without its match in the other): its index in
   * each tree, or -1 in both when the trees are the same. */
  int32_t  divergence_first;
  int32_t  divergence_second;
  /* There, the first child that only the first (second) tree has, or -1. */
  int32_t  first_own_child;
  int32_t  second_own_child;
} FutoTreeComparison;

/* Compares first and second (trees of the same board) into *comparison;
 * shared_first and shared_second, when not NULL, get one byte a node of
 * their tree: 1 when it is shared. false when the boards differ in size or
 * memory runs out. */
bool                futo_search_tree_compare      (const FutoSearchTree *first,
                                                   const FutoSearchTree *second,
                                                   FutoTreeComparison   *comparison,
                                                   uint8_t              *shared_first,
                                                   uint8_t              *shared_second);

/* Two runs' trees merged into one tree (futo-search-tree-merge.c): each
 * shared node once, and under it the children of both, the first tree's
 * in its order, then the second's own in theirs. Every node says whose it
 * is; an own node's subtree is all that run's. */
typedef enum
{
  FUTO_MERGED_SHARED = 0,   /* in both runs */
  FUTO_MERGED_FIRST_ONLY,   /* only in the first */
  FUTO_MERGED_SECOND_ONLY,  /* only in the second */
} FutoMergedSide;

typedef struct FutoMergedTree FutoMergedTree;

/* The merged tree of first and second (trees of the same board; neither
 * empty). NULL when the sizes differ, a tree is empty or memory runs out.
 * Its counts are those of futo_search_tree_compare() on the same pair. */
FutoMergedTree       *futo_merged_tree_new            (const FutoSearchTree *first,
                                                       const FutoSearchTree *second);
void                  futo_merged_tree_free           (FutoMergedTree       *merged);
/* The merged tree as a search tree, for drawing and counting: a shared
 * node is a dead end or a solution only when it has no child in either
 * run; its first_event and end_event index the trace of the run it was
 * taken from (the first for a shared node). */
const FutoSearchTree *futo_merged_tree_get_tree       (const FutoMergedTree *merged);
/* One FutoMergedSide a node of futo_merged_tree_get_tree(). */
const uint8_t        *futo_merged_tree_get_sides      (const FutoMergedTree *merged);
/* shared, only_first and only_second, and the divergence, as
 * futo_search_tree_compare() says them, but with every index (divergence
 * and own children) one of the merged tree. */
void                  futo_merged_tree_get_comparison (const FutoMergedTree *merged,
                                                       FutoTreeComparison   *comparison);
/* node's index in the first run's tree (run 0) or the second's (run 1), -1
 * when it is the other's own. */
int32_t               futo_merged_tree_get_origin     (const FutoMergedTree *merged,
                                                       size_t                node,
                                                       int                   run);

/* Similar subtrees (futo-search-tree-similar.c): repeated failures, as
 * CP-Profiler finds them. Two failed subtrees (no solution and nothing cut
 * short in them) are alike when they have the same shape and, below their
 * roots, the same decisions (cell, value, exclusion) in the same order,
 * and every node the same outcome and the same reason to fail (the cell
 * left without a value or that broke a rule); their roots' own decisions
 * may differ: the same refutation reached from different places. Subtrees
 * are hashed bottom-up, so finding them is linear in the tree (and a sort
 * of the candidates). */
typedef struct
{
  uint32_t count;     /* subtrees alike, at least 2 */
  uint32_t size;      /* nodes in each */
  uint32_t dead_ends; /* dead ends in each */
  int16_t  culprit;   /* the cell most of its dead ends fail at, -1 when none is named */
  uint8_t  implied;   /* every one of them hangs right under a subtree of one other group */
  size_t   members;   /* where its subtrees' roots start in futo_similar_subtrees_get_members() */
} FutoSimilarGroup;

typedef struct FutoSimilarSubtrees FutoSimilarSubtrees;

/* The groups of alike failed subtrees of tree of at least min_size nodes
 * (1 and up), the largest share of the tree first (count × size), then in
 * preorder. Unless with_implied, a group is left out when each of its
 * subtrees is a child of one of another group's, so that the repeat is
 * said once. NULL without memory. */
FutoSimilarSubtrees     *futo_search_tree_find_similar       (const FutoSearchTree      *tree,
                                                              uint32_t                   min_size,
                                                              bool                       with_implied);
void                     futo_similar_subtrees_free          (FutoSimilarSubtrees       *similar);
size_t                   futo_similar_subtrees_get_n_groups  (const FutoSimilarSubtrees *similar);
const FutoSimilarGroup  *futo_similar_subtrees_get_group     (const FutoSimilarSubtrees *similar,
                                                              size_t                     group);
/* The roots of group's subtrees, in preorder (count of them). */
const uint32_t          *futo_similar_subtrees_get_members   (const FutoSimilarSubtrees *similar,
                                                              size_t                     group,
                                                              size_t                    *n_members);
