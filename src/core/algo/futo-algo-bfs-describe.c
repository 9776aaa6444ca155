/* futo-algo-bfs-describe.c: what a BFS run says in result->message
 *
 * A run that stops short of a solution is the interesting case of this
 * method (futo-algo-bfs.c), so its message tells how far deduction got and
 * what it left: the cells still open with their lists, the cell that ran
 * out of numbers, or how much guessing brute force needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "futo-algo-bfs-private.h"

/* Appends text to the message while it fits. */
static void
append (FutoRunResult *result,
        const char    *text)
{
  size_t len = strlen (result->message);

  if (len + strlen (text) < sizeof result->message)
    memcpy (result->message + len, text, strlen (text) + 1);
}

static void
describe_stuck (const FutoBfs *bfs)
{
  FutoRunResult *result = bfs->runner.result;
  int left = 0, candidates = 0, listed = 0;

  for (int cell = 0; cell < bfs->cells; cell++)
    if (!_futo_bfs_is_placed (bfs, cell))
      {
        left++;
        candidates += futo_set_count (bfs->cand[cell]);
      }
  snprintf (result->message, sizeof result->message,
            "stuck after placing %d of %d cells: no list has a single number and no value a single place; "
            "%d cells remain with %d candidates:", bfs->placed, bfs->cells, left, candidates);
  for (int cell = 0; cell < bfs->cells && listed < 6; cell++)
    if (!_futo_bfs_is_placed (bfs, cell))
      {
        char item[96], name[16];
        int len;

        futo_cell_name (cell / bfs->n, cell % bfs->n, name, sizeof name);
        len = snprintf (item, sizeof item, "%s %s {", listed ? "," : "", name);
        for (FutoSet set = bfs->cand[cell]; set != 0 && len < (int) sizeof item - 8; set &= set - 1)
          len += snprintf (item + len, sizeof item - (size_t) len, "%s%d",
                           set == bfs->cand[cell] ? "" : ",", futo_set_min (set));
        snprintf (item + len, sizeof item - (size_t) len, "}");
        if (strlen (result->message) + strlen (item) + 5 >= sizeof result->message)
          break;
        append (result, item);
        listed++;
      }
  if (listed < left)
    append (result, ", ...");
}

static void
describe_contradiction (const FutoBfs *bfs)
{
  FutoRunResult *result = bfs->runner.result;
  char name[16];

  if (bfs->conflict_cell >= 0)
    snprintf (result->message, sizeof result->message,
              "no solution: after placing %d of %d cells by deduction, %s has no number left",
              bfs->placed, bfs->cells,
              futo_cell_name (bfs->conflict_cell / bfs->n, bfs->conflict_cell % bfs->n, name, sizeof name));
  else
    snprintf (result->message, sizeof result->message,
              "no solution: after placing %d of %d cells by deduction, a value has no place left in a line",
              bfs->placed, bfs->cells);
}

void
_futo_bfs_describe_guessing (const FutoBfs *bfs,
                             int            placed_alone)
{
  FutoRunResult *result = bfs->runner.result;
  char text[160];

  snprintf (text, sizeof text,
            "BFS placed %d of %d cells alone; brute force made %llu guesses (%llu undone): ",
            placed_alone, bfs->cells, (unsigned long long) result->stats.assignments,
            (unsigned long long) result->stats.backtracks);
  if (result->status == FUTO_STATUS_SOLVED)
    snprintf (result->message, sizeof result->message, "%s%llu solution%s%s", text,
              (unsigned long long) result->solution_count, result->solution_count == 1 ? "" : "s",
              result->exhausted ? " (all of them)" : "");
  else if (result->status == FUTO_STATUS_UNSATISFIABLE)
    snprintf (result->message, sizeof result->message, "%sno solution", text);
  else
    {
      char stopped[sizeof result->message];

      memcpy (stopped, result->message, sizeof stopped);
      snprintf (result->message, sizeof result->message, "%s%.60s", text, stopped);
    }
}

void
_futo_bfs_describe_deduction (const FutoBfs  *bfs,
                              FutoBfsOutcome  outcome)
{
  FutoRunResult *result = bfs->runner.result;

  if (outcome == FUTO_BFS_CONTRADICTION)
    describe_contradiction (bfs);
  else if (outcome == FUTO_BFS_DEDUCED && bfs->placed == bfs->cells)
    snprintf (result->message, sizeof result->message,
              "solved by BFS deduction alone (%d cells placed, no guess): the solution is unique",
              bfs->cells);
  else if (outcome == FUTO_BFS_DEDUCED)
    describe_stuck (bfs);
  else
    {
      char placed[64];

      /* A limit or cancellation: the runner's message, and how far BFS got. */
      snprintf (placed, sizeof placed, "; BFS had placed %d of %d cells", bfs->placed, bfs->cells);
      append (result, placed);
    }
}
