/* futo-trace-check.c: whether a run's events tell the truth
 *
 * A trace from a student's solver claims things: that a value was tried,
 * that a value left a cell because of a cell in its row, that the board
 * was solved. The checker replays the events against the puzzle, keeping
 * the board they describe (each cell's candidates and value), and refuses
 * the first event whose claim does not hold on that board, in a sentence
 * that names the event, its cells and their values. Each event costs O(1)
 * but for the reasons that speak of a whole line (O(size)) and solutions
 * (O(size²)), so checking stays linear in the trace.
 *
 * A cell's value is the one the events gave it, or else its given: many
 * solvers never report placing the givens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-signs-private.h"
#include "futo-trace-private.h"

#define CELL_NAME 16
/* The names of the event's cell and cause, written only for a message:
 * most events are true, and writing a name costs more than checking. */
#define CN name (checker, cell, cn)
#define CC name (checker, cause, cc)

struct FutoTraceChecker
{
  FutoPuzzle *puzzle;
  int         size;
  int         cells;
  FutoSet    *candidates; /* per cell */
  uint8_t    *values;     /* per cell: the value the events gave it, 0 = none */
  size_t     *removed_by; /* per cell and value: the event (from 1) that last pruned it */
  size_t      count;      /* events accepted */
  bool        failed;
  /* The queue of arcs (QUEUE, REVISE, FLUSH), made at the first QUEUE. */
  uint8_t    *queued;     /* per arc (cell * 2 (size - 1) + k, arc_index()): waiting */
  uint32_t   *told;       /* the arcs queued since the queue was last empty, for a FLUSH */
  size_t      told_len;
  size_t      waiting;
  int         revise_cell;  /* the arc being revised (its REVISE and its prunes so far), -1: none */
  int         revise_cause;
  bool        revisions;    /* a REVISE came: ARC prunes belong to their arc's revision */
};

FutoTraceChecker *
futo_trace_checker_new (const FutoPuzzle *puzzle)
{
  FutoTraceChecker *checker;
  size_t cells;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (puzzle->size >= FUTO_MIN_SIZE && puzzle->size <= FUTO_MAX_SIZE, NULL);

  checker = calloc (1, sizeof *checker);
  if (checker == NULL)
    return NULL;
  cells = (size_t) puzzle->size * (size_t) puzzle->size;
  checker->size = puzzle->size;
  checker->cells = (int) cells;
  checker->puzzle = futo_puzzle_copy (puzzle);
  checker->candidates = malloc (cells * sizeof *checker->candidates);
  checker->values = calloc (cells, 1);
  checker->removed_by = calloc (cells * (size_t) puzzle->size, sizeof *checker->removed_by);
  if (checker->puzzle == NULL || checker->candidates == NULL || checker->values == NULL
      || checker->removed_by == NULL)
    {
      futo_trace_checker_free (checker);
      return NULL;
    }
  for (size_t i = 0; i < cells; i++)
    checker->candidates[i] = FUTO_SET_FULL (puzzle->size);
  checker->revise_cell = checker->revise_cause = -1;
  return checker;
}

void
futo_trace_checker_free (FutoTraceChecker *checker)
{
  if (checker == NULL)
    return;
  futo_puzzle_free (checker->puzzle);
  free (checker->candidates);
  free (checker->values);
  free (checker->removed_by);
  free (checker->queued);
  free (checker->told);
  free (checker);
}

size_t
futo_trace_checker_get_count (const FutoTraceChecker *checker)
{
  FUTO_RETURN_VAL_IF_FAIL (checker != NULL, 0);

  return checker->count;
}

/* The board's words. */

static const char *
name (const FutoTraceChecker *checker,
      int                     cell,
      char                    buf[CELL_NAME])
{
  return futo_cell_name (cell / checker->size, cell % checker->size, buf, CELL_NAME);
}

/* The value the cell holds: the events', else its given; 0 when none. */
static inline int
value_of (const FutoTraceChecker *checker,
          int                     cell)
{
  return checker->values[cell] != 0 ? checker->values[cell] : checker->puzzle->givens[cell];
}

