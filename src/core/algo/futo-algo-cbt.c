/* futo-algo-cbt.c: backtracking down the columns
 *
 * The method: the empty cells in column-major order, in each the values
 * 1..n ascending; a value is placed when no placed cell of its row or
 * column holds it and every sign towards a placed neighbour holds. A node
 * is a call of the search: the root and each value placed; a refuted
 * value is not told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-runner-private.h"
#include "futo-signs-private.h"

typedef struct
{
  FutoRunner    runner;
  int           n;
  FutoSignList *signs;
  uint8_t      *values;
  int          *order;
  int           n_empty;
} Cbt;

static bool
fits (const Cbt *cbt,
      int        cell,
      int        value)
{
  int n = cbt->n, row = cell / n, col = cell % n;
  const FutoSignList *signs = &cbt->signs[cell];

  for (int k = 0; k < n; k++)
    if ((k != col && cbt->values[row * n + k] == value) || (k != row && cbt->values[k * n + col] == value))
      return false;
  for (int k = 0; k < signs->count; k++)
    {
      int other = cbt->values[signs->other[k]];

      if (other != 0 && (signs->less[k] ? value >= other : value <= other))
        return false;
    }
  return true;
}

static bool
search (Cbt *cbt,
        int  index)
{
  FutoStats *stats = &cbt->runner.result->stats;
  int cell;

  if (_futo_runner_tick (&cbt->runner))
    return true;
  stats->nodes++;
  if (index == cbt->n_empty)
    return _futo_runner_solution (&cbt->runner, cbt->values);
  cell = cbt->order[index];
  for (int value = 1; value <= cbt->n; value++)
    {
      if (!fits (cbt, cell, value))
        continue;
      stats->assignments++;
      cbt->values[cell] = (uint8_t) value;
      _futo_runner_emit (&cbt->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, index + 1);
      if (search (cbt, index + 1))
        return true;
      cbt->values[cell] = 0;
      stats->backtracks++;
      _futo_runner_emit_taken_back (&cbt->runner, cell, value, index);
    }
  return false;
}

static void
cbt_run (const FutoPuzzle     *puzzle,
         const FutoRunOptions *options,
         FutoRunResult        *result)
{
  int n = puzzle->size, cells = n * n;
  Cbt cbt = { .n = n };
  bool clash = false;

  _futo_runner_init (&cbt.runner, puzzle, options, result);
  cbt.signs = malloc ((size_t) cells * sizeof *cbt.signs);
  cbt.values = calloc ((size_t) cells, 1);
  cbt.order = malloc ((size_t) cells * sizeof *cbt.order);
  if (cbt.signs == NULL || cbt.values == NULL || cbt.order == NULL)
    {
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      goto out;
    }
  _futo_signs_collect (puzzle, cbt.signs, NULL);
  for (int col = 0; col < n; col++)
    for (int row = 0; row < n; row++)
      if (puzzle->givens[row * n + col] == 0)
        cbt.order[cbt.n_empty++] = row * n + col;
  for (int cell = 0; cell < cells && !clash; cell++)
    if (puzzle->givens[cell] != 0)
      {
        clash = !fits (&cbt, cell, puzzle->givens[cell]);
        cbt.values[cell] = puzzle->givens[cell];
      }
  if (!clash)
    search (&cbt, 0);
  _futo_runner_finish (&cbt.runner, true);
out:
  free (cbt.signs);
  free (cbt.values);
  free (cbt.order);
}

const FutoAlgorithm _futo_algorithm_cbt = {
  .id = "cbt",
  .name = FUTO_N_ ("Backtracking by columns"),
  .description = FUTO_N_ ("Plain backtracking down the columns, values ascending; each call of the "
                          "search counts as a node"),
  .reference = "A throwaway of docs/adding-an-algorithm.md",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_EVERY_STATE,
  .run = cbt_run,
};
