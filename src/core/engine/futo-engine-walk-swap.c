/* futo-engine-walk-swap.c: the local search's second kind of move
 *
 * Two open cells of one line exchange their values. The line they share
 * keeps its values, so of the lines only the two that cross it change: a
 * value goes from one of them to the other. That is what the walk's
 * usual move (one cell, another value) cannot do in one step: at a near
 * miss, where row r holds v twice and row r' lacks it, giving one of the
 * two v's another value makes a new conflict in its column, which the walk
 * then has to mend cell by cell uphill, while exchanging it with the cell
 * of its column in row r' mends both rows at once and leaves every column
 * as it was. The walk looks for an exchange where no move of one cell
 * betters the cost. On paper_50_400_1600, the one class the walk was too
 * slow on, many more walks solved within the iteration limit with
 * exchanges than without, for a little more time per iteration
 * (bench/engine/README.md, "Sixth round", has the figures).
 *
 * An exchange is only looked for where it can help: a cell whose value is
 * held twice in one of its lines, with the cells of its other line. Its
 * gain is worked out from the line counts and the weights, not from the
 * scores (each score counts the other cell's present value, which moves
 * too). Nothing here changes the walk: futo-engine-walk.c makes the
 * exchange as two moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-engine-walk-private.h"

/* How the weighted cost changes when line-value id gains (delta = 1) or
 * loses (delta = -1) a holder: a line counts one violation per holder
 * beyond the first. */
static inline int
line_delta (const Walk *walk,
            int         id,
            int         delta)
{
  int count = walk->count[id];
  int before = count >= 2 ? count - 1 : 0;
  int after = count + delta >= 2 ? count + delta - 1 : 0;

  return walk->weight[id] * (after - before);
}

/* Open cell j's value once k and partner have exchanged theirs. */
static inline int
value_after (const Walk *walk,
             int         j,
             int         k,
             int         partner)
{
  return j == k ? walk->val[partner] : j == partner ? walk->val[k] : walk->val[j];
}

/* How the weighted cost of k's and partner's signs changes with the
 * exchange. */
static int
signs_delta (const Walk *walk,
             int         k,
             int         partner)
{
  int delta = 0;

  for (int side = 0; side < 2; side++)
    {
      int j = side == 0 ? k : partner;

      for (int i = 0; i < walk->n_signs_of[j]; i++)
        {
          int s = walk->signs_of[j * 4 + i], lo = walk->sign_lo[s], hi = walk->sign_hi[s];
          bool before, after;

          /* A sign between the two cells is on both lists: once. */
          if (side == 1 && (lo == k || hi == k))
            continue;
          before = walk->val[lo] >= walk->val[hi];
          after = value_after (walk, lo, k, partner) >= value_after (walk, hi, k, partner);
          delta += walk->weight[2 * walk->n * walk->n + s] * ((int) after - (int) before);
        }
    }
  return delta;
}

int
_futo_engine_walk_swap_gain (const Walk *walk,
                             int         k,
                             int         partner,
                             int         along)
{
  int n = walk->n, a = walk->val[k], b = walk->val[partner];
  int across_k = walk->lines[2 * k + 1 - along], across_partner = walk->lines[2 * partner + 1 - along];

  return line_delta (walk, across_k * n + a - 1, -1) + line_delta (walk, across_k * n + b - 1, 1)
         + line_delta (walk, across_partner * n + b - 1, -1) + line_delta (walk, across_partner * n + a - 1, 1)
         + signs_delta (walk, k, partner);
}

/* Weighs the exchange of k and j (along their shared line) against the
 * best so far, ties at random. */
static inline void
consider (Walk *walk,
          int   k,
          int   j,
          int   along,
          int  *cell,
          int  *partner,
          int  *gain,
          int  *ties)
{
  int delta;

  if ((walk->engine->dom[walk->cell_of[j]] & FUTO_SET_BIT (walk->val[k])) == 0)
    return;
  delta = _futo_engine_walk_swap_gain (walk, k, j, along);
  if (*ties == 0 || delta < *gain)
    *cell = k, *partner = j, *gain = delta, *ties = 1;
  else if (delta == *gain && _futo_engine_walk_random (walk, (uint32_t) ++*ties) == 0)
    *cell = k, *partner = j;
}

bool
_futo_engine_walk_best_swap (Walk *walk,
                             int  *cell,
                             int  *partner,
                             int  *gain)
{
  int n = walk->n, ties = 0;

  for (int i = 0; i < walk->n_conflict; i++)
    {
      int k = walk->conflict[i], a = walk->val[k];
      FutoSet others = walk->engine->dom[walk->cell_of[k]] & ~FUTO_SET_BIT (a);

      for (int along = 0; along < 2; along++)
        {
          int line = walk->lines[2 * k + along];

          /* Only a value held twice across is worth moving along. */
          if (walk->count[walk->lines[2 * k + 1 - along] * n + a - 1] < 2)
            continue;
          /* The partners hold a value of k's domain: found by value
           * through the line's holders rather than by scanning it. */
          for (FutoSet left = others; left != 0; left &= left - 1)
            {
              int b = __builtin_ctzll (left) + 1, id = line * n + b - 1;

              if (walk->count[id] == 1)
                consider (walk, k, walk->holder[id], along, cell, partner, gain, &ties);
              else if (walk->count[id] >= 2)
                for (int m = 0; m < walk->line_len[line]; m++)
                  if (walk->val[walk->members[line * n + m]] == b)
                    consider (walk, k, walk->members[line * n + m], along, cell, partner, gain, &ties);
            }
        }
    }
  return ties > 0;
}
