/* futo-human.c: the human solver's engine, driven by a table of techniques
 *
 * The engine knows nothing of any technique: it walks the table, easiest
 * first, and goes back to the top as soon as one makes progress. The
 * techniques live in futo-human-basic.c (singles and signs),
 * futo-human-subsets.c (subsets and fish) and futo-human-forcing.c (forcing
 * chains and guessing); futo-human-board.c keeps the boards,
 * futo-human-propagate.c runs the easy ones as one propagation for the fast
 * solver, and futo-human-step.c writes steps down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-human-private.h"

typedef struct
{
  const char        *id;
  const char        *name;
  FutoLevel          level;
  HumanTechniqueFunc func;
  int                param;
} HumanTechnique;

/* The table of deduction levels: the order is the order of difficulty. */
static const HumanTechnique techniques[FUTO_N_TECHNIQUES] = {
  [FUTO_TECHNIQUE_NAKED_SINGLE]  = { "naked-single",  "Naked single",  FUTO_LEVEL_EASY,      _futo_human_naked_single,  1 },
  [FUTO_TECHNIQUE_HIDDEN_SINGLE] = { "hidden-single", "Hidden single", FUTO_LEVEL_EASY,      _futo_human_hidden_single, 1 },
  [FUTO_TECHNIQUE_SIGN_BOUNDS]   = { "sign-bounds",   "Sign bounds",   FUTO_LEVEL_EASY,      _futo_human_sign_bounds,   1 },
  [FUTO_TECHNIQUE_MARKED_PAIR]   = { "marked-pair",   "Marked pair",   FUTO_LEVEL_EASY,      _futo_human_marked_pair,   1 },
  [FUTO_TECHNIQUE_UNMARKED_PAIR] = { "unmarked-pair", "Unmarked pair", FUTO_LEVEL_EASY,      _futo_human_unmarked_pair, 1 },
  [FUTO_TECHNIQUE_SIGN_CHAIN]    = { "sign-chain",    "Sign chain",    FUTO_LEVEL_MEDIUM,    _futo_human_sign_chain,    1 },
  [FUTO_TECHNIQUE_MARKED_RUN]    = { "marked-run",    "Marked run",    FUTO_LEVEL_MEDIUM,    _futo_human_marked_run,    1 },
  [FUTO_TECHNIQUE_NAKED_PAIR]    = { "naked-pair",    "Naked pair",    FUTO_LEVEL_MEDIUM,    _futo_human_naked_subset,  2 },
  [FUTO_TECHNIQUE_HIDDEN_PAIR]   = { "hidden-pair",   "Hidden pair",   FUTO_LEVEL_MEDIUM,    _futo_human_hidden_subset, 2 },
  [FUTO_TECHNIQUE_NAKED_TRIPLE]  = { "naked-triple",  "Naked triple",  FUTO_LEVEL_HARD,      _futo_human_naked_subset,  3 },
  [FUTO_TECHNIQUE_HIDDEN_TRIPLE] = { "hidden-triple", "Hidden triple", FUTO_LEVEL_HARD,      _futo_human_hidden_subset, 3 },
  [FUTO_TECHNIQUE_NAKED_QUAD]    = { "naked-quad",    "Naked quad",    FUTO_LEVEL_HARD,      _futo_human_naked_subset,  4 },
  [FUTO_TECHNIQUE_HIDDEN_QUAD]   = { "hidden-quad",   "Hidden quad",   FUTO_LEVEL_HARD,      _futo_human_hidden_subset, 4 },
  [FUTO_TECHNIQUE_X_WING]        = { "x-wing",        "X-wing",        FUTO_LEVEL_HARD,      _futo_human_fish,          2 },
  [FUTO_TECHNIQUE_NAKED_SET]     = { "naked-set",     "Naked set",     FUTO_LEVEL_HARD,      _futo_human_naked_sets,    5 },
  [FUTO_TECHNIQUE_HIDDEN_SET]    = { "hidden-set",    "Hidden set",    FUTO_LEVEL_HARD,      _futo_human_hidden_sets,   5 },
  [FUTO_TECHNIQUE_SWORDFISH]     = { "swordfish",     "Swordfish",     FUTO_LEVEL_EXTREME,   _futo_human_fish,          3 },
  [FUTO_TECHNIQUE_JELLYFISH]     = { "jellyfish",     "Jellyfish",     FUTO_LEVEL_EXTREME,   _futo_human_fish,          4 },
  [FUTO_TECHNIQUE_FORCING_CHAIN] = { "forcing-chain", "Forcing chain", FUTO_LEVEL_EXTREME,   _futo_human_forcing_chain, 1 },
  [FUTO_TECHNIQUE_GUESS]         = { "guess",         "Guess",         FUTO_LEVEL_RECURSIVE, _futo_human_guess,         1 },
};

