/* fuzz-common.c: the invariants every fuzz target checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "futo-search-tree.h"
#include "futo-validate.h"

void
fuzz_fail (const char *file,
           int         line,
           const char *what)
{
  fprintf (stderr, "%s:%d: invariant broken: %s\n", file, line, what);
  abort ();
}

static bool
message_is_sane (const char *message,
                 size_t      size)
{
  return memchr (message, '\0', size) != NULL && message[0] != '\0';
}

void
fuzz_check_error (const FutoError *error)
{
  fuzz_assert (message_is_sane (error->message, sizeof error->message));
  fuzz_assert (error->line >= 0 && error->column >= 0);
  /* A place is either a line (and column) or a cell, never both halves of
   * one of them. */
  fuzz_assert ((error->row < 0) == (error->col < 0));
  fuzz_assert (error->row < FUTO_MAX_SIZE && error->col < FUTO_MAX_SIZE);
  fuzz_assert (error->column == 0 || error->line > 0);
}

/* Puzzles */

static void
check_shape (const FutoPuzzle *puzzle)
{
  int n = puzzle->size;

  fuzz_assert (n >= FUTO_MIN_SIZE && n <= FUTO_MAX_SIZE);
  fuzz_assert (puzzle->mode == FUTO_MODE_UNEQUAL || puzzle->mode == FUTO_MODE_ADJACENT);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int i = row * n + col;

        fuzz_assert (puzzle->givens[i] <= n);
        /* A reader never hands out a mark of the other mode. */
        fuzz_assert (futo_mode_allows (puzzle->mode, (FutoRelation) puzzle->right[i]));
        fuzz_assert (futo_mode_allows (puzzle->mode, (FutoRelation) puzzle->down[i]));
        /* The model's promise: no relation points past the edge. */
        fuzz_assert (col + 1 < n || puzzle->right[i] == FUTO_REL_NONE);
        fuzz_assert (row + 1 < n || puzzle->down[i] == FUTO_REL_NONE);
      }
}

static void
check_validation (const FutoPuzzle *puzzle)
{
  FutoProblemList problems = { 0 };
  size_t count = futo_puzzle_validate (puzzle, NULL);
  int n = puzzle->size;

  fuzz_assert (futo_puzzle_validate (puzzle, &problems) == count);
  fuzz_assert (problems.len == count);
  for (size_t i = 0; i < problems.len; i++)
    {
      const FutoProblem *problem = &problems.items[i];

      fuzz_assert (problem->row >= 0 && problem->row < n && problem->col >= 0 && problem->col < n);
      fuzz_assert ((problem->row2 == -1 && problem->col2 == -1)
                   || (problem->row2 >= 0 && problem->row2 < n
                       && problem->col2 >= 0 && problem->col2 < n));
      fuzz_assert (message_is_sane (problem->message, sizeof problem->message));
    }
  futo_problem_list_clear (&problems);
}

/* Reads text back with the reader of its format and with the detecting
 * reader; both must give the puzzle again. */
static void
check_reads_back (const FutoPuzzle *puzzle,
                  const char       *text,
                  FutoFormat        format)
{
  FutoPuzzle *again = NULL;
  FutoGame *game;
  FutoFormat detected = FUTO_FORMAT_UNKNOWN;
  FutoError error;
  size_t len;

  fuzz_assert (text != NULL);
  len = strlen (text);
  fuzz_assert (futo_format_detect (text, len) == format);
  if (format == FUTO_FORMAT_GRID)
    again = futo_grid_read (text, len, &error);
  else if (format == FUTO_FORMAT_TATHAM)
    again = futo_tatham_read (text, len, &error);
  fuzz_assert (again != NULL);
  fuzz_assert (futo_puzzle_equal (puzzle, again));
  futo_puzzle_free (again);

  game = futo_game_read_any (text, len, &detected, &error);
  fuzz_assert (game != NULL);
  fuzz_assert (detected == format);
  fuzz_assert (futo_puzzle_equal (puzzle, game->puzzle));
  futo_game_free (game);
}

