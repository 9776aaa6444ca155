/* test-human.c: the human solver's techniques, the grader and the hints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-grade.h"
#include "futo-hint.h"
#include "futo-human.h"
#include "test-util.h"

/* A puzzle on which every easier technique gets stuck and the technique
 * makes progress, found by searching generated puzzles, with the first
 * conclusion it draws there (a placement when place is set). */
typedef struct
{
  FutoTechnique technique;
  const char   *grid;
  gboolean      place;
  int           cell;
  int           value;
} TechniqueCase;

static const TechniqueCase technique_cases[] = {
  { FUTO_TECHNIQUE_NAKED_SINGLE,
    "4\n. | 2 | . < .\n- - - -\n3 | . | . < .\n- - - -\n1 | . | . | .\n- ^ - -\n. | . | . | .\n",
    TRUE, 0, 4 },
  { FUTO_TECHNIQUE_HIDDEN_SINGLE,
    "4\n. | . | . | .\n^ - - -\n. | 4 | . | .\n- - - -\n. | 3 | . | 2\n- - - -\n. | 2 | 4 | .\n",
    TRUE, 3, 4 },
  { FUTO_TECHNIQUE_SIGN_BOUNDS,
    "4\n. | 2 | . < .\n- - - -\n3 | . | . < .\n- - - -\n1 | . | . | .\n- ^ - -\n. | . | . | .\n",
    FALSE, 2, 3 },
  { FUTO_TECHNIQUE_SIGN_CHAIN,
    "4\n. < . < . | .\n- - - v\n. | . | . | .\n- - - -\n. | . < . | .\n- - - -\n. | . < . > .\n",
    FALSE, 14, 2 },
  { FUTO_TECHNIQUE_NAKED_PAIR,
    "4\n2 | . | . | 3\n- - - -\n3 | . | 2 | .\n- - - -\n. | . | . | .\n- - - -\n. | . > . | .\n",
    FALSE, 9, 1 },
  { FUTO_TECHNIQUE_HIDDEN_PAIR,
    "5\n. | 2 | . | . | 3\n- - - - -\n. | . | . | . | .\n- - ^ - v\n. | . | . | . | .\n- - ^ - -\n"
    "5 | 1 | . | . | .\n- - - ^ -\n. | . | . | . < .\n",
    FALSE, 20, 3 },
  { FUTO_TECHNIQUE_NAKED_TRIPLE,
    "6\n. | 5 | . | . | . | 4\n- - v - - -\n. | . | . | 6 | 4 | 2\n- - - - - -\n. | 4 | . | . > . | .\n"
    "- - v - - -\n2 | . | . | . | . | .\n- - - - - ^\n. | 6 | . | . < . | .\n- - ^ - - -\n"
    "3 | . | . | . | . | .\n",
    FALSE, 2, 6 },
  { FUTO_TECHNIQUE_HIDDEN_TRIPLE,
    "7\n. | . | . | 7 | 6 | . | 5\n- - - - - - -\n. | 5 | . | . | . | 2 | .\n- - - - - - v\n"
    ". | . | . | 2 | 7 | . | .\n- - - - - - -\n. | 7 | . | 6 | 5 | . | .\n- - - - - - -\n"
    ". | . | 3 | . | . | 4 | .\n- - - - - - -\n. | 4 | . | . | . | . | 6\n- - - - - - -\n"
    ". | . | 2 | . | . | . | .\n",
    FALSE, 7, 1 },
  { FUTO_TECHNIQUE_NAKED_QUAD,
    "8\n. | . | . | . | . | 4 | . | .\n^ - - ^ ^ - - -\n. | 8 | . | . | 3 | . | . | .\n"
    "^ - - - - - - -\n. | . | 5 | . | . | . > 3 < .\n- v - - - - - -\n. < . | . | . | . < . | . < .\n"
    "- - - ^ - - - -\n. | . | . > . | . | . | . | .\n- - - - - - - v\n. | . | . | 3 | . < . | . | .\n"
    "- - ^ - - - ^ -\n. | 5 | . | . | . < . | . | .\n- - - - - - - -\n6 | . | . | 2 | . | . | . | .\n",
    FALSE, 32, 5 },
  { FUTO_TECHNIQUE_HIDDEN_QUAD,
    "9\n. | . | . | . | . | 4 | . | . | .\n- - - - v - - - -\n5 | . | . | . | 8 | . | 6 | 9 | .\n"
    "- - - - - - - - -\n1 | 5 | . | . | . | . < . | . | 7\n- - ^ - - - - - -\n"
    ". | . > . | . | . | 2 | . | . | .\n^ - - - - - - - ^\n. | 9 | . | . | . | . | 4 | 5 | .\n"
    "- - - v - - - - -\n. | . | 4 | . | . | 6 | . | 2 | .\n- - - - - - - - -\n"
    "7 | 4 > . | . | 6 | . | . | . | .\n- - - - - - - - ^\n. | . | 9 | . | . | . | 5 | . | .\n"
    "- - - ^ - - - - -\n. | 7 | . | . | . | . | . | 8 | 1\n",
    FALSE, 3, 1 },
  { FUTO_TECHNIQUE_X_WING,
    "4\n. < . | . | .\n- - - -\n. | 3 | . | .\n- - - -\n. | . < . | 3\n- - - -\n. | . | . > 2\n",
    FALSE, 0, 1 },
  { FUTO_TECHNIQUE_SWORDFISH,
    "6\n. | . | . > . | . | .\n- - - - - -\n. | . | . | . | . > .\n- - - - - -\n5 | . | . | . < . | .\n"
    "- - v - - -\n2 | . | . | 5 | . | .\n- - - - ^ -\n. > . | . > . | . | .\n- v ^ - - -\n"
    ". > . | . | . < . | 3\n",
    FALSE, 1, 1 },
  { FUTO_TECHNIQUE_FORCING_CHAIN,
    "4\n. | . < . < .\n- - - -\n. | 3 | . < .\n- - - -\n2 | . | . | .\n- - - -\n. | . < . | .\n",
    FALSE, 1, 2 },
  { FUTO_TECHNIQUE_GUESS,
    "5\n2 | . | 5 | . | .\n- ^ - v -\n. | . | . | . | .\nv - - - -\n. | . < . | . | .\n- - - - -\n"
    ". | . | 4 | . | .\n- - - ^ -\n. | . > . | . | 3\n",
    FALSE, 3, 4 },
};

