/* futo-human-step.c: writing deductions down, and the steps that hold them
 *
 * A technique reports each deduction through _futo_human_begin() …
 * _futo_human_done(): while recording, the cells, signs, conclusions and
 * sentence go into a FutoHumanStep; otherwise the conclusions are applied to
 * the board at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-human-private.h"

/* ---- Recording ---- */

static bool
grow (void  **items,
      int    *capacity,
      int     count,
      size_t  size)
{
  void *bigger;
  int wanted;

  if (count < *capacity)
    return true;
  wanted = *capacity < 8 ? 8 : *capacity * 2;
  bigger = realloc (*items, (size_t) wanted * size);
  if (bigger == NULL)
    return false;
  *items = bigger;
  *capacity = wanted;
  return true;
}

void
_futo_human_begin (HumanCtx      *ctx,
                   FutoTechnique  technique,
                   FutoFocus      focus_kind,
                   int            focus,
                   int            focus_other,
                   int            value)
{
  FutoHumanStep *step = ctx->step;

  if (step == NULL)
    return;
  step->technique = technique;
  step->focus_kind = focus_kind;
  step->focus = focus;
  step->focus_other = focus_other;
  step->value = value;
  step->n_cells = step->n_signs = step->n_placements = step->n_eliminations = 0;
  step->detail = (FutoHumanDetail) { .refuted = -1, .valid = true };
  if (step->text != NULL)
    step->text[0] = '\0';
}

void
_futo_human_use_cell (HumanCtx *ctx,
                      int       cell)
{
  FutoHumanStep *step = ctx->step;

  if (step == NULL)
    return;
  for (int i = 0; i < step->n_cells; i++)
    if (step->cells[i] == cell)
      return;
  if (!grow ((void **) &step->cells, &step->capacity[0], step->n_cells, sizeof *step->cells))
    {
      ctx->failed = true;
      return;
    }
  step->cells[step->n_cells++] = cell;
}

void
_futo_human_use_sign (HumanCtx *ctx,
                      int       cell,
                      int       other)
{
  FutoHumanStep *step = ctx->step;

  if (step == NULL)
    return;
  for (int i = 0; i < step->n_signs; i++)
    if ((step->signs[i].cell == cell && step->signs[i].other == other)
        || (step->signs[i].cell == other && step->signs[i].other == cell))
      return;
  if (!grow ((void **) &step->signs, &step->capacity[1], step->n_signs, sizeof *step->signs))
    {
      ctx->failed = true;
      return;
    }
  step->signs[step->n_signs++] = (FutoSignRef) { cell, other };
}

void
_futo_human_place (HumanCtx *ctx,
                   int       cell,
                   int       value)
{
  FutoHumanStep *step = ctx->step;

  if (step == NULL)
    {
      _futo_human_board_place (ctx->rules, ctx->board, cell, value);
      _futo_human_where_forget (ctx->rules);
      ctx->progress = true;
      return;
    }
  if (!grow ((void **) &step->placements, &step->capacity[2], step->n_placements,
             sizeof *step->placements))
    {
      ctx->failed = true;
      return;
    }
  step->placements[step->n_placements++] = (FutoCellValue) { cell, value };
}

void
_futo_human_eliminate (HumanCtx *ctx,
                       int       cell,
                       FutoSet   values)
{
  FutoHumanStep *step = ctx->step;

  values &= ctx->board->cand[cell];
  if (values == 0)
    return;
  if (step == NULL)
    {
      _futo_human_board_eliminate (ctx->rules, ctx->board, cell, values);
      _futo_human_where_forget (ctx->rules);
      ctx->progress = true;
      return;
    }
  for (; values != 0; values &= values - 1)
    {
      if (!grow ((void **) &step->eliminations, &step->capacity[3], step->n_eliminations,
                 sizeof *step->eliminations))
        {
          ctx->failed = true;
          return;
        }
      step->eliminations[step->n_eliminations++] = (FutoCellValue) { cell, futo_set_min (values) };
    }
}

void
_futo_human_text (HumanCtx   *ctx,
                  const char *format,
                  ...)
{
  FutoHumanStep *step = ctx->step;
  size_t used;
  va_list args;
  int more;

  if (step == NULL)
    return;
  used = step->text != NULL ? strlen (step->text) : 0;
  va_start (args, format);
  more = vsnprintf (NULL, 0, format, args);
  va_end (args);
  if (more < 0)
    return;
  if (used + (size_t) more + 1 > (size_t) step->text_capacity)
    {
      int wanted = (int) (used + (size_t) more + 1) * 2;
      char *bigger = realloc (step->text, (size_t) wanted);

      if (bigger == NULL)
        {
          ctx->failed = true;
          return;
        }
      if (step->text == NULL)
        bigger[0] = '\0';
      step->text = bigger;
      step->text_capacity = wanted;
    }
  va_start (args, format);
  vsnprintf (step->text + used, (size_t) step->text_capacity - used, format, args);
  va_end (args);
}

bool
_futo_human_done (HumanCtx *ctx)
{
  if (ctx->step != NULL)
    return true;
  return ctx->board->broken;
}

