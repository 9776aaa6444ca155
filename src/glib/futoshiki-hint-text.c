/* futoshiki-hint-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core finds a hint as data (futo-hint.h: the technique, the cells it
 * reads, what it concludes, and the details its sentence needs) and words
 * it in English for the CLI. The app words the same data here, so that a
 * hint reads in the user's language: one whole sentence per technique and
 * case for translators, never English words glued together. In English the
 * full sentences read exactly as the core's (a test compares them); the
 * vague ones name cells as the full ones do ("r3c5").
 *
 * The full sentence of each technique is worded from the step and the
 * details the core worked out for it (FutoHumanDetail). Each case is one
 * whole sentence for translators; lists ("1, 2 and 5", "r1c1 and r1c3")
 * and the conclusions are put together here. In English every sentence
 * is the core's, word for word (tests/app/test-hint-text.c).
 */
#define G_LOG_DOMAIN "lab-hint-text"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-hint-text.h"
#include "futoshiki-trace-sentence.h"

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
futoshiki_technique_name (FutoTechnique technique)
{
  g_return_val_if_fail (technique < FUTO_N_TECHNIQUES, "");

  return _(technique_names[technique]);
}

const char *
futoshiki_level_name (FutoLevel level)
{
  g_return_val_if_fail (level < FUTO_N_LEVELS, "");

  return _(level_names[level]);
}

/* ---- Vague hints ---- */

/* "r3c5": cells are named one way in every hint, vague or full, as the
 * board, the visualizer and the command line name them (issue 32). */
static char *
cell_phrase (const FutoPuzzle *puzzle,
             int               cell)
{
  return futoshiki_trace_cell_name (puzzle->size, cell);
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
        /* Translators: two neighbouring cells, "r1c2"; a mark of an Adjacent puzzle */
        return g_strdup_printf (_("Look at the mark between %s and %s."), a, b);
      if (step->technique == FUTO_TECHNIQUE_UNMARKED_PAIR)
        /* Translators: two neighbouring cells, "r1c2" */
        return g_strdup_printf (_("Look at %s and %s: there is no mark between them."), a, b);
      /* Translators: two cells, e.g. "r1c2" */
      return g_strdup_printf (_("Look at the sign between %s and %s."), a, b);
    case FUTO_FOCUS_VALUE:
      if (step->focus == 0)
        return g_strdup_printf (_("Look at where the %d can go in the rows."), step->value);
      return g_strdup_printf (_("Look at where the %d can go in the columns."), step->value);
    case FUTO_FOCUS_CELL:
      a = cell_phrase (puzzle, step->focus);
      if (step->technique == FUTO_TECHNIQUE_SIGN_CHAIN)
        /* Translators: %s is a cell, e.g. "r3c5" */
        return g_strdup_printf (_("Look at the chains of signs around %s."), a);
      if (step->technique == FUTO_TECHNIQUE_FORCING_CHAIN)
        /* Translators: %s is a cell with two candidates left */
        return g_strdup_printf (_("Look at %s and follow each of its two candidates."), a);
      if (step->technique == FUTO_TECHNIQUE_GUESS)
        /* Translators: %s is a cell, e.g. "r3c5" */
        return g_strdup_printf (_("Nothing short of a guess helps: try the values of %s."), a);
      /* Translators: %s is a cell, e.g. "r3c5" */
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

  if (hint->n_mistakes == 0)
    return g_strdup (_("Some entries cannot all be right, though no single one is wrong on its face. "
                       "Undo back to where the board was right."));

  /* One sentence a cell, said first and kindly: what stands there and
   * that the solution differs, so the player can put it right. */
  for (int i = 0; i < hint->n_mistakes; i++)
    {
      g_autofree char *cell = cell_phrase (puzzle, hint->mistakes[i].cell);
      GString *list = hint->mistakes[i].value != 0 ? wrong : marks;

      if (list->len > 0)
        g_string_append_c (list, ' ');
      if (hint->mistakes[i].value != 0)
        /* Translators: %s is a cell such as r2c3, %d the value the player entered there */
        g_string_append_printf (list, _("%s holds %d, which the solution does not have there."),
                                cell, hint->mistakes[i].value);
      else
        /* Translators: %s is a cell such as r2c3 */
        g_string_append_printf (list, _("The pencil marks of %s leave out the value the solution "
                                        "has there."), cell);
    }
  if (wrong->len > 0 && marks->len > 0)
    return g_strdup_printf ("%s %s", wrong->str, marks->str);
  return g_strdup (wrong->len > 0 ? wrong->str : marks->str);
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

/* ---- Pieces of sentences ---- */

/* "r3c5", as the visualizer names cells: the core's and the CLI's short
 * name in English, the translators' short name in their language. */
static char *
cell_name (const FutoPuzzle *puzzle,
           int               cell)
{
  return futoshiki_trace_cell_name (puzzle->size, cell);
}

static char *
line_phrase (gboolean is_row,
             int      line)
{
  if (is_row)
    /* Translators: a line of the board, put into sentences such as
     * "In %s, 5 can only go in r3c4." */
    return g_strdup_printf (_("row %d"), line + 1);
  /* Translators: a line of the board, as "row %d" */
  return g_strdup_printf (_("column %d"), line + 1);
}

/* Joins items: "a, b and c" (or_list: "a, b or c"). */
static char *
join_list (GPtrArray *items,
           gboolean   or_list)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        /* Translators: the last joint of a list, "1, 2 and 3"; mind the spaces */
        g_string_append (text, or_list ? C_("list", " or ") : C_("list", " and "));
      else if (i > 0)
        /* Translators: the joint between items of a list, "1, 2 and 3" */
        g_string_append (text, C_("list", ", "));
      g_string_append (text, g_ptr_array_index (items, i));
    }
  return g_string_free (text, FALSE);
}

