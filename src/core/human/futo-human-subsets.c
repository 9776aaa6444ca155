/* futo-human-subsets.c: naked and hidden subsets, and fish
 *
 * All three are the same counting argument seen from three sides of the
 * Latin square: k cells of a line that can only hold k values between them
 * take those values (naked); k values that can only go in k cells of a line
 * fill those cells (hidden); and a value that can only go in k columns
 * within k rows fills those columns there (fish: X-wing, swordfish,
 * jellyfish). One search for k masks whose union has k members serves all.
 * Subsets go beyond quads as naked and hidden sets of any size (Unequal's
 * Tricky level eliminates with sets of any size in a line).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "futo-human-private.h"

typedef bool (*ComboFunc) (HumanCtx    *ctx,
                           const int   *chosen,
                           FutoSet      both,
                           const void  *data);

typedef struct
{
  const FutoSet *masks;
  int            count;
  int            size;
  int            chosen[FUTO_MAX_SIZE / 2];
  ComboFunc      func;
  const void    *data;
} Combo;

/* Every choice of size masks, in increasing order, whose union has exactly
 * size members; stops as soon as func returns true. */
static bool
combo_search (HumanCtx *ctx,
              Combo    *combo,
              int       start,
              int       depth,
              FutoSet   both)
{
  if (depth == combo->size)
    return _futo_human_count (both) == combo->size
           && combo->func (ctx, combo->chosen, both, combo->data);
  for (int i = start; i <= combo->count - (combo->size - depth); i++)
    {
      FutoSet wider = both | combo->masks[i];

      if (_futo_human_count (wider) > combo->size)
        continue;
      combo->chosen[depth] = i;
      if (combo_search (ctx, combo, i + 1, depth + 1, wider))
        return true;
    }
  return false;
}

/* Where each value can go in each line of one orientation (rows: lines
 * are rows, places are columns), in one pass over the candidates, into
 * rules->where and rules->placed. A sweep applies what it finds at once,
 * but a line's hidden subsets only change cells of that line, and a
 * value's fish only that value: so one table per orientation, taken as
 * its pass starts, reads as the board would where it is still read. The
 * hidden subsets of each size and the fish of each size read the same
 * tables, so a table is built once for as long as the board stays as it is
 * (_futo_human_where_forget()). */
static void
where_use (HumanRules       *rules,
           const HumanBoard *board,
           bool              by_rows)
{
  int n = rules->n, o = by_rows ? 0 : 1;
  FutoSet *where = rules->where_table[o], *placed = rules->placed_table[o];

  rules->where = where;
  rules->placed = placed;
  if ((rules->where_ready & (1u << o)) != 0)
    return;
  rules->where_ready |= 1u << o;
  for (int i = 0; i < n * n; i++)
    where[i] = 0;
  for (int line = 0; line < n; line++)
    placed[line] = 0;
  for (int cell = 0; cell < rules->cells; cell++)
    {
      int line = by_rows ? rules->row_of[cell] : rules->col_of[cell];
      FutoSet place = FUTO_SET_BIT ((by_rows ? rules->col_of[cell] : rules->row_of[cell]) + 1);

      if (board->value[cell] != 0)
        {
          placed[line] |= board->cand[cell];
          continue;
        }
      for (FutoSet c = board->cand[cell]; c != 0; c &= c - 1)
        where[(futo_set_min (c) - 1) * n + line] |= place;
    }
}

/* How many candidates each open cell has, for the naked subsets of every
 * size, kept like the tables above: a sweep changes only cells of the line
 * it is at. */
static void
sizes_use (HumanRules       *rules,
           const HumanBoard *board)
{
  if ((rules->where_ready & 4u) != 0)
    return;
  rules->where_ready |= 4u;
  for (int cell = 0; cell < rules->cells; cell++)
    rules->sizes[cell] = (uint8_t) _futo_human_count (board->cand[cell]);
}

typedef struct
{
  int  first;
  int  step;
  int  line;
  bool is_row;
  int  size;
  int  items[64];    /* naked: line positions of the masks; hidden: values */
} LineData;

static int
line_cell (const LineData *line,
           int             k)
{
  return line->first + k * line->step;
}

/* "two", "three", "four"; from five on the number in digits, as the
 * app's translated sentences have it. */
static const char *
subset_word (int   size,
             char *buf)
{
  static const char *const words[5] = { "", "one", "two", "three", "four" };

  if (size < 5)
    return words[size];
  snprintf (buf, 12, "%d", size);
  return buf;
}

