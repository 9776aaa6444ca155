/* futo-registry.c: every algorithm in one list, and running one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-algorithms-private.h"
#include "futo-runner-private.h"

/* futo-algorithms.def, in its order: the default comes first. */
static const FutoAlgorithm *const algorithms[] = {
#define FUTO_ALGORITHM(name, file) &_futo_algorithm_##name,
#include "futo-algorithms.def"
#undef FUTO_ALGORITHM
};

const FutoAlgorithm *const *
futo_algorithms (size_t *n_algorithms)
{
  if (n_algorithms != NULL)
    *n_algorithms = sizeof algorithms / sizeof algorithms[0];
  return algorithms;
}

const FutoAlgorithm *
futo_algorithm_find (const char *id)
{
  FUTO_RETURN_VAL_IF_FAIL (id != NULL, NULL);

  for (size_t i = 0; i < sizeof algorithms / sizeof algorithms[0]; i++)
    if (strcmp (algorithms[i]->id, id) == 0)
      return algorithms[i];
  return NULL;
}

const FutoAlgorithm *
futo_algorithm_default (void)
{
  return algorithms[0];
}

const char *
futo_status_name (FutoStatus status)
{
  switch (status)
    {
    case FUTO_STATUS_SOLVED:        return "solved";
    case FUTO_STATUS_UNSATISFIABLE: return "unsatisfiable";
    case FUTO_STATUS_LIMIT:         return "limit";
    case FUTO_STATUS_CANCELLED:     return "cancelled";
    case FUTO_STATUS_GAVE_UP:       return "gave-up";
    case FUTO_STATUS_INVALID:       return "invalid";
    default:                        return "unknown";
    }
}

/* The algorithms may trust every given to be in range. */
static bool
check_givens (const FutoPuzzle *puzzle,
              FutoRunResult    *result)
{
  for (int i = 0; i < puzzle->size * puzzle->size; i++)
    if (puzzle->givens[i] > puzzle->size)
      {
        char cell[16];

        result->status = FUTO_STATUS_INVALID;
        snprintf (result->message, sizeof result->message, "%s: %d is out of range",
                  futo_cell_name (i / puzzle->size, i % puzzle->size, cell, sizeof cell),
                  puzzle->givens[i]);
        return false;
      }
  return true;
}

/* A relation of the other mode's kind would be misread by every algorithm
 * (those of the usual mode take anything but LESS for GREATER), and one
 * written without Adjacent mode in mind would misread the missing marks of
 * an Adjacent puzzle: both are refused here, once for all of them. */
static bool
check_mode (const FutoAlgorithm *algorithm,
            const FutoPuzzle    *puzzle,
            FutoRunResult       *result)
{
  int n = puzzle->size;

  if (puzzle->mode == FUTO_MODE_ADJACENT && !algorithm->supports_adjacent)
    {
      result->status = FUTO_STATUS_INVALID;
      snprintf (result->message, sizeof result->message,
                "the %s algorithm does not support Adjacent puzzles", algorithm->id);
      return false;
    }
  for (int i = 0; i < n * n; i++)
    if ((i % n + 1 < n && !futo_mode_allows (puzzle->mode, puzzle->right[i]))
        || (i + n < n * n && !futo_mode_allows (puzzle->mode, puzzle->down[i])))
      {
        char cell[16];

        result->status = FUTO_STATUS_INVALID;
        snprintf (result->message, sizeof result->message,
                  "%s: a relation of the wrong kind for %s puzzles",
                  futo_cell_name (i / n, i % n, cell, sizeof cell),
                  puzzle->mode == FUTO_MODE_ADJACENT ? "Adjacent" : "Unequal");
        return false;
      }
  return true;
}

FutoStatus
futo_run (const FutoAlgorithm  *algorithm,
          const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  FutoRunOptions defaults;
  double start;

  FUTO_RETURN_VAL_IF_FAIL (algorithm != NULL, FUTO_STATUS_INVALID);
  FUTO_RETURN_VAL_IF_FAIL (result != NULL, FUTO_STATUS_INVALID);

  futo_run_result_clear (result);
  if (options == NULL)
    {
      futo_run_options_init (&defaults);
      options = &defaults;
    }
  result->size = puzzle != NULL ? puzzle->size : 0;
  if (puzzle == NULL || puzzle->size < FUTO_MIN_SIZE || puzzle->size > FUTO_MAX_SIZE)
    {
      result->status = FUTO_STATUS_INVALID;
      snprintf (result->message, sizeof result->message, "the size must be %d to %d",
                FUTO_MIN_SIZE, FUTO_MAX_SIZE);
      return result->status;
    }
  if (!check_givens (puzzle, result) || !check_mode (algorithm, puzzle, result))
    return result->status;

  start = _futo_runner_clock_now ();
  result->stats.searches = 1; /* the lab engine's portfolio adds its second */
  algorithm->run (puzzle, options, result);
  result->stats.elapsed = _futo_runner_clock_now () - start;
  return result->status;
}
