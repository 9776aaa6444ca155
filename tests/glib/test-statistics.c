/* test-statistics.c: statistics per size, kind and level, in a key file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Played, solved, hints, best and median come out as they went in; a
 * saved file reads back the same and is written whole; a missing file is
 * no statistics yet; a damaged one is an error that names the file and
 * the key, after which nothing of it is believed and saving replaces it.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futoshiki-error.h"
#include "futoshiki-statistics.h"

static char *
temp_path (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-statistics-XXXXXX", &error);

  g_assert_no_error (error);
  /* A folder that does not exist yet: saving makes it. */
  return g_build_filename (dir, "futoshiki-lab", "statistics.ini", NULL);
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *top = g_path_get_dirname (dir);

  g_remove (path);
  g_rmdir (dir);
  g_rmdir (top);
}

static void
on_changed (FutoshikiStatistics *statistics,
            gpointer             data)
{
  (*(guint *) data)++;
}

static void
test_counts (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(FutoshikiStatistics) statistics = futoshiki_statistics_new (path);
  g_autoptr(FutoshikiStatisticsRow) row = NULL;
  guint changed = 0;

  g_signal_connect (statistics, "changed", G_CALLBACK (on_changed), &changed);
  g_assert_null (futoshiki_statistics_lookup (statistics, 7, FUTO_MODE_UNEQUAL, "hard"));

  for (int i = 0; i < 5; i++)
    futoshiki_statistics_add_played (statistics, 7, FUTO_MODE_UNEQUAL, "hard");
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 400, 2);
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "Hard", 100, 0);
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 250, 1);
  g_assert_cmpuint (changed, ==, 8);

  row = futoshiki_statistics_lookup (statistics, 7, FUTO_MODE_UNEQUAL, "hard");
  g_assert_nonnull (row);
  g_assert_cmpuint (row->played, ==, 5);
  g_assert_cmpuint (row->solved, ==, 3);
  g_assert_cmpuint (row->hints, ==, 3);
  g_assert_cmpuint (row->best_seconds, ==, 100);
  g_assert_cmpuint (row->median_seconds, ==, 250);
  g_clear_pointer (&row, futoshiki_statistics_row_free);

  /* An even count: the mean of the middle two. */
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 301, 0);
  row = futoshiki_statistics_lookup (statistics, 7, FUTO_MODE_UNEQUAL, "hard");
  g_assert_cmpuint (row->median_seconds, ==, 275);
  g_clear_pointer (&row, futoshiki_statistics_row_free);

  /* Another kind and size are other records; no level is "unknown". */
  futoshiki_statistics_add_solved (statistics, 5, FUTO_MODE_ADJACENT, NULL, 90, 0);
  row = futoshiki_statistics_lookup (statistics, 5, FUTO_MODE_ADJACENT, "unknown");
  g_assert_nonnull (row);
  g_assert_cmpuint (row->played, ==, 1);
  g_assert_null (futoshiki_statistics_lookup (statistics, 5, FUTO_MODE_UNEQUAL, NULL));

  {
    g_autoptr(GPtrArray) rows = futoshiki_statistics_get_rows (statistics);
    FutoshikiStatisticsRow *first, *second;

    g_assert_cmpuint (rows->len, ==, 2);
    first = g_ptr_array_index (rows, 0);
    second = g_ptr_array_index (rows, 1);
    g_assert_cmpint (first->size, ==, 5);
    g_assert_cmpint (second->size, ==, 7);
    g_assert_cmpstr (second->level, ==, "hard");
  }
}

