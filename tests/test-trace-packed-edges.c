/* test-trace-packed-edges.c: each kind of record that holds several
 * events, appended by hand near a block's end, a keyframe or max_events,
 * at depths its words cannot hold and on boards too large for it, reads
 * back as its events
 *
 * Lines, refuted tries, runs of tries in one cell, values taken back and
 * the undo of a forward check: each case appends the record to one trace
 * and its events one by one to another, through futo_trace_record(), and
 * every way of reading and seeking the two must agree. The records in
 * whole runs of the searches are in test-trace-packed.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

/* Inside the library on purpose: each packed record is appended by hand, through
 * the calls the searches record with (futo_trace_append_*). */
#include "futo-runner-private.h"
#include "futo-trace.h"
#include "trace-packed-test-util.h"

/* The events of a line, one by one, into flat. */
static void
record_line_events (FutoTrace     *flat,
                    int            size,
                    FutoEventKind  kind,
                    int            line,
                    bool           column,
                    int            from,
                    int            value,
                    int            depth,
                    uint64_t       positions)
{
  bool restore = kind == FUTO_EVENT_RESTORE;

  while (positions != 0)
    {
      int position = restore ? 63 - __builtin_clzll (positions) : __builtin_ctzll (positions);
      FutoEvent event = { kind, restore ? FUTO_REASON_NONE : column ? FUTO_REASON_COLUMN : FUTO_REASON_ROW,
                          _futo_trace_line_cell (size, line, column, position),
                          restore ? -1 : _futo_trace_line_cell (size, line, column, from), value, depth, 0 };

      futo_trace_record (&event, flat);
      positions &= ~(UINT64_C (1) << position);
    }
}

/* Seeking both traces (the packed one kept its live board and keyframes
 * inline) gives the same boards. */
static void
assert_same_seeks (GRand           *rand,
                   const FutoTrace *packed,
                   const FutoTrace *flat)
{
  FutoTraceCursor *a = futo_trace_cursor_new (packed), *b = futo_trace_cursor_new (flat);
  size_t length = futo_trace_get_length (flat);

  for (int i = 0; i <= 40; i++)
    {
      size_t position = i == 40 ? length : (size_t) g_rand_int_range (rand, 0, (gint32) length + 1);

      futo_trace_cursor_seek (a, position);
      futo_trace_cursor_seek (b, position);
      trace_assert_same_board (a, b, position);
    }
  while (futo_trace_cursor_back (a))
    {
      g_assert_true (futo_trace_cursor_back (b));
      if (a->position % 97 == 0)
        trace_assert_same_board (a, b, a->position);
    }
  futo_trace_cursor_free (a);
  futo_trace_cursor_free (b);
}

/* The packed trace and the generic sink's agree in every way of reading
 * them, cut short alike; frees both. */
static void
assert_same_and_free (GRand     *rand,
                      FutoTrace *packed,
                      FutoTrace *flat)
{
  g_assert_cmpint (futo_trace_is_truncated (packed), ==, futo_trace_is_truncated (flat));
  trace_assert_same_events (packed, flat);
  assert_same_seeks (rand, packed, flat);
  futo_trace_free (packed);
  futo_trace_free (flat);
}

/* Lines appended right before a block's end, a keyframe, max_events, at
 * depths a line's word cannot hold, and on a board too large for them:
 * each reads back as its events. */
static void
test_line_edges (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (64);

  for (int round = 0; round < 400; round++)
    {
      int size = round % 4 == 0 ? 30 : round % 4 == 1 ? 6 : 9;
      /* Limits up to past the first keyframe (every 4,096 events up to 30x30). */
      size_t max_events = round % 3 == 0 ? (size_t) g_rand_int_range (rand, 1, 4096 + 1000) : 0;
      FutoTrace *packed = futo_trace_new (size, max_events);
      FutoTrace *flat = futo_trace_new (size, max_events);
      /* Up to past the second keyframe. */
      int lead = g_rand_int_range (rand, 0, (int) packed->interval * 2 + 52);

      /* Singles up to somewhere near a block's end or a keyframe. */
      for (int i = 0; i < lead; i++)
        {
          FutoEvent event = { FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, g_rand_int_range (rand, 0, size * size), -1,
                              g_rand_int_range (rand, 1, size + 1), g_rand_int_range (rand, 0, 40), 0 };

          futo_trace_record (&event, packed);
          futo_trace_record (&event, flat);
        }
      for (int i = 0; i < 60; i++)
        {
          bool column = g_rand_boolean (rand), restore = g_rand_boolean (rand);
          int line = g_rand_int_range (rand, 0, size), from = g_rand_int_range (rand, 0, size);
          int value = g_rand_int_range (rand, 1, size + 1);
          int depth = g_rand_boolean (rand) ? g_rand_int_range (rand, 0, 64) : g_rand_int_range (rand, 0, 300);
          uint64_t positions = (g_rand_int (rand) | (uint64_t) g_rand_int (rand) << 32)
                               & ((UINT64_C (1) << size) - 1) & ~(UINT64_C (1) << from);
          unsigned count = _futo_trace_count_positions (positions);

          if (positions == 0)
            continue;
          if (restore)
            _futo_trace_append_restore_line (packed, line, column, value, depth, positions, count);
          else
            _futo_trace_append_prune_line (packed, line, column, from, value, depth, positions, count);
          record_line_events (flat, size, restore ? FUTO_EVENT_RESTORE : FUTO_EVENT_PRUNE, line, column, from,
                              value, depth, positions);
        }
      assert_same_and_free (rand, packed, flat);
    }
}

