/* futoshiki-statistics.c: puzzles played and solved, and how fast
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is a GKeyFile with one group per record, for example
 *
 *   [7 unequal hard]
 *   size=7
 *   mode=unequal
 *   level=hard
 *   played=3
 *   solved=2
 *   hints=4
 *   times=412;300;
 *
 * The group name is only an id; the record is what its keys say, so a
 * group renamed by hand still reads. The times of the solved puzzles are
 * kept (the most recent FUTOSHIKI_STATISTICS_MAX_TIMES) because a median
 * cannot be updated from a summary. Every value is checked on reading: a
 * file edited into nonsense is reported, not half believed.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "futoshiki-error.h"
#include "futoshiki-statistics.h"

/* Enough for a median that means something, small enough that the file
 * stays a few kilobytes per record. */
#define MAX_TIMES 500

typedef struct
{
  int       size;
  FutoMode  mode;
  char     *level;
  guint     played;
  guint     solved;
  guint     hints;
  GArray   *times; /* guint seconds, oldest first */
} Record;

struct _FutoshikiStatistics
{
  GObject     parent_instance;

  char       *path;
  GHashTable *records; /* group id -> Record */
};

G_DEFINE_FINAL_TYPE (FutoshikiStatistics, futoshiki_statistics, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
record_free (gpointer data)
{
  Record *record = data;

  g_free (record->level);
  g_array_unref (record->times);
  g_free (record);
}

void
futoshiki_statistics_row_free (FutoshikiStatisticsRow *row)
{
  if (row == NULL)
    return;
  g_free (row->level);
  g_free (row);
}

/* A level as a record names it: letters and digits in lower case, other
 * characters as '-', "unknown" for none. Free text such as "Tricky (5)"
 * becomes "tricky--5-", which is stable and safe in a group name. */
static char *
fold_level (const char *level)
{
  GString *folded = g_string_new (NULL);

  for (const char *p = level != NULL ? level : ""; *p != '\0' && folded->len < 32; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (folded, g_ascii_tolower (*p));
      else if (folded->len > 0 && folded->str[folded->len - 1] != '-')
        g_string_append_c (folded, '-');
    }
  while (folded->len > 0 && folded->str[folded->len - 1] == '-')
    g_string_truncate (folded, folded->len - 1);
  if (folded->len == 0)
    g_string_assign (folded, "unknown");
  return g_string_free (folded, FALSE);
}

static char *
record_id (int         size,
           FutoMode    mode,
           const char *level)
{
  return g_strdup_printf ("%d %s %s", size, futo_mode_name (mode), level);
}

static Record *
ensure_record (FutoshikiStatistics *self,
               int                  size,
               FutoMode             mode,
               const char          *level)
{
  g_autofree char *folded = fold_level (level);
  char *id = record_id (size, mode, folded);
  Record *record = g_hash_table_lookup (self->records, id);

  if (record != NULL)
    {
      g_free (id);
      return record;
    }
  record = g_new0 (Record, 1);
  record->size = size;
  record->mode = mode;
  record->level = g_steal_pointer (&folded);
  record->times = g_array_new (FALSE, FALSE, sizeof (guint));
  g_hash_table_insert (self->records, id, record);
  return record;
}

FutoshikiStatistics *
futoshiki_statistics_new (const char *path)
{
  FutoshikiStatistics *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (FUTOSHIKI_TYPE_STATISTICS, NULL);
  self->path = g_strdup (path);
  return self;
}

FutoshikiStatistics *
futoshiki_statistics_get_default (void)
{
  static FutoshikiStatistics *statistics;

  if (g_once_init_enter (&statistics))
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "futoshiki-lab", "statistics.ini", NULL);
      FutoshikiStatistics *made = futoshiki_statistics_new (path);
      g_autoptr(GError) error = NULL;

      if (!futoshiki_statistics_load (made, &error))
        g_printerr ("%s\n", error->message);
      g_once_init_leave (&statistics, made);
    }
  return statistics;
}

const char *
futoshiki_statistics_get_path (FutoshikiStatistics *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (self), NULL);

  return self->path;
}

/* Reading */

static gboolean
damaged (FutoshikiStatistics *self,
         GError             **error,
         const char          *group,
         const char          *key,
         const char          *why)
{
  g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_PARSE,
               /* TRANSLATORS: the file, the record and key (like “[7 unequal hard] solved”), and what is wrong */
               _("%s: [%s] %s: %s; the statistics start again from nothing"),
               self->path, group, key, why);
  return FALSE;
}

