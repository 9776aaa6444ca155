/* futo-human-forcing.c: forcing chains and guessing
 *
 * A forcing chain takes a cell with two candidates and follows each with
 * what a person can keep in their head: singles and sign bounds. When one
 * candidate runs into a contradiction the other is right; when both lead to
 * the same placement or elimination somewhere, that holds either way.
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
  human_board_copy (branch, board, rules->cells);
  if (human_board_place (rules, branch, cell, value))
    human_closure (rules, branch, NULL, FUTO_TECHNIQUE_SIGN_BOUNDS);
}

static void
refuted_text (HumanCtx   *ctx,
              int         cell,
              int         wrong,
              const char *how)
{
  char name[16];

  human_cell_text (ctx->rules, cell, name);
  human_text (ctx, "%s is %d or %d. Suppose it were %d: %s lead to a contradiction. "
              "So %s cannot be %d.", name, futo_set_min (ctx->board->cand[cell]),
              futo_set_max (ctx->board->cand[cell]), wrong, how, name, wrong);
}

/* Both branches survive: what they agree on, beyond the board. */
static bool
common_conclusions (HumanCtx         *ctx,
                    int               cell,
                    const HumanBoard *a,
                    const HumanBoard *b,
                    bool              record)
{
  HumanBoard *board = ctx->board;
  bool any = false;

  for (int other = 0; other < ctx->rules->cells; other++)
    {
      FutoSet drop;

      if (other == cell || board->value[other] != 0)
        continue;
      if (a->value[other] != 0 && a->value[other] == b->value[other])
        {
          any = true;
          if (record)
            {
              human_use_cell (ctx, other);
              human_place (ctx, other, a->value[other]);
            }
          continue;
        }
      drop = board->cand[other] & ~(a->cand[other] | b->cand[other]);
      if (drop != 0)
        {
          any = true;
          if (record)
            {
              human_use_cell (ctx, other);
              human_eliminate (ctx, other, drop);
            }
        }
    }
  return any;
}

static void
common_text (HumanCtx *ctx,
             int       cell)
{
  const FutoHumanStep *step = ctx->step;
  char name[16], other[16];

  human_cell_text (ctx->rules, cell, name);
  human_text (ctx, "%s is %d or %d, and following either with singles and sign bounds leads "
              "to the same conclusions: ", name, futo_set_min (ctx->board->cand[cell]),
              futo_set_max (ctx->board->cand[cell]));
  for (int i = 0; i < step->n_placements; i++)
    human_text (ctx, "%s%s must be %d", i == 0 ? "" : "; ",
                human_cell_text (ctx->rules, step->placements[i].cell, other),
                step->placements[i].value);
  if (step->n_placements > 0 && step->n_eliminations > 0)
    human_text (ctx, "; ");
  if (step->n_eliminations > 0)
    human_text_eliminations (ctx);
  else
    human_text (ctx, ".");
}

static bool
forcing_cell (HumanCtx *ctx,
              int       cell)
{
  HumanBoard *board = ctx->board, *a = &ctx->scratch[0], *b = &ctx->scratch[1];
  int low = futo_set_min (board->cand[cell]), high = futo_set_max (board->cand[cell]);

  follow (ctx->rules, board, a, cell, low);
  follow (ctx->rules, board, b, cell, high);
  if (a->broken && b->broken)
    {
      board->broken = true;
      return true;
    }
  if (a->broken || b->broken)
    {
      int wrong = a->broken ? low : high;

      human_begin (ctx, FUTO_TECHNIQUE_FORCING_CHAIN, FUTO_FOCUS_CELL, cell, -1, wrong);
      human_use_cell (ctx, cell);
      human_eliminate (ctx, cell, FUTO_SET_BIT (wrong));
      if (human_recording (ctx))
        refuted_text (ctx, cell, wrong, "singles and sign bounds");
      return human_done (ctx);
    }
  if (!common_conclusions (ctx, cell, a, b, false))
    return false;
  human_begin (ctx, FUTO_TECHNIQUE_FORCING_CHAIN, FUTO_FOCUS_CELL, cell, -1, 0);
  human_use_cell (ctx, cell);
  common_conclusions (ctx, cell, a, b, true);
  if (human_recording (ctx))
    common_text (ctx, cell);
  return human_done (ctx);
}

