/* futo-engine-density.c: maximum solution density branching for the engine
 *
 * Pesant, Quimper and Zanarini (2012), "Counting-based search: branching
 * heuristics for constraint satisfaction problems", JAIR 43: branch on the
 * pair (variable, value) that belongs to the largest fraction of the
 * solutions of one of its constraints (maxSD). For an all-different the
 * solutions are the perfect matchings, whose number is bounded by Brégman
 * and Minc's bound on the permanent, ∏ (dᵢ!)^(1/dᵢ) over the domain sizes;
 * the density of x = v is estimated as the ratio of the bound with x = v
 * forced (x gone, v gone from the others) to the bound without.
 *
 * In logarithms, with f(d) = ln (d!)/d and g(d) = f(d - 1) - f(d):
 *   ln SD(x = v) = -f(dₓ) + Σ g(d_y) over the other variables y that hold v.
 * Each pair of the cube sits in three all-differents (its row, its column,
 * its value's rows ↔ columns); the sums over "variables that hold v" are the
 * sets of the other views, so all densities cost one pass over the open
 * pairs. The interpretation here: we use the upper bound alone (the paper
 * also tries the Liang–Bai bound and exact counts for small constraints) and
 * break near-ties at random so that restarts explore differently.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdlib.h>

#include "futo-engine-private.h"

bool
engine_density_init (Engine *engine)
{
  size_t cells = (size_t) engine->cells;

  engine->density_sums = malloc (3 * cells * sizeof *engine->density_sums);
  engine->sizes = malloc (2 * cells * sizeof *engine->sizes);
  if (engine->density_sums == NULL || engine->sizes == NULL)
    return false;
  engine->log_f[0] = 0;
  for (int d = 1; d <= 64; d++)
    engine->log_f[d] = lgamma ((double) d + 1) / d;
  engine->log_g[0] = -1e9; /* a variable left with nothing: no solution */
  for (int d = 1; d <= 64; d++)
    engine->log_g[d] = d == 1 ? -1e9 : engine->log_f[d - 1] - engine->log_f[d];
  return true;
}

void
engine_density_clear (Engine *engine)
{
  free (engine->density_sums);
  free (engine->sizes);
}

/* Sums of g over the variables holding each value, for the three families:
 * row r + value v over the row's cells, column c + value v over the
 * column's cells, column c + value v over the rows' (row + value) sets. */
static void
sum_families (Engine *engine)
{
  int n = engine->n, cells = engine->cells;
  const double *g = engine->log_g;
  double *by_row = engine->density_sums, *by_col = by_row + cells, *by_val = by_col + cells;
  uint8_t *dom_size = engine->sizes, *row_size = dom_size + cells;

  for (int i = 0; i < cells; i++)
    {
      dom_size[i] = (uint8_t) futo_set_count (engine->dom[i]);
      row_size[i] = (uint8_t) futo_set_count (engine->rowpos[i]);
    }
  for (int line = 0; line < n; line++)
    for (int v = 0; v < n; v++)
      {
        double row_sum = 0, col_sum = 0, val_sum = 0;
        int i = line * n + v;

        if ((engine->rowpos[i] & (engine->rowpos[i] - 1)) != 0)
          for (FutoSet s = engine->rowpos[i]; s != 0; s &= s - 1)
            row_sum += g[dom_size[line * n + __builtin_ctzll (s)]];
        if ((engine->colpos[i] & (engine->colpos[i] - 1)) != 0)
          for (FutoSet s = engine->colpos[i]; s != 0; s &= s - 1)
            {
              int r = __builtin_ctzll (s);

              col_sum += g[dom_size[r * n + line]];
              val_sum += g[row_size[r * n + v]];
            }
        by_row[i] = row_sum;
        by_col[i] = col_sum;
        by_val[i] = val_sum;
      }
}

HOT_POPCOUNT EngineChoice
engine_density_choose (Engine *engine)
{
  int n = engine->n, cells = engine->cells;
  const double *f = engine->log_f, *g = engine->log_g;
  const double *by_row = engine->density_sums, *by_col = by_row + cells, *by_val = by_col + cells;
  const uint8_t *dom_size = engine->sizes, *row_size = dom_size + cells;
  EngineChoice best = { -1, 0 };
  double best_score = -INFINITY;

  sum_families (engine);
  for (int cell = 0; cell < cells; cell++)
    {
      int d = dom_size[cell], row = cell / n, col = cell - row * n;

      if (d < 2)
        continue;
      for (FutoSet s = engine->dom[cell]; s != 0; s &= s - 1)
        {
          int v = __builtin_ctzll (s), e = row_size[row * n + v];
          double in_row = -f[d] + by_row[row * n + v] - g[d];
          double in_col = -f[d] + by_col[col * n + v] - g[d];
          double in_val = e < 2 ? 0 : -f[e] + by_val[col * n + v] - g[e];
          double score = fmax (in_row, fmax (in_col, in_val));

          /* A little noise: near-ties go at random, and restarts differ. */
          score += engine->density_noise * (double) (engine_random (engine) >> 11) * 0x1p-53;
          if (score > best_score)
            {
              best_score = score;
              best = (EngineChoice) { cell, v + 1 };
            }
        }
    }
  return best;
}
