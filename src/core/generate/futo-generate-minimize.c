/* futo-generate-minimize.c: thinning the clues, and checking a round
 *
 * Thinning takes away every clue the puzzle can do without (unique, and
 * solvable within the target level); the check then looks at the clues
 * kept only for being hard to do without, and at the grade.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-generate-private.h"
#include "futo-grade.h"
#include "futo-runner-private.h"


/* Whether the puzzle without clue id has a solution other than
 * gen->solution, by the default algorithm. A sign is turned around and the
 * algorithm asked for any solution: one search (without restarts, which
 * only slow a proof that there is none); a given cannot be (the puzzle has
 * no "not this value"), so the puzzle without it is asked for two. The other solution is kept as a witness: that only ever
 * settles a question sooner, never otherwise (a witness proves a clue
 * needed, which is so however it was found), so the generator's choices do
 * not depend on the algorithm's and a seed keeps its puzzle when the
 * default changes. The clue is back in place after. */
static bool
other_solution_without (Gen *gen,
                        int  id)
{
  FutoRunOptions options;
  FutoRunResult result;
  bool other, given = _futo_gen_clue_is_given (gen, id);

  futo_run_options_init (&options);
  options.solution_limit = given ? 2 : 1;
  options.params = "restarts=0";
  options.cancel = gen->budget->cancel;
  options.node_limit = gen->proof_nodes;
  if (given)
    _futo_gen_clue_set (gen, id, false, false);
  else
    {
      int cell = _futo_gen_sign_cell (gen, id), next = _futo_gen_sign_other (gen, id);

      _futo_gen_sign_set (gen, id, gen->solution[cell] < gen->solution[next] ? FUTO_REL_GREATER
                                                                             : FUTO_REL_LESS);
    }
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), gen->puzzle, &options, &result);
  gen->report->checks++;
  _futo_gen_clue_set (gen, id, true, false);
  other = result.solution_count >= options.solution_limit;
  if (result.status == FUTO_STATUS_LIMIT)
    {
      /* Not known: the clue stays, and the attempt ends (see attempt()). */
      gen->gave_up = true;
      other = true;
    }
  for (int i = 0; other && i < result.stored; i++)
    if (memcmp (result.solutions[i], gen->solution, (size_t) gen->cells) != 0)
      {
        _futo_gen_witness_add (gen, result.solutions[i]);
        break;
      }
  futo_run_result_clear (&result);
  return other;
}

typedef enum
{
  TURNED_NO_SOLUTION, /* the clue is needed by no other solution: unique without it */
  TURNED_SOLUTION,    /* another solution breaks it alone: it is needed */
  TURNED_UNKNOWN,     /* the search ran out of nodes */
} Turned;

/* Whether the puzzle, which has one solution, keeps it alone without the
 * clue id. Any other solution would break the clue, so this asks whether
 * the puzzle with the clue turned around (the cell without its value, the
 * sign the other way) has a solution at all: one search, where counting
 * solutions of the puzzle without the clue would need two. At most nodes
 * nodes; the clue is back in place after, and a solution found is kept as
 * a witness. */
static Turned
search_turned_around (Gen  *gen,
                      int   id,
                      long  nodes)
{
  bool other;

  if (_futo_gen_clue_is_given (gen, id))
    {
      _futo_gen_clue_set (gen, id, false, false);
      _futo_human_reset (gen->human, gen->puzzle);
      futo_human_eliminate (gen->human, id, FUTO_SET_BIT (gen->solution[id]));
    }
  else
    {
      int cell = _futo_gen_sign_cell (gen, id), next = _futo_gen_sign_other (gen, id);

      _futo_gen_sign_set (gen, id, gen->solution[cell] < gen->solution[next] ? FUTO_REL_GREATER
                                                                             : FUTO_REL_LESS);
      _futo_human_reset (gen->human, gen->puzzle);
    }
  other = futo_human_status (gen->human) != FUTO_HUMAN_CONTRADICTION
          && _futo_human_has_solution (gen->human, gen->solution, gen->found, &nodes);
  _futo_gen_clue_set (gen, id, true, false);
  if (nodes < 0)
    return TURNED_UNKNOWN;
  if (!other)
    return TURNED_NO_SOLUTION;
  _futo_gen_witness_add (gen, gen->found);
  return TURNED_SOLUTION;
}

static bool
unique_without (Gen  *gen,
                int   id,
                long  nodes)
{
  if (_futo_gen_witness_needs (gen, id))
    return false;
  gen->report->checks++;
  switch (nodes > 0 ? search_turned_around (gen, id, nodes) : TURNED_UNKNOWN)
    {
    case TURNED_SOLUTION:
      return false;
    case TURNED_NO_SOLUTION:
      return true;
    default:
      /* Too deep for the plain search: ask the default algorithm. */
      return !other_solution_without (gen, id);
    }
}