static const char *const level_ids[FUTO_N_LEVELS] = {
  "easy", "medium", "hard", "extreme", "recursive",
};

static const char *const level_names[FUTO_N_LEVELS] = {
  "Easy", "Medium", "Hard", "Extreme", "Recursive",
};

/* ---- Rules ---- */

/* The four neighbours, in the order of FutoDirection. */
static const int dir_row[4] = { -1, 0, 1, 0 };
static const int dir_col[4] = { 0, 1, 0, -1 };

/* The signs and links of one cell, from the puzzle. */
static void
rules_build_cell (HumanRules *rules,
                  int         cell)
{
  int n = rules->n;
  HumanSigns *signs = &rules->signs[cell];
  HumanLinks *links = &rules->links[cell];

  signs->count = 0;
  links->count = 0;
  for (int d = 0; d < 4; d++)
    {
      int row = cell / n + dir_row[d], col = cell % n + dir_col[d];
      FutoRelation rel = futo_puzzle_get_relation (rules->puzzle, cell / n, cell % n,
                                                   (FutoDirection) d);

      /* In Adjacent mode every neighbour says something, marked or not;
       * a mark is no sign. */
      if (rules->adjacent && row >= 0 && row < n && col >= 0 && col < n)
        {
          links->other[links->count] = row * n + col;
          links->marked[links->count] = rel == FUTO_REL_ADJACENT;
          links->count++;
        }
      if (rel != FUTO_REL_LESS && rel != FUTO_REL_GREATER)
        continue;
      signs->other[signs->count] = row * n + col;
      signs->less[signs->count] = rel == FUTO_REL_LESS;
      signs->count++;
    }
}

/* The relation across dir from cell changed: the signs and links of the
 * two cells it joins, and the orders the signs impose. */
static void
rules_rebuild_pair (HumanRules    *rules,
                    int            cell,
                    FutoDirection  dir)
{
  int n = rules->n;
  int row = cell / n + dir_row[dir], col = cell % n + dir_col[dir];

  rules_build_cell (rules, cell);
  if (row >= 0 && row < n && col >= 0 && col < n)
    rules_build_cell (rules, row * n + col);
  rules->order_ready = false;
}

void
_futo_human_rules_build_signs (HumanRules *rules)
{
  rules->adjacent = futo_puzzle_get_mode (rules->puzzle) == FUTO_MODE_ADJACENT;
  for (int cell = 0; cell < rules->cells; cell++)
    rules_build_cell (rules, cell);
  rules->order_ready = false;
}

/* Every cell that a chain of signs from start, each sign pointing the same
 * way (less: start < … ), reaches; into the two sets of start's lines. */
