/* futo-human-basic.c: singles and the techniques of the signs
 *
 * Naked and hidden singles are the Latin square's own; sign bounds read one
 * sign at a time (a < b: a is below b's largest candidate, b above a's
 * smallest); sign chains add what the line knows: the cells that the signs
 * put below a cell in its own line all differ, so k of them reach at least
 * the k-th smallest value they can hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-human-private.h"

bool
_futo_human_naked_single (HumanCtx *ctx,
                          int       param)
{
  HumanBoard *board = ctx->board;

  for (int cell = 0; cell < ctx->rules->cells; cell++)
    {
      int value;
      char name[16];

      if (board->value[cell] != 0 || _futo_human_count (board->cand[cell]) != 1)
        continue;
      value = futo_set_min (board->cand[cell]);
      _futo_human_begin (ctx, FUTO_TECHNIQUE_NAKED_SINGLE, FUTO_FOCUS_CELL, cell, -1, value);
      _futo_human_use_cell (ctx, cell);
      _futo_human_place (ctx, cell, value);
      if (_futo_human_recording (ctx))
        _futo_human_text (ctx, "%s has one candidate left: it must be %d.",
                          _futo_human_cell_text (ctx->rules, cell, name), value);
      if (_futo_human_done (ctx))
        return true;
    }
  return ctx->progress;
}

/* The cell of the line (first, step) whose candidates hold value. */
static int
line_find (const HumanCtx *ctx,
           int             first,
           int             step,
           int             value)
{
  for (int k = 0, cell = first; k < ctx->rules->n; k++, cell += step)
    if (ctx->board->value[cell] == 0 && (ctx->board->cand[cell] & FUTO_SET_BIT (value)) != 0)
      return cell;
  return -1;
}

static bool
hidden_in_line (HumanCtx *ctx,
                int       line,
                bool      is_row)
{
  const HumanRules *rules = ctx->rules;
  HumanBoard *board = ctx->board;
  int n = rules->n, first = is_row ? line * n : line, step = is_row ? 1 : n;
  FutoSet placed = 0, seen = 0, twice = 0, once;

  for (int k = 0, cell = first; k < n; k++, cell += step)
    {
      if (board->value[cell] != 0)
        {
          placed |= board->cand[cell];
          continue;
        }
      twice |= seen & board->cand[cell];
      seen |= board->cand[cell];
    }
  if ((placed | seen) != rules->full)
    {
      board->broken = true; /* a value with no place left */
      return true;
    }
  for (once = seen & ~twice & ~placed; once != 0; once &= once - 1)
    {
      int value = futo_set_min (once);
      int cell = line_find (ctx, first, step, value);
      char name[16];

      if (cell < 0)
        continue; /* taken by an earlier placement of this sweep */
      _futo_human_begin (ctx, FUTO_TECHNIQUE_HIDDEN_SINGLE, is_row ? FUTO_FOCUS_ROW : FUTO_FOCUS_COLUMN,
                         line, -1, value);
      _futo_human_use_cell (ctx, cell);
      _futo_human_place (ctx, cell, value);
      if (_futo_human_recording (ctx))
        _futo_human_text (ctx, "In %s %d, %d can only go in %s.", is_row ? "row" : "column", line + 1,
                          value, _futo_human_cell_text (rules, cell, name));
      if (_futo_human_done (ctx))
        return true;
    }
  return false;
}

bool
_futo_human_hidden_single (HumanCtx *ctx,
                           int       param)
{
  for (int line = 0; line < ctx->rules->n; line++)
    if (hidden_in_line (ctx, line, true))
      return true;
  for (int line = 0; line < ctx->rules->n; line++)
    if (hidden_in_line (ctx, line, false))
      return true;
  return ctx->progress;
}

static bool
bound_one (HumanCtx *ctx,
           int       cell,
           int       other,
           bool      less)
{
  const HumanRules *rules = ctx->rules;
  FutoSet mine = ctx->board->cand[cell], theirs = ctx->board->cand[other], drop;
  int limit;
  char a[16], b[16], values[200];

  if (mine == 0 || theirs == 0)
    return false;
  limit = less ? futo_set_max (theirs) : futo_set_min (theirs);
  drop = mine & (less ? ~_futo_human_below (limit) : ~_futo_human_above (rules->full, limit));
  if (drop == 0)
    return false;
  _futo_human_begin (ctx, FUTO_TECHNIQUE_SIGN_BOUNDS, FUTO_FOCUS_SIGN, cell, other, 0);
  _futo_human_use_cell (ctx, cell);
  _futo_human_use_cell (ctx, other);
  _futo_human_use_sign (ctx, cell, other);
  _futo_human_eliminate (ctx, cell, drop);
  if (_futo_human_recording (ctx))
    {
      FutoHumanDetail *detail = &ctx->step->detail;

      detail->theirs = theirs;
      detail->less = less;
      detail->limit = limit;
      _futo_human_cell_text (rules, cell, a);
      _futo_human_cell_text (rules, other, b);
      _futo_human_set_text (drop, " or ", values, sizeof values);
      if (_futo_human_count (theirs) == 1)
        _futo_human_text (ctx, "%s %c %s and %s is %d, so %s cannot be %s.", a, less ? '<' : '>', b, b,
                          limit, a, values);
      else
        _futo_human_text (ctx, "%s %c %s and %s is at %s %d, so %s cannot be %s.", a, less ? '<' : '>', b,
                          b, less ? "most" : "least", limit, a, values);
    }
  return _futo_human_done (ctx);
}

