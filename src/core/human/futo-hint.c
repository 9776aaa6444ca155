/* futo-hint.c: hints from a player's state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algorithm.h"
#include "futo-check-private.h"
#include "futo-game.h"
#include "futo-hint.h"
#include "futo-human-private.h"

void
futo_hint_init (FutoHint *hint)
{
  FUTO_RETURN_IF_FAIL (hint != NULL);

  memset (hint, 0, sizeof *hint);
  futo_human_step_init (&hint->step);
}

void
futo_hint_clear (FutoHint *hint)
{
  FUTO_RETURN_IF_FAIL (hint != NULL);

  futo_human_step_clear (&hint->step);
  free (hint->mistakes);
  memset (hint, 0, sizeof *hint);
}

static bool
add_mistake (FutoHint *hint,
             int       cell,
             int       value,
             int       cells)
{
  if (hint->mistakes == NULL)
    {
      hint->mistakes = malloc ((size_t) cells * sizeof *hint->mistakes);
      if (hint->mistakes == NULL)
        return false;
    }
  hint->mistakes[hint->n_mistakes++] = (FutoCellValue) { cell, value };
  return true;
}

/* What the player has in cell: the given, else the entry. */
static int
shown (const FutoPuzzle *puzzle,
       const uint8_t    *entries,
       int               cell)
{
  return puzzle->givens[cell] != 0 ? puzzle->givens[cell] : entries[cell];
}

/* Entries that break a rule with another value of the state. */
static bool
breaks_rule (const FutoPuzzle *puzzle,
             const uint8_t    *entries,
             int               cell)
{
  int n = puzzle->size, row = cell / n, col = cell % n, value = entries[cell];
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };

  for (int k = 0; k < n; k++)
    if ((k != col && shown (puzzle, entries, row * n + k) == value)
        || (k != row && shown (puzzle, entries, k * n + col) == value))
      return true;
  for (int d = 0; d < 4; d++)
    {
      FutoRelation rel = futo_puzzle_get_relation (puzzle, row, col, (FutoDirection) d);
      int other;

      if (rel == FUTO_REL_NONE)
        continue;
      other = shown (puzzle, entries, (row + dr[d]) * n + col + dc[d]);
      if (other != 0 && (rel == FUTO_REL_LESS ? value >= other : value <= other))
        return true;
    }
  return false;
}

static bool
find_mistakes (const FutoPuzzle *puzzle,
               const uint8_t    *entries,
               const FutoSet    *pencil,
               const uint8_t    *solution,
               FutoHint         *hint)
{
  int cells = puzzle->size * puzzle->size;

  for (int cell = 0; cell < cells; cell++)
    {
      bool wrong_entry, wrong_marks = false;

      if (puzzle->givens[cell] != 0)
        continue;
      if (entries[cell] != 0)
        wrong_entry = solution != NULL ? entries[cell] != solution[cell]
                                       : breaks_rule (puzzle, entries, cell);
      else
        {
          wrong_entry = false;
          wrong_marks = solution != NULL && pencil != NULL && pencil[cell] != 0
                        && (pencil[cell] & FUTO_SET_BIT (solution[cell])) == 0;
        }
      if ((wrong_entry || wrong_marks)
          && !add_mistake (hint, cell, wrong_entry ? entries[cell] : 0, cells))
        return false;
    }
  return true;
}

/* A solver holding the player's entries and pencil marks. */
static FutoHuman *
replay (const FutoPuzzle *puzzle,
        const uint8_t    *entries,
        const FutoSet    *pencil)
{
  FutoHuman *human = futo_human_new (puzzle);
  int cells = puzzle->size * puzzle->size;

  if (human == NULL)
    return NULL;
  for (int cell = 0; cell < cells; cell++)
    if (puzzle->givens[cell] == 0 && entries[cell] != 0)
      futo_human_place (human, cell, entries[cell]);
  for (int cell = 0; pencil != NULL && cell < cells; cell++)
    if (puzzle->givens[cell] == 0 && entries[cell] == 0 && pencil[cell] != 0)
      futo_human_eliminate (human, cell, ~pencil[cell]);
  return human;
}

