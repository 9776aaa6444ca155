/* test-trace-check.c: version 2 of the trace's text form, its streaming
 * parser, and the checker that refuses a run that lies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "adjacent-test-util.h"
#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-search-tree.h"
#include "futo-trace.h"
#include "test-util.h"

static FutoTrace *
record_run (const FutoAlgorithm *algorithm,
            const FutoPuzzle    *puzzle,
            guint64              seed)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  options.solution_limit = seed % 3 == 0 ? 0 : 1;
  options.seed = seed;
  options.node_limit = 3000;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  futo_run_result_clear (&result);
  return trace;
}

/* The events around index, for the message of a failed check. */
static char *
events_around (const FutoTrace *trace,
               size_t           index)
{
  GString *text = g_string_new (NULL);
  size_t from = index > 12 ? index - 12 : 0;
  int n = futo_trace_get_size (trace);

  for (size_t i = from; i <= index + 2 && i < futo_trace_get_length (trace); i++)
    {
      FutoEvent event;
      char cell[16], cause[16];

      futo_trace_get_event (trace, i, &event);
      g_string_append_printf (text, "%s%zu: %s %s %d %s cause %s depth %d\n", i == index ? "> " : "  ", i + 1,
                              futo_event_kind_name (event.kind),
                              event.cell >= 0 ? futo_cell_name (event.cell / n, event.cell % n, cell, sizeof cell)
                                              : "-",
                              event.value, futo_reason_name (event.reason),
                              event.cause >= 0 ? futo_cell_name (event.cause / n, event.cause % n, cause,
                                                                 sizeof cause)
                                               : "-",
                              event.depth);
    }
  return g_string_free (text, FALSE);
}

static void
assert_run_passes (const FutoAlgorithm *algorithm,
                   const FutoPuzzle    *puzzle,
                   guint64              seed)
{
  FutoTrace *trace = record_run (algorithm, puzzle, seed);
  FutoError error;

  if (!futo_trace_check (trace, puzzle, &error))
    {
      size_t number = 0;
      g_autofree char *around = NULL;
      g_autofree char *text = NULL;

      sscanf (error.message, "event %zu", &number);
      around = events_around (trace, number > 0 ? number - 1 : 0);
      text = puzzle->mode == FUTO_MODE_ADJACENT ? futo_tatham_write (puzzle) : futo_grid_write (puzzle);
      g_error ("%s (seed %" G_GUINT64_FORMAT "): %s\n%s\n%s", algorithm->id, seed, error.message, text, around);
    }
  futo_trace_free (trace);
}

/* Every built-in algorithm tells the truth about its runs, on puzzles with
 * and without signs, solvable or not, and in Adjacent mode where it can. */
static void
test_builtins_pass (void)
{
  size_t n_algorithms;
  const FutoAlgorithm *const *algorithms = futo_algorithms (&n_algorithms);
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);

  for (size_t a = 0; a < n_algorithms; a++)
    for (int i = 0; i < 240; i++)
      {
        int n = 3 + i % 4;
        FutoPuzzle *puzzle;

        switch (i % 6)
          {
          case 0:
            puzzle = test_random_puzzle (rand, n, 0.25, 0.0);
            break;
          case 1:
          case 2:
            puzzle = test_random_puzzle (rand, n, 0.2, 0.35);
            break;
          case 3:
            puzzle = test_random_wild_puzzle (rand, n, 0.2, 0.3);
            break;
          case 4:
            puzzle = random_adjacent (rand, n, 0.2);
            break;
          default:
            puzzle = random_wild_adjacent (rand, n, 0.15, 0.3);
            break;
          }
        if (puzzle->mode == FUTO_MODE_UNEQUAL || algorithms[a]->supports_adjacent)
          assert_run_passes (algorithms[a], puzzle, (guint64) i + 1);
        futo_puzzle_free (puzzle);
      }
}

static void
assert_same_events (const FutoTrace *a,
                    const FutoTrace *b)
{
  g_assert_cmpuint (futo_trace_get_length (a), ==, futo_trace_get_length (b));
  for (size_t i = 0; i < futo_trace_get_length (a); i++)
    {
      FutoEvent x, y;

      g_assert_true (futo_trace_get_event (a, i, &x));
      g_assert_true (futo_trace_get_event (b, i, &y));
      g_assert_cmpint (x.kind, ==, y.kind);
      g_assert_cmpint (x.reason, ==, y.reason);
      g_assert_cmpint (x.cell, ==, y.cell);
      g_assert_cmpint (x.cause, ==, y.cause);
      g_assert_cmpint (x.value, ==, y.value);
      g_assert_cmpint (x.depth, ==, y.depth);
      if (x.kind == FUTO_EVENT_ENERGY)
        g_assert_cmpfloat_with_epsilon (x.energy, y.energy, 1e-6 * (1 + fabs (x.energy)));
    }
}

