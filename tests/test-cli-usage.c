/* test-cli-usage.c: help, version, and bad input: exit 2, one line on
 * stderr naming the place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"

/* ---- help and version ---- */

static void
test_help (void)
{
  const char *commands[] = { "solve", "count", "check", "convert", "show", "algorithms" };
  g_autoptr (Run) help = RUN ("--help");
  g_autoptr (Run) version = RUN ("--version");
  g_autoptr (Run) list = RUN ("algorithms");

  g_assert_cmpint (help->status, ==, 0);
  g_assert_true (g_str_has_prefix (help->out, "Usage: futoshiki COMMAND"));
  g_assert_nonnull (strstr (help->out, "Exit status"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *usage = g_strdup_printf ("Usage: futoshiki %s", commands[i]);
      g_autoptr (Run) run = RUN (commands[i], "--help");
      g_autoptr (Run) run2 = RUN ("help", commands[i]);

      g_assert_nonnull (strstr (help->out, commands[i]));
      g_assert_cmpint (run->status, ==, 0);
      g_assert_true (g_str_has_prefix (run->out, usage));
      g_assert_cmpstr (run2->out, ==, run->out);
    }
  g_assert_cmpint (version->status, ==, 0);
  g_assert_true (g_str_has_prefix (version->out, "futoshiki (Futoshiki Lab) "));
  g_assert_true (g_ascii_isdigit (version->out[strlen ("futoshiki (Futoshiki Lab) ")]));
  g_assert_cmpint (list->status, ==, 0);
  g_assert_nonnull (strstr (list->out, "(default)"));
  g_assert_nonnull (strstr (list->out, "complete: "));
  g_assert_nonnull (strstr (list->out, "reference: "));
}

/* ---- bad input: exit 2, one line on stderr naming the place ---- */


static const struct
{
  const char *name;
  const char *text;
  gssize      len;
  const char *place;
} bad_files[] = {
  { "size-word.txt",   "x\n", -1, "size-word.txt: line 1" },
  { "size-one.txt",    "1\n.\n", -1, "size-one.txt: line 1" },
  { "size-65.txt",     "65\n", -1, "size-65.txt: line 1" },
  { "size-neg.txt",    "-4\n", -1, "size-neg.txt: line 1" },
  { "size-huge.txt",   "# c\n99999999999999999999\n", -1, "size-huge.txt: line 2" },
  { "size-two.txt",    "4 5\n", -1, "size-two.txt: line 1" },
  { "truncated.txt",   "4\n1 | . > . | .\n- - - -\n", -1, "truncated.txt: line " },
  { "cell-7.txt",      "4\n7 | . > . | .\n" GRID4_TAIL, -1, "cell-7.txt: line 2, column 1" },
  { "cell-0.txt",      "4\n1 | 0 > . | .\n" GRID4_TAIL, -1, "cell-0.txt: line 2, column 5" },
  { "relation.txt",    "4\n1 = . > . | .\n" GRID4_TAIL, -1, "relation.txt: line 2, column 3" },
  { "vertical.txt",    "4\n1 | . > . | .\nx - - -\n. | 2 | . | .\n- - ^ -\n. | . | . | .\n"
                       "- - - -\n. | . < . < 3\n", -1, "vertical.txt: line 3, column 1" },
  { "too-many.txt",    "4\n1 | . > . | . | .\n" GRID4_TAIL, -1, "too-many.txt: line 2" },
  { "too-few.txt",     "4\n1 | . > .\n" GRID4_TAIL, -1, "too-few.txt: line 2" },
  { "extra-row.txt",   "4\n1 | . > . | .\n" GRID4_TAIL ". | . | . | .\n", -1, "extra-row.txt: line 9" },
  { "no-relations.txt","4\n1 . . .\n" GRID4_TAIL, -1, "no-relations.txt: line 2" },
  { "nul.txt",         "4\n1 |\0 . > . | .\n", 16, "nul.txt: line 2, column 4" },
  { "garbage.bin",     "\x89PNG\r\n\x1a\n\xff\xfe\x01\x02", -1, "garbage.bin: line 1" },
  { "empty.txt",       "", 0, "empty.txt: empty" },
  { "blank.txt",       " \n\t\n\n", -1, "blank.txt: empty" },
  { "comment.txt",     "# only a comment\n", -1, "comment.txt: " },
  { "newer.futoshiki", "# Futoshiki Lab puzzle\nfutoshiki-lab-format: 9\n", -1,
    "newer.futoshiki: line 2" },
};

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = scratch (bad_files[i].name, bad_files[i].text, bad_files[i].len);
      g_autoptr (Run) run = RUN ("solve", path);
      g_autoptr (Run) stdin_run = run_with_input (bad_files[i].text, bad_files[i].len,
                                                  (const char * const[]) { "check", "-", NULL });
      const char *place = strchr (bad_files[i].place, ':') + 2;
      g_autofree char *stdin_place = g_strdup_printf ("standard input: %s", place);

      g_test_message ("%s", bad_files[i].name);
      assert_one_line_error (run, bad_files[i].place);
      assert_one_line_error (stdin_run, stdin_place);
    }
}