/* Values of a set, smallest first: "1, 2 and 5", "2 or 5". */
static char *
values_text (FutoSet  set,
             gboolean or_list)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (; set != 0; set &= set - 1)
    g_ptr_array_add (items, g_strdup_printf ("%d", futo_set_min (set)));
  return join_list (items, or_list);
}

static char *
cells_text (const FutoPuzzle *puzzle,
            const int        *cells,
            int               n_cells)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < n_cells; i++)
    g_ptr_array_add (items, cell_name (puzzle, cells[i]));
  return join_list (items, FALSE);
}

/* The cells of a line at the positions of a set (bit k + 1: position k). */
static char *
positions_text (const FutoPuzzle *puzzle,
                gboolean          is_row,
                int               line,
                FutoSet           positions)
{
  int n = puzzle->size, cells[64], count = 0;

  for (; positions != 0 && count < 64; positions &= positions - 1)
    {
      int k = futo_set_min (positions) - 1;

      cells[count++] = is_row ? line * n + k : k * n + line;
    }
  return cells_text (puzzle, cells, count);
}

/* The values a step removes from its first cell. */
static FutoSet
eliminated (const FutoHumanStep *step)
{
  FutoSet values = 0;

  for (int i = 0; i < step->n_eliminations; i++)
    if (step->eliminations[i].cell == step->eliminations[0].cell)
      values |= FUTO_SET_BIT (step->eliminations[i].value);
  return values;
}

/* The step's conclusions, "r3c2 must be 4; r3c5 cannot be 2 or 5.":
 * placements first, then the eliminations of each cell together. */
