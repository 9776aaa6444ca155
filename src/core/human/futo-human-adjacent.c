/* futo-human-adjacent.c: the techniques of the Adjacent marks
 *
 * In Adjacent mode a mark between two neighbours says their values differ
 * by exactly 1, and every such pair is marked, so no mark says they do not.
 * A marked pair keeps in each cell only the values next to one of the
 * other's; an unmarked pair drops from a cell the values that would leave
 * the other nothing (the other is 4: not 3 or 5). Both are easy and read
 * one pair at a time, as sign bounds do. A marked run reads a whole line:
 * cells of one line joined by marks from each to the next all differ and
 * step by 1, so they count up or down through consecutive values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-human-private.h"

FutoSet
_futo_human_adjacent_support (const HumanRules *rules,
                              FutoSet           theirs,
                              bool              marked)
{
  FutoSet keep = rules->full;
  int low, high;

  if (marked)
    return ((theirs << 1) | (theirs >> 1)) & rules->full;
  if (theirs == 0)
    return 0;
  /* v is lost only when theirs lies within v - 1 .. v + 1: such a v is
   * within one of both the smallest and the largest value of theirs. */
  low = futo_set_max (theirs) - 1;
  high = futo_set_min (theirs) + 1;
  for (int v = low < 1 ? 1 : low; v <= high && v <= rules->n; v++)
    {
      FutoSet near = FUTO_SET_BIT (v);

      if (v > 1)
        near |= FUTO_SET_BIT (v - 1);
      if (v < rules->n)
        near |= FUTO_SET_BIT (v + 1);
      if ((theirs & ~near) == 0)
        keep &= ~FUTO_SET_BIT (v);
    }
  return keep;
}

static void
pair_text (HumanCtx *ctx,
           int       cell,
           int       other,
           bool      marked,
           FutoSet   theirs,
           FutoSet   drop)
{
  char a[16], b[16], can[200], cannot[200];

  _futo_human_cell_text (ctx->rules, cell, a);
  _futo_human_cell_text (ctx->rules, other, b);
  _futo_human_set_text (theirs, " or ", can, sizeof can);
  _futo_human_set_text (drop, " or ", cannot, sizeof cannot);
  if (marked)
    _futo_human_text (ctx, "A mark joins %s and %s, so their values differ by exactly 1. %s %s %s, "
                      "so %s cannot be %s.", a, b, b, _futo_human_count (theirs) == 1 ? "is" : "can only be",
                      can, a, cannot);
  else if (_futo_human_count (theirs) == 1)
    _futo_human_text (ctx, "No mark joins %s and %s, so their values are not consecutive. %s is %s, "
                      "so %s cannot be %s.", a, b, b, can, a, cannot);
  else
    _futo_human_text (ctx, "No mark joins %s and %s, so their values are neither equal nor "
                      "consecutive. %s can only be %s; with %s at %s it would have no value left. "
                      "So %s cannot be %s.", a, b, b, can, a, cannot, a, cannot);
}

static bool
pair_one (HumanCtx *ctx,
          int       cell,
          int       other,
          bool      marked)
{
  FutoSet mine = ctx->board->cand[cell], theirs = ctx->board->cand[other], drop;

  if (mine == 0 || theirs == 0 || ctx->board->value[cell] != 0)
    return false;
  drop = mine & ~_futo_human_adjacent_support (ctx->rules, theirs, marked);
  if (drop == 0)
    return false;
  _futo_human_begin (ctx, marked ? FUTO_TECHNIQUE_MARKED_PAIR : FUTO_TECHNIQUE_UNMARKED_PAIR,
                     FUTO_FOCUS_SIGN, cell, other, 0);
  _futo_human_use_cell (ctx, cell);
  _futo_human_use_cell (ctx, other);
  if (marked)
    _futo_human_use_sign (ctx, cell, other);
  _futo_human_eliminate (ctx, cell, drop);
  if (_futo_human_recording (ctx))
    {
      ctx->step->detail.theirs = theirs;
      pair_text (ctx, cell, other, marked, theirs, drop);
    }
  return _futo_human_done (ctx);
}

static bool
pairs (HumanCtx *ctx,
       bool      marked)
{
  const HumanRules *rules = ctx->rules;

  if (!rules->adjacent)
    return false;
  for (int cell = 0; cell < rules->cells; cell++)
    {
      const HumanLinks *links = &rules->links[cell];

      for (int k = 0; k < links->count; k++)
        if (links->marked[k] == marked && pair_one (ctx, cell, links->other[k], marked))
          return true;
    }
  return ctx->progress;
}