bool
_futo_human_sign_bounds (HumanCtx *ctx,
                         int       param)
{
  for (int cell = 0; cell < ctx->rules->cells; cell++)
    {
      const HumanSigns *signs = &ctx->rules->signs[cell];

      for (int k = 0; k < signs->count; k++)
        if (bound_one (ctx, cell, signs->other[k], signs->less[k]))
          return true;
    }
  return ctx->progress;
}

/* Records the signs (and the cells between) on the chains from cell to
 * each member of the line set, walking back the parents of a fresh walk. */
static void
use_chains (HumanCtx *ctx,
            int       cell,
            bool      less,
            bool      is_row,
            FutoSet   members)
{
  HumanRules *rules = ctx->rules;
  int n = rules->n;
  FutoSet in_row, in_col;

  _futo_human_rules_walk (rules, cell, less, &in_row, &in_col);
  for (; members != 0; members &= members - 1)
    {
      int k = futo_set_min (members) - 1;
      int at = is_row ? (cell / n) * n + k : k * n + cell % n;

      while (at != cell)
        {
          int from = rules->parent[at];

          _futo_human_use_cell (ctx, at);
          _futo_human_use_sign (ctx, from, at);
          at = from;
        }
    }
}

static void
chain_text (HumanCtx *ctx,
            int       cell,
            bool      less,
            bool      is_row,
            FutoSet   members,
            FutoSet   values,
            int       limit,
            FutoSet   drop)
{
  const HumanRules *rules = ctx->rules;
  int n = rules->n, count = _futo_human_count (members), list[64], used = 0;
  char name[16], cells[800], can[200], cannot[200];

  for (FutoSet m = members; m != 0; m &= m - 1)
    {
      int k = futo_set_min (m) - 1;

      list[used++] = is_row ? (cell / n) * n + k : k * n + cell % n;
    }
  _futo_human_cell_text (rules, cell, name);
  _futo_human_cells_text (rules, list, used, cells, sizeof cells);
  _futo_human_set_text (values, " and ", can, sizeof can);
  _futo_human_set_text (drop, " or ", cannot, sizeof cannot);
  _futo_human_text (ctx, "Following the signs, %s is %s than %s. These %d cells share %s %d, so they "
                    "hold %d different values among %s, and the %s of them is at %s %d. So %s cannot "
                    "be %s.", name, less ? "smaller" : "greater", cells, count, is_row ? "row" : "column",
                    (is_row ? cell / n : cell % n) + 1, count, can, less ? "smallest" : "largest",
                    less ? "most" : "least", limit, name, cannot);
}

/* The cells of cell's line in members (a set of positions) must hold
 * different values, all below cell (less: all above it). */
static bool
chain_one (HumanCtx *ctx,
           int       cell,
           bool      less,
           bool      is_row,
           FutoSet   members)
{
  const HumanRules *rules = ctx->rules;
  HumanBoard *board = ctx->board;
  int n = rules->n, count, limit;
  FutoSet values = 0, drop;

  /* Most cells have one cell or none on a chain in a line: no count. */
  if ((members & (members - 1)) == 0)
    return false;
  count = _futo_human_count (members);
  for (FutoSet m = members; m != 0; m &= m - 1)
    {
      int k = futo_set_min (m) - 1;

      values |= board->cand[is_row ? (cell / n) * n + k : k * n + cell % n];
    }
  if (_futo_human_count (values) < count)
    return false; /* the subsets will find the contradiction */
  if (less)
    {
      limit = _futo_human_set_kth (values, _futo_human_count (values) - count + 1);
      drop = board->cand[cell] & ~_futo_human_below (limit);
    }
  else
    {
      limit = _futo_human_set_kth (values, count);
      drop = board->cand[cell] & ~_futo_human_above (rules->full, limit);
    }
  if (drop == 0)
    return false;
  _futo_human_begin (ctx, FUTO_TECHNIQUE_SIGN_CHAIN, FUTO_FOCUS_CELL, cell, -1, 0);
  _futo_human_use_cell (ctx, cell);
  if (_futo_human_recording (ctx))
    {
      FutoHumanDetail *detail = &ctx->step->detail;

      detail->less = less;
      detail->limit = limit;
      detail->is_row = is_row;
      detail->members = members;
      detail->values = values;
      use_chains (ctx, cell, less, is_row, members);
      chain_text (ctx, cell, less, is_row, members, values, limit, drop);
    }
  _futo_human_eliminate (ctx, cell, drop);
  return _futo_human_done (ctx);
}

bool
_futo_human_sign_chain (HumanCtx *ctx,
                        int       param)
{
  HumanRules *rules = ctx->rules;

  _futo_human_rules_build_order (rules);
  for (int cell = 0; cell < rules->cells; cell++)
    {
      if (ctx->board->value[cell] != 0 || rules->signs[cell].count == 0)
        continue;
      if (chain_one (ctx, cell, false, true, rules->below_row[cell])
          || chain_one (ctx, cell, false, false, rules->below_col[cell])
          || chain_one (ctx, cell, true, true, rules->above_row[cell])
          || chain_one (ctx, cell, true, false, rules->above_col[cell]))
        return true;
    }
  return ctx->progress;
}