static guint8 *
unique_solution (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  guint8 *solution;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  g_assert_cmpuint (result.solution_count, ==, 1);
  solution = g_memdup2 (result.solutions[0], (gsize) puzzle->size * puzzle->size);
  futo_run_result_clear (&result);
  return solution;
}

/* Every conclusion of the step holds in the solution. */
static void
assert_sound (const FutoHumanStep *step,
              const guint8        *solution)
{
  for (int i = 0; i < step->n_placements; i++)
    g_assert_cmpint (solution[step->placements[i].cell], ==, step->placements[i].value);
  for (int i = 0; i < step->n_eliminations; i++)
    g_assert_cmpint (solution[step->eliminations[i].cell], !=, step->eliminations[i].value);
}

static FutoPuzzle *
read_grid (const char *text)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_grid_read (text, strlen (text), &error);

  g_assert_nonnull (puzzle);
  return puzzle;
}

static void
test_technique (gconstpointer data)
{
  const TechniqueCase *c = data;
  FutoPuzzle *puzzle = read_grid (c->grid);
  guint8 *solution = unique_solution (puzzle);
  FutoHuman *human = futo_human_new (puzzle);
  FutoHumanStep step;
  gboolean found = FALSE;

  futo_human_step_init (&step);
  /* Every easier technique is stuck … */
  if (c->technique > 0)
    g_assert_cmpint (futo_human_solve_steps (human, c->technique - 1, NULL, NULL, NULL), ==,
                     FUTO_HUMAN_OPEN);
  /* … and this one moves. */
  g_assert_true (futo_human_find_step (human, c->technique, &step));
  g_assert_cmpint (step.technique, ==, c->technique);
  g_assert_nonnull (step.text);
  g_assert_cmpuint (strlen (step.text), >, 10);
  g_assert_cmpint (step.n_cells, >, 0);
  assert_sound (&step, solution);
  if (c->place)
    for (int i = 0; i < step.n_placements; i++)
      found = found || (step.placements[i].cell == c->cell && step.placements[i].value == c->value);
  else
    for (int i = 0; i < step.n_eliminations; i++)
      found = found || (step.eliminations[i].cell == c->cell && step.eliminations[i].value == c->value);
  g_assert_true (found);
  if (c->technique == FUTO_TECHNIQUE_SIGN_BOUNDS || c->technique == FUTO_TECHNIQUE_SIGN_CHAIN)
    g_assert_cmpint (step.n_signs, >, 0);
  futo_human_step_clear (&step);
  futo_human_free (human);
  g_free (solution);
  futo_puzzle_free (puzzle);
}