bool
human_forcing_chain (HumanCtx *ctx,
                     int       param)
{
  HumanBoard *board = ctx->board;

  if (ctx->scratch == NULL)
    return false;
  for (int cell = 0; cell < ctx->rules->cells; cell++)
    if (board->value[cell] == 0 && futo_set_count (board->cand[cell]) == 2
        && forcing_cell (ctx, cell))
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
guess_boards_init (GuessBoards *boards,
                   int          cells)
{
  bool ok = human_board_init (&boards->try, cells);

  ok = human_board_init (&boards->scratch[0], cells) && ok;
  return human_board_init (&boards->scratch[1], cells) && ok;
}

static void
guess_boards_clear (GuessBoards *boards)
{
  human_board_clear (&boards->try);
  human_board_clear (&boards->scratch[0]);
  human_board_clear (&boards->scratch[1]);
}

/* Whether board can still be completed: a plain search, followed at each
 * node by singles and sign bounds. false also when memory runs out. */
static bool
has_solution (HumanRules       *rules,
              const HumanBoard *board)
{
  HumanBoard here;
  int best = -1, best_count = 65;
  bool found = false;

  if (!human_board_init (&here, rules->cells))
    {
      human_board_clear (&here);
      return false;
    }
  human_board_copy (&here, board, rules->cells);
  if (human_closure (rules, &here, NULL, FUTO_TECHNIQUE_SIGN_BOUNDS) != FUTO_HUMAN_OPEN)
    {
      found = !here.broken;
      human_board_clear (&here);
      return found;
    }
  for (int cell = 0; cell < rules->cells; cell++)
    if (here.value[cell] == 0 && futo_set_count (here.cand[cell]) < best_count)
      {
        best = cell;
        best_count = futo_set_count (here.cand[cell]);
      }
  for (FutoSet c = here.cand[best]; c != 0 && !found; c &= c - 1)
    {
      HumanBoard child;

      if (!human_board_init (&child, rules->cells))
        {
          human_board_clear (&child);
          break;
        }
      human_board_copy (&child, &here, rules->cells);
      found = human_board_place (rules, &child, best, futo_set_min (c)) && has_solution (rules, &child);
      human_board_clear (&child);
    }
  human_board_clear (&here);
  return found;
}

static void
guess_record (HumanCtx   *ctx,
              int         cell,
              int         value,
              bool        deep)
{
  char name[16];

  human_begin (ctx, FUTO_TECHNIQUE_GUESS, FUTO_FOCUS_CELL, cell, -1, value);
  human_use_cell (ctx, cell);
  human_eliminate (ctx, cell, FUTO_SET_BIT (value));
  human_cell_text (ctx->rules, cell, name);
  if (deep)
    human_text (ctx, "Nothing short of guessing helps here. Suppose %s were %d: however the "
                "following guesses go, every way ends in a contradiction. So %s cannot be %d.",
                name, value, name, value);
  else
    human_text (ctx, "Nothing short of guessing helps here. Suppose %s were %d: the techniques "
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
      if (ctx->board->value[cell] == 0 && futo_set_count (ctx->board->cand[cell]) == want)
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

      if (!deep && futo_set_count (ctx->board->cand[cell]) > 3)
        break;
      for (FutoSet c = ctx->board->cand[cell]; c != 0; c &= c - 1)
        {
          int value = futo_set_min (c);
          bool refuted;

          human_board_copy (&boards->try, ctx->board, rules->cells);
          if (!deep)
            refuted = !human_board_place (rules, &boards->try, cell, value)
                      || human_closure (rules, &boards->try, boards->scratch,
                                        FUTO_TECHNIQUE_FORCING_CHAIN) == FUTO_HUMAN_CONTRADICTION;
          else
            refuted = !human_board_place (rules, &boards->try, cell, value)
                      || !has_solution (rules, &boards->try);
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
human_guess (HumanCtx *ctx,
             int       param)
{
  GuessBoards boards;
  int *order;
  bool found = false;

  if (!human_recording (ctx))
    return false;
  memset (&boards, 0, sizeof boards);
  order = malloc ((size_t) ctx->rules->cells * sizeof *order);
  if (order == NULL || !guess_boards_init (&boards, ctx->rules->cells))
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
