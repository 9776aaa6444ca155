/* test-cli-tree-versus.c: tree --versus, two runs' trees merged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

/* bt against fc: fc tries a part of what bt tries, in the same order, so
 * all of fc's tree is shared and bt has branches of its own; the
 * divergence names where bt first tries what fc does not. */
static void
test_bt_versus_fc (void)
{
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "--json");
  g_autoptr (JsonObject) json = NULL;
  JsonObject *first, *second, *divergence;

  g_assert_cmpint (run->status, ==, 0);
  json = parse_json (run->out);
  first = json_object_get_object_member (json, "first");
  second = json_object_get_object_member (json, "second");
  g_assert_cmpstr (json_object_get_string_member (first, "algorithm"), ==, "bt");
  g_assert_cmpstr (json_object_get_string_member (second, "algorithm"), ==, "fc");
  g_assert_cmpfloat (number_member (json, "shared"), >, 0);
  g_assert_cmpfloat (number_member (json, "only_second"), ==, 0);
  g_assert_cmpfloat (number_member (json, "shared"), ==, number_member (second, "tree_nodes"));
  g_assert_cmpfloat (number_member (json, "shared") + number_member (json, "only_first"), ==,
                     number_member (first, "tree_nodes"));
  divergence = json_object_get_object_member (json, "divergence");
  g_assert_nonnull (divergence);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (divergence, "first_only"), "r"));
  g_assert_true (json_object_get_null_member (divergence, "second_only"));
}

/* The same method twice: one tree, no divergence; as text, the lines say
 * so. */
static void
test_same_method (void)
{
  g_autoptr (Run) json_run = RUN ("tree", ID5, "-a", "fc", "--versus", "fc", "--json");
  g_autoptr (Run) text = RUN ("tree", ID5, "-a", "mac", "--versus", "fc");
  g_autoptr (JsonObject) json = NULL;

  g_assert_cmpint (json_run->status, ==, 0);
  json = parse_json (json_run->out);
  g_assert_cmpfloat (number_member (json, "only_first") + number_member (json, "only_second"), ==, 0);
  g_assert_true (json_object_get_null_member (json, "divergence"));
  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "shared:"));
  g_assert_nonnull (strstr (text->out, "only fc:"));
}

/* What --versus does not do says so, with exit status 2. */
static void
test_refused (void)
{
  g_autoptr (Run) local = RUN ("tree", ID5, "-a", "bt", "--versus", "sa");
  g_autoptr (Run) unknown = RUN ("tree", ID5, "--versus", "nope");
  g_autoptr (Run) similar = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "--similar");
  g_autoptr (Run) pdf_dark = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "--dark", "-o", "merged.pdf");

  g_assert_cmpint (local->status, ==, 2);
  g_assert_nonnull (strstr (local->err, "local search"));
  g_assert_cmpint (unknown->status, ==, 2);
  g_assert_nonnull (strstr (unknown->err, "--versus: unknown algorithm 'nope'"));
  g_assert_cmpint (similar->status, ==, 2);
  g_assert_nonnull (strstr (similar->err, "without --versus"));
  g_assert_cmpint (pdf_dark->status, ==, 2);
  g_assert_nonnull (strstr (pdf_dark->err, "not pdf"));
}

/* --to draws the merged tree: an SVG with both sides' colours and the
 * second's dashes, and a PNG; nothing on standard output. */
static void
test_drawn (void)
{
  g_autofree char *svg = g_build_filename (cli_test_tmp_dir (), "merged.svg", NULL);
  g_autofree char *png = g_build_filename (cli_test_tmp_dir (), "merged.png", NULL);
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "bt", "--versus", "fc-mrv3", "--to", "svg", "-o", svg);
  g_autoptr (Run) run_png = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "--dark", "-o", png);
  g_autofree char *text = NULL, *bytes = NULL;
  gsize length = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  g_assert_nonnull (strstr (text, "rgb(0%,44.7%,69.8%)"));
  g_assert_nonnull (strstr (text, "rgb(80%,43.5%,0%)"));
  g_assert_nonnull (strstr (text, "stroke-dasharray"));
  g_assert_cmpint (run_png->status, ==, 0);
  g_assert_true (g_file_get_contents (png, &bytes, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpint (memcmp (bytes, "\x89PNG", 4), ==, 0);
}

/* --similar: groups of alike failed subtrees, as text and as JSON, the
 * largest share first. */
static void
test_similar (void)
{
  g_autoptr (Run) text = RUN ("tree", ID5, "-a", "bt", "--limit", "0", "--similar");
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "bt", "--limit", "0", "--similar", "--json");
  g_autoptr (JsonObject) json = NULL;
  JsonArray *groups;
  double previous = G_MAXDOUBLE;

  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "the same way"));
  g_assert_cmpint (run->status, ==, 0);
  json = parse_json (run->out);
  g_assert_cmpfloat (number_member (json, "n_groups"), >, 0);
  groups = json_object_get_array_member (json, "groups");
  g_assert_cmpuint (json_array_get_length (groups), >, 0);
  for (guint i = 0; i < json_array_get_length (groups); i++)
    {
      JsonObject *group = json_array_get_object_element (groups, i);

      g_assert_cmpfloat (number_member (group, "count"), >=, 2);
      g_assert_cmpfloat (number_member (group, "size"), >=, 3);
      g_assert_cmpfloat (number_member (group, "nodes"), ==, number_member (group, "count") * number_member (group, "size"));
      g_assert_cmpfloat (number_member (group, "nodes"), <=, previous);
      previous = number_member (group, "nodes");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/tree-versus/bt-versus-fc", test_bt_versus_fc);
  g_test_add_func ("/cli/tree-versus/same-method", test_same_method);
  g_test_add_func ("/cli/tree-versus/refused", test_refused);
  g_test_add_func ("/cli/tree-versus/drawn", test_drawn);
  g_test_add_func ("/cli/tree-versus/similar", test_similar);
  return cli_test_run ();
}