void
fuzz_check_puzzle (const FutoPuzzle *puzzle)
{
  char *grid, *values, *id;

  check_shape (puzzle);
  check_validation (puzzle);

  grid = futo_grid_write (puzzle);
  values = futo_grid_write_values (puzzle, puzzle->givens);
  if (puzzle->mode == FUTO_MODE_ADJACENT)
    {
      /* The grid format has no notation for Adjacent marks. */
      fuzz_assert (grid == NULL && values == NULL);
    }
  else
    {
      check_reads_back (puzzle, grid, FUTO_FORMAT_GRID);
      /* Writing the givens as values is writing the puzzle. */
      fuzz_assert (values != NULL && strcmp (grid, values) == 0);
    }
  free (values);
  free (grid);

  id = futo_tatham_write (puzzle);
  check_reads_back (puzzle, id, FUTO_FORMAT_TATHAM);
  free (id);
}

/* Games */

void
fuzz_check_game (const FutoGame *game)
{
  int n = game->puzzle->size;
  FutoFormat detected = FUTO_FORMAT_UNKNOWN;
  FutoGame *again;
  FutoError error;
  char *text;

  fuzz_check_puzzle (game->puzzle);
  for (int i = 0; i < n * n; i++)
    {
      fuzz_assert (game->entries[i] <= n);
      fuzz_assert (game->entries[i] == 0 || game->puzzle->givens[i] == 0);
      fuzz_assert ((game->pencil[i] & ~FUTO_SET_FULL (n)) == 0);
    }

  /* A file that was read and saved again must read as the same game. */
  text = futo_native_write (game);
  fuzz_assert (text != NULL);
  fuzz_assert (futo_format_detect (text, strlen (text)) == FUTO_FORMAT_NATIVE);
  again = futo_native_read (text, strlen (text), &error);
  fuzz_assert (again != NULL);
  fuzz_assert (futo_game_equal (game, again));
  futo_game_free (again);
  again = futo_game_read_any (text, strlen (text), &detected, &error);
  fuzz_assert (again != NULL && detected == FUTO_FORMAT_NATIVE);
  fuzz_assert (futo_game_equal (game, again));
  futo_game_free (again);
  free (text);
}

/* Traces */