/* A trace with its puzzle is written as version 2 and reads back with the
 * same puzzle, header and events, complete. */
static void
test_v2_round_trip (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  static const char *const ids[] = { "bt", "fc", "mac", "prop", "sa" };

  for (int i = 0; i < 40; i++)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (ids[i % G_N_ELEMENTS (ids)]);
      FutoPuzzle *puzzle = i % 4 == 3 && algorithm->supports_adjacent ? random_adjacent (rand, 3 + i % 4, 0.2)
                                                                       : test_random_puzzle (rand, 3 + i % 4, 0.2, 0.4);
      FutoTrace *trace = record_run (algorithm, puzzle, (guint64) i + 1);
      FutoTrace *back;
      FutoError error;
      g_autofree char *text = NULL;

      g_assert_true (futo_trace_set_puzzle (trace, puzzle));
      g_assert_true (futo_trace_set_node_count (trace, "every-state"));
      text = futo_trace_write (trace, algorithm->id);
      g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 2\n"));
      g_assert_true (g_str_has_suffix (text, "\nend\n"));
      back = futo_trace_read (text, strlen (text), &error);
      if (back == NULL)
        g_error ("%s: %s\n%s", algorithm->id, error.message, text);
      g_assert_nonnull (futo_trace_get_puzzle (back));
      g_assert_true (futo_puzzle_equal (futo_trace_get_puzzle (back), puzzle));
      g_assert_cmpstr (futo_trace_get_algorithm (back), ==, algorithm->id);
      g_assert_cmpstr (futo_trace_get_node_count (back), ==, "every-state");
      g_assert_true (futo_trace_is_complete (back));
      g_assert_true (futo_trace_is_truncated (back) == futo_trace_is_truncated (trace));
      assert_same_events (trace, back);
      futo_trace_free (back);
      futo_trace_free (trace);
      futo_puzzle_free (puzzle);
    }
}

/* A stored version-1 trace of ac3, from before the queue of arcs was
 * told, still plays: every event read, the board at its end solved, no
 * arcs to show. */
static void
test_v1_stored_plays (void)
{
  gsize len = 0;
  g_autofree char *text = test_read_data ("traces/v1-ac3.trace", &len);
  FutoError error;
  FutoTrace *trace = futo_trace_read (text, len, &error);
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.txt");
  FutoTraceCursor *cursor;
  size_t length;

  g_assert_nonnull (trace);
  length = futo_trace_get_length (trace);
  g_assert_cmpuint (length, ==, 53);
  g_assert_cmpuint (futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_QUEUE | 1u << FUTO_EVENT_REVISE, false), ==,
                    length);
  g_assert_cmpuint (futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_SOLUTION, false), ==, length - 1);
  cursor = futo_trace_cursor_new (trace);
  futo_trace_cursor_seek (cursor, length);
  /* The solver need not tell the givens it places. */
  for (int cell = 0; cell < 16; cell++)
    g_assert_true (puzzle->givens[cell] != 0 || cursor->values[cell] != 0
                   || futo_set_count (cursor->candidates[cell]) == 1);
  futo_trace_cursor_seek (cursor, 0);
  g_assert_cmpuint (futo_set_count (cursor->candidates[0]), ==, 4);
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
  futo_puzzle_free (puzzle);
}

/* Version 1 is still read and written: no puzzle, so nothing to check. */
static void
test_v1_still_read (void)
{
  static const char text[] =
    "futoshiki-lab-trace 1\n"
    "size 4\n"
    "algorithm fc\n"
    "events 3\n"
    "assign r1c1 1 decision depth 1\n"
    "prune r1c2 1 row cause r1c1 depth 1\n"
    "unassign r1c1 2 depth 1\n";
  FutoError error;
  FutoTrace *trace = futo_trace_read (text, strlen (text), &error);
  g_autofree char *again = NULL;

  g_assert_nonnull (trace);
  g_assert_null (futo_trace_get_puzzle (trace));
  g_assert_cmpstr (futo_trace_get_algorithm (trace), ==, "fc");
  g_assert_null (futo_trace_get_node_count (trace));
  g_assert_true (futo_trace_is_complete (trace));
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 3);
  g_assert_false (futo_trace_check (trace, NULL, &error));
  g_assert_nonnull (strstr (error.message, "no puzzle"));
  again = futo_trace_write (trace, NULL);
  g_assert_cmpstr (again, ==, text);
  futo_trace_free (trace);
}