/* ---- Text ---- */

const char *
_futo_human_cell_text (const HumanRules *rules,
                       int               cell,
                       char             *buf)
{
  return futo_cell_name (cell / rules->n, cell % rules->n, buf, 16);
}

const char *
_futo_human_set_text (FutoSet     set,
                      const char *last_word,
                      char       *buf,
                      size_t      len)
{
  size_t used = 0;
  int left = _futo_human_count (set);

  buf[0] = '\0';
  for (; set != 0 && used < len; set &= set - 1, left--)
    {
      const char *sep = used == 0 ? "" : left == 1 ? last_word : ", ";
      int wrote = snprintf (buf + used, len - used, "%s%d", sep, futo_set_min (set));

      if (wrote < 0)
        break;
      used += (size_t) wrote;
    }
  return buf;
}

const char *
_futo_human_cells_text (const HumanRules *rules,
                        const int        *cells,
                        int               count,
                        char             *buf,
                        size_t            len)
{
  size_t used = 0;

  buf[0] = '\0';
  for (int i = 0; i < count && used < len; i++)
    {
      char name[16];
      const char *sep = i == 0 ? "" : i == count - 1 ? " and " : ", ";
      int wrote = snprintf (buf + used, len - used, "%s%s", sep,
                            _futo_human_cell_text (rules, cells[i], name));

      if (wrote < 0)
        break;
      used += (size_t) wrote;
    }
  return buf;
}

/* "r3c2 cannot be 2 or 5; r3c7 cannot be 5." from the recorded eliminations. */
void
_futo_human_text_eliminations (HumanCtx *ctx)
{
  const FutoHumanStep *step = ctx->step;

  for (int i = 0; i < step->n_eliminations;)
    {
      int cell = step->eliminations[i].cell;
      FutoSet values = 0;
      char name[16], list[200];

      _futo_human_text (ctx, "%s", i == 0 ? "" : "; ");
      for (; i < step->n_eliminations && step->eliminations[i].cell == cell; i++)
        values |= FUTO_SET_BIT (step->eliminations[i].value);
      _futo_human_text (ctx, "%s cannot be %s", _futo_human_cell_text (ctx->rules, cell, name),
                        _futo_human_set_text (values, " or ", list, sizeof list));
    }
  _futo_human_text (ctx, ".");
}

/* ---- Steps ---- */

void
futo_human_step_init (FutoHumanStep *step)
{
  FUTO_RETURN_IF_FAIL (step != NULL);

  memset (step, 0, sizeof *step);
}

void
futo_human_step_clear (FutoHumanStep *step)
{
  FUTO_RETURN_IF_FAIL (step != NULL);

  free (step->cells);
  free (step->signs);
  free (step->placements);
  free (step->eliminations);
  free (step->text);
  memset (step, 0, sizeof *step);
}

static bool
copy_array (void       **dest,
            int         *capacity,
            const void  *src,
            int          count,
            size_t       size)
{
  if (count == 0)
    return true;
  if (!grow (dest, capacity, count, size))
    return false;
  if (*capacity < count)
    {
      void *bigger = realloc (*dest, (size_t) count * size);

      if (bigger == NULL)
        return false;
      *dest = bigger;
      *capacity = count;
    }
  memcpy (*dest, src, (size_t) count * size);
  return true;
}

bool
futo_human_step_copy (FutoHumanStep       *dest,
                      const FutoHumanStep *src)
{
  bool ok = true;
  size_t text_len;

  FUTO_RETURN_VAL_IF_FAIL (dest != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (src != NULL, false);

  text_len = src->text != NULL ? strlen (src->text) + 1 : 0;
  ok = ok && copy_array ((void **) &dest->cells, &dest->capacity[0], src->cells, src->n_cells, sizeof *src->cells);
  ok = ok && copy_array ((void **) &dest->signs, &dest->capacity[1], src->signs, src->n_signs, sizeof *src->signs);
  ok = ok && copy_array ((void **) &dest->placements, &dest->capacity[2], src->placements,
                         src->n_placements, sizeof *src->placements);
  ok = ok && copy_array ((void **) &dest->eliminations, &dest->capacity[3], src->eliminations,
                         src->n_eliminations, sizeof *src->eliminations);
  if (ok && text_len > 0 && (size_t) dest->text_capacity < text_len)
    {
      char *bigger = realloc (dest->text, text_len);

      ok = bigger != NULL;
      if (ok)
        {
          dest->text = bigger;
          dest->text_capacity = (int) text_len;
        }
    }
  if (!ok)
    return false;
  if (text_len > 0)
    memcpy (dest->text, src->text, text_len);
  else if (dest->text != NULL)
    dest->text[0] = '\0';
  dest->technique = src->technique;
  dest->focus_kind = src->focus_kind;
  dest->focus = src->focus;
  dest->focus_other = src->focus_other;
  dest->value = src->value;
  dest->n_cells = src->n_cells;
  dest->n_signs = src->n_signs;
  dest->n_placements = src->n_placements;
  dest->n_eliminations = src->n_eliminations;
  dest->detail = src->detail;
  return true;
}