bool
_futo_human_marked_pair (HumanCtx *ctx,
                         int       param)
{
  return pairs (ctx, true);
}

bool
_futo_human_unmarked_pair (HumanCtx *ctx,
                           int       param)
{
  return pairs (ctx, false);
}

/* ---- Marked runs ---- */

static void
run_text (HumanCtx  *ctx,
          const int *cells,
          int        len,
          bool       is_row,
          int        line)
{
  char list[800];

  _futo_human_cells_text (ctx->rules, cells, len, list, sizeof list);
  _futo_human_text (ctx, "In %s %d, marks join %s one to the next: each differs by 1 from the next "
                    "and all differ, so they hold %d consecutive values in order, rising or falling. "
                    "Only the runs that fit every cell's candidates are left, so ",
                    is_row ? "row" : "column", line + 1, list, len);
  _futo_human_text_eliminations (ctx);
}

/* The cells[0 .. len - 1] of one line, joined by marks, hold s, s + 1, …
 * or s, s - 1, …: keeps what some such run that fits the candidates puts
 * in each cell. Returns true when the technique must stop. */
static bool
run_one (HumanCtx  *ctx,
         const int *cells,
         int        len,
         bool       is_row,
         int        line)
{
  HumanBoard *board = ctx->board;
  int n = ctx->rules->n;
  FutoSet keep[64] = { 0 };
  bool any = false, drops = false;

  for (int dir = -1; dir <= 1; dir += 2)
    for (int start = 1; start <= n; start++)
      {
        int end = start + dir * (len - 1), i;

        if (end < 1 || end > n)
          continue;
        for (i = 0; i < len; i++)
          if ((board->cand[cells[i]] & FUTO_SET_BIT (start + dir * i)) == 0)
            break;
        if (i < len)
          continue;
        for (i = 0; i < len; i++)
          keep[i] |= FUTO_SET_BIT (start + dir * i);
        any = true;
      }
  if (!any)
    {
      board->broken = true; /* no run fits */
      return true;
    }
  for (int i = 0; i < len; i++)
    drops = drops || (board->cand[cells[i]] & ~keep[i]) != 0;
  if (!drops)
    return false;
  _futo_human_begin (ctx, FUTO_TECHNIQUE_MARKED_RUN, is_row ? FUTO_FOCUS_ROW : FUTO_FOCUS_COLUMN,
                     line, -1, 0);
  for (int i = 0; i < len; i++)
    {
      _futo_human_use_cell (ctx, cells[i]);
      if (i > 0)
        _futo_human_use_sign (ctx, cells[i - 1], cells[i]);
    }
  for (int i = 0; i < len; i++)
    {
      FutoSet drop = board->cand[cells[i]] & ~keep[i];

      if (drop != 0 && board->value[cells[i]] == 0)
        _futo_human_eliminate (ctx, cells[i], drop);
    }
  if (_futo_human_recording (ctx))
    run_text (ctx, cells, len, is_row, line);
  return _futo_human_done (ctx);
}

/* The runs of three or more cells of one line, each marked to the next. */
static bool
runs_in_line (HumanCtx *ctx,
              int       line,
              bool      is_row)
{
  const FutoPuzzle *puzzle = ctx->rules->puzzle;
  int n = ctx->rules->n, first = is_row ? line * n : line, step = is_row ? 1 : n;
  int cells[64], len = 0;

  for (int k = 0, cell = first; k < n; k++, cell += step)
    {
      bool marked = k < n - 1 && (is_row ? puzzle->right : puzzle->down)[cell] == FUTO_REL_ADJACENT;

      cells[len++] = cell;
      if (marked)
        continue;
      if (len >= 3 && run_one (ctx, cells, len, is_row, line))
        return true;
      len = 0;
    }
  return false;
}

bool
_futo_human_marked_run (HumanCtx *ctx,
                        int       param)
{
  if (!ctx->rules->adjacent)
    return false;
  for (int line = 0; line < ctx->rules->n; line++)
    if (runs_in_line (ctx, line, true))
      return true;
  for (int line = 0; line < ctx->rules->n; line++)
    if (runs_in_line (ctx, line, false))
      return true;
  return ctx->progress;
}
