/* futoshiki-puzzle-generate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generator and the grader as `futoshiki generate` and `futoshiki
 * grade` run them (src/cli/cli-generate.c, cli-grade.c): difficulties and
 * styles by their words, the sizes each level comes in, and a generator
 * that says it ran out of budget rather than hand back an easier puzzle.
 * A GCancellable stops the generator through the flag it polls.
 */
#include "config.h"

#include <stdatomic.h>

#include <glib/gi18n-lib.h>

#include "futo-generate.h"
#include "futo-grade.h"

#include "futoshiki-error.h"
#include "futoshiki-puzzle.h"

/* Runs in whatever thread cancels: only touches the flag. */
static void
on_cancelled (GCancellable *cancellable,
              atomic_int   *cancel)
{
  atomic_store (cancel, 1);
}

/**
 * futoshiki_puzzle_generate:
 * @size: rows and columns; each difficulty comes in its own range of sizes
 * @difficulty: "easy", "medium", "hard", "extreme" or "recursive"
 * @seed: the same seed, size and difficulty always give the same puzzle
 * @cancellable: (nullable): stops the generator, from any other thread
 * @error: %FUTOSHIKI_ERROR_INVALID for a difficulty or size it does not
 *   make, %FUTOSHIKI_ERROR_EXHAUSTED when its budget ran out first,
 *   %G_IO_ERROR_CANCELLED
 *
 * A new Unequal puzzle, givens and signs alike, with exactly one solution,
 * no clue that could go, grading exactly at @difficulty.
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
FutoshikiPuzzle *
futoshiki_puzzle_generate (int            size,
                           const char    *difficulty,
                           guint64        seed,
                           GCancellable  *cancellable,
                           GError       **error)
{
  return futoshiki_puzzle_generate_full (size, FUTOSHIKI_MODE_UNEQUAL, difficulty, NULL, seed,
                                         cancellable, error);
}

/**
 * futoshiki_puzzle_generate_full:
 * @size: rows and columns; each difficulty comes in its own range of sizes
 * @mode: the puzzle's mode; an Adjacent puzzle carries every mark its
 *   solution implies, so its clues are givens and @style does not matter
 * @difficulty: "easy", "medium", "hard", "extreme" or "recursive"
 * @style: (nullable): "balanced" (%NULL), "givens" or "signs": the mix of
 *   clues
 * @seed: the same arguments and seed always give the same puzzle
 * @cancellable: (nullable): stops the generator, from any other thread
 * @error: as futoshiki_puzzle_generate()
 *
 * A new puzzle in @mode and @style; see futoshiki_puzzle_generate().
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
FutoshikiPuzzle *
futoshiki_puzzle_generate_full (int             size,
                                FutoshikiMode   mode,
                                const char     *difficulty,
                                const char     *style,
                                guint64         seed,
                                GCancellable   *cancellable,
                                GError        **error)
{
  FutoGenerateBudget budget = { 0 };
  FutoGenerateReport report;
  FutoGenerateStatus status;
  FutoPuzzle *puzzle = NULL;
  FutoClueStyle clue_style = FUTO_STYLE_BALANCED;
  FutoshikiPuzzle *made;
  atomic_int cancel = 0;
  FutoLevel level;
  gulong cancelled_id = 0;
  int low, high;

  g_return_val_if_fail (difficulty != NULL, NULL);
  g_return_val_if_fail (mode == FUTOSHIKI_MODE_UNEQUAL || mode == FUTOSHIKI_MODE_ADJACENT, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!futo_level_from_id (difficulty, &level))
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("Unknown difficulty “%s”; use easy, medium, hard, extreme or recursive"),
                   difficulty);
      return NULL;
    }
  if (style != NULL && !futo_style_from_id (style, &clue_style))
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("Unknown style “%s”; use balanced, givens or signs"), style);
      return NULL;
    }
  low = futo_generate_mode_min_size ((FutoMode) mode, level, clue_style);
  high = futo_generate_mode_max_size ((FutoMode) mode, level);
  if (size < low || size > high)
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("Puzzles of difficulty “%s” come in sizes %d to %d, not %d"),
                   futo_level_id (level), low, high, size);
      return NULL;
    }

  if (cancellable != NULL)
    {
      /* Calls on_cancelled at once when it is cancelled already. */
      cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), &cancel, NULL);
      budget.cancel = &cancel;
    }
  status = futo_generate_mode (size, (FutoMode) mode, level, clue_style, seed, &budget, &puzzle,
                               &report);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, cancelled_id);

  switch (status)
    {
    case FUTO_GENERATE_OK:
      made = futoshiki_puzzle_new_for_core (puzzle);
      futo_puzzle_free (puzzle);
      return made;
    case FUTO_GENERATE_EXHAUSTED:
      {
        /* The seed as a word: xgettext cannot read G_GUINT64_FORMAT. */
        g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

        g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_EXHAUSTED,
                     /* Translators: a difficulty word, a size, a seed, then why. */
                     _("No %s puzzle of size %d with seed %s: %s"),
                     futo_level_id (level), size, seed_text, report.message);
        return NULL;
      }
    case FUTO_GENERATE_CANCELLED:
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The generator was cancelled"));
      return NULL;
    case FUTO_GENERATE_INVALID:
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID, "%s", report.message);
      return NULL;
    case FUTO_GENERATE_NO_MEMORY:
    default:
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED,
                           _("Not enough memory to generate a puzzle"));
      return NULL;
    }
}

/**
 * futoshiki_puzzle_grade:
 * @self: a puzzle
 * @error: %FUTOSHIKI_ERROR_NO_SOLUTION, %FUTOSHIKI_ERROR_AMBIGUOUS (more
 *   than one solution: no person can finish it by deduction) or
 *   %FUTOSHIKI_ERROR_INVALID (the problems it has on its face)
 *
 * How hard the puzzle is for a person: the hardest level its solution
 * needs when every step uses the easiest technique that makes progress.
 * Entries a player made are not looked at.
 *
 * Returns: (transfer full): "easy", "medium", "hard", "extreme" or
 *   "recursive", or %NULL with @error set
 */
char *
futoshiki_puzzle_grade (FutoshikiPuzzle  *self,
                        GError          **error)
{
  FutoGrade grade;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  switch (futo_grade (futoshiki_puzzle_get_core (self), &grade))
    {
    case FUTO_GRADE_OK:
      return g_strdup (futo_level_id (grade.level));
    case FUTO_GRADE_NO_SOLUTION:
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_NO_SOLUTION,
                           _("The puzzle has no solution"));
      return NULL;
    case FUTO_GRADE_AMBIGUOUS:
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_AMBIGUOUS,
                           _("The puzzle has several solutions, so no person can finish it by deduction"));
      return NULL;
    case FUTO_GRADE_INVALID:
    default:
      if (futoshiki_puzzle_validate (self, error))
        g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED,
                             _("Not enough memory to grade the puzzle"));
      return NULL;
    }
}
