/* futoshiki-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each window with a document owns a numbered slot in the session folder:
 * session.futoshiki (the document in the native format, entries and pencil
 * marks included) and session.history (where it came from, the mode, and
 * the undo history); slot n > 0 uses session-n.*. They are written a
 * moment after every change while there are unsaved changes, and removed
 * once there are none or the window closes on purpose. Whatever is still
 * there at the next start was left by a crash or a kill, and the
 * application reopens it.
 *
 * Both files are replaced atomically (write a temporary file, then rename),
 * so a kill at any moment leaves either the old or the new version. The
 * history is written first; if only it made it to disk, it no longer leads
 * to the document and the document is restored without it.
 */
#define G_LOG_DOMAIN "lab-session"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "futoshiki-session.h"

#define SESSION_VERSION 1
#define DEFAULT_DELAY_MS 1000
/* A history of bulk edits on a 64×64 board can grow large; rewriting
 * megabytes every second is not worth the undo steps it keeps. */
#define MAX_HISTORY_BYTES (8 * 1024 * 1024)
#define EMPTY_HISTORY "futoshiki-lab-history: 1\nsteps: 0\nposition: 0\nsaved: -1\n"

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
write_file (const char  *path,
            const char  *contents,
            GError     **error)
{
  return g_file_set_contents_full (path, contents, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

static void
remove_files (FutoshikiSession *self)
{
  g_autofree char *document_path = slot_path (self->slot, "futoshiki");
  g_autofree char *history_path = slot_path (self->slot, "history");

  g_debug ("Removing session slot %u", self->slot);
  g_unlink (document_path);
  g_unlink (history_path);
}

static void
save (FutoshikiSession *self)
{
  g_autofree char *dir = futoshiki_session_get_dir ();
  g_autofree char *document_path = slot_path (self->slot, "futoshiki");
  g_autofree char *history_path = slot_path (self->slot, "history");
  g_autofree char *document_text = NULL;
  g_autofree char *history = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *header = NULL;
  g_autofree char *history_text = NULL;
  g_autoptr(GError) error = NULL;
  GFile *file;

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
  file = futoshiki_document_get_file (self->document);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_warning ("Could not create the session folder %s: %s", dir, g_strerror (errno));
      return;
    }

  uri = file != NULL ? g_file_get_uri (file) : g_strdup ("");
  header = g_strdup_printf ("futoshiki-lab-session: %d\nfile: %s\nmode: %s\n",
                            SESSION_VERSION, uri,
                            futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY
                            ? "play" : "edit");
  history = futoshiki_document_serialize_history (self->document);
  history_text = g_strconcat (header, strlen (history) <= MAX_HISTORY_BYTES ? history : EMPTY_HISTORY,
                              NULL);
  document_text = futoshiki_document_serialize (self->document);

  g_debug ("Saving session slot %u to %s", self->slot, document_path);
  if (!write_file (history_path, history_text, &error)
      || !write_file (document_path, document_text, &error))
    g_warning ("Could not save the session: %s", error->message);
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

/* The header lines of the history file, up to the undo history. */
static const char *
read_header (const char       *text,
             char            **uri,
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

FutoshikiDocument *
futoshiki_session_restore (guint    slot,
                           GError **error)
{
  g_autofree char *document_path = slot_path (slot, "futoshiki");
  g_autofree char *history_path = slot_path (slot, "history");
  g_autofree char *text = NULL;
  g_autofree char *history = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) history_error = NULL;
  FutoshikiDocumentMode mode = FUTOSHIKI_DOCUMENT_MODE_EDIT;
  const char *steps = NULL;
  FutoshikiDocument *document;
  FutoError parse_error;
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

  if (g_file_get_contents (history_path, &history, NULL, NULL))
    steps = read_header (history, &uri, &mode);
  if (uri != NULL && *uri != '\0')
    file = g_file_new_for_uri (uri);

  document = futoshiki_document_new_for_game (game, file);
  futoshiki_document_set_mode (document, mode);
  /* Without its history the document may differ from its file: keep it
   * marked unsaved rather than lose changes to a "clean" close. */
  if (steps == NULL
      || !futoshiki_document_load_history (document, steps, strlen (steps), &history_error))
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
