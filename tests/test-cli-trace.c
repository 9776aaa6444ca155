/* test-cli-trace.c: traces as the run to show: solve --trace writes
 * version 2, tree --trace and slides --trace read it back, checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

/* solve --trace into a scratch file named after id; returns its path. */
static char *
record (const char *id,
        const char *puzzle,
        const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.trace", name);
  char *path = g_build_filename (cli_test_tmp_dir (), file, NULL);
  g_autoptr (Run) run = RUN ("solve", puzzle, "-a", id, "--seed", "3", "--trace", path);

  if (run->status != 0)
    g_error ("solve -a %s --trace: exit %d: %s", id, run->status, run->err);
  return path;
}

static JsonObject *
tree_json (const char *id,
           const char *puzzle)
{
  g_autoptr (Run) run = RUN ("tree", puzzle, "-a", id, "--seed", "3", "--json");

  if (run->status != 0)
    g_error ("tree -a %s: exit %d: %s", id, run->status, run->err);
  return parse_json (run->out);
}

static JsonObject *
trace_json (const char *path)
{
  g_autoptr (Run) run = RUN ("tree", "--trace", path, "--json");

  if (run->status != 0)
    g_error ("tree --trace %s: exit %d: %s", path, run->status, run->err);
  return parse_json (run->out);
}

/* The tree of a trace that solve wrote counts the nodes the method's own
 * tree counts, and solve's trace carries the puzzle and the count. */
static void
test_tree_of_solve_trace (void)
{
  const char *ids[] = { "bt", "fc", "fc-mrv1", "mac", "lab" };
  const char *puzzles[] = { ID4, ID5 };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint p = 0; p < G_N_ELEMENTS (puzzles); p++)
      {
        g_autofree char *name = g_strdup_printf ("nodes-%s-%u", ids[i], p);
        g_autofree char *path = record (ids[i], puzzles[p], name);
        g_autofree char *text = NULL;
        g_autoptr (JsonObject) own = tree_json (ids[i], puzzles[p]);
        g_autoptr (JsonObject) read = trace_json (path);

        g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
        g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 2\n"));
        g_assert_nonnull (strstr (text, "\nnodes "));
        g_assert_true (g_str_has_suffix (text, "\nend\n"));
        g_test_message ("%s: %g nodes", ids[i], number_member (own, "nodes"));
        g_assert_cmpfloat (number_member (read, "nodes"), ==, number_member (own, "nodes"));
        g_assert_cmpfloat (number_member (read, "dead_ends"), ==, number_member (own, "dead_ends"));
        g_assert_cmpfloat (number_member (read, "solutions"), ==, 1);
        g_assert_cmpstr (json_object_get_string_member (read, "status"), ==, "solved");
        g_assert_cmpstr (json_object_get_string_member (read, "algorithm"), ==, ids[i]);
        g_assert_true (json_object_get_boolean_member (read, "complete"));
      }
}

/* The text form of tree --trace is tree's. */
static void
test_tree_text (void)
{
  g_autofree char *path = record ("bt", ID5, "text");
  g_autoptr (Run) own = RUN ("tree", ID5, "-a", "bt");
  g_autoptr (Run) read = RUN ("tree", "--trace", path);

  g_assert_cmpint (read->status, ==, 0);
  g_assert_cmpstr (read->out, ==, own->out);
  g_assert_true (g_str_has_prefix (read->out, "nodes: "));
}

/* A trace whose last assignment was changed lies: exit 2, and the error
 * names the file, the line and column, and the event. */
static void
test_edited_trace_refused (void)
{
  g_autofree char *path = record ("bt", ID5, "edited");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *lied = NULL;
  g_autofree char *expected = NULL;
  int last = -1, number = 0, events_before = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "assign "))
      last = i;
  g_assert_cmpint (last, >, 0);
  /* The event's number: the events before it, plus one. */
  for (int i = 0, in_events = 0; i < last; i++)
    {
      if (g_str_has_prefix (lines[i], "events "))
        in_events = 1;
      else if (in_events)
        events_before++;
    }
  {
    g_auto(GStrv) words = g_strsplit (lines[last], " ", -1);
    int value = atoi (words[2]);

    /* Another value of the 5×5 board. */
    g_free (words[2]);
    words[2] = g_strdup_printf ("%d", value % 5 + 1);
    g_free (lines[last]);
    lines[last] = g_strjoinv (" ", words);
  }
  edited = g_strjoinv ("\n", lines);
  lied = scratch ("edited-lie.trace", edited, -1);
  {
    g_autoptr (Run) run = RUN ("tree", "--trace", lied);
    g_autofree char *prefix = g_strdup_printf ("futoshiki: %s:", lied);
    char *event;

    g_assert_cmpint (run->status, ==, 2);
    g_assert_true (g_str_has_prefix (run->err, prefix));
    event = strstr (run->err, ": event ");
    g_assert_nonnull (event);
    number = atoi (event + strlen (": event "));
    /* The changed assignment itself, or the solution it spoiled. */
    g_assert_cmpint (number, >=, events_before + 1);
    expected = g_strdup_printf (":1: event %d: ", number);
    g_assert_nonnull (strstr (run->err, expected));
    assert_one_line_error (run, "event ");
  }
}