static FutoTechnique
subset_technique (bool naked,
                  int  size)
{
  static const FutoTechnique naked_ones[5] = {
    0, 0, FUTO_TECHNIQUE_NAKED_PAIR, FUTO_TECHNIQUE_NAKED_TRIPLE, FUTO_TECHNIQUE_NAKED_QUAD,
  };
  static const FutoTechnique hidden_ones[5] = {
    0, 0, FUTO_TECHNIQUE_HIDDEN_PAIR, FUTO_TECHNIQUE_HIDDEN_TRIPLE, FUTO_TECHNIQUE_HIDDEN_QUAD,
  };

  if (size >= 5)
    return naked ? FUTO_TECHNIQUE_NAKED_SET : FUTO_TECHNIQUE_HIDDEN_SET;
  return naked ? naked_ones[size] : hidden_ones[size];
}

static bool
naked_found (HumanCtx   *ctx,
             const int  *chosen,
             FutoSet     values,
             const void *data)
{
  const LineData *line = data;
  const HumanBoard *board = ctx->board;
  FutoSet inside = 0;
  int cells[FUTO_MAX_SIZE / 2];
  char list[200], names[600], word[12];
  bool any = false;

  for (int i = 0; i < line->size; i++)
    {
      cells[i] = line_cell (line, line->items[chosen[i]]);
      inside |= FUTO_SET_BIT (line->items[chosen[i]] + 1);
    }
  for (int k = 0; k < ctx->rules->n && !any; k++)
    any = (inside & FUTO_SET_BIT (k + 1)) == 0 && (board->cand[line_cell (line, k)] & values) != 0;
  if (!any)
    return false;
  _futo_human_begin (ctx, subset_technique (true, line->size),
                     line->is_row ? FUTO_FOCUS_ROW : FUTO_FOCUS_COLUMN, line->line, -1, 0);
  for (int i = 0; i < line->size; i++)
    _futo_human_use_cell (ctx, cells[i]);
  for (int k = 0; k < ctx->rules->n; k++)
    if ((inside & FUTO_SET_BIT (k + 1)) == 0)
      _futo_human_eliminate (ctx, line_cell (line, k), values);
  if (_futo_human_recording (ctx))
    {
      ctx->step->detail.values = values;
      _futo_human_text (ctx, "In %s %d, %s can only hold %s between them, so these %s values go there: ",
                        line->is_row ? "row" : "column", line->line + 1,
                        _futo_human_cells_text (ctx->rules, cells, line->size, names, sizeof names),
                        _futo_human_set_text (values, " and ", list, sizeof list),
                        subset_word (line->size, word));
      _futo_human_text_eliminations (ctx);
    }
  return _futo_human_done (ctx);
}

static bool
hidden_found (HumanCtx   *ctx,
              const int  *chosen,
              FutoSet     places,
              const void *data)
{
  const LineData *line = data;
  const HumanBoard *board = ctx->board;
  FutoSet values = 0;
  int cells[FUTO_MAX_SIZE / 2], used = 0;
  char list[200], names[600], word[12];
  bool any = false;

  for (int i = 0; i < line->size; i++)
    values |= FUTO_SET_BIT (line->items[chosen[i]]);
  for (FutoSet p = places; p != 0; p &= p - 1)
    {
      cells[used] = line_cell (line, futo_set_min (p) - 1);
      any = any || (board->cand[cells[used]] & ~values) != 0;
      used++;
    }
  if (!any)
    return false;
  _futo_human_begin (ctx, subset_technique (false, line->size),
                     line->is_row ? FUTO_FOCUS_ROW : FUTO_FOCUS_COLUMN, line->line, -1, 0);
  for (int i = 0; i < used; i++)
    _futo_human_use_cell (ctx, cells[i]);
  for (int i = 0; i < used; i++)
    _futo_human_eliminate (ctx, cells[i], ~values);
  if (_futo_human_recording (ctx))
    {
      ctx->step->detail.values = values;
      _futo_human_text (ctx, "In %s %d, %s can only go in %s, so these %s cells hold nothing else: ",
                        line->is_row ? "row" : "column", line->line + 1,
                        _futo_human_set_text (values, " and ", list, sizeof list),
                        _futo_human_cells_text (ctx->rules, cells, used, names, sizeof names),
                        subset_word (line->size, word));
      _futo_human_text_eliminations (ctx);
    }
  return _futo_human_done (ctx);
}

static void
line_init (LineData         *line,
           const HumanRules *rules,
           int               index,
           bool              is_row,
           int               size)
{
  line->first = is_row ? index * rules->n : index;
  line->step = is_row ? 1 : rules->n;
  line->line = index;
  line->is_row = is_row;
  line->size = size;
}

