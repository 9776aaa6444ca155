/* futo-generate-cycles.c: other solutions read off the square itself
 *
 * Two rows of a Latin square, read column by column, pair each value of
 * the first with one of the second; following the pairs splits the columns
 * into cycles, and swapping the two rows on the columns of one cycle gives
 * another Latin square. The same holds for two columns, and for two values
 * (swapped in the cells of one cycle of rows and columns). A short cycle
 * changes a few cells only, so it breaks few clues: when it breaks a single
 * present clue, that clue is needed, known without a search. Most clues a
 * minimal puzzle needs are needed against such small changes, which is why
 * these are kept for the whole attempt, beside the solutions met on the way
 * (futo-generate-clues.c).
 *
 * Each cycle is indexed by the cells it changes, so that setting or
 * clearing a clue only looks at the cycles through its cells.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-generate-private.h"

#define CYCLE_LENGTH 4    /* the longest cycle kept: it changes 8 cells */
#define CYCLE_MAX    4096

bool
_futo_gen_cycles_init (Gen *gen)
{
  gen->cycle = malloc (CYCLE_MAX * (size_t) gen->cells);
  gen->cycle_breaks = malloc (CYCLE_MAX * sizeof *gen->cycle_breaks);
  gen->cycle_start = malloc (((size_t) gen->cells + 1) * sizeof *gen->cycle_start);
  gen->cycle_list = malloc (CYCLE_MAX * 2 * CYCLE_LENGTH * sizeof *gen->cycle_list);
  gen->cycle_cells = malloc (CYCLE_MAX * 2 * CYCLE_LENGTH * sizeof *gen->cycle_cells);
  gen->cycle_size = malloc (CYCLE_MAX * sizeof *gen->cycle_size);
  gen->cycle_count = 0;
  return gen->cycle && gen->cycle_breaks && gen->cycle_start && gen->cycle_list
         && gen->cycle_cells && gen->cycle_size;
}

void
_futo_gen_cycles_clear (Gen *gen)
{
  free (gen->cycle);
  free (gen->cycle_breaks);
  free (gen->cycle_start);
  free (gen->cycle_list);
  free (gen->cycle_cells);
  free (gen->cycle_size);
}

/* The cell of line a (the first line of the pair) and position k, where
 * lines are rows (transposed: columns). */
static int
line_cell (int  n,
           bool transposed,
           int  line,
           int  k)
{
  return transposed ? k * n + line : line * n + k;
}

/* Adds the solution with the cells changed; false when full. */
static bool
add_cycle (Gen       *gen,
           const int *cells,
           const int *values,
           int        count)
{
  uint8_t *board;

  if (gen->cycle_count == CYCLE_MAX)
    return false;
  board = gen->cycle + (size_t) gen->cycle_count * gen->cells;
  memcpy (board, gen->solution, (size_t) gen->cells);
  for (int i = 0; i < count; i++)
    {
      board[cells[i]] = (uint8_t) values[i];
      gen->cycle_cells[gen->cycle_count * 2 * CYCLE_LENGTH + i] = cells[i];
    }
  gen->cycle_size[gen->cycle_count] = count;
  gen->cycle_breaks[gen->cycle_count++] = 0;
  return true;
}

/* Cycles between two rows (or columns, transposed) a and b. */
static bool
line_cycles (Gen  *gen,
             bool  transposed,
             int   a,
             int   b,
             int  *where)
{
  int n = gen->n, cells[2 * CYCLE_LENGTH], values[2 * CYCLE_LENGTH];
  uint64_t seen = 0;

  /* where[v]: the position of value v in line a. */
  for (int k = 0; k < n; k++)
    where[gen->solution[line_cell (n, transposed, a, k)]] = k;
  for (int start = 0; start < n; start++)
    {
      int k = start, length = 0;

      if (seen & ((uint64_t) 1 << start))
        continue;
      do
        {
          int in_a = line_cell (n, transposed, a, k), in_b = line_cell (n, transposed, b, k);

          seen |= (uint64_t) 1 << k;
          if (length < CYCLE_LENGTH)
            {
              cells[2 * length] = in_a;
              values[2 * length] = gen->solution[in_b];
              cells[2 * length + 1] = in_b;
              values[2 * length + 1] = gen->solution[in_a];
            }
          length++;
          k = where[gen->solution[in_b]];
        }
      while (k != start);
      /* Two columns' intercalates are two rows' too: count them once. */
      if (length <= CYCLE_LENGTH && (length > 2 || !transposed)
          && !add_cycle (gen, cells, values, 2 * length))
        return false;
    }
  return true;
}

/* Cycles of the values a and b: a's cell in a row, b's cell in that
 * column, the a in that row, and so on. */