/* The value the cell holds as a propagating solver sees it: its value,
 * else its one candidate left; 0 when neither. */
static inline int
held_value (const FutoTraceChecker *checker,
            int                     cell)
{
  int value = value_of (checker, cell);
  FutoSet left = checker->candidates[cell];

  if (value == 0 && left != 0 && (left & (left - 1)) == 0)
    value = futo_set_min (left);
  return value;
}

/* The values the cell may still take, as the solver sees them: its value
 * alone when it holds one, else its candidates. */
static inline FutoSet
values_left (const FutoTraceChecker *checker,
             int                     cell)
{
  int value = value_of (checker, cell);

  return value != 0 ? FUTO_SET_BIT (value) : checker->candidates[cell];
}

static bool
same_row (const FutoTraceChecker *checker,
          int                     a,
          int                     b)
{
  return a / checker->size == b / checker->size;
}

static bool
same_column (const FutoTraceChecker *checker,
             int                     a,
             int                     b)
{
  return a % checker->size == b % checker->size;
}

/* Whether b is a's neighbour; then *rel is the relation between them seen
 * from a ("a REL b"). */
static bool
neighbour (const FutoTraceChecker *checker,
           int                     a,
           int                     b,
           FutoRelation           *rel)
{
  int n = checker->size;
  int row = a / n, col = a % n;
  FutoDirection dir;

  if (b == a - n)
    dir = FUTO_DIR_UP;
  else if (b == a + n)
    dir = FUTO_DIR_DOWN;
  else if (b == a + 1 && col + 1 < n)
    dir = FUTO_DIR_RIGHT;
  else if (b == a - 1 && col > 0)
    dir = FUTO_DIR_LEFT;
  else
    return false;
  *rel = futo_puzzle_get_relation (checker->puzzle, row, col, dir);
  return true;
}

/* "r3c5 < r3c6", the sign written with a first. */
static const char *
sign_text (const FutoTraceChecker *checker,
           int                     a,
           FutoRelation            rel,
           int                     b,
           char                   *buf,
           size_t                  len)
{
  char first[CELL_NAME], second[CELL_NAME];

  snprintf (buf, len, "%s %s %s", name (checker, a, first), rel == FUTO_REL_LESS ? "<" : ">",
            name (checker, b, second));
  return buf;
}

/* Whether a = va and b = vb, two different cells, keep every rule between
 * them (a line's all-different, their sign or mark). */
static bool
pair_allowed (const FutoTraceChecker *checker,
              int                     a,
              int                     va,
              int                     b,
              int                     vb)
{
  FutoRelation rel;

  if (va == vb && (same_row (checker, a, b) || same_column (checker, a, b)))
    return false;
  if (neighbour (checker, a, b, &rel) && !_futo_relation_holds (checker->puzzle->mode, rel, va, vb))
    return false;
  return true;
}

/* Says why a = va and b = vb break the relation rel between neighbours a
 * and b (seen from a). */
static void
say_relation_broken (const FutoTraceChecker *checker,
                     size_t                  number,
                     int                     a,
                     int                     va,
                     FutoRelation            rel,
                     int                     b,
                     int                     vb,
                     FutoError              *error)
{
  char ca[CELL_NAME], cb[CELL_NAME], sign[64];

  name (checker, a, ca);
  name (checker, b, cb);
  if (rel == FUTO_REL_LESS || rel == FUTO_REL_GREATER)
    futo_error_set_at (error, 0, 0, "event %zu: %s = %d breaks the sign %s (%s = %d)", number, ca, va,
                       sign_text (checker, a, rel, b, sign, sizeof sign), cb, vb);
  else if (rel == FUTO_REL_ADJACENT)
    futo_error_set_at (error, 0, 0, "event %zu: %s = %d is not one apart from %s = %d across their mark",
                       number, ca, va, cb, vb);
  else
    futo_error_set_at (error, 0, 0,
                       "event %zu: %s = %d is one apart from %s = %d, but there is no mark between them",
                       number, ca, va, cb, vb);
}

