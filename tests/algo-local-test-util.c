/* algo-local-test-util.c: running bfs, sa and cso and watching their
 * events, for the tests of the local algorithms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "algo-local-test-util.h"

void
watch_event (const FutoEvent *event,
             gpointer         data)
{
  Watch *watch = data;

  g_assert_cmpint (event->kind, >=, 0);
  g_assert_cmpint (event->kind, <=, FUTO_EVENT_ENERGY);
  watch->counts[event->kind]++;
  if (event->kind == FUTO_EVENT_MOVE)
    {
      g_assert_cmpint (event->cell, >=, 0);
      g_assert_cmpint (event->cell, <, watch->cells);
      watch->board[event->cell] = (guint8) event->value;
    }
  else if (event->kind == FUTO_EVENT_ENERGY)
    watch->last_energy = event->energy;
}

FutoStatus
local_run (const char       *id,
           const FutoPuzzle *puzzle,
           const char       *params,
           guint64           seed,
           guint64           limit,
           FutoRunResult    *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.params = params;
  options.seed = seed;
  options.solution_limit = limit;
  futo_run (futo_algorithm_find (id), puzzle, &options, result);
  for (int i = 0; i < result->stored; i++)
    g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[i]));
  return result->status;
}

void
local_add_cases (const char *const *ids,
                 gsize              n_ids,
                 const LocalCase   *cases,
                 gsize              n_cases)
{
  for (gsize i = 0; i < n_ids; i++)
    for (gsize c = 0; c < n_cases; c++)
      {
        g_autofree char *path = g_strdup_printf ("/algo-local/%s/%s", ids[i], cases[c].name);

        g_test_add_data_func (path, ids[i], cases[c].func);
      }
}
