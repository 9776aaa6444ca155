/* futo-human-forcing.c: forcing chains and guessing
 *
 * A forcing chain starts from an either-or: a cell with two candidates, or
 * a value with two places in a line. It follows each side with what a
 * person can keep in their head, singles and sign bounds. When one side runs
 * into a contradiction the other is right; when both lead to the same
 * placement or elimination somewhere, that holds either way.
 *
 * Guessing is the last resort: a value is tried and followed with every
 * technique up to forcing chains, and when that ends in a contradiction the
 * value goes. When no single guess is refuted that way, deeper guesses
 * (a plain search with the easy techniques) settle it. Guessing is only
 * ever recorded step by step: the fast solver stops before it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-human-private.h"

/* The board with value tried in cell, followed by singles and sign bounds. */
static void
follow (HumanRules       *rules,
        const HumanBoard *board,
        HumanBoard       *branch,
        int               cell,
        int               value)
{
  _futo_human_board_copy (branch, board, rules);
  _futo_human_propagate_place (rules, branch, cell, value);
}

/* An either-or the forcing chain starts from: a cell with two candidates
 * (cell[0] = cell[1]), or a value with two places in a line. */
typedef struct
{
  int cell[2];
  int value[2];
  int line;     /* bilocal: the row (0 .. n - 1) or column (n .. 2n - 1); -1 for a cell */
} Choice;

static void
choice_text (HumanCtx     *ctx,
             const Choice *choice)
{
  char a[16], b[16];
  int n = ctx->rules->n;

  _futo_human_cell_text (ctx->rules, choice->cell[0], a);
  _futo_human_cell_text (ctx->rules, choice->cell[1], b);
  if (choice->line < 0)
    _futo_human_text (ctx, "%s is %d or %d. ", a, choice->value[0], choice->value[1]);
  else
    _futo_human_text (ctx, "In %s %d, %d goes in %s or %s. ", choice->line < n ? "row" : "column",
                      choice->line % n + 1, choice->value[0], a, b);
}

/* What a branch is followed with, as the easy techniques of the mode. */
static const char *
easy_words (const HumanCtx *ctx)
{
  return ctx->rules->adjacent ? "singles and the marks" : "singles and sign bounds";
}

static void
branch_text (HumanCtx     *ctx,
             const Choice *choice,
             int           side)
{
  char name[16];

  _futo_human_cell_text (ctx->rules, choice->cell[side], name);
  _futo_human_text (ctx, "Suppose %s were %d: %s then lead to a contradiction. "
                    "So %s cannot be %d.", name, choice->value[side], easy_words (ctx), name,
                    choice->value[side]);
}

/* Both branches survive: what they agree on, beyond the board. */
static bool
common_conclusions (HumanCtx         *ctx,
                    const HumanBoard *a,
                    const HumanBoard *b,
                    bool              record)
{
  HumanBoard *board = ctx->board;
  bool any = false;

  for (int other = 0; other < ctx->rules->cells; other++)
    {
      FutoSet drop;

      if (board->value[other] != 0)
        continue;
      if (a->value[other] != 0 && a->value[other] == b->value[other])
        {
          any = true;
          if (record)
            {
              _futo_human_use_cell (ctx, other);
              _futo_human_place (ctx, other, a->value[other]);
            }
          continue;
        }
      drop = board->cand[other] & ~(a->cand[other] | b->cand[other]);
      if (drop != 0)
        {
          any = true;
          if (record)
            {
              _futo_human_use_cell (ctx, other);
              _futo_human_eliminate (ctx, other, drop);
            }
        }
    }
  return any;
}

static void
common_text (HumanCtx *ctx)
{
  const FutoHumanStep *step = ctx->step;
  char other[16];

  _futo_human_text (ctx, "Following either with %s leads to the same conclusions: ",
                    easy_words (ctx));
  for (int i = 0; i < step->n_placements; i++)
    _futo_human_text (ctx, "%s%s must be %d", i == 0 ? "" : "; ",
                      _futo_human_cell_text (ctx->rules, step->placements[i].cell, other),
                      step->placements[i].value);
  if (step->n_placements > 0 && step->n_eliminations > 0)
    _futo_human_text (ctx, "; ");
  if (step->n_eliminations > 0)
    _futo_human_text_eliminations (ctx);
  else
    _futo_human_text (ctx, ".");
}

