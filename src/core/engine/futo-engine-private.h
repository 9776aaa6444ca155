/* futo-engine-private.h: the state Futoshiki Lab's engine shares between its files
 *
 * The Latin square is kept in three views at once, all changed together by
 * one primitive (_futo_engine_remove): cell → candidate values, row + value →
 * candidate columns, column + value → candidate rows. A removal goes on a
 * trail of (cell, value) pairs so that backtracking restores all three views
 * without copying. See futo-engine.c for the method as a whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithms-private.h"
#include "futo-runner-private.h"
#include "futo-signs-private.h"

/* Functions that count bits in long loops get a copy built for processors
 * with the instruction (x86-64 before v2 lacks it), picked at load time.
 * Not under the sanitizers: the resolver that picks runs before their
 * runtime is ready (with ThreadSanitizer every program crashes at load). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__) \
    && !defined(__SANITIZE_THREAD__) && !defined(__SANITIZE_ADDRESS__)
#define HOT_POPCOUNT __attribute__ ((target_clones ("popcnt", "default")))
#else
#define HOT_POPCOUNT
#endif

/* Kinds of pending work; an item is kind * cells + index. */
typedef enum
{
  ENGINE_ITEM_FIX = 0, /* cell has one value left: take it from its row and column */
  ENGINE_ITEM_HROW,    /* row + value has one column left: place it there */
  ENGINE_ITEM_HCOL,    /* column + value has one row left: place it there */
  ENGINE_ITEM_BOUNDS,  /* cell's smallest or largest value moved (in Adjacent mode: any value
                        * left it): revise its signs */
  ENGINE_N_ITEMS
} EngineItem;

/* A cell's neighbours across its signs; in Adjacent mode across its marks
 * (less[] unused), or, in the second list, across no mark. */
typedef FutoSignList EngineSigns;

typedef struct
{
  uint32_t mark;   /* trail length before the branch */
  int32_t  cell;
  int32_t  value;
  int32_t  branch; /* 0: trying cell = value; 1: trying cell != value */
} EngineFrame;

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSet           full;

  /* The three views, one block of 3 n² sets so that a set's number
   * (view * cells + index) also numbers its conflict weight. */
  FutoSet          *sets;
  FutoSet          *dom;     /* cell → values: sets[0 .. cells) */
  FutoSet          *rowpos;  /* row * n + (value - 1) → columns: sets[cells .. 2 cells) */
  FutoSet          *colpos;  /* col * n + (value - 1) → rows: sets[2 cells .. 3 cells) */
  EngineSigns      *signs;

  /* The open sets (two members or more) as a sparse set, so that branching
   * looks only at those: open_list[0 .. open_count) in any order, and
   * open_pos[set] its place there. A set leaves when it shrinks to one member
   * and comes back when the undo grows it to two again. */
  uint32_t         *open_list;
  uint32_t         *open_pos;
  uint32_t          open_count;

  /* Removals since the root, as cell << 6 | (value - 1). */
  uint32_t         *trail;
  uint32_t          trail_len;

  /* Pending work, deduplicated by queued[]. */
  uint32_t         *queue;
  uint8_t          *queued;
  uint32_t          queue_head;
  uint32_t          queue_count;
  uint32_t          queue_size;

  /* All-different by matching (futo-engine-gac.c); NULL when off. */
  struct _EngineGac *gac;

  /* Conflict weights of the 3 n² exactly-one constraints (cell, row + value,
   * column + value), numbered as sets[], bumped where a wipe-out happens. */
  uint32_t         *weight;
  int               fail_set;  /* the set that was wiped out, -1 when none */

  EngineFrame      *frames;
  uint32_t          depth;
  uint8_t          *values;
  uint64_t          rng;

  /* The second search (futo-engine-portfolio.c), started at spawn_at nodes;
   * NULL when this run has none or is the second one. */
  struct _EnginePortfolio *portfolio;
  uint64_t          spawn_at;
  /* The second search's way back: where its local search posts its near
   * misses for the first search to repair; NULL in the first search. */
  struct _EnginePortfolio *near_misses;
  /* The first search's own local search (futo-engine-share.c), which
   * takes a slice of the thread when the node count reaches share_at
   * (UINT64_MAX: never); NULL when there is none. */
  struct _EngineShare *share;
  uint64_t          share_at;

  /* Adjacent mode (last, so that the hot fields above keep their short
   * offsets): the unmarked neighbours, which a fixed value v denies v - 1
   * and v + 1; NULL in the usual mode. */
  bool              adjacent;
  EngineSigns      *unmarked;
} Engine;

