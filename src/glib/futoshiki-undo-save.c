/* futoshiki-undo-save.c: the undo history as a GVariant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * futoshiki-undo.h gives the type. The readers take the text of version 1
 * as well (futoshiki-undo-text.c), told apart by its magic line, which no
 * GVariant of the type can begin with: its first bytes are the version.
 */
#define G_LOG_DOMAIN "lab-undo"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-undo-private.h"

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
    _futoshiki_undo_fail (error, _("step %u, change %u: the snapshot %s does not read: %s"),
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
    return _futoshiki_undo_fail (error, _("step %u, change %u: unknown kind %u"), step, index, kind);
  change->kind = (FutoshikiUndoKind) kind;
  change->cell = cell;
  if (change->kind != FUTOSHIKI_UNDO_SNAPSHOT)
    {
      if (cell < 0 || cell >= FUTO_MAX_SIZE * FUTO_MAX_SIZE)
        return _futoshiki_undo_fail (error, _("step %u, change %u: cell %d is off every board"), step, index, cell);
      /* Recording drops such a change, so only a damaged history has one. */
      if (change->before == change->after)
        return _futoshiki_undo_fail (error, _("step %u, change %u changes nothing"), step, index);
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
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (_futoshiki_undo_step_free);
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
              _futoshiki_undo_fail (error, _("the history was written by a newer version (%u)"), g_variant_get_uint32 (first));
              return NULL;
            }
        }
      _futoshiki_undo_fail (error, _("not an undo history: the type is %s, not %s"),
            g_variant_get_type_string (variant), (const char *) FUTOSHIKI_UNDO_VARIANT_TYPE);
      return NULL;
    }

  g_variant_get (variant, "(uux@aa(yittss))", &version, &position, &saved, &all_steps);
  if (version != FUTOSHIKI_UNDO_FORMAT_VERSION)
    {
      if (version > FUTOSHIKI_UNDO_FORMAT_VERSION)
        _futoshiki_undo_fail (error, _("the history was written by a newer version (%u)"), version);
      else
        _futoshiki_undo_fail (error, _("the history says it is of version %u, which is a text, not a GVariant"), version);
      return NULL;
    }
  n_steps = g_variant_n_children (all_steps);
  if (n_steps > FUTOSHIKI_UNDO_MAX_STEPS)
    {
      _futoshiki_undo_fail (error, _("the history has %lu steps, more than %d"),
            (unsigned long) n_steps, FUTOSHIKI_UNDO_MAX_STEPS);
      return NULL;
    }
  if (position > n_steps)
    {
      _futoshiki_undo_fail (error, _("the position %u lies past the %lu steps"), position, (unsigned long) n_steps);
      return NULL;
    }
  if (saved < -1 || saved > (gint64) n_steps)
    {
      _futoshiki_undo_fail (error, _("the saved position %lld lies outside the %lu steps"),
            (long long) saved, (unsigned long) n_steps);
      return NULL;
    }

  for (gsize i = 0; i < n_steps; i++)
    {
      g_autoptr(GVariant) changes = g_variant_get_child_value (all_steps, i);
      gsize n_changes = g_variant_n_children (changes);
      FutoshikiUndoStep *step = _futoshiki_undo_step_new ();

      g_ptr_array_add (steps, step);
      if (n_changes == 0)
        {
          _futoshiki_undo_fail (error, _("step %lu changes nothing"), (unsigned long) (i + 1));
          return NULL;
        }
      for (gsize j = 0; j < n_changes; j++)
        {
          g_autoptr(GVariant) value = g_variant_get_child_value (changes, j);
          FutoshikiUndoChange change;

          if (!change_from_variant (value, (guint) i + 1, (guint) j + 1, &change, error))
            {
              _futoshiki_undo_change_clear (&change);
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
  return length >= strlen (_FUTOSHIKI_UNDO_TEXT_MAGIC) && memcmp (data, _FUTOSHIKI_UNDO_TEXT_MAGIC, strlen (_FUTOSHIKI_UNDO_TEXT_MAGIC)) == 0;
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
    return _futoshiki_undo_read_text_v1 (data, length, 1, error);

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
      _futoshiki_undo_fail (error, _("the history data is damaged or cut short (%lu bytes)"), (unsigned long) length);
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
  return futoshiki_undo_stack_parse_at_line (text, length, 1, error);
}

/**
 * futoshiki_undo_stack_parse_at_line:
 *
 * As futoshiki_undo_stack_parse(), for a history that begins on line
 * @first_line of a longer file (the old session file, after its header):
 * the line an error names is the file's, counted from its first.
 */
FutoshikiUndoStack *
futoshiki_undo_stack_parse_at_line (const char  *text,
                                    gsize        length,
                                    int          first_line,
                                    GError     **error)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GError) parse_error = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (first_line >= 1, NULL);

  if (text == NULL)
    text = "";
  if (is_text_v1 (text, length))
    return _futoshiki_undo_read_text_v1 (text, length, first_line, error);

  /* GVariant's text form is UTF-8; given bytes that are not, GLib 2.74's
   * parser can refuse them without saying why (found by fuzz-history). */
  if (!g_utf8_validate (text, (gssize) length, NULL))
    {
      _futoshiki_undo_fail (error, _("the history is not UTF-8 text"));
      return NULL;
    }
  variant = g_variant_parse (FUTOSHIKI_UNDO_VARIANT_TYPE, text, text + length, NULL, &parse_error);
  if (variant == NULL)
    {
      _futoshiki_undo_fail (error, _("the history does not read: %s"),
                            parse_error != NULL ? parse_error->message : "not a history");
      return NULL;
    }
  /* g_variant_parse() returns a full reference, not a floating one: a
   * ref_sink here took a second one and leaked the variant (found by
   * fuzz-history once GSlice was out of LeakSanitizer's way). */
  return futoshiki_undo_stack_new_from_variant (variant, error);
}