void
_futo_human_rules_walk (HumanRules *rules,
                        int         start,
                        bool        less,
                        FutoSet    *in_row,
                        FutoSet    *in_col)
{
  int n = rules->n, depth = 0;
  int stamp = ++rules->stamp_now;

  *in_row = 0;
  *in_col = 0;
  rules->stamp[start] = stamp;
  rules->stack[depth++] = start;
  while (depth > 0)
    {
      int cell = rules->stack[--depth];
      const HumanSigns *signs = &rules->signs[cell];

      for (int k = 0; k < signs->count; k++)
        {
          int other = signs->other[k];

          if (signs->less[k] != less || rules->stamp[other] == stamp)
            continue;
          rules->stamp[other] = stamp;
          rules->parent[other] = cell;
          rules->stack[depth++] = other;
          if (other / n == start / n)
            *in_row |= FUTO_SET_BIT (other % n + 1);
          if (other % n == start % n)
            *in_col |= FUTO_SET_BIT (other / n + 1);
        }
    }
}

void
_futo_human_rules_build_order (HumanRules *rules)
{
  if (rules->order_ready)
    return;
  for (int cell = 0; cell < rules->cells; cell++)
    {
      if (rules->signs[cell].count == 0)
        {
          rules->below_row[cell] = rules->above_row[cell] = 0;
          rules->below_col[cell] = rules->above_col[cell] = 0;
          continue;
        }
      _futo_human_rules_walk (rules, cell, false, &rules->below_row[cell], &rules->below_col[cell]);
      _futo_human_rules_walk (rules, cell, true, &rules->above_row[cell], &rules->above_col[cell]);
    }
  rules->order_ready = true;
}

static bool
rules_init (HumanRules       *rules,
            const FutoPuzzle *puzzle)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (rules, 0, sizeof *rules);
  rules->n = puzzle->size;
  rules->cells = (int) cells;
  rules->full = FUTO_SET_FULL (puzzle->size);
  rules->puzzle = futo_puzzle_copy (puzzle);
  rules->signs = malloc (cells * sizeof *rules->signs);
  rules->links = malloc (cells * sizeof *rules->links);
  rules->below_row = malloc (cells * 4 * sizeof *rules->below_row);
  rules->stamp = calloc (cells, sizeof *rules->stamp);
  rules->stack = malloc (cells * sizeof *rules->stack);
  rules->parent = malloc (cells * sizeof *rules->parent);
  rules->queue = malloc (cells * sizeof *rules->queue);
  rules->queued = calloc (cells, 1);
  rules->pending = calloc (2 * (size_t) puzzle->size, sizeof *rules->pending);
  rules->row_of = malloc (2 * cells);
  rules->where_table[0] = malloc (2 * (cells + (size_t) puzzle->size) * sizeof (FutoSet));
  rules->sizes = malloc (cells);
  if (rules->row_of == NULL || rules->where_table[0] == NULL || rules->sizes == NULL
      || rules->puzzle == NULL
      || rules->signs == NULL || rules->links == NULL || rules->below_row == NULL
      || rules->stamp == NULL || rules->stack == NULL || rules->parent == NULL
      || rules->queue == NULL || rules->queued == NULL || rules->pending == NULL)
    return false;
  rules->col_of = rules->row_of + cells;
  rules->where_table[1] = rules->where_table[0] + cells;
  rules->placed_table[0] = rules->where_table[0] + 2 * cells;
  rules->placed_table[1] = rules->placed_table[0] + puzzle->size;
  for (int cell = 0; cell < (int) cells; cell++)
    {
      rules->row_of[cell] = (uint8_t) (cell / puzzle->size);
      rules->col_of[cell] = (uint8_t) (cell % puzzle->size);
    }
  rules->above_row = rules->below_row + cells;
  rules->below_col = rules->below_row + 2 * cells;
  rules->above_col = rules->below_row + 3 * cells;
  _futo_human_rules_build_signs (rules);
  return true;
}

static void
rules_clear (HumanRules *rules)
{
  futo_puzzle_free (rules->puzzle);
  free (rules->signs);
  free (rules->links);
  free (rules->below_row);
  free (rules->stamp);
  free (rules->stack);
  free (rules->parent);
  free (rules->queue);
  free (rules->queued);
  free (rules->pending);
  free (rules->row_of);
  free (rules->where_table[0]);
  free (rules->sizes);
  _futo_human_branches_clear (&rules->branches);
}

