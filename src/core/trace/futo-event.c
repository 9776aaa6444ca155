/* futo-event.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-event.h"

const char *
futo_event_kind_name (FutoEventKind kind)
{
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:    return "assign";
    case FUTO_EVENT_UNASSIGN:  return "unassign";
    case FUTO_EVENT_PRUNE:     return "prune";
    case FUTO_EVENT_RESTORE:   return "restore";
    case FUTO_EVENT_BACKTRACK: return "backtrack";
    case FUTO_EVENT_SOLUTION:  return "solution";
    case FUTO_EVENT_MOVE:      return "move";
    case FUTO_EVENT_ENERGY:    return "energy";
    case FUTO_EVENT_QUEUE:     return "queue";
    case FUTO_EVENT_REVISE:    return "revise";
    case FUTO_EVENT_FLUSH:     return "flush";
    default:                   return "unknown";
    }
}

const char *
futo_reason_name (FutoReason reason)
{
  switch (reason)
    {
    case FUTO_REASON_NONE:          return "none";
    case FUTO_REASON_DECISION:      return "decision";
    case FUTO_REASON_GIVEN:         return "given";
    case FUTO_REASON_ROW:           return "row";
    case FUTO_REASON_COLUMN:        return "column";
    case FUTO_REASON_SIGN:          return "sign";
    case FUTO_REASON_NAKED_SINGLE:  return "naked-single";
    case FUTO_REASON_HIDDEN_ROW:    return "hidden-row";
    case FUTO_REASON_HIDDEN_COLUMN: return "hidden-column";
    case FUTO_REASON_ARC:           return "arc";
    case FUTO_REASON_MATCHING:      return "matching";
    case FUTO_REASON_CONFLICT:      return "conflict";
    case FUTO_REASON_NO_MARK:       return "no-mark";
    default:                        return "unknown";
    }
}
