/* test-cli-special-files.c: what is not a regular file is refused at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "futoshiki solve /dev/zero" read 16 MiB of zeros before it gave up, a
 * FIFO with no writer hung the command, and a trace of one endless line
 * grew without bound. Each is now one line on standard error that names
 * the file, and exit status 2; the suite's timeout catches a hang.
 */
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"

typedef struct
{
  char *fifo;
  char *socket;
  int   socket_fd;
} Specials;

static void
specials_make (Specials *specials)
{
  struct sockaddr_un address = { .sun_family = AF_UNIX };

  specials->fifo = g_build_filename (cli_test_tmp_dir (), "puzzle.fifo", NULL);
  g_assert_cmpint (mkfifo (specials->fifo, 0600), ==, 0);
  specials->socket = g_build_filename (cli_test_tmp_dir (), "puzzle.sock", NULL);
  g_assert_cmpuint (strlen (specials->socket), <, sizeof address.sun_path);
  strcpy (address.sun_path, specials->socket);
  specials->socket_fd = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (specials->socket_fd, >=, 0);
  g_assert_cmpint (bind (specials->socket_fd, (struct sockaddr *) &address, sizeof address), ==, 0);
}

static void
specials_clear (Specials *specials)
{
  close (specials->socket_fd);
  g_unlink (specials->fifo);
  g_unlink (specials->socket);
  g_free (specials->fifo);
  g_free (specials->socket);
}

/* Exit 2, one line, the file's name and what it is. */
static void
assert_refused (const Run  *run,
                const char *path,
                const char *kind)
{
  g_autofree char *expected = g_strdup_printf ("%s: is %s, not a regular file", path, kind);

  assert_one_line_error (run, expected);
}

static void
test_puzzle_readers (void)
{
  const char *commands[] = { "solve", "count", "check", "show", "grade" };
  Specials specials;

  specials_make (&specials);
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr (Run) zero = RUN (commands[i], "/dev/zero");
      g_autoptr (Run) null = RUN (commands[i], "/dev/null");
      g_autoptr (Run) fifo = RUN (commands[i], specials.fifo);
      g_autoptr (Run) sock = RUN (commands[i], specials.socket);

      g_test_message ("%s", commands[i]);
      assert_refused (zero, "/dev/zero", "a device");
      assert_refused (null, "/dev/null", "a device");
      assert_refused (fifo, specials.fifo, "a FIFO (a named pipe)");
      assert_refused (sock, specials.socket, "a socket");
    }
  specials_clear (&specials);
}

static void
test_convert (void)
{
  g_autoptr (Run) run = RUN ("convert", "--to", "grid", "/dev/zero");

  assert_refused (run, "/dev/zero", "a device");
}

/* Past 16 MiB by its size: refused before a byte is read. */
static void
test_too_large (void)
{
  g_autofree char *path = g_build_filename (cli_test_tmp_dir (), "huge.txt", NULL);
  g_autoptr (Run) run = NULL;
  FILE *stream = g_fopen (path, "w");

  g_assert_nonnull (stream);
  fputs ("4\n", stream);
  g_assert_cmpint (ftruncate (fileno (stream), 16 * 1024 * 1024 + 1), ==, 0);
  fclose (stream);
  run = RUN ("solve", path);
  assert_one_line_error (run, "huge.txt: too large for a puzzle");
  g_unlink (path);
}

static void
test_trace_readers (void)
{
  Specials specials;
  g_autoptr (Run) zero = NULL, fifo = NULL, sock = NULL;

  specials_make (&specials);
  zero = RUN ("tree", "--trace", "/dev/zero");
  fifo = RUN ("tree", "--trace", specials.fifo);
  sock = RUN ("slides", "--trace", specials.socket, "-o", "x.pdf");
  assert_refused (zero, "/dev/zero", "a device");
  assert_refused (fifo, specials.fifo, "a FIFO (a named pipe)");
  assert_refused (sock, specials.socket, "a socket");
  specials_clear (&specials);
}

/* One line of 2 MiB, from a file and from a pipe: stopped at 1 MiB. */
static void
test_trace_long_line (void)
{
  gsize length = 2 * 1024 * 1024;
  g_autofree char *text = g_malloc (length + 1);
  g_autofree char *path = NULL;
  g_autoptr (Run) from_file = NULL, from_pipe = NULL;

  memset (text, 'x', length);
  text[length] = '\0';
  path = scratch ("long.trace", text, (gssize) length);
  from_file = RUN ("tree", "--trace", path);
  from_pipe = RUN_STDIN (text, "tree", "--trace", "-");
  assert_one_line_error (from_file, "long.trace:1: line longer than 1048576 bytes");
  assert_one_line_error (from_pipe, "standard input:1: line longer than 1048576 bytes");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/special-files/puzzle-readers", test_puzzle_readers);
  g_test_add_func ("/cli/special-files/convert", test_convert);
  g_test_add_func ("/cli/special-files/too-large", test_too_large);
  g_test_add_func ("/cli/special-files/trace-readers", test_trace_readers);
  g_test_add_func ("/cli/special-files/trace-long-line", test_trace_long_line);

  return cli_test_run ();
}
