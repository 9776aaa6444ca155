/* test-file-save.c: every writer family above the core on a full disk and
 * a read-only folder: the GError wrapper, the library's savers, the
 * renderer's exports and booklets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "fs-test-util.h"
#include "futo-booklet.h"
#include "futo-export.h"
#include "futo-game.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "futoshiki-puzzle.h"

#define OLD_BYTES "the old file, which must survive\n"

static char *small_disk;
static GError *small_disk_error;

typedef enum
{
  FULL_DISK,
  READ_ONLY,
} Trouble;

/* A folder of its own on the small disk with NAME holding OLD_BYTES, then
 * the trouble made: the disk filled, or remounted read-only. */
static char *
prepare (const char *folder,
         const char *name,
         Trouble     trouble)
{
  g_autofree char *dir = g_build_filename (small_disk, folder, NULL);
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, NULL));
  if (trouble == FULL_DISK)
    g_assert_true (fs_test_fill_disk (dir, &error));
  else
    g_assert_true (fs_test_set_read_only (small_disk, TRUE, &error));
  g_assert_no_error (error);
  return path;
}

/* The old bytes are there, nothing is left beside them, and the disk is
 * as it was for the next test. */
static void
finish (const char *path,
        Trouble     trouble)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *contents = NULL;
  g_autofree char *leftover = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
  leftover = fs_test_find_leftover (dir);
  g_assert_cmpstr (leftover, ==, NULL);
  if (trouble == FULL_DISK)
    g_assert_true (fs_test_free_disk (dir, &error));
  else
    g_assert_true (fs_test_set_read_only (small_disk, FALSE, &error));
  g_assert_no_error (error);
}

static gboolean
skip_without_disk (void)
{
  return fs_test_skip_without_disk (small_disk, small_disk_error);
}