/* Clue id as what a closure can find again (see _futo_human_solve_until()). */
static void
clue_goal (const Gen *gen,
           int        id,
           HumanGoal *goal)
{
  if (_futo_gen_clue_is_given (gen, id))
    {
      goal->cell = id;
      goal->other = -1;
      goal->value = gen->solution[id];
      return;
    }
  goal->cell = _futo_gen_sign_cell (gen, id);
  goal->other = _futo_gen_sign_other (gen, id);
  goal->value = 0;
  if (gen->solution[goal->cell] > gen->solution[goal->other])
    {
      goal->other = goal->cell;
      goal->cell = _futo_gen_sign_other (gen, id);
    }
}

/* Takes clue id away when the techniques up to last solve the puzzle
 * without it (which is then unique). Returns whether it did. While the
 * techniques of the fill's level solve the clues so far (gen->solvable:
 * below recursive, thinning only takes away what they can do without),
 * the closure ends as soon as the board implies the clue again, from where
 * it goes as far as with the clue: to the end at the fill's level. So the
 * easy techniques alone answer for the level when they find the clue. */
static bool
solvable_without (Gen           *gen,
                  int            id,
                  FutoTechnique  last)
{
  HumanGoal goal;

  clue_goal (gen, id, &goal);
  _futo_gen_clue_set (gen, id, false, false);
  gen->report->checks++;
  /* Only whether the techniques of the level finish, not the level they
   * need: one closure, rather than one per level up to it. */
  if (_futo_human_reset (gen->human, gen->puzzle)
      && _futo_human_solve_until (gen->human, last, gen->solvable ? &goal : NULL)
         == FUTO_HUMAN_SOLVED)
    return true;
  _futo_gen_clue_set (gen, id, true, false);
  return false;
}

/* The short search's nodes while thinning. From 10×10 on, below extreme,
 * most of its nodes went into searches that found nothing (16×16 easy,
 * seed 2: 1,727 of 4,050 ran out after 201 nodes, those that found a
 * solution took 28 at the median), and a clue it leaves open costs little
 * more at the check, which asks the cheap questions first and the default
 * algorithm only in a round that can succeed (blocking_clues()). 16×16
 * easy and medium, three seeds: median 1.38 s and 1.33 s with 200 nodes,
 * 0.91 s and 0.84 s with 20 (bench/generate/README.md). At extreme a clue
 * the search leaves open costs a closure with the extreme techniques, and
 * below 10×10 the rounds are few and cheap: both keep 200. */
static long
quick_nodes (const Gen *gen)
{
  return gen->n >= 10 && gen->level < FUTO_LEVEL_EXTREME ? LARGE_QUICK_NODES : QUICK_NODES;
}

/* Takes clue id away when the puzzle stays acceptable without it: unique,
 * and (below recursive) solvable within the level. Returns whether it did.
 * asked: the cheap pass of _futo_gen_thin() has asked the easy techniques about
 * the clue already. The answer does not depend on the order of the checks
 * below, only their cost does: so a seed keeps its puzzle whatever is tried
 * first. */
static bool
remove_if_good (Gen  *gen,
                int   id,
                bool  asked)
{
  FutoLevel within = gen->level < FUTO_LEVEL_RECURSIVE ? gen->level : FUTO_LEVEL_EXTREME;
  FutoTechnique last = futo_level_last_technique (within);
  bool cheap = within <= FUTO_LEVEL_MEDIUM;
  bool recursive = gen->level == FUTO_LEVEL_RECURSIVE;
  Turned turned;

  /* Cheapest first. A known other solution that only this clue rules out
   * settles it at once. Then the easy techniques alone (up to medium: the
   * level's), unless the cheap pass asked them: they often find again a
   * clue the fill put down before others that imply it, and then the rest
   * of the closure is known (_futo_human_solve_until()). Then a short search
   * for another solution: most clues that cannot go show one within a few
   * nodes, where the techniques would first have to run until stuck, the
   * dearest thing they do. Then the techniques of the level: when they
   * finish, the puzzle is unique too. A clue they cannot do without is
   * kept, needed or only too hard to do without: the check tells which for
   * those still there then, once, instead of a long search here for each. */
  if (_futo_gen_witness_needs (gen, id))
    return false;
  if (!recursive && !asked && solvable_without (gen, id, cheap ? last : HUMAN_LAST_PROPAGATED))
    return true;
  gen->report->checks++;
  turned = search_turned_around (gen, id, quick_nodes (gen));
  if (turned == TURNED_SOLUTION)
    return false;
  if (!recursive)
    {
      if (!cheap && solvable_without (gen, id, last))
        return true;
      gen->suspect[id] = 1;
      return false;
    }
  /* Recursive asks for uniqueness alone. The techniques up to forcing
   * chains prove it when they finish, for less than the default
   * algorithm's proof on a large board; and while they can, the puzzle
   * stays one they solve. */
  if (turned == TURNED_UNKNOWN
      && solvable_without (gen, id, FUTO_TECHNIQUE_FORCING_CHAIN))
    return true;
  if (turned == TURNED_UNKNOWN && !unique_without (gen, id, 0))
    return false;
  _futo_gen_clue_set (gen, id, false, false);
  gen->solvable = false;
  return true;
}