static bool
naked_in_line (HumanCtx *ctx,
               int       index,
               bool      is_row,
               int       size)
{
  const HumanBoard *board = ctx->board;
  LineData line;
  FutoSet masks[64];
  int count = 0, open = 0;
  Combo combo = { .masks = masks, .size = size, .func = naked_found, .data = &line };

  line_init (&line, ctx->rules, index, is_row, size);
  for (int k = 0; k < ctx->rules->n; k++)
    {
      int cell = line_cell (&line, k);

      if (board->value[cell] != 0)
        continue;
      open++;
      if (ctx->rules->sizes[cell] <= size)
        {
          line.items[count] = k;
          masks[count++] = board->cand[cell];
        }
    }
  if (open <= size || count < size || (size >= 5 && 2 * size > open))
    return false;
  combo.count = count;
  return combo_search (ctx, &combo, 0, 0, 0);
}

static bool
hidden_in_line (HumanCtx *ctx,
                int       index,
                bool      is_row,
                int       size)
{
  const HumanRules *rules = ctx->rules;
  LineData line;
  FutoSet masks[64], placed = rules->placed[index];
  const FutoSet *where = rules->where + index;
  int n = rules->n, count = 0, open;
  /* The board's count of places of each value in the line is the size of
   * the value's mask in the table: the sweep has changed no cell of this
   * line since the table was taken (see where_use()). */
  const uint8_t *places = ctx->board->places + (is_row ? index : n + index) * n;
  Combo combo = { .masks = masks, .size = size, .func = hidden_found, .data = &line };

  line_init (&line, rules, index, is_row, size);
  /* Open cells: the line's values not placed yet. */
  open = n - _futo_human_count (placed);
  if (open <= size || (size >= 5 && 2 * size > open))
    return false;
  for (int value = 1; value <= n; value++)
    if ((placed & FUTO_SET_BIT (value)) == 0 && (unsigned) places[value - 1] - 1 < (unsigned) size)
      {
        line.items[count] = value;
        masks[count++] = where[(value - 1) * n];
      }
  if (count < size)
    return false;
  combo.count = count;
  return combo_search (ctx, &combo, 0, 0, 0);
}

static bool
subset_lines (HumanCtx *ctx,
              int       size,
              bool      naked)
{
  for (int pass = 0; pass < 2; pass++)
    {
      if (naked)
        sizes_use (ctx->rules, ctx->board);
      else
        where_use (ctx->rules, ctx->board, pass == 0);
      for (int index = 0; index < ctx->rules->n; index++)
        if (naked ? naked_in_line (ctx, index, pass == 0, size)
                  : hidden_in_line (ctx, index, pass == 0, size))
          return true;
    }
  return ctx->progress;
}

bool
_futo_human_naked_subset (HumanCtx *ctx,
                          int       size)
{
  return subset_lines (ctx, size, true);
}

bool
_futo_human_hidden_subset (HumanCtx *ctx,
                           int       size)
{
  return subset_lines (ctx, size, false);
}

/* Sets of five and more, smallest first. A naked set of k of a line's m
 * open cells leaves the other m - k cells a hidden set of the other m - k
 * values, with the same eliminations, and the other way round: so sets of
 * both kinds up to m / 2 find every set there is, and a set of five says
 * something no smaller one of the other kind said first only in a line of
 * ten open cells or more (naked_in_line() and hidden_in_line() skip the
 * rest). Below 10×10 these never run. */
static bool
sets_of_any_size (HumanCtx *ctx,
                  int       smallest,
                  bool      naked)
{
  for (int size = smallest; 2 * size <= ctx->rules->n; size++)
    if (subset_lines (ctx, size, naked))
      return true;
  return false;
}

bool
_futo_human_naked_sets (HumanCtx *ctx,
                        int       smallest)
{
  return sets_of_any_size (ctx, smallest, true);
}

bool
_futo_human_hidden_sets (HumanCtx *ctx,
                         int       smallest)
{
  return sets_of_any_size (ctx, smallest, false);
}

/* ---- Fish ---- */

typedef struct
{
  int  value;
  bool by_rows; /* base lines are rows, covers are columns */
  int  size;
  int  bases[64];
} FishData;

static int
fish_cell (const HumanRules *rules,
           const FishData   *fish,
           int               base,
           int               cover)
{
  return fish->by_rows ? base * rules->n + cover : cover * rules->n + base;
}

