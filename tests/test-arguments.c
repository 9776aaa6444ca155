/* test-arguments.c: the public functions refuse bad arguments
 *
 * Each call below hands a public function a NULL pointer, a cell off the
 * board, a size or an index out of range. The function must return its
 * failure value, change nothing, and print exactly one line on stderr that
 * names it (FUTO_RETURN_VAL_IF_FAIL, base/futo-check-private.h). Without
 * the checks these calls crash, divide by zero or write out of bounds:
 * futo_puzzle_set_given() off the board changes another cell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "futo-error.h"
#include "futo-game.h"
#include "futo-generate.h"
#include "futo-grade.h"
#include "futo-hint.h"
#include "futo-latin.h"
#include "futo-random.h"
#include "futo-trace.h"
#include "futo-validate.h"
#include "test-util.h"

/* stderr, sent to a file for the length of one call. */
typedef struct
{
  FILE *file;
  int   saved;
} Capture;

static void
capture_begin (Capture *capture)
{
  fflush (stderr);
  capture->file = tmpfile ();
  g_assert_nonnull (capture->file);
  capture->saved = dup (STDERR_FILENO);
  g_assert_cmpint (dup2 (fileno (capture->file), STDERR_FILENO), ==, STDERR_FILENO);
}

static char *
capture_end (Capture *capture)
{
  char text[1024];
  size_t len;

  fflush (stderr);
  g_assert_cmpint (dup2 (capture->saved, STDERR_FILENO), ==, STDERR_FILENO);
  close (capture->saved);
  rewind (capture->file);
  len = fread (text, 1, sizeof text - 1, capture->file);
  fclose (capture->file);
  text[len] = '\0';
  return g_strdup (text);
}

/* printed is one line: the function's name and the expression that failed. */
static void
assert_refused (char       *printed,
                const char *function)
{
  g_autofree char *start = g_strdup_printf ("libfutoshiki-CRITICAL: %s: assertion '", function);

  g_assert_true (g_str_has_prefix (printed, start));
  g_assert_true (g_str_has_suffix (printed, "' failed\n"));
  g_assert_true (strchr (printed, '\n') == printed + strlen (printed) - 1);
  g_free (printed);
}

/* Runs statement (a call and the checks of what it returned) and asserts
 * that function refused its arguments. */
#define REFUSED(function, statement)                    \
  G_STMT_START                                          \
  {                                                     \
    Capture capture_;                                   \
                                                        \
    capture_begin (&capture_);                          \
    statement;                                          \
    assert_refused (capture_end (&capture_), function); \
  }                                                     \
  G_STMT_END

/* Runs statement and asserts that nothing was printed. */
#define QUIET(statement)                                \
  G_STMT_START                                          \
  {                                                     \
    Capture capture_;                                   \
    char *printed_;                                     \
                                                        \
    capture_begin (&capture_);                          \
    statement;                                          \
    printed_ = capture_end (&capture_);                 \
    g_assert_cmpstr (printed_, ==, "");                 \
    g_free (printed_);                                  \
  }                                                     \
  G_STMT_END

static void
assert_no_givens (const FutoPuzzle *puzzle)
{
  for (int i = 0; i < puzzle->size * puzzle->size; i++)
    g_assert_cmpint (puzzle->givens[i], ==, 0);
}