/* The cheap pass: takes away, in order, every clue the easy
 * techniques find again without it, that is every clue the others imply
 * that easily; returns how many clues are left in gen->order for the full
 * pass. Done while the puzzle is fullest, this finds far more such clues
 * than asking each when its turn comes in the full pass (the fill puts many
 * down before others that imply them), and the full pass need not ask
 * again: the easy techniques find less in a smaller puzzle, never more.
 * Returns -1 when the budget ran out, as _futo_gen_thin() checks it. */
static int
thin_implied (Gen *gen,
              int  count)
{
  int kept = 0;

  for (int i = 0; i < count; i++)
    {
      int id = gen->order[i];

      if ((i & 15) == 0 && _futo_gen_over_budget (gen))
        return -1;
      if (_futo_gen_witness_needs (gen, id) || !solvable_without (gen, id, HUMAN_LAST_PROPAGATED))
        gen->order[kept++] = id;
    }
  return kept;
}

/* The present clues in the order the style wants them tried. */
static int
removal_order (Gen *gen)
{
  int count = 0;

  /* givens style: signs go first, so that givens stay; signs style: the other way. */
  for (int pass = 0; pass < 2; pass++)
    {
      int start = count;

      for (int id = 0; id < 3 * gen->cells; id++)
        {
          bool given = _futo_gen_clue_is_given (gen, id);
          bool first = gen->style == FUTO_STYLE_SIGNS ? given : !given;

          if (gen->style == FUTO_STYLE_BALANCED && pass == 1)
            break;
          if (gen->style != FUTO_STYLE_BALANCED && first != (pass == 0))
            continue;
          if (_futo_gen_clue_exists (gen, id) && _futo_gen_clue_present (gen, id))
            gen->order[count++] = id;
        }
      futo_random_shuffle (&gen->rng, gen->order + start, count - start);
    }
  return count;
}

bool
_futo_gen_over_budget (Gen *gen)
{
  if (gen->budget->cancel != NULL && atomic_load (gen->budget->cancel) != 0)
    {
      gen->report->status = FUTO_GENERATE_CANCELLED;
      return true;
    }
  if (gen->deadline > 0 && _futo_runner_clock_now () > gen->deadline)
    {
      gen->report->status = FUTO_GENERATE_EXHAUSTED;
      return true;
    }
  return false;
}

/* Takes away every clue that can go; false when the budget ran out. */
bool
_futo_gen_thin (Gen *gen)
{
  int count = removal_order (gen);
  bool asked = _futo_gen_implied_pass (gen);

  memset (gen->suspect, 0, 3 * (size_t) gen->cells);
  if (asked && (count = thin_implied (gen, count)) < 0)
    return false;
  for (int i = 0; i < count; i++)
    {
      int id = gen->order[i];

      if ((i & 15) == 0 && _futo_gen_over_budget (gen))
        return false;
      if (gen->gave_up)
        break;
      remove_if_good (gen, id, asked);
    }
  return true;
}

/* Whether the techniques up to forcing chains finish the puzzle without
 * clue id (then it is unique without it); the clue is back in place after. */
static bool
techniques_finish_without (Gen *gen,
                           int  id)
{
  bool finished;

  _futo_gen_clue_set (gen, id, false, false);
  gen->report->checks++;
  finished = _futo_human_reset (gen->human, gen->puzzle)
             && _futo_human_solve_until (gen->human, FUTO_TECHNIQUE_FORCING_CHAIN, NULL)
                == FUTO_HUMAN_SOLVED;
  _futo_gen_clue_set (gen, id, true, false);
  return finished;
}

/* Moves the clues of unknown that the techniques up to forcing chains
 * finish without to gen->order from count on; returns the new count and
 * leaves the others in unknown, *open of them. */
