/* test-lessons.c: the lesson files, their moments and their errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every shipped lesson is read, each step's method is recorded as Watch
 * the Solver records it, and each step's moment must be found in that
 * run. Bad files must be refused with the file, line and column of the
 * fault; moments are parsed and found on a small hand-made trace; the
 * German catalogue must translate every text of every shipped lesson.
 * No display needed.
 */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-lesson.h"
#include "futoshiki-solve-job.h"
#include "futoshiki-trace-player.h"

/* The recordings of one test, by method and puzzle. */
static GHashTable *recordings;

typedef struct
{
  gboolean  done;
  gboolean  ok;
} Outcome;

static void
on_recorded (GObject      *object,
             GAsyncResult *result,
             gpointer      data)
{
  Outcome *outcome = data;
  g_autoptr(GError) error = NULL;

  outcome->ok = futoshiki_solve_job_run_finish (FUTOSHIKI_SOLVE_JOB (object), result, &error);
  g_assert_no_error (error);
  outcome->done = TRUE;
}

/* As lab_visualizer_record() runs it: one solution, seed 1, the
 * setting's recording limit, a minute at most. */
static FutoTrace *
record (const FutoPuzzle *puzzle,
        const char       *method,
        gboolean         *truncated)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(FutoshikiSolveJob) job = futoshiki_solve_job_new (puzzle, method);
  Outcome outcome = { FALSE, FALSE };

  futoshiki_solve_job_set_record_trace (job, MAX (g_settings_get_uint (settings, "trace-limit"), 1));
  futoshiki_solve_job_set_solution_limit (job, 1);
  futoshiki_solve_job_set_seed (job, 1);
  futoshiki_solve_job_set_time_limit (job, 60.0);
  futoshiki_solve_job_run_async (job, NULL, on_recorded, &outcome);
  while (!outcome.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (outcome.ok);
  *truncated = futoshiki_solve_job_get_trace_truncated (job);
  return futoshiki_solve_job_steal_trace (job);
}

static const FutoTrace *
recording_for (FutoshikiLessonStep *step)
{
  const FutoPuzzle *puzzle = futoshiki_lesson_step_get_puzzle (step);
  g_autofree char *grid = futo_grid_write (puzzle);
  g_autofree char *key = g_strdup_printf ("%s\n%s", futoshiki_lesson_step_get_method (step), grid);
  FutoTrace *trace = g_hash_table_lookup (recordings, key);
  gboolean truncated = FALSE;

  if (trace == NULL)
    {
      trace = record (puzzle, futoshiki_lesson_step_get_method (step), &truncated);
      g_assert_nonnull (trace);
      /* A cut run would make "end" and "last …" mean something else. */
      g_assert_false (truncated);
      g_hash_table_insert (recordings, g_steal_pointer (&key), trace);
    }
  return trace;
}

static void
test_shipped (void)
{
  g_autoptr(GPtrArray) files = futoshiki_lesson_list_shipped ();
  guint with_runs = 0;

  recordings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) futo_trace_free);
  g_assert_cmpuint (files->len, >=, 6);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_file (g_ptr_array_index (files, i), NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (futoshiki_lesson_get_title (lesson), !=, "");
      g_assert_cmpstr (futoshiki_lesson_get_summary (lesson), !=, "");
      g_assert_cmpuint (futoshiki_lesson_get_n_steps (lesson), >=, 3);
      for (guint s = 0; s < futoshiki_lesson_get_n_steps (lesson); s++)
        {
          FutoshikiLessonStep *step = futoshiki_lesson_get_step (lesson, s);
          g_autoptr(GError) moment_error = NULL;
          const FutoTrace *trace;
          guint64 position = 0;

          g_assert_cmpstr (futoshiki_lesson_step_get_text (step), !=, "");
          if (futoshiki_lesson_step_get_method (step) == NULL)
            continue;
          trace = recording_for (step);
          if (!futoshiki_lesson_moment_resolve (futoshiki_lesson_step_get_moment (step), trace, &position, &moment_error))
            g_error ("%s: “%s” in the run of %s: %s", futoshiki_lesson_step_get_place (step),
                     futoshiki_lesson_step_get_moment_text (step), futoshiki_lesson_step_get_method (step),
                     moment_error->message);
          g_assert_cmpuint (position, <=, futo_trace_get_length (trace));
          g_test_message ("%s: %s, “%s”: event %" G_GUINT64_FORMAT " of %zu",
                          futoshiki_lesson_step_get_place (step), futoshiki_lesson_step_get_method (step),
                          futoshiki_lesson_step_get_moment_text (step), position, futo_trace_get_length (trace));
          with_runs++;
        }
    }
  g_assert_cmpuint (with_runs, >=, 12);
  g_clear_pointer (&recordings, g_hash_table_unref);
}