/* A version-2 text cut off before its 'end' reads, as incomplete. */
static void
test_v2_without_end (void)
{
  static const char text[] =
    "futoshiki-lab-trace 2\n"
    "size 3\n"
    "given r1c1 1\n"
    "sign r1c2 < r1c3\n"
    "algorithm my_solver.v2\n"
    "assign r1c2 2 decision depth 1\n";
  FutoError error;
  FutoTrace *trace = futo_trace_read (text, strlen (text), &error);

  g_assert_nonnull (trace);
  g_assert_false (futo_trace_is_complete (trace));
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 1);
  g_assert_cmpint (futo_trace_get_puzzle (trace)->givens[0], ==, 1);
  g_assert_cmpint (futo_puzzle_get_relation (futo_trace_get_puzzle (trace), 0, 1, FUTO_DIR_RIGHT), ==,
                   FUTO_REL_LESS);
  g_assert_cmpstr (futo_trace_get_algorithm (trace), ==, "my_solver.v2");
  g_assert_true (futo_trace_check (trace, NULL, &error));
  futo_trace_free (trace);
}

/* Fed a line at a time, the parser reads what futo_trace_read reads from
 * the whole text, and has the trace from its first event on. */
static void
test_parser_line_by_line (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (32);

  for (int i = 0; i < 20; i++)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (i % 2 ? "fc" : "bt");
      FutoPuzzle *puzzle = test_random_puzzle (rand, 3 + i % 4, 0.2, 0.4);
      FutoTrace *trace = record_run (algorithm, puzzle, (guint64) i + 1);
      FutoTraceParser *parser = futo_trace_parser_new (0);
      FutoTrace *whole, *fed;
      FutoError error;
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;
      gboolean seen_event = FALSE;

      futo_trace_set_puzzle (trace, puzzle);
      text = futo_trace_write (trace, algorithm->id);
      whole = futo_trace_read (text, strlen (text), &error);
      g_assert_nonnull (whole);
      lines = g_strsplit (text, "\n", -1);
      for (int l = 0; lines[l] != NULL; l++)
        {
          /* The last piece after the final newline is no line. */
          if (lines[l + 1] == NULL && lines[l][0] == '\0')
            break;
          g_assert_true (futo_trace_parser_feed_line (parser, lines[l], strlen (lines[l]), &error));
          seen_event = seen_event || g_str_has_prefix (lines[l], "events");
          g_assert_true ((futo_trace_parser_get_trace (parser) != NULL) == seen_event);
        }
      g_assert_true (futo_trace_parser_finish (parser, &error));
      fed = futo_trace_parser_steal_trace (parser);
      g_assert_null (futo_trace_parser_get_trace (parser));
      assert_same_events (whole, fed);
      g_assert_true (futo_puzzle_equal (futo_trace_get_puzzle (whole), futo_trace_get_puzzle (fed)));
      g_assert_true (futo_trace_is_complete (fed));
      futo_trace_free (fed);
      futo_trace_free (whole);
      futo_trace_parser_free (parser);
      futo_trace_free (trace);
      futo_puzzle_free (puzzle);
    }
}

/* After its first error the parser refuses every later line with it. */
static void
test_parser_stops_at_error (void)
{
  FutoTraceParser *parser = futo_trace_parser_new (0);
  FutoError error;

  g_assert_true (futo_trace_parser_feed_line (parser, "futoshiki-lab-trace 2", 21, &error));
  g_assert_false (futo_trace_parser_feed_line (parser, "size x", 6, &error));
  g_assert_cmpint (error.line, ==, 2);
  g_assert_false (futo_trace_parser_feed_line (parser, "size 4", 6, &error));
  g_assert_cmpint (error.line, ==, 2);
  g_assert_false (futo_trace_parser_finish (parser, &error));
  g_assert_null (futo_trace_parser_get_trace (parser));
  futo_trace_parser_free (parser);
}

/* Each lying trace of data/traces/lying is refused at its event, at the
 * line and column of the event's first word, with the sentence that
 * EXPECTED gives; every file there has its line. */