/* Says why a = va breaks a rule with its peer b = vb; false when it
 * breaks none. */
static bool
say_conflict (const FutoTraceChecker *checker,
              size_t                  number,
              int                     a,
              int                     va,
              int                     b,
              int                     vb,
              FutoError              *error)
{
  char ca[CELL_NAME], cb[CELL_NAME];
  FutoRelation rel;

  name (checker, a, ca);
  name (checker, b, cb);
  if (va == vb && same_row (checker, a, b))
    futo_error_set_at (error, 0, 0, "event %zu: %s = %d repeats the value of %s in its row", number, ca, va,
                       cb);
  else if (va == vb && same_column (checker, a, b))
    futo_error_set_at (error, 0, 0, "event %zu: %s = %d repeats the value of %s in its column", number, ca,
                       va, cb);
  else if (neighbour (checker, a, b, &rel) && !_futo_relation_holds (checker->puzzle->mode, rel, va, vb))
    say_relation_broken (checker, number, a, va, rel, b, vb, error);
  else
    return false;
  return true;
}

/* "1, 3, 4": the values of set. */
static const char *
set_text (FutoSet set,
          char   *buf,
          size_t  len)
{
  size_t at = 0;

  buf[0] = '\0';
  for (; set != 0 && at + 8 < len; set &= set - 1)
    at += (size_t) snprintf (buf + at, len - at, at == 0 ? "%d" : ", %d", futo_set_min (set));
  return buf;
}

/* The events. */

static bool
check_assign (FutoTraceChecker *checker,
              size_t            number,
              const FutoEvent  *event,
              FutoError        *error)
{
  int n = checker->size, cell = event->cell, value = event->value;
  int given = checker->puzzle->givens[cell];
  FutoSet bit = FUTO_SET_BIT (value);
  char cn[CELL_NAME], other[CELL_NAME], values[200];

  if (checker->values[cell] != 0)
    {
      futo_error_set_at (error, 0, 0, "event %zu: %s = %d, but %s already holds %d", number, CN, value, CN,
                         checker->values[cell]);
      return false;
    }
  if (given != 0 && given != value)
    {
      futo_error_set_at (error, 0, 0, "event %zu: %s = %d breaks the given %s = %d", number, CN, value, CN,
                         given);
      return false;
    }
  if ((checker->candidates[cell] & bit) == 0)
    {
      futo_error_set_at (error, 0, 0, "event %zu: %s = %d, but event %zu removed %d from %s", number, CN,
                         value, checker->removed_by[(size_t) cell * (size_t) n + (size_t) (value - 1)], value,
                         CN);
      return false;
    }
  switch (event->reason)
    {
    case FUTO_REASON_GIVEN:
      if (given != value)
        {
          futo_error_set_at (error, 0, 0, "event %zu: the puzzle has no given %s = %d", number, CN, value);
          return false;
        }
      break;
    case FUTO_REASON_NAKED_SINGLE:
      if (checker->candidates[cell] != bit)
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s = %d is no naked single: %s still has %s", number, CN,
                             value, CN, set_text (checker->candidates[cell], values, sizeof values));
          return false;
        }
      break;
    case FUTO_REASON_HIDDEN_ROW:
    case FUTO_REASON_HIDDEN_COLUMN:
      for (int i = 0; i < n; i++)
        {
          bool in_row = event->reason == FUTO_REASON_HIDDEN_ROW;
          int peer = in_row ? (cell / n) * n + i : i * n + cell % n;

          if (peer != cell && (values_left (checker, peer) & bit) != 0)
            {
              name (checker, peer, other);
              if (in_row)
                futo_error_set_at (error, 0, 0,
                                   "event %zu: %s = %d is no hidden single in its row: %s can still take %d",
                                   number, CN, value, other, value);
              else
                futo_error_set_at (error, 0, 0,
                                   "event %zu: %s = %d is no hidden single in its column: %s can still take %d",
                                   number, CN, value, other, value);
              return false;
            }
        }
      break;
    default:
      break;
    }
  /* Only the reason's claim is checked: a propagating solver may deduce a
   * value from a cell's candidates before it has pruned what the board
   * already rules out, and find the contradiction later. */
  checker->values[cell] = (uint8_t) value;
  return true;
}