static FutoTechnique
fish_technique (int size)
{
  return size == 2 ? FUTO_TECHNIQUE_X_WING : size == 3 ? FUTO_TECHNIQUE_SWORDFISH
                                                       : FUTO_TECHNIQUE_JELLYFISH;
}

static void
fish_text (HumanCtx       *ctx,
           const FishData *fish,
           FutoSet         bases,
           FutoSet         covers)
{
  const char *base_word = fish->by_rows ? "rows" : "columns";
  const char *cover_word = fish->by_rows ? "columns" : "rows";
  char base_list[200], cover_list[200], word[12];

  _futo_human_set_text (bases, " and ", base_list, sizeof base_list);
  _futo_human_set_text (covers, " and ", cover_list, sizeof cover_list);
  _futo_human_text (ctx, "In %s %s, %d can only go in %s %s; each of these %s %s takes one %d in "
                    "those %s, so no other cell of %s %s can hold %d: ", base_word, base_list,
                    fish->value, cover_word, cover_list, subset_word (fish->size, word), base_word,
                    fish->value, cover_word, cover_word, cover_list, fish->value);
  _futo_human_text_eliminations (ctx);
}

static bool
fish_found (HumanCtx   *ctx,
            const int  *chosen,
            FutoSet     covers,
            const void *data)
{
  const FishData *fish = data;
  const HumanRules *rules = ctx->rules;
  const HumanBoard *board = ctx->board;
  FutoSet bases = 0, bit = FUTO_SET_BIT (fish->value);
  bool any = false;

  for (int i = 0; i < fish->size; i++)
    bases |= FUTO_SET_BIT (fish->bases[chosen[i]] + 1);
  for (int b = 0; b < rules->n && !any; b++)
    for (FutoSet c = (bases & FUTO_SET_BIT (b + 1)) ? 0 : covers; c != 0 && !any; c &= c - 1)
      any = (board->cand[fish_cell (rules, fish, b, futo_set_min (c) - 1)] & bit) != 0;
  if (!any)
    return false;
  _futo_human_begin (ctx, fish_technique (fish->size), FUTO_FOCUS_VALUE, fish->by_rows ? 0 : 1, -1,
                     fish->value);
  for (FutoSet bb = bases; bb != 0; bb &= bb - 1)
    for (FutoSet c = covers; c != 0; c &= c - 1)
      {
        int cell = fish_cell (rules, fish, futo_set_min (bb) - 1, futo_set_min (c) - 1);

        if ((board->cand[cell] & bit) != 0)
          _futo_human_use_cell (ctx, cell);
      }
  for (int b = 0; b < rules->n; b++)
    for (FutoSet c = (bases & FUTO_SET_BIT (b + 1)) ? 0 : covers; c != 0; c &= c - 1)
      _futo_human_eliminate (ctx, fish_cell (rules, fish, b, futo_set_min (c) - 1), bit);
  if (_futo_human_recording (ctx))
    {
      ctx->step->detail.bases = bases;
      ctx->step->detail.covers = covers;
      fish_text (ctx, fish, bases, covers);
    }
  return _futo_human_done (ctx);
}

static bool
fish_for_value (HumanCtx *ctx,
                int       value,
                bool      by_rows,
                int       size)
{
  const HumanRules *rules = ctx->rules;
  FishData fish = { .value = value, .by_rows = by_rows, .size = size };
  FutoSet masks[64], bit = FUTO_SET_BIT (value);
  const FutoSet *where = rules->where + (value - 1) * rules->n;
  int n = rules->n, count = 0, open_bases = 0;
  /* The board's count of places of the value in each base line is the size
   * of its mask in the table: the fish of other values change none. */
  const uint8_t *places = ctx->board->places + (by_rows ? 0 : n * n) + value - 1;
  Combo combo = { .masks = masks, .size = size, .func = fish_found, .data = &fish };

  for (int b = 0; b < n; b++)
    {
      FutoSet covers = where[b];

      if ((rules->placed[b] & bit) != 0)
        continue;
      open_bases++;
      if ((unsigned) places[b * n] - 1 < (unsigned) size)
        {
          fish.bases[count] = b;
          masks[count++] = covers;
        }
    }
  if (open_bases <= size || count < size)
    return false;
  combo.count = count;
  return combo_search (ctx, &combo, 0, 0, 0);
}

bool
_futo_human_fish (HumanCtx *ctx,
                  int       size)
{
  for (int pass = 0; pass < 2; pass++)
    {
      where_use (ctx->rules, ctx->board, pass == 0);
      for (int value = 1; value <= ctx->rules->n; value++)
        if (fish_for_value (ctx, value, pass == 0, size))
          return true;
    }
  return ctx->progress;
}
