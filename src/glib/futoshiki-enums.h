/* futoshiki-enums.h: the core's enumerations as registered GEnums
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each value is the core's own number (futoshiki-enums.c asserts it at
 * compile time), so converting between the two is a cast.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * FutoshikiFormat:
 * @FUTOSHIKI_FORMAT_UNKNOWN: no format (what detection gives for text it
 *   does not recognise)
 * @FUTOSHIKI_FORMAT_GRID: the grid interchange format
 * @FUTOSHIKI_FORMAT_TATHAM: a game ID of Simon Tatham's Unequal ("5:…", "5a:…")
 * @FUTOSHIKI_FORMAT_NATIVE: a .futoshiki file (the puzzle with its metadata)
 *
 * A text form of a puzzle.
 */
typedef enum
{
  FUTOSHIKI_FORMAT_UNKNOWN = 0,
  FUTOSHIKI_FORMAT_GRID,
  FUTOSHIKI_FORMAT_TATHAM,
  FUTOSHIKI_FORMAT_NATIVE,
} FutoshikiFormat;

/**
 * FutoshikiHintKind:
 * @FUTOSHIKI_HINT_KIND_STEP: the next deduction
 * @FUTOSHIKI_HINT_KIND_MISTAKES: entries that are wrong
 * @FUTOSHIKI_HINT_KIND_SOLVED: every cell is filled, and rightly
 * @FUTOSHIKI_HINT_KIND_STUCK: no deduction: the puzzle has more than one
 *   solution
 * @FUTOSHIKI_HINT_KIND_INVALID: the puzzle has no solution
 *
 * What a hint says.
 */
typedef enum
{
  FUTOSHIKI_HINT_KIND_STEP = 0,
  FUTOSHIKI_HINT_KIND_MISTAKES,
  FUTOSHIKI_HINT_KIND_SOLVED,
  FUTOSHIKI_HINT_KIND_STUCK,
  FUTOSHIKI_HINT_KIND_INVALID,
} FutoshikiHintKind;

/**
 * FutoshikiMode:
 * @FUTOSHIKI_MODE_UNEQUAL: a sign between two neighbours says which is greater
 * @FUTOSHIKI_MODE_ADJACENT: a mark between two neighbours says they differ by
 *   exactly 1, and unmarked neighbours never do
 *
 * What the marks between neighbours mean, as in Simon Tatham's Unequal.
 */
typedef enum
{
  FUTOSHIKI_MODE_UNEQUAL = 0,
  FUTOSHIKI_MODE_ADJACENT,
} FutoshikiMode;

/**
 * FutoshikiRelation:
 * @FUTOSHIKI_RELATION_NONE: no sign or mark
 * @FUTOSHIKI_RELATION_LESS: the cell is less than its neighbour
 * @FUTOSHIKI_RELATION_GREATER: the cell is greater than its neighbour
 * @FUTOSHIKI_RELATION_ADJACENT: the two differ by exactly 1 (Adjacent mode)
 *
 * The relation between a cell and a neighbour, seen from the cell.
 */
typedef enum
{
  FUTOSHIKI_RELATION_NONE = 0,
  FUTOSHIKI_RELATION_LESS,
  FUTOSHIKI_RELATION_GREATER,
  FUTOSHIKI_RELATION_ADJACENT,
} FutoshikiRelation;

/**
 * FutoshikiDirection:
 * @FUTOSHIKI_DIRECTION_UP: the cell above
 * @FUTOSHIKI_DIRECTION_RIGHT: the cell to the right
 * @FUTOSHIKI_DIRECTION_DOWN: the cell below
 * @FUTOSHIKI_DIRECTION_LEFT: the cell to the left
 *
 * The four neighbours of a cell.
 */
typedef enum
{
  FUTOSHIKI_DIRECTION_UP = 0,
  FUTOSHIKI_DIRECTION_RIGHT,
  FUTOSHIKI_DIRECTION_DOWN,
  FUTOSHIKI_DIRECTION_LEFT,
} FutoshikiDirection;

