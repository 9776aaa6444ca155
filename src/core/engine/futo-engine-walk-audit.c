/* futo-engine-walk-audit.c: the local search's tables, recomputed
 *
 * The walk (futo-engine-walk.c) changes its counts, scores, conflict list
 * and violation count by small deltas at every move, raise, smoothing and
 * restart; one missed delta leaves a walk that looks for moves in the
 * wrong places without ever failing. This recomputes each table from the
 * values and the weights alone and names the first that disagrees (and
 * checks that repairs gave the engine its domains back), so
 * that tests can run walks with walkaudit=1 and stop at the step that
 * broke one. Nothing is allocated: the tables are checked in the order
 * that lets each rest on the one checked before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-walk-private.h"

static const char *
audit_counts (const Walk *walk,
              int        *violations)
{
  int n = walk->n;

  for (int line = 0; line < 2 * n; line++)
    {
      int holders[64] = { 0 };

      for (int i = 0; i < walk->line_len[line]; i++)
        holders[walk->val[walk->members[line * n + i]] - 1]++;
      for (int v = 0; v < n; v++)
        {
          int holder = walk->holder[line * n + v];

          if (walk->count[line * n + v] != holders[v])
            return "a line's count of a value";
          if (holders[v] >= 1
              && (holder < 0 || holder >= walk->open || walk->val[holder] != v + 1
                  || (walk->lines[2 * holder] != line && walk->lines[2 * holder + 1] != line)))
            return "a line's holder of a value";
          if (holders[v] >= 2)
            *violations += holders[v] - 1;
        }
    }
  return NULL;
}

/* The weighted violations open cell k would take part in with value v,
 * the other cells as they are. */
static int
expected_score (const Walk *walk,
                int         k,
                int         v)
{
  int n = walk->n, score = 0;

  for (int side = 0; side < 2; side++)
    {
      int id = walk->lines[2 * k + side] * n + v - 1;

      if (walk->count[id] - (walk->val[k] == v) >= 1)
        score += walk->weight[id];
    }
  for (int j = 0; j < walk->n_signs_of[k]; j++)
    {
      int s = walk->signs_of[k * 4 + j];
      bool violated = walk->sign_lo[s] == k ? v >= walk->val[walk->sign_hi[s]]
                                            : walk->val[walk->sign_lo[s]] >= v;

      if (violated)
        score += walk->weight[2 * n * n + s];
    }
  return score;
}

void
_futo_engine_walk_audit_begin (Walk *walk)
{
  size_t size = (size_t) walk->engine->cells * sizeof *walk->root_dom;

  /* Without the memory the audit goes on without this one check. */
  walk->root_dom = malloc (size);
  if (walk->root_dom != NULL)
    memcpy (walk->root_dom, walk->engine->dom, size);
}

const char *
_futo_engine_walk_audit (const Walk *walk)
{
  int n = walk->n, violations = 0, in_conflict = 0, raised = 0;
  const char *wrong = audit_counts (walk, &violations);

  if (wrong != NULL)
    return wrong;
  for (int id = 0; id < 2 * n * n + walk->n_signs; id++)
    {
      if (walk->weight[id] < 1)
        return "a weight below 1";
      raised += walk->weight[id] > 1;
    }
  /* The list holds as many as there are, each raised: a missing one with
   * a duplicate in its place would be smoothed twice, and caught as a
   * weight below 1 soon after. */
  if (raised != walk->n_raised)
    return "the list of raised weights";
  for (int i = 0; i < walk->n_raised; i++)
    if (walk->weight[walk->raised[i]] <= 1)
      return "the list of raised weights";
  for (int s = 0; s < walk->n_signs; s++)
    violations += walk->val[walk->sign_lo[s]] >= walk->val[walk->sign_hi[s]];
  if (walk->violations != violations)
    return "the count of violations";
  for (int k = 0; k < walk->open; k++)
    {
      int at = walk->conflict_pos[k];
      bool conflicting;

      for (int v = 1; v <= n; v++)
        if (walk->score[k * n + v - 1] != expected_score (walk, k, v))
          return "a cell's score of a value";
      conflicting = walk->score[k * n + walk->val[k] - 1] > 0;
      if (conflicting != (at >= 0) || (at >= 0 && (at >= walk->n_conflict || walk->conflict[at] != k)))
        return "the list of cells in conflict";
      in_conflict += conflicting;
    }
  if (in_conflict != walk->n_conflict)
    return "the length of the list of cells in conflict";
  if (walk->root_dom != NULL
      && memcmp (walk->root_dom, walk->engine->dom, (size_t) walk->engine->cells * sizeof (FutoSet)) != 0)
    return "the engine's domains after a repair";
  return NULL;
}

int64_t
_futo_engine_walk_cost (const Walk *walk)
{
  int n = walk->n;
  int64_t cost = 0;

  for (int id = 0; id < 2 * n * n; id++)
    if (walk->count[id] >= 2)
      cost += (int64_t) walk->weight[id] * (walk->count[id] - 1);
  for (int s = 0; s < walk->n_signs; s++)
    if (walk->val[walk->sign_lo[s]] >= walk->val[walk->sign_hi[s]])
      cost += walk->weight[2 * n * n + s];
  return cost;
}