static bool
value_cycles (Gen       *gen,
              int        a,
              int        b,
              const int *column_of)
{
  int n = gen->n, cells[2 * CYCLE_LENGTH], values[2 * CYCLE_LENGTH];
  uint64_t seen = 0;

  for (int start = 0; start < n; start++)
    {
      int row = start, length = 0;

      if (seen & ((uint64_t) 1 << start))
        continue;
      do
        {
          int col_a = column_of[row * (n + 1) + a], col_b = column_of[row * (n + 1) + b];

          seen |= (uint64_t) 1 << row;
          if (length < CYCLE_LENGTH)
            {
              cells[2 * length] = row * n + col_a;
              values[2 * length] = b;
              cells[2 * length + 1] = row * n + col_b;
              values[2 * length + 1] = a;
            }
          length++;
          /* The row holding b in column col_a. */
          for (int r = 0; r < n; r++)
            if (gen->solution[r * n + col_a] == b)
              {
                row = r;
                break;
              }
        }
      while (row != start);
      if (length > 2 && length <= CYCLE_LENGTH && !add_cycle (gen, cells, values, 2 * length))
        return false;
    }
  return true;
}

/* The index from each cell to the cycles that change it. */
static void
index_cycles (Gen *gen)
{
  int *start = gen->cycle_start, sum = 0;

  memset (start, 0, ((size_t) gen->cells + 1) * sizeof *start);
  for (int w = 0; w < gen->cycle_count; w++)
    for (int i = 0; i < gen->cycle_size[w]; i++)
      start[gen->cycle_cells[w * 2 * CYCLE_LENGTH + i]]++;
  for (int cell = 0; cell <= gen->cells; cell++)
    {
      int count = start[cell];

      start[cell] = sum;
      sum += count;
    }
  /* Each cell's list fills from its start, which ends up where the next
   * one starts: shifted back after. */
  for (int w = 0; w < gen->cycle_count; w++)
    for (int i = 0; i < gen->cycle_size[w]; i++)
      gen->cycle_list[start[gen->cycle_cells[w * 2 * CYCLE_LENGTH + i]]++] = w;
  for (int cell = gen->cells; cell > 0; cell--)
    start[cell] = start[cell - 1];
  start[0] = 0;
}

/* The short cycles of gen->solution, none of them breaking a clue yet (the
 * puzzle is empty). */
void
_futo_gen_cycles_build (Gen *gen)
{
  int n = gen->n;
  int *column_of = malloc ((size_t) n * (n + 1) * sizeof *column_of);
  int where[65];
  bool room = true;

  gen->cycle_count = 0;
  if (column_of != NULL)
    {
      for (int cell = 0; cell < gen->cells; cell++)
        column_of[(cell / n) * (n + 1) + gen->solution[cell]] = cell % n;
      for (int a = 0; a < n && room; a++)
        for (int b = a + 1; b < n && room; b++)
          room = line_cycles (gen, false, a, b, where) && line_cycles (gen, true, a, b, where)
                 && value_cycles (gen, a + 1, b + 1, column_of);
    }
  free (column_of);
  index_cycles (gen);
}

/* The cells of clue id: returns how many (1 for a given, 2 for a sign). */
static int
clue_cells (const Gen *gen,
            int        id,
            int       *cells)
{
  if (_futo_gen_clue_is_given (gen, id))
    {
      cells[0] = id;
      return 1;
    }
  cells[0] = _futo_gen_sign_cell (gen, id);
  cells[1] = _futo_gen_sign_other (gen, id);
  return 2;
}

/* Whether cycle w changes cell. */
static bool
cycle_changes (const Gen *gen,
               int        w,
               int        cell)
{
  return gen->cycle[(size_t) w * gen->cells + cell] != gen->solution[cell];
}

/* A clue has changed (by +1: set, -1: cleared): the cycles through its
 * cells that break it count it. */
void
_futo_gen_cycles_change (Gen *gen,
                         int  id,
                         int  change)
{
  int cells[2], count = clue_cells (gen, id, cells);

  for (int c = 0; c < count; c++)
    for (int i = gen->cycle_start[cells[c]]; i < gen->cycle_start[cells[c] + 1]; i++)
      {
        int w = gen->cycle_list[i];

        /* A cycle through both cells of a sign is met once. */
        if (c == 0 || !cycle_changes (gen, w, cells[0]))
          if (_futo_gen_clue_broken_by (gen, gen->cycle + (size_t) w * gen->cells, id))
            gen->cycle_breaks[w] += change;
      }
}

/* Whether a cycle breaks clue id alone among the present clues: then the
 * puzzle without it has another solution. */
bool
_futo_gen_cycles_need (const Gen *gen,
                       int        id)
{
  int cells[2], count = clue_cells (gen, id, cells);

  for (int c = 0; c < count; c++)
    for (int i = gen->cycle_start[cells[c]]; i < gen->cycle_start[cells[c] + 1]; i++)
      {
        int w = gen->cycle_list[i];

        if (gen->cycle_breaks[w] == 1
            && _futo_gen_clue_broken_by (gen, gen->cycle + (size_t) w * gen->cells, id))
          return true;
      }
  return false;
}
