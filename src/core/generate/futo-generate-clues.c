/* futo-generate-clues.c: the generator's clues, and filling them in
 *
 * A clue is a given or a sign, read off the solution. Setting or clearing
 * one keeps the count of the other solutions met so far that break it, so
 * that a clue those alone rule out is known to be needed without a search.
 * Filling adds clues where the human solver is least sure until it solves
 * the puzzle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-generate-private.h"


/* Whether the values differ from the solution on clue id. */
bool
_futo_gen_clue_broken_by (const Gen     *gen,
                          const uint8_t *values,
                          int            id)
{
  int cell, other;

  if (_futo_gen_clue_is_given (gen, id))
    return values[id] != gen->solution[id];
  cell = _futo_gen_sign_cell (gen, id);
  other = _futo_gen_sign_other (gen, id);
  return (values[cell] < values[other]) != (gen->solution[cell] < gen->solution[other]);
}

static void
witness_count_change (Gen  *gen,
                      int   id,
                      int   change)
{
  for (int w = 0; w < gen->witness_count; w++)
    if (_futo_gen_clue_broken_by (gen, gen->witness + (size_t) w * gen->cells, id))
      gen->witness_breaks[w] += change;
  _futo_gen_cycles_change (gen, id, change);
}

/* Sets (on) or clears a clue in the puzzle, and in the solver when human. */
void
_futo_gen_clue_set (Gen  *gen,
                    int   id,
                    bool  on,
                    bool  human)
{
  int cell, other;
  FutoRelation rel;
  FutoDirection dir;

  if (_futo_gen_clue_present (gen, id) != on)
    witness_count_change (gen, id, on ? 1 : -1);
  if (_futo_gen_clue_is_given (gen, id))
    {
      gen->puzzle->givens[id] = on ? gen->solution[id] : 0;
      if (human && on)
        _futo_human_add_given (gen->human, id, gen->solution[id]);
      return;
    }
  cell = _futo_gen_sign_cell (gen, id);
  other = _futo_gen_sign_other (gen, id);
  dir = other == cell + 1 ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN;
  rel = !on ? FUTO_REL_NONE
            : gen->solution[cell] < gen->solution[other] ? FUTO_REL_LESS : FUTO_REL_GREATER;
  futo_puzzle_set_relation (gen->puzzle, cell / gen->n, cell % gen->n, dir, rel);
  if (human && on)
    _futo_human_add_sign (gen->human, cell, dir, rel);
}

/* The sign clue between cell and its neighbour in dir, or -1 past the edge. */
int
_futo_gen_sign_id (const Gen     *gen,
                   int            cell,
                   FutoDirection  dir)
{
  int n = gen->n, row = cell / n, col = cell % n;

  switch (dir)
    {
    case FUTO_DIR_RIGHT: return col < n - 1 ? gen->cells + 2 * cell : -1;
    case FUTO_DIR_LEFT:  return col > 0 ? gen->cells + 2 * (cell - 1) : -1;
    case FUTO_DIR_DOWN:  return row < n - 1 ? gen->cells + 2 * cell + 1 : -1;
    case FUTO_DIR_UP:    return row > 0 ? gen->cells + 2 * (cell - n) + 1 : -1;
    default:             return -1;
    }
}

/* How likely the fill is to choose a given over a sign. */
static double
given_share (const Gen *gen)
{
  switch (gen->style)
    {
    case FUTO_STYLE_GIVENS: return 0.9;
    case FUTO_STYLE_SIGNS:  return 0.1;
    default:                return 0.5;
    }
}

/* A new clue at cell: a given, or a sign to a neighbour that has none. */
static bool
add_clue_at (Gen *gen,
             int  cell)
{
  int choices[4], count = 0;

  if (gen->puzzle->givens[cell] == 0 && !gen->banned[cell]
      && futo_random_double (&gen->rng) < given_share (gen))
    {
      _futo_gen_clue_set (gen, cell, true, true);
      return true;
    }
  for (int d = 0; d < 4; d++)
    {
      int id = _futo_gen_sign_id (gen, cell, (FutoDirection) d);

      if (id >= 0 && _futo_gen_clue_exists (gen, id) && !_futo_gen_clue_present (gen, id) && !gen->banned[id])
        choices[count++] = id;
    }
  if (count > 0)
    {
      _futo_gen_clue_set (gen, choices[futo_random_below (&gen->rng, (uint32_t) count)], true, true);
      return true;
    }
  if (gen->puzzle->givens[cell] == 0 && !gen->banned[cell])
    {
      _futo_gen_clue_set (gen, cell, true, true);
      return true;
    }
  return false;
}

