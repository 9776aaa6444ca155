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
 * document is written first; if only it made it to disk, the old state's
 * history no longer leads to it and it is restored without one.
 * A kill in the middle of a write leaves a temporary file
 * (session.state.XXXXXX); futoshiki_session_remove_stale() clears them.
 *
 * A save that fails is not only a warning: the session's save-error
 * property holds the reason until a save works again, for the window to
 * tell the user that their changes are no longer kept.
 *
 * Everything read back is distrusted: both files are read with a bound
 * (FUTOSHIKI_SESSION_FILE_MAX_BYTES, never a device or a FIFO), a
 * damaged state or history costs only the undo history (the "damage"
 * error of futoshiki_session_restore_full() says what and where, lines
 * counted from the file's first), and the file named in the state is only
 * where the document came from: the window asks before it writes there
 * (docs/sessions.md).
 */
#define G_LOG_DOMAIN "lab-session"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "futo-format.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-read.h"
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
  /* Why the last save failed, NULL when it worked. */
  char         *save_error;
};

G_DEFINE_FINAL_TYPE (FutoshikiSession, futoshiki_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/**
 * futoshiki_session_get_save_error:
 *
 * Returns: (nullable): why the last autosave failed, for a person, or
 *   %NULL when it worked (or nothing needed saving)
 */
const char *
futoshiki_session_get_save_error (FutoshikiSession *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SESSION (self), NULL);

  return self->save_error;
}

static void
set_save_error (FutoshikiSession *self,
                const char       *message)
{
  if (g_strcmp0 (self->save_error, message) == 0)
    return;
  g_free (self->save_error);
  self->save_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

/* The reason a person reads: for the usual failures of a write, the
 * system's short sentence ("No space left on device"), not GLib's, which
 * names the temporary file the user never sees. */
static const char *
reason_for (const GError *error)
{
  static const struct { GFileError code; int errno_value; } reasons[] = {
    { G_FILE_ERROR_NOSPC, ENOSPC },
    { G_FILE_ERROR_ROFS, EROFS },
    { G_FILE_ERROR_ACCES, EACCES },
    { G_FILE_ERROR_PERM, EPERM },
    { G_FILE_ERROR_NOENT, ENOENT },
    { G_FILE_ERROR_IO, EIO },
  };

  if (error == NULL)
    return _("The session could not be written");
  if (error->domain == G_FILE_ERROR)
    for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
      if (error->code == (int) reasons[i].code)
        return g_strerror (reasons[i].errno_value);
  return error->message;
}

/* g_file_set_contents_full() returns FALSE without an error when it
 * refuses its arguments (a NULL text): every failure here has one. */
static gboolean
write_file (const char     *path,
            gconstpointer   contents,
            gssize          length,
            GError        **error)
{
  if (contents == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The puzzle could not be written in the native format"));
      return FALSE;
    }
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
      set_save_error (self, NULL);
      return;
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (dir);
      g_autofree char *message = g_strdup_printf (_("The folder “%s” cannot be created: %s"),
                                                  display, g_strerror (saved_errno));

      /* The window says it to the user (save-error); this is for the log. */
      g_message ("Could not save the session: %s", message);
      set_save_error (self, message);
      return;
    }

  state = state_new (self->document);
  /* The document first: a game the native format cannot hold (it should
   * never be one) must not leave a new state beside an old document. */
  document_text = futoshiki_document_serialize (self->document);

  g_debug ("Saving session slot %u to %s", self->slot, document_path);
  if (!write_file (document_path, document_text, -1, &error)
      || !write_file (state_path, g_variant_get_data (state), (gssize) g_variant_get_size (state), &error))
    {
      /* The window says it to the user (save-error); this is for the log. */
      g_message ("Could not save the session: %s",
                 error != NULL ? error->message : "no error given");
      set_save_error (self, reason_for (error));
      return;
    }
  /* The state of an older version would only be read instead of none. */
  g_unlink (old_history_path);
  set_save_error (self, NULL);
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
#define OLD_HEADER_LINES 3

static const char *
read_old_header (const char             *text,
                 char                  **uri,
                 FutoshikiDocumentMode  *mode)
{
  g_auto(GStrv) lines = NULL;
  const char *rest = text;

  for (int i = 0; i < OLD_HEADER_LINES; i++)
    {
      rest = strchr (rest, '\n');
      if (rest == NULL)
        return NULL;
      rest++;
    }
  lines = g_strsplit (text, "\n", OLD_HEADER_LINES + 1);
  if (g_strv_length (lines) < OLD_HEADER_LINES + 1
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
read_state (const char             *name,
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
                   _("%s: the state is damaged or cut short (%lu bytes)"),
                   name, (unsigned long) g_bytes_get_size (bytes));
      return FALSE;
    }
  g_variant_get (state, "(us&sv)", &version, uri, &mode_name, history);
  if (version != STATE_VERSION)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: a state of version %u, this version reads %d"), name, version, STATE_VERSION);
      g_clear_pointer (uri, g_free);
      g_clear_pointer (history, g_variant_unref);
      return FALSE;
    }
  *mode = g_str_equal (mode_name, "play") ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
  return TRUE;
}

