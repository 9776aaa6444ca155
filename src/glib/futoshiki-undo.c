/* futoshiki-undo.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text form, written to the session directory so that a crash loses
 * neither the puzzle nor the way back:
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

#include "futo-format.h"
#include "futoshiki-undo.h"

#define HISTORY_VERSION 1

struct _FutoshikiUndoStack
{
  GPtrArray   *steps;    /* FutoshikiUndoStep */
  guint        position; /* steps[0, position) are applied */
  gint64       saved;    /* the position matching the file, -1 when none does */
  FutoshikiUndoStep *open;     /* the step being recorded */
  guint        depth;
};

static void
change_clear (gpointer data)
{
  FutoshikiUndoChange *change = data;

  g_clear_pointer (&change->game_before, futo_game_free);
  g_clear_pointer (&change->game_after, futo_game_free);
}

static FutoshikiUndoStep *
step_new (void)
{
  FutoshikiUndoStep *step = g_new0 (FutoshikiUndoStep, 1);

  step->changes = g_array_new (FALSE, TRUE, sizeof (FutoshikiUndoChange));
  g_array_set_clear_func (step->changes, change_clear);
  return step;
}

static void
step_free (gpointer data)
{
  FutoshikiUndoStep *step = data;

  g_array_unref (step->changes);
  g_free (step);
}

FutoshikiUndoStack *
futoshiki_undo_stack_new (void)
{
  FutoshikiUndoStack *stack = g_new0 (FutoshikiUndoStack, 1);

  stack->steps = g_ptr_array_new_with_free_func (step_free);
  stack->saved = 0;
  return stack;
}

void
futoshiki_undo_stack_free (FutoshikiUndoStack *stack)
{
  if (stack == NULL)
    return;
  g_clear_pointer (&stack->open, step_free);
  g_ptr_array_unref (stack->steps);
  g_free (stack);
}

void
futoshiki_undo_stack_begin (FutoshikiUndoStack *stack)
{
  if (stack->depth++ == 0)
    {
      g_assert (stack->open == NULL);
      stack->open = step_new ();
    }
}

gboolean
futoshiki_undo_stack_is_recording (FutoshikiUndoStack *stack)
{
  return stack->depth > 0;
}

void
futoshiki_undo_stack_record (FutoshikiUndoStack        *stack,
                             const FutoshikiUndoChange *change)
{
  GArray *changes;

  g_return_if_fail (stack->open != NULL);

  changes = stack->open->changes;
  /* A field changed twice in one step keeps its first "before". Snapshots
   * never merge: they replace everything, in order. */
  if (change->kind != FUTOSHIKI_UNDO_SNAPSHOT)
    for (guint i = 0; i < changes->len; i++)
      {
        FutoshikiUndoChange *old = &g_array_index (changes, FutoshikiUndoChange, i);

        if (old->kind == change->kind && old->cell == change->cell)
          {
            old->after = change->after;
            return;
          }
        /* Fields recorded before a snapshot belong to another board. */
        if (old->kind == FUTOSHIKI_UNDO_SNAPSHOT)
          break;
      }
  g_array_append_vals (changes, change, 1);
}

static gboolean
change_is_noop (const FutoshikiUndoChange *change)
{
  if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
    return FALSE;
  return change->before == change->after;
}

static void
drop_oldest (FutoshikiUndoStack *stack)
{
  g_ptr_array_remove_index (stack->steps, 0);
  stack->position--;
  if (stack->saved >= 0)
    stack->saved--;
}