static void
test_lying_corpus (void)
{
  g_autofree char *expected = test_read_data ("traces/lying/EXPECTED", NULL);
  g_auto(GStrv) lines = g_strsplit (expected, "\n", -1);
  g_autofree char *folder = test_data_path ("traces/lying");
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *entry;
  int checked = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autofree char *relative = NULL;
      g_autofree char *text = NULL;
      int line, column;
      gsize len;
      FutoError error;
      FutoTrace *trace;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      fields = g_strsplit (lines[i], " ", 3);
      if (g_strv_length (fields) != 3 || sscanf (fields[1], "%d:%d", &line, &column) != 2)
        g_error ("EXPECTED line %d: expected FILE LINE:COLUMN MESSAGE", i + 1);
      relative = g_strconcat ("traces/lying/", fields[0], NULL);
      text = test_read_data (relative, &len);
      trace = futo_trace_read (text, len, &error);
      if (trace != NULL)
        g_error ("%s: read without an error", fields[0]);
      if (error.line != line || error.column != column || strcmp (error.message, fields[2]) != 0)
        g_error ("%s: got %d:%d %s", fields[0], error.line, error.column, error.message);
      g_hash_table_add (listed, g_strdup (fields[0]));
      checked++;
    }
  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".trace") && !g_hash_table_contains (listed, entry))
      g_error ("%s has no line in traces/lying/EXPECTED", entry);
  g_assert_cmpint (checked, >=, 30);
}

/* The checker alone: it counts what it accepted, names the event from 1
 * and, once it has refused one, refuses the rest. */
static void
test_checker_alone (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);
  FutoTraceChecker *checker;
  FutoEvent assign = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 4, -1, 2, 1, 0 };
  FutoEvent again = assign;
  FutoError error;

  futo_puzzle_set_given (puzzle, 0, 0, 2);
  checker = futo_trace_checker_new (puzzle);
  futo_puzzle_free (puzzle);
  g_assert_true (futo_trace_checker_check (checker, &assign, &error));
  g_assert_cmpuint (futo_trace_checker_get_count (checker), ==, 1);
  again.value = 3;
  g_assert_false (futo_trace_checker_check (checker, &again, &error));
  g_assert_cmpstr (error.message, ==, "event 2: r2c2 = 3, but r2c2 already holds 2");
  g_assert_cmpint (error.line, ==, 0);
  g_assert_nonnull (error.sentence.format);
  g_assert_false (futo_trace_checker_check (checker, &assign, &error));
  g_assert_cmpuint (futo_trace_checker_get_count (checker), ==, 1);
  futo_trace_checker_free (checker);
}

/* The header's setters take what the text form can write and refuse the
 * rest. */
static void
test_header_setters (void)
{
  FutoTrace *trace = futo_trace_new (4, 0);
  FutoPuzzle *other = futo_puzzle_new (5);
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoNodeCount count;

  g_assert_false (futo_trace_set_puzzle (trace, other));
  g_assert_null (futo_trace_get_puzzle (trace));
  futo_puzzle_set_given (puzzle, 1, 2, 3);
  g_assert_true (futo_trace_set_puzzle (trace, puzzle));
  /* A copy: changing the caller's puzzle changes nothing. */
  futo_puzzle_set_given (puzzle, 1, 2, 4);
  g_assert_cmpint (futo_trace_get_puzzle (trace)->givens[6], ==, 3);
  g_assert_false (futo_trace_set_algorithm (trace, "two words"));
  g_assert_false (futo_trace_set_algorithm (trace, ""));
  g_assert_true (futo_trace_set_algorithm (trace, "my_solver-2.py"));
  g_assert_cmpstr (futo_trace_get_algorithm (trace), ==, "my_solver-2.py");
  g_assert_false (futo_trace_set_node_count (trace, "nodes"));
  g_assert_null (futo_trace_get_node_count (trace));
  g_assert_true (futo_trace_set_node_count (trace, "deductions"));
  g_assert_true (futo_trace_is_complete (trace));
  /* The tree's count: the nodes line first, then the algorithm's, then decisions. */
  g_assert_cmpint (futo_search_tree_count_for (trace), ==, FUTO_NODE_COUNT_DEDUCTIONS);
  g_assert_true (futo_trace_set_node_count (trace, NULL));
  g_assert_cmpint (futo_search_tree_count_for (trace), ==, FUTO_NODE_COUNT_DECISIONS);
  g_assert_true (futo_trace_set_algorithm (trace, "fc"));
  g_assert_cmpint (futo_search_tree_count_for (trace), ==, FUTO_NODE_COUNT_CONSISTENT_STATES);
  for (int c = FUTO_NODE_COUNT_DECISIONS; c <= FUTO_NODE_COUNT_DEDUCTIONS; c++)
    {
      g_assert_true (futo_node_count_from_name (futo_node_count_name ((FutoNodeCount) c), &count));
      g_assert_cmpint (count, ==, c);
      g_assert_true (futo_trace_set_node_count (trace, futo_node_count_name ((FutoNodeCount) c)));
    }
  g_assert_null (futo_node_count_name (FUTO_NODE_COUNT_NONE));
  g_assert_false (futo_node_count_from_name ("none", &count));
  g_assert_true (futo_trace_set_puzzle (trace, NULL));
  g_assert_null (futo_trace_get_puzzle (trace));
  futo_puzzle_free (puzzle);
  futo_puzzle_free (other);
  futo_trace_free (trace);
}

