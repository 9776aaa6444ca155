/* lab-hint-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core finds a hint as data (futo-hint.h: the technique, the cells it
 * reads, what it concludes, and the details its sentence needs) and words
 * it in English for the CLI. The app words the same data here, so that a
 * hint reads in the user's language: one whole sentence per technique and
 * case for translators, never English words glued together. In English the
 * full sentences read exactly as the core's (a test compares them); the
 * vague ones spell cells out ("row 3, column 5"), which reads better aloud.
 */
#define G_LOG_DOMAIN "lab-hint-text"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-hint-text.h"
#include "lab-hint-text-private.h"

static const char *technique_names[FUTO_N_TECHNIQUES] = {
  [FUTO_TECHNIQUE_NAKED_SINGLE] = N_("Naked single"),
  [FUTO_TECHNIQUE_HIDDEN_SINGLE] = N_("Hidden single"),
  [FUTO_TECHNIQUE_SIGN_BOUNDS] = N_("Sign bounds"),
  /* Translators: a technique of Adjacent puzzles, where a mark joins two
   * cells whose values differ by 1 */
  [FUTO_TECHNIQUE_MARKED_PAIR] = N_("Marked pair"),
  [FUTO_TECHNIQUE_UNMARKED_PAIR] = N_("Unmarked pair"),
  [FUTO_TECHNIQUE_SIGN_CHAIN] = N_("Sign chain"),
  [FUTO_TECHNIQUE_MARKED_RUN] = N_("Marked run"),
  [FUTO_TECHNIQUE_NAKED_PAIR] = N_("Naked pair"),
  [FUTO_TECHNIQUE_HIDDEN_PAIR] = N_("Hidden pair"),
  [FUTO_TECHNIQUE_NAKED_TRIPLE] = N_("Naked triple"),
  [FUTO_TECHNIQUE_HIDDEN_TRIPLE] = N_("Hidden triple"),
  [FUTO_TECHNIQUE_NAKED_QUAD] = N_("Naked quad"),
  [FUTO_TECHNIQUE_HIDDEN_QUAD] = N_("Hidden quad"),
  /* Translators: X-wing, swordfish and jellyfish are the names Sudoku
   * players use for these patterns; keep them if your language does */
  [FUTO_TECHNIQUE_X_WING] = N_("X-wing"),
  /* Translators: five or more cells of a row or column whose candidates
   * are as many values between them (pairs, triples and quads beyond four) */
  [FUTO_TECHNIQUE_NAKED_SET] = N_("Naked set"),
  [FUTO_TECHNIQUE_HIDDEN_SET] = N_("Hidden set"),
  [FUTO_TECHNIQUE_SWORDFISH] = N_("Swordfish"),
  [FUTO_TECHNIQUE_JELLYFISH] = N_("Jellyfish"),
  [FUTO_TECHNIQUE_FORCING_CHAIN] = N_("Forcing chain"),
  /* Translators: the last-resort technique: try a value and see it fail */
  [FUTO_TECHNIQUE_GUESS] = N_("Guess"),
};

static const char *level_names[FUTO_N_LEVELS] = {
  [FUTO_LEVEL_EASY] = N_("Easy"),
  [FUTO_LEVEL_MEDIUM] = N_("Medium"),
  [FUTO_LEVEL_HARD] = N_("Hard"),
  [FUTO_LEVEL_EXTREME] = N_("Extreme"),
  [FUTO_LEVEL_RECURSIVE] = N_("Recursive"),
};

const char *
lab_technique_name (FutoTechnique technique)
{
  g_return_val_if_fail (technique < FUTO_N_TECHNIQUES, "");

  return _(technique_names[technique]);
}

const char *
lab_level_name (FutoLevel level)
{
  g_return_val_if_fail (level < FUTO_N_LEVELS, "");

  return _(level_names[level]);
}

/* ---- Vague hints ---- */

/* "row 3, column 5": spelled out, which reads better aloud than r3c5. */
static char *
cell_phrase (const FutoPuzzle *puzzle,
             int               cell)
{
  /* Translators: a cell of the board, e.g. "row 3, column 5" */
  return g_strdup_printf (_("row %d, column %d"), cell / puzzle->size + 1,
                          cell % puzzle->size + 1);
}

static char *
vague_line (const FutoHumanStep *step)
{
  gboolean row = step->focus_kind == FUTO_FOCUS_ROW;
  int line = step->focus + 1;

  if (step->technique == FUTO_TECHNIQUE_HIDDEN_SINGLE)
    return row ? g_strdup_printf (_("Look at where %d can go in row %d."), step->value, line)
               : g_strdup_printf (_("Look at where %d can go in column %d."), step->value, line);
  if (step->technique == FUTO_TECHNIQUE_MARKED_RUN)
    return row ? g_strdup_printf (_("Look at the marks that join cells of row %d."), line)
               : g_strdup_printf (_("Look at the marks that join cells of column %d."), line);
  return row ? g_strdup_printf (_("Look at row %d."), line)
             : g_strdup_printf (_("Look at column %d."), line);
}

