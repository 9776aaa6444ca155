/* algo-local-test-util.c: running bfs, sa and cso and watching their
 * events, for the tests of the local algorithms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "algo-local-test-util.h"
#include "test-util.h"

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
  return test_run_checked (futo_algorithm_find (id), puzzle, limit, 0, params, seed, result);
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
