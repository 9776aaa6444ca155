/* cli-lesson.c: futoshiki lesson check — a teacher's lint for lesson files
 *
 * Does all the app would do with a lesson, without a window: reads it (as
 * the app reads it, in its folder, bounded), loads every puzzle it names,
 * records every method a step names as Watch the Solver records it (one
 * solution, seed 1, the default recording limit, a minute at most) and
 * finds every moment in its run. The first problem ends the check with its
 * place, "FILE:LINE:COLUMN: …", as a compiler's would, so that an editor
 * jumps to it; a good lesson gets a summary of what it holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include <gio/gio.h>

#include "cli-commands.h"
#include "cli-report.h"
#include "futo-format.h"
#include "futoshiki-file-read.h"
#include "futoshiki-lesson.h"
#include "futoshiki-solve-job.h"

/* As the app's "trace-limit" setting by default, and its time limit. */
#define CHECK_TRACE_LIMIT  20000000
#define CHECK_TIME_LIMIT   60.0

static void
print_usage (void)
{
  printf ("Usage: futoshiki lesson check FILE\n"
          "\n"
          "Checks a lesson file (docs/lesson-format.md) as the app reads it: the\n"
          "XML, every puzzle it holds or names (beside the lesson or below its\n"
          "folder), every method a step records and every moment it jumps to, found\n"
          "in a run recorded as Watch the Solver records it. On success it prints\n"
          "what the lesson holds; on the first problem it prints FILE:LINE:COLUMN:\n"
          "and what is wrong, and exits with status 2.\n"
          "\n"
          "  -h, --help     show this help\n");
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Outcome;

static void
on_recorded (GObject      *object,
             GAsyncResult *result,
             gpointer      data)
{
  Outcome *outcome = data;

  outcome->ok = futoshiki_solve_job_run_finish (FUTOSHIKI_SOLVE_JOB (object), result, &outcome->error);
  outcome->done = TRUE;
}

/* The run of method on puzzle, as the app records it; NULL with a
 * sentence in error. */
static FutoTrace *
record (const FutoPuzzle  *puzzle,
        const char        *method,
        gboolean          *truncated,
        GError           **error)
{
  g_autoptr(FutoshikiSolveJob) job = futoshiki_solve_job_new (puzzle, method);
  Outcome outcome = { FALSE, FALSE, NULL };

  futoshiki_solve_job_set_record_trace (job, CHECK_TRACE_LIMIT);
  futoshiki_solve_job_set_solution_limit (job, 1);
  futoshiki_solve_job_set_seed (job, 1);
  futoshiki_solve_job_set_time_limit (job, CHECK_TIME_LIMIT);
  futoshiki_solve_job_run_async (job, NULL, on_recorded, &outcome);
  while (!outcome.done)
    g_main_context_iteration (NULL, TRUE);
  if (!outcome.ok)
    {
      g_propagate_error (error, outcome.error);
      return NULL;
    }
  *truncated = futoshiki_solve_job_get_trace_truncated (job);
  return futoshiki_solve_job_steal_trace (job);
}

/* Reads path as the app reads a lesson, but names it in messages as the
 * user wrote it, so that "lessons/a.lesson:4:3:" leads back to the file. */
static FutoshikiLesson *
read_lesson (const char  *path,
             GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GBytes) contents = futoshiki_file_read_bounded (file, FUTOSHIKI_LESSON_FILE_MAX_BYTES, NULL, error);
  g_autofree char *name = g_filename_display_name (path);
  gsize length = 0;
  const char *data;

  if (contents == NULL)
    return NULL;
  data = g_bytes_get_data (contents, &length);
  return futoshiki_lesson_new_from_data (data != NULL ? data : "", length, name, dir, error);
}

static const char *
plural (guint       n,
        const char *one,
        const char *many)
{
  return n == 1 ? one : many;
}

static int
check (const CliOptions *options,
       const char       *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = read_lesson (path, &error);
  /* "method\ngrid" → FutoTrace, so that a run many steps show is made once. */
  g_autoptr(GHashTable) runs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) futo_trace_free);
  g_autoptr(GHashTable) puzzles = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GPtrArray) methods = g_ptr_array_new ();
  g_autofree char *method_list = NULL;
  guint moments = 0, cut = 0, n_steps, n_puzzles, n_methods;

  if (lesson == NULL)
    return cli_fail (options, "%s", error->message);

  for (guint i = 0; i < futoshiki_lesson_get_n_steps (lesson); i++)
    {
      FutoshikiLessonStep *step = futoshiki_lesson_get_step (lesson, i);
      const FutoPuzzle *puzzle = futoshiki_lesson_step_get_puzzle (step);
      const char *method = futoshiki_lesson_step_get_method (step);
      g_autofree char *grid = NULL;
      g_autofree char *key = NULL;
      FutoTrace *trace;
      guint64 position;

      if (puzzle != NULL)
        g_hash_table_add (puzzles, (gpointer) puzzle);
      if (method == NULL)
        continue;
      if (!g_ptr_array_find_with_equal_func (methods, method, g_str_equal, NULL))
        g_ptr_array_add (methods, (gpointer) method);
      grid = futo_grid_write (puzzle);
      key = g_strdup_printf ("%s\n%s", method, grid);
      trace = g_hash_table_lookup (runs, key);
      if (trace == NULL)
        {
          gboolean truncated = FALSE;

          trace = record (puzzle, method, &truncated, &error);
          if (trace == NULL)
            return cli_fail (options, "%s: recording %s: %s", futoshiki_lesson_step_get_place (step),
                             method, error->message);
          cut += truncated;
          g_hash_table_insert (runs, g_steal_pointer (&key), trace);
        }
      if (!futoshiki_lesson_moment_resolve (futoshiki_lesson_step_get_moment (step), trace, &position, &error))
        return cli_fail (options, "%s: moment “%s”: %s", futoshiki_lesson_step_get_place (step),
                         futoshiki_lesson_step_get_moment_text (step), error->message);
      moments++;
    }

  g_ptr_array_add (methods, NULL);
  method_list = g_strjoinv (", ", (char **) methods->pdata);
  n_steps = futoshiki_lesson_get_n_steps (lesson);
  n_puzzles = g_hash_table_size (puzzles);
  n_methods = methods->len - 1;
  printf ("%s: %u %s, %u %s, %u %s%s%s%s, %u %s found\n", path,
          n_steps, plural (n_steps, "step", "steps"), n_puzzles, plural (n_puzzles, "puzzle", "puzzles"),
          n_methods, plural (n_methods, "method", "methods"),
          n_methods > 0 ? " (" : "", method_list, n_methods > 0 ? ")" : "",
          moments, plural (moments, "moment", "moments"));
  if (cut > 0)
    cli_note ("%s: %u of the runs reached the recording limit of %u events; the app shows them cut short",
              path, cut, CHECK_TRACE_LIMIT);
  return CLI_EXIT_OK;
}

int
cli_command_lesson (int    argc,
                    char **argv)
{
  CliOptions options;

  memset (&options, 0, sizeof options);
  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage ();
      return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "check") != 0)
    return cli_fail (&options, "lesson: unknown action '%s'; the one action is: check", argv[1]);
  if (argc == 3 && (strcmp (argv[2], "--help") == 0 || strcmp (argv[2], "-h") == 0))
    {
      print_usage ();
      return CLI_EXIT_OK;
    }
  if (argc != 3)
    return cli_fail (&options, "lesson check: give one lesson file, as in 'futoshiki lesson check intro.lesson'");
  return check (&options, argv[2]);
}