/* A refuted try with a conflict that the pair cannot name, or too deep a
 * depth, reads back as its two events too. */
static void
test_refuted_edges (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (65);

  for (int round = 0; round < 200; round++)
    {
      int size = round % 2 ? 9 : 5;
      size_t max_events = round % 3 == 0 ? (size_t) g_rand_int_range (rand, 1, 4096 + 500) : 0;
      FutoTrace *packed = futo_trace_new (size, max_events);
      FutoTrace *flat = futo_trace_new (size, max_events);
      /* Up to past the first keyframe: two events a try. */
      int tries = g_rand_int_range (rand, 1, (int) packed->interval / 2 + 600);

      for (int i = 0; i < tries; i++)
        {
          int cell = g_rand_int_range (rand, 0, size * size), value = g_rand_int_range (rand, 1, size + 1);
          int depth = g_rand_int_range (rand, 0, g_rand_boolean (rand) ? 64 : 9000);
          FutoReason reason = (FutoReason) g_rand_int_range (rand, FUTO_REASON_ROW, FUTO_REASON_LAST + 1);
          int cause = g_rand_int_range (rand, 0, size * size);
          FutoEvent assign = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth, 0 };
          FutoEvent unassign = { FUTO_EVENT_UNASSIGN, reason, cell, cause, value, depth, 0 };

          _futo_trace_append_refuted (packed, cell, value, depth, reason, cause);
          futo_trace_record (&assign, flat);
          futo_trace_record (&unassign, flat);
        }
      assert_same_and_free (rand, packed, flat);
    }
}

/* Runs of refuted tries in one cell, from one try to the whole size, with
 * or without the ASSIGN that follows them, and values taken back (a
 * BACKTRACK and its UNASSIGN), appended near a block's end, a keyframe or
 * max_events, at depths a record or word cannot hold, and on boards with
 * narrow or no records: each reads back as its events, in order, with
 * the causes the conflicts name. */