static void
test_contents_full (void)
{
  g_autofree char *path = NULL;
  g_autofree char *big = g_strnfill (100 * 1024, 'x');
  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;

  if (skip_without_disk ())
    return;
  path = prepare ("contents-full", "x.futoshiki", FULL_DISK);
  g_assert_false (futoshiki_file_save_contents (path, big, strlen (big), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  /* The path as given, for the command line; one sentence. */
  expected = g_strdup_printf ("Could not save “%s”: the disk is full. The old file is unchanged.", path);
  g_assert_cmpstr (error->message, ==, expected);
  finish (path, FULL_DISK);
}

static void
test_contents_read_only (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GBytes) bytes = g_bytes_new_static ("new", 3);
  g_autoptr (GError) error = NULL;

  if (skip_without_disk ())
    return;
  path = prepare ("contents-read-only", "x.futoshiki", READ_ONLY);
  file = g_file_new_for_path (path);
  /* A GFile, as the app's: the base name, as a person knows the file. */
  g_assert_false (futoshiki_file_save_bytes (file, bytes, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_cmpstr (error->message, ==, "Could not save “x.futoshiki”: the disk is read-only. The old file is unchanged.");
  finish (path, READ_ONLY);
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GError **error = user_data;

  g_assert_false (futoshiki_file_save_finish (G_FILE (object), result, error));
}

static void
test_async_full (void)
{
  g_autofree char *path = NULL;
  g_autofree char *big = g_strnfill (100 * 1024, 'y');
  g_autoptr (GFile) file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  GError *error = NULL;

  if (skip_without_disk ())
    return;
  path = prepare ("async-full", "app.futoshiki", FULL_DISK);
  file = g_file_new_for_path (path);
  bytes = g_bytes_new_take (g_steal_pointer (&big), 100 * 1024);
  futoshiki_file_save_async (file, bytes, NULL, on_saved, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_cmpstr (error->message, ==, "Could not save “app.futoshiki”: the disk is full. The old file is unchanged.");
  g_clear_error (&error);
  finish (path, FULL_DISK);
}

static void
test_puzzle_save (gconstpointer data)
{
  Trouble trouble = GPOINTER_TO_INT (data);
  g_autofree char *path = NULL;
  g_autoptr (FutoshikiPuzzle) puzzle = futoshiki_puzzle_new (9);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (skip_without_disk ())
    return;
  path = prepare (trouble == FULL_DISK ? "puzzle-full" : "puzzle-read-only", "p.futoshiki", trouble);
  file = g_file_new_for_path (path);
  g_assert_false (futoshiki_puzzle_save (puzzle, file, FUTOSHIKI_FORMAT_NATIVE, &error));
  g_assert_error (error, G_IO_ERROR, (int) (trouble == FULL_DISK ? G_IO_ERROR_NO_SPACE : G_IO_ERROR_READ_ONLY));
  g_assert_nonnull (strstr (error->message, "The old file is unchanged."));
  finish (path, trouble);
}

static void
test_render_export (gconstpointer data)
{
  Trouble trouble = GPOINTER_TO_INT (data);
  static const char *const names[FUTO_N_EXPORT_FORMATS] = { "old.png", "old.pdf", "old.svg" };
  FutoGame *game = futo_game_new (futo_puzzle_new (9));
  FutoExportOptions options;

  if (skip_without_disk ())
    {
      futo_game_free (game);
      return;
    }
  futo_render_export_options_init (&options);
  for (int format = 0; format < FUTO_N_EXPORT_FORMATS; format++)
    {
      g_autofree char *folder = g_strdup_printf ("export-%d-%s", trouble, names[format] + 4);
      g_autofree char *path = prepare (folder, names[format], trouble);
      g_autofree char *message = NULL;
      FutoError error;

      futo_error_clear (&error);
      g_assert_false (futo_render_export_write_file (game, &options, format, path, &error));
      /* The reason is the real one (the disk), not cairo's write error. */
      message = futoshiki_error_message (&error);
      g_test_message ("%s", message);
      g_assert_nonnull (strstr (message, trouble == FULL_DISK ? "the disk is full" : "the disk is read-only"));
      g_assert_nonnull (strstr (message, names[format]));
      g_assert_nonnull (strstr (message, "The old file is unchanged."));
      finish (path, trouble);
    }
  futo_game_free (game);
}

static void
test_booklet_full (void)
{
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  FutoBookletOptions options;
  FutoBooklet *booklet;
  FutoPuzzle *puzzle = futo_puzzle_new (9);
  FutoError error;

  if (skip_without_disk ())
    {
      futo_puzzle_free (puzzle);
      return;
    }
  futo_render_booklet_options_init (&options);
  booklet = futo_render_booklet_new (&options);
  for (int i = 0; i < 12; i++)
    futo_render_booklet_add (booklet, puzzle, NULL, NULL);
  path = prepare ("booklet-full", "booklet.pdf", FULL_DISK);
  futo_error_clear (&error);
  g_assert_false (futo_render_booklet_write_pdf_file (booklet, path, &error));
  message = futoshiki_error_message (&error);
  g_assert_nonnull (strstr (message, "the disk is full. The old file is unchanged."));
  finish (path, FULL_DISK);
  futo_render_booklet_free (booklet);
  futo_puzzle_free (puzzle);
}

/* Under LANGUAGE=de, with the build's catalogue: the wrapper's sentence
 * and the core's (the renderer's exports) are German, reason and all. Runs
 * last: it leaves the catalogue bound. */
static void
test_german (void)
{
  g_autofree char *localedir = g_strdup (g_getenv ("LAB_TEST_LOCALEDIR"));
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  g_autoptr (GError) error = NULL;
  FutoGame *game;
  FutoExportOptions options;
  FutoError failure;

  if (skip_without_disk ())
    return;
  if (localedir == NULL)
    {
      g_test_skip ("LAB_TEST_LOCALEDIR is not set");
      return;
    }
  /* Only C locales may exist: LANGUAGE picks the catalogue then. */
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  path = prepare ("german", "x.futoshiki", FULL_DISK);
  g_assert_false (futoshiki_file_save_contents (path, "new", 3, &error));
  g_assert_nonnull (strstr (error->message, "konnte nicht gespeichert werden: der Datenträger ist voll. "
                                            "Die alte Datei ist unverändert."));

  game = futo_game_new (futo_puzzle_new (4));
  futo_render_export_options_init (&options);
  futo_error_clear (&failure);
  g_assert_false (futo_render_export_write_file (game, &options, FUTO_EXPORT_PNG, path, &failure));
  message = futoshiki_error_message (&failure);
  g_assert_nonnull (strstr (message, "x.futoshiki“ konnte nicht gespeichert werden: der Datenträger ist voll."));
  futo_game_free (game);
  finish (path, FULL_DISK);
}

int
main (int    argc,
      char **argv)
{
  /* Before any thread starts: a private mount namespace. */
  small_disk = fs_test_small_disk (64 * 1024, &small_disk_error);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-save/contents/full-disk", test_contents_full);
  g_test_add_func ("/file-save/contents/read-only", test_contents_read_only);
  g_test_add_func ("/file-save/async/full-disk", test_async_full);
  g_test_add_data_func ("/file-save/puzzle/full-disk", GINT_TO_POINTER (FULL_DISK), test_puzzle_save);
  g_test_add_data_func ("/file-save/puzzle/read-only", GINT_TO_POINTER (READ_ONLY), test_puzzle_save);
  g_test_add_data_func ("/file-save/export/full-disk", GINT_TO_POINTER (FULL_DISK), test_render_export);
  g_test_add_data_func ("/file-save/export/read-only", GINT_TO_POINTER (READ_ONLY), test_render_export);
  g_test_add_func ("/file-save/booklet/full-disk", test_booklet_full);
  g_test_add_func ("/file-save/german/full-disk", test_german);
  return g_test_run ();
}
