/* futoshiki-undo.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is saved as a GVariant (futoshiki-undo.h gives its type),
 * so that a crash loses neither the puzzle nor the way back. Until format
 * version 2 it was a text of its own, which is still read, for the
 * session files that older versions left behind:
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

/* The last version of the text format. */
#define TEXT_VERSION 1
#define TEXT_MAGIC "futoshiki-lab-history: "

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

/* Reading the text of version 1 */


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

/* What version 1 wrote, checked for form only. */
static FutoshikiUndoStack *
read_text_v1 (const char  *text,
              gsize        length,
              GError     **error)
{
  Reader reader = { text, text + length, 0 };
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (step_free);
  g_autofree char *magic = read_line (&reader);
  guint64 version, n_steps, position, saved;
  FutoshikiUndoStack *stack;

  if (magic == NULL || !g_str_has_prefix (magic, TEXT_MAGIC)
      || !parse_number (magic + strlen (TEXT_MAGIC), G_MAXINT32, &version))
    {
      fail (error, "not an undo history");
      return NULL;
    }
  /* Later versions are GVariants, never this text. */
  if (version > TEXT_VERSION)
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

/* Fields and replay */

guint64
futoshiki_undo_read_field (const FutoGame    *game,
                           FutoshikiUndoKind  kind,
                           int                cell)
{
  switch (kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
      return game->puzzle->givens[cell];
    case FUTOSHIKI_UNDO_RIGHT:
      return game->puzzle->right[cell];
    case FUTOSHIKI_UNDO_DOWN:
      return game->puzzle->down[cell];
    case FUTOSHIKI_UNDO_ENTRY:
      return game->entries[cell];
    case FUTOSHIKI_UNDO_PENCIL:
      return game->pencil[cell];
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      g_return_val_if_reached (0);
    }
}

void
futoshiki_undo_write_field (FutoGame          *game,
                            FutoshikiUndoKind  kind,
                            int                cell,
                            guint64            value)
{
  switch (kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
      game->puzzle->givens[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_RIGHT:
      game->puzzle->right[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_DOWN:
      game->puzzle->down[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_ENTRY:
      game->entries[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_PENCIL:
      game->pencil[cell] = value;
      break;
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      g_return_if_reached ();
    }
}

/* Whether value may stand in the field of change on this board: a stored
 * history may come from another board, or be damaged. */
static gboolean
field_in_range (const FutoGame            *game,
                const FutoshikiUndoChange *change,
                guint64                    value)
{
  int n = game->puzzle->size;

  if (change->cell < 0 || change->cell >= n * n)
    return FALSE;
  switch (change->kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
    case FUTOSHIKI_UNDO_ENTRY:
      return value <= (guint64) n;
    /* Any relation the model knows: an Adjacent mark as well as a sign
     * (an editor may pass through marks of the wrong mode). */
    case FUTOSHIKI_UNDO_RIGHT:
      return value <= FUTO_REL_ADJACENT && (value == FUTO_REL_NONE || change->cell % n + 1 < n);
    case FUTOSHIKI_UNDO_DOWN:
      return value <= FUTO_REL_ADJACENT && (value == FUTO_REL_NONE || change->cell + n < n * n);
    case FUTOSHIKI_UNDO_PENCIL:
      return (value & ~FUTO_SET_FULL (n)) == 0;
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      return FALSE;
    }
}

/* Moves *game across one change when it is where the change says it
 * starts; FALSE otherwise. */
static gboolean
step_change (FutoGame                 **game,
             const FutoshikiUndoChange  *change,
             gboolean                    forward)
{
  guint64 from = forward ? change->before : change->after;
  guint64 to = forward ? change->after : change->before;

  if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
    {
      const FutoGame *expected = forward ? change->game_before : change->game_after;
      const FutoGame *next = forward ? change->game_after : change->game_before;

      if (expected == NULL || next == NULL || !futo_game_equal (*game, expected))
        return FALSE;
      futo_game_free (*game);
      *game = futo_game_copy (next);
      return *game != NULL;
    }

  if (!field_in_range (*game, change, from) || !field_in_range (*game, change, to))
    return FALSE;
  if (futoshiki_undo_read_field (*game, change->kind, change->cell) != from)
    return FALSE;
  futoshiki_undo_write_field (*game, change->kind, change->cell, to);
  return TRUE;
}

gboolean
futoshiki_undo_step_apply (const FutoshikiUndoStep  *step,
                           FutoGame                **game,
                           gboolean                  forward)
{
  guint len;

  g_return_val_if_fail (step != NULL, FALSE);
  g_return_val_if_fail (game != NULL && *game != NULL, FALSE);

  len = step->changes->len;
  for (guint i = 0; i < len; i++)
    {
      guint index = forward ? i : len - 1 - i;

      if (!step_change (game, &g_array_index (step->changes, FutoshikiUndoChange, index), forward))
        return FALSE;
    }
  return TRUE;
}

/**
 * futoshiki_undo_stack_leads_to:
 *
 * Replays the history on a copy of @game: before anything of a stored
 * history is trusted, undoing every step must be possible, and redoing
 * them all must pass through @game again at the position.
 */
gboolean
futoshiki_undo_stack_leads_to (FutoshikiUndoStack  *stack,
                               const FutoGame      *game,
                               GError             **error)
{
  FutoGame *copy;
  gboolean fits = TRUE;

  g_return_val_if_fail (stack != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  copy = futo_game_copy (game);
  for (guint i = stack->position; fits && i > 0; i--)
    fits = futoshiki_undo_step_apply (g_ptr_array_index (stack->steps, i - 1), &copy, FALSE);
  for (guint i = 0; fits && i < stack->steps->len; i++)
    {
      fits = futoshiki_undo_step_apply (g_ptr_array_index (stack->steps, i), &copy, TRUE);
      if (fits && i + 1 == stack->position)
        fits = futo_game_equal (copy, game);
    }
  futo_game_free (copy);

  if (!fits)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         "The undo history does not lead to this puzzle");
  return fits;
}

/* The GVariant of version 2 */

GVariant *
futoshiki_undo_stack_to_variant (FutoshikiUndoStack *stack)
{
  GVariantBuilder steps;

  g_return_val_if_fail (stack != NULL, NULL);
  g_return_val_if_fail (stack->depth == 0, NULL);

  g_variant_builder_init (&steps, G_VARIANT_TYPE ("aa(yittss)"));
  for (guint i = 0; i < stack->steps->len; i++)
    {
      const FutoshikiUndoStep *step = g_ptr_array_index (stack->steps, i);

      g_variant_builder_open (&steps, G_VARIANT_TYPE ("a(yittss)"));
      for (guint j = 0; j < step->changes->len; j++)
        {
          const FutoshikiUndoChange *change = &g_array_index (step->changes, FutoshikiUndoChange, j);
          g_autofree char *before = NULL;
          g_autofree char *after = NULL;

          if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
            {
              before = futo_native_write (change->game_before);
              after = futo_native_write (change->game_after);
            }
          g_variant_builder_add (&steps, "(yittss)", (guchar) change->kind, change->cell,
                                 change->before, change->after,
                                 before != NULL ? before : "", after != NULL ? after : "");
        }
      g_variant_builder_close (&steps);
    }
  return g_variant_ref_sink (g_variant_new ("(uuxaa(yittss))", (guint32) FUTOSHIKI_UNDO_FORMAT_VERSION,
                                            (guint32) stack->position, stack->saved, &steps));
}

static FutoGame *
snapshot_game (const char  *text,
               guint        step,
               guint        change,
               const char  *which,
               GError     **error)
{
  FutoError parse_error;
  FutoGame *game;

  futo_error_clear (&parse_error);
  game = futo_native_read (text, strlen (text), &parse_error);
  if (game == NULL)
    fail (error, "step %u, change %u: the snapshot %s does not read: %s",
          step, change, which, parse_error.message);
  return game;
}

static gboolean
change_from_variant (GVariant             *value,
                     guint                 step,
                     guint                 index,
                     FutoshikiUndoChange  *change,
                     GError              **error)
{
  const char *before, *after;
  guchar kind;
  gint32 cell;

  memset (change, 0, sizeof *change);
  g_variant_get (value, "(yitt&s&s)", &kind, &cell, &change->before, &change->after, &before, &after);
  if (kind > FUTOSHIKI_UNDO_SNAPSHOT)
    return fail (error, "step %u, change %u: unknown kind %u", step, index, kind);
  change->kind = (FutoshikiUndoKind) kind;
  change->cell = cell;
  if (change->kind != FUTOSHIKI_UNDO_SNAPSHOT)
    {
      if (cell < 0 || cell >= FUTO_MAX_SIZE * FUTO_MAX_SIZE)
        return fail (error, "step %u, change %u: cell %d is off every board", step, index, cell);
      return TRUE;
    }
  change->cell = -1;
  change->game_before = snapshot_game (before, step, index, "before", error);
  if (change->game_before == NULL)
    return FALSE;
  change->game_after = snapshot_game (after, step, index, "after", error);
  return change->game_after != NULL;
}

/**
 * futoshiki_undo_stack_new_from_variant:
 *
 * Reads what futoshiki_undo_stack_to_variant() made. The steps are checked
 * for form only; whether they fit a game is futoshiki_undo_stack_leads_to()'s
 * to check.
 */
FutoshikiUndoStack *
futoshiki_undo_stack_new_from_variant (GVariant  *variant,
                                       GError   **error)
{
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (step_free);
  g_autoptr(GVariant) all_steps = NULL;
  FutoshikiUndoStack *stack;
  guint32 version, position;
  gint64 saved;
  gsize n_steps;

  g_return_val_if_fail (variant != NULL, NULL);

  if (!g_variant_is_of_type (variant, FUTOSHIKI_UNDO_VARIANT_TYPE))
    {
      /* The version comes first in every version to come. */
      if (g_variant_is_of_type (variant, G_VARIANT_TYPE_TUPLE) && g_variant_n_children (variant) > 0)
        {
          g_autoptr(GVariant) first = g_variant_get_child_value (variant, 0);

          if (g_variant_is_of_type (first, G_VARIANT_TYPE_UINT32)
              && g_variant_get_uint32 (first) > FUTOSHIKI_UNDO_FORMAT_VERSION)
            {
              fail (error, "the history was written by a newer version (%u)", g_variant_get_uint32 (first));
              return NULL;
            }
        }
      fail (error, "not an undo history: the type is %s, not %s",
            g_variant_get_type_string (variant), (const char *) FUTOSHIKI_UNDO_VARIANT_TYPE);
      return NULL;
    }

  g_variant_get (variant, "(uux@aa(yittss))", &version, &position, &saved, &all_steps);
  if (version != FUTOSHIKI_UNDO_FORMAT_VERSION)
    {
      if (version > FUTOSHIKI_UNDO_FORMAT_VERSION)
        fail (error, "the history was written by a newer version (%u)", version);
      else
        fail (error, "the history says it is of version %u, which is a text, not a GVariant", version);
      return NULL;
    }
  n_steps = g_variant_n_children (all_steps);
  if (n_steps > FUTOSHIKI_UNDO_MAX_STEPS)
    {
      fail (error, "the history has %" G_GSIZE_FORMAT " steps, more than %d",
            n_steps, FUTOSHIKI_UNDO_MAX_STEPS);
      return NULL;
    }
  if (position > n_steps)
    {
      fail (error, "the position %u lies past the %" G_GSIZE_FORMAT " steps", position, n_steps);
      return NULL;
    }
  if (saved < -1 || saved > (gint64) n_steps)
    {
      fail (error, "the saved position %" G_GINT64_FORMAT " lies outside the %" G_GSIZE_FORMAT " steps",
            saved, n_steps);
      return NULL;
    }

  for (gsize i = 0; i < n_steps; i++)
    {
      g_autoptr(GVariant) changes = g_variant_get_child_value (all_steps, i);
      gsize n_changes = g_variant_n_children (changes);
      FutoshikiUndoStep *step = step_new ();

      g_ptr_array_add (steps, step);
      if (n_changes == 0)
        {
          fail (error, "step %" G_GSIZE_FORMAT " changes nothing", i + 1);
          return NULL;
        }
      for (gsize j = 0; j < n_changes; j++)
        {
          g_autoptr(GVariant) value = g_variant_get_child_value (changes, j);
          FutoshikiUndoChange change;

          if (!change_from_variant (value, (guint) i + 1, (guint) j + 1, &change, error))
            {
              change_clear (&change);
              return NULL;
            }
          g_array_append_val (step->changes, change);
        }
    }

  stack = futoshiki_undo_stack_new ();
  g_ptr_array_extend_and_steal (stack->steps, g_steal_pointer (&steps));
  stack->position = position;
  stack->saved = saved;
  return stack;
}

static gboolean
is_text_v1 (const char *data,
            gsize       length)
{
  return length >= strlen (TEXT_MAGIC) && memcmp (data, TEXT_MAGIC, strlen (TEXT_MAGIC)) == 0;
}

GBytes *
futoshiki_undo_stack_save (FutoshikiUndoStack *stack)
{
  g_autoptr(GVariant) variant = NULL;

  g_return_val_if_fail (stack != NULL, NULL);

  variant = futoshiki_undo_stack_to_variant (stack);
  /* Files keep one byte order, whatever machine wrote them. */
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);

      g_variant_unref (variant);
      variant = swapped;
    }
  return g_variant_get_data_as_bytes (variant);
}

/**
 * futoshiki_undo_stack_load:
 *
 * Reads what futoshiki_undo_stack_save() wrote, or the text of version 1.
 */
FutoshikiUndoStack *
futoshiki_undo_stack_load (GBytes  *bytes,
                           GError **error)
{
  g_autoptr(GVariant) variant = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);

  data = g_bytes_get_data (bytes, &length);
  if (is_text_v1 (data, length))
    return read_text_v1 (data, length, error);

  variant = g_variant_ref_sink (g_variant_new_from_bytes (FUTOSHIKI_UNDO_VARIANT_TYPE, bytes, FALSE));
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);

      g_variant_unref (variant);
      variant = swapped;
    }
  /* Data that is not in normal form was not written by _save(): cut
   * short or damaged. GVariant would read it without harm, as zeros and
   * empty arrays, but not as the history it was. */
  if (!g_variant_is_normal_form (variant))
    {
      fail (error, "the history data is damaged or cut short (%" G_GSIZE_FORMAT " bytes)", length);
      return NULL;
    }
  return futoshiki_undo_stack_new_from_variant (variant, error);
}

char *
futoshiki_undo_stack_print (FutoshikiUndoStack *stack)
{
  g_autoptr(GVariant) variant = NULL;

  g_return_val_if_fail (stack != NULL, NULL);

  variant = futoshiki_undo_stack_to_variant (stack);
  return g_variant_print (variant, FALSE);
}

/**
 * futoshiki_undo_stack_parse:
 *
 * Reads what futoshiki_undo_stack_print() wrote, or the text of version 1.
 */
FutoshikiUndoStack *
futoshiki_undo_stack_parse (const char  *text,
                            gsize        length,
                            GError     **error)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GError) parse_error = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (text == NULL)
    text = "";
  if (is_text_v1 (text, length))
    return read_text_v1 (text, length, error);

  variant = g_variant_parse (FUTOSHIKI_UNDO_VARIANT_TYPE, text, text + length, NULL, &parse_error);
  if (variant == NULL)
    {
      fail (error, "the history does not read: %s", parse_error->message);
      return NULL;
    }
  g_variant_ref_sink (variant);
  return futoshiki_undo_stack_new_from_variant (variant, error);
}