/* Whether the cause names a cell other than the event's; says so when not. */
static bool
has_cause (const FutoTraceChecker *checker,
           size_t                  number,
           const FutoEvent        *event,
           FutoError              *error)
{
  char cn[CELL_NAME];

  if (event->cause >= 0 && event->cause < checker->cells && event->cause != event->cell)
    return true;
  name (checker, event->cell, cn);
  if (event->cause == event->cell)
    futo_error_set_at (error, 0, 0, "event %zu: %s %d: the reason '%s' names the cell itself as its cause",
                       number, cn, event->value, futo_reason_name (event->reason));
  else
    futo_error_set_at (error, 0, 0, "event %zu: %s %d: the reason '%s' needs a cause cell", number, cn,
                       event->value, futo_reason_name (event->reason));
  return false;
}

/* Whether the conflict the event names holds: cause, in the line the
 * reason says (row, column) or across a sign (sign), holds a value that
 * rules event's value out; for conflict, any rule will do. */
static bool
check_conflict (const FutoTraceChecker *checker,
                size_t                  number,
                const FutoEvent        *event,
                FutoError              *error)
{
  int cell = event->cell, cause = event->cause, value = event->value;
  int held = held_value (checker, cause);
  char cn[CELL_NAME], cc[CELL_NAME], sign[64];
  FutoRelation rel;

  switch (event->reason)
    {
    case FUTO_REASON_ROW:
    case FUTO_REASON_COLUMN:
      {
        bool row = event->reason == FUTO_REASON_ROW;

        if (row ? !same_row (checker, cell, cause) : !same_column (checker, cell, cause))
          {
            if (row)
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s is not in its row", number, CN,
                                 value, CC);
            else
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s is not in its column", number,
                                 CN, value, CC);
            return false;
          }
        if (held != value)
          {
            if (held == 0)
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s holds no value", number, CN,
                                 value, CC);
            else
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s holds %d, not %d", number, CN,
                                 value, CC, held, value);
            return false;
          }
        return true;
      }
    case FUTO_REASON_SIGN:
      if (!neighbour (checker, cell, cause, &rel) || rel == FUTO_REL_NONE)
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s %d: no sign or mark joins %s to the cause %s", number,
                             CN, value, CN, CC);
          return false;
        }
      for (FutoSet left = values_left (checker, cause); left != 0; left &= left - 1)
        {
          int w = futo_set_min (left);

          if (_futo_relation_holds (checker->puzzle->mode, rel, value, w))
            {
              if (rel == FUTO_REL_ADJACENT)
                futo_error_set_at (error, 0, 0, "event %zu: %s %d: the mark with %s allows it (%s = %d)",
                                   number, CN, value, CC, CC, w);
              else
                futo_error_set_at (error, 0, 0, "event %zu: %s %d: the sign %s allows it (%s = %d)", number,
                                   CN, value, sign_text (checker, cell, rel, cause, sign, sizeof sign), CC, w);
              return false;
            }
        }
      return true;
    case FUTO_REASON_CONFLICT:
      if (held == 0)
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s holds no value", number, CN, value,
                             CC);
          return false;
        }
      if (pair_allowed (checker, cell, value, cause, held))
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s %d: no rule forbids it next to %s = %d", number, CN,
                             value, CC, held);
          return false;
        }
      return true;
    default:
      return true;
    }
}

/* A value other than value that has no place but cell in its row (or
 * column): a reason to remove every other value from cell. 0 when none. */
static int
hidden_single_other (const FutoTraceChecker *checker,
                     int                     cell,
                     int                     value,
                     bool                    row)
{
  int n = checker->size;

  for (FutoSet left = checker->candidates[cell] & ~FUTO_SET_BIT (value); left != 0; left &= left - 1)
    {
      FutoSet bit = left & -left;
      bool elsewhere = false;

      for (int i = 0; i < n && !elsewhere; i++)
        {
          int peer = row ? (cell / n) * n + i : i * n + cell % n;

          elsewhere = peer != cell && (values_left (checker, peer) & bit) != 0;
        }
      if (!elsewhere)
        return futo_set_min (bit);
    }
  return 0;
}