typedef struct
{
  int cell;  /* -1: every cell is fixed */
  int value;
} EngineChoice;

static inline uint64_t
_futo_engine_random (Engine *engine)
{
  /* xorshift64*: enough for tie-breaking. */
  engine->rng ^= engine->rng >> 12;
  engine->rng ^= engine->rng << 25;
  engine->rng ^= engine->rng >> 27;
  return engine->rng * 2685821657736338717ULL;
}

static inline void
_futo_engine_open_remove (Engine   *engine,
                          uint32_t  set)
{
  uint32_t at = engine->open_pos[set], last = engine->open_list[--engine->open_count];

  engine->open_list[at] = last;
  engine->open_pos[last] = at;
  engine->open_list[engine->open_count] = set;
  engine->open_pos[set] = engine->open_count;
}

static inline void
_futo_engine_open_add (Engine   *engine,
                       uint32_t  set)
{
  uint32_t at = engine->open_pos[set], first = engine->open_list[engine->open_count];

  engine->open_list[at] = first;
  engine->open_pos[first] = at;
  engine->open_list[engine->open_count] = set;
  engine->open_pos[set] = engine->open_count++;
}

/* futo-engine-branch.c: the pair to branch on; cell -1 when every cell is
 * fixed. */
EngineChoice _futo_engine_choose (Engine *engine);

/* futo-engine.c: one search; the portfolio's second search is one too.
 * stop_also: a second cancel flag looked at as often as options->cancel
 * (the second search has both the caller's and the first search's), or NULL. */
void _futo_engine_solve (const FutoPuzzle        *puzzle,
                         const FutoRunOptions    *options,
                         FutoRunResult           *result,
                         struct _EnginePortfolio *portfolio,
                         const atomic_int        *stop_also,
                         struct _EnginePortfolio *near_misses);

/* futo-engine-repair.c: with the engine at its root, fixes every open cell
 * outside half the rows (or half the columns when !by_rows) to its value
 * in near_miss, the lines in conflict_lines (a bit per row or column) and
 * others drawn from *rng left free, the more likely the higher their
 * line_weight (n of them: the walk's weights above 1, summed over each
 * line's values), and searches the free ones completely within a budget.
 * True with the solution in values (which may be near_miss itself). The
 * engine is as it was either way, its random stream too. */
bool _futo_engine_repair (Engine        *engine,
                          uint8_t       *values,
                          const uint8_t *near_miss,
                          uint64_t       conflict_lines,
                          const int     *line_weight,
                          bool           by_rows,
                          uint64_t      *rng);

/* futo-engine-walk.c: the local search from the root's domains
 * (_futo_engine_post_root has run and left no cell empty); reports a checked
 * solution through the runner or stops at its limits, and never proves
 * anything. _futo_engine_walk runs it to its end; _futo_engine_walk_new and
 * _futo_engine_walk_run run it a slice at a time (NULL, with the runner's
 * message set, when it cannot run), and _futo_engine_walk_run returns true once
 * it has ended: solved, stopped or given up, as the runner's result says. */
typedef struct _Walk Walk;

void  _futo_engine_walk      (Engine   *engine);
Walk *_futo_engine_walk_new  (Engine   *engine);
bool  _futo_engine_walk_run  (Walk     *walk,
                              uint64_t  iterations);
void  _futo_engine_walk_free (Walk     *walk);

/* futo-engine-portfolio.c: _futo_engine_portfolio_new returns NULL when the run
 * is not one for a portfolio; _futo_engine_portfolio_finish stops and joins the
 * second search, adds its statistics and takes its answer when the first
 * has none, and frees the portfolio. */
typedef struct _EnginePortfolio EnginePortfolio;

/* The second search: its seed, and its restart unit unless the caller set
 * luby=. A threads=1 run with these makes the same search on its own. */
#define ENGINE_SECOND_SEED(seed) ((seed) ^ 0xD1B54A32D192ED03ULL)
/* With threads=N, the seed of the i-th of the N - 1 other searches (the
 * 0th is the second search above). */
#define ENGINE_NTH_SEED(seed, i) (ENGINE_SECOND_SEED (seed) + (uint64_t) (i) * 0x9E3779B97F4A7C15ULL)
#define ENGINE_SECOND_LUBY       128