gboolean
futoshiki_undo_stack_end (FutoshikiUndoStack *stack)
{
  FutoshikiUndoStep *step;

  g_return_val_if_fail (stack->depth > 0, FALSE);

  if (--stack->depth > 0)
    return FALSE;

  step = g_steal_pointer (&stack->open);
  for (guint i = step->changes->len; i > 0; i--)
    if (change_is_noop (&g_array_index (step->changes, FutoshikiUndoChange, i - 1)))
      g_array_remove_index (step->changes, i - 1);
  if (step->changes->len == 0)
    {
      step_free (step);
      return FALSE;
    }

  /* A new step forgets what could be redone, and with it a saved point
   * that lay there. */
  if (stack->saved > (gint64) stack->position)
    stack->saved = -1;
  g_ptr_array_set_size (stack->steps, stack->position);
  g_ptr_array_add (stack->steps, step);
  stack->position++;
  while (stack->steps->len > FUTOSHIKI_UNDO_MAX_STEPS)
    drop_oldest (stack);
  return TRUE;
}

const FutoshikiUndoStep *
futoshiki_undo_stack_undo (FutoshikiUndoStack *stack)
{
  g_return_val_if_fail (stack->depth == 0, NULL);

  if (stack->position == 0)
    return NULL;
  return g_ptr_array_index (stack->steps, --stack->position);
}

const FutoshikiUndoStep *
futoshiki_undo_stack_redo (FutoshikiUndoStack *stack)
{
  g_return_val_if_fail (stack->depth == 0, NULL);

  if (stack->position >= stack->steps->len)
    return NULL;
  return g_ptr_array_index (stack->steps, stack->position++);
}

gboolean
futoshiki_undo_stack_can_undo (FutoshikiUndoStack *stack)
{
  return stack->position > 0;
}

gboolean
futoshiki_undo_stack_can_redo (FutoshikiUndoStack *stack)
{
  return stack->position < stack->steps->len;
}

guint
futoshiki_undo_stack_get_n_steps (FutoshikiUndoStack *stack)
{
  return stack->steps->len;
}

guint
futoshiki_undo_stack_get_position (FutoshikiUndoStack *stack)
{
  return stack->position;
}

const FutoshikiUndoStep *
futoshiki_undo_stack_get_step (FutoshikiUndoStack *stack,
                               guint         index)
{
  g_return_val_if_fail (index < stack->steps->len, NULL);

  return g_ptr_array_index (stack->steps, index);
}

void
futoshiki_undo_stack_mark_saved (FutoshikiUndoStack *stack)
{
  stack->saved = stack->position;
}

void
futoshiki_undo_stack_mark_unsaved (FutoshikiUndoStack *stack)
{
  stack->saved = -1;
}

gboolean
futoshiki_undo_stack_is_saved (FutoshikiUndoStack *stack)
{
  return stack->saved == (gint64) stack->position;
}

static const char kind_letters[] = "grdep";

static void
append_snapshot (GString        *out,
                 const FutoGame *before,
                 const FutoGame *after)
{
  g_autofree char *text_before = futo_native_write (before);
  g_autofree char *text_after = futo_native_write (after);

  g_string_append_printf (out, "s %zu %zu\n", strlen (text_before), strlen (text_after));
  g_string_append (out, text_before);
  g_string_append (out, text_after);
  g_string_append_c (out, '\n');
}

char *
futoshiki_undo_stack_serialize (FutoshikiUndoStack *stack)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "futoshiki-lab-history: %d\n", HISTORY_VERSION);
  g_string_append_printf (out, "steps: %u\nposition: %u\nsaved: %" G_GINT64_FORMAT "\n",
                          stack->steps->len, stack->position, stack->saved);
  for (guint i = 0; i < stack->steps->len; i++)
    {
      const FutoshikiUndoStep *step = g_ptr_array_index (stack->steps, i);

      g_string_append_printf (out, "step %u\n", step->changes->len);
      for (guint j = 0; j < step->changes->len; j++)
        {
          const FutoshikiUndoChange *change = &g_array_index (step->changes, FutoshikiUndoChange, j);

          if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
            append_snapshot (out, change->game_before, change->game_after);
          else
            g_string_append_printf (out, "%c %d %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n",
                                    kind_letters[change->kind], change->cell,
                                    change->before, change->after);
        }
    }
  return g_string_free (out, FALSE);
}

/* Parsing */

typedef struct
{
  const char *pos;
  const char *end;
  int         line;
} Reader;