static bool
same_energy (double a,
             double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

static bool
same_event (const FutoEvent *a,
            const FutoEvent *b)
{
  return a->kind == b->kind && a->reason == b->reason && a->cell == b->cell
      && a->cause == b->cause && a->value == b->value && a->depth == b->depth
      && same_energy (a->energy, b->energy);
}

static bool
same_state (const FutoTraceCursor *a,
            const FutoTraceCursor *b)
{
  size_t cells = (size_t) a->size * a->size;

  return a->position == b->position && a->size == b->size && a->depth == b->depth
      && same_energy (a->energy, b->energy)
      && memcmp (a->candidates, b->candidates, cells * sizeof *a->candidates) == 0
      && memcmp (a->values, b->values, cells) == 0;
}

/* futo_trace_get_event() decodes from the start of its block (256 events),
 * so asking it for every event made the trace checks cost some 128
 * decodes an event: half of fuzz-any's time went there. Every event is
 * compared through readers; get_event is asked at these positions only:
 * the first few, the last, both ends of every block and a stride that
 * walks through every offset inside a block (97 is prime to 256). */
static bool
is_sampled (size_t index,
            size_t length)
{
  return index < 4 || index + 1 == length || index % 256 == 0 || index % 256 == 255
      || index % 97 == 0;
}

static void
check_trace_text (const FutoTrace *trace)
{
  char *text = futo_trace_write (trace, "fuzz");
  char *text_again;
  FutoTrace *again;
  FutoError error;

  fuzz_assert (text != NULL);
  again = futo_trace_read (text, strlen (text), &error);
  fuzz_assert (again != NULL);
  fuzz_assert (futo_trace_get_size (again) == futo_trace_get_size (trace));
  fuzz_assert (futo_trace_get_length (again) == futo_trace_get_length (trace));
  fuzz_assert (futo_trace_is_truncated (again) == futo_trace_is_truncated (trace));
  /* Version 2 carries its puzzle and whether the run ended; version 1
   * neither. */
  fuzz_assert ((futo_trace_get_puzzle (again) == NULL) == (futo_trace_get_puzzle (trace) == NULL));
  if (futo_trace_get_puzzle (trace) != NULL)
    fuzz_assert (futo_puzzle_equal (futo_trace_get_puzzle (again), futo_trace_get_puzzle (trace)));
  fuzz_assert (futo_trace_is_complete (again) == futo_trace_is_complete (trace));
  fuzz_check_same_events (again, trace);
  text_again = futo_trace_write (again, "fuzz");
  fuzz_assert (text_again != NULL && strcmp (text, text_again) == 0);
  free (text_again);
  futo_trace_free (again);
  free (text);
}

/* Positions worth comparing: both ends, around them, and inside. */
static bool
is_checkpoint (size_t position,
               size_t length)
{
  return position <= 1 || position + 1 >= length || position == length / 3
      || position == length / 2 || position % 997 == 0;
}

static void
check_trace_cursor (const FutoTrace *trace)
{
  size_t length = futo_trace_get_length (trace);
  FutoTraceCursor *walker = futo_trace_cursor_new (trace);
  FutoTraceCursor *start = futo_trace_cursor_new (trace);
  FutoTraceCursor *seeker = futo_trace_cursor_new (trace);
  int cells;

  fuzz_assert (walker != NULL && start != NULL && seeker != NULL);
  cells = walker->size * walker->size;
  for (int i = 0; i < cells; i++)
    fuzz_assert (start->values[i] == 0 && start->candidates[i] == FUTO_SET_FULL (start->size));

  /* Forward one event at a time; seeking must agree on the way. The seeker
   * is reused so that it moves back and forth, through keyframes or not. */
  for (size_t position = 0;; position++)
    {
      if (is_checkpoint (position, length))
        {
          FutoTraceCursor *fresh = futo_trace_cursor_new (trace);

          fuzz_assert (fresh != NULL);
          futo_trace_cursor_seek (fresh, position);
          futo_trace_cursor_seek (seeker, position);
          fuzz_assert (same_state (walker, fresh));
          fuzz_assert (same_state (walker, seeker));
          futo_trace_cursor_free (fresh);
          futo_trace_cursor_seek (seeker, length - position / 2);
        }
      if (!futo_trace_cursor_forward (walker))
        break;
    }
  fuzz_assert (walker->position == length);

  /* And back to the start, undoing every event exactly. */
  while (futo_trace_cursor_back (walker))
    if (is_checkpoint (walker->position, length))
      {
        futo_trace_cursor_seek (seeker, walker->position);
        fuzz_assert (same_state (walker, seeker));
      }
  fuzz_assert (same_state (walker, start));

  futo_trace_cursor_free (seeker);
  futo_trace_cursor_free (start);
  futo_trace_cursor_free (walker);
}

/* The events of expected, read forward once, are what every other way of
 * reading either trace must give: trace forward and backward, expected
 * backward, and random access at the sampled positions in both. Reading
 * backward is compared with reading forward, so the check of a trace
 * against itself needs no call of its own (fuzz_check_trace). */
void
fuzz_check_same_events (const FutoTrace *trace,
                        const FutoTrace *expected)
{
  size_t length = futo_trace_get_length (expected);
  FutoTraceReader *forward, *backward, *expected_forward, *expected_backward;
  FutoEvent *events, a, c;

  fuzz_assert (futo_trace_get_length (trace) == length);
  fuzz_assert (futo_trace_is_truncated (trace) == futo_trace_is_truncated (expected));
  events = malloc ((length > 0 ? length : 1) * sizeof *events);
  fuzz_assert (events != NULL);
  expected_forward = futo_trace_reader_new (expected, 0);
  fuzz_assert (expected_forward != NULL);
  for (size_t i = 0; i < length; i++)
    fuzz_assert (futo_trace_reader_next (expected_forward, &events[i]));
  fuzz_assert (!futo_trace_reader_next (expected_forward, &a));
  futo_trace_reader_free (expected_forward);

  forward = futo_trace_reader_new (trace, 0);
  fuzz_assert (forward != NULL);
  for (size_t i = 0; i < length; i++)
    {
      fuzz_assert (futo_trace_reader_next (forward, &a) && same_event (&a, &events[i]));
      if (is_sampled (i, length))
        {
          /* Random access agrees with the readers, in both traces. */
          fuzz_assert (futo_trace_get_event (expected, i, &c) && same_event (&c, &events[i]));
          fuzz_assert (futo_trace_get_event (trace, i, &c) && same_event (&c, &events[i]));
        }
    }
  fuzz_assert (!futo_trace_reader_next (forward, &a));
  fuzz_assert (!futo_trace_get_event (trace, length, &c));
  fuzz_assert (!futo_trace_get_event (expected, length, &c));
  futo_trace_reader_free (forward);

  backward = futo_trace_reader_new (trace, length);
  expected_backward = futo_trace_reader_new (expected, length);
  fuzz_assert (backward != NULL && expected_backward != NULL);
  for (size_t i = length; i-- > 0;)
    {
      fuzz_assert (futo_trace_reader_previous (backward, &a) && same_event (&a, &events[i]));
      fuzz_assert (futo_trace_reader_previous (expected_backward, &a) && same_event (&a, &events[i]));
    }
  fuzz_assert (!futo_trace_reader_previous (backward, &a));
  fuzz_assert (!futo_trace_reader_previous (expected_backward, &a));
  futo_trace_reader_free (backward);
  futo_trace_reader_free (expected_backward);
  free (events);
}

/* Whatever the events, the search tree built from them is one tree in
 * preorder whose sums add up, and every event has a node. */
static void
check_trace_tree (const FutoTrace *trace)
{
  FutoSearchTree *tree = futo_search_tree_new (trace, FUTO_NODE_COUNT_CONSISTENT_STATES, NULL);
  size_t n_nodes, length = futo_trace_get_length (trace);
  const FutoTreeNode *nodes;
  FutoTreeTotals totals;
  uint64_t leaves = 0;

  if (tree == NULL)
    return;
  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  futo_search_tree_get_totals (tree, &totals);
  fuzz_assert (n_nodes >= 1 && nodes[0].subtree == n_nodes && nodes[0].parent == -1);
  for (size_t i = 1; i < n_nodes; i++)
    {
      fuzz_assert (nodes[i].parent >= 0 && (size_t) nodes[i].parent < i);
      fuzz_assert (futo_tree_node_is_ancestor (nodes, (size_t) nodes[i].parent, i));
      fuzz_assert (nodes[i].depth == nodes[nodes[i].parent].depth + 1);
      fuzz_assert (nodes[i].first_event >= nodes[i - 1].first_event && nodes[i].end_event <= length);
    }
  for (size_t i = 0; i < n_nodes; i++)
    leaves += nodes[i].subtree == 1;
  fuzz_assert (leaves == nodes[0].leaves && leaves == totals.dead_ends + totals.solutions + totals.cut);
  for (size_t event = 0; event < length; event += 1 + length / 64)
    fuzz_assert (futo_search_tree_node_at (tree, event) < n_nodes);
  futo_search_tree_free (tree);
}

void
fuzz_check_trace (const FutoTrace *trace)
{
  int size = futo_trace_get_size (trace);

  fuzz_assert (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE);
  check_trace_text (trace);
  check_trace_cursor (trace);
  /* The text's round trip compared every way of reading this trace with
   * its forward reader (fuzz_check_same_events): no check against itself. */
  check_trace_tree (trace);
}