/**
 * FutoshikiEventKind:
 * @FUTOSHIKI_EVENT_KIND_ASSIGN: a cell takes a value (a decision or a forced value)
 * @FUTOSHIKI_EVENT_KIND_UNASSIGN: a cell gives its value back
 * @FUTOSHIKI_EVENT_KIND_PRUNE: a value leaves a cell's candidates
 * @FUTOSHIKI_EVENT_KIND_RESTORE: a value comes back to a cell's candidates
 * @FUTOSHIKI_EVENT_KIND_BACKTRACK: the search returns to a depth
 * @FUTOSHIKI_EVENT_KIND_SOLUTION: the current assignment is a solution
 * @FUTOSHIKI_EVENT_KIND_MOVE: local search: a cell changes its value
 * @FUTOSHIKI_EVENT_KIND_ENERGY: local search: the current energy or fitness
 * @FUTOSHIKI_EVENT_KIND_QUEUE: arc consistency: the arc from the cell to the cause joins the
 *   queue of arcs waiting to be revised
 * @FUTOSHIKI_EVENT_KIND_REVISE: arc consistency: the arc from the cell to the cause leaves the
 *   queue and is revised; the prunes of the cell with reason arc and that cause that follow are
 *   its removals
 * @FUTOSHIKI_EVENT_KIND_FLUSH: arc consistency: every arc waiting leaves the queue unrevised
 *   (a domain emptied)
 *
 * What a solver reports while it searches.
 */
typedef enum
{
  FUTOSHIKI_EVENT_KIND_ASSIGN = 0,
  FUTOSHIKI_EVENT_KIND_UNASSIGN,
  FUTOSHIKI_EVENT_KIND_PRUNE,
  FUTOSHIKI_EVENT_KIND_RESTORE,
  FUTOSHIKI_EVENT_KIND_BACKTRACK,
  FUTOSHIKI_EVENT_KIND_SOLUTION,
  FUTOSHIKI_EVENT_KIND_MOVE,
  FUTOSHIKI_EVENT_KIND_ENERGY,
  FUTOSHIKI_EVENT_KIND_QUEUE,
  FUTOSHIKI_EVENT_KIND_REVISE,
  FUTOSHIKI_EVENT_KIND_FLUSH,
} FutoshikiEventKind;

/**
 * FutoshikiReason:
 * @FUTOSHIKI_REASON_NONE: no reason given
 * @FUTOSHIKI_REASON_DECISION: a guess by the search
 * @FUTOSHIKI_REASON_GIVEN: a given of the puzzle
 * @FUTOSHIKI_REASON_ROW: the cause holds the value in the same row
 * @FUTOSHIKI_REASON_COLUMN: the cause holds the value in the same column
 * @FUTOSHIKI_REASON_SIGN: a sign between the cell and the cause
 * @FUTOSHIKI_REASON_NAKED_SINGLE: the only candidate left in the cell
 * @FUTOSHIKI_REASON_HIDDEN_ROW: the only place for the value in its row
 * @FUTOSHIKI_REASON_HIDDEN_COLUMN: the only place for the value in its column
 * @FUTOSHIKI_REASON_ARC: arc consistency: no support in the cause
 * @FUTOSHIKI_REASON_MATCHING: all-different reasoning (Hall sets, matching)
 * @FUTOSHIKI_REASON_CONFLICT: the value breaks a constraint with the cause
 * @FUTOSHIKI_REASON_NO_MARK: Adjacent mode: no mark between the cell and the
 *   cause, so the two are not consecutive
 *
 * Why an event happened.
 */
typedef enum
{
  FUTOSHIKI_REASON_NONE = 0,
  FUTOSHIKI_REASON_DECISION,
  FUTOSHIKI_REASON_GIVEN,
  FUTOSHIKI_REASON_ROW,
  FUTOSHIKI_REASON_COLUMN,
  FUTOSHIKI_REASON_SIGN,
  FUTOSHIKI_REASON_NAKED_SINGLE,
  FUTOSHIKI_REASON_HIDDEN_ROW,
  FUTOSHIKI_REASON_HIDDEN_COLUMN,
  FUTOSHIKI_REASON_ARC,
  FUTOSHIKI_REASON_MATCHING,
  FUTOSHIKI_REASON_CONFLICT,
  FUTOSHIKI_REASON_NO_MARK,
} FutoshikiReason;