/* The file a state names, when it is a local file: anything else (a
 * remote URI, a relative or malformed one) is where no window should
 * write, and the document comes back untitled. */
static GFile *
state_file (const char *uri)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *scheme = NULL;

  if (uri == NULL || *uri == '\0')
    return NULL;
  scheme = g_uri_parse_scheme (uri);
  if (g_strcmp0 (scheme, "file") != 0)
    return NULL;
  file = g_file_new_for_uri (uri);
  if (g_file_peek_path (file) == NULL)
    return NULL;
  return g_steal_pointer (&file);
}

/* Puts "name: message" into *damage, the first damage found. */
static void
add_damage (GError    **damage,
            const char *name,
            GError     *error)
{
  if (damage == NULL || *damage != NULL)
    return;
  *damage = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", name,
                         error != NULL ? error->message : _("damaged"));
}

static FutoshikiDocument *
restore_parts (const char  *document_name,
               GBytes      *document_data,
               const char  *state_name,
               GBytes      *state_data,
               const char  *old_history_name,
               GBytes      *old_history_data,
               GError     **damage,
               GError     **error)
{
  g_autofree char *uri = NULL;
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) history_error = NULL;
  FutoshikiDocumentMode mode = FUTOSHIKI_DOCUMENT_MODE_EDIT;
  const char *history_name = NULL;
  FutoshikiDocument *document;
  FutoError parse_error;
  gboolean restored = FALSE;
  const char *text;
  FutoGame *game;
  gsize length;

  text = g_bytes_get_data (document_data, &length);
  futo_error_clear (&parse_error);
  game = futo_native_read (text != NULL ? text : "", length, &parse_error);
  if (game == NULL)
    {
      g_autofree char *described = futoshiki_error_describe (&parse_error);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", document_name, described);
      return NULL;
    }

  if (state_data != NULL)
    {
      history_name = state_name;
      read_state (state_name, state_data, &uri, &mode, &history, &history_error);
      /* read_state's messages name the file already. */
      if (history_error != NULL && damage != NULL && *damage == NULL)
        *damage = g_error_copy (history_error);
    }
  else if (old_history_data != NULL)
    {
      gsize old_length;
      /* A GBytes from a file is NUL-terminated; one from a fuzz target
       * or a test need not be. */
      g_autofree char *old_history = g_strndup (g_bytes_get_data (old_history_data, &old_length),
                                                g_bytes_get_size (old_history_data));
      const char *old_steps;

      history_name = old_history_name;
      old_steps = read_old_header (old_history, &uri, &mode);
      if (old_steps == NULL)
        {
          g_set_error (&history_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s, line 1: not the session header of an older version"), old_history_name);
          if (damage != NULL && *damage == NULL)
            *damage = g_error_copy (history_error);
        }
      else
        {
          /* The history's lines follow the header's: errors count from
           * the file's first line, as an editor shows it. */
          FutoshikiUndoStack *stack = futoshiki_undo_stack_parse_at_line (old_steps, strlen (old_steps),
                                                                          OLD_HEADER_LINES + 1,
                                                                          &history_error);

          if (stack != NULL)
            {
              history = futoshiki_undo_stack_to_variant (stack);
              futoshiki_undo_stack_free (stack);
            }
          else
            add_damage (damage, old_history_name, history_error);
        }
    }
  file = state_file (uri);

  document = futoshiki_document_new_for_game (game, file);
  futoshiki_document_set_mode (document, mode);
  if (history != NULL)
    {
      g_clear_error (&history_error);
      restored = futoshiki_document_restore_history (document, history, &history_error);
      if (!restored)
        add_damage (damage, history_name, history_error);
    }
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

/**
 * futoshiki_session_restore_data:
 * @document_data: what session.futoshiki holds
 * @state_data: (nullable): what session.state holds
 * @old_history_data: (nullable): what an older version's session.history
 *   holds, read when there is no state
 * @damage: (out) (optional): what was damaged and left out, naming its
 *   place
 *
 * futoshiki_session_restore_full() on data in memory: the fuzz target
 * and the tests give it bytes of their own.
 */
FutoshikiDocument *
futoshiki_session_restore_data (GBytes  *document_data,
                                GBytes  *state_data,
                                GBytes  *old_history_data,
                                GError **damage,
                                GError **error)
{
  g_return_val_if_fail (document_data != NULL, NULL);
  g_return_val_if_fail (damage == NULL || *damage == NULL, NULL);

  return restore_parts ("session.futoshiki", document_data, "session.state", state_data,
                        "session.history", old_history_data, damage, error);
}

static GBytes *
read_slot_file (const char  *path,
                GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return futoshiki_file_read_bounded (file, FUTOSHIKI_SESSION_FILE_MAX_BYTES, NULL, error);
}

/**
 * futoshiki_session_restore_full:
 * @damage: (out) (optional): set when the document came back without
 *   its undo history, with the file and the place that was damaged
 *
 * Returns: (transfer full): the document the slot holds, or %NULL with
 *   @error when its puzzle cannot be read
 */
FutoshikiDocument *
futoshiki_session_restore_full (guint     slot,
                                GError  **damage,
                                GError  **error)
{
  g_autofree char *document_path = slot_path (slot, "futoshiki");
  g_autofree char *state_path = slot_path (slot, "state");
  g_autofree char *old_history_path = slot_path (slot, "history");
  g_autofree char *document_name = g_path_get_basename (document_path);
  g_autofree char *state_name = g_path_get_basename (state_path);
  g_autofree char *old_history_name = g_path_get_basename (old_history_path);
  g_autoptr(GBytes) document_data = NULL;
  g_autoptr(GBytes) state_data = NULL;
  g_autoptr(GBytes) old_history_data = NULL;
  g_autoptr(GError) read_error = NULL;

  g_return_val_if_fail (damage == NULL || *damage == NULL, NULL);

  document_data = read_slot_file (document_path, error);
  if (document_data == NULL)
    return NULL;

  /* A missing state is an older slot or a kill between the two writes;
   * one that cannot be read (too large, not a file) is damage. */
  state_data = read_slot_file (state_path, &read_error);
  if (state_data == NULL && !g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    add_damage (damage, state_name, read_error);
  if (state_data == NULL)
    {
      g_clear_error (&read_error);
      old_history_data = read_slot_file (old_history_path, &read_error);
      if (old_history_data == NULL && !g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        add_damage (damage, old_history_name, read_error);
    }

  return restore_parts (document_name, document_data, state_name, state_data,
                        old_history_name, old_history_data, damage, error);
}

FutoshikiDocument *
futoshiki_session_restore (guint    slot,
                           GError **error)
{
  return futoshiki_session_restore_full (slot, NULL, error);
}

/* What g_file_set_contents() leaves when killed mid-write: the target's
 * name and six characters of its own. */
static gboolean
is_stale_temporary (const char *name)
{
  static const char *const extensions[] = { ".futoshiki.", ".state.", ".history." };
  const char *dot;

  if (!g_str_has_prefix (name, "session"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    if ((dot = strstr (name, extensions[i])) != NULL)
      {
        const char *suffix = dot + strlen (extensions[i]);

        if (strlen (suffix) != 6)
          return FALSE;
        for (int j = 0; j < 6; j++)
          if (!g_ascii_isalnum (suffix[j]))
            return FALSE;
        return TRUE;
      }
  return FALSE;
}

/**
 * futoshiki_session_remove_stale:
 *
 * Removes the temporary files that a crash in the middle of a save left
 * in the session folder. Call it once at startup, before any window of
 * this process saves.
 *
 * Returns: how many were removed
 */
guint
futoshiki_session_remove_stale (void)
{
  g_autofree char *path = futoshiki_session_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint removed = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (is_stale_temporary (name))
      {
        g_autofree char *stale = g_build_filename (path, name, NULL);

        g_debug ("Removing the stale temporary file %s", stale);
        if (g_unlink (stale) == 0)
          removed++;
      }
  return removed;
}

/**
 * futoshiki_session_set_aside:
 *
 * Renames the files of a slot that cannot be restored to NAME.damaged,
 * where the next start does not trip over them again and a person can
 * still look at them.
 */
void
futoshiki_session_set_aside (guint slot)
{
  static const char *const extensions[] = { "futoshiki", "state", "history" };

  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    {
      g_autofree char *path = slot_path (slot, extensions[i]);
      g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS) && g_rename (path, aside) != 0)
        g_unlink (path);
    }
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
futoshiki_session_finalize (GObject *object)
{
  FutoshikiSession *self = FUTOSHIKI_SESSION (object);

  g_free (self->save_error);

  G_OBJECT_CLASS (futoshiki_session_parent_class)->finalize (object);
}

static void
futoshiki_session_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  FutoshikiSession *self = FUTOSHIKI_SESSION (object);

  switch (prop_id)
    {
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_session_class_init (FutoshikiSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_session_dispose;
  object_class->finalize = futoshiki_session_finalize;
  object_class->get_property = futoshiki_session_get_property;

  /**
   * FutoshikiSession:save-error: (nullable)
   *
   * Why the last autosave failed, or %NULL while autosaves work.
   */
  properties[PROP_SAVE_ERROR] =
    g_param_spec_string ("save-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
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