static int
blocking_by_techniques (Gen *gen,
                        int *unknown,
                        int *open,
                        int  count)
{
  int still = 0;

  for (int i = 0; i < *open; i++)
    if (techniques_finish_without (gen, unknown[i]))
      gen->order[count++] = unknown[i];
    else
      unknown[still++] = unknown[i];
  *open = still;
  return count;
}

/* The clues whose removal keeps the solution unique, into gen->order;
 * returns how many. Thinning found every other clue needed, and a needed
 * clue stays needed as others go; only those it kept without knowing
 * which are looked at again. Thinning for recursive checked uniqueness
 * itself.
 *
 * Cheapest first, and a round that fails stops there: as soon as one
 * kind of question has found blocking clues, the round fails on those and
 * the rest stay unknown. Most suspects are needed, and proving that by the
 * default algorithm was most of a failing round's cost at 16×16 easy to
 * hard; a blocking clue left so is found in a later round, or goes with
 * the thinning. The kinds: a known other solution or a 50-node search;
 * the techniques up to forcing chains, below extreme (at hard with the
 * search, at easy and medium after it: measured, bench/generate/README.md,
 * "16×16 in fewer proofs"); the default algorithm. From 10×10 on. */
static int
blocking_clues (Gen *gen)
{
  int count = 0, open = 0;
  int *unknown = gen->order + 3 * gen->cells; /* the order's second half is free here */
  /* At extreme thinning has asked these techniques already. */
  bool techniques = gen->level < FUTO_LEVEL_EXTREME;
  bool techniques_with_search = gen->level == FUTO_LEVEL_HARD;

  if (gen->n < 10)
    {
      /* Few rounds, each cheap: proving every suspect at once drops the
       * most blocking clues a round, which pays there (9×9 easy: 5.2
       * rounds a puzzle this way, 5.8 the other). */
      for (int id = 0; id < 3 * gen->cells; id++)
        if (gen->suspect[id] && _futo_gen_clue_present (gen, id)
            && unique_without (gen, id, BLOCKING_NODES))
          gen->order[count++] = id;
      return count;
    }
  for (int id = 0; id < 3 * gen->cells; id++)
    {
      if (!gen->suspect[id] || !_futo_gen_clue_present (gen, id) || _futo_gen_witness_needs (gen, id))
        continue;
      gen->report->checks++;
      switch (search_turned_around (gen, id, BLOCKING_NODES))
        {
        case TURNED_SOLUTION:
          break;
        case TURNED_NO_SOLUTION:
          gen->order[count++] = id;
          break;
        default:
          if (techniques_with_search && techniques_finish_without (gen, id))
            gen->order[count++] = id;
          else
            unknown[open++] = id;
        }
    }
  if (count > 0)
    return count;
  if (techniques && !techniques_with_search
      && (count = blocking_by_techniques (gen, unknown, &open, count)) > 0)
    return count;
  for (int i = 0; i < open; i++)
    if (!_futo_gen_witness_needs (gen, unknown[i]) && !other_solution_without (gen, unknown[i]))
      gen->order[count++] = unknown[i];
  return count;
}

static int
present_clues (Gen *gen)
{
  int count = 0;

  for (int id = 0; id < 3 * gen->cells; id++)
    if (_futo_gen_clue_exists (gen, id) && _futo_gen_clue_present (gen, id))
      gen->order[count++] = id;
  return count;
}

/* One round done: true when the puzzle is what was asked for. Otherwise
 * drops one clue for good (a blocking one when any) so that the next fill
 * and thin lead somewhere else. */
bool
_futo_gen_check_round (Gen  *gen,
                       bool *failed)
{
  int blocking = blocking_clues (gen), count, drop;

  *failed = false;
  if (blocking == 0
      && futo_grade_unique_level (gen->human, gen->puzzle, gen->level) == gen->level)
    return true;
  count = blocking > 0 ? blocking : present_clues (gen);
  if (count == 0)
    {
      *failed = true;
      return false;
    }
  if (blocking > 0)
    {
      /* Dropping every blocking clue at once (and never taking them back)
       * moves the puzzle further than one at a time, and ends sooner. */
      for (int i = 0; i < blocking; i++)
        {
          _futo_gen_clue_set (gen, gen->order[i], false, false);
          gen->banned[gen->order[i]] = 1;
        }
      return false;
    }
  drop = gen->order[futo_random_below (&gen->rng, (uint32_t) count)];
  _futo_gen_clue_set (gen, drop, false, false);
  gen->banned[drop] = 1;
  return false;
}