/* The open cell with the most candidates (ties at random) that can still
 * take a clue; -1 when none can. */
static int
widest_open_cell (Gen *gen)
{
  int best = -1, best_count = 0, ties = 0;

  for (int cell = 0; cell < gen->cells; cell++)
    {
      int count;

      if (futo_human_value (gen->human, cell) != 0)
        continue;
      count = _futo_human_count (futo_human_candidates (gen->human, cell));
      if (count < best_count)
        continue;
      if (count > best_count)
        ties = 0;
      best_count = count;
      if (futo_random_below (&gen->rng, (uint32_t) ++ties) == 0)
        best = cell;
    }
  return best;
}

/* Adds clues until the fast solver finishes the puzzle. A lean fill stops
 * when the easy techniques alone finish it: a closure with the level's
 * techniques after each clue was most of the fill's cost, and the clues the
 * easy ones need beyond those are taken away cheaply by the first pass of
 * _futo_gen_thin(), in fewer rounds a puzzle (bench/generate/README.md has
 * the figures). */
bool
_futo_gen_fill (Gen *gen)
{
  FutoLevel level = gen->level < FUTO_LEVEL_EXTREME ? gen->level : FUTO_LEVEL_EXTREME;
  FutoTechnique last = _futo_gen_lean_fill (gen) ? HUMAN_LAST_PROPAGATED
                                            : futo_level_last_technique (level);

  if (!_futo_human_reset (gen->human, gen->puzzle))
    return false;
  for (;;)
    {
      FutoHumanStatus status = futo_human_solve_fast (gen->human, last);
      int cell;

      gen->report->checks++;
      gen->solvable = status == FUTO_HUMAN_SOLVED;
      if (status == FUTO_HUMAN_SOLVED)
        return true;
      if (status == FUTO_HUMAN_CONTRADICTION)
        return false;
      cell = widest_open_cell (gen);
      if (cell < 0)
        return false;
      if (!add_clue_at (gen, cell))
        {
          /* Every clue around this cell is banned: take the value itself. */
          gen->banned[cell] = 0;
          _futo_gen_clue_set (gen, cell, true, true);
        }
    }
}

/* Keeps another solution (its breaks counted over the present clues). */
void
_futo_gen_witness_add (Gen           *gen,
                       const uint8_t *values)
{
  int w = gen->witness_next, breaks = 0;

  memcpy (gen->witness + (size_t) w * gen->cells, values, (size_t) gen->cells);
  for (int id = 0; id < 3 * gen->cells; id++)
    if (_futo_gen_clue_exists (gen, id)
        && _futo_gen_clue_present (gen, id)
        && _futo_gen_clue_broken_by (gen, values, id))
      breaks++;
  gen->witness_breaks[w] = breaks;
  gen->witness_next = (w + 1) % WITNESSES;
  if (gen->witness_count < WITNESSES)
    gen->witness_count++;
}

/* Whether a known other solution breaks clue id alone: then the puzzle
 * without it has two solutions. */
bool
_futo_gen_witness_needs (const Gen *gen,
                         int        id)
{
  for (int w = 0; w < gen->witness_count; w++)
    if (gen->witness_breaks[w] == 1
        && _futo_gen_clue_broken_by (gen, gen->witness + (size_t) w * gen->cells, id))
      return true;
  return _futo_gen_cycles_need (gen, id);
}

/* Sets a sign clue to rel (NONE clears it). */
void
_futo_gen_sign_set (Gen          *gen,
                    int           id,
                    FutoRelation  rel)
{
  int cell = _futo_gen_sign_cell (gen, id), other = _futo_gen_sign_other (gen, id);

  futo_puzzle_set_relation (gen->puzzle, cell / gen->n, cell % gen->n,
                            other == cell + 1 ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN, rel);
}