static char *
conclusions_text (const FutoPuzzle    *puzzle,
                  const FutoHumanStep *step)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < step->n_placements; i++)
    {
      g_autofree char *name = cell_name (puzzle, step->placements[i].cell);

      if (text->len > 0)
        /* Translators: between two conclusions of a hint, "r1c2 must be 3; r1c4 cannot be 2" */
        g_string_append (text, C_("list", "; "));
      /* Translators: a conclusion of a hint, "r3c2 must be 4" */
      g_string_append_printf (text, _("%s must be %d"), name, step->placements[i].value);
    }
  for (int i = 0; i < step->n_eliminations;)
    {
      int cell = step->eliminations[i].cell;
      g_autofree char *name = cell_name (puzzle, cell);
      g_autofree char *values = NULL;
      FutoSet set = 0;

      for (; i < step->n_eliminations && step->eliminations[i].cell == cell; i++)
        set |= FUTO_SET_BIT (step->eliminations[i].value);
      values = values_text (set, TRUE);
      if (text->len > 0)
        g_string_append (text, C_("list", "; "));
      /* Translators: a conclusion of a hint, "r3c2 cannot be 2 or 5" */
      g_string_append_printf (text, _("%s cannot be %s"), name, values);
    }
  /* Translators: the end of a hint's list of conclusions */
  g_string_append (text, C_("sentence", "."));
  return g_string_free (text, FALSE);
}

/* ---- Full hints: one function per family of techniques ---- */

static char *
full_single (const FutoPuzzle    *puzzle,
             const FutoHumanStep *step)
{
  g_autofree char *cell = cell_name (puzzle, step->placements[0].cell);
  g_autofree char *line = NULL;

  if (step->technique == FUTO_TECHNIQUE_NAKED_SINGLE)
    /* Translators: "r3c4 has one candidate left: it must be 5." */
    return g_strdup_printf (_("%s has one candidate left: it must be %d."), cell,
                            step->placements[0].value);
  line = line_phrase (step->focus_kind == FUTO_FOCUS_ROW, step->focus);
  /* Translators: "In row 3, 5 can only go in r3c4." */
  return g_strdup_printf (_("In %s, %d can only go in %s."), line, step->value, cell);
}

static char *
full_sign_bounds (const FutoPuzzle *puzzle,
                  const FutoHint   *hint)
{
  const FutoHumanDetail *d = &hint->step.detail;
  g_autofree char *a = cell_name (puzzle, hint->step.focus);
  g_autofree char *b = cell_name (puzzle, hint->step.focus_other);
  g_autofree char *drop = values_text (eliminated (&hint->step), TRUE);

  if (futo_set_min (d->theirs) == futo_set_max (d->theirs))
    return d->less
      /* Translators: "r1c1 < r1c2 and r1c2 is 3, so r1c1 cannot be 3 or 4." */
      ? g_strdup_printf (_("%s < %s and %s is %d, so %s cannot be %s."), a, b, b, d->limit, a, drop)
      /* Translators: "r1c1 > r1c2 and r1c2 is 3, so r1c1 cannot be 2 or 3." */
      : g_strdup_printf (_("%s > %s and %s is %d, so %s cannot be %s."), a, b, b, d->limit, a, drop);
  return d->less
    /* Translators: "r1c1 < r1c2 and r1c2 is at most 4, so r1c1 cannot be 4." */
    ? g_strdup_printf (_("%s < %s and %s is at most %d, so %s cannot be %s."), a, b, b, d->limit, a, drop)
    /* Translators: "r1c1 > r1c2 and r1c2 is at least 2, so r1c1 cannot be 1 or 2." */
    : g_strdup_printf (_("%s > %s and %s is at least %d, so %s cannot be %s."), a, b, b, d->limit, a, drop);
}