static bool
check_prune (FutoTraceChecker *checker,
             size_t            number,
             const FutoEvent  *event,
             FutoError        *error)
{
  int n = checker->size, cell = event->cell, cause = event->cause, value = event->value;
  FutoSet bit = FUTO_SET_BIT (value);
  char cn[CELL_NAME], cc[CELL_NAME];
  FutoRelation rel;

  if ((checker->candidates[cell] & bit) == 0)
    {
      futo_error_set_at (error, 0, 0, "event %zu: %s %d: event %zu already removed %d from %s", number, CN,
                         value, checker->removed_by[(size_t) cell * (size_t) n + (size_t) (value - 1)], value,
                         CN);
      return false;
    }
  switch (event->reason)
    {
    case FUTO_REASON_ROW:
    case FUTO_REASON_COLUMN:
    case FUTO_REASON_SIGN:
    case FUTO_REASON_CONFLICT:
      if (!has_cause (checker, number, event, error) || !check_conflict (checker, number, event, error))
        return false;
      break;
    case FUTO_REASON_ARC:
      if (!has_cause (checker, number, event, error))
        return false;
      if (!same_row (checker, cell, cause) && !same_column (checker, cell, cause))
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s shares no constraint with %s", number,
                             CN, value, CC, CN);
          return false;
        }
      for (FutoSet left = values_left (checker, cause); left != 0; left &= left - 1)
        {
          int w = futo_set_min (left);

          if (pair_allowed (checker, cell, value, cause, w))
            {
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s supports it with %d", number, CN,
                                 value, CC, w);
              return false;
            }
        }
      break;
    case FUTO_REASON_NO_MARK:
      if (!has_cause (checker, number, event, error))
        return false;
      if (checker->puzzle->mode != FUTO_MODE_ADJACENT || !neighbour (checker, cell, cause, &rel)
          || rel != FUTO_REL_NONE)
        {
          futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s is no unmarked neighbour of %s",
                             number, CN, value, CC, CN);
          return false;
        }
      /* Without a mark the two are not consecutive: every value cause
       * may still take is one apart from value (or value itself). */
      for (FutoSet left = values_left (checker, cause); left != 0; left &= left - 1)
        {
          int w = futo_set_min (left);

          if (pair_allowed (checker, cell, value, cause, w))
            {
              futo_error_set_at (error, 0, 0, "event %zu: %s %d: the cause %s may still be %d, which is not next to %d",
                                 number, CN, value, CC, w, value);
              return false;
            }
        }
      break;
    case FUTO_REASON_HIDDEN_ROW:
    case FUTO_REASON_HIDDEN_COLUMN:
      if (hidden_single_other (checker, cell, value, event->reason == FUTO_REASON_HIDDEN_ROW) == 0)
        {
          if (event->reason == FUTO_REASON_HIDDEN_ROW)
            futo_error_set_at (error, 0, 0, "event %zu: %s %d: no other value has its only place of the row in %s",
                               number, CN, value, CN);
          else
            futo_error_set_at (error, 0, 0,
                               "event %zu: %s %d: no other value has its only place of the column in %s", number,
                               CN, value, CN);
          return false;
        }
      break;
    case FUTO_REASON_GIVEN:
      {
        int given = checker->puzzle->givens[cell];

        if (given == 0 || given == value)
          {
            futo_error_set_at (error, 0, 0, "event %zu: %s %d: the puzzle gives %s no other value", number, CN,
                               value, CN);
            return false;
          }
      }
      break;
    default:
      /* matching and the rest claim nothing the checker can see cheaply. */
      break;
    }
  checker->candidates[cell] &= ~bit;
  checker->removed_by[(size_t) cell * (size_t) n + (size_t) (value - 1)] = number;
  return true;
}

