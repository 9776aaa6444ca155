/* futoshiki-undo-text.c: the undo history's text of version 1, read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Until format version 2 (a GVariant, futoshiki-undo-save.c) the history
 * was saved as a text of its own. Nothing writes it any more, but the
 * session files that older versions left behind hold it:
 *
 *   futoshiki-lab-history: 1
 *   steps: 2
 *   position: 1          steps before this one are applied
 *   saved: 0             the position the file on disk matches, -1 for none
 *   step 1               a step and how many changes follow
 *   e 7 0 3              kind (g r d e p) cell before after, in decimal
 *   step 1
 *   s 120 130            a snapshot: the native texts before and after,
 *   <120 bytes><130 bytes>    byte counts given, then a newline
 *
 * Pencil marks are sets written as decimal numbers like everything else.
 */
#define G_LOG_DOMAIN "lab-undo"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-undo-private.h"

/* The last version of the text format. */
#define TEXT_VERSION 1

static const char kind_letters[] = "grdep";

typedef struct
{
  const char *pos;
  const char *end;
  int         line;
} Reader;

gboolean
_futoshiki_undo_fail (GError     **error,
                      const char  *format,
                      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
  return FALSE;
}

/* The next line, without its newline, into a string of its own. */
static char *
read_line (Reader *reader)
{
  const char *newline;
  char *line;

  if (reader->pos >= reader->end)
    return NULL;
  newline = memchr (reader->pos, '\n', reader->end - reader->pos);
  if (newline == NULL)
    return NULL;
  line = g_strndup (reader->pos, newline - reader->pos);
  reader->pos = newline + 1;
  reader->line++;
  return line;
}

static gboolean
parse_number (const char  *text,
              guint64      max,
              guint64     *value)
{
  char *end;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  errno = 0;
  *value = g_ascii_strtoull (text, &end, 10);
  return errno == 0 && *end == '\0' && *value <= max;
}

static gboolean
read_header_number (Reader      *reader,
                    const char  *key,
                    guint64      max,
                    guint64     *value,
                    GError     **error)
{
  g_autofree char *line = read_line (reader);
  gsize key_len = strlen (key);

  if (line == NULL || strncmp (line, key, key_len) != 0 || strncmp (line + key_len, ": ", 2) != 0
      || !parse_number (line + key_len + 2, max, value))
    return _futoshiki_undo_fail (error, _("line %d: expected “%s: <number>”"), reader->line, key);
  return TRUE;
}

static FutoGame *
read_game (Reader  *reader,
           gsize    length,
           GError **error)
{
  FutoError parse_error;
  FutoGame *game;

  if (length > (gsize) (reader->end - reader->pos))
    {
      _futoshiki_undo_fail (error, _("line %d: a snapshot runs past the end"), reader->line);
      return NULL;
    }
  futo_error_clear (&parse_error);
  game = futo_native_read (reader->pos, length, &parse_error);
  if (game == NULL)
    {
      _futoshiki_undo_fail (error, _("line %d: a snapshot does not read: %s"), reader->line, parse_error.message);
      return NULL;
    }
  for (gsize i = 0; i < length; i++)
    if (reader->pos[i] == '\n')
      reader->line++;
  reader->pos += length;
  return game;
}

static gboolean
read_snapshot (Reader         *reader,
               const char     *line,
               FutoshikiUndoChange  *change,
               GError        **error)
{
  guint64 length_before, length_after;
  g_auto(GStrv) words = g_strsplit (line, " ", -1);

  if (g_strv_length (words) != 3
      || !parse_number (words[1], G_MAXINT32, &length_before)
      || !parse_number (words[2], G_MAXINT32, &length_after))
    return _futoshiki_undo_fail (error, _("line %d: a snapshot needs two lengths"), reader->line);

  change->kind = FUTOSHIKI_UNDO_SNAPSHOT;
  change->cell = -1;
  change->game_before = read_game (reader, length_before, error);
  if (change->game_before == NULL)
    return FALSE;
  change->game_after = read_game (reader, length_after, error);
  if (change->game_after == NULL)
    return FALSE;
  if (reader->pos >= reader->end || *reader->pos != '\n')
    return _futoshiki_undo_fail (error, _("line %d: a snapshot must end in a newline"), reader->line);
  reader->pos++;
  reader->line++;
  return TRUE;
}

