/* futoshiki-bookmarks.c: moments of recorded runs marked with a note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher watching a run marks the moments to come back to ("the first
 * dead end", "here MRV would have chosen r4c2") with a note. They belong
 * to one puzzle and, within it, to one method: a run of the same method on
 * the same puzzle is the same run, so event N is the same moment again. They
 * are kept in PUZZLE.bookmarks beside the puzzle's file, a small text file
 * (docs/bookmarks-format.md) read as hostile input: bounded, UTF-8 and NUL
 * checked first, every refusal naming file, line and column. A bookmark
 * is a lesson moment as it stands: "event N" (docs/lesson-format.md).
 */
#define G_LOG_DOMAIN "futoshiki-bookmarks"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "futoshiki-bookmarks.h"
#include "futoshiki-file-read.h"
#include "futoshiki-file-save.h"

#define MAGIC "futoshiki-bookmarks 1"

typedef struct
{
  guint64  event;
  char    *note;
} Bookmark;

struct _FutoshikiBookmarks
{
  GObject     parent_instance;

  char       *puzzle_key;
  GHashTable *methods; /* method id → GArray of Bookmark, by event */
  guint       n_total;
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * FutoshikiBookmarks:
 *
 * Moments of the recorded runs on one puzzle, marked with a note: for
 * each method, event positions of its run and their notes, saved beside
 * the puzzle as PUZZLE.bookmarks.
 */
G_DEFINE_FINAL_TYPE (FutoshikiBookmarks, futoshiki_bookmarks, G_TYPE_OBJECT)

static void
bookmark_clear (gpointer data)
{
  g_free (((Bookmark *) data)->note);
}

static GArray *
method_list (FutoshikiBookmarks *self,
             const char         *method,
             gboolean            create)
{
  GArray *list = g_hash_table_lookup (self->methods, method);

  if (list == NULL && create)
    {
      list = g_array_new (FALSE, FALSE, sizeof (Bookmark));
      g_array_set_clear_func (list, bookmark_clear);
      g_hash_table_insert (self->methods, g_strdup (method), list);
    }
  return list;
}

/* A method's id as the registry writes them: short, lower-case ASCII. */
static gboolean
method_is_valid (const char *method,
                 gsize       length)
{
  if (length == 0 || length > FUTOSHIKI_BOOKMARKS_METHOD_MAX)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_islower (method[i]) && !g_ascii_isdigit (method[i]) && method[i] != '-' && method[i] != '_')
      return FALSE;
  return TRUE;
}

/* NULL when the note may be kept, else why not. A note is one line of
 * text: no control characters. */
static const char *
note_problem (const char *note,
              gsize       length)
{
  if (!g_utf8_validate_len (note, length, NULL))
    return _("the note is not valid UTF-8");
  if (g_utf8_strlen (note, (gssize) length) > FUTOSHIKI_BOOKMARK_NOTE_MAX_CHARS)
    return _("the note is longer than 500 characters");
  for (gsize i = 0; i < length; i++)
    if ((guchar) note[i] < 0x20 || note[i] == 0x7f)
      return _("the note holds a control character");
  return NULL;
}

/* The index where event is, or goes, in list. */
static guint
find_place (GArray  *list,
            guint64  event,
            gboolean *found)
{
  guint low = 0, high = list->len;

  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (g_array_index (list, Bookmark, mid).event < event)
        low = mid + 1;
      else
        high = mid;
    }
  *found = low < list->len && g_array_index (list, Bookmark, low).event == event;
  return low;
}

/**
 * futoshiki_bookmarks_new:
 * @puzzle_key: (nullable): what the puzzle is, as
 *   futoshiki_bookmarks_puzzle_key() gives it, or %NULL
 *
 * No bookmarks yet, for one puzzle.
 *
 * Returns: (transfer full): the bookmarks
 */
FutoshikiBookmarks *
futoshiki_bookmarks_new (const char *puzzle_key)
{
  FutoshikiBookmarks *self = g_object_new (FUTOSHIKI_TYPE_BOOKMARKS, NULL);

  self->puzzle_key = g_strdup (puzzle_key);
  return self;
}

