/* futo-human-branches.c: the branches a forcing-chain sweep follows
 *
 * A forcing chain supposes a value in a cell and follows it with the easy
 * techniques. One (cell, value) is shared by up to three either-ors (the
 * cell's two candidates, the value's two places in its row and in its
 * column), and one closure sweeps them several times as the board shrinks:
 * each branch is followed once a sweep, and brought up to date from where
 * it stopped rather than followed again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-human-private.h"

void
_futo_human_branches_clear (HumanBranches *branches)
{
  free (branches->slot);
  free (branches->stamp);
  free (branches->cand);
  free (branches->value);
  free (branches->places);
  free (branches->open);
  free (branches->broken);
  free (branches->swept);
  memset (branches, 0, sizeof *branches);
}

void
_futo_human_branches_forget (HumanBranches *branches)
{
  branches->used = 0;
  if (++branches->now == 0 && branches->stamp != NULL)
    {
      /* The stamp wrapped round: clear it once rather than misread it. */
      memset (branches->stamp, 0, (size_t) branches->keys * sizeof *branches->stamp);
      branches->now = 1;
    }
}

static bool
branches_grow (HumanRules *rules)
{
  HumanBranches *b = &rules->branches;
  size_t cells = (size_t) rules->cells;
  int wanted = b->capacity < 16 ? 16 : 2 * b->capacity;
  void *cand, *value, *places, *open, *broken, *swept;

  if (b->slot == NULL)
    {
      b->keys = rules->cells * rules->n;
      b->slot = malloc ((size_t) b->keys * sizeof *b->slot);
      b->stamp = calloc ((size_t) b->keys, sizeof *b->stamp);
      if (b->slot == NULL || b->stamp == NULL)
        return false;
    }
  cand = realloc (b->cand, (size_t) wanted * cells * sizeof *b->cand);
  if (cand != NULL)
    b->cand = cand;
  value = realloc (b->value, (size_t) wanted * cells);
  if (value != NULL)
    b->value = value;
  places = realloc (b->places, (size_t) wanted * cells * 2);
  if (places != NULL)
    b->places = places;
  open = realloc (b->open, (size_t) wanted * sizeof *b->open);
  if (open != NULL)
    b->open = open;
  broken = realloc (b->broken, (size_t) wanted);
  if (broken != NULL)
    b->broken = broken;
  swept = realloc (b->swept, (size_t) wanted * sizeof *b->swept);
  if (swept != NULL)
    b->swept = swept;
  if (cand == NULL || value == NULL || places == NULL || open == NULL || broken == NULL || swept == NULL)
    return false;
  b->capacity = wanted;
  return true;
}

/* The board with value tried in cell as follow() leaves it: returns its
 * entry, -1 when memory runs out. The board only loses candidates within a
 * closure, so a branch followed earlier is a weaker but sound picture of
 * the same supposition (what it rules out stays ruled out). Once a sweep it
 * is brought up to date: propagating the meet of the old branch and the
 * board reaches the very board following the value afresh would (both are
 * the fixpoint of the same rules below the same board), for the cost of
 * what changed. So the sweep that ends the closure, which changes nothing,
 * sees every branch exactly. */
int
_futo_human_branch_follow (HumanRules       *rules,
                           const HumanBoard *board,
                           int               cell,
                           int               value)
{
  HumanBranches *b = &rules->branches;
  size_t cells = (size_t) rules->cells;
  int key = cell * rules->n + value - 1, entry;
  HumanBoard branch;

  if (b->stamp != NULL && b->stamp[key] == b->now)
    {
      entry = b->slot[key];
      if (b->swept[entry] == b->sweep)
        return entry;
      branch.cand = b->cand + (size_t) entry * cells;
      branch.value = b->value + (size_t) entry * cells;
      branch.places = b->places + (size_t) entry * cells * 2;
      branch.open = b->open[entry];
      branch.broken = b->broken[entry];
      if (!branch.broken)
        _futo_human_propagate_within (rules, &branch, board);
    }
  else
    {
      if (b->used == b->capacity && !branches_grow (rules))
        return -1;
      entry = b->used++;
      branch.cand = b->cand + (size_t) entry * cells;
      branch.value = b->value + (size_t) entry * cells;
      branch.places = b->places + (size_t) entry * cells * 2;
      _futo_human_board_copy (&branch, board, rules);
      _futo_human_propagate_place (rules, &branch, cell, value);
      b->slot[key] = entry;
      b->stamp[key] = b->now;
    }
  b->open[entry] = branch.open;
  b->broken[entry] = branch.broken;
  b->swept[entry] = b->sweep;
  return entry;
}

/* A followed branch as a board (valid until the next one is followed). */
void
_futo_human_branch_view (const HumanRules *rules,
                         int               entry,
                         HumanBoard       *view)
{
  const HumanBranches *b = &rules->branches;

  view->cand = b->cand + (size_t) entry * rules->cells;
  view->value = b->value + (size_t) entry * rules->cells;
  view->places = b->places + (size_t) entry * rules->cells * 2;
  view->open = b->open[entry];
  view->broken = b->broken[entry];
}
