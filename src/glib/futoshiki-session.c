/* futoshiki-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each window with a document owns a numbered slot in the session folder:
 * session.futoshiki (the document in the native format, entries and pencil
 * marks included) and session.state (where it came from, the mode, and
 * the undo history); slot n > 0 uses session-n.*. They are written a
 * moment after every change while there are unsaved changes, and removed
 * once there are none or the window closes on purpose. Whatever is still
 * there at the next start was left by a crash or a kill, and the
 * application reopens it.
 *
 * session.state is one GVariant of STATE_TYPE, its serialized data
 * (g_variant_get_data) in little-endian order:
 *
 *   (u  STATE_VERSION
 *    s  the URI of the document's file, empty for none
 *    s  the mode, "edit" or "play"
 *    v  the undo history, of FUTOSHIKI_UNDO_VARIANT_TYPE (futoshiki-undo.h))
 *
 * Versions before 2 wrote session.history instead, a text: the lines
 * "futoshiki-lab-session: 1", "file: URI" and "mode: play|edit", then the
 * undo history in its text of version 1. Such a slot is still restored,
 * and the next save replaces its session.history with a session.state.
 *
 * Both files are replaced atomically (write a temporary file, then rename),
 * so a kill at any moment leaves either the old or the new version. The
 * state is written first; if only it made it to disk, its history no
 * longer leads to the document and the document is restored without it.
 */
#define G_LOG_DOMAIN "lab-session"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "futoshiki-session.h"
#include "futoshiki-undo.h"

#define STATE_VERSION 2
#define STATE_TYPE    ((const GVariantType *) "(ussv)")
#define DEFAULT_DELAY_MS 1000
/* A history of bulk edits on a 64×64 board can grow large; rewriting
 * megabytes every second is not worth the undo steps it keeps. */
#define MAX_HISTORY_BYTES (8 * 1024 * 1024)

struct _FutoshikiSession
{
  GObject       parent_instance;

  guint         slot;
  FutoshikiDocument  *document;
  GSignalGroup *document_signals;
  guint         save_source;
};

G_DEFINE_FINAL_TYPE (FutoshikiSession, futoshiki_session, G_TYPE_OBJECT)

char *
futoshiki_session_get_dir (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_SESSION_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);
  return g_build_filename (g_get_user_state_dir (), "futoshiki-lab", NULL);
}

static char *
slot_path (guint       slot,
           const char *extension)
{
  g_autofree char *dir = futoshiki_session_get_dir ();
  g_autofree char *name = slot == 0 ? g_strdup_printf ("session.%s", extension)
                                    : g_strdup_printf ("session-%u.%s", slot, extension);

  return g_build_filename (dir, name, NULL);
}

/* Tests shorten the wait; people never need to. */
static guint
save_delay (void)
{
  const char *delay = g_getenv ("FUTOSHIKI_LAB_AUTOSAVE_MS");

  if (delay != NULL && g_ascii_isdigit (*delay))
    return (guint) MIN (g_ascii_strtoull (delay, NULL, 10), 60000);
  return DEFAULT_DELAY_MS;
}

FutoshikiSession *
futoshiki_session_new (guint slot)
{
  FutoshikiSession *self = g_object_new (FUTOSHIKI_TYPE_SESSION, NULL);

  self->slot = slot;
  return self;
}

guint
futoshiki_session_get_slot (FutoshikiSession *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SESSION (self), 0);

  return self->slot;
}

FutoshikiDocument *
futoshiki_session_get_document (FutoshikiSession *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SESSION (self), NULL);

  return self->document;
}

