/* test-cli-interrupt.c: a count that would take forever tells how far it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * count on an empty 64×64 board has more solutions than any run can
 * count. It must print a progress line on standard error, and on SIGINT
 * stop with "at least N solutions" and exit status 3, printing no number
 * on standard output that a script could take for the answer. The
 * signal is sent once the progress line is read, so the test waits for
 * an event, never for a time.
 */
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"

typedef struct
{
  int    status;
  guint64 so_far;  /* from the progress line */
  char  *rest;     /* what standard error said after it */
  char  *out;
} Interrupted;

static guint64
number_before (const char *text,
               const char *words)
{
  const char *at = strstr (text, words);
  const char *start;

  g_assert_nonnull (at);
  start = at;
  while (start > text && g_ascii_isdigit (start[-1]))
    start--;
  g_assert_true (start < at);
  return g_ascii_strtoull (start, NULL, 10);
}

static void
interrupt_count (const char * const *extra,
                 Interrupted        *result)
{
  g_autofree char *board = empty_grid (64);
  g_autofree char *path = scratch ("empty64.txt", board, -1);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GDataInputStream) err = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *rest = NULL;
  g_autoptr (GBytes) out = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("FUTOSHIKI_CLI"));
  g_ptr_array_add (argv, (char *) "count");
  for (; *extra != NULL; extra++)
    g_ptr_array_add (argv, (char *) *extra);
  g_ptr_array_add (argv, path);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
  line = g_data_input_stream_read_line_utf8 (err, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_test_message ("progress: %s", line);
  g_assert_true (g_str_has_prefix (line, "futoshiki: "));
  result->so_far = number_before (line, " solutions so far…");

  g_subprocess_send_signal (process, SIGINT);
  rest = g_data_input_stream_read_upto (err, "", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
  result->rest = g_steal_pointer (&rest);
  out = g_input_stream_read_bytes (g_subprocess_get_stdout_pipe (process), 1 << 20, NULL, &error);
  g_assert_no_error (error);
  result->out = g_strndup (g_bytes_get_data (out, NULL), g_bytes_get_size (out));
  g_test_message ("then: %s", result->rest);
  g_unlink (path);
}

static void
test_interrupt (void)
{
  Interrupted run = { 0 };
  guint64 at_least;

  interrupt_count ((const char * const[]) { NULL }, &run);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.out, ==, "");
  /* Whatever further progress lines came, the last line is the bound. */
  g_assert_true (g_str_has_suffix (run.rest, " solutions\n"));
  at_least = number_before (run.rest, " solutions\n");
  g_assert_nonnull (strstr (run.rest, "empty64.txt: interrupted: at least "));
  g_assert_cmpuint (at_least, >=, run.so_far);
  g_assert_cmpuint (at_least, >, 0);
  g_free (run.rest);
  g_free (run.out);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/interrupt/count", test_interrupt);

  return cli_test_run ();
}
