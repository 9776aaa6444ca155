/* fuzz-lesson.c: the lesson reader (src/glib/futoshiki-lesson*.c) with its
 * puzzles and moments
 *
 * The input is a lesson file read in tests/fuzz/lesson-puzzles, a folder
 * of small puzzles it may name (ok-4x4.txt, lesson-6x6.txt and open-5x5.txt, as the shipped and hostile lessons name them, and sub/p5.txt) and whose
 * parent it must not reach. A rejection must be a lesson error whose
 * message is valid UTF-8 and starts "fuzz.lesson:LINE:COLUMN: " with a
 * place inside the input. A lesson read must hold valid UTF-8 texts, cells
 * on its puzzles' boards, and moments that resolve, or fail with a
 * sentence, on a small run of each puzzle's size made by hand (recording a
 * real run of every input would measure the solvers, not the reader).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "fuzz-common.h"
#include "futoshiki-lesson.h"

#ifndef FUZZ_LESSON_PUZZLES
#error "FUZZ_LESSON_PUZZLES: the folder of puzzles a fuzzed lesson may name"
#endif

static void
add (FutoTrace     *trace,
     FutoEventKind  kind,
     FutoReason     reason,
     int            cell,
     int            value,
     double         energy)
{
  FutoEvent event = { kind, reason, cell, -1, value, 1, energy };

  futo_trace_record (&event, trace);
}

/* A run of a size×size board that holds each kind of moment once or twice,
 * about the first and the last cell. */
static FutoTrace *
small_run (int size)
{
  static FutoTrace *runs[65];
  int last = size * size - 1;

  if (runs[size] != NULL)
    return runs[size];
  runs[size] = futo_trace_new (size, 0);
  add (runs[size], FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 0, 1, 0);
  add (runs[size], FUTO_EVENT_PRUNE, FUTO_REASON_ROW, last, 1, 0);
  add (runs[size], FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, last, 2, 0);
  add (runs[size], FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, 0, 1, 0);
  add (runs[size], FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, last, 1, 0);
  add (runs[size], FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, 0, 0);
  add (runs[size], FUTO_EVENT_MOVE, FUTO_REASON_NONE, 0, 1, 0);
  add (runs[size], FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, 0, 3.0);
  add (runs[size], FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, 0, 1.0);
  return runs[size];
}

static void
check_cells (const int *cells,
             int        n,
             int        size)
{
  for (int i = 0; i < n; i++)
    fuzz_assert (cells[i] >= 0 && cells[i] < size * size);
}

static void
check_step (FutoshikiLessonStep *step)
{
  const FutoPuzzle *puzzle = futoshiki_lesson_step_get_puzzle (step);
  const FutoshikiLessonMoment *moment = futoshiki_lesson_step_get_moment (step);
  const char *title = futoshiki_lesson_step_get_title (step);
  const int *cells;
  int n = 0;

  fuzz_assert (g_utf8_validate (futoshiki_lesson_step_get_text (step), -1, NULL));
  fuzz_assert (futoshiki_lesson_step_get_text (step)[0] != '\0');
  fuzz_assert (title == NULL || g_utf8_validate (title, -1, NULL));
  fuzz_assert (g_str_has_prefix (futoshiki_lesson_step_get_place (step), "fuzz.lesson:"));
  if (puzzle == NULL)
    {
      fuzz_assert (futoshiki_lesson_step_get_method (step) == NULL);
      return;
    }
  fuzz_assert (puzzle->size >= 2 && puzzle->size <= 64);
  cells = futoshiki_lesson_step_get_highlight (step, &n);
  check_cells (cells, n, puzzle->size);
  cells = futoshiki_lesson_step_get_related (step, &n);
  check_cells (cells, n, puzzle->size);
  if (moment != NULL)
    {
      const FutoTrace *run = small_run (puzzle->size);
      g_autoptr(GError) error = NULL;
      guint64 position = 0;

      fuzz_assert (futoshiki_lesson_step_get_method (step) != NULL);
      fuzz_assert (moment->row < puzzle->size && moment->col < puzzle->size);
      if (futoshiki_lesson_moment_resolve (moment, run, &position, &error))
        fuzz_assert (position <= futo_trace_get_length (run));
      else
        fuzz_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
    }
}

/* "fuzz.lesson:LINE:COLUMN: " with LINE at most the input's lines and
 * COLUMN at most its characters. */
static void
check_rejection (const GError  *error,
                 const uint8_t *data,
                 size_t         size)
{
  const char *rest;
  char *end = NULL;
  unsigned long line, column, lines = 1;

  fuzz_assert (error != NULL && error->domain == FUTOSHIKI_LESSON_ERROR);
  fuzz_assert (g_utf8_validate (error->message, -1, NULL));
  fuzz_assert (g_str_has_prefix (error->message, "fuzz.lesson:"));
  rest = error->message + strlen ("fuzz.lesson:");
  line = strtoul (rest, &end, 10);
  fuzz_assert (end != rest && *end == ':');
  rest = end + 1;
  column = strtoul (rest, &end, 10);
  fuzz_assert (end != rest && *end == ':');
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  fuzz_assert (line >= 1 && line <= lines);
  fuzz_assert (column >= 1 && column <= size + 1);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static GFile *folder;
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = NULL;

  /* As the app reads at most: larger inputs are refused before parsing. */
  if (size > (1u << 20))
    return 0;
  if (folder == NULL)
    folder = g_file_new_for_path (FUZZ_LESSON_PUZZLES);
  lesson = futoshiki_lesson_new_from_data ((const char *) data, (gssize) size, "fuzz.lesson", folder, &error);
  if (lesson == NULL)
    {
      check_rejection (error, data, size);
      return 0;
    }
  fuzz_assert (error == NULL);
  fuzz_assert (g_utf8_validate (futoshiki_lesson_get_title (lesson), -1, NULL));
  fuzz_assert (g_utf8_validate (futoshiki_lesson_get_summary (lesson), -1, NULL));
  fuzz_assert (futoshiki_lesson_get_n_steps (lesson) > 0);
  for (guint i = 0; i < futoshiki_lesson_get_n_steps (lesson); i++)
    check_step (futoshiki_lesson_get_step (lesson, i));
  return 0;
}