/* ---- The engine ---- */

static FutoTechnique
cap_technique (FutoTechnique last)
{
  return last >= FUTO_N_TECHNIQUES ? FUTO_N_TECHNIQUES - 1 : last;
}

/* One round: the easiest technique that makes progress. */
static bool
engine_round (HumanCtx      *ctx,
              FutoTechnique  last)
{
  _futo_human_where_forget (ctx->rules);
  for (int t = 0; t <= (int) last; t++)
    {
      ctx->progress = false;
      if (techniques[t].func (ctx, techniques[t].param))
        return true;
    }
  return false;
}

FutoHumanStatus
_futo_human_closure (HumanRules    *rules,
                     HumanBoard    *board,
                     HumanBoard    *scratch,
                     FutoTechnique  last)
{
  HumanCtx ctx = { .rules = rules, .board = board, .scratch = scratch, .branches = true };

  if (last > FUTO_TECHNIQUE_FORCING_CHAIN)
    last = FUTO_TECHNIQUE_FORCING_CHAIN;
  /* Within this call the board only loses candidates: what the forcing
   * chains learn about a branch stays true to its end, and no longer. */
  _futo_human_branches_forget (&rules->branches);
  /* The easy techniques as one propagation; the others in table order,
   * back to the propagation after each one that makes progress. */
  while (_futo_human_propagate (rules, board) == FUTO_HUMAN_OPEN)
    {
      bool progress = false;

      if (rules->goal != NULL && _futo_human_goal_reached (rules, board))
        return FUTO_HUMAN_SOLVED;
      _futo_human_where_forget (rules);

      for (int t = HUMAN_LAST_PROPAGATED + 1; t <= (int) last && !progress; t++)
        {
          ctx.progress = false;
          progress = techniques[t].func (&ctx, techniques[t].param);
        }
      if (!progress)
        break;
    }
  return _futo_human_board_status (board);
}

/* ---- The public solver ---- */

FutoHuman *
futo_human_new (const FutoPuzzle *puzzle)
{
  FutoHuman *human;
  bool ok;

  if (puzzle == NULL || puzzle->size < FUTO_MIN_SIZE || puzzle->size > FUTO_MAX_SIZE)
    return NULL;
  human = calloc (1, sizeof *human);
  if (human == NULL)
    return NULL;
  ok = rules_init (&human->rules, puzzle);
  ok = _futo_human_board_init (&human->board, &human->rules) && ok;
  ok = _futo_human_board_init (&human->scratch[0], &human->rules) && ok;
  ok = _futo_human_board_init (&human->scratch[1], &human->rules) && ok;
  if (!ok)
    {
      futo_human_free (human);
      return NULL;
    }
  _futo_human_board_start (&human->rules, &human->board);
  return human;
}

void
futo_human_free (FutoHuman *human)
{
  if (human == NULL)
    return;
  rules_clear (&human->rules);
  _futo_human_board_clear (&human->board);
  _futo_human_board_clear (&human->scratch[0]);
  _futo_human_board_clear (&human->scratch[1]);
  free (human);
}

bool
_futo_human_reset (FutoHuman        *human,
                   const FutoPuzzle *puzzle)
{
  FutoPuzzle *mine = human->rules.puzzle;
  size_t cells = (size_t) human->rules.cells;

  assert (puzzle != NULL);
  if (puzzle->size != human->rules.n)
    return false;
  /* The generator resets for every clue it tries: when that is a given,
   * the signs, and the orders they impose, are kept as they are; when it
   * is a sign, only the cells on either side of a changed relation are
   * built again. */
  memcpy (mine->givens, puzzle->givens, cells);
  if (mine->mode != puzzle->mode)
    {
      mine->mode = puzzle->mode;
      memcpy (mine->right, puzzle->right, cells);
      memcpy (mine->down, puzzle->down, cells);
      _futo_human_rules_build_signs (&human->rules);
    }
  else
    for (size_t cell = 0; cell < cells; cell++)
      {
        if (mine->right[cell] != puzzle->right[cell])
          {
            mine->right[cell] = puzzle->right[cell];
            rules_rebuild_pair (&human->rules, (int) cell, FUTO_DIR_RIGHT);
          }
        if (mine->down[cell] != puzzle->down[cell])
          {
            mine->down[cell] = puzzle->down[cell];
            rules_rebuild_pair (&human->rules, (int) cell, FUTO_DIR_DOWN);
          }
      }
  return _futo_human_board_start (&human->rules, &human->board);
}

