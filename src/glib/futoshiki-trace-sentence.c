/* futoshiki-trace-sentence.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The event log and the status line of the visualizer speak in sentences
 * a learner can follow: what happened, to which cell, and why, with the
 * reason named the way the trace format names it.
 */
#define G_LOG_DOMAIN "lab-trace-sentence"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "futoshiki-trace-sentence.h"

char *
futoshiki_trace_cell_name (int size,
                           int cell)
{
  /* An event names a cell by index: one out of range must not read on. */
  if (size <= 0 || cell < 0 || cell >= size * size)
    return g_strdup ("?");
  /* In English as the core and the CLI name cells (futo_cell_name), which
   * the hints' test compares word for word. */
  /* Translators: a cell's short name in hints and in the visualizer, row
   * then column: "r3c5" is row 3, column 5. Use the initials of your
   * words for row and column (German: "Z3S5", Zeile and Spalte). */
  return g_strdup_printf (C_("cell", "r%dc%d"), cell / size + 1, cell % size + 1);
}

char *
futoshiki_trace_position_text (guint64 position,
                               guint64 length)
{
  /* Translators: where the player is, "Event 120 of 5,400" */
  return g_strdup_printf (_("Event %'" PRIu64 " of %'" PRIu64), position, length);
}

/* The relation "cell REL other" for orthogonal neighbours, else NONE. */
static FutoRelation
relation_between (const FutoPuzzle *puzzle,
                  int               cell,
                  int               other)
{
  int n = puzzle->size;
  int row = cell / n, col = cell % n;

  if (other == cell - 1 && col > 0)
    return futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_LEFT);
  if (other == cell + 1 && col + 1 < n)
    return futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_RIGHT);
  if (other == cell - n)
    return futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_UP);
  if (other == cell + n)
    return futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_DOWN);
  return FUTO_REL_NONE;
}

/* What the cause held: a value the search set, or a given, which the
 * cursor does not list among its values. */
static int
cause_value (const FutoPuzzle      *puzzle,
             const FutoTraceCursor *after,
             const FutoEvent       *event)
{
  int n = puzzle->size;

  if (event->cause < 0 || event->cause >= n * n)
    return 0;
  if (after != NULL && after->values[event->cause] != 0)
    return after->values[event->cause];
  return puzzle->givens != NULL ? puzzle->givens[event->cause] : 0;
}

/* A removal is told in one of two frames: "5 removed from r2c3 because
 * …", or, when it empties the cell, "r2c3 wiped out (dead end): 5 removed
 * because …". Each frame and reason is one whole message, so that a
 * language can put the cause where its grammar wants it. */
typedef struct
{
  gboolean    wiped;
  int         value;
  const char *cell;
  const char *cause;
} Removal;

/* "because r2c3 < r2c4 and r2c4 ≤ 4": the bound is what the cause could
 * still hold when the value went. */