static char *
full_adjacent_pair (const FutoPuzzle *puzzle,
                    const FutoHint   *hint)
{
  const FutoHumanDetail *d = &hint->step.detail;
  g_autofree char *a = cell_name (puzzle, hint->step.focus);
  g_autofree char *b = cell_name (puzzle, hint->step.focus_other);
  g_autofree char *can = values_text (d->theirs, TRUE);
  g_autofree char *cannot = values_text (eliminated (&hint->step), TRUE);
  gboolean one = futo_set_min (d->theirs) == futo_set_max (d->theirs);

  if (hint->step.technique == FUTO_TECHNIQUE_MARKED_PAIR)
    return one
      /* Translators: Adjacent puzzles: "A mark joins r1c1 and r1c2, … r1c2 is
       * 3, so r1c1 cannot be 1 or 5." */
      ? g_strdup_printf (_("A mark joins %s and %s, so their values differ by exactly 1. "
                           "%s is %s, so %s cannot be %s."), a, b, b, can, a, cannot)
      : g_strdup_printf (_("A mark joins %s and %s, so their values differ by exactly 1. "
                           "%s can only be %s, so %s cannot be %s."), a, b, b, can, a, cannot);
  if (one)
    return g_strdup_printf (_("No mark joins %s and %s, so their values are not consecutive. "
                              "%s is %s, so %s cannot be %s."), a, b, b, can, a, cannot);
  return g_strdup_printf (_("No mark joins %s and %s, so their values are neither equal nor "
                            "consecutive. %s can only be %s; with %s at %s it would have no value "
                            "left. So %s cannot be %s."), a, b, b, can, a, cannot, a, cannot);
}

static char *
full_sign_chain (const FutoPuzzle *puzzle,
                 const FutoHint   *hint)
{
  const FutoHumanDetail *d = &hint->step.detail;
  int n = puzzle->size, focus = hint->step.focus, count = 0;
  int line = d->is_row ? focus / n : focus % n;
  g_autofree char *name = cell_name (puzzle, focus);
  g_autofree char *cells = positions_text (puzzle, d->is_row, line, d->members);
  g_autofree char *where = line_phrase (d->is_row, line);
  g_autofree char *can = values_text (d->values, FALSE);
  g_autofree char *cannot = values_text (eliminated (&hint->step), TRUE);

  for (FutoSet m = d->members; m != 0; m &= m - 1)
    count++;
  if (d->less)
    /* Translators: "Following the signs, r2c1 is smaller than r2c3 and r2c4.
     * These 2 cells share row 2, so they hold 2 different values among 3, 4
     * and 5, and the smallest of them is at most 4. So r2c1 cannot be 4 or 5." */
    return g_strdup_printf (ngettext ("Following the signs, %s is smaller than %s. These %d cells "
                                      "share %s, so they hold %d different values among %s, and "
                                      "the smallest of them is at most %d. So %s cannot be %s.",
                                      "Following the signs, %s is smaller than %s. These %d cells "
                                      "share %s, so they hold %d different values among %s, and "
                                      "the smallest of them is at most %d. So %s cannot be %s.",
                                      count),
                            name, cells, count, where, count, can, d->limit, name, cannot);
  /* Translators: as the sentence for "smaller", the other way round */
  return g_strdup_printf (ngettext ("Following the signs, %s is greater than %s. These %d cells "
                                    "share %s, so they hold %d different values among %s, and "
                                    "the largest of them is at least %d. So %s cannot be %s.",
                                    "Following the signs, %s is greater than %s. These %d cells "
                                    "share %s, so they hold %d different values among %s, and "
                                    "the largest of them is at least %d. So %s cannot be %s.",
                                    count),
                          name, cells, count, where, count, can, d->limit, name, cannot);
}

static char *
full_marked_run (const FutoPuzzle    *puzzle,
                 const FutoHumanStep *step)
{
  g_autofree char *where = line_phrase (step->focus_kind == FUTO_FOCUS_ROW, step->focus);
  g_autofree char *cells = cells_text (puzzle, step->cells, step->n_cells);
  g_autofree char *conclusions = conclusions_text (puzzle, step);

  /* Translators: the last %s lists the conclusions, "r1c1 cannot be 3; r1c2 cannot be 1." */
  return g_strdup_printf (ngettext ("In %s, marks join %s one to the next: each differs by 1 from "
                                    "the next and all differ, so they hold %d consecutive values "
                                    "in order, rising or falling. Only the runs that fit every "
                                    "cell's candidates are left, so %s",
                                    "In %s, marks join %s one to the next: each differs by 1 from "
                                    "the next and all differ, so they hold %d consecutive values "
                                    "in order, rising or falling. Only the runs that fit every "
                                    "cell's candidates are left, so %s",
                                    step->n_cells),
                          where, cells, step->n_cells, conclusions);
}