static void
test_puzzle (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);
  uint8_t values[9] = { 0 };
  char buf[16];

  REFUSED ("futo_puzzle_new_with_mode", g_assert_null (futo_puzzle_new_with_mode (3, (FutoMode) 7)));
  REFUSED ("futo_puzzle_copy", g_assert_null (futo_puzzle_copy (NULL)));
  REFUSED ("futo_puzzle_equal", g_assert_false (futo_puzzle_equal (NULL, puzzle)));
  REFUSED ("futo_puzzle_equal", g_assert_false (futo_puzzle_equal (puzzle, NULL)));
  REFUSED ("futo_puzzle_get_mode", g_assert_cmpint (futo_puzzle_get_mode (NULL), ==, FUTO_MODE_UNEQUAL));
  REFUSED ("futo_puzzle_set_mode", futo_puzzle_set_mode (NULL, FUTO_MODE_ADJACENT));
  REFUSED ("futo_puzzle_set_mode", futo_puzzle_set_mode (puzzle, (FutoMode) 7));
  g_assert_cmpint (futo_puzzle_get_mode (puzzle), ==, FUTO_MODE_UNEQUAL);

  /* Off the board: row 0, column 3 of a 3×3 puzzle is cell (1, 0). */
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (puzzle, 0, 3, 2));
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (puzzle, -1, 0, 2));
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (puzzle, 3, 2, 2));
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (NULL, 0, 0, 2));
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (puzzle, 0, 0, 256));
  REFUSED ("futo_puzzle_set_given", futo_puzzle_set_given (puzzle, 0, 0, -1));
  assert_no_givens (puzzle);
  /* A value out of 1..size is the validator's to report, not refused. */
  QUIET (futo_puzzle_set_given (puzzle, 0, 0, 9));
  g_assert_cmpint (futo_puzzle_get_given (puzzle, 0, 0), ==, 9);
  futo_puzzle_set_given (puzzle, 0, 0, 0);

  REFUSED ("futo_puzzle_get_given", g_assert_cmpint (futo_puzzle_get_given (puzzle, 0, 3), ==, 0));
  REFUSED ("futo_puzzle_get_given", g_assert_cmpint (futo_puzzle_get_given (puzzle, -1, 0), ==, 0));
  REFUSED ("futo_puzzle_get_given", g_assert_cmpint (futo_puzzle_get_given (NULL, 0, 0), ==, 0));
  REFUSED ("futo_puzzle_count_givens", g_assert_cmpint (futo_puzzle_count_givens (NULL), ==, 0));
  REFUSED ("futo_puzzle_count_signs", g_assert_cmpint (futo_puzzle_count_signs (NULL), ==, 0));

  REFUSED ("futo_puzzle_set_relation",
           g_assert_false (futo_puzzle_set_relation (puzzle, -1, 0, FUTO_DIR_DOWN, FUTO_REL_LESS)));
  REFUSED ("futo_puzzle_set_relation",
           g_assert_false (futo_puzzle_set_relation (puzzle, 0, 5, FUTO_DIR_LEFT, FUTO_REL_LESS)));
  REFUSED ("futo_puzzle_set_relation",
           g_assert_false (futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, (FutoRelation) 9)));
  REFUSED ("futo_puzzle_set_relation",
           g_assert_false (futo_puzzle_set_relation (NULL, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS)));
  g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 0);
  REFUSED ("futo_puzzle_get_relation",
           g_assert_cmpint (futo_puzzle_get_relation (puzzle, 3, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE));
  REFUSED ("futo_puzzle_get_relation",
           g_assert_cmpint (futo_puzzle_get_relation (NULL, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE));

  REFUSED ("futo_puzzle_is_solution", g_assert_false (futo_puzzle_is_solution (NULL, values)));
  REFUSED ("futo_puzzle_is_solution", g_assert_false (futo_puzzle_is_solution (puzzle, NULL)));
  REFUSED ("futo_cell_name", g_assert_null (futo_cell_name (0, 0, NULL, sizeof buf)));
  REFUSED ("futo_cell_name", g_assert_null (futo_cell_name (0, 0, buf, 0)));
  futo_puzzle_free (puzzle);
}

static void
test_game_and_validate (void)
{
  FutoProblemList problems = { 0 };
  FutoError error;
  char buf[64];

  REFUSED ("futo_game_set_string", futo_game_set_string (NULL, "title"));
  REFUSED ("futo_puzzle_validate", g_assert_cmpuint (futo_puzzle_validate (NULL, &problems), ==, 0));
  g_assert_cmpuint (problems.len, ==, 0);
  REFUSED ("futo_problem_list_clear", futo_problem_list_clear (NULL));

  futo_error_clear (&error);
  REFUSED ("futo_error_describe", g_assert_null (futo_error_describe (NULL, buf, sizeof buf)));
  REFUSED ("futo_error_describe", g_assert_null (futo_error_describe (&error, NULL, 0)));
}

static void
test_random_and_latin (void)
{
  FutoRandom rng;
  int items[3] = { 1, 2, 3 };
  uint8_t square[16];

  futo_random_init (&rng, 1);
  REFUSED ("futo_random_init", futo_random_init (NULL, 1));
  REFUSED ("futo_random_next", g_assert_cmpuint (futo_random_next (NULL), ==, 0));
  /* Without the check: a division by zero. */
  REFUSED ("futo_random_below", g_assert_cmpuint (futo_random_below (&rng, 0), ==, 0));
  REFUSED ("futo_random_below", g_assert_cmpuint (futo_random_below (NULL, 4), ==, 0));
  REFUSED ("futo_random_double", g_assert_cmpfloat (futo_random_double (NULL), ==, 0.0));
  REFUSED ("futo_random_shuffle", futo_random_shuffle (NULL, items, 3));
  REFUSED ("futo_random_shuffle", futo_random_shuffle (&rng, NULL, 3));
  g_assert_cmpint (items[0], ==, 1);
  QUIET (futo_random_shuffle (&rng, NULL, 0));

  REFUSED ("futo_latin_random", g_assert_false (futo_latin_random (&rng, 0, square, 0)));
  REFUSED ("futo_latin_random", g_assert_false (futo_latin_random (&rng, FUTO_MAX_SIZE + 1, square, 0)));
  REFUSED ("futo_latin_random", g_assert_false (futo_latin_random (NULL, 4, square, 0)));
  REFUSED ("futo_latin_random", g_assert_false (futo_latin_random (&rng, 4, NULL, 0)));
}

static void
test_run (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoRunResult result;

  futo_run_result_init (&result);
  REFUSED ("futo_run_options_init", futo_run_options_init (NULL));
  REFUSED ("futo_run_result_init", futo_run_result_init (NULL));
  REFUSED ("futo_run_result_clear", futo_run_result_clear (NULL));
  REFUSED ("futo_run", g_assert_cmpint (futo_run (NULL, puzzle, NULL, &result), ==, FUTO_STATUS_INVALID));
  REFUSED ("futo_run",
           g_assert_cmpint (futo_run (futo_algorithm_default (), puzzle, NULL, NULL), ==, FUTO_STATUS_INVALID));
  REFUSED ("futo_algorithm_find", g_assert_null (futo_algorithm_find (NULL)));
  /* A NULL puzzle was always refused quietly, with a message in the result. */
  QUIET (g_assert_cmpint (futo_run (futo_algorithm_default (), NULL, NULL, &result), ==, FUTO_STATUS_INVALID));
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

static void
test_trace (void)
{
  FutoTrace *trace = futo_trace_new (4, 0);
  FutoEvent event = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 16, -1, 1, 1, 0.0 };
  FutoTraceCursor *cursor = futo_trace_cursor_new (trace);
  FutoError error;

  REFUSED ("futo_trace_record", futo_trace_record (NULL, trace));
  REFUSED ("futo_trace_record", futo_trace_record (&event, NULL));
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 0);
  /* Fields out of range are clamped, as docs/trace-format.md says: a cell
   * off the board is no bad argument. */
  QUIET (futo_trace_record (&event, trace));
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 1);

  REFUSED ("futo_trace_get_size", g_assert_cmpint (futo_trace_get_size (NULL), ==, 0));
  REFUSED ("futo_trace_get_length", g_assert_cmpuint (futo_trace_get_length (NULL), ==, 0));
  REFUSED ("futo_trace_is_truncated", g_assert_false (futo_trace_is_truncated (NULL)));
  REFUSED ("futo_trace_get_memory", g_assert_cmpuint (futo_trace_get_memory (NULL), ==, 0));
  REFUSED ("futo_trace_get_event", g_assert_false (futo_trace_get_event (NULL, 0, &event)));
  REFUSED ("futo_trace_get_event", g_assert_false (futo_trace_get_event (trace, 0, NULL)));
  REFUSED ("futo_trace_reader_new", g_assert_null (futo_trace_reader_new (NULL, 0)));
  REFUSED ("futo_trace_reader_next", g_assert_false (futo_trace_reader_next (NULL, &event)));
  REFUSED ("futo_trace_reader_previous", g_assert_false (futo_trace_reader_previous (NULL, &event)));
  REFUSED ("futo_trace_find_next", g_assert_cmpuint (futo_trace_find_next (NULL, 0, ~0u, false), ==, 0));
  REFUSED ("futo_trace_find_previous",
           g_assert_cmpuint (futo_trace_find_previous (NULL, 0, ~0u, false), ==, SIZE_MAX));
  REFUSED ("futo_trace_cursor_new", g_assert_null (futo_trace_cursor_new (NULL)));
  REFUSED ("futo_trace_cursor_seek", futo_trace_cursor_seek (NULL, 0));
  REFUSED ("futo_trace_cursor_forward", g_assert_false (futo_trace_cursor_forward (NULL)));
  REFUSED ("futo_trace_cursor_back", g_assert_false (futo_trace_cursor_back (NULL)));
  REFUSED ("futo_trace_write", g_assert_null (futo_trace_write (NULL, "bt")));
  REFUSED ("futo_trace_read", g_assert_null (futo_trace_read (NULL, 5, &error)));
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
}