/* The first forward-checking lesson's facts, as its text tells them. */
static void
test_forward_checking_facts (void)
{
  g_autofree char *path = g_build_filename (futoshiki_lesson_get_shipped_dir (), "01-forward-checking.lesson", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_file (file, NULL, &error);
  FutoshikiLessonStep *fc_step, *bt_step;
  const FutoTrace *trace;
  guint64 position = 0;
  int n = 0;
  const int *cells;

  g_assert_no_error (error);
  recordings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) futo_trace_free);
  fc_step = futoshiki_lesson_get_step (lesson, 1);
  bt_step = futoshiki_lesson_get_step (lesson, 2);
  g_assert_cmpstr (futoshiki_lesson_step_get_method (fc_step), ==, "fc");
  g_assert_cmpstr (futoshiki_lesson_step_get_method (bt_step), ==, "bt");

  /* "a dead end after 6 guesses, at event 89" */
  trace = recording_for (fc_step);
  g_assert_true (futoshiki_lesson_moment_resolve (futoshiki_lesson_step_get_moment (fc_step), trace, &position, NULL));
  g_assert_cmpuint (position, ==, 89);
  /* The framed cell is r3c1, the one the dead end emptied. */
  cells = futoshiki_lesson_step_get_highlight (fc_step, &n);
  g_assert_cmpint (n, ==, 1);
  g_assert_cmpint (cells[0], ==, 2 * 6 + 0);
  {
    g_autoptr(FutoTraceReader) reader = futo_trace_reader_new (trace, position);
    FutoEvent event;

    g_assert_true (futo_trace_reader_previous (reader, &event));
    g_assert_cmpint (event.kind, ==, FUTO_EVENT_PRUNE);
    g_assert_cmpint (event.cell, ==, cells[0]);
  }
  g_clear_pointer (&recordings, g_hash_table_unref);
}

/* Bad lesson files: each refused with the place of its fault. */
static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    const char *start; /* the message begins so */
    const char *holds; /* and says this */
  } cases[] = {
    { "<lesson>\n  <title>T</title>\n  <step><p>x</p></step>\n  <bogus/>\n</lesson>\n",
      "bad.lesson:4:", "bogus" },
    { "<lesson>\n<title>T</title>\n<step method=\"fc\"><p>x</p></step>\n</lesson>",
      "bad.lesson:3:", "puzzle=" },
    { "<lesson><title>T</title>\n<puzzle id=\"p\">4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
      ". | . | . | .\n- - - -\n. | . | . | .\n</puzzle>\n<step puzzle=\"p\" method=\"fc\" moment=\"3rd dead ends\">"
      "<p>x</p></step></lesson>",
      "bad.lesson:11:", "3rd dead ends" },
    { "<lesson><title>T</title>\n<puzzle id=\"p\">4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
      ". | . | . | .\n- - - -\n. | . | . | .\n</puzzle>\n<step puzzle=\"p\" method=\"nope\"><p>x</p></step></lesson>",
      "bad.lesson:11:", "nope" },
    { "<lesson><title>T</title>\n<puzzle id=\"p\">4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
      ". | . | . | .\n- - - -\n. | . | . | .\n</puzzle>\n<step puzzle=\"p\" highlight=\"r5c1\"><p>x</p></step></lesson>",
      "bad.lesson:11:", "r5c1" },
    /* The puzzle's own fault, on the line of the file it is on. */
    { "<lesson>\n<title>T</title>\n<puzzle id=\"p\">\n4\n. | . | . | .\n- - - -\n. | 9 | . | .\n- - - -\n"
      ". | . | . | .\n- - - -\n. | . | . | .\n</puzzle>\n<step><p>x</p></step></lesson>",
      "bad.lesson:7:", "“p”" },
    { "<lesson>\n<title>T</title>\n<step puzzle=\"q\"><p>x</p></step></lesson>",
      "bad.lesson:3:", "“q”" },
    { "<lesson>\n<title>T</title>\n<step>\n  loose text\n</step></lesson>",
      "bad.lesson:4:3:", "<p>" },
    { "<lesson>\n<title>T</title>\n</lesson>", "bad.lesson:3:", "<step>" },
    { "<lesson>\n<title>T</title>\n<step><p>x</p></step>\n</lessen>", "bad.lesson:4:", "" },
    { "<lesson version=\"2\">\n<title>T</title></lesson>", "bad.lesson:1:", "“2”" },
    { "<lesson><title>T</title>\n<puzzle id=\"p\" file=\"x.txt\"/>\n<step><p>x</p></step></lesson>",
      "bad.lesson:2:", "x.txt" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_data (cases[i].text, -1, "bad.lesson", NULL, &error);
      int code;

      g_test_message ("case %zu: %s", i, error != NULL ? error->message : "(read)");
      g_assert_null (lesson);
      code = i == 9 ? FUTOSHIKI_LESSON_ERROR_SYNTAX : FUTOSHIKI_LESSON_ERROR_CONTENT;
      g_assert_error (error, FUTOSHIKI_LESSON_ERROR, code);
      g_assert_true (g_str_has_prefix (error->message, cases[i].start));
      g_assert_nonnull (strstr (error->message, cases[i].holds));
    }
}