static char *
vague_step (const FutoPuzzle    *puzzle,
            const FutoHumanStep *step)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  switch (step->focus_kind)
    {
    case FUTO_FOCUS_ROW:
    case FUTO_FOCUS_COLUMN:
      return vague_line (step);
    case FUTO_FOCUS_SIGN:
      a = cell_phrase (puzzle, step->focus);
      b = cell_phrase (puzzle, step->focus_other);
      if (step->technique == FUTO_TECHNIQUE_MARKED_PAIR)
        /* Translators: two neighbouring cells, "row 1, column 2"; a mark of an Adjacent puzzle */
        return g_strdup_printf (_("Look at the mark between %s and %s."), a, b);
      if (step->technique == FUTO_TECHNIQUE_UNMARKED_PAIR)
        /* Translators: two neighbouring cells, "row 1, column 2" */
        return g_strdup_printf (_("Look at %s and %s: there is no mark between them."), a, b);
      /* Translators: two cells, e.g. "row 1, column 2" */
      return g_strdup_printf (_("Look at the sign between %s and %s."), a, b);
    case FUTO_FOCUS_VALUE:
      if (step->focus == 0)
        return g_strdup_printf (_("Look at where the %d can go in the rows."), step->value);
      return g_strdup_printf (_("Look at where the %d can go in the columns."), step->value);
    case FUTO_FOCUS_CELL:
      a = cell_phrase (puzzle, step->focus);
      if (step->technique == FUTO_TECHNIQUE_SIGN_CHAIN)
        /* Translators: %s is a cell, e.g. "row 3, column 5" */
        return g_strdup_printf (_("Look at the chains of signs around %s."), a);
      if (step->technique == FUTO_TECHNIQUE_FORCING_CHAIN)
        /* Translators: %s is a cell with two candidates left */
        return g_strdup_printf (_("Look at %s and follow each of its two candidates."), a);
      if (step->technique == FUTO_TECHNIQUE_GUESS)
        /* Translators: %s is a cell, e.g. "row 3, column 5" */
        return g_strdup_printf (_("Nothing short of a guess helps: try the values of %s."), a);
      /* Translators: %s is a cell, e.g. "row 3, column 5" */
      return g_strdup_printf (_("Look at %s."), a);
    default:
      return g_strdup (_("Look at the whole board."));
    }
}

/* ---- Hints that are not steps ---- */

static char *
mistakes_text (const FutoPuzzle *puzzle,
               const FutoHint   *hint)
{
  g_autoptr(GString) wrong = g_string_new (NULL);
  g_autoptr(GString) marks = g_string_new (NULL);
  int n_wrong = 0, n_marks = 0;

  if (hint->n_mistakes == 0)
    return g_strdup (_("Some entries cannot all be right, though no single one is wrong on its face. "
                       "Undo back to where the board was right."));

  for (int i = 0; i < hint->n_mistakes; i++)
    {
      g_autofree char *cell = cell_phrase (puzzle, hint->mistakes[i].cell);
      GString *list = hint->mistakes[i].value != 0 ? wrong : marks;

      if (list->len > 0)
        /* Translators: between two cells of a list, "row 1, column 2; row 3, column 4" */
        g_string_append (list, C_("list", "; "));
      g_string_append (list, cell);
      if (hint->mistakes[i].value != 0)
        n_wrong++;
      else
        n_marks++;
    }

  if (n_wrong > 0 && n_marks > 0)
    /* Translators: two lists of cells */
    return g_strdup_printf (_("Wrong entries: %s. Pencil marks without the right value: %s."),
                            wrong->str, marks->str);
  if (n_wrong > 0)
    return g_strdup_printf (ngettext ("This entry is wrong: %s.", "These entries are wrong: %s.",
                                      n_wrong), wrong->str);
  return g_strdup_printf (ngettext ("These pencil marks leave out the right value: %s.",
                                    "These pencil marks leave out the right values: %s.", n_marks),
                          marks->str);
}

static char *
other_text (const FutoPuzzle *puzzle,
            const FutoHint   *hint)
{
  switch (hint->kind)
    {
    case FUTO_HINT_MISTAKES:
      return mistakes_text (puzzle, hint);
    case FUTO_HINT_SOLVED:
      return g_strdup (_("The puzzle is solved: there is nothing left to find."));
    case FUTO_HINT_STUCK:
      return g_strdup (_("This puzzle has more than one solution, so no deduction can finish it. "
                         "Edit it until the status says it has one."));
    case FUTO_HINT_STEP:
    case FUTO_HINT_INVALID:
    default:
      return g_strdup (_("This puzzle has no solution, so there is no hint to give. "
                         "Check its givens and signs."));
    }
}

char *
lab_hint_text_vague (const FutoPuzzle *puzzle,
                     const FutoHint   *hint)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (hint != NULL, NULL);

  if (hint->kind == FUTO_HINT_STEP)
    return vague_step (puzzle, &hint->step);
  return other_text (puzzle, hint);
}

char *
lab_hint_text_full (const FutoPuzzle *puzzle,
                    const FutoHint   *hint)
{
  g_autofree char *body = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (hint != NULL, NULL);

  if (hint->kind != FUTO_HINT_STEP)
    return other_text (puzzle, hint);
  if (hint->step.technique >= FUTO_N_TECHNIQUES)
    return g_strdup (_("Look at the whole board."));
  body = _lab_hint_text_step (puzzle, hint);
  /* Without the detail a deduction cannot be told; where to look still can. */
  if (body == NULL)
    body = vague_step (puzzle, &hint->step);
  /* Translators: a hint: the technique's name, then the deduction */
  return g_strdup_printf (C_("hint", "%s: %s"), lab_technique_name (hint->step.technique), body);
}