static gboolean
read_count (FutoshikiStatistics *self,
            GKeyFile            *file,
            const char          *group,
            const char          *key,
            guint               *out,
            GError             **error)
{
  g_autoptr(GError) local = NULL;
  guint64 value = g_key_file_get_uint64 (file, group, key, &local);

  if (local != NULL || value > G_MAXINT32)
    return damaged (self, error, group, key, _("expected a whole number from 0 to 2147483647"));
  *out = (guint) value;
  return TRUE;
}

static gboolean
read_record (FutoshikiStatistics *self,
             GKeyFile            *file,
             const char          *group,
             GError             **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *mode_name = NULL, *level = NULL, *id = NULL;
  g_autofree int *times = NULL;
  gsize n_times = 0;
  int size;
  FutoMode mode;
  Record *record;

  size = g_key_file_get_integer (file, group, "size", &local);
  if (local != NULL || size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    return damaged (self, error, group, "size", _("expected a board size from 2 to 64"));
  mode_name = g_key_file_get_string (file, group, "mode", NULL);
  if (g_strcmp0 (mode_name, futo_mode_name (FUTO_MODE_UNEQUAL)) == 0)
    mode = FUTO_MODE_UNEQUAL;
  else if (g_strcmp0 (mode_name, futo_mode_name (FUTO_MODE_ADJACENT)) == 0)
    mode = FUTO_MODE_ADJACENT;
  else
    return damaged (self, error, group, "mode", _("expected “unequal” or “adjacent”"));
  level = g_key_file_get_string (file, group, "level", NULL);
  record = ensure_record (self, size, mode, level);

  if (!read_count (self, file, group, "played", &record->played, error)
      || !read_count (self, file, group, "solved", &record->solved, error)
      || !read_count (self, file, group, "hints", &record->hints, error))
    return FALSE;
  /* No times is fine (nothing solved yet); broken ones are not. */
  if (g_key_file_has_key (file, group, "times", NULL))
    {
      times = g_key_file_get_integer_list (file, group, "times", &n_times, &local);
      if (local != NULL)
        return damaged (self, error, group, "times", _("expected whole numbers of seconds separated by “;”"));
    }
  if (n_times > record->solved)
    return damaged (self, error, group, "times", _("there are more times than puzzles solved"));
  if (record->solved > record->played)
    return damaged (self, error, group, "solved", _("more puzzles are solved than were played"));
  for (gsize i = 0; i < n_times; i++)
    {
      guint seconds;

      if (times[i] < 0)
        return damaged (self, error, group, "times", _("a time cannot be negative"));
      seconds = (guint) times[i];
      g_array_append_val (record->times, seconds);
    }
  return TRUE;
}

gboolean
futoshiki_statistics_load (FutoshikiStatistics *self,
                           GError             **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_hash_table_remove_all (self->records);
  if (!g_key_file_load_from_file (file, self->path, G_KEY_FILE_NONE, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_PARSE,
                   /* TRANSLATORS: the file, and why it cannot be read */
                   _("%s: %s; the statistics start again from nothing"), self->path, local->message);
      return FALSE;
    }
  groups = g_key_file_get_groups (file, NULL);
  for (gsize i = 0; groups[i] != NULL; i++)
    if (!read_record (self, file, groups[i], error))
      {
        g_hash_table_remove_all (self->records);
        return FALSE;
      }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

/* Writing */

static int
compare_ids (const void *a,
             const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

gboolean
futoshiki_statistics_save (FutoshikiStatistics *self,
                           GError             **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree gpointer *ids = NULL;
  g_autofree char *dir = NULL, *data = NULL;
  gsize length;
  guint n_ids;

  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (self), FALSE);

  /* Sorted, so the file is the same for the same records. */
  ids = g_hash_table_get_keys_as_array (self->records, &n_ids);
  qsort (ids, n_ids, sizeof *ids, compare_ids);
  for (guint i = 0; i < n_ids; i++)
    {
      const char *id = ids[i];
      Record *record = g_hash_table_lookup (self->records, id);
      g_autofree int *times = g_new (int, MAX (record->times->len, 1));

      g_key_file_set_integer (file, id, "size", record->size);
      g_key_file_set_string (file, id, "mode", futo_mode_name (record->mode));
      g_key_file_set_string (file, id, "level", record->level);
      g_key_file_set_uint64 (file, id, "played", record->played);
      g_key_file_set_uint64 (file, id, "solved", record->solved);
      g_key_file_set_uint64 (file, id, "hints", record->hints);
      for (guint j = 0; j < record->times->len; j++)
        times[j] = (int) MIN (g_array_index (record->times, guint, j), (guint) G_MAXINT32);
      if (record->times->len > 0)
        g_key_file_set_integer_list (file, id, "times", times, record->times->len);
    }

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("The folder “%s” cannot be created: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  data = g_key_file_to_data (file, &length, NULL);
  /* Written beside and renamed over: a crash leaves the old file or the
   * new one, never half of one. */
  return g_file_set_contents_full (self->path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* Changes */

void
futoshiki_statistics_add_played (FutoshikiStatistics *self,
                                 int                  size,
                                 FutoMode             mode,
                                 const char          *level)
{
  Record *record;

  g_return_if_fail (FUTOSHIKI_IS_STATISTICS (self));
  g_return_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE);

  record = ensure_record (self, size, mode, level);
  if (record->played < G_MAXINT32)
    record->played++;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
futoshiki_statistics_add_solved (FutoshikiStatistics *self,
                                 int                  size,
                                 FutoMode             mode,
                                 const char          *level,
                                 guint                seconds,
                                 guint                hints)
{
  Record *record;

  g_return_if_fail (FUTOSHIKI_IS_STATISTICS (self));
  g_return_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE);

  record = ensure_record (self, size, mode, level);
  if (record->solved < G_MAXINT32)
    record->solved++;
  /* A puzzle solved that was not counted as started (a file opened from
   * before statistics) was played all the same. */
  record->played = MAX (record->played, record->solved);
  record->hints = (guint) MIN ((guint64) record->hints + hints, (guint64) G_MAXINT32);
  seconds = MIN (seconds, (guint) G_MAXINT32);
  g_array_append_val (record->times, seconds);
  if (record->times->len > MAX_TIMES)
    g_array_remove_index (record->times, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
futoshiki_statistics_clear (FutoshikiStatistics *self)
{
  g_return_if_fail (FUTOSHIKI_IS_STATISTICS (self));

  g_hash_table_remove_all (self->records);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Reading back */

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static FutoshikiStatisticsRow *
row_new (const Record *record)
{
  FutoshikiStatisticsRow *row = g_new0 (FutoshikiStatisticsRow, 1);
  guint n = record->times->len;

  row->size = record->size;
  row->mode = record->mode;
  row->level = g_strdup (record->level);
  row->played = record->played;
  row->solved = record->solved;
  row->hints = record->hints;
  if (n > 0)
    {
      g_autofree guint *sorted = g_memdup2 (record->times->data, n * sizeof (guint));

      qsort (sorted, n, sizeof (guint), compare_uint);
      row->best_seconds = sorted[0];
      /* Of an even count, the mean of the middle two, rounded down. */
      row->median_seconds = n % 2 == 1 ? sorted[n / 2]
                                       : (guint) (((guint64) sorted[n / 2 - 1] + sorted[n / 2]) / 2);
    }
  return row;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const FutoshikiStatisticsRow *x = *(FutoshikiStatisticsRow *const *) a;
  const FutoshikiStatisticsRow *y = *(FutoshikiStatisticsRow *const *) b;

  if (x->size != y->size)
    return x->size - y->size;
  if (x->mode != y->mode)
    return (int) x->mode - (int) y->mode;
  return g_strcmp0 (x->level, y->level);
}

GPtrArray *
futoshiki_statistics_get_rows (FutoshikiStatistics *self)
{
  GPtrArray *rows;
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (self), NULL);

  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) futoshiki_statistics_row_free);
  g_hash_table_iter_init (&iter, self->records);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (rows, row_new (value));
  g_ptr_array_sort (rows, compare_rows);
  return rows;
}

FutoshikiStatisticsRow *
futoshiki_statistics_lookup (FutoshikiStatistics *self,
                             int                  size,
                             FutoMode             mode,
                             const char          *level)
{
  g_autofree char *folded = fold_level (level);
  g_autofree char *id = record_id (size, mode, folded);
  Record *record;

  g_return_val_if_fail (FUTOSHIKI_IS_STATISTICS (self), NULL);

  record = g_hash_table_lookup (self->records, id);
  return record != NULL ? row_new (record) : NULL;
}

static void
futoshiki_statistics_finalize (GObject *object)
{
  FutoshikiStatistics *self = FUTOSHIKI_STATISTICS (object);

  g_free (self->path);
  g_hash_table_unref (self->records);

  G_OBJECT_CLASS (futoshiki_statistics_parent_class)->finalize (object);
}

static void
futoshiki_statistics_class_init (FutoshikiStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = futoshiki_statistics_finalize;

  /* Any record changed, or all of them (load, clear). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
futoshiki_statistics_init (FutoshikiStatistics *self)
{
  self->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, record_free);
}
