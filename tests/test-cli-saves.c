/* test-cli-saves.c: every command that writes, on a full disk and a
 * read-only folder: the old file survives byte for byte, nothing is left
 * beside it, and one line says which file, why, and that it is unchanged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"
#include "fs-test-util.h"

#define OLD_BYTES "the old file, which must survive\n"

static char *small_disk;
static GError *small_disk_error;

typedef struct
{
  const char *name;      /* the case, and the file written */
  const char *args[10];  /* the command; "OUT" stands for the file */
} Writer;

static const Writer writers[] = {
  { "convert.futoshiki", { "convert", "--to", "futoshiki", "-o", "OUT", ID4 } },
  { "hint.futoshiki",    { "hint", "--apply", "-o", "OUT", ID4 } },
  { "export.png",        { "export", "-o", "OUT", ID4 } },
  { "export.pdf",        { "export", "-o", "OUT", ID4 } },
  { "export.svg",        { "export", "-o", "OUT", ID4 } },
  { "booklet.pdf",       { "booklet", "--count", "2", "--size", "4", "--seed", "1", "-o", "OUT" } },
  { "slides.pdf",        { "slides", "-a", "fc", "-o", "OUT", ID4 } },
  { "tree.svg",          { "tree", "-a", "fc", "-o", "OUT", ID4 } },
  { "run.trace",         { "solve", "--trace", "OUT", ID4 } },
};

typedef enum
{
  FULL_DISK,
  READ_ONLY,
} Trouble;

typedef struct
{
  const Writer *writer;
  Trouble       trouble;
} Case;

static void
test_writer (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *leftover = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (Run) run = NULL;
  const char *args[G_N_ELEMENTS (c->writer->args) + 1] = { NULL };

  if (small_disk == NULL)
    {
      g_test_skip (small_disk_error->message);
      return;
    }
  dir = g_strdup_printf ("%s/%s-%d", small_disk, c->writer->name, c->trouble);
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  path = g_build_filename (dir, c->writer->name, NULL);
  g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, NULL));
  for (gsize i = 0; i < G_N_ELEMENTS (c->writer->args) && c->writer->args[i] != NULL; i++)
    args[i] = g_str_equal (c->writer->args[i], "OUT") ? path : c->writer->args[i];

  if (c->trouble == FULL_DISK)
    g_assert_true (fs_test_fill_disk (dir, &error));
  else
    g_assert_true (fs_test_set_read_only (small_disk, TRUE, &error));
  g_assert_no_error (error);

  run = run_with_input (NULL, -1, args);
  g_test_message ("%s", run->err);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_nonnull (strstr (run->err, c->writer->name));
  g_assert_nonnull (strstr (run->err, c->trouble == FULL_DISK ? "the disk is full"
                                                                : "the disk is read-only"));
  g_assert_nonnull (strstr (run->err, "The old file is unchanged."));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
  leftover = fs_test_find_leftover (dir);
  g_assert_cmpstr (leftover, ==, NULL);

  if (c->trouble == FULL_DISK)
    g_assert_true (fs_test_free_disk (dir, &error));
  else
    g_assert_true (fs_test_set_read_only (small_disk, FALSE, &error));
  g_assert_no_error (error);
}

int
main (int    argc,
      char **argv)
{
  static Case cases[2 * G_N_ELEMENTS (writers)];

  /* Before any thread starts: a private mount namespace, which the command
   * run by each case inherits. */
  small_disk = fs_test_small_disk (256 * 1024, &small_disk_error);
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (writers); i++)
    for (int t = FULL_DISK; t <= READ_ONLY; t++)
      {
        Case *c = &cases[2 * i + (gsize) t];
        g_autofree char *name = g_strdup_printf ("/cli/saves/%s/%s", writers[i].name,
                                                 t == FULL_DISK ? "full-disk" : "read-only");

        c->writer = &writers[i];
        c->trouble = t;
        g_test_add_data_func (name, c, test_writer);
      }
  return cli_test_run ();
}
