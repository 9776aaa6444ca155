/* futo-engine-private.h: the state Futoshiki Lab's engine shares between its files
 *
 * The Latin square is kept in three views at once, all changed together by
 * one primitive (engine_remove): cell → candidate values, row + value →
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
 * with the instruction (x86-64 before v2 lacks it), picked at load time. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__)
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

  /* The three views. */
  FutoSet          *dom;     /* cell → values */
  FutoSet          *rowpos;  /* row * n + (value - 1) → columns */
  FutoSet          *colpos;  /* col * n + (value - 1) → rows */
  EngineSigns      *signs;

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

  /* Nogoods recorded at restarts (futo-engine-nogood.c); NULL when off. */
  struct _EngineNogoods *nogoods;

  /* Conflict weights of the 3 n² exactly-one constraints (cell, row + value,
   * column + value), bumped where a wipe-out happens. */
  uint32_t         *weight;
  int               fail_set;  /* the set that was wiped out, -1 when none */

  int               views;      /* 1: branch on cells only; 3: on all three views */
  int               probe;      /* how many of the best sets are probed at each node */
  uint32_t         *probe_gain; /* pair → values its probe removed */
  uint8_t          *saved;      /* cell → the value it last held in the search, 0 when none */
  bool              phases;     /* prefer the saved values (phase saving) */
  bool              last_conflict; /* branch on conflict_cell first (lc=1) */
  int               conflict_cell; /* whose positive decision failed last, -1 when none */

  /* Solution-density branching (futo-engine-density.c); off: sets only. */
  bool              density;
  double            density_noise;
  double           *density_sums;
  uint8_t          *sizes;
  double            log_f[65];
  double            log_g[65];

  EngineFrame      *frames;
  uint32_t          depth;
  uint8_t          *values;
  uint64_t          rng;

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
engine_random (Engine *engine)
{
  /* xorshift64*: enough for tie-breaking. */
  engine->rng ^= engine->rng >> 12;
  engine->rng ^= engine->rng << 25;
  engine->rng ^= engine->rng >> 27;
  return engine->rng * 2685821657736338717ULL;
}

/* futo-engine-branch.c: false when probing found the node inconsistent.
 * engine_probe_root: singleton consistency at the root, up to passes
 * rounds over every open pair; false when the root failed. */
bool engine_choose      (Engine       *engine,
                         EngineChoice *choice);
bool engine_probe_root  (Engine       *engine,
                         int           passes);

/* futo-engine-density.c */
bool         engine_density_init   (Engine *engine);
void         engine_density_clear  (Engine *engine);
EngineChoice engine_density_choose (Engine *engine);

/* futo-engine-prop.c */
bool engine_prop_init   (Engine      *engine);
void engine_prop_clear  (Engine      *engine);
bool engine_remove      (Engine      *engine,
                         int          cell,
                         int          value,
                         FutoReason   reason,
                         int          cause);
bool engine_assign      (Engine      *engine,
                         int          cell,
                         int          value,
                         FutoReason   reason,
                         int          cause);
bool engine_propagate   (Engine      *engine);
void engine_clear_queue (Engine      *engine);
void engine_undo_to     (Engine      *engine,
                         uint32_t     mark);
bool engine_post_root   (Engine      *engine);

/* futo-engine-nogood.c: engine_nogood_restart records the branch's nogoods
 * and returns to the root (false: the root failed); engine_nogood_fixed
 * propagates them when cell has been fixed to value. */
bool engine_nogood_init    (Engine *engine);
void engine_nogood_clear   (Engine *engine);
bool engine_nogood_restart (Engine *engine);
bool engine_nogood_fixed   (Engine *engine,
                            int     cell,
                            int     value);

/* futo-engine-gac.c: all-different by matching over the three families of
 * lines (rows, columns, values). */
bool engine_gac_init    (Engine      *engine);
void engine_gac_clear   (Engine      *engine);
void engine_gac_touch   (Engine      *engine,
                         int          cell,
                         int          value);
bool engine_gac_run     (Engine      *engine);