static const struct
{
  const char *id;
  const char *place;
} bad_ids[] = {
  { "4:1,0R,0", "game ID: " },                                  /* not enough data */
  { ID4 "0,", "game ID: " },                                    /* too much data */
  { "4:9,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c1" },/* out of range */
  { "4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c" },/* contradicting */
  { "4:0U,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: cell r1c1" },/* off the grid */
  { "4:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0R", "game ID: cell r4c4" },/* off the grid */
  { "4#12345", "game ID: " },                                   /* random seed ID */
  { "4:x,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "game ID: " },         /* not a number */
  { "1:0", "game ID: " },                                       /* too small */
  { "99:0", "game ID: " },                                      /* too large */
};

static void
test_bad_game_ids (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_ids); i++)
    {
      g_autoptr (Run) run = RUN ("solve", bad_ids[i].id);

      g_test_message ("%s", bad_ids[i].id);
      assert_one_line_error (run, bad_ids[i].place);
    }
}

static const struct
{
  const char *args[6];
  const char *message;
} bad_usages[] = {
  { { NULL }, "futoshiki: missing command" },
  { { "frobnicate", NULL }, "unknown command 'frobnicate'" },
  { { "--frob", NULL }, "unknown option '--frob'" },
  { { "help", "frob", NULL }, "unknown command 'frob'" },
  { { "solve", "--frob", ID4, NULL }, "solve: unknown option '--frob'" },
  { { "solve", "-x", ID4, NULL }, "solve: unknown option '-x'" },
  { { "solve", "--algorithm", "xyz", ID4, NULL },
    "futoshiki: unknown algorithm 'xyz'; 'futoshiki algorithms' lists them\n" },
  { { "solve", ID4, "--algorithm", NULL }, "option '--algorithm' needs a value" },
  { { "solve", NULL }, "solve: missing INPUT" },
  { { "solve", ID4, "extra", NULL }, "unexpected argument 'extra'" },
  { { "solve", "--max-nodes", "abc", ID4, NULL }, "invalid value 'abc' for --max-nodes" },
  { { "solve", "--time-limit", "-1", ID4, NULL }, "invalid value '-1' for --time-limit" },
  { { "solve", "--seed", "1x", ID4, NULL }, "invalid value '1x' for --seed" },
  { { "count", "--limit", "-5", ID4, NULL }, "invalid value '-5' for --limit" },
  { { "solve", "--to", "grid", ID4, NULL }, "option '--to' does not apply" },
  { { "convert", ID4, NULL }, "convert: missing --to" },
  { { "convert", "--to", "xml", ID4, NULL }, "unknown format 'xml'" },
  { { "algorithms", "foo", NULL }, "unexpected argument 'foo'" },
  { { "solve", "--from", "tatham", NULL, NULL }, "solve: missing INPUT" },
};

static void
test_bad_usage (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_usages); i++)
    {
      g_autoptr (Run) run = run_with_input (NULL, -1, bad_usages[i].args);

      g_test_message ("%s", bad_usages[i].message);
      assert_one_line_error (run, bad_usages[i].message);
    }
}

/* The command run as an ordinary user: as itself, or as nobody through
 * setpriv when the test runs as root (as CI does), since root reads any
 * file whatever its mode. NULL when root has no setpriv. */