static void
test_round_trip (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(FutoshikiStatistics) statistics = futoshiki_statistics_new (path);
  g_autoptr(FutoshikiStatistics) again = futoshiki_statistics_new (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = NULL, after = NULL;
  g_autofree char *first = NULL, *second = NULL;

  /* Nothing on disk yet: no error, no records. */
  g_assert_true (futoshiki_statistics_load (again, &error));
  g_assert_no_error (error);
  after = futoshiki_statistics_get_rows (again);
  g_assert_cmpuint (after->len, ==, 0);
  g_clear_pointer (&after, g_ptr_array_unref);

  futoshiki_statistics_add_played (statistics, 9, FUTO_MODE_UNEQUAL, "Tricky (5)");
  futoshiki_statistics_add_solved (statistics, 9, FUTO_MODE_UNEQUAL, "Tricky (5)", 1234, 7);
  futoshiki_statistics_add_solved (statistics, 4, FUTO_MODE_ADJACENT, "easy", 30, 0);
  futoshiki_statistics_add_played (statistics, 6, FUTO_MODE_UNEQUAL, "medium");
  g_assert_true (futoshiki_statistics_save (statistics, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));

  g_assert_true (futoshiki_statistics_load (again, &error));
  g_assert_no_error (error);
  before = futoshiki_statistics_get_rows (statistics);
  after = futoshiki_statistics_get_rows (again);
  g_assert_cmpuint (after->len, ==, 3);
  for (guint i = 0; i < before->len; i++)
    {
      FutoshikiStatisticsRow *x = g_ptr_array_index (before, i), *y = g_ptr_array_index (after, i);

      g_assert_cmpint (x->size, ==, y->size);
      g_assert_cmpint (x->mode, ==, y->mode);
      g_assert_cmpstr (x->level, ==, y->level);
      g_assert_cmpuint (x->played, ==, y->played);
      g_assert_cmpuint (x->solved, ==, y->solved);
      g_assert_cmpuint (x->hints, ==, y->hints);
      g_assert_cmpuint (x->best_seconds, ==, y->best_seconds);
      g_assert_cmpuint (x->median_seconds, ==, y->median_seconds);
    }
  /* The same records write the same file. */
  g_assert_true (futoshiki_statistics_save (again, &error));
  g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
  g_assert_cmpstr (first, ==, second);
  g_assert_nonnull (strstr (first, "level=tricky-5\n"));
  remove_temp (path);
}

typedef struct
{
  const char *name;
  const char *text;
  const char *fragment; /* what the message must say */
} DamagedCase;

static const DamagedCase damaged_cases[] = {
  { "not-key-file", "this is not a key file\n", "statistics.ini" },
  { "bad-count", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=lots\nsolved=0\nhints=0\n", "[x] played" },
  { "negative-count", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=-1\nsolved=0\nhints=0\n", "[x] played" },
  { "bad-size", "[x]\nsize=99\nmode=unequal\nlevel=easy\nplayed=1\nsolved=0\nhints=0\n", "[x] size" },
  { "bad-mode", "[x]\nsize=5\nmode=sideways\nlevel=easy\nplayed=1\nsolved=0\nhints=0\n", "[x] mode" },
  { "bad-times", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=2\nsolved=2\nhints=0\ntimes=1;two;\n", "[x] times" },
  { "too-many-times", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=2\nsolved=1\nhints=0\ntimes=1;2;\n", "[x] times" },
  { "solved-over-played", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=1\nsolved=2\nhints=0\n", "[x] solved" },
  { "negative-time", "[x]\nsize=5\nmode=unequal\nlevel=easy\nplayed=1\nsolved=1\nhints=0\ntimes=-4;\n", "[x] times" },
};

static void
test_damaged (gconstpointer data)
{
  const DamagedCase *c = data;
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(FutoshikiStatistics) statistics = futoshiki_statistics_new (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  const char *good = "[5 unequal easy]\nsize=5\nmode=unequal\nlevel=easy\nplayed=3\nsolved=1\nhints=0\ntimes=60;\n";
  g_autofree char *text = g_strconcat (good, c->text, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_assert_false (futoshiki_statistics_load (statistics, &error));
  g_assert_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, c->fragment));
  /* Nothing of it is believed, not even the good record before. */
  rows = futoshiki_statistics_get_rows (statistics);
  g_assert_cmpuint (rows->len, ==, 0);

  /* Playing on and saving replaces it with a file that reads. */
  g_clear_error (&error);
  futoshiki_statistics_add_played (statistics, 5, FUTO_MODE_UNEQUAL, "easy");
  g_assert_true (futoshiki_statistics_save (statistics, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_statistics_load (statistics, &error));
  g_assert_no_error (error);
  remove_temp (path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/statistics/counts", test_counts);
  g_test_add_func ("/statistics/round-trip", test_round_trip);
  for (gsize i = 0; i < G_N_ELEMENTS (damaged_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/statistics/damaged/%s", damaged_cases[i].name);
      g_test_add_data_func (name, &damaged_cases[i], test_damaged);
    }
  return g_test_run ();
}