static char *
sign_removal (const FutoPuzzle      *puzzle,
              const FutoTraceCursor *after,
              const FutoEvent       *event,
              const Removal         *r)
{
  FutoRelation rel = relation_between (puzzle, event->cell, event->cause);
  int bound = 0, held = 0;

  if (after != NULL && event->cause >= 0 && event->cause < puzzle->size * puzzle->size)
    {
      FutoSet alive = after->candidates[event->cause];

      held = cause_value (puzzle, after, event);
      if (held == 0 && alive != 0)
        bound = rel == FUTO_REL_LESS ? futo_set_max (alive) : futo_set_min (alive);
    }
  /* A cause that holds its value is named by it: "≤ 2" of a cell set to
   * 2 reads like a doubt. */
  if (rel == FUTO_REL_LESS && held > 0)
    return r->wiped
      /* Translators: a removal that empties the cell, "r3c1 wiped out (dead
       * end): 6 removed because r3c1 < r2c1 and r2c1 = 2 (sign)" */
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                           "because %s < %s and %s = %d (sign)"),
                         r->cell, r->value, r->cell, r->cause, r->cause, held)
      /* Translators: "6 removed from r3c1 because r3c1 < r2c1 and r2c1 = 2 (sign)" */
      : g_strdup_printf (_("%d removed from %s because %s < %s and %s = %d (sign)"),
                         r->value, r->cell, r->cell, r->cause, r->cause, held);
  if (rel == FUTO_REL_GREATER && held > 0)
    return r->wiped
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                           "because %s > %s and %s = %d (sign)"),
                         r->cell, r->value, r->cell, r->cause, r->cause, held)
      : g_strdup_printf (_("%d removed from %s because %s > %s and %s = %d (sign)"),
                         r->value, r->cell, r->cell, r->cause, r->cause, held);
  if (rel == FUTO_REL_LESS && bound > 0)
    return r->wiped
      /* Translators: a removal that empties the cell, "r2c3 wiped out (dead
       * end): 5 removed because r2c3 < r2c4 and r2c4 ≤ 4 (sign)" */
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                           "because %s < %s and %s ≤ %d (sign)"),
                         r->cell, r->value, r->cell, r->cause, r->cause, bound)
      /* Translators: "5 removed from r2c3 because r2c3 < r2c4 and r2c4 ≤ 4 (sign)" */
      : g_strdup_printf (_("%d removed from %s because %s < %s and %s ≤ %d (sign)"),
                         r->value, r->cell, r->cell, r->cause, r->cause, bound);
  if (rel == FUTO_REL_GREATER && bound > 0)
    return r->wiped
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                           "because %s > %s and %s ≥ %d (sign)"),
                         r->cell, r->value, r->cell, r->cause, r->cause, bound)
      : g_strdup_printf (_("%d removed from %s because %s > %s and %s ≥ %d (sign)"),
                         r->value, r->cell, r->cell, r->cause, r->cause, bound);
  if (rel == FUTO_REL_LESS)
    return r->wiped
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed because %s < %s (sign)"),
                         r->cell, r->value, r->cell, r->cause)
      : g_strdup_printf (_("%d removed from %s because %s < %s (sign)"),
                         r->value, r->cell, r->cell, r->cause);
  if (rel == FUTO_REL_GREATER)
    return r->wiped
      ? g_strdup_printf (_("%s wiped out (dead end): %d removed because %s > %s (sign)"),
                         r->cell, r->value, r->cell, r->cause)
      : g_strdup_printf (_("%d removed from %s because %s > %s (sign)"),
                         r->value, r->cell, r->cell, r->cause);
  return r->wiped
    ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                         "because of the sign between %s and %s (sign)"),
                       r->cell, r->value, r->cell, r->cause)
    : g_strdup_printf (_("%d removed from %s because of the sign between %s and %s (sign)"),
                       r->value, r->cell, r->cell, r->cause);
}