/**
 * futoshiki_bookmarks_get_puzzle_key:
 * @self: the bookmarks
 *
 * Returns: (nullable): the key of the puzzle they belong to
 */
const char *
futoshiki_bookmarks_get_puzzle_key (FutoshikiBookmarks *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), NULL);

  return self->puzzle_key;
}

/**
 * futoshiki_bookmarks_add:
 * @self: the bookmarks
 * @method: the id of the method whose run is marked ("fc")
 * @event: the position in its run, as the player counts it (0 the start)
 * @note: the note, one line of at most 500 characters
 * @error: where a refusal goes
 *
 * Marks @event of @method's run with @note; a bookmark already there
 * takes the new note. Emits ::changed.
 *
 * Returns: %FALSE with @error set when the note or method cannot be kept,
 *   or there are FUTOSHIKI_BOOKMARKS_MAX bookmarks already
 */
gboolean
futoshiki_bookmarks_add (FutoshikiBookmarks  *self,
                         const char          *method,
                         guint64              event,
                         const char          *note,
                         GError             **error)
{
  const char *problem;
  GArray *list;
  gboolean found;
  guint place;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), FALSE);
  g_return_val_if_fail (method != NULL && note != NULL, FALSE);

  if (!method_is_valid (method, strlen (method)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("“%s” is not a method’s id"), method);
      return FALSE;
    }
  problem = note_problem (note, strlen (note));
  if (problem != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, problem);
      return FALSE;
    }
  list = method_list (self, method, TRUE);
  place = find_place (list, event, &found);
  if (found)
    {
      Bookmark *bookmark = &g_array_index (list, Bookmark, place);

      g_free (bookmark->note);
      bookmark->note = g_strdup (note);
    }
  else
    {
      Bookmark bookmark = { event, g_strdup (note) };

      if (self->n_total >= FUTOSHIKI_BOOKMARKS_MAX)
        {
          g_free (bookmark.note);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("There are %d bookmarks already, the most kept."),
                       FUTOSHIKI_BOOKMARKS_MAX);
          return FALSE;
        }
      g_array_insert_val (list, place, bookmark);
      self->n_total++;
    }
  g_signal_emit (self, signals[CHANGED], 0, method);
  return TRUE;
}

/**
 * futoshiki_bookmarks_remove:
 * @self: the bookmarks
 * @method: the method's id
 * @event: the bookmarked position
 *
 * Removes the bookmark, emitting ::changed.
 *
 * Returns: whether there was one
 */
gboolean
futoshiki_bookmarks_remove (FutoshikiBookmarks *self,
                            const char         *method,
                            guint64             event)
{
  GArray *list;
  gboolean found;
  guint place;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), FALSE);
  g_return_val_if_fail (method != NULL, FALSE);

  list = method_list (self, method, FALSE);
  if (list == NULL)
    return FALSE;
  place = find_place (list, event, &found);
  if (!found)
    return FALSE;
  g_array_remove_index (list, place);
  self->n_total--;
  if (list->len == 0)
    g_hash_table_remove (self->methods, method);
  g_signal_emit (self, signals[CHANGED], 0, method);
  return TRUE;
}

/**
 * futoshiki_bookmarks_get_n_items:
 * @self: the bookmarks
 * @method: the method's id
 *
 * Returns: how many bookmarks @method's run has
 */
guint
futoshiki_bookmarks_get_n_items (FutoshikiBookmarks *self,
                                 const char         *method)
{
  GArray *list;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), 0);
  g_return_val_if_fail (method != NULL, 0);

  list = method_list (self, method, FALSE);
  return list != NULL ? list->len : 0;
}

/**
 * futoshiki_bookmarks_get_event:
 * @self: the bookmarks
 * @method: the method's id
 * @index: from 0, in the order of the run
 *
 * Returns: the position of @method's bookmark @index
 */
guint64
futoshiki_bookmarks_get_event (FutoshikiBookmarks *self,
                               const char         *method,
                               guint               index)
{
  GArray *list;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), 0);
  g_return_val_if_fail (method != NULL, 0);

  list = method_list (self, method, FALSE);
  g_return_val_if_fail (list != NULL && index < list->len, 0);
  return g_array_index (list, Bookmark, index).event;
}