static gboolean
read_change (Reader         *reader,
             FutoshikiUndoChange  *change,
             GError        **error)
{
  g_autofree char *line = read_line (reader);
  g_auto(GStrv) words = NULL;
  const char *kind;
  guint64 cell;

  memset (change, 0, sizeof *change);
  if (line == NULL)
    return _futoshiki_undo_fail (error, _("line %d: the history ends inside a step"), reader->line);
  if (g_str_has_prefix (line, "s "))
    return read_snapshot (reader, line, change, error);

  words = g_strsplit (line, " ", -1);
  if (g_strv_length (words) != 4 || strlen (words[0]) != 1
      || (kind = strchr (kind_letters, words[0][0])) == NULL)
    return _futoshiki_undo_fail (error, _("line %d: expected a change"), reader->line);
  change->kind = (FutoshikiUndoKind) (kind - kind_letters);
  if (!parse_number (words[1], FUTO_MAX_SIZE * FUTO_MAX_SIZE - 1, &cell)
      || !parse_number (words[2], G_MAXUINT64, &change->before)
      || !parse_number (words[3], G_MAXUINT64, &change->after))
    return _futoshiki_undo_fail (error, _("line %d: a change needs a cell and two values"), reader->line);
  /* Recording drops such a change, so only a damaged history has one. */
  if (change->before == change->after)
    return _futoshiki_undo_fail (error, _("line %d: the change changes nothing"), reader->line);
  change->cell = (int) cell;
  return TRUE;
}

static gboolean
read_step (Reader        *reader,
           FutoshikiUndoStep   *step,
           GError       **error)
{
  g_autofree char *line = read_line (reader);
  guint64 n_changes;

  if (line == NULL || !g_str_has_prefix (line, "step ")
      || !parse_number (line + 5, G_MAXINT32, &n_changes) || n_changes == 0)
    return _futoshiki_undo_fail (error, _("line %d: expected “step <count>”"), reader->line);

  for (guint64 i = 0; i < n_changes; i++)
    {
      FutoshikiUndoChange change;

      if (!read_change (reader, &change, error))
        {
          _futoshiki_undo_change_clear (&change);
          return FALSE;
        }
      g_array_append_val (step->changes, change);
    }
  return TRUE;
}

FutoshikiUndoStack *
_futoshiki_undo_read_text_v1 (const char  *text,
                              gsize        length,
                              int          first_line,
                              GError     **error)
{
  /* read_line() counts the line it reads: the first is first_line. */
  Reader reader = { text, text + length, MAX (first_line, 1) - 1 };
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (_futoshiki_undo_step_free);
  g_autofree char *magic = read_line (&reader);
  guint64 version, n_steps, position, saved;
  FutoshikiUndoStack *stack;

  if (magic == NULL || !g_str_has_prefix (magic, _FUTOSHIKI_UNDO_TEXT_MAGIC)
      || !parse_number (magic + strlen (_FUTOSHIKI_UNDO_TEXT_MAGIC), G_MAXINT32, &version))
    {
      _futoshiki_undo_fail (error, _("not an undo history"));
      return NULL;
    }
  /* Later versions are GVariants, never this text. */
  if (version > TEXT_VERSION)
    {
      _futoshiki_undo_fail (error, _("the history was written by a newer version (%llu)"), (unsigned long long) version);
      return NULL;
    }
  if (!read_header_number (&reader, "steps", FUTOSHIKI_UNDO_MAX_STEPS, &n_steps, error)
      || !read_header_number (&reader, "position", n_steps, &position, error))
    return NULL;

  /* "saved: -1" is the one negative number in the file. */
  {
    g_autofree char *line = read_line (&reader);

    if (g_strcmp0 (line, "saved: -1") == 0)
      saved = G_MAXUINT64;
    else if (line == NULL || !g_str_has_prefix (line, "saved: ")
             || !parse_number (line + 7, n_steps, &saved))
      {
        _futoshiki_undo_fail (error, _("line %d: expected “saved: <number>”"), reader.line);
        return NULL;
      }
  }

  for (guint64 i = 0; i < n_steps; i++)
    {
      FutoshikiUndoStep *step = _futoshiki_undo_step_new ();

      g_ptr_array_add (steps, step);
      if (!read_step (&reader, step, error))
        return NULL;
    }
  if (reader.pos != reader.end)
    {
      _futoshiki_undo_fail (error, _("line %d: unexpected text after the last step"), reader.line + 1);
      return NULL;
    }

  stack = futoshiki_undo_stack_new ();
  g_ptr_array_extend_and_steal (stack->steps, g_steal_pointer (&steps));
  stack->position = (guint) position;
  stack->saved = saved == G_MAXUINT64 ? -1 : (gint64) saved;
  return stack;
}