bool
_futo_human_add_given (FutoHuman *human,
                       int        cell,
                       int        value)
{
  human->rules.puzzle->givens[cell] = (uint8_t) value;
  return _futo_human_board_place (&human->rules, &human->board, cell, value);
}

void
_futo_human_add_sign (FutoHuman     *human,
                      int            cell,
                      FutoDirection  dir,
                      FutoRelation   rel)
{
  int n = human->rules.n;

  futo_puzzle_set_relation (human->rules.puzzle, cell / n, cell % n, dir, rel);
  rules_rebuild_pair (&human->rules, cell, dir);
}

bool
_futo_human_has_solution (FutoHuman     *human,
                          const uint8_t *prefer,
                          uint8_t       *found,
                          long          *budget)
{
  return _futo_human_board_has_solution (&human->rules, &human->board, prefer, found, budget);
}

const FutoPuzzle *
futo_human_get_puzzle (const FutoHuman *human)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, NULL);

  return human->rules.puzzle;
}

bool
futo_human_place (FutoHuman *human,
                  int        cell,
                  int        value)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (cell >= 0 && cell < human->rules.cells, false);

  /* A value outside 1..size is no candidate: a contradiction, not a bug. */
  if (value < 1 || value > human->rules.n)
    return false;
  return _futo_human_board_place (&human->rules, &human->board, cell, value);
}

bool
futo_human_eliminate (FutoHuman *human,
                      int        cell,
                      FutoSet    values)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (cell >= 0 && cell < human->rules.cells, false);

  return _futo_human_board_eliminate (&human->rules, &human->board, cell, values & human->rules.full);
}

FutoSet
futo_human_candidates (const FutoHuman *human,
                       int              cell)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (cell >= 0 && cell < human->rules.cells, 0);

  return human->board.cand[cell];
}

int
futo_human_value (const FutoHuman *human,
                  int              cell)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (cell >= 0 && cell < human->rules.cells, 0);

  return human->board.value[cell];
}

FutoHumanStatus
futo_human_status (const FutoHuman *human)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, FUTO_HUMAN_CONTRADICTION);

  return _futo_human_board_status (&human->board);
}