/* Jellyfish: no small puzzle needs one, so the state is made by hand. On an
 * empty 9×9 board, 1 can only go in columns 1–4 within rows 1–4, in a
 * cycle (r1: c1 c2, r2: c2 c3, r3: c3 c4, r4: c4 c1) that no two or three
 * rows close: only the four together pin the 1s of those columns. */
static void
test_jellyfish (void)
{
  int n = 9;
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  FutoHuman *human = futo_human_new (puzzle);
  FutoHumanStep step;
  guint8 cyclic[81];
  int allowed[4][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 0 } };

  /* The cyclic square has its 1s on the diagonal: it fits the pattern. */
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      cyclic[r * n + c] = (guint8) ((c - r + n) % n + 1);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < n; c++)
      if (c != allowed[r][0] && c != allowed[r][1])
        g_assert_true (futo_human_eliminate (human, r * n + c, FUTO_SET_BIT (1)));
  futo_human_step_init (&step);
  g_assert_cmpint (futo_human_solve_steps (human, FUTO_TECHNIQUE_SWORDFISH, NULL, NULL, NULL), ==,
                   FUTO_HUMAN_OPEN);
  g_assert_true (futo_human_find_step (human, FUTO_TECHNIQUE_JELLYFISH, &step));
  g_assert_cmpint (step.technique, ==, FUTO_TECHNIQUE_JELLYFISH);
  g_assert_cmpint (step.value, ==, 1);
  /* Rows 5–9 lose their 1s in columns 1–4: 20 eliminations. */
  g_assert_cmpint (step.n_eliminations, ==, 20);
  assert_sound (&step, cyclic);
  futo_human_step_clear (&step);
  futo_human_free (human);
  futo_puzzle_free (puzzle);
}

/* Sets of five and more: no small puzzle needs one, so the states are made
 * by hand on an empty board whose cyclic square (row 1 reads 1, 2, …, n)
 * fits them. The row's first five cells keep only 1–5 (n = 10: a naked set
 * of five, the other five cells lose 1–5), or 1–5 go nowhere else in the
 * row (n = 12: a hidden set of five; the other seven cells are a naked set
 * of seven, more than half the row, which is never searched for). */
static void
check_set (gconstpointer data)
{
  gboolean naked = GPOINTER_TO_INT (data);
  int n = naked ? 10 : 12;
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  FutoHuman *human = futo_human_new (puzzle);
  FutoTechnique technique = naked ? FUTO_TECHNIQUE_NAKED_SET : FUTO_TECHNIQUE_HIDDEN_SET;
  FutoSet low = FUTO_SET_BIT (1) | FUTO_SET_BIT (2) | FUTO_SET_BIT (3) | FUTO_SET_BIT (4) | FUTO_SET_BIT (5);
  FutoHumanStep step;
  guint8 cyclic[144];

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      cyclic[r * n + c] = (guint8) ((c + r) % n + 1);
  for (int c = 0; c < n; c++)
    g_assert_true (futo_human_eliminate (human, c, c < 5 ? (naked ? FUTO_SET_FULL (n) & ~low : 0)
                                                         : (naked ? 0 : low)));
  futo_human_step_init (&step);
  g_assert_cmpint (futo_human_solve_steps (human, technique - 1, NULL, NULL, NULL), ==, FUTO_HUMAN_OPEN);
  g_assert_true (futo_human_find_step (human, technique, &step));
  g_assert_cmpint (step.technique, ==, technique);
  g_assert_cmpint (step.focus_kind, ==, FUTO_FOCUS_ROW);
  g_assert_cmpint (step.focus, ==, 0);
  g_assert_cmpint (step.n_cells, ==, 5);
  g_assert_cmpuint (step.detail.values, ==, naked ? low : low);
  /* Naked: 1–5 leave the other five cells; hidden: 6–12 leave the five. */
  g_assert_cmpint (step.n_eliminations, ==, naked ? 25 : 35);
  assert_sound (&step, cyclic);
  if (naked)
    g_assert_cmpstr (step.text, ==, "In row 1, r1c1, r1c2, r1c3, r1c4 and r1c5 can only hold 1, 2, 3, 4 "
                     "and 5 between them, so these 5 values go there: r1c6 cannot be 1, 2, 3, 4 or 5; "
                     "r1c7 cannot be 1, 2, 3, 4 or 5; r1c8 cannot be 1, 2, 3, 4 or 5; r1c9 cannot be 1, "
                     "2, 3, 4 or 5; r1c10 cannot be 1, 2, 3, 4 or 5.");
  else
    g_assert_true (g_str_has_prefix (step.text, "In row 1, 1, 2, 3, 4 and 5 can only go in r1c1, r1c2, "
                                     "r1c3, r1c4 and r1c5, so these 5 cells hold nothing else: r1c1 "
                                     "cannot be 6, 7, 8, 9, 10, 11 or 12;"));
  /* The grade's level for it: hard, Unequal's Tricky. */
  g_assert_cmpint (futo_technique_level (technique), ==, FUTO_LEVEL_HARD);
  futo_human_step_clear (&step);
  futo_human_free (human);
  futo_puzzle_free (puzzle);
}

