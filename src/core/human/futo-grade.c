/* futo-grade.c: grading a puzzle by the techniques its solution needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-check-private.h"
#include "futo-grade.h"
#include "futo-human-private.h"

FutoLevel
futo_grade_unique_level (FutoHuman        *human,
                         const FutoPuzzle *puzzle,
                         FutoLevel         max)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, FUTO_LEVEL_EASY);
  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, FUTO_LEVEL_EASY);
  FUTO_RETURN_VAL_IF_FAIL (puzzle->size == futo_human_get_puzzle (human)->size, FUTO_LEVEL_EASY);

  if (!_futo_human_reset (human, puzzle))
    return FUTO_LEVEL_EASY; /* the givens contradict: nothing to grade */
  /* Each level goes on from where the easier one stopped: the techniques
   * only remove candidates, so that is where a fresh start would get. */
  for (int level = FUTO_LEVEL_EASY; level < FUTO_LEVEL_RECURSIVE; level++)
    {
      if (level > (int) max)
        return (FutoLevel) level;
      if (futo_human_solve_fast (human, futo_level_last_technique ((FutoLevel) level))
          != FUTO_HUMAN_OPEN)
        return (FutoLevel) level;
    }
  return FUTO_LEVEL_RECURSIVE;
}

int
_futo_grade_count_solutions (const FutoPuzzle *puzzle,
                             uint8_t          *solution)
{
  FutoRunOptions options;
  FutoRunResult result;
  int count = -1;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  if (result.status == FUTO_STATUS_SOLVED || result.status == FUTO_STATUS_UNSATISFIABLE)
    count = result.solution_count >= 2 ? 2 : (int) result.solution_count;
  if (solution != NULL && count >= 1 && result.stored > 0)
    memcpy (solution, result.solutions[0], (size_t) puzzle->size * puzzle->size);
  futo_run_result_clear (&result);
  return count;
}

FutoGradeStatus
futo_grade (const FutoPuzzle *puzzle,
            FutoGrade        *grade)
{
  FutoHuman *human;
  FutoHumanStatus status;
  int count;

  FUTO_RETURN_VAL_IF_FAIL (grade != NULL, FUTO_GRADE_INVALID);

  memset (grade, 0, sizeof *grade);
  grade->status = FUTO_GRADE_INVALID;
  count = _futo_grade_count_solutions (puzzle, NULL);
  if (count < 0)
    return grade->status;
  if (count != 1)
    {
      grade->status = count == 0 ? FUTO_GRADE_NO_SOLUTION : FUTO_GRADE_AMBIGUOUS;
      return grade->status;
    }
  human = futo_human_new (puzzle);
  if (human == NULL)
    return grade->status;
  status = futo_human_solve_steps (human, FUTO_TECHNIQUE_GUESS, NULL, NULL, grade->uses);
  futo_human_free (human);
  if (status != FUTO_HUMAN_SOLVED)
    return grade->status; /* only when memory ran out: guessing always finishes */
  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    if (grade->uses[t] > 0)
      {
        grade->steps += grade->uses[t];
        grade->hardest = (FutoTechnique) t;
      }
  grade->level = futo_technique_level (grade->hardest);
  grade->status = FUTO_GRADE_OK;
  return grade->status;
}

const char *
futo_grade_status_name (FutoGradeStatus status)
{
  switch (status)
    {
    case FUTO_GRADE_OK:          return "ok";
    case FUTO_GRADE_NO_SOLUTION: return "no-solution";
    case FUTO_GRADE_AMBIGUOUS:   return "ambiguous";
    case FUTO_GRADE_INVALID:     return "invalid";
    default:                     return "unknown";
    }
}