static void
test_human (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoPuzzle *larger = futo_puzzle_new (5);
  FutoHuman *human = futo_human_new (puzzle);
  FutoCellValue off_board = { 16, 1 };
  FutoHumanStep step;
  FutoLevel level;

  REFUSED ("futo_human_get_puzzle", g_assert_null (futo_human_get_puzzle (NULL)));
  REFUSED ("futo_human_place", g_assert_false (futo_human_place (NULL, 0, 1)));
  REFUSED ("futo_human_place", g_assert_false (futo_human_place (human, 16, 1)));
  /* A value that is no candidate is a contradiction, not a bug. */
  QUIET (g_assert_false (futo_human_place (human, 0, 5)));
  REFUSED ("futo_human_eliminate", g_assert_false (futo_human_eliminate (human, -1, 1)));
  REFUSED ("futo_human_candidates", g_assert_cmpuint (futo_human_candidates (human, 16), ==, 0));
  REFUSED ("futo_human_value", g_assert_cmpint (futo_human_value (human, -1), ==, 0));
  REFUSED ("futo_human_status", g_assert_cmpint (futo_human_status (NULL), ==, FUTO_HUMAN_CONTRADICTION));

  futo_human_step_init (&step);
  REFUSED ("futo_human_find_step", g_assert_false (futo_human_find_step (NULL, FUTO_TECHNIQUE_GUESS, &step)));
  REFUSED ("futo_human_find_step", g_assert_false (futo_human_find_step (human, FUTO_TECHNIQUE_GUESS, NULL)));
  /* A step made up elsewhere whose placement lies off the board. */
  step.placements = &off_board;
  step.n_placements = 1;
  REFUSED ("futo_human_apply_step", g_assert_false (futo_human_apply_step (human, &step)));
  step.placements = NULL;
  step.n_placements = 0;
  g_assert_cmpint (futo_human_status (human), ==, FUTO_HUMAN_OPEN);
  REFUSED ("futo_human_apply_step", g_assert_false (futo_human_apply_step (human, NULL)));
  REFUSED ("futo_human_solve_steps",
           g_assert_cmpint (futo_human_solve_steps (NULL, FUTO_TECHNIQUE_GUESS, NULL, NULL, NULL), ==,
                            FUTO_HUMAN_CONTRADICTION));
  REFUSED ("futo_human_solve_fast",
           g_assert_cmpint (futo_human_solve_fast (NULL, FUTO_TECHNIQUE_GUESS), ==, FUTO_HUMAN_CONTRADICTION));
  REFUSED ("futo_human_step_init", futo_human_step_init (NULL));
  REFUSED ("futo_human_step_clear", futo_human_step_clear (NULL));
  REFUSED ("futo_human_step_copy", g_assert_false (futo_human_step_copy (NULL, &step)));
  REFUSED ("futo_level_from_id", g_assert_false (futo_level_from_id ("easy", NULL)));
  g_assert_true (futo_level_from_id ("easy", &level));

  REFUSED ("futo_grade", g_assert_cmpint (futo_grade (puzzle, NULL), ==, FUTO_GRADE_INVALID));
  REFUSED ("futo_grade_unique_level",
           g_assert_cmpint (futo_grade_unique_level (NULL, puzzle, FUTO_LEVEL_HARD), ==, FUTO_LEVEL_EASY));
  REFUSED ("futo_grade_unique_level",
           g_assert_cmpint (futo_grade_unique_level (human, larger, FUTO_LEVEL_HARD), ==, FUTO_LEVEL_EASY));

  futo_human_step_clear (&step);
  futo_human_free (human);
  futo_puzzle_free (larger);
  futo_puzzle_free (puzzle);
}