/* The removal with its reason; NULL for a reason that names none. */
static char *
removal_text (const FutoPuzzle      *puzzle,
              const FutoTraceCursor *after,
              const FutoEvent       *event,
              const Removal         *r)
{
  int held = cause_value (puzzle, after, event);

  switch (event->reason)
    {
    case FUTO_REASON_ROW:
      if (held > 0)
        return r->wiped
          ? g_strdup_printf (_("%s wiped out (dead end): %d removed because %s = %d (row)"),
                             r->cell, r->value, r->cause, held)
          /* Translators: "5 removed from r2c3 because r2c6 = 5 (row)" */
          : g_strdup_printf (_("%d removed from %s because %s = %d (row)"),
                             r->value, r->cell, r->cause, held);
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because of %s (row)"),
                           r->cell, r->value, r->cause)
        : g_strdup_printf (_("%d removed from %s "
                             "because of %s (row)"), r->value, r->cell, r->cause);
    case FUTO_REASON_COLUMN:
      if (held > 0)
        return r->wiped
          ? g_strdup_printf (_("%s wiped out (dead end): %d removed because %s = %d (column)"),
                             r->cell, r->value, r->cause, held)
          : g_strdup_printf (_("%d removed from %s because %s = %d (column)"),
                             r->value, r->cell, r->cause, held);
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because of %s (column)"),
                           r->cell, r->value, r->cause)
        : g_strdup_printf (_("%d removed from %s "
                             "because of %s (column)"), r->value, r->cell, r->cause);
    case FUTO_REASON_SIGN:
      return sign_removal (puzzle, after, event, r);
    case FUTO_REASON_ARC:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                             "because no value of %s supports it "
                             "(arc consistency)"), r->cell, r->value, r->cause)
        : g_strdup_printf (_("%d removed from %s because no value of %s supports it "
                             "(arc consistency)"), r->value, r->cell, r->cause);
    case FUTO_REASON_MATCHING:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed "
                             "because the row and column values "
                             "cannot all be placed otherwise (all-different)"), r->cell, r->value)
        : g_strdup_printf (_("%d removed from %s because the row and column values cannot all be "
                             "placed otherwise (all-different)"), r->value, r->cell);
    case FUTO_REASON_CONFLICT:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because it breaks a rule with %s "
                             "(conflict)"), r->cell, r->value, r->cause)
        : g_strdup_printf (_("%d removed from %s because it breaks a rule with %s (conflict)"),
                           r->value, r->cell, r->cause);
    case FUTO_REASON_NO_MARK:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because %s and %s have no mark "
                             "between them, so they are not consecutive (no mark)"),
                           r->cell, r->value, r->cell, r->cause)
        : g_strdup_printf (_("%d removed from %s because %s and %s have no mark between them, so "
                             "they are not consecutive (no mark)"),
                           r->value, r->cell, r->cell, r->cause);
    case FUTO_REASON_HIDDEN_ROW:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because its row places the value "
                             "elsewhere (hidden single)"), r->cell, r->value)
        : g_strdup_printf (_("%d removed from %s because its row places the value elsewhere "
                             "(hidden single)"), r->value, r->cell);
    case FUTO_REASON_HIDDEN_COLUMN:
      return r->wiped
        ? g_strdup_printf (_("%s wiped out (dead end): %d removed because its column places the "
                             "value elsewhere (hidden single)"), r->cell, r->value)
        : g_strdup_printf (_("%d removed from %s because its column places the value elsewhere "
                             "(hidden single)"), r->value, r->cell);
    case FUTO_REASON_NAKED_SINGLE:
    case FUTO_REASON_DECISION:
    case FUTO_REASON_GIVEN:
    case FUTO_REASON_NONE:
    default:
      return NULL;
    }
}

static const char *
assign_reason (FutoReason reason)
{
  switch (reason)
    {
    case FUTO_REASON_GIVEN:
      return _("given");
    case FUTO_REASON_NAKED_SINGLE:
      return _("only value left");
    case FUTO_REASON_HIDDEN_ROW:
      return _("only place in its row");
    case FUTO_REASON_HIDDEN_COLUMN:
      return _("only place in its column");
    case FUTO_REASON_NONE:
    case FUTO_REASON_DECISION:
    default:
      return _("forced");
    }
}

static char *
describe_assign (const FutoEvent *event,
                 const char      *cell)
{
  if (event->reason == FUTO_REASON_DECISION)
    /* Translators: "r4c1 = 3 (decision, depth 2)" */
    return g_strdup_printf (_("%s = %d (decision, depth %d)"), cell, event->value, event->depth);
  return g_strdup_printf (_("%s = %d (%s)"), cell, event->value, assign_reason (event->reason));
}

/* Backtracking checks a value against the cells already set and takes it
 * back at once when one of them rules it out. */
static char *
describe_unassign (const FutoEvent *event,
                   const char      *cell,
                   const char      *cause)
{
  switch (event->reason)
    {
    case FUTO_REASON_ROW:
      return g_strdup_printf (_("%s = %d fails: %s holds %d in the same row"),
                              cell, event->value, cause, event->value);
    case FUTO_REASON_COLUMN:
      return g_strdup_printf (_("%s = %d fails: %s holds %d in the same column"),
                              cell, event->value, cause, event->value);
    case FUTO_REASON_SIGN:
      return g_strdup_printf (_("%s = %d fails: it breaks the sign with %s"), cell, event->value, cause);
    case FUTO_REASON_NO_MARK:
      return g_strdup_printf (_("%s = %d fails: %s is consecutive without a mark"),
                              cell, event->value, cause);
    case FUTO_REASON_NONE:
    default:
      if (event->cause >= 0)
        return g_strdup_printf (_("%s = %d fails because of %s"), cell, event->value, cause);
      return g_strdup_printf (_("%s gives back %d"), cell, event->value);
    }
}