static bool
check_solution (const FutoTraceChecker *checker,
                size_t                  number,
                FutoError              *error)
{
  int n = checker->size;
  char cn[CELL_NAME], other[CELL_NAME];

  for (int cell = 0; cell < checker->cells; cell++)
    if (held_value (checker, cell) == 0)
      {
        futo_error_set_at (error, 0, 0, "event %zu: the solution leaves %s empty", number,
                           name (checker, cell, cn));
        return false;
      }
  for (int cell = 0; cell < checker->cells; cell++)
    {
      int value = held_value (checker, cell), given = checker->puzzle->givens[cell];
      int row = cell / n, col = cell % n;

      if (given != 0 && value != given)
        {
          futo_error_set_at (error, 0, 0, "event %zu: the solution breaks the given %s = %d (it holds %d)",
                             number, name (checker, cell, cn), given, value);
          return false;
        }
      for (int i = col + 1; i < n; i++)
        if (held_value (checker, row * n + i) == value)
          {
            futo_error_set_at (error, 0, 0, "event %zu: the solution repeats %d in row %d (%s and %s)", number,
                               value, row + 1, name (checker, cell, cn), name (checker, row * n + i, other));
            return false;
          }
      for (int i = row + 1; i < n; i++)
        if (held_value (checker, i * n + col) == value)
          {
            futo_error_set_at (error, 0, 0, "event %zu: the solution repeats %d in column %d (%s and %s)",
                               number, value, col + 1, name (checker, cell, cn),
                               name (checker, i * n + col, other));
            return false;
          }
      if (col + 1 < n && !pair_allowed (checker, cell, value, cell + 1, held_value (checker, cell + 1)))
        {
          say_conflict (checker, number, cell, value, cell + 1, held_value (checker, cell + 1), error);
          return false;
        }
      if (row + 1 < n && !pair_allowed (checker, cell, value, cell + n, held_value (checker, cell + n)))
        {
          say_conflict (checker, number, cell, value, cell + n, held_value (checker, cell + n), error);
          return false;
        }
    }
  return true;
}

/* The arcs: queued, revised, flushed. */

/* The index of the arc from cell to other, which share a line. */
static size_t
arc_index (const FutoTraceChecker *checker,
           int                     cell,
           int                     other)
{
  int n = checker->size, row = cell / n, col = cell % n, k;

  if (other / n == row)
    k = other % n < col ? other % n : other % n - 1;
  else
    k = n - 1 + (other / n < row ? other / n : other / n - 1);
  return (size_t) cell * (size_t) (2 * (n - 1)) + (size_t) k;
}

static bool
arc_ok (FutoTraceChecker *checker,
        size_t            number,
        const FutoEvent  *event,
        FutoError        *error)
{
  int cell = event->cell, cause = event->cause;
  const char *kind = futo_event_kind_name (event->kind);
  char cn[CELL_NAME], cc[CELL_NAME];

  if (cell < 0 || cell >= checker->cells || cause < 0 || cause >= checker->cells || event->value != 0)
    {
      futo_error_set_at (error, 0, 0, "event %zu: a %s names the arc by a cell of the board and its cause, "
                         "without a value", number, kind);
      return false;
    }
  if (cell == cause || (!same_row (checker, cell, cause) && !same_column (checker, cell, cause)))
    {
      futo_error_set_at (error, 0, 0, "event %zu: %s %s: the arc (%s, %s) joins no row or column", number, kind,
                         CN, CN, CC);
      return false;
    }
  return true;
}