/* A good file's parts come back as written, the puzzle's indent too. */
static void
test_parts (void)
{
  static const char text[] =
    "<?xml version=\"1.0\"?>\n"
    "<lesson version=\"1\">\n"
    "  <title>  A   title </title>\n"
    "  <puzzle id=\"p\">\n"
    "    4\n"
    "    . | . | . | .\n"
    "    - - - -\n"
    "    . | 2 &lt; . | .\n"
    "    - - - -\n"
    "    . | . | . | .\n"
    "    - - - -\n"
    "    . | . | . | .\n"
    "  </puzzle>\n"
    "  <step><p>Just text.</p></step>\n"
    "  <step puzzle=\"p\" method=\"bt\" moment=\"2nd Dead End in r1c2\" highlight=\"r2c2, r2c3\" related=\"r4c4\">\n"
    "    <title>Step</title>\n"
    "    <p>One\n      line.</p>\n"
    "    <p>Two.</p>\n"
    "  </step>\n"
    "</lesson>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_data (text, -1, "good.lesson", NULL, &error);
  FutoshikiLessonStep *step;
  const FutoshikiLessonMoment *moment;
  const int *cells;
  int n = 0;

  g_assert_no_error (error);
  g_assert_cmpstr (futoshiki_lesson_get_title (lesson), ==, "A title");
  g_assert_cmpstr (futoshiki_lesson_get_summary (lesson), ==, "");
  g_assert_cmpuint (futoshiki_lesson_get_n_steps (lesson), ==, 2);
  g_assert_null (futoshiki_lesson_step_get_puzzle (futoshiki_lesson_get_step (lesson, 0)));
  g_assert_null (futoshiki_lesson_step_get_moment (futoshiki_lesson_get_step (lesson, 0)));
  step = futoshiki_lesson_get_step (lesson, 1);
  g_assert_cmpstr (futoshiki_lesson_step_get_title (step), ==, "Step");
  g_assert_cmpstr (futoshiki_lesson_step_get_text (step), ==, "One line.\n\nTwo.");
  g_assert_cmpint (futoshiki_lesson_step_get_puzzle (step)->size, ==, 4);
  g_assert_cmpint (futo_puzzle_get_given (futoshiki_lesson_step_get_puzzle (step), 1, 1), ==, 2);
  g_assert_cmpint (futo_puzzle_get_relation (futoshiki_lesson_step_get_puzzle (step), 1, 1, FUTO_DIR_RIGHT),
                   ==, FUTO_REL_LESS);
  moment = futoshiki_lesson_step_get_moment (step);
  g_assert_cmpint (moment->kind, ==, FUTOSHIKI_LESSON_MOMENT_DEAD_END);
  g_assert_cmpuint (moment->nth, ==, 2);
  g_assert_cmpint (moment->row, ==, 0);
  g_assert_cmpint (moment->col, ==, 1);
  cells = futoshiki_lesson_step_get_highlight (step, &n);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpint (cells[0], ==, 5);
  g_assert_cmpint (cells[1], ==, 6);
  cells = futoshiki_lesson_step_get_related (step, &n);
  g_assert_cmpint (n, ==, 1);
  g_assert_cmpint (cells[0], ==, 15);
  g_test_message ("%s", futoshiki_lesson_step_get_place (step));
  g_assert_true (g_str_has_prefix (futoshiki_lesson_step_get_place (step), "good.lesson:15:"));
}