static FutoHintKind
next_step (const FutoPuzzle *puzzle,
           const uint8_t    *entries,
           const FutoSet    *pencil,
           FutoTechnique     hardest,
           FutoHint         *hint)
{
  FutoHuman *human = replay (puzzle, entries, pencil);

  if (human == NULL)
    return FUTO_HINT_INVALID;
  if (futo_human_status (human) == FUTO_HUMAN_SOLVED)
    hint->kind = FUTO_HINT_SOLVED;
  else if (futo_human_find_step (human, hardest, &hint->step))
    hint->kind = FUTO_HINT_STEP;
  else
    hint->kind = futo_human_status (human) == FUTO_HUMAN_CONTRADICTION ? FUTO_HINT_MISTAKES
                                                                       : FUTO_HINT_STUCK;
  futo_human_free (human);
  return hint->kind;
}

FutoHintKind
futo_hint_find (const FutoPuzzle *puzzle,
                const uint8_t    *entries,
                const FutoSet    *pencil,
                FutoHint         *hint)
{
  uint8_t *solution;
  int cells, count;

  FUTO_RETURN_VAL_IF_FAIL (hint != NULL, FUTO_HINT_INVALID);

  futo_hint_clear (hint);
  hint->kind = FUTO_HINT_INVALID;
  if (puzzle == NULL || entries == NULL || puzzle->size < FUTO_MIN_SIZE
      || puzzle->size > FUTO_MAX_SIZE)
    return hint->kind;
  cells = puzzle->size * puzzle->size;
  for (int cell = 0; cell < cells; cell++)
    if (entries[cell] > puzzle->size || puzzle->givens[cell] > puzzle->size)
      return hint->kind;
  solution = malloc ((size_t) cells);
  if (solution == NULL)
    return hint->kind;
  count = _futo_grade_count_solutions (puzzle, solution);
  if (count >= 1 && !find_mistakes (puzzle, entries, pencil, count == 1 ? solution : NULL, hint))
    count = -1;
  free (solution);
  if (count <= 0)
    return hint->kind;
  if (hint->n_mistakes > 0)
    {
      hint->kind = FUTO_HINT_MISTAKES;
      return hint->kind;
    }
  /* A puzzle with several solutions cannot be finished by deduction, and
   * on a large open board forcing chains and guesses search for minutes
   * before they give up: such a puzzle gets the cheaper deductions only. */
  return next_step (puzzle, entries, pencil,
                    count == 1 ? FUTO_TECHNIQUE_GUESS : FUTO_TECHNIQUE_JELLYFISH, hint);
}

static char *
text_copy (const char *text)
{
  char *copy = malloc (strlen (text) + 1);

  if (copy != NULL)
    strcpy (copy, text);
  return copy;
}

static char *
vague_step (const FutoPuzzle    *puzzle,
            const FutoHumanStep *step)
{
  int n = puzzle->size;
  char buf[200], a[16], b[16];

  switch (step->focus_kind)
    {
    case FUTO_FOCUS_ROW:
    case FUTO_FOCUS_COLUMN:
      if (step->technique == FUTO_TECHNIQUE_HIDDEN_SINGLE)
        snprintf (buf, sizeof buf, "Look at where %d can go in %s %d.", step->value,
                  step->focus_kind == FUTO_FOCUS_ROW ? "row" : "column", step->focus + 1);
      else if (step->technique == FUTO_TECHNIQUE_MARKED_RUN)
        snprintf (buf, sizeof buf, "Look at the marks that join cells of %s %d.",
                  step->focus_kind == FUTO_FOCUS_ROW ? "row" : "column", step->focus + 1);
      else
        snprintf (buf, sizeof buf, "Look at %s %d.",
                  step->focus_kind == FUTO_FOCUS_ROW ? "row" : "column", step->focus + 1);
      break;
    case FUTO_FOCUS_SIGN:
      futo_cell_name (step->focus / n, step->focus % n, a, sizeof a);
      futo_cell_name (step->focus_other / n, step->focus_other % n, b, sizeof b);
      if (step->technique == FUTO_TECHNIQUE_MARKED_PAIR)
        snprintf (buf, sizeof buf, "Look at the mark between %s and %s.", a, b);
      else if (step->technique == FUTO_TECHNIQUE_UNMARKED_PAIR)
        snprintf (buf, sizeof buf, "Look at %s and %s: there is no mark between them.", a, b);
      else
        snprintf (buf, sizeof buf, "Look at the sign between %s and %s.", a, b);
      break;
    case FUTO_FOCUS_VALUE:
      snprintf (buf, sizeof buf, "Look at where %d can go in each %s.", step->value,
                step->focus == 0 ? "row" : "column");
      break;
    case FUTO_FOCUS_CELL:
    default:
      futo_cell_name (step->focus / n, step->focus % n, a, sizeof a);
      if (step->technique == FUTO_TECHNIQUE_SIGN_CHAIN)
        snprintf (buf, sizeof buf, "Look at the chains of signs around %s.", a);
      else if (step->technique == FUTO_TECHNIQUE_FORCING_CHAIN)
        snprintf (buf, sizeof buf, "Look at %s and follow each of its two candidates.", a);
      else if (step->technique == FUTO_TECHNIQUE_GUESS)
        snprintf (buf, sizeof buf, "Nothing short of a guess helps: try the values of %s.", a);
      else
        snprintf (buf, sizeof buf, "Look at %s.", a);
      break;
    }
  return text_copy (buf);
}