static char *
full_subset (const FutoPuzzle *puzzle,
             const FutoHint   *hint)
{
  const FutoHumanStep *step = &hint->step;
  g_autofree char *where = line_phrase (step->focus_kind == FUTO_FOCUS_ROW, step->focus);
  g_autofree char *cells = cells_text (puzzle, step->cells, step->n_cells);
  g_autofree char *values = values_text (hint->step.detail.values, FALSE);
  g_autofree char *conclusions = conclusions_text (puzzle, step);
  int size = 0;

  for (FutoSet v = hint->step.detail.values; v != 0; v &= v - 1)
    size++;
  switch (step->technique)
    {
    case FUTO_TECHNIQUE_NAKED_PAIR:
      /* Translators: naked subsets: "In row 3, r3c1 and r3c4 can only hold 2
       * and 5 between them, so these two values go there: r3c2 cannot be 2; …" */
      return g_strdup_printf (_("In %s, %s can only hold %s between them, so these two values go "
                                "there: %s"), where, cells, values, conclusions);
    case FUTO_TECHNIQUE_NAKED_TRIPLE:
      return g_strdup_printf (_("In %s, %s can only hold %s between them, so these three values go "
                                "there: %s"), where, cells, values, conclusions);
    case FUTO_TECHNIQUE_NAKED_QUAD:
      return g_strdup_printf (_("In %s, %s can only hold %s between them, so these four values go "
                                "there: %s"), where, cells, values, conclusions);
    case FUTO_TECHNIQUE_HIDDEN_PAIR:
      /* Translators: hidden subsets: "In row 3, 2 and 5 can only go in r3c1
       * and r3c4, so these two cells hold nothing else: r3c1 cannot be 3; …" */
      return g_strdup_printf (_("In %s, %s can only go in %s, so these two cells hold nothing "
                                "else: %s"), where, values, cells, conclusions);
    case FUTO_TECHNIQUE_HIDDEN_TRIPLE:
      return g_strdup_printf (_("In %s, %s can only go in %s, so these three cells hold nothing "
                                "else: %s"), where, values, cells, conclusions);
    case FUTO_TECHNIQUE_HIDDEN_QUAD:
      return g_strdup_printf (_("In %s, %s can only go in %s, so these four cells hold nothing "
                                "else: %s"), where, values, cells, conclusions);
    case FUTO_TECHNIQUE_NAKED_SET:
      /* Translators: a naked set of five cells or more, as the naked
       * pair's sentence: "In row 3, r3c1, …, r3c9 can only hold 1, 2, 3, 5
       * and 8 between them, so these 5 values go there: r3c2 cannot be 2; …" */
      return g_strdup_printf (ngettext ("In %s, %s can only hold %s between them, so these %d values "
                                        "go there: %s",
                                        "In %s, %s can only hold %s between them, so these %d values "
                                        "go there: %s", size), where, cells, values, size, conclusions);
    case FUTO_TECHNIQUE_HIDDEN_SET:
    default:
      /* Translators: a hidden set of five values or more, as the hidden
       * pair's sentence: "In row 3, 1, 2, 3, 5 and 8 can only go in r3c1,
       * …, r3c9, so these 5 cells hold nothing else: r3c1 cannot be 4; …" */
      return g_strdup_printf (ngettext ("In %s, %s can only go in %s, so these %d cells hold nothing "
                                        "else: %s",
                                        "In %s, %s can only go in %s, so these %d cells hold nothing "
                                        "else: %s", size), where, values, cells, size, conclusions);
    }
}