/**
 * futoshiki_bookmarks_get_note:
 * @self: the bookmarks
 * @method: the method's id
 * @index: from 0, in the order of the run
 *
 * Returns: the note of @method's bookmark @index
 */
const char *
futoshiki_bookmarks_get_note (FutoshikiBookmarks *self,
                              const char         *method,
                              guint               index)
{
  GArray *list;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), NULL);
  g_return_val_if_fail (method != NULL, NULL);

  list = method_list (self, method, FALSE);
  g_return_val_if_fail (list != NULL && index < list->len, NULL);
  return g_array_index (list, Bookmark, index).note;
}

/**
 * futoshiki_bookmarks_get_moment:
 * @event: a bookmarked position
 *
 * The bookmark as a lesson step's moment (docs/lesson-format.md).
 *
 * Returns: (transfer full): "event N"
 */
char *
futoshiki_bookmarks_get_moment (guint64 event)
{
  return g_strdup_printf ("event %" G_GUINT64_FORMAT, event);
}

/**
 * futoshiki_bookmarks_puzzle_key:
 * @puzzle_text: the puzzle in any one stable text form (the grid format)
 *
 * What the bookmarks of a puzzle are kept under: they are read back only
 * for the same puzzle, as a run's events mean nothing on another.
 *
 * Returns: (transfer full): the SHA-256 of @puzzle_text, in hexadecimal
 */
char *
futoshiki_bookmarks_puzzle_key (const char *puzzle_text)
{
  g_return_val_if_fail (puzzle_text != NULL, NULL);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, puzzle_text, -1);
}

/**
 * futoshiki_bookmarks_file_for:
 * @puzzle_file: the puzzle's file
 *
 * Returns: (transfer full): the file of its bookmarks, beside it:
 *   "week-12.futoshiki.bookmarks"
 */
GFile *
futoshiki_bookmarks_file_for (GFile *puzzle_file)
{
  g_autofree char *name = NULL, *bookmarks = NULL;
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (G_IS_FILE (puzzle_file), NULL);

  name = g_file_get_basename (puzzle_file);
  bookmarks = g_strconcat (name, ".bookmarks", NULL);
  parent = g_file_get_parent (puzzle_file);
  return parent != NULL ? g_file_get_child (parent, bookmarks) : g_file_new_for_path (bookmarks);
}

/* ---- The file ---- */

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * futoshiki_bookmarks_to_bytes:
 * @self: the bookmarks
 *
 * The file's text (docs/bookmarks-format.md): the methods in the order of
 * their ids, each one's bookmarks in the order of the run.
 *
 * Returns: (transfer full): the text
 */
GBytes *
futoshiki_bookmarks_to_bytes (FutoshikiBookmarks *self)
{
  GString *text = g_string_new (MAGIC "\n");
  g_autofree gpointer *methods = NULL;
  guint n_methods;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), NULL);

  if (self->puzzle_key != NULL)
    g_string_append_printf (text, "puzzle %s\n", self->puzzle_key);
  methods = g_hash_table_get_keys_as_array (self->methods, &n_methods);
  qsort (methods, n_methods, sizeof *methods, compare_strings);
  for (guint m = 0; m < n_methods; m++)
    {
      GArray *list = g_hash_table_lookup (self->methods, methods[m]);

      g_string_append_printf (text, "method %s\n", (const char *) methods[m]);
      for (guint i = 0; i < list->len; i++)
        {
          const Bookmark *bookmark = &g_array_index (list, Bookmark, i);

          g_string_append_printf (text, "%" G_GUINT64_FORMAT " %s\n", bookmark->event, bookmark->note);
        }
    }
  return g_string_free_to_bytes (text);
}

/* Sets error to "FILE:LINE:COLUMN: what" (the column in characters, from
 * 1) and returns FALSE. */