static void
test_moment_words (void)
{
  static const struct
  {
    const char          *text;
    FutoshikiLessonMomentKind  kind;
    guint64              nth;
    int                  reason;
    int                  cell; /* row * 64 + col, -1 */
  } good[] = {
    { "start", FUTOSHIKI_LESSON_MOMENT_START, 0, -1, -1 },
    { "end", FUTOSHIKI_LESSON_MOMENT_END, 0, -1, -1 },
    { "event 412", FUTOSHIKI_LESSON_MOMENT_EVENT, 412, -1, -1 },
    { "first dead end", FUTOSHIKI_LESSON_MOMENT_DEAD_END, 1, -1, -1 },
    { "3rd backtrack", FUTOSHIKI_LESSON_MOMENT_DEAD_END, 3, -1, -1 },
    { "  Last   Solution ", FUTOSHIKI_LESSON_MOMENT_SOLUTION, 0, -1, -1 },
    { "first prune by arc", FUTOSHIKI_LESSON_MOMENT_PRUNE, 1, FUTO_REASON_ARC, -1 },
    { "12th prune in r2c3 by sign", FUTOSHIKI_LESSON_MOMENT_PRUNE, 12, FUTO_REASON_SIGN, 1 * 64 + 2 },
    { "second decision in r1c1", FUTOSHIKI_LESSON_MOMENT_DECISION, 2, -1, 0 },
    { "tenth assignment", FUTOSHIKI_LESSON_MOMENT_ASSIGNMENT, 10, -1, -1 },
    { "21st move", FUTOSHIKI_LESSON_MOMENT_MOVE, 21, -1, -1 },
    { "highest energy", FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY, 0, -1, -1 },
    { "lowest energy", FUTOSHIKI_LESSON_MOMENT_LOWEST_ENERGY, 0, -1, -1 },
  };
  static const char * const bad[] = {
    "", "begin", "event", "event x", "event 3 4", "0th dead end", "3x dead end", "first",
    "first dead", "first dead ends", "first solution by arc", "first prune by magic",
    "first prune in r0c1", "first prune in", "highest energy now",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      FutoshikiLessonMoment moment;

      g_assert_true (futoshiki_lesson_moment_parse (good[i].text, &moment, &error));
      g_assert_no_error (error);
      g_assert_cmpint (moment.kind, ==, good[i].kind);
      g_assert_cmpuint (moment.nth, ==, good[i].nth);
      g_assert_cmpint (moment.reason, ==, good[i].reason);
      g_assert_cmpint (moment.row < 0 ? -1 : moment.row * 64 + moment.col, ==, good[i].cell);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      FutoshikiLessonMoment moment;

      g_test_message ("“%s”", bad[i]);
      g_assert_false (futoshiki_lesson_moment_parse (bad[i], &moment, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
}

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

/* Which event each moment finds, on a trace written by hand. */
static void
test_moment_resolve (void)
{
  static const struct
  {
    const char *text;
    guint64     position; /* G_MAXUINT64: not in the run */
  } cases[] = {
    { "start", 0 },
    { "end", 12 },
    { "event 5", 5 },
    { "event 13", G_MAXUINT64 },
    { "first decision", 1 },
    { "2nd decision", 5 },
    { "third decision", G_MAXUINT64 },
    { "first assignment", 1 },
    { "last assignment", 8 },
    { "first dead end", 3 },   /* just before the backtrack at index 3 */
    { "2nd backtrack", G_MAXUINT64 },
    { "first prune by sign", 3 },
    { "first prune by row", 2 },
    { "first prune in r1c2", 2 },
    { "2nd prune in r1c2", 7 },
    { "last prune", 7 },
    { "first solution", 9 },
    { "first move", 10 },
    { "highest energy", 11 },
    { "lowest energy", 12 },
    { "first dead end in r2c2", G_MAXUINT64 },
  };
  FutoTrace *trace = futo_trace_new (2, 0);

  add (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 0, 1, 0);     /* 0 → position 1 */
  add (trace, FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 1, 1, 0);           /* 1 */
  add (trace, FUTO_EVENT_PRUNE, FUTO_REASON_SIGN, 2, 2, 0);          /* 2 */
  add (trace, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, 0, 1, 0);      /* 3 */
  add (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 0, 2, 0);     /* 4 */
  add (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, 3, 1, 0); /* 5 */
  add (trace, FUTO_EVENT_PRUNE, FUTO_REASON_COLUMN, 1, 2, 0);        /* 6 */
  add (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_NAKED_SINGLE, 1, 1, 0); /* 7 */
  add (trace, FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, 0, 0);      /* 8 */
  add (trace, FUTO_EVENT_MOVE, FUTO_REASON_NONE, 0, 1, 0);           /* 9 */
  add (trace, FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, 0, 7.5);      /* 10 */
  add (trace, FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, 0, 2.0);      /* 11 */
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 12);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      FutoshikiLessonMoment moment;
      guint64 position = G_MAXUINT64;
      gboolean found;

      g_assert_true (futoshiki_lesson_moment_parse (cases[i].text, &moment, NULL));
      found = futoshiki_lesson_moment_resolve (&moment, trace, &position, &error);
      g_test_message ("“%s”: %s", cases[i].text, found ? "found" : error->message);
      if (cases[i].position == G_MAXUINT64)
        {
          g_assert_false (found);
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
        }
      else
        {
          g_assert_no_error (error);
          g_assert_cmpuint (position, ==, cases[i].position);
        }
    }
  futo_trace_free (trace);
}

/* German complete: every text of every shipped lesson is translated. */
static void
test_german (void)
{
  const char *localedir = g_getenv ("LAB_TEST_LOCALEDIR");
  g_autoptr(GPtrArray) files = futoshiki_lesson_list_shipped ();

  if (localedir == NULL)
    {
      g_test_skip ("LAB_TEST_LOCALEDIR is not set");
      return;
    }
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(FutoshikiLesson) english = NULL;
      g_autoptr(FutoshikiLesson) german = NULL;

      g_setenv ("LANGUAGE", "C", TRUE);
      setlocale (LC_ALL, "C.UTF-8");
      english = futoshiki_lesson_new_from_file (g_ptr_array_index (files, i), NULL, NULL);
      /* Only C locales may exist: LANGUAGE picks the catalogue then. */
      g_setenv ("LANGUAGE", "de", TRUE);
      setlocale (LC_ALL, "C.UTF-8");
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      german = futoshiki_lesson_new_from_file (g_ptr_array_index (files, i), NULL, NULL);
      g_assert_nonnull (english);
      g_assert_nonnull (german);

      g_test_message ("%s", futoshiki_lesson_get_title (german));
      g_assert_cmpstr (futoshiki_lesson_get_title (german), !=, futoshiki_lesson_get_title (english));
      g_assert_cmpstr (futoshiki_lesson_get_summary (german), !=, futoshiki_lesson_get_summary (english));
      for (guint s = 0; s < futoshiki_lesson_get_n_steps (english); s++)
        {
          FutoshikiLessonStep *en = futoshiki_lesson_get_step (english, s);
          FutoshikiLessonStep *de = futoshiki_lesson_get_step (german, s);
          g_auto(GStrv) en_paragraphs = g_strsplit (futoshiki_lesson_step_get_text (en), "\n\n", -1);
          g_auto(GStrv) de_paragraphs = g_strsplit (futoshiki_lesson_step_get_text (de), "\n\n", -1);

          if (futoshiki_lesson_step_get_title (en) != NULL)
            g_assert_cmpstr (futoshiki_lesson_step_get_title (de), !=, futoshiki_lesson_step_get_title (en));
          g_assert_cmpuint (g_strv_length (de_paragraphs), ==, g_strv_length (en_paragraphs));
          for (guint p = 0; en_paragraphs[p] != NULL; p++)
            g_assert_cmpstr (de_paragraphs[p], !=, en_paragraphs[p]);
        }
    }
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lessons/moment-words", test_moment_words);
  g_test_add_func ("/lessons/moment-resolve", test_moment_resolve);
  g_test_add_func ("/lessons/parts", test_parts);
  g_test_add_func ("/lessons/errors", test_errors);
  g_test_add_func ("/lessons/shipped", test_shipped);
  g_test_add_func ("/lessons/forward-checking-facts", test_forward_checking_facts);
  g_test_add_func ("/lessons/german", test_german);
  return g_test_run ();
}
