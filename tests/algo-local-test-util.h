/* algo-local-test-util.h: running bfs, sa and cso and watching their
 * events, for the tests of the local algorithms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-algorithm.h"

G_BEGIN_DECLS

/* What an event sink saw: a count per kind, the board replayed from MOVE
 * events (cells long) and the last ENERGY. */
typedef struct
{
  guint64  counts[FUTO_EVENT_ENERGY + 1];
  guint8  *board;  /* replayed from MOVE events */
  int      cells;
  double   last_energy;
} Watch;

/* The event sink; data is a Watch. */
void       watch_event (const FutoEvent  *event,
                        gpointer          data);

/* Runs algorithm id and checks every solution it stores. */
FutoStatus local_run   (const char       *id,
                        const FutoPuzzle *puzzle,
                        const char       *params,
                        guint64           seed,
                        guint64           limit,
                        FutoRunResult    *result);

/* One test function, run once for each algorithm (its id is the data). */
typedef struct
{
  const char    *name;
  GTestDataFunc  func;
} LocalCase;

/* Adds "/algo-local/<id>/<name>" for every id and case. */
void       local_add_cases (const char *const *ids,
                            gsize              n_ids,
                            const LocalCase   *cases,
                            gsize              n_cases);

G_END_DECLS