char *
futo_hint_vague (const FutoPuzzle *puzzle,
                 const FutoHint   *hint)
{
  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (hint != NULL, NULL);

  switch (hint->kind)
    {
    case FUTO_HINT_STEP:
      return vague_step (puzzle, &hint->step);
    case FUTO_HINT_MISTAKES:
      return text_copy (hint->n_mistakes > 0 ? "Something on the board differs from the solution."
                                             : "Your entries cannot all be right.");
    case FUTO_HINT_SOLVED:
      return text_copy ("The puzzle is solved.");
    case FUTO_HINT_STUCK:
      return text_copy ("No deduction is left: this puzzle has more than one solution.");
    case FUTO_HINT_INVALID:
    default:
      return text_copy ("This puzzle has no solution.");
    }
}

static char *
mistakes_text (const FutoPuzzle *puzzle,
               const FutoHint   *hint)
{
  size_t len = 64 + (size_t) hint->n_mistakes * 96, used = 0;
  char *text = malloc (len);

  if (text == NULL)
    return NULL;
  text[0] = '\0';
  if (hint->n_mistakes == 0)
    snprintf (text, len, "Your entries cannot all be right: they leave no way to finish.");
  for (int i = 0; i < hint->n_mistakes; i++)
    {
      const FutoCellValue *m = &hint->mistakes[i];
      char name[16];
      int n = puzzle->size;

      futo_cell_name (m->cell / n, m->cell % n, name, sizeof name);
      /* Said first and without blame: what stands there, and that the
       * solution differs, so the player can clear it and go on. */
      if (m->value != 0)
        used += (size_t) snprintf (text + used, len - used,
                                   "%s%s holds %d, which the solution does not have there.",
                                   i ? " " : "", name, m->value);
      else
        used += (size_t) snprintf (text + used, len - used,
                                   "%sThe pencil marks of %s leave out the value the solution has there.",
                                   i ? " " : "", name);
    }
  return text;
}

char *
futo_hint_full (const FutoPuzzle *puzzle,
                const FutoHint   *hint)
{
  const char *name, *body;
  char *text;
  size_t len;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (hint != NULL, NULL);

  if (hint->kind == FUTO_HINT_MISTAKES)
    return mistakes_text (puzzle, hint);
  if (hint->kind != FUTO_HINT_STEP)
    return futo_hint_vague (puzzle, hint);
  name = futo_technique_name (hint->step.technique);
  body = hint->step.text != NULL ? hint->step.text : "";
  len = strlen (name) + strlen (body) + 3;
  text = malloc (len);
  if (text != NULL)
    snprintf (text, len, "%s: %s", name, body);
  return text;
}