static void
choice_begin (HumanCtx     *ctx,
              const Choice *choice,
              int           value)
{
  int n = ctx->rules->n;

  if (choice->line < 0)
    _futo_human_begin (ctx, FUTO_TECHNIQUE_FORCING_CHAIN, FUTO_FOCUS_CELL, choice->cell[0], -1, value);
  else
    _futo_human_begin (ctx, FUTO_TECHNIQUE_FORCING_CHAIN,
                       choice->line < n ? FUTO_FOCUS_ROW : FUTO_FOCUS_COLUMN, choice->line % n, -1,
                       choice->value[0]);
  _futo_human_use_cell (ctx, choice->cell[0]);
  _futo_human_use_cell (ctx, choice->cell[1]);
  if (_futo_human_recording (ctx))
    {
      FutoHumanDetail *detail = &ctx->step->detail;

      detail->choice[0] = choice->cell[0];
      detail->choice[1] = choice->cell[1];
      if (choice->line < 0)
        detail->theirs = ctx->board->cand[choice->cell[0]];
    }
}

static bool
forcing_choice (HumanCtx     *ctx,
                const Choice *choice)
{
  HumanBoard *board = ctx->board, *branch[2] = { &ctx->scratch[0], &ctx->scratch[1] };
  HumanBoard views[2];
  int entry[2] = { -1, -1 };

  /* Applying, each branch is followed once a sweep; recording, the step
   * must read the board as it is now. */
  if (ctx->branches && !_futo_human_recording (ctx))
    {
      entry[0] = _futo_human_branch_follow (ctx->rules, board, choice->cell[0], choice->value[0]);
      if (entry[0] >= 0)
        entry[1] = _futo_human_branch_follow (ctx->rules, board, choice->cell[1], choice->value[1]);
    }
  if (entry[1] >= 0)
    {
      /* Both views only now: following the second may move the first. */
      _futo_human_branch_view (ctx->rules, entry[0], &views[0]);
      _futo_human_branch_view (ctx->rules, entry[1], &views[1]);
      branch[0] = &views[0];
      branch[1] = &views[1];
    }
  else
    for (int side = 0; side < 2; side++)
      follow (ctx->rules, board, branch[side], choice->cell[side], choice->value[side]);
  if (branch[0]->broken && branch[1]->broken)
    {
      board->broken = true;
      return true;
    }
  if (branch[0]->broken || branch[1]->broken)
    {
      int side = branch[0]->broken ? 0 : 1;

      choice_begin (ctx, choice, choice->value[side]);
      _futo_human_eliminate (ctx, choice->cell[side], FUTO_SET_BIT (choice->value[side]));
      if (_futo_human_recording (ctx))
        {
          ctx->step->detail.refuted = side;
          choice_text (ctx, choice);
          branch_text (ctx, choice, side);
        }
      return _futo_human_done (ctx);
    }
  if (!common_conclusions (ctx, branch[0], branch[1], false))
    return false;
  choice_begin (ctx, choice, 0);
  common_conclusions (ctx, branch[0], branch[1], true);
  if (_futo_human_recording (ctx))
    {
      choice_text (ctx, choice);
      common_text (ctx);
    }
  return _futo_human_done (ctx);
}

/* Applying with a goal (_futo_human_solve_until()): whether the sweep has
 * found it, which is all the closure needs, so the sweep can end. */
static bool
goal_found (const HumanCtx *ctx)
{
  return ctx->progress && ctx->rules->goal != NULL && !_futo_human_recording (ctx)
         && !ctx->board->broken && _futo_human_goal_reached (ctx->rules, ctx->board);
}

/* Values with exactly two places in the line, as choices. */
static bool
forcing_line (HumanCtx *ctx,
              int       line)
{
  const HumanBoard *board = ctx->board;
  int n = ctx->rules->n, first = line < n ? line * n : line - n, step = line < n ? 1 : n;

  for (int value = 1; value <= n; value++)
    {
      Choice choice = { { -1, -1 }, { value, value }, line };
      int places = 0;

      /* Two places, the value not placed in the line (the board's count
       * says so without a look at the cells). */
      if (board->places[line * n + value - 1] != 2)
        continue;
      for (int k = 0, cell = first; k < n && places < 2; k++, cell += step)
        if ((board->cand[cell] & FUTO_SET_BIT (value)) != 0)
          choice.cell[places++] = cell;
      if (forcing_choice (ctx, &choice))
        return true;
    }
  return false;
}