static bool
check_arc (FutoTraceChecker *checker,
           size_t            number,
           const FutoEvent  *event,
           FutoError        *error)
{
  size_t arcs = (size_t) checker->cells * (size_t) (2 * (checker->size - 1)), a;
  int cell = event->cell, cause = event->cause;
  char cn[CELL_NAME], cc[CELL_NAME];

  if (checker->queued == NULL)
    {
      checker->queued = calloc (arcs, 1);
      checker->told = malloc (arcs * sizeof *checker->told);
      if (checker->queued == NULL || checker->told == NULL)
        {
          futo_error_set_at (error, 0, 0, "out of memory");
          return false;
        }
    }
  if (event->kind == FUTO_EVENT_FLUSH)
    {
      for (size_t i = 0; i < checker->told_len; i++)
        checker->queued[checker->told[i]] = 0;
      checker->told_len = checker->waiting = 0;
      return true;
    }
  if (!arc_ok (checker, number, event, error))
    return false;
  a = arc_index (checker, cell, cause);
  if (event->kind == FUTO_EVENT_QUEUE)
    {
      if (checker->queued[a])
        {
          futo_error_set_at (error, 0, 0, "event %zu: queue %s: the arc (%s, %s) is already waiting", number, CN,
                             CN, CC);
          return false;
        }
      /* The arcs told since the queue was last empty are at most all. */
      if (checker->told_len == arcs)
        {
          size_t kept = 0;

          for (size_t i = 0; i < checker->told_len; i++)
            if (checker->queued[checker->told[i]])
              checker->told[kept++] = checker->told[i];
          checker->told_len = kept;
        }
      checker->queued[a] = 1;
      checker->told[checker->told_len++] = (uint32_t) a;
      checker->waiting++;
      return true;
    }
  if (!checker->queued[a])
    {
      futo_error_set_at (error, 0, 0, "event %zu: revise %s: the arc (%s, %s) is not waiting in the queue", number,
                         CN, CN, CC);
      return false;
    }
  checker->queued[a] = 0;
  if (--checker->waiting == 0)
    checker->told_len = 0;
  checker->revise_cell = cell;
  checker->revise_cause = cause;
  checker->revisions = true;
  return true;
}

/* Once a trace tells its revisions, an ARC prune is one of the revision
 * of its arc: after that arc's REVISE, with only prunes between. */
static bool
check_in_revision (const FutoTraceChecker *checker,
                   size_t                  number,
                   const FutoEvent        *event,
                   FutoError              *error)
{
  int cell = event->cell, cause = event->cause;
  char cn[CELL_NAME], cc[CELL_NAME];

  if (!checker->revisions || (cell == checker->revise_cell && cause == checker->revise_cause))
    return true;
  if (checker->revise_cell < 0)
    futo_error_set_at (error, 0, 0, "event %zu: %s %d: the arc (%s, %s) removes it, but no arc is being revised",
                       number, CN, event->value, CN, CC);
  else
    {
      char rn[CELL_NAME], rc[CELL_NAME];

      futo_error_set_at (error, 0, 0, "event %zu: %s %d: the arc (%s, %s) removes it, but the arc being revised "
                         "is (%s, %s)", number, CN, event->value, CN, CC, name (checker, checker->revise_cell, rn),
                         name (checker, checker->revise_cause, rc));
    }
  return false;
}