bool
futo_human_find_step (FutoHuman     *human,
                      FutoTechnique  last,
                      FutoHumanStep *step)
{
  HumanCtx ctx;
  bool found;

  FUTO_RETURN_VAL_IF_FAIL (human != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (step != NULL, false);

  ctx = (HumanCtx) {
    .rules = &human->rules,
    .board = &human->board,
    .step = step,
    .scratch = human->scratch,
  };
  if (_futo_human_board_status (&human->board) != FUTO_HUMAN_OPEN)
    return false;
  found = engine_round (&ctx, cap_technique (last));
  /* A technique that meets a contradiction marks the board and records nothing. */
  return found && !ctx.failed && !human->board.broken;
}

/* Whether every conclusion of a step names a cell and a value of the
 * puzzle: a step may be made up elsewhere, and none of it is applied
 * unless all of it fits. */
static bool
step_fits (const HumanRules    *rules,
           const FutoHumanStep *step)
{
  const FutoCellValue *lists[2] = { step->eliminations, step->placements };
  int counts[2] = { step->n_eliminations, step->n_placements };

  for (int l = 0; l < 2; l++)
    for (int i = 0; i < counts[l]; i++)
      if (lists[l][i].cell < 0 || lists[l][i].cell >= rules->cells
          || lists[l][i].value < 1 || lists[l][i].value > rules->n)
        return false;
  return true;
}

bool
futo_human_apply_step (FutoHuman           *human,
                       const FutoHumanStep *step)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (step != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (step_fits (&human->rules, step), false);

  for (int i = 0; i < step->n_eliminations; i++)
    {
      const FutoCellValue *e = &step->eliminations[i];

      _futo_human_board_eliminate (&human->rules, &human->board, e->cell, FUTO_SET_BIT (e->value));
    }
  for (int i = 0; i < step->n_placements; i++)
    _futo_human_board_place (&human->rules, &human->board, step->placements[i].cell,
                             step->placements[i].value);
  return !human->board.broken;
}

FutoHumanStatus
futo_human_solve_steps (FutoHuman         *human,
                        FutoTechnique      last,
                        FutoHumanStepFunc  on_step,
                        void              *user_data,
                        int               *uses)
{
  FutoHumanStep step;

  FUTO_RETURN_VAL_IF_FAIL (human != NULL, FUTO_HUMAN_CONTRADICTION);

  futo_human_step_init (&step);
  while (futo_human_find_step (human, last, &step))
    {
      if (uses != NULL)
        uses[step.technique]++;
      futo_human_apply_step (human, &step);
      if (on_step != NULL && !on_step (&step, user_data))
        break;
    }
  futo_human_step_clear (&step);
  return futo_human_status (human);
}

FutoHumanStatus
futo_human_solve_fast (FutoHuman     *human,
                       FutoTechnique  last)
{
  FUTO_RETURN_VAL_IF_FAIL (human != NULL, FUTO_HUMAN_CONTRADICTION);

  return _futo_human_closure (&human->rules, &human->board, human->scratch, cap_technique (last));
}

FutoHumanStatus
_futo_human_solve_until (FutoHuman       *human,
                         FutoTechnique    last,
                         const HumanGoal *goal)
{
  FutoHumanStatus status;

  human->rules.goal = goal;
  status = _futo_human_closure (&human->rules, &human->board, human->scratch, cap_technique (last));
  human->rules.goal = NULL;
  return status;
}

/* ---- Names ---- */

const char *
futo_technique_id (FutoTechnique technique)
{
  return (unsigned) technique < FUTO_N_TECHNIQUES ? techniques[technique].id : "unknown";
}

const char *
futo_technique_name (FutoTechnique technique)
{
  return (unsigned) technique < FUTO_N_TECHNIQUES ? techniques[technique].name : "Unknown";
}

FutoLevel
futo_technique_level (FutoTechnique technique)
{
  return (unsigned) technique < FUTO_N_TECHNIQUES ? techniques[technique].level : FUTO_LEVEL_RECURSIVE;
}

FutoTechnique
futo_level_last_technique (FutoLevel level)
{
  FutoTechnique last = FUTO_TECHNIQUE_NAKED_SINGLE;

  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    if (techniques[t].level <= level)
      last = (FutoTechnique) t;
  return last;
}

const char *
futo_level_id (FutoLevel level)
{
  return (unsigned) level < FUTO_N_LEVELS ? level_ids[level] : "unknown";
}

const char *
futo_level_name (FutoLevel level)
{
  return (unsigned) level < FUTO_N_LEVELS ? level_names[level] : "Unknown";
}

bool
futo_level_from_id (const char *id,
                    FutoLevel  *level)
{
  FUTO_RETURN_VAL_IF_FAIL (level != NULL, false);

  for (int l = 0; id != NULL && l < FUTO_N_LEVELS; l++)
    {
      const char *a = id, *b = level_ids[l];

      while (*a != '\0' && tolower ((unsigned char) *a) == *b)
        a++, b++;
      if (*a == '\0' && *b == '\0')
        {
          *level = (FutoLevel) l;
          return true;
        }
    }
  return false;
}