static void
test_tries_edges (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (66);
  static const int sizes[] = { 2, 5, 9, 13, 17, 30 };

  for (int round = 0; round < 300; round++)
    {
      int size = sizes[round % G_N_ELEMENTS (sizes)];
      size_t max_events = round % 3 == 0 ? (size_t) g_rand_int_range (rand, 1, 3000) : 0;
      FutoTrace *packed = futo_trace_new (size, max_events);
      FutoTrace *flat = futo_trace_new (size, max_events);
      int runs = g_rand_int_range (rand, 1, 400);

      for (int r = 0; r < runs; r++)
        {
          int cell = g_rand_int_range (rand, 0, size * size), row = cell / size, column = cell % size;
          int depth = g_rand_int_range (rand, 0, g_rand_boolean (rand) ? 64 : 9000);
          uint8_t conflicts[FUTO_MAX_SIZE];
          FutoSet values = 0;
          unsigned count = 0;

          int assigned = 0, taken = g_rand_int_range (rand, -1, size + 1);

          /* A value taken back now and then, or a single event, moves the
           * next run across a block's edge. */
          if (g_rand_int_range (rand, 0, 3) == 0)
            {
              FutoEvent backtrack = { FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, taken, depth - 1, 0 };
              FutoEvent unassign = { FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, taken, depth, 0 };

              _futo_trace_append_taken_back (packed, cell, taken, depth - 1);
              futo_trace_record (&backtrack, flat);
              futo_trace_record (&unassign, flat);
            }
          else if (g_rand_int_range (rand, 0, 3) == 0)
            {
              FutoEvent event = { FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, -1, 0, 0, 0 };

              futo_trace_record (&event, packed);
              futo_trace_record (&event, flat);
            }
          for (int value = 1; value <= size; value++)
            {
              int direction = g_rand_int_range (rand, 0, 4), position = g_rand_int_range (rand, 0, size);
              bool inside = (direction == FUTO_DIR_UP && row > 0) || (direction == FUTO_DIR_RIGHT && column < size - 1)
                            || (direction == FUTO_DIR_DOWN && row < size - 1) || (direction == FUTO_DIR_LEFT && column > 0);
              FutoEvent assign = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth, 0 };
              FutoEvent unassign = { FUTO_EVENT_UNASSIGN, FUTO_REASON_ROW, cell, row * size + position, value, depth, 0 };

              if (g_rand_int_range (rand, 0, 3) == 0)
                continue;
              switch (g_rand_int_range (rand, 0, 3))
                {
                case 0:
                  conflicts[count] = (uint8_t) _futo_trace_conflict (FUTO_REASON_ROW, size, position);
                  break;
                case 1:
                  unassign.reason = FUTO_REASON_COLUMN;
                  unassign.cause = position * size + column;
                  conflicts[count] = (uint8_t) _futo_trace_conflict (FUTO_REASON_COLUMN, size, position);
                  break;
                default:
                  if (!inside)
                    continue;
                  unassign.reason = FUTO_REASON_SIGN;
                  unassign.cause = direction == FUTO_DIR_UP ? cell - size : direction == FUTO_DIR_RIGHT ? cell + 1
                                   : direction == FUTO_DIR_DOWN ? cell + size : cell - 1;
                  conflicts[count] = (uint8_t) _futo_trace_conflict (FUTO_REASON_SIGN, size, direction);
                  break;
                }
              values |= FUTO_SET_BIT (value);
              count++;
              futo_trace_record (&assign, flat);
              futo_trace_record (&unassign, flat);
            }
          /* Then, often, the ASSIGN of a value above the tries. */
          if (g_rand_boolean (rand))
            {
              int above = values != 0 ? 64 - __builtin_clzll (values) : 0;

              if (above < size)
                {
                  FutoEvent event = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, 0, depth, 0 };

                  assigned = event.value = g_rand_int_range (rand, above + 1, size + 1);
                  futo_trace_record (&event, flat);
                }
            }
          if (count > 0)
            _futo_trace_append_tries (packed, cell, depth, values, conflicts, count, assigned);
          else if (assigned != 0)
            _futo_trace_append (packed, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, assigned, depth);
        }
      assert_same_and_free (rand, packed, flat);
    }
}

typedef struct
{
  int     cell;
  FutoSet set;
} UndoEntry;

/* The prunes of value from a random part of the cells of line that still
 * have it (not skip), into flat, the model board and entries; returns
 * their positions. */
static uint64_t
prune_some_of_line (GRand     *rand,
                    FutoTrace *flat,
                    FutoSet   *board,
                    UndoEntry *entries,
                    int       *n_entries,
                    int        line,
                    bool       column,
                    int        skip,
                    int        value,
                    int        depth)
{
  int size = futo_trace_get_size (flat);
  uint64_t positions = 0;

  for (int k = 0; k < size; k++)
    {
      int other = _futo_trace_line_cell (size, line, column, k);

      if (k != skip && (board[other] & FUTO_SET_BIT (value)) != 0 && g_rand_boolean (rand))
        {
          positions |= UINT64_C (1) << k;
          board[other] &= ~FUTO_SET_BIT (value);
          entries[(*n_entries)++] = (UndoEntry) { other, FUTO_SET_BIT (value) };
        }
    }
  record_line_events (flat, size, FUTO_EVENT_PRUNE, line, column, skip, value, depth, positions);
  return positions;
}

/* An ASSIGN and its forward check's prunes (lines, then sign neighbours'
 * sets; the ASSIGN and the lines as one record or apart), later taken
 * back by an undo that points back to them, from near
 * and far (other events between), near a block's end, a keyframe or
 * max_events, at depths the words cannot hold and on a board too large
 * for lines: each reads back as the BACKTRACK, the restores of the
 * trail's entries from the top (a cell's values ascending) and the
 * UNASSIGN, as the generic sink records them. */