bool
futo_trace_checker_check (FutoTraceChecker *checker,
                          const FutoEvent  *event,
                          FutoError        *error)
{
  size_t number;
  int cell, value;
  FutoSet bit;
  char cn[CELL_NAME];
  bool ok = true;

  FUTO_RETURN_VAL_IF_FAIL (checker != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (event != NULL, false);

  number = checker->count + 1;
  if (checker->failed)
    {
      futo_error_set_at (error, 0, 0, "event %zu: the check stopped at an earlier event", number);
      return false;
    }
  cell = event->cell;
  value = event->value;
  /* A revision is its REVISE and the prunes right after it. */
  if (event->kind != FUTO_EVENT_PRUNE && event->kind != FUTO_EVENT_REVISE)
    checker->revise_cell = checker->revise_cause = -1;
  switch (event->kind)
    {
    case FUTO_EVENT_ENERGY:
      break;
    case FUTO_EVENT_QUEUE:
    case FUTO_EVENT_REVISE:
    case FUTO_EVENT_FLUSH:
      ok = check_arc (checker, number, event, error);
      break;
    case FUTO_EVENT_SOLUTION:
      ok = check_solution (checker, number, error);
      break;
    case FUTO_EVENT_BACKTRACK:
      /* Where the search returns to is the tree's business, not the board's. */
      if (cell >= checker->cells || value < 0 || value > checker->size)
        {
          futo_error_set_at (error, 0, 0, "event %zu: the backtrack names no cell and value of the board",
                             number);
          ok = false;
        }
      break;
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_UNASSIGN:
    case FUTO_EVENT_PRUNE:
    case FUTO_EVENT_RESTORE:
    case FUTO_EVENT_MOVE:
      if (cell < 0 || cell >= checker->cells || value < 1 || value > checker->size)
        {
          futo_error_set_at (error, 0, 0, "event %zu: a %s needs a cell of the board and a value from 1 to %d",
                             number, futo_event_kind_name (event->kind), checker->size);
          ok = false;
          break;
        }
      bit = FUTO_SET_BIT (value);
      switch (event->kind)
        {
        case FUTO_EVENT_ASSIGN:
          ok = check_assign (checker, number, event, error);
          break;
        case FUTO_EVENT_UNASSIGN:
          if (checker->values[cell] != value)
            {
              if (checker->values[cell] == 0)
                futo_error_set_at (error, 0, 0, "event %zu: %s gives back %d, but it holds no value", number, CN,
                                   value);
              else
                futo_error_set_at (error, 0, 0, "event %zu: %s gives back %d, but it holds %d", number, CN,
                                   value, checker->values[cell]);
              ok = false;
            }
          else if (event->reason != FUTO_REASON_NONE && event->reason != FUTO_REASON_DECISION)
            /* A try taken back for a conflict: the conflict must hold. */
            ok = has_cause (checker, number, event, error) && check_conflict (checker, number, event, error);
          if (ok)
            checker->values[cell] = 0;
          break;
        case FUTO_EVENT_PRUNE:
          ok = check_prune (checker, number, event, error)
               && (event->reason != FUTO_REASON_ARC || check_in_revision (checker, number, event, error));
          break;
        case FUTO_EVENT_RESTORE:
          if ((checker->candidates[cell] & bit) != 0)
            {
              futo_error_set_at (error, 0, 0, "event %zu: %s gets %d back, but %d was never removed from it",
                                 number, CN, value, value);
              ok = false;
            }
          else
            checker->candidates[cell] |= bit;
          break;
        case FUTO_EVENT_MOVE:
          if (checker->puzzle->givens[cell] != 0 && checker->puzzle->givens[cell] != value)
            {
              futo_error_set_at (error, 0, 0, "event %zu: %s moves to %d, but the puzzle gives it %d", number, CN,
                                 value, checker->puzzle->givens[cell]);
              ok = false;
            }
          else
            checker->values[cell] = (uint8_t) value;
          break;
        default:
          break;
        }
      break;
    default:
      futo_error_set_at (error, 0, 0, "event %zu: an event of no known kind", number);
      ok = false;
      break;
    }
  if (!ok)
    {
      checker->failed = true;
      return false;
    }
  checker->count = number;
  return true;
}

bool
futo_trace_check (const FutoTrace  *trace,
                  const FutoPuzzle *puzzle,
                  FutoError        *error)
{
  FutoTraceChecker *checker;
  FutoTraceReader *reader;
  FutoEvent event;
  bool ok = true;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  futo_error_clear (error);
  if (puzzle == NULL)
    puzzle = trace->puzzle;
  if (puzzle == NULL)
    {
      futo_error_set_at (error, 0, 0, "the trace has no puzzle to check it against");
      return false;
    }
  if (puzzle->size != trace->live.size)
    {
      futo_error_set_at (error, 0, 0, "the trace is of a %d×%d board, the puzzle of a %d×%d one",
                         trace->live.size, trace->live.size, puzzle->size, puzzle->size);
      return false;
    }
  checker = futo_trace_checker_new (puzzle);
  reader = futo_trace_reader_new (trace, 0);
  if (checker == NULL || reader == NULL)
    {
      futo_error_set_at (error, 0, 0, "out of memory");
      ok = false;
    }
  while (ok && futo_trace_reader_next (reader, &event))
    ok = futo_trace_checker_check (checker, &event, error);
  futo_trace_reader_free (reader);
  futo_trace_checker_free (checker);
  return ok;
}