static void
test_hint_and_generate (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  uint8_t entries[16] = { 0 };
  FutoHint hint;
  FutoClueStyle style;

  futo_hint_init (&hint);
  REFUSED ("futo_hint_init", futo_hint_init (NULL));
  REFUSED ("futo_hint_clear", futo_hint_clear (NULL));
  REFUSED ("futo_hint_find", g_assert_cmpint (futo_hint_find (puzzle, entries, NULL, NULL), ==, FUTO_HINT_INVALID));
  REFUSED ("futo_hint_vague", g_assert_null (futo_hint_vague (NULL, &hint)));
  REFUSED ("futo_hint_full", g_assert_null (futo_hint_full (puzzle, NULL)));
  REFUSED ("futo_hint_changes", g_assert_cmpint (futo_hint_changes (&hint, NULL), ==, 0));
  REFUSED ("futo_hint_apply", futo_hint_apply (puzzle, &hint, NULL, NULL));
  futo_hint_clear (&hint);

  REFUSED ("futo_generate_mode",
           g_assert_cmpint (futo_generate (4, FUTO_LEVEL_EASY, FUTO_STYLE_BALANCED, 1, NULL, NULL, NULL), ==,
                            FUTO_GENERATE_INVALID));
  REFUSED ("futo_style_from_id", g_assert_false (futo_style_from_id ("signs", NULL)));
  g_assert_true (futo_style_from_id ("signs", &style));
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/arguments/puzzle", test_puzzle);
  g_test_add_func ("/arguments/game-validate-error", test_game_and_validate);
  g_test_add_func ("/arguments/random-latin", test_random_and_latin);
  g_test_add_func ("/arguments/run", test_run);
  g_test_add_func ("/arguments/trace", test_trace);
  g_test_add_func ("/arguments/human-grade", test_human);
  g_test_add_func ("/arguments/hint-generate", test_hint_and_generate);
  return g_test_run ();
}