/* A version-2 header whose puzzle is invalid is refused at the line that
 * made it so; one that is only unsolvable is read. */
static void
test_header_puzzle (void)
{
  static const struct
  {
    const char *text;
    int         line, column;
    const char *fragment;
  } cases[] = {
    { "futoshiki-lab-trace 2\nsize 4\ngiven r1c1 2\ngiven r1c4 2\nend\n", 4, 1, "appears twice in row 1" },
    { "futoshiki-lab-trace 2\nsize 4\ngiven r1c1 2\ngiven r1c1 3\n", 4, 7, "already has a given" },
    { "futoshiki-lab-trace 2\nsize 4\ngiven r1c1 5\n", 3, 12, "out of range" },
    { "futoshiki-lab-trace 2\nsize 4\nsign r1c1 < r2c2\n", 3, 13, "not neighbours" },
    { "futoshiki-lab-trace 2\nsize 4\nsign r1c4 < r2c1\n", 3, 13, "not neighbours" },
    { "futoshiki-lab-trace 2\nsize 4\nsign r1c1 < r1c2\nsign r1c2 > r1c1\n", 4, 1, "already have" },
    { "futoshiki-lab-trace 2\nsize 4\nmark r1c1 r1c2\n", 3, 1, "mode adjacent" },
    { "futoshiki-lab-trace 2\nsize 4\nsign r1c1 < r1c2\nmode adjacent\n", 4, 1, "before the signs" },
    { "futoshiki-lab-trace 2\nsize 4\nmode sideways\n", 3, 6, "unknown mode" },
    { "futoshiki-lab-trace 2\nsize 4\nnodes all\n", 3, 7, "unknown node count" },
    { "futoshiki-lab-trace 2\nsize 4\nalgorithm a/b\n", 3, 11, "letters, digits" },
    { "futoshiki-lab-trace 2\nsize 4\nend\nend\n", 4, 1, "nothing may follow" },
    { "futoshiki-lab-trace 2\n", 1, 0, "before its 'size'" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FutoError error;
      FutoTrace *trace = futo_trace_read (cases[i].text, strlen (cases[i].text), &error);

      g_assert_null (trace);
      if (error.line != cases[i].line || error.column != cases[i].column
          || strstr (error.message, cases[i].fragment) == NULL)
        g_error ("case %zu: got line %d, column %d: %s", i, error.line, error.column, error.message);
    }
  {
    /* A cycle of signs: no solution, but a run can prove that. */
    static const char cycle[] = "futoshiki-lab-trace 2\nsize 2\nsign r1c1 < r1c2\nsign r1c2 < r2c2\n"
                                "sign r2c2 < r2c1\nsign r2c1 < r1c1\nend\n";
    FutoError error;
    FutoTrace *trace = futo_trace_read (cycle, strlen (cycle), &error);

    g_assert_nonnull (trace);
    g_assert_true (futo_trace_is_complete (trace));
    g_assert_cmpuint (futo_trace_get_length (trace), ==, 0);
    futo_trace_free (trace);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-check/v2-round-trip", test_v2_round_trip);
  g_test_add_func ("/trace-check/v1-still-read", test_v1_still_read);
  g_test_add_func ("/trace-check/v1-stored-plays", test_v1_stored_plays);
  g_test_add_func ("/trace-check/v2-without-end", test_v2_without_end);
  g_test_add_func ("/trace-check/parser-line-by-line", test_parser_line_by_line);
  g_test_add_func ("/trace-check/parser-stops-at-error", test_parser_stops_at_error);
  g_test_add_func ("/trace-check/lying-corpus", test_lying_corpus);
  g_test_add_func ("/trace-check/checker-alone", test_checker_alone);
  g_test_add_func ("/trace-check/header-setters", test_header_setters);
  g_test_add_func ("/trace-check/header-puzzle", test_header_puzzle);
  g_test_add_func ("/trace-check/builtins-pass", test_builtins_pass);
  return g_test_run ();
}