bool
_futo_human_forcing_chain (HumanCtx *ctx,
                           int       param)
{
  HumanBoard *board = ctx->board;

  if (ctx->scratch == NULL)
    return false;
  ctx->rules->branches.sweep++;
  for (int cell = 0; cell < ctx->rules->cells; cell++)
    if (board->value[cell] == 0 && _futo_human_count (board->cand[cell]) == 2)
      {
        Choice choice = {
          { cell, cell },
          { futo_set_min (board->cand[cell]), futo_set_max (board->cand[cell]) },
          -1,
        };

        if (forcing_choice (ctx, &choice) || goal_found (ctx))
          return true;
      }
  for (int line = 0; line < 2 * ctx->rules->n; line++)
    if (forcing_line (ctx, line) || goal_found (ctx))
      return true;
  return ctx->progress;
}

/* ---- Guessing ---- */

typedef struct
{
  HumanBoard try;
  HumanBoard scratch[2];
} GuessBoards;

static bool
guess_boards_init (GuessBoards      *boards,
                   const HumanRules *rules)
{
  bool ok = _futo_human_board_init (&boards->try, rules);

  ok = _futo_human_board_init (&boards->scratch[0], rules) && ok;
  return _futo_human_board_init (&boards->scratch[1], rules) && ok;
}

static void
guess_boards_clear (GuessBoards *boards)
{
  _futo_human_board_clear (&boards->try);
  _futo_human_board_clear (&boards->scratch[0]);
  _futo_human_board_clear (&boards->scratch[1]);
}

/* The search below the root: here is at the fixpoint of the easy
 * techniques (and open), so each child only follows its own placement. */
static bool
search (HumanRules       *rules,
        const HumanBoard *here,
        const uint8_t    *prefer,
        uint8_t          *found_values,
        long             *budget)
{
  int best = -1, best_count = 65;
  bool found = false;
  FutoSet order[2];
  HumanBoard child;

  if (budget != NULL && --*budget < 0)
    return false;

  /* The first open cell with the fewest candidates; with two or fewer
   * (nearly always) the first such cell, found without counting. */
  for (int cell = 0; cell < rules->cells && best < 0; cell++)
    {
      FutoSet rest = here->cand[cell] & (here->cand[cell] - 1);

      if (here->value[cell] == 0 && (rest & (rest - 1)) == 0)
        best = cell;
    }
  if (best < 0)
    for (int cell = 0; cell < rules->cells; cell++)
      if (here->value[cell] == 0 && _futo_human_count (here->cand[cell]) < best_count)
        {
          best = cell;
          best_count = _futo_human_count (here->cand[cell]);
        }
  if (!_futo_human_board_init (&child, rules))
    {
      _futo_human_board_clear (&child);
      return false;
    }
  order[0] = prefer != NULL ? here->cand[best] & FUTO_SET_BIT (prefer[best]) : 0;
  order[1] = here->cand[best] & ~order[0];
  for (int pass = 0; pass < 2; pass++)
    for (FutoSet c = order[pass]; c != 0 && !found && (budget == NULL || *budget >= 0); c &= c - 1)
      {
        FutoHumanStatus status;

        _futo_human_board_copy (&child, here, rules);
        status = _futo_human_propagate_place (rules, &child, best, futo_set_min (c));
        if (status == FUTO_HUMAN_SOLVED)
          {
            found = true;
            if (found_values != NULL)
              memcpy (found_values, child.value, (size_t) rules->cells);
          }
        else if (status == FUTO_HUMAN_OPEN)
          found = search (rules, &child, prefer, found_values, budget);
      }
  _futo_human_board_clear (&child);
  return found;
}

/* Whether board can still be completed: a plain search, followed at each
 * node by singles and sign bounds, trying prefer[cell] first when prefer is
 * set (a solution the caller expects the answer to resemble: an answer
 * near it comes quickly). The solution goes to found when that is set.
 * false also when memory runs out, or when more than *budget nodes (when
 * budget is set) were needed: then *budget ends below 0. */