char *
futoshiki_trace_describe_removal (const FutoPuzzle      *puzzle,
                                  const FutoTraceCursor *after,
                                  const FutoEvent       *event)
{
  g_autofree char *cell = NULL;
  g_autofree char *cause = NULL;
  char *text;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (event != NULL && event->kind == FUTO_EVENT_PRUNE, NULL);

  cell = futoshiki_trace_cell_name (puzzle->size, event->cell);
  cause = futoshiki_trace_cell_name (puzzle->size, event->cause);
  text = removal_text (puzzle, after, event,
                       &(Removal) { .wiped = FALSE, .value = event->value,
                                    .cell = cell, .cause = cause });
  if (text == NULL)
    return g_strdup_printf (_("%d removed from %s"), event->value, cell);
  return text;
}

char *
futoshiki_trace_describe_event (const FutoPuzzle      *puzzle,
                                const FutoTraceCursor *after,
                                const FutoEvent       *event)
{
  g_autofree char *cell = NULL;
  g_autofree char *cause = NULL;
  int n;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (event != NULL, NULL);

  n = puzzle->size;
  cell = futoshiki_trace_cell_name (n, event->cell);
  cause = futoshiki_trace_cell_name (n, event->cause);

  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
      return describe_assign (event, cell);
    case FUTO_EVENT_UNASSIGN:
      return describe_unassign (event, cell, cause);
    case FUTO_EVENT_PRUNE:
      /* The removal that empties a cell is the one to notice: the search
       * must turn back. */
      if (after != NULL && event->cell >= 0 && event->cell < n * n
          && after->candidates[event->cell] == 0 && after->values[event->cell] == 0)
        {
          /* The dead end first, for the log's short rows; then why its
           * last value went, which is what a learner asks next. */
          char *text = removal_text (puzzle, after, event,
                                     &(Removal) { .wiped = TRUE, .value = event->value,
                                                  .cell = cell, .cause = cause });

          if (text == NULL)
            return g_strdup_printf (_("%s wiped out: no value left (dead end)"), cell);
          return text;
        }
      return futoshiki_trace_describe_removal (puzzle, after, event);
    case FUTO_EVENT_RESTORE:
      return g_strdup_printf (_("%d restored to %s"), event->value, cell);
    case FUTO_EVENT_BACKTRACK:
      if (event->cell >= 0 && event->value > 0)
        return g_strdup_printf (_("Backtrack to depth %d: %s = %d led to a dead end"),
                                event->depth, cell, event->value);
      return g_strdup_printf (_("Backtrack to depth %d"), event->depth);
    case FUTO_EVENT_SOLUTION:
      return g_strdup (_("Solution found"));
    case FUTO_EVENT_MOVE:
      return g_strdup_printf (_("%s changes to %d"), cell, event->value);
    case FUTO_EVENT_ENERGY:
      return g_strdup_printf (_("Energy %.6g"), event->energy);
    case FUTO_EVENT_QUEUE:
      /* Translators: an arc of arc consistency, from the first cell to the second */
      return g_strdup_printf (_("The arc %s → %s joins the queue"), cell, cause);
    case FUTO_EVENT_REVISE:
      return g_strdup_printf (_("Revising the arc %s → %s: does every value of %s have a support in %s?"),
                              cell, cause, cell, cause);
    case FUTO_EVENT_FLUSH:
      return g_strdup (_("A cell has no value left: the arcs still waiting leave the queue"));
    default:
      return g_strdup (_("Unknown event"));
    }
}