static gboolean
write_file (const char     *path,
            gconstpointer   contents,
            gssize          length,
            GError        **error)
{
  return g_file_set_contents_full (path, contents, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

static void
remove_files (FutoshikiSession *self)
{
  g_autofree char *document_path = slot_path (self->slot, "futoshiki");
  g_autofree char *state_path = slot_path (self->slot, "state");
  g_autofree char *old_history_path = slot_path (self->slot, "history");

  g_debug ("Removing session slot %u", self->slot);
  g_unlink (document_path);
  g_unlink (state_path);
  g_unlink (old_history_path);
}

/* The history to save: the document's, or none when it has grown too
 * large to rewrite every second. */
static GVariant *
history_to_save (FutoshikiDocument *document)
{
  g_autoptr(GVariant) history = futoshiki_document_save_history (document);
  FutoshikiUndoStack *empty;
  GVariant *none;

  if (g_variant_get_size (history) <= MAX_HISTORY_BYTES)
    return g_steal_pointer (&history);
  empty = futoshiki_undo_stack_new ();
  futoshiki_undo_stack_mark_unsaved (empty);
  none = futoshiki_undo_stack_to_variant (empty);
  futoshiki_undo_stack_free (empty);
  return none;
}

static GVariant *
state_new (FutoshikiDocument *document)
{
  GFile *file = futoshiki_document_get_file (document);
  g_autofree char *uri = file != NULL ? g_file_get_uri (file) : g_strdup ("");
  g_autoptr(GVariant) history = history_to_save (document);
  const char *mode = futoshiki_document_get_mode (document) == FUTOSHIKI_DOCUMENT_MODE_PLAY
                     ? "play" : "edit";
  GVariant *state = g_variant_ref_sink (g_variant_new ("(ussv)", (guint32) STATE_VERSION,
                                                       uri, mode, history));

  /* Files keep one byte order, whatever machine wrote them. */
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (state);

      g_variant_unref (state);
      state = swapped;
    }
  return state;
}

static void
save (FutoshikiSession *self)
{
  g_autofree char *dir = futoshiki_session_get_dir ();
  g_autofree char *document_path = slot_path (self->slot, "futoshiki");
  g_autofree char *state_path = slot_path (self->slot, "state");
  g_autofree char *old_history_path = slot_path (self->slot, "history");
  g_autofree char *document_text = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&self->save_source, g_source_remove);
  if (self->document == NULL)
    return;

  /* A document that matches its file (or a fresh empty board) is nothing
   * to lose: the next start opens as usual. */
  if (!futoshiki_document_get_dirty (self->document))
    {
      remove_files (self);
      return;
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_warning ("Could not create the session folder %s: %s", dir, g_strerror (errno));
      return;
    }

  state = state_new (self->document);
  document_text = futoshiki_document_serialize (self->document);

  g_debug ("Saving session slot %u to %s", self->slot, document_path);
  if (!write_file (state_path, g_variant_get_data (state), (gssize) g_variant_get_size (state), &error)
      || !write_file (document_path, document_text, -1, &error))
    {
      g_warning ("Could not save the session: %s", error->message);
      return;
    }
  /* The state of an older version would only be read instead of none. */
  g_unlink (old_history_path);
}

static gboolean
on_save_timeout (gpointer user_data)
{
  FutoshikiSession *self = user_data;

  self->save_source = 0;
  save (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_save (FutoshikiSession *self)
{
  if (self->save_source == 0)
    self->save_source = g_timeout_add (save_delay (), on_save_timeout, self);
}

void
futoshiki_session_set_document (FutoshikiSession  *self,
                                FutoshikiDocument *document)
{
  g_return_if_fail (FUTOSHIKI_IS_SESSION (self));
  g_return_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  /* The new document replaces whatever the slot held, at once. */
  save (self);
}

void
futoshiki_session_flush (FutoshikiSession *self)
{
  g_return_if_fail (FUTOSHIKI_IS_SESSION (self));

  if (self->save_source != 0)
    save (self);
}

void
futoshiki_session_discard (FutoshikiSession *self)
{
  g_return_if_fail (FUTOSHIKI_IS_SESSION (self));

  g_clear_handle_id (&self->save_source, g_source_remove);
  remove_files (self);
}

static gboolean
parse_slot (const char *name,
            guint      *slot)
{
  guint64 number;
  char *end;

  if (g_str_equal (name, "session.futoshiki"))
    {
      *slot = 0;
      return TRUE;
    }
  if (!g_str_has_prefix (name, "session-") || !g_ascii_isdigit (name[8]))
    return FALSE;
  number = g_ascii_strtoull (name + 8, &end, 10);
  if (!g_str_equal (end, ".futoshiki") || number == 0 || number > 1000)
    return FALSE;
  *slot = (guint) number;
  return TRUE;
}

static int
compare_slots (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

GArray *
futoshiki_session_list_slots (void)
{
  g_autofree char *path = futoshiki_session_get_dir ();
  GArray *slots = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      guint slot;

      if (parse_slot (name, &slot))
        g_array_append_val (slots, slot);
    }
  g_array_sort (slots, compare_slots);
  return slots;
}

/* The header lines of an old session.history, up to the undo history. */
static const char *
read_old_header (const char             *text,
                 char                  **uri,
                 FutoshikiDocumentMode  *mode)
{
  g_auto(GStrv) lines = NULL;
  const char *rest = text;

  for (int i = 0; i < 3; i++)
    {
      rest = strchr (rest, '\n');
      if (rest == NULL)
        return NULL;
      rest++;
    }
  lines = g_strsplit (text, "\n", 4);
  if (g_strv_length (lines) < 4
      || !g_str_equal (lines[0], "futoshiki-lab-session: 1")
      || !g_str_has_prefix (lines[1], "file: ")
      || !g_str_has_prefix (lines[2], "mode: "))
    return NULL;
  *uri = g_strdup (lines[1] + 6);
  *mode = g_str_equal (lines[2] + 6, "play") ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
  return rest;
}

/* Reads session.state: the file's URI, the mode and the history. */
static gboolean
read_state (const char             *path,
            GBytes                 *bytes,
            char                  **uri,
            FutoshikiDocumentMode  *mode,
            GVariant              **history,
            GError                **error)
{
  g_autoptr(GVariant) state = g_variant_ref_sink (g_variant_new_from_bytes (STATE_TYPE, bytes, FALSE));
  const char *mode_name;
  guint32 version;

  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (state);

      g_variant_unref (state);
      state = swapped;
    }
  /* Anything but what state_new() wrote: cut short or damaged. */
  if (!g_variant_is_normal_form (state))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: the state is damaged or cut short (%" G_GSIZE_FORMAT " bytes)",
                   path, g_bytes_get_size (bytes));
      return FALSE;
    }
  g_variant_get (state, "(us&sv)", &version, uri, &mode_name, history);
  if (version != STATE_VERSION)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: a state of version %u, this one reads %d", path, version, STATE_VERSION);
      g_clear_pointer (uri, g_free);
      g_clear_pointer (history, g_variant_unref);
      return FALSE;
    }
  *mode = g_str_equal (mode_name, "play") ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
  return TRUE;
}