static void
test_undo_edges (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (67);
  static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };

  for (int round = 0; round < 300; round++)
    {
      int size = round % 4 == 0 ? 30 : round % 4 == 1 ? 5 : round % 4 == 2 ? 9 : 13, cells = size * size;
      size_t max_events = round % 5 == 0 ? (size_t) g_rand_int_range (rand, 1, 4000) : 0;
      FutoTrace *packed = futo_trace_new (size, max_events);
      FutoTrace *flat = futo_trace_new (size, max_events);
      FutoSet *board = g_new (FutoSet, cells);
      UndoEntry *entries = g_new (UndoEntry, 3 * size + 4);
      int undos = g_rand_int_range (rand, 1, 200);

      for (int i = 0; i < cells; i++)
        board[i] = FUTO_SET_FULL (size);
      for (int u = 0; u < undos; u++)
        {
          int cell = g_rand_int_range (rand, 0, cells), row = cell / size, column = cell % size;
          int value = g_rand_int_range (rand, 1, size + 1), n_entries = 0;
          int depth = g_rand_int_range (rand, 0, g_rand_int_range (rand, 0, 8) == 0 ? 9000 : 60);
          size_t assign_word = packed->words, assign_length = packed->length, prunes_end, prunes_length;
          FutoEvent assign = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth, 0 };
          FutoEvent backtrack = { FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, depth - 1, 0 };
          FutoEvent unassign = { FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, depth, 0 };
          int between = g_rand_boolean (rand) ? 0 : g_rand_int_range (rand, 0, 300);
          uint64_t along_row, along_column;

          futo_trace_record (&assign, flat);
          along_row = prune_some_of_line (rand, flat, board, entries, &n_entries, row, false, column, value, depth);
          along_column = prune_some_of_line (rand, flat, board, entries, &n_entries, column, true, row, value, depth);
          /* The ASSIGN and the lines as one record (fc), or apart. */
          if (g_rand_boolean (rand))
            _futo_trace_append_check (packed, cell, row, column, value, depth, along_row,
                                      _futo_trace_count_positions (along_row), along_column,
                                      _futo_trace_count_positions (along_column));
          else
            {
              _futo_trace_append (packed, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth);
              _futo_trace_append_prune_line (packed, row, false, column, value, depth, along_row,
                                             _futo_trace_count_positions (along_row));
              _futo_trace_append_prune_line (packed, column, true, row, value, depth, along_column,
                                             _futo_trace_count_positions (along_column));
            }
          for (int d = 0; d < 4; d++)
            {
              int r = row + dr[d], c = column + dc[d], other = r * size + c;
              FutoSet set;

              if (r < 0 || r >= size || c < 0 || c >= size)
                continue;
              set = board[other] & (FutoSet) (g_rand_int (rand) | (uint64_t) g_rand_int (rand) << 32);
              if (set == 0)
                continue;
              _futo_trace_append_each (packed, FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, other, cell, set, depth);
              for (FutoSet left = set; left != 0; left &= left - 1)
                {
                  FutoEvent prune = { FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, other, cell, futo_set_min (left), depth, 0 };

                  futo_trace_record (&prune, flat);
                }
              board[other] &= ~set;
              entries[n_entries++] = (UndoEntry) { other, set };
            }
          prunes_end = packed->words;
          prunes_length = packed->length;
          for (int i = 0; i < between; i++)
            {
              FutoEvent event = { FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, -1, 0, 0, 0 };

              futo_trace_record (&event, packed);
              futo_trace_record (&event, flat);
            }

          if (_futo_trace_append_undo (packed, assign_word, assign_length, prunes_end, prunes_length))
            for (int i = n_entries; i-- > 0;)
              _futo_trace_live_restore (packed, entries[i].cell, entries[i].set);
          else
            {
              _futo_trace_append (packed, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, depth - 1);
              for (int i = n_entries; i-- > 0;)
                _futo_trace_append_each (packed, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, entries[i].cell, -1,
                                         entries[i].set, depth);
              _futo_trace_append (packed, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, depth);
            }
          futo_trace_record (&backtrack, flat);
          for (int i = n_entries; i-- > 0;)
            {
              for (FutoSet left = entries[i].set; left != 0; left &= left - 1)
                {
                  FutoEvent restore = { FUTO_EVENT_RESTORE, FUTO_REASON_NONE, entries[i].cell, -1,
                                        futo_set_min (left), depth, 0 };

                  futo_trace_record (&restore, flat);
                }
              board[entries[i].cell] |= entries[i].set;
            }
          futo_trace_record (&unassign, flat);
        }
      g_free (board);
      g_free (entries);
      assert_same_and_free (rand, packed, flat);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-packed/line-edges", test_line_edges);
  g_test_add_func ("/trace-packed/refuted-edges", test_refuted_edges);
  g_test_add_func ("/trace-packed/tries-edges", test_tries_edges);
  g_test_add_func ("/trace-packed/undo-edges", test_undo_edges);
  return g_test_run ();
}