/* Each lie of the corpus, read by the command: exit 2 with FILE:LINE:COLUMN
 * and the sentence of tests/data/traces/lying/EXPECTED. */
static void
test_lying_corpus (void)
{
  g_autofree char *expected = test_read_data ("traces/lying/EXPECTED", NULL);
  g_auto(GStrv) lines = g_strsplit (expected, "\n", -1);
  int checked = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autofree char *relative = NULL;
      g_autofree char *path = NULL;
      g_autofree char *want = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      fields = g_strsplit (lines[i], " ", 3);
      relative = g_strconcat ("traces/lying/", fields[0], NULL);
      path = test_data_path (relative);
      want = g_strdup_printf ("futoshiki: %s:%s: %s\n", path, fields[1], fields[2]);
      {
        g_autoptr (Run) run = RUN ("tree", "--trace", path);

        g_assert_cmpint (run->status, ==, 2);
        g_assert_cmpstr (run->err, ==, want);
      }
      checked++;
    }
  g_assert_cmpint (checked, >=, 30);
}

/* The error as JSON keeps the line and column apart. */
static void
test_lie_as_json (void)
{
  g_autofree char *path = test_data_path ("traces/lying/prune-sign-allowed.trace");
  g_autoptr (Run) run = RUN ("tree", "--trace", path, "--json");
  g_autoptr (JsonObject) json = NULL;

  g_assert_cmpint (run->status, ==, 2);
  json = parse_json (run->out);
  g_assert_cmpstr (json_object_get_string_member (json, "status"), ==, "error");
  g_assert_cmpfloat (number_member (json, "line"), ==, 7);
  g_assert_cmpfloat (number_member (json, "column"), ==, 1);
  g_assert_nonnull (strstr (json_object_get_string_member (json, "error"), "event 1: r1c2 1: the sign"));
}

/* A malformed trace is refused at its place too. */
static void
test_malformed_trace (void)
{
  g_autofree char *path = scratch ("malformed.trace", "futoshiki-lab-trace 2\nsize 4\nassign r9c1 1\n", -1);
  g_autoptr (Run) run = RUN ("tree", "--trace", path);
  g_autofree char *want = g_strdup_printf ("%s:3:8: cell 'r9c1' lies outside the 4×4 board", path);

  assert_one_line_error (run, want);
}

/* --trace is the run: with a puzzle, or a way to run a method, it is a
 * usage error that says which. */
static void
test_trace_and_puzzle_refused (void)
{
  g_autofree char *path = record ("fc", ID4, "both");

  {
    g_autoptr (Run) run = RUN ("tree", ID4, "--trace", path);

    assert_one_line_error (run, "tree: give either a puzzle");
    g_assert_nonnull (strstr (run->err, ID4));
  }
  {
    g_autoptr (Run) run = RUN ("slides", "--trace", path, ID4, "-o", "x.pdf");

    assert_one_line_error (run, "slides: give either a puzzle");
  }
  {
    g_autoptr (Run) run = RUN ("tree", "--trace", path, "-a", "bt");

    assert_one_line_error (run, "tree: --algorithm does not apply with --trace");
  }
  {
    g_autoptr (Run) run = RUN ("tree", "--trace", path, "--limit", "0");

    assert_one_line_error (run, "tree: --limit does not apply with --trace");
  }
}

/* Version 1 (no puzzle) still gives its counts; slides need the puzzle and
 * say so. */