/**
 * FutoshikiNodeCount:
 * @FUTOSHIKI_NODE_COUNT_NONE: no search tree (a local search counts iterations)
 * @FUTOSHIKI_NODE_COUNT_DECISIONS: every decision, refuted or not
 * @FUTOSHIKI_NODE_COUNT_EVERY_STATE: the root and every decision
 * @FUTOSHIKI_NODE_COUNT_CONSISTENT_STATES: the root and every decision that
 *   its own filtering did not refute at once
 * @FUTOSHIKI_NODE_COUNT_DEDUCTIONS: as consistent states, but the root counts
 *   even when deduction refutes it
 *
 * What a method's node count counts, so that its search tree counts the same.
 */
typedef enum
{
  FUTOSHIKI_NODE_COUNT_NONE = 0,
  FUTOSHIKI_NODE_COUNT_DECISIONS,
  FUTOSHIKI_NODE_COUNT_EVERY_STATE,
  FUTOSHIKI_NODE_COUNT_CONSISTENT_STATES,
  FUTOSHIKI_NODE_COUNT_DEDUCTIONS,
} FutoshikiNodeCount;

/**
 * FutoshikiStatus:
 * @FUTOSHIKI_STATUS_SOLVED: at least one solution was found
 * @FUTOSHIKI_STATUS_UNSATISFIABLE: the whole space was searched: no solution
 * @FUTOSHIKI_STATUS_LIMIT: a node or time limit stopped the run
 * @FUTOSHIKI_STATUS_CANCELLED: the run was cancelled
 * @FUTOSHIKI_STATUS_GAVE_UP: an incomplete method stopped without a solution
 * @FUTOSHIKI_STATUS_INVALID: the puzzle is malformed, or the method does not
 *   take its mode
 *
 * How a run ended.
 */
typedef enum
{
  FUTOSHIKI_STATUS_SOLVED = 0,
  FUTOSHIKI_STATUS_UNSATISFIABLE,
  FUTOSHIKI_STATUS_LIMIT,
  FUTOSHIKI_STATUS_CANCELLED,
  FUTOSHIKI_STATUS_GAVE_UP,
  FUTOSHIKI_STATUS_INVALID,
} FutoshikiStatus;

#define FUTOSHIKI_TYPE_DIRECTION  (futoshiki_direction_get_type ())
#define FUTOSHIKI_TYPE_EVENT_KIND (futoshiki_event_kind_get_type ())
#define FUTOSHIKI_TYPE_FORMAT     (futoshiki_format_get_type ())
#define FUTOSHIKI_TYPE_HINT_KIND  (futoshiki_hint_kind_get_type ())
#define FUTOSHIKI_TYPE_MODE       (futoshiki_mode_get_type ())
#define FUTOSHIKI_TYPE_NODE_COUNT (futoshiki_node_count_get_type ())
#define FUTOSHIKI_TYPE_REASON     (futoshiki_reason_get_type ())
#define FUTOSHIKI_TYPE_RELATION   (futoshiki_relation_get_type ())
#define FUTOSHIKI_TYPE_STATUS     (futoshiki_status_get_type ())

GType futoshiki_direction_get_type  (void) G_GNUC_CONST;
GType futoshiki_event_kind_get_type (void) G_GNUC_CONST;
GType futoshiki_format_get_type     (void) G_GNUC_CONST;
GType futoshiki_hint_kind_get_type  (void) G_GNUC_CONST;
GType futoshiki_mode_get_type       (void) G_GNUC_CONST;
GType futoshiki_node_count_get_type (void) G_GNUC_CONST;
GType futoshiki_reason_get_type     (void) G_GNUC_CONST;
GType futoshiki_relation_get_type   (void) G_GNUC_CONST;
GType futoshiki_status_get_type     (void) G_GNUC_CONST;

G_END_DECLS