static gboolean G_GNUC_PRINTF (6, 7)
fail_at (GError    **error,
         const char *file_name,
         const char *line_start,
         const char *at,
         int         line,
         const char *format,
         ...)
{
  g_autofree char *what = NULL;
  va_list args;
  glong column = g_utf8_strlen (line_start, at - line_start) + 1;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%d:%ld: %s", file_name, line, column, what);
  return FALSE;
}

static gboolean
parse_line (FutoshikiBookmarks  *self,
            const char          *start,
            gsize                length,
            int                  line,
            const char          *file_name,
            char               **method,
            GError             **error)
{
  const char *space = memchr (start, ' ', length);
  const char *problem;
  g_autofree char *number = NULL;
  guint64 event;
  GArray *list;
  gboolean found;
  guint place;
  Bookmark bookmark;

  if (length >= 7 && strncmp (start, "method ", 7) == 0)
    {
      if (!method_is_valid (start + 7, length - 7))
        return fail_at (error, file_name, start, start + 7, line, _("“method” wants a method’s id"));
      g_free (*method);
      *method = g_strndup (start + 7, length - 7);
      if (g_hash_table_contains (self->methods, *method))
        return fail_at (error, file_name, start, start + 7, line, _("the method “%s” comes twice"), *method);
      method_list (self, *method, TRUE);
      return TRUE;
    }
  if (length >= 7 && strncmp (start, "puzzle ", 7) == 0)
    {
      if (self->puzzle_key != NULL || *method != NULL)
        return fail_at (error, file_name, start, start, line, _("“puzzle” comes once, before the methods"));
      for (gsize i = 7; i < length; i++)
        if (!g_ascii_isxdigit (start[i]))
          return fail_at (error, file_name, start, start + i, line, _("the puzzle’s key is hexadecimal"));
      if (length == 7 || length - 7 > 128)
        return fail_at (error, file_name, start, start + 7, line, _("the puzzle’s key is hexadecimal"));
      self->puzzle_key = g_strndup (start + 7, length - 7);
      return TRUE;
    }
  if (!g_ascii_isdigit (start[0]))
    return fail_at (error, file_name, start, start, line,
                    _("a line is “method ID”, “puzzle KEY” or an event and its note"));
  if (*method == NULL)
    return fail_at (error, file_name, start, start, line, _("a bookmark before any “method” line"));
  if (space == NULL)
    return fail_at (error, file_name, start, start + length, line, _("the event has no note after it"));
  number = g_strndup (start, space - start);
  if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT64, &event, NULL))
    return fail_at (error, file_name, start, start, line, _("“%s” is no event number"), number);
  problem = note_problem (space + 1, length - (space + 1 - start));
  if (problem != NULL)
    return fail_at (error, file_name, start, space + 1, line, "%s", problem);
  if (self->n_total >= FUTOSHIKI_BOOKMARKS_MAX)
    return fail_at (error, file_name, start, start, line, _("more than %d bookmarks"), FUTOSHIKI_BOOKMARKS_MAX);
  list = method_list (self, *method, TRUE);
  place = find_place (list, event, &found);
  if (found)
    return fail_at (error, file_name, start, start, line, _("event %s is bookmarked twice"), number);
  bookmark.event = event;
  bookmark.note = g_strndup (space + 1, length - (space + 1 - start));
  g_array_insert_val (list, place, bookmark);
  self->n_total++;
  return TRUE;
}

static gboolean
list_is_empty (gpointer key,
               gpointer value,
               gpointer user_data)
{
  return ((GArray *) value)->len == 0;
}

/**
 * futoshiki_bookmarks_new_from_data:
 * @data: (array length=length) (element-type guint8): the file's bytes
 * @length: their number
 * @file_name: the file's name, for the errors
 * @error: where a refusal goes
 *
 * Reads a bookmarks file (docs/bookmarks-format.md).
 *
 * Returns: (transfer full) (nullable): the bookmarks, or %NULL with
 *   @error set (G_IO_ERROR_INVALID_DATA, "FILE:LINE:COLUMN: …")
 */