static void
test_version_1 (void)
{
  g_autofree char *path = record ("bt", ID4, "v1-source");
  g_autofree char *text = NULL;
  g_autoptr (GString) v1 = g_string_new ("futoshiki-lab-trace 1\nsize 4\nalgorithm bt\n");
  g_auto(GStrv) lines = NULL;
  g_autofree char *v1_path = NULL;
  gboolean in_events = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "events "))
        in_events = TRUE;
      if (in_events && lines[i][0] != '\0' && strcmp (lines[i], "end") != 0)
        g_string_append_printf (v1, "%s\n", lines[i]);
    }
  v1_path = scratch ("v1.trace", v1->str, -1);
  {
    g_autoptr (JsonObject) own = trace_json (path);
    g_autoptr (JsonObject) read = trace_json (v1_path);

    g_assert_cmpfloat (number_member (read, "nodes"), ==, number_member (own, "nodes"));
  }
  {
    g_autoptr (Run) run = RUN ("slides", "--trace", v1_path, "-o", "v1.pdf");

    assert_one_line_error (run, "has no puzzle");
  }
}

/* slides --trace writes the deck of the run on the trace's puzzle; tree
 * --trace draws. */
static void
test_slides_and_drawing (void)
{
  g_autofree char *path = record ("mac", ID5, "slides");
  g_autofree char *pdf = g_build_filename (cli_test_tmp_dir (), "trace-slides.pdf", NULL);
  g_autofree char *svg = g_build_filename (cli_test_tmp_dir (), "trace-tree.svg", NULL);
  g_autoptr (Run) slides = RUN ("slides", "--trace", path, "-o", pdf);
  g_autoptr (Run) own = RUN ("slides", ID5, "-a", "mac", "--seed", "3", "-o", pdf);
  g_autoptr (Run) drawn = RUN ("tree", "--trace", path, "-o", svg);
  g_autofree char *picture = NULL;

  g_assert_cmpint (slides->status, ==, 0);
  g_assert_true (g_str_has_suffix (slides->out, " pages\n"));
  /* As many pages as the method's own deck. */
  g_assert_cmpstr (strrchr (slides->out, ':'), ==, strrchr (own->out, ':'));
  g_assert_cmpint (drawn->status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &picture, NULL, NULL));
  g_assert_nonnull (strstr (picture, "<svg"));
}

/* count --trace writes version 2 as solve does. */
static void
test_count_writes_v2 (void)
{
  g_autofree char *path = g_build_filename (cli_test_tmp_dir (), "count.trace", NULL);
  g_autoptr (Run) run = RUN ("count", ID4, "-a", "fc", "--trace", path);
  g_autofree char *text = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 2\nsize 4\n"));
  g_assert_nonnull (strstr (text, "\nalgorithm fc\nnodes consistent-states\n"));
  {
    g_autoptr (JsonObject) read = trace_json (path);

    g_assert_cmpstr (json_object_get_string_member (read, "node_count"), ==, "consistent-states");
  }
}

/* '--trace -' for solve would have made a file named "-": it is refused
 * with a sentence, and no such file appears. */
static void
test_trace_dash_refused (void)
{
  g_autoptr (Run) run = NULL;

  g_assert_false (g_file_test ("-", G_FILE_TEST_EXISTS));
  run = RUN ("solve", ID4, "-a", "fc", "--trace", "-");
  g_assert_cmpint (run->status, ==, 2);
  g_assert_nonnull (strstr (run->err, "--trace -: standard output carries the answer"));
  g_assert_false (g_file_test ("-", G_FILE_TEST_EXISTS));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-trace/tree-of-solve-trace", test_tree_of_solve_trace);
  g_test_add_func ("/cli-trace/tree-text", test_tree_text);
  g_test_add_func ("/cli-trace/edited-trace-refused", test_edited_trace_refused);
  g_test_add_func ("/cli-trace/lying-corpus", test_lying_corpus);
  g_test_add_func ("/cli-trace/lie-as-json", test_lie_as_json);
  g_test_add_func ("/cli-trace/malformed-trace", test_malformed_trace);
  g_test_add_func ("/cli-trace/trace-and-puzzle-refused", test_trace_and_puzzle_refused);
  g_test_add_func ("/cli-trace/version-1", test_version_1);
  g_test_add_func ("/cli-trace/slides-and-drawing", test_slides_and_drawing);
  g_test_add_func ("/cli-trace/count-writes-v2", test_count_writes_v2);
  g_test_add_func ("/cli-trace/trace-dash-refused", test_trace_dash_refused);
  return cli_test_run ();
}