static Run *
run_unprivileged (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *setpriv = NULL;
  Run *run = g_new0 (Run, 1);

  if (geteuid () == 0)
    {
      setpriv = g_find_program_in_path ("setpriv");
      if (setpriv == NULL)
        {
          g_free (run);
          return NULL;
        }
      g_ptr_array_add (argv, setpriv);
      g_ptr_array_add (argv, (gpointer) "--reuid=nobody");
      g_ptr_array_add (argv, (gpointer) "--regid=nogroup");
      g_ptr_array_add (argv, (gpointer) "--clear-groups");
      g_ptr_array_add (argv, (gpointer) "--");
    }
  g_ptr_array_add (argv, (gpointer) g_getenv ("FUTOSHIKI_CLI"));
  for (const char * const *a = args; *a != NULL; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_INHERIT | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) out = NULL;
    g_autoptr(GBytes) err = NULL;

    g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
    g_assert_no_error (error);
    /* An empty output is "", not NULL. */
    run->out = g_strndup (g_bytes_get_size (out) > 0 ? g_bytes_get_data (out, NULL) : "", g_bytes_get_size (out));
    run->err = g_strndup (g_bytes_get_size (err) > 0 ? g_bytes_get_data (err, NULL) : "", g_bytes_get_size (err));
  }
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  return run;
}

/* A file its owner took every permission from is refused, by name. */
static void
test_unreadable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cli-usage-XXXXXX", NULL);
  g_autofree char *locked = g_build_filename (dir, "locked.txt", NULL);
  g_autofree char *readable = g_build_filename (dir, "readable.txt", NULL);
  g_autofree char *grid = test_read_data ("examples/unequal_4x4.txt", NULL);
  g_autoptr(Run) refused = NULL;
  g_autoptr(Run) read = NULL;

  g_assert_nonnull (dir);
  /* The folder is open to everyone, so only the file's mode refuses. */
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (locked, grid, -1, NULL));
  g_assert_true (g_file_set_contents (readable, grid, -1, NULL));
  g_assert_cmpint (g_chmod (locked, 0), ==, 0);
  g_assert_cmpint (g_chmod (readable, 0644), ==, 0);

  refused = run_unprivileged ((const char * const[]) { "solve", locked, NULL });
  if (refused == NULL)
    {
      g_test_skip ("running as root without setpriv to drop privileges");
      goto out;
    }
  assert_one_line_error (refused, "locked.txt: Permission denied");
  /* The same file readable is solved, by the same user. */
  read = run_unprivileged ((const char * const[]) { "solve", readable, NULL });
  g_assert_cmpint (read->status, ==, 0);
  g_assert_cmpstr (read->err, ==, "");

out:
  g_remove (locked);
  g_remove (readable);
  g_rmdir (dir);
}

static void
test_bad_places (void)
{
  g_autofree char *missing = g_build_filename (cli_test_tmp_dir (), "nope.txt", NULL);
  g_autofree char *nowhere = g_build_filename (cli_test_tmp_dir (), "no-such-dir", "out.txt", NULL);
  g_autofree char *grid_path = test_data_path ("examples/unequal_4x4.txt");
  g_autofree char *grid = test_read_data ("examples/unequal_4x4.txt", NULL);
  g_autoptr (Run) r1 = RUN ("solve", missing);
  g_autoptr (Run) r2 = RUN ("count", cli_test_tmp_dir ());
  g_autoptr (Run) r3 = RUN ("solve", "-");
  g_autoptr (Run) r4 = run_with_input ("4\n1\0\0", 5, (const char * const[]) { "show", "-", NULL });
  g_autoptr (Run) r5 = RUN ("convert", "--to", "grid", "-o", nowhere, grid_path);
  g_autoptr (Run) r6 = RUN_STDIN (grid, "solve", "--from", "tatham", "-");
  g_autoptr (Run) r7 = RUN ("solve", "--algorithm", "xyz", missing);

  assert_one_line_error (r1, "nope.txt: No such file or directory");
  assert_one_line_error (r2, ": Is a directory");
  assert_one_line_error (r3, "standard input: empty");
  assert_one_line_error (r4, "standard input: line 2, column 2");
  assert_one_line_error (r5, "out.txt");
  g_assert_nonnull (strstr (r5->err, "the folder does not exist. No file was written."));
  assert_one_line_error (r6, "standard input: ");
  /* The option is checked before the file is opened. */
  assert_one_line_error (r7, "unknown algorithm 'xyz'");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/errors/files", test_bad_files);
  g_test_add_func ("/cli/errors/game-ids", test_bad_game_ids);
  g_test_add_func ("/cli/errors/usage", test_bad_usage);
  g_test_add_func ("/cli/errors/places", test_bad_places);
  g_test_add_func ("/cli/errors/unreadable", test_unreadable);

  return cli_test_run ();
}