FutoshikiBookmarks *
futoshiki_bookmarks_new_from_data (const char  *data,
                                   gsize        length,
                                   const char  *file_name,
                                   GError     **error)
{
  g_autoptr(FutoshikiBookmarks) self = NULL;
  g_autofree char *method = NULL;
  const char *end, *start, *bad;
  int line = 1;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (file_name != NULL, NULL);

  if (length > FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, _("%s: larger than %u bytes"), file_name,
                   FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES);
      return NULL;
    }
  /* A NUL or broken UTF-8 anywhere refuses the file at its place. */
  if (!g_utf8_validate_len (data, length, &bad) || memchr (data, '\0', length) != NULL)
    {
      const char *nul = memchr (data, '\0', length);
      const char *at = nul != NULL && nul < bad ? nul : bad;
      const char *line_start = data;

      for (const char *p = data; p < at; p++)
        if (*p == '\n')
          {
            line++;
            line_start = p + 1;
          }
      fail_at (error, file_name, line_start, at, line, _("not valid UTF-8 text"));
      return NULL;
    }

  self = futoshiki_bookmarks_new (NULL);
  end = data + length;
  start = data;
  if (length < strlen (MAGIC) || strncmp (data, MAGIC, strlen (MAGIC)) != 0
      || (length > strlen (MAGIC) && data[strlen (MAGIC)] != '\n'))
    {
      fail_at (error, file_name, data, data, 1, _("not a bookmarks file: it begins “%s”"), MAGIC);
      return NULL;
    }
  start = data + MIN (length, strlen (MAGIC) + 1);
  line = 2;
  while (start < end)
    {
      const char *newline = memchr (start, '\n', end - start);
      gsize line_length = (newline != NULL ? newline : end) - start;

      /* Empty lines and comments are skipped. */
      if (line_length > 0 && start[0] != '#'
          && !parse_line (self, start, line_length, line, file_name, &method, error))
        return NULL;
      if (newline == NULL)
        break;
      start = newline + 1;
      line++;
    }
  /* A method without bookmarks is none. */
  g_hash_table_foreach_remove (self->methods, list_is_empty, NULL);
  return g_steal_pointer (&self);
}

/**
 * futoshiki_bookmarks_load:
 * @file: the bookmarks file
 * @cancellable: (nullable): to stop the reading
 * @error: where a failure goes
 *
 * Reads @file, a regular file of at most
 * FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES.
 *
 * Returns: (transfer full) (nullable): the bookmarks, or %NULL with @error
 *   set (G_IO_ERROR_NOT_FOUND when there is none)
 */
FutoshikiBookmarks *
futoshiki_bookmarks_load (GFile         *file,
                          GCancellable  *cancellable,
                          GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = futoshiki_file_read_bounded (file, FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES, cancellable, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_basename (file);
  data = g_bytes_get_data (bytes, &length);
  return futoshiki_bookmarks_new_from_data (data != NULL ? data : "", length, name, error);
}

/**
 * futoshiki_bookmarks_save:
 * @self: the bookmarks
 * @file: where to save them
 * @cancellable: (nullable): to stop the writing
 * @error: where a failure goes
 *
 * Saves the bookmarks through the atomic writer: @file is replaced only
 * once all is written and synced.
 *
 * Returns: whether they were saved
 */
gboolean
futoshiki_bookmarks_save (FutoshikiBookmarks  *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GError             **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_BOOKMARKS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = futoshiki_bookmarks_to_bytes (self);
  return futoshiki_file_save_bytes (file, bytes, cancellable, error);
}

/* ---- Object ---- */

static void
futoshiki_bookmarks_finalize (GObject *object)
{
  FutoshikiBookmarks *self = FUTOSHIKI_BOOKMARKS (object);

  g_free (self->puzzle_key);
  g_hash_table_unref (self->methods);
  G_OBJECT_CLASS (futoshiki_bookmarks_parent_class)->finalize (object);
}

static void
futoshiki_bookmarks_class_init (FutoshikiBookmarksClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = futoshiki_bookmarks_finalize;

  /**
   * FutoshikiBookmarks::changed:
   * @self: the bookmarks
   * @method: the id of the method whose bookmarks changed
   *
   * A bookmark was added, given a new note or removed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
futoshiki_bookmarks_init (FutoshikiBookmarks *self)
{
  self->methods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
}