static char *
full_fish (const FutoPuzzle *puzzle,
           const FutoHint   *hint)
{
  const FutoHumanStep *step = &hint->step;
  g_autofree char *bases = values_text (hint->step.detail.bases, FALSE);
  g_autofree char *covers = values_text (hint->step.detail.covers, FALSE);
  g_autofree char *conclusions = conclusions_text (puzzle, step);
  int v = step->value, size = step->technique == FUTO_TECHNIQUE_X_WING ? 2
                              : step->technique == FUTO_TECHNIQUE_SWORDFISH ? 3 : 4;

  /* Translators: "In rows 2 and 5, 3 can only go in columns 1 and 4; each of
   * these two rows takes one 3 in those columns, so no other cell of columns
   * 1 and 4 can hold 3: r1c1 cannot be 3; …" */
  if (step->focus == 0 && size == 2)
    return g_strdup_printf (_("In rows %s, %d can only go in columns %s; each of these two rows "
                              "takes one %d in those columns, so no other cell of columns %s can "
                              "hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
  if (step->focus == 0 && size == 3)
    return g_strdup_printf (_("In rows %s, %d can only go in columns %s; each of these three rows "
                              "takes one %d in those columns, so no other cell of columns %s can "
                              "hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
  if (step->focus == 0)
    return g_strdup_printf (_("In rows %s, %d can only go in columns %s; each of these four rows "
                              "takes one %d in those columns, so no other cell of columns %s can "
                              "hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
  if (size == 2)
    return g_strdup_printf (_("In columns %s, %d can only go in rows %s; each of these two columns "
                              "takes one %d in those rows, so no other cell of rows %s can "
                              "hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
  if (size == 3)
    return g_strdup_printf (_("In columns %s, %d can only go in rows %s; each of these three "
                              "columns takes one %d in those rows, so no other cell of rows %s "
                              "can hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
  return g_strdup_printf (_("In columns %s, %d can only go in rows %s; each of these four columns "
                            "takes one %d in those rows, so no other cell of rows %s can "
                            "hold %d: %s"), bases, v, covers, v, covers, v, conclusions);
}

static char *
full_forcing_chain (const FutoPuzzle *puzzle,
                    const FutoHint   *hint)
{
  const FutoHumanStep *step = &hint->step;
  const FutoHumanDetail *d = &hint->step.detail;
  gboolean from_cell = step->focus_kind == FUTO_FOCUS_CELL;
  gboolean adjacent = futo_puzzle_get_mode (puzzle) == FUTO_MODE_ADJACENT;
  int values[2];
  g_autofree char *a = cell_name (puzzle, d->choice[0]);
  g_autofree char *b = cell_name (puzzle, d->choice[1]);
  g_autofree char *choice = NULL;
  g_autofree char *follow = NULL;

  if (from_cell)
    {
      /* Only a chain from a cell has two candidates to start from: a
       * line's sets none (and an empty set has no smallest value). */
      values[0] = futo_set_min (d->theirs);
      values[1] = futo_set_max (d->theirs);
      /* Translators: the either-or a forcing chain starts from, "r2c3 is 4 or 6." */
      choice = g_strdup_printf (_("%s is %d or %d."), a, values[0], values[1]);
    }
  else
    {
      g_autofree char *where = line_phrase (step->focus_kind == FUTO_FOCUS_ROW, step->focus);

      values[0] = values[1] = step->value;
      /* Translators: the either-or a forcing chain starts from, "In row 2, 4 goes in r2c3 or r2c6." */
      choice = g_strdup_printf (_("In %s, %d goes in %s or %s."), where, step->value, a, b);
    }

  if (d->refuted >= 0)
    {
      g_autofree char *name = cell_name (puzzle, d->choice[d->refuted]);
      int value = values[d->refuted];

      follow = adjacent
        /* Translators: "Suppose r2c3 were 4: … So r2c3 cannot be 4." */
        ? g_strdup_printf (_("Suppose %s were %d: singles and the marks then lead to a "
                             "contradiction. So %s cannot be %d."), name, value, name, value)
        : g_strdup_printf (_("Suppose %s were %d: singles and sign bounds then lead to a "
                             "contradiction. So %s cannot be %d."), name, value, name, value);
    }
  else
    {
      g_autofree char *conclusions = conclusions_text (puzzle, step);

      follow = adjacent
        /* Translators: %s lists the conclusions, "r1c2 must be 3; r4c4 cannot be 1." */
        ? g_strdup_printf (_("Following either with singles and the marks leads to the same "
                             "conclusions: %s"), conclusions)
        : g_strdup_printf (_("Following either with singles and sign bounds leads to the same "
                             "conclusions: %s"), conclusions);
    }
  /* Translators: two sentences in a row */
  return g_strdup_printf (C_("sentences", "%s %s"), choice, follow);
}

static char *
full_guess (const FutoPuzzle *puzzle,
            const FutoHint   *hint)
{
  g_autofree char *name = cell_name (puzzle, hint->step.focus);
  int value = hint->step.value;

  if (hint->step.detail.deep)
    return g_strdup_printf (_("Nothing short of guessing helps here. Suppose %s were %d: however "
                              "the following guesses go, every way ends in a contradiction. So %s "
                              "cannot be %d."), name, value, name, value);
  return g_strdup_printf (_("Nothing short of guessing helps here. Suppose %s were %d: the "
                            "techniques up to forcing chains then lead to a contradiction. So %s "
                            "cannot be %d."), name, value, name, value);
}

/* Whether the step and its detail hold what the technique's sentence
 * names: a sentence with a value or list left out ("These 0 cells …",
 * "Suppose r1c1 were 0") teaches something false, a vaguer one does not. */
static gboolean
can_word (const FutoHint *hint)
{
  const FutoHumanStep *step = &hint->step;
  const FutoHumanDetail *d = &hint->step.detail;
  gboolean concludes = step->n_eliminations > 0 || step->n_placements > 0;

  switch (step->technique)
    {
    case FUTO_TECHNIQUE_NAKED_SINGLE:
    case FUTO_TECHNIQUE_HIDDEN_SINGLE:
      return step->n_placements > 0;
    case FUTO_TECHNIQUE_SIGN_BOUNDS:
    case FUTO_TECHNIQUE_MARKED_PAIR:
    case FUTO_TECHNIQUE_UNMARKED_PAIR:
      return d->valid && d->theirs != 0 && step->n_eliminations > 0;
    case FUTO_TECHNIQUE_SIGN_CHAIN:
      return d->valid && (d->members & (d->members - 1)) != 0 && d->values != 0
             && step->n_eliminations > 0;
    case FUTO_TECHNIQUE_NAKED_PAIR:
    case FUTO_TECHNIQUE_HIDDEN_PAIR:
    case FUTO_TECHNIQUE_NAKED_TRIPLE:
    case FUTO_TECHNIQUE_HIDDEN_TRIPLE:
    case FUTO_TECHNIQUE_NAKED_QUAD:
    case FUTO_TECHNIQUE_HIDDEN_QUAD:
    case FUTO_TECHNIQUE_NAKED_SET:
    case FUTO_TECHNIQUE_HIDDEN_SET:
      return d->valid && d->values != 0 && concludes;
    case FUTO_TECHNIQUE_X_WING:
    case FUTO_TECHNIQUE_SWORDFISH:
    case FUTO_TECHNIQUE_JELLYFISH:
      return d->valid && d->bases != 0 && d->covers != 0 && concludes;
    case FUTO_TECHNIQUE_FORCING_CHAIN:
      return d->valid && d->refuted >= -1 && d->refuted <= 1
             && (step->focus_kind != FUTO_FOCUS_CELL || d->theirs != 0)
             && (d->refuted >= 0 || concludes);
    case FUTO_TECHNIQUE_MARKED_RUN:
      return step->n_cells > 0 && concludes;
    case FUTO_TECHNIQUE_GUESS:
      return TRUE;
    case FUTO_N_TECHNIQUES:
    default:
      return FALSE;
    }
}

/* The body of a step's full hint, after "Technique: "; NULL for a
 * technique it does not know, or a step whose detail is missing or does
 * not fit it (FutoHumanDetail.valid). */
static char *
full_step (const FutoPuzzle *puzzle,
           const FutoHint   *hint)
{
  const FutoHumanStep *step = &hint->step;

  if (!can_word (hint))
    return NULL;

  switch (step->technique)
    {
    case FUTO_TECHNIQUE_NAKED_SINGLE:
    case FUTO_TECHNIQUE_HIDDEN_SINGLE:
      return full_single (puzzle, step);
    case FUTO_TECHNIQUE_SIGN_BOUNDS:
      return full_sign_bounds (puzzle, hint);
    case FUTO_TECHNIQUE_MARKED_PAIR:
    case FUTO_TECHNIQUE_UNMARKED_PAIR:
      return full_adjacent_pair (puzzle, hint);
    case FUTO_TECHNIQUE_SIGN_CHAIN:
      return full_sign_chain (puzzle, hint);
    case FUTO_TECHNIQUE_MARKED_RUN:
      return full_marked_run (puzzle, step);
    case FUTO_TECHNIQUE_NAKED_PAIR:
    case FUTO_TECHNIQUE_HIDDEN_PAIR:
    case FUTO_TECHNIQUE_NAKED_TRIPLE:
    case FUTO_TECHNIQUE_HIDDEN_TRIPLE:
    case FUTO_TECHNIQUE_NAKED_QUAD:
    case FUTO_TECHNIQUE_HIDDEN_QUAD:
    case FUTO_TECHNIQUE_NAKED_SET:
    case FUTO_TECHNIQUE_HIDDEN_SET:
      return full_subset (puzzle, hint);
    case FUTO_TECHNIQUE_X_WING:
    case FUTO_TECHNIQUE_SWORDFISH:
    case FUTO_TECHNIQUE_JELLYFISH:
      return full_fish (puzzle, hint);
    case FUTO_TECHNIQUE_FORCING_CHAIN:
      return full_forcing_chain (puzzle, hint);
    case FUTO_TECHNIQUE_GUESS:
      return full_guess (puzzle, hint);
    case FUTO_N_TECHNIQUES:
    default:
      return NULL;
    }
}

/* ---- The hints ---- */

char *
futoshiki_hint_text_vague (const FutoPuzzle *puzzle,
                           const FutoHint   *hint)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (hint != NULL, NULL);

  if (hint->kind == FUTO_HINT_STEP)
    return vague_step (puzzle, &hint->step);
  return other_text (puzzle, hint);
}

char *
futoshiki_hint_text_full (const FutoPuzzle *puzzle,
                          const FutoHint   *hint)
{
  g_autofree char *body = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (hint != NULL, NULL);

  if (hint->kind != FUTO_HINT_STEP)
    return other_text (puzzle, hint);
  if (hint->step.technique >= FUTO_N_TECHNIQUES)
    return g_strdup (_("Look at the whole board."));
  body = full_step (puzzle, hint);
  /* Without the detail a deduction cannot be told; where to look still can. */
  if (body == NULL)
    body = vague_step (puzzle, &hint->step);
  /* Translators: a hint: the technique's name, then the deduction */
  return g_strdup_printf (C_("hint", "%s: %s"), futoshiki_technique_name (hint->step.technique), body);
}