EnginePortfolio *_futo_engine_portfolio_new      (const FutoPuzzle      *puzzle,
                                                  const FutoRunOptions  *options);
void             _futo_engine_portfolio_start    (EnginePortfolio       *portfolio,
                                                  double                 elapsed);
bool             _futo_engine_portfolio_finished (const EnginePortfolio *portfolio);
/* The second search's local search posts a near miss: every cell's value,
 * its rows and columns in conflict (a bit each), and the weights of the
 * rows and then of the columns (2 n) as _futo_engine_repair takes them. */
void             _futo_engine_portfolio_post     (EnginePortfolio       *portfolio,
                                                  const uint8_t         *values,
                                                  uint64_t               conflict_rows,
                                                  uint64_t               conflict_cols,
                                                  const int             *line_weight);
/* The first search asks whether the second has a near miss to repair and
 * the repairs are within their share of its work (half); if so it goes
 * back to its root and repairs: true when that found a solution, which it
 * has reported. */
bool             _futo_engine_portfolio_wants_repair (const EnginePortfolio *portfolio,
                                                      const Engine          *engine);
bool             _futo_engine_portfolio_repair   (EnginePortfolio       *portfolio,
                                                  Engine                *engine);
void             _futo_engine_portfolio_finish   (EnginePortfolio       *portfolio,
                                                  FutoRunner            *runner,
                                                  bool                  *exhausted);

/* futo-engine.c: an engine's tables, allocated (false when out of memory:
 * _futo_engine_clear still frees what was). */
bool _futo_engine_init  (Engine               *engine,
                         const FutoPuzzle     *puzzle,
                         const FutoRunOptions *options,
                         FutoRunResult        *result);
void _futo_engine_clear (Engine               *engine);

/* futo-engine.c: the caller's parameters with walk=1 before them, for a
 * local search beside the first search (malloc'd; NULL when out of
 * memory). */
char *_futo_engine_walk_params (const FutoRunOptions *options);

/* futo-engine-portfolio.c: adds one search's statistics to another's. */
void _futo_engine_stats_add (FutoStats       *to,
                             const FutoStats *from);

/* futo-engine-share.c: the first search's own local search.
 * _futo_engine_share_new returns NULL when the run is not one for it (share=0,
 * walk=0, Adjacent puzzles or out of memory) and sets *from_nodes to the first
 * search's nodes before it takes its first slice. _futo_engine_share_slice,
 * called when the first search's nodes reach first->share_at, runs the walk for
 * its share of the time since the last slice and sets share_at again; true
 * when the walk found a solution, which it has reported to the first
 * search's runner. _futo_engine_share_free adds the walk's statistics to stats. */
typedef struct _EngineShare EngineShare;

/* The first search's walk's seed. */
#define ENGINE_SHARE_SEED(seed) ((seed) ^ 0x94D049BB133111EBULL)

EngineShare *_futo_engine_share_new   (const FutoPuzzle     *puzzle,
                                       const FutoRunOptions *options,
                                       FutoRunner           *reader,
                                       uint64_t             *from_nodes);
bool         _futo_engine_share_slice (EngineShare          *share,
                                       Engine               *first,
                                       EnginePortfolio      *portfolio);
void         _futo_engine_share_free  (EngineShare          *share,
                                       FutoStats            *stats);

/* futo-engine-prop.c */
bool _futo_engine_prop_init   (Engine      *engine);
void _futo_engine_prop_clear  (Engine      *engine);
bool _futo_engine_remove      (Engine      *engine,
                               int          cell,
                               int          value,
                               FutoReason   reason,
                               int          cause);
bool _futo_engine_assign      (Engine      *engine,
                               int          cell,
                               int          value,
                               FutoReason   reason,
                               int          cause);
bool _futo_engine_propagate   (Engine      *engine);
void _futo_engine_clear_queue (Engine      *engine);
void _futo_engine_undo_to     (Engine      *engine,
                               uint32_t     mark);
bool _futo_engine_post_root   (Engine      *engine);
void _futo_engine_open_rebuild (Engine     *engine);

/* futo-engine-gac.c: all-different by matching over the three families of
 * lines (rows, columns, values). */
bool _futo_engine_gac_init    (Engine      *engine);
void _futo_engine_gac_clear   (Engine      *engine);
void _futo_engine_gac_touch   (Engine      *engine,
                               int          cell,
                               int          value);
bool _futo_engine_gac_run     (Engine      *engine);