/* The fast solver stops exactly where the step-by-step one does. */
static void
test_fast_matches_steps (void)
{
  GRand *rand = g_rand_new_with_seed (11);

  for (int i = 0; i < 60; i++)
    {
      int n = 4 + i % 4;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.15, 0.3);

      for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_EXTREME; level++)
        {
          FutoTechnique last = futo_level_last_technique ((FutoLevel) level);
          FutoHuman *slow = futo_human_new (puzzle), *fast = futo_human_new (puzzle);

          test_assert_solve_alike (slow, fast, last, n);
        }
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

/* Candidates taken away through the API (a player's pencil marks) weigh
 * like the solver's own: the fast solver stops exactly where the
 * step-by-step one does. The marks taken away are never the values of a
 * solution. */
static void
test_fast_after_eliminations (void)
{
  GRand *rand = g_rand_new_with_seed (23);
  FutoTechnique last = futo_level_last_technique (FUTO_LEVEL_EXTREME);

  for (int i = 0; i < 40; i++)
    {
      int n = 4 + i % 4;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.15, 0.3);
      FutoHuman *slow = futo_human_new (puzzle), *fast = futo_human_new (puzzle);
      guint8 solution[64 * 64];

      g_assert_cmpuint (test_brute_count (puzzle, 1, solution), ==, 1);
      for (int k = 0; k < 3 * n; k++)
        {
          int cell = g_rand_int_range (rand, 0, n * n), value = g_rand_int_range (rand, 1, n + 1);

          if (value == solution[cell])
            continue;
          futo_human_eliminate (slow, cell, FUTO_SET_BIT (value));
          futo_human_eliminate (fast, cell, FUTO_SET_BIT (value));
        }
      test_assert_solve_alike (slow, fast, last, n);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

/* Every step on the way to a solution is sound; guessing always finishes. */
static void
test_steps_sound (void)
{
  GRand *rand = g_rand_new_with_seed (5);

  for (int i = 0; i < 40; i++)
    {
      int n = 4 + i % 3;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.2, 0.4);
      guint8 first[64 * 64];
      FutoHuman *human;
      FutoHumanStep step;

      if (test_brute_count (puzzle, 2, first) != 1)
        {
          futo_puzzle_free (puzzle);
          continue;
        }
      human = futo_human_new (puzzle);
      futo_human_step_init (&step);
      while (futo_human_find_step (human, FUTO_TECHNIQUE_GUESS, &step))
        {
          assert_sound (&step, first);
          futo_human_apply_step (human, &step);
        }
      g_assert_cmpint (futo_human_status (human), ==, FUTO_HUMAN_SOLVED);
      futo_human_step_clear (&step);
      futo_human_free (human);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

static void
test_grade (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  FutoPuzzle *empty = futo_puzzle_new (4);
  FutoGrade grade;
  FutoLevel level;

  g_assert_cmpint (futo_grade (puzzle, &grade), ==, FUTO_GRADE_OK);
  g_assert_cmpint (grade.steps, >, 0);
  g_assert_cmpint (grade.level, ==, futo_technique_level (grade.hardest));
  g_assert_cmpint (grade.uses[grade.hardest], >, 0);
  g_assert_cmpint (futo_grade (empty, &grade), ==, FUTO_GRADE_AMBIGUOUS);
  futo_puzzle_set_given (empty, 0, 0, 1);
  futo_puzzle_set_given (empty, 0, 1, 1);
  g_assert_cmpint (futo_grade (empty, &grade), ==, FUTO_GRADE_NO_SOLUTION);

  for (int l = 0; l < FUTO_N_LEVELS; l++)
    {
      g_assert_true (futo_level_from_id (futo_level_id ((FutoLevel) l), &level));
      g_assert_cmpint (level, ==, l);
      g_assert_cmpint (futo_technique_level (futo_level_last_technique ((FutoLevel) l)), ==, l);
    }
  g_assert_true (futo_level_from_id ("EXTREME", &level));
  g_assert_false (futo_level_from_id ("tricky", &level));
  for (int t = 1; t < FUTO_N_TECHNIQUES; t++)
    g_assert_cmpint (futo_technique_level ((FutoTechnique) t), >=,
                     futo_technique_level ((FutoTechnique) (t - 1)));
  futo_puzzle_free (empty);
  futo_puzzle_free (puzzle);
}

static void
check_hint_texts (const FutoPuzzle *puzzle,
                  const FutoHint   *hint)
{
  char *vague = futo_hint_vague (puzzle, hint), *full = futo_hint_full (puzzle, hint);

  g_assert_nonnull (vague);
  g_assert_nonnull (full);
  g_assert_cmpuint (strlen (vague), >, 5);
  g_assert_cmpuint (strlen (full), >=, strlen (vague) / 2);
  g_free (vague);
  g_free (full);
}

/* From many random states (right entries, sometimes one wrong one, some
 * pencil marks), a hint names the mistake first, or a step whose
 * conclusions all hold in the solution; applying it keeps the state right. */
static void
test_hints_sound (void)
{
  GRand *rand = g_rand_new_with_seed (3);
  int steps = 0, mistakes = 0;

  for (int i = 0; i < 150; i++)
    {
      int n = 4 + i % 4, cells = n * n, wrong = -1;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.25, 0.35);
      guint8 solution[64], entries[64] = { 0 };
      FutoSet pencil[64] = { 0 };
      FutoHint hint;

      if (test_brute_count (puzzle, 2, solution) != 1)
        {
          futo_puzzle_free (puzzle);
          continue;
        }
      for (int cell = 0; cell < cells; cell++)
        if (puzzle->givens[cell] == 0 && g_rand_double (rand) < 0.3)
          entries[cell] = solution[cell];
        else if (puzzle->givens[cell] == 0 && g_rand_double (rand) < 0.2)
          pencil[cell] = FUTO_SET_BIT (solution[cell]) | FUTO_SET_BIT (g_rand_int_range (rand, 1, n + 1));
      if (i % 3 == 0)
        for (int cell = 0; cell < cells && wrong < 0; cell++)
          if (puzzle->givens[cell] == 0)
            {
              wrong = cell;
              entries[cell] = (guint8) (solution[cell] % n + 1);
            }
      futo_hint_init (&hint);
      futo_hint_find (puzzle, entries, i % 2 ? pencil : NULL, &hint);
      check_hint_texts (puzzle, &hint);
      if (wrong >= 0)
        {
          g_assert_cmpint (hint.kind, ==, FUTO_HINT_MISTAKES);
          g_assert_cmpint (hint.n_mistakes, ==, 1);
          g_assert_cmpint (hint.mistakes[0].cell, ==, wrong);
          futo_hint_apply (puzzle, &hint, entries, pencil);
          g_assert_cmpint (entries[wrong], ==, 0);
          mistakes++;
        }
      else if (hint.kind == FUTO_HINT_STEP)
        {
          assert_sound (&hint.step, solution);
          futo_hint_apply (puzzle, &hint, entries, pencil);
          for (int cell = 0; cell < cells; cell++)
            {
              g_assert_true (entries[cell] == 0 || entries[cell] == solution[cell]);
              g_assert_true (pencil[cell] == 0 || (pencil[cell] & FUTO_SET_BIT (solution[cell])));
            }
          steps++;
        }
      else
        g_assert_cmpint (hint.kind, ==, FUTO_HINT_SOLVED);
      futo_hint_clear (&hint);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (steps, >, 30);
  g_assert_cmpint (mistakes, >, 10);
  g_rand_free (rand);
}

/* Following hints alone solves a puzzle; a full grid says solved. */
static void
test_hints_to_the_end (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  guint8 entries[25] = { 0 };
  FutoSet pencil[25] = { 0 };
  FutoHint hint;
  FutoHintChange *changes;
  int rounds = 0;

  futo_hint_init (&hint);
  while (futo_hint_find (puzzle, entries, pencil, &hint) == FUTO_HINT_STEP)
    {
      g_assert_cmpint (futo_hint_changes (&hint, &changes), >, 0);
      g_free (changes);
      futo_hint_apply (puzzle, &hint, entries, pencil);
      g_assert_cmpint (++rounds, <, 500);
    }
  g_assert_cmpint (hint.kind, ==, FUTO_HINT_SOLVED);
  check_hint_texts (puzzle, &hint);
  futo_hint_clear (&hint);
  futo_puzzle_free (puzzle);
}

static void
test_hint_cases (void)
{
  FutoPuzzle *puzzle = read_grid (technique_cases[0].grid);
  FutoPuzzle *empty = futo_puzzle_new (4);
  guint8 entries[16] = { 0 };
  FutoHint hint;
  char *text;

  futo_hint_init (&hint);
  g_assert_cmpint (futo_hint_find (puzzle, entries, NULL, &hint), ==, FUTO_HINT_STEP);
  g_assert_cmpint (hint.step.technique, ==, FUTO_TECHNIQUE_NAKED_SINGLE);
  text = futo_hint_vague (puzzle, &hint);
  g_assert_cmpstr (text, ==, "Look at r1c1.");
  g_free (text);
  text = futo_hint_full (puzzle, &hint);
  g_assert_cmpstr (text, ==, "Naked single: r1c1 has one candidate left: it must be 4.");
  g_free (text);
  /* A puzzle with several solutions still gets hints, then runs out. */
  futo_hint_find (empty, entries, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, FUTO_HINT_STUCK);
  entries[0] = entries[1] = 2;
  futo_hint_find (empty, entries, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, FUTO_HINT_MISTAKES);
  g_assert_cmpint (hint.n_mistakes, ==, 2);
  futo_hint_clear (&hint);
  futo_puzzle_free (empty);
  futo_puzzle_free (puzzle);
}

/* A puzzle with several solutions gets the cheap deductions, and says it
 * is stuck at once when none is left: on a large open board forcing chains
 * would search for minutes first. */
static void
test_hint_several_solutions (void)
{
  FutoPuzzle *small = futo_puzzle_new (4);
  FutoPuzzle *large = futo_puzzle_new (30);
  guint8 *entries = g_new0 (guint8, 30 * 30);
  FutoHint hint;

  futo_hint_init (&hint);
  entries[0] = 1;
  entries[1] = 2;
  entries[2] = 3;
  g_assert_cmpint (futo_hint_find (small, entries, NULL, &hint), ==, FUTO_HINT_STEP);
  g_assert_cmpint (futo_technique_level (hint.step.technique), ==, FUTO_LEVEL_EASY);
  memset (entries, 0, 30 * 30);
  g_assert_cmpint (futo_hint_find (large, entries, NULL, &hint), ==, FUTO_HINT_STUCK);
  futo_hint_clear (&hint);
  g_free (entries);
  futo_puzzle_free (large);
  futo_puzzle_free (small);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (technique_cases); i++)
    {
      char *path = g_strdup_printf ("/human/technique/%s",
                                    futo_technique_id (technique_cases[i].technique));

      g_test_add_data_func (path, &technique_cases[i], test_technique);
      g_free (path);
    }
  g_test_add_func ("/human/technique/jellyfish", test_jellyfish);
  g_test_add_data_func ("/human/technique/naked-set", GINT_TO_POINTER (TRUE), check_set);
  g_test_add_data_func ("/human/technique/hidden-set", GINT_TO_POINTER (FALSE), check_set);
  g_test_add_func ("/human/fast-matches-steps", test_fast_matches_steps);
  g_test_add_func ("/human/fast-after-eliminations", test_fast_after_eliminations);
  g_test_add_func ("/human/steps-sound", test_steps_sound);
  g_test_add_func ("/grade/basics", test_grade);
  g_test_add_func ("/hint/sound", test_hints_sound);
  g_test_add_func ("/hint/to-the-end", test_hints_to_the_end);
  g_test_add_func ("/hint/cases", test_hint_cases);
  g_test_add_func ("/hint/several-solutions", test_hint_several_solutions);
  return g_test_run ();
}