/* Why a dead end is one, after "refuted: ". */
static char *
dead_end_text (const FutoPuzzle   *puzzle,
               const FutoTreeNode *node)
{
  g_autofree char *culprit = futoshiki_trace_cell_name (puzzle->size, node->culprit);
  g_autofree char *cause = futoshiki_trace_cell_name (puzzle->size, node->cause);

  if (node->why == FUTO_TREE_WHY_WIPE_OUT)
    {
      if (node->cause >= 0)
        /* Translators: why a node of the search tree is a dead end */
        return g_strdup_printf (_("%s has no value left, its last removed because of %s"), culprit, cause);
      return g_strdup_printf (_("%s has no value left"), culprit);
    }
  if (node->why == FUTO_TREE_WHY_CONFLICT)
    switch ((FutoReason) node->reason)
      {
      case FUTO_REASON_ROW:
        return g_strdup_printf (_("%s holds %d in the same row"), cause, node->value);
      case FUTO_REASON_COLUMN:
        return g_strdup_printf (_("%s holds %d in the same column"), cause, node->value);
      case FUTO_REASON_SIGN:
        return g_strdup_printf (_("it breaks the sign with %s"), cause);
      case FUTO_REASON_NO_MARK:
        return g_strdup_printf (_("it is consecutive to %s without a mark"), cause);
      default:
        if (node->cause >= 0)
          return g_strdup_printf (_("it breaks a rule with %s"), cause);
        break;
      }
  /* Translators: a dead end whose reason the method did not report */
  return g_strdup (_("the method backed out without saying why"));
}

char *
futoshiki_trace_describe_tree_node (const FutoPuzzle   *puzzle,
                                    const FutoTreeNode *node)
{
  g_autofree char *cell = NULL;
  g_autofree char *decision = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (node->parent < 0)
    /* Translators: the root of the search tree; %'u counts the decisions under it */
    return g_strdup_printf (ngettext ("The root: the board before any decision, "
                                         "%'u decision below",
                                         "The root: the board before any decision, "
                                         "%'u decisions below", node->subtree - 1),
                            node->subtree - 1);
  cell = futoshiki_trace_cell_name (puzzle->size, node->cell);
  decision = (node->flags & FUTO_TREE_NODE_EXCLUDES)
             /* Translators: a decision that excludes a value, "r3c5 ≠ 4" */
             ? g_strdup_printf (_("%s ≠ %d"), cell, node->value)
             /* Translators: a decision, "r3c5 = 4" */
             : g_strdup_printf (_("%s = %d"), cell, node->value);
  switch ((FutoTreeOutcome) node->outcome)
    {
    case FUTO_TREE_DEAD_END:
      why = dead_end_text (puzzle, node);
      /* Translators: "r3c5 = 4, depth 7, refuted: r4c5 has no value left" */
      return g_strdup_printf (_("%s, depth %d, refuted: %s"), decision, node->depth, why);
    case FUTO_TREE_SOLUTION:
      /* Translators: a leaf of the search tree where the board is solved */
      return g_strdup_printf (_("%s, depth %d, a solution"), decision, node->depth);
    case FUTO_TREE_CUT:
      /* Translators: a node the run left open when it stopped */
      return g_strdup_printf (_("%s, depth %d, still open when the run stopped"), decision, node->depth);
    case FUTO_TREE_INNER:
    default:
      {
        /* Two counts, each with its own plural: "1 decision below, 1 dead
         * end" must not read "1 dead ends". */
        g_autofree char *below = NULL;
        g_autofree char *dead_ends = NULL;

        /* Translators: part of a node's description, "12 decisions below" */
        below = g_strdup_printf (ngettext ("%'u decision below", "%'u decisions below",
                                           node->subtree - 1),
                                 node->subtree - 1);
        /* Translators: part of a node's description, "5 dead ends" */
        dead_ends = g_strdup_printf (ngettext ("%'u dead end", "%'u dead ends",
                                               node->subtree_dead_ends),
                                     node->subtree_dead_ends);
        /* Translators: a node with decisions under it: "r3c5 = 4, depth 7,
         * 12 decisions below, 5 dead ends" */
        return g_strdup_printf (_("%s, depth %d, %s, %s"), decision, node->depth, below, dead_ends);
      }
    }
}