static gboolean G_GNUC_PRINTF (2, 3)
fail (GError     **error,
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
    return fail (error, "line %d: expected “%s: <number>”", reader->line, key);
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
      fail (error, "line %d: a snapshot runs past the end", reader->line);
      return NULL;
    }
  futo_error_clear (&parse_error);
  game = futo_native_read (reader->pos, length, &parse_error);
  if (game == NULL)
    {
      fail (error, "line %d: a snapshot does not read: %s", reader->line, parse_error.message);
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
    return fail (error, "line %d: a snapshot needs two lengths", reader->line);

  change->kind = FUTOSHIKI_UNDO_SNAPSHOT;
  change->cell = -1;
  change->game_before = read_game (reader, length_before, error);
  if (change->game_before == NULL)
    return FALSE;
  change->game_after = read_game (reader, length_after, error);
  if (change->game_after == NULL)
    return FALSE;
  if (reader->pos >= reader->end || *reader->pos != '\n')
    return fail (error, "line %d: a snapshot must end in a newline", reader->line);
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
    return fail (error, "line %d: the history ends inside a step", reader->line);
  if (g_str_has_prefix (line, "s "))
    return read_snapshot (reader, line, change, error);

  words = g_strsplit (line, " ", -1);
  if (g_strv_length (words) != 4 || strlen (words[0]) != 1
      || (kind = strchr (kind_letters, words[0][0])) == NULL)
    return fail (error, "line %d: expected a change", reader->line);
  change->kind = (FutoshikiUndoKind) (kind - kind_letters);
  if (!parse_number (words[1], FUTO_MAX_SIZE * FUTO_MAX_SIZE - 1, &cell)
      || !parse_number (words[2], G_MAXUINT64, &change->before)
      || !parse_number (words[3], G_MAXUINT64, &change->after))
    return fail (error, "line %d: a change needs a cell and two values", reader->line);
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
    return fail (error, "line %d: expected “step <count>”", reader->line);

  for (guint64 i = 0; i < n_changes; i++)
    {
      FutoshikiUndoChange change;

      if (!read_change (reader, &change, error))
        {
          change_clear (&change);
          return FALSE;
        }
      g_array_append_val (step->changes, change);
    }
  return TRUE;
}

/**
 * futoshiki_undo_stack_parse:
 *
 * Reads what futoshiki_undo_stack_serialize() wrote. The steps are checked for
 * form only; whether they fit a document is FutoshikiDocument's to check.
 */
FutoshikiUndoStack *
futoshiki_undo_stack_parse (const char  *text,
                            gsize        length,
                            GError     **error)
{
  Reader reader = { text, text + length, 0 };
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (step_free);
  g_autofree char *magic = read_line (&reader);
  guint64 version, n_steps, position, saved;
  FutoshikiUndoStack *stack;

  if (magic == NULL || !g_str_has_prefix (magic, "futoshiki-lab-history: ")
      || !parse_number (magic + strlen ("futoshiki-lab-history: "), G_MAXINT32, &version))
    {
      fail (error, "not an undo history");
      return NULL;
    }
  if (version > HISTORY_VERSION)
    {
      fail (error, "the history was written by a newer version (%" G_GUINT64_FORMAT ")", version);
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
        fail (error, "line %d: expected “saved: <number>”", reader.line);
        return NULL;
      }
  }

  for (guint64 i = 0; i < n_steps; i++)
    {
      FutoshikiUndoStep *step = step_new ();

      g_ptr_array_add (steps, step);
      if (!read_step (&reader, step, error))
        return NULL;
    }
  if (reader.pos != reader.end)
    {
      fail (error, "line %d: unexpected text after the last step", reader.line + 1);
      return NULL;
    }

  stack = futoshiki_undo_stack_new ();
  g_ptr_array_extend_and_steal (stack->steps, g_steal_pointer (&steps));
  stack->position = (guint) position;
  stack->saved = saved == G_MAXUINT64 ? -1 : (gint64) saved;
  return stack;
}
