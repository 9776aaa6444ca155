/* futo-event.h: what a solver tells an observer while it searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

typedef enum
{
  FUTO_EVENT_ASSIGN = 0, /* cell takes value (a decision or a forced value) */
  FUTO_EVENT_UNASSIGN,   /* cell gives its value back */
  FUTO_EVENT_PRUNE,      /* value leaves the cell's candidates, for reason, because of cause */
  FUTO_EVENT_RESTORE,    /* value comes back to the cell's candidates on backtrack */
  FUTO_EVENT_BACKTRACK,  /* the search returns to depth */
  FUTO_EVENT_SOLUTION,   /* the current assignment is a solution */
  FUTO_EVENT_MOVE,       /* local search: cell changes to value in the current configuration */
  FUTO_EVENT_ENERGY,     /* local search: the current energy or fitness */
  /* Arc consistency (ac3, mac): an arc (cell, cause) revises cell against
   * cause, its cells share a row or column. */
  FUTO_EVENT_QUEUE,      /* the arc joins the end of the queue of arcs waiting */
  FUTO_EVENT_REVISE,     /* the arc leaves the queue and is revised: the ARC prunes of
                          * cell with that cause that follow are its removals */
  FUTO_EVENT_FLUSH,      /* every arc waiting leaves the queue unrevised (a domain emptied) */
} FutoEventKind;

/* The last kind, for readers that look names up. */
#define FUTO_EVENT_LAST FUTO_EVENT_FLUSH

/* Why something happened; the teaching views turn these into sentences. */
typedef enum
{
  FUTO_REASON_NONE = 0,
  FUTO_REASON_DECISION,      /* a guess by the search */
  FUTO_REASON_GIVEN,         /* a given of the puzzle */
  FUTO_REASON_ROW,           /* cause holds the value in the same row */
  FUTO_REASON_COLUMN,        /* cause holds the value in the same column */
  FUTO_REASON_SIGN,          /* a sign between the cell and cause */
  FUTO_REASON_NAKED_SINGLE,  /* the only candidate left in the cell */
  FUTO_REASON_HIDDEN_ROW,    /* the only place for the value in its row */
  FUTO_REASON_HIDDEN_COLUMN, /* the only place for the value in its column */
  FUTO_REASON_ARC,           /* arc consistency: no support in cause */
  FUTO_REASON_MATCHING,      /* all-different reasoning (Hall sets, matching) */
  FUTO_REASON_CONFLICT,      /* the value breaks a constraint with cause */
  FUTO_REASON_NO_MARK,       /* Adjacent mode: no mark between the cell and cause, so the two
                              * are not consecutive */
} FutoReason;

/* The last reason, for readers that look names up (traces keep 4 bits). */
#define FUTO_REASON_LAST FUTO_REASON_NO_MARK

typedef struct
{
  FutoEventKind kind;
  FutoReason    reason;
  int32_t       cell;  /* row * size + col, -1 when none */
  int32_t       cause; /* the cell responsible, -1 when none */
  int32_t       value; /* 1..size, 0 when none */
  int32_t       depth; /* decision depth of the search */
  double        energy;/* ENERGY events only */
} FutoEvent;

typedef void (*FutoEventFunc) (const FutoEvent *event,
                               void            *user_data);

const char *futo_event_kind_name (FutoEventKind kind);
const char *futo_reason_name     (FutoReason    reason);