bool
_futo_human_board_has_solution (HumanRules       *rules,
                                const HumanBoard *board,
                                const uint8_t    *prefer,
                                uint8_t          *found_values,
                                long             *budget)
{
  HumanBoard here;
  FutoHumanStatus status;
  bool found = false;

  if (!_futo_human_board_init (&here, rules))
    {
      _futo_human_board_clear (&here);
      return false;
    }
  _futo_human_board_copy (&here, board, rules);
  status = _futo_human_propagate (rules, &here);
  if (status == FUTO_HUMAN_SOLVED)
    {
      found = true;
      if (found_values != NULL)
        memcpy (found_values, here.value, (size_t) rules->cells);
    }
  else if (status == FUTO_HUMAN_OPEN)
    found = search (rules, &here, prefer, found_values, budget);
  _futo_human_board_clear (&here);
  return found;
}

static void
guess_record (HumanCtx   *ctx,
              int         cell,
              int         value,
              bool        deep)
{
  char name[16];

  _futo_human_begin (ctx, FUTO_TECHNIQUE_GUESS, FUTO_FOCUS_CELL, cell, -1, value);
  _futo_human_use_cell (ctx, cell);
  _futo_human_eliminate (ctx, cell, FUTO_SET_BIT (value));
  ctx->step->detail.deep = deep;
  _futo_human_cell_text (ctx->rules, cell, name);
  if (deep)
    _futo_human_text (ctx, "Nothing short of guessing helps here. Suppose %s were %d: however the "
                      "following guesses go, every way ends in a contradiction. So %s cannot be %d.",
                      name, value, name, value);
  else
    _futo_human_text (ctx, "Nothing short of guessing helps here. Suppose %s were %d: the techniques "
                      "up to forcing chains then lead to a contradiction. So %s cannot be %d.",
                      name, value, name, value);
}

/* Open cells, fewest candidates first. */
static int
guess_order (const HumanCtx *ctx,
             int            *order)
{
  int count = 0;

  for (int want = 2; want <= ctx->rules->n; want++)
    for (int cell = 0; cell < ctx->rules->cells; cell++)
      if (ctx->board->value[cell] == 0 && _futo_human_count (ctx->board->cand[cell]) == want)
        order[count++] = cell;
  return count;
}

/* A guess refuted by the techniques up to forcing chains, or by a search. */
static bool
guess_find (HumanCtx    *ctx,
            GuessBoards *boards,
            const int   *order,
            int          count,
            bool         deep)
{
  HumanRules *rules = ctx->rules;

  for (int i = 0; i < count; i++)
    {
      int cell = order[i];

      if (!deep && _futo_human_count (ctx->board->cand[cell]) > 3)
        break;
      for (FutoSet c = ctx->board->cand[cell]; c != 0; c &= c - 1)
        {
          int value = futo_set_min (c);
          bool refuted;

          _futo_human_board_copy (&boards->try, ctx->board, rules);
          if (!deep)
            refuted = !_futo_human_board_place (rules, &boards->try, cell, value)
                      || _futo_human_closure (rules, &boards->try, boards->scratch,
                                              FUTO_TECHNIQUE_FORCING_CHAIN) == FUTO_HUMAN_CONTRADICTION;
          else
            refuted = !_futo_human_board_place (rules, &boards->try, cell, value)
                      || !_futo_human_board_has_solution (rules, &boards->try, NULL, NULL, NULL);
          if (refuted)
            {
              guess_record (ctx, cell, value, deep);
              return true;
            }
        }
    }
  return false;
}

bool
_futo_human_guess (HumanCtx *ctx,
                   int       param)
{
  GuessBoards boards;
  int *order;
  bool found = false;

  if (!_futo_human_recording (ctx))
    return false;
  memset (&boards, 0, sizeof boards);
  order = malloc ((size_t) ctx->rules->cells * sizeof *order);
  if (order == NULL || !guess_boards_init (&boards, ctx->rules))
    {
      ctx->failed = true;
      free (order);
      guess_boards_clear (&boards);
      return true;
    }
  else
    {
      int count = guess_order (ctx, order);

      found = guess_find (ctx, &boards, order, count, false)
              || guess_find (ctx, &boards, order, count, true);
    }
  guess_boards_clear (&boards);
  free (order);
  return found;
}