int
futo_hint_changes (const FutoHint  *hint,
                   FutoHintChange **changes)
{
  const FutoHumanStep *step;
  int count = 0, wanted;

  FUTO_RETURN_VAL_IF_FAIL (hint != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (changes != NULL, 0);

  step = &hint->step;
  *changes = NULL;
  wanted = hint->kind == FUTO_HINT_STEP ? step->n_placements + step->n_eliminations
         : hint->kind == FUTO_HINT_MISTAKES ? hint->n_mistakes : 0;
  if (wanted == 0)
    return 0;
  *changes = malloc ((size_t) wanted * sizeof **changes);
  if (*changes == NULL)
    return 0;
  if (hint->kind == FUTO_HINT_MISTAKES)
    {
      for (int i = 0; i < hint->n_mistakes; i++)
        (*changes)[count++] = (FutoHintChange) {
          hint->mistakes[i].value != 0 ? FUTO_CHANGE_CLEAR : FUTO_CHANGE_CLEAR_MARKS,
          hint->mistakes[i].cell, hint->mistakes[i].value,
        };
      return count;
    }
  for (int i = 0; i < step->n_placements; i++)
    (*changes)[count++] = (FutoHintChange) {
      FUTO_CHANGE_PLACE, step->placements[i].cell, step->placements[i].value,
    };
  for (int i = 0; i < step->n_eliminations; i++)
    (*changes)[count++] = (FutoHintChange) {
      FUTO_CHANGE_ELIMINATE, step->eliminations[i].cell, step->eliminations[i].value,
    };
  return count;
}

FutoSet
futo_hint_marks_after (const FutoPuzzle *puzzle,
                       const uint8_t    *entries,
                       int               cell,
                       FutoSet           marks,
                       FutoSet           ruled_out)
{
  FutoGame board;
  FutoSet allowed, after;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL && entries != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (cell >= 0 && cell < puzzle->size * puzzle->size, 0);

  /* The rules only read the puzzle and the entries of a game. */
  memset (&board, 0, sizeof board);
  board.puzzle = (FutoPuzzle *) puzzle;
  board.entries = (uint8_t *) entries;
  allowed = futo_game_get_candidates (&board, cell / puzzle->size, cell % puzzle->size);
  if (marks == 0)
    marks = allowed;
  after = marks & allowed & ~ruled_out;
  /* Marks the board refutes all over were wrong already, and a hint about
   * them says so before any step: crossing out what this one rules out is
   * all it may do then, rather than clear the cell (no marks means any). */
  if (after == 0)
    after = marks & ~ruled_out;
  return after;
}

/* A placement's direct consequences for the marks of its row and column. */
static void
clean_peers (const FutoPuzzle *puzzle,
             FutoSet          *pencil,
             int               cell,
             int               value)
{
  int n = puzzle->size, row = cell / n, col = cell % n;

  for (int k = 0; k < n; k++)
    {
      FutoSet *in_row = &pencil[row * n + k], *in_col = &pencil[k * n + col];

      /* A last mark stays: taking it would read as "anything". */
      if (k != col && (*in_row & ~FUTO_SET_BIT (value)) != 0)
        *in_row &= ~FUTO_SET_BIT (value);
      if (k != row && (*in_col & ~FUTO_SET_BIT (value)) != 0)
        *in_col &= ~FUTO_SET_BIT (value);
    }
}

void
futo_hint_apply (const FutoPuzzle *puzzle,
                 const FutoHint   *hint,
                 uint8_t          *entries,
                 FutoSet          *pencil)
{
  FutoHintChange *changes;
  int count;

  FUTO_RETURN_IF_FAIL (puzzle != NULL);
  FUTO_RETURN_IF_FAIL (hint != NULL);
  FUTO_RETURN_IF_FAIL (entries != NULL);

  count = futo_hint_changes (hint, &changes);
  for (int i = 0; i < count; i++)
    {
      const FutoHintChange *c = &changes[i];

      switch (c->kind)
        {
        case FUTO_CHANGE_PLACE:
          entries[c->cell] = (uint8_t) c->value;
          if (pencil != NULL)
            {
              pencil[c->cell] = 0;
              if (c->value != 0)
                clean_peers (puzzle, pencil, c->cell, c->value);
            }
          break;
        case FUTO_CHANGE_CLEAR:
          entries[c->cell] = 0;
          break;
        case FUTO_CHANGE_CLEAR_MARKS:
          if (pencil != NULL)
            pencil[c->cell] = 0;
          break;
        case FUTO_CHANGE_ELIMINATE:
          if (pencil == NULL || entries[c->cell] != 0 || puzzle->givens[c->cell] != 0)
            break;
          /* The changes list placements first, so the marks are worked
           * out against the board with the hint's entries in it. */
          pencil[c->cell] = futo_hint_marks_after (puzzle, entries, c->cell, pencil[c->cell],
                                                   FUTO_SET_BIT (c->value));
          break;
        default:
          break;
        }
    }
  free (changes);
}
