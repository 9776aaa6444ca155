/* test-game-clock.c: the game clock, and the time a saved game keeps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paused clock holds its time however long the main loop runs; a running
 * one announces each new second; a set time carries on from there; the
 * time a document holds is written to its file and read back. No test
 * here asserts how long anything took: only order and equality.
 */
#include "config.h"

#include <string.h>

#include "futoshiki-document.h"
#include "futoshiki-game-clock.h"
#include "futo-format.h"

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           gpointer    data)
{
  (*(guint *) data)++;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *count grows or, failing that, for a while. */
static void
iterate_until_grows (guint *count,
                     guint  ms)
{
  guint before = *count;
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, on_timeout, &timed_out);

  while (*count == before && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
}

static void
test_paused_holds (void)
{
  g_autoptr(FutoshikiGameClock) clock = futoshiki_game_clock_new ();
  guint notified = 0;

  g_assert_false (futoshiki_game_clock_get_running (clock));
  g_assert_cmpuint (futoshiki_game_clock_get_elapsed_seconds (clock), ==, 0);
  g_signal_connect (clock, "notify::elapsed-seconds", G_CALLBACK (on_notify), &notified);

  futoshiki_game_clock_set_elapsed_seconds (clock, 75);
  g_assert_cmpuint (notified, ==, 1);
  /* Well past a second of main loop: nothing moves while paused. */
  iterate_until_grows (&notified, 1300);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (futoshiki_game_clock_get_elapsed_seconds (clock), ==, 75);
}

static void
test_running_counts (void)
{
  g_autoptr(FutoshikiGameClock) clock = futoshiki_game_clock_new ();
  guint notified = 0, running_notified = 0, reached;

  g_signal_connect (clock, "notify::elapsed-seconds", G_CALLBACK (on_notify), &notified);
  g_signal_connect (clock, "notify::running", G_CALLBACK (on_notify), &running_notified);
  futoshiki_game_clock_set_elapsed_seconds (clock, 3599);
  notified = 0;

  futoshiki_game_clock_set_running (clock, TRUE);
  g_assert_true (futoshiki_game_clock_get_running (clock));
  g_assert_cmpuint (running_notified, ==, 1);
  /* Setting the same again is no change (explicit notify). */
  futoshiki_game_clock_set_running (clock, TRUE);
  g_assert_cmpuint (running_notified, ==, 1);

  /* The next second comes, and is announced. */
  iterate_until_grows (&notified, 10000);
  g_assert_cmpuint (notified, >=, 1);
  reached = futoshiki_game_clock_get_elapsed_seconds (clock);
  g_assert_cmpuint (reached, >, 3599);

  /* Paused, it holds what it reached. */
  futoshiki_game_clock_set_running (clock, FALSE);
  g_assert_cmpuint (running_notified, ==, 2);
  reached = futoshiki_game_clock_get_elapsed_seconds (clock);
  notified = 0;
  iterate_until_grows (&notified, 1300);
  g_assert_cmpuint (notified, ==, 0);
  g_assert_cmpuint (futoshiki_game_clock_get_elapsed_seconds (clock), ==, reached);

  /* A new game restarts it, running or not. */
  futoshiki_game_clock_set_elapsed_seconds (clock, 0);
  g_assert_cmpuint (futoshiki_game_clock_get_elapsed_seconds (clock), ==, 0);
}

static void
test_properties (void)
{
  g_autoptr(FutoshikiGameClock) clock = futoshiki_game_clock_new ();
  guint seconds = 0;
  gboolean running = TRUE;

  g_object_set (clock, "elapsed-seconds", 42u, NULL);
  g_object_get (clock, "elapsed-seconds", &seconds, "running", &running, NULL);
  g_assert_cmpuint (seconds, ==, 42);
  g_assert_false (running);
  g_object_set (clock, "running", TRUE, NULL);
  g_assert_true (futoshiki_game_clock_get_running (clock));
  /* Disposed while running: the tick goes with it (the test would crash
   * in a later test's main loop otherwise). */
}

static void
test_format (void)
{
  struct { guint seconds; const char *text; } cases[] = {
    { 0, "0:00" }, { 59, "0:59" }, { 60, "1:00" }, { 754, "12:34" },
    { 3599, "59:59" }, { 3600, "1:00:00" }, { 3727, "1:02:07" }, { 360000, "100:00:00" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = futoshiki_game_clock_format (cases[i].seconds);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* A saved game keeps its time: the document's time goes into the file and
 * a document made from the file has it again; setting it dirties nothing. */
static void
test_document_keeps_time (void)
{
  g_autoptr(FutoshikiDocument) document = futoshiki_document_new (4);
  g_autoptr(FutoshikiDocument) back = NULL;
  g_autofree char *text = NULL;
  FutoError error;
  FutoGame *game;

  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), ==, 0);
  futoshiki_document_set_elapsed_seconds (document, 1234);
  g_assert_false (futoshiki_document_get_dirty (document));
  g_assert_false (futoshiki_document_get_can_undo (document));

  text = futoshiki_document_serialize (document);
  g_assert_nonnull (strstr (text, "elapsed-seconds: 1234\n"));
  game = futo_native_read (text, strlen (text), &error);
  g_assert_nonnull (game);
  back = futoshiki_document_new_for_game (game, NULL);
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (back), ==, 1234);

  /* Beyond what the file can hold: the file's bound. */
  futoshiki_document_set_elapsed_seconds (back, G_MAXUINT);
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (back), ==, G_MAXINT32);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-clock/paused-holds", test_paused_holds);
  g_test_add_func ("/game-clock/running-counts", test_running_counts);
  g_test_add_func ("/game-clock/properties", test_properties);
  g_test_add_func ("/game-clock/format", test_format);
  g_test_add_func ("/game-clock/document-keeps-time", test_document_keeps_time);
  return g_test_run ();
}