FutoshikiDocument *
futoshiki_session_restore (guint    slot,
                           GError **error)
{
  g_autofree char *document_path = slot_path (slot, "futoshiki");
  g_autofree char *state_path = slot_path (slot, "state");
  g_autofree char *old_history_path = slot_path (slot, "history");
  g_autofree char *text = NULL;
  g_autofree char *state_data = NULL;
  g_autofree char *old_history = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) history_error = NULL;
  FutoshikiDocumentMode mode = FUTOSHIKI_DOCUMENT_MODE_EDIT;
  const char *old_steps = NULL;
  FutoshikiDocument *document;
  FutoError parse_error;
  gboolean restored = FALSE;
  FutoGame *game;
  gsize length;

  if (!g_file_get_contents (document_path, &text, &length, error))
    return NULL;
  futo_error_clear (&parse_error);
  game = futo_native_read (text, length, &parse_error);
  if (game == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: %s", document_path, parse_error.message);
      return NULL;
    }

  if (g_file_get_contents (state_path, &state_data, &length, NULL))
    {
      g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&state_data), length);

      read_state (state_path, bytes, &uri, &mode, &history, &history_error);
    }
  else if (g_file_get_contents (old_history_path, &old_history, NULL, NULL))
    {
      old_steps = read_old_header (old_history, &uri, &mode);
      if (old_steps == NULL)
        g_set_error (&history_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "%s: not the session header of an older version", old_history_path);
    }
  if (uri != NULL && *uri != '\0')
    file = g_file_new_for_uri (uri);

  document = futoshiki_document_new_for_game (game, file);
  futoshiki_document_set_mode (document, mode);
  if (history != NULL)
    restored = futoshiki_document_restore_history (document, history, &history_error);
  else if (old_steps != NULL)
    restored = futoshiki_document_load_history (document, old_steps, strlen (old_steps), &history_error);
  /* Without its history the document may differ from its file: keep it
   * marked unsaved rather than lose changes to a "clean" close. */
  if (!restored)
    {
      if (history_error != NULL)
        g_message ("Restoring without undo history: %s", history_error->message);
      futoshiki_document_mark_unsaved (document);
    }
  return document;
}

static void
futoshiki_session_dispose (GObject *object)
{
  FutoshikiSession *self = FUTOSHIKI_SESSION (object);

  g_clear_handle_id (&self->save_source, g_source_remove);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (futoshiki_session_parent_class)->dispose (object);
}

static void
futoshiki_session_class_init (FutoshikiSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_session_dispose;
}

static void
futoshiki_session_init (FutoshikiSession *self)
{
  /* Whatever the slot would restore differently is saved, a little later. */
  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed",
                                 G_CALLBACK (schedule_save), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::mode",
                                 G_CALLBACK (schedule_save), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::dirty",
                                 G_CALLBACK (schedule_save), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::file",
                                 G_CALLBACK (schedule_save), self, G_CONNECT_SWAPPED);
}
