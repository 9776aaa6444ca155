/* lab-bookmark-list.c: the bookmarks of the run shown in Watch the Solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mark the current event with a note, list the marks of this method's run
 * on this puzzle, jump to one, remove one. They are FutoshikiBookmarks,
 * kept in PUZZLE.bookmarks beside the puzzle's file and read again when
 * the same puzzle is watched with the same method (a run of one method on
 * one puzzle is the same run, event for event). Reading and every save
 * happen off the main thread; an untitled puzzle keeps them until the
 * window closes, and says so. A bookmark is a lesson moment as it
 * stands: "event N" (docs/lesson-format.md).
 */
#define G_LOG_DOMAIN "lab-bookmark-list"

#include "config.h"

#include <inttypes.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futoshiki-file-read.h"
#include "futoshiki-file-save.h"
#include "lab-bookmark-list.h"

struct _LabBookmarkList
{
  GtkWidget             parent_instance;

  FutoshikiDocument    *document;
  FutoshikiTracePlayer *player;
  FutoshikiBookmarks   *bookmarks;
  GFile                *file;        /* where they are kept, or NULL */
  char                 *method;
  GCancellable         *cancellable; /* the load under way */
  guint                 saves;       /* saves under way: 0 or 1 */
  gboolean              save_again;  /* changed while a save ran */

  /* Template children */
  GtkEntry             *note_entry;
  GtkButton            *mark_button;
  GtkListBox           *list;
  GtkLabel             *status_label;
};

G_DEFINE_FINAL_TYPE (LabBookmarkList, lab_bookmark_list, GTK_TYPE_WIDGET)

static void
set_status (LabBookmarkList *self,
            const char      *text)
{
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL && text[0] != '\0');
}

static void remove_clicked (GtkButton *button, LabBookmarkList *self);

/* The rows again, from the bookmarks. */
static void
update_rows (LabBookmarkList *self)
{
  guint n = self->bookmarks != NULL ? futoshiki_bookmarks_get_n_items (self->bookmarks, self->method) : 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < n; i++)
    {
      guint64 event = futoshiki_bookmarks_get_event (self->bookmarks, self->method, i);
      const char *note = futoshiki_bookmarks_get_note (self->bookmarks, self->method, i);
      /* Translators: a bookmark in the list: its event and its note */
      g_autofree char *text = g_strdup_printf (_("Event %'" PRIu64 ": %s"), event,
                                               note[0] != '\0' ? note : _("(no note)"));
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_tooltip_text (remove, _("Remove Bookmark"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Remove Bookmark"), -1);
      gtk_widget_add_css_class (remove, "flat");
      g_object_set_data (G_OBJECT (remove), "index", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), remove);
      gtk_widget_set_margin_top (box, 3);
      gtk_widget_set_margin_bottom (box, 3);
      gtk_widget_set_margin_start (box, 6);
      gtk_list_box_append (self->list, box);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->list), n > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->mark_button), self->bookmarks != NULL && self->player != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->note_entry), self->bookmarks != NULL && self->player != NULL);
}

/* ---- Saving ---- */

static void save (LabBookmarkList *self);

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabBookmarkList *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!futoshiki_file_save_finish (G_FILE (source), result, &error))
    set_status (self, error->message);
  self->saves--;
  /* One save at a time, so that an older one never lands last; the
   * changes made meanwhile go in the next. */
  if (self->save_again && self->bookmarks != NULL && G_FILE (source) == self->file)
    {
      self->save_again = FALSE;
      save (self);
    }
  g_object_unref (self);
}

static void
save (LabBookmarkList *self)
{
  g_autoptr(GBytes) bytes = NULL;

  if (self->file == NULL)
    {
      set_status (self, _("Save the puzzle to keep its bookmarks: they are kept beside its file."));
      return;
    }
  if (self->saves > 0)
    {
      self->save_again = TRUE;
      return;
    }
  bytes = futoshiki_bookmarks_to_bytes (self->bookmarks);
  self->saves++;
  futoshiki_file_save_async (self->file, bytes, NULL, on_saved, g_object_ref (self));
}

/* ---- Loading ---- */

/* The puzzle's key: its grid text, hashed. */
static char *
puzzle_key (const FutoPuzzle *puzzle)
{
  char *grid = futo_grid_write (puzzle);
  char *key = futoshiki_bookmarks_puzzle_key (grid != NULL ? grid : "");

  free (grid);
  return key;
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  LabBookmarkList *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = futoshiki_file_read_bounded_finish (G_FILE (source), result, &error);
  g_autoptr(FutoshikiBookmarks) read = NULL;
  g_autofree char *key = NULL, *name = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  g_clear_object (&self->cancellable);
  key = puzzle_key (futoshiki_trace_player_get_puzzle (self->player));
  if (bytes != NULL)
    {
      gsize length;
      const char *data = g_bytes_get_data (bytes, &length);

      name = g_file_get_basename (G_FILE (source));
      read = futoshiki_bookmarks_new_from_data (data != NULL ? data : "", length, name, &error);
    }
  if (read != NULL && g_strcmp0 (futoshiki_bookmarks_get_puzzle_key (read), key) != 0)
    {
      /* Another puzzle's (the file was edited since): its moments would
       * mean nothing on this run. */
      g_clear_object (&read);
      set_status (self, _("The bookmarks beside this file are of an earlier version of the puzzle: "
                          "a new bookmark replaces them."));
    }
  else if (read == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    set_status (self, error->message);
  self->bookmarks = read != NULL ? g_steal_pointer (&read) : futoshiki_bookmarks_new (key);
  update_rows (self);
  g_object_unref (self);
}

static void
reload (LabBookmarkList *self)
{
  const char *id;
  GFile *puzzle_file;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->bookmarks);
  g_clear_object (&self->file);
  g_clear_pointer (&self->method, g_free);
  self->save_again = FALSE;
  set_status (self, NULL);
  update_rows (self);
  if (self->player == NULL)
    return;
  id = futoshiki_trace_player_get_algorithm_id (self->player);
  /* A program's run, or a trace of no known method, has no run to come
   * back to. */
  if (id == NULL || futo_algorithm_find (id) == NULL)
    {
      set_status (self, _("Bookmarks are kept for the methods of the app, not for a program’s run."));
      return;
    }
  self->method = g_strdup (id);
  puzzle_file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;
  if (puzzle_file == NULL)
    {
      g_autofree char *key = puzzle_key (futoshiki_trace_player_get_puzzle (self->player));

      self->bookmarks = futoshiki_bookmarks_new (key);
      update_rows (self);
      return;
    }
  self->file = futoshiki_bookmarks_file_for (puzzle_file);
  self->cancellable = g_cancellable_new ();
  futoshiki_file_read_bounded_async (self->file, FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES, self->cancellable, on_read,
                                     g_object_ref (self));
}

/* ---- What the user does ---- */

gboolean
lab_bookmark_list_mark (LabBookmarkList *self,
                        const char      *note)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (LAB_IS_BOOKMARK_LIST (self), FALSE);
  g_return_val_if_fail (note != NULL, FALSE);

  if (self->bookmarks == NULL || self->player == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (note));
  if (!futoshiki_bookmarks_add (self->bookmarks, self->method, futoshiki_trace_player_get_position (self->player),
                                stripped, &error))
    {
      set_status (self, error->message);
      return FALSE;
    }
  set_status (self, NULL);
  update_rows (self);
  save (self);
  return TRUE;
}

void
lab_bookmark_list_jump (LabBookmarkList *self,
                        guint            index)
{
  g_return_if_fail (LAB_IS_BOOKMARK_LIST (self));

  if (self->bookmarks == NULL || self->player == NULL
      || index >= futoshiki_bookmarks_get_n_items (self->bookmarks, self->method))
    return;
  futoshiki_trace_player_set_playing (self->player, FALSE);
  /* A bookmark past the end of a shorter recording goes to its end. */
  futoshiki_trace_player_set_position (self->player,
                                       MIN (futoshiki_bookmarks_get_event (self->bookmarks, self->method, index),
                                            futoshiki_trace_player_get_length (self->player)));
}

void
lab_bookmark_list_remove (LabBookmarkList *self,
                          guint            index)
{
  g_return_if_fail (LAB_IS_BOOKMARK_LIST (self));

  if (self->bookmarks == NULL || index >= futoshiki_bookmarks_get_n_items (self->bookmarks, self->method))
    return;
  futoshiki_bookmarks_remove (self->bookmarks, self->method,
                              futoshiki_bookmarks_get_event (self->bookmarks, self->method, index));
  update_rows (self);
  save (self);
}

static void
remove_clicked (GtkButton       *button,
                LabBookmarkList *self)
{
  lab_bookmark_list_remove (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
on_row_activated (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  LabBookmarkList *self)
{
  lab_bookmark_list_jump (self, (guint) gtk_list_box_row_get_index (row));
}

static void
on_mark (LabBookmarkList *self)
{
  if (lab_bookmark_list_mark (self, gtk_editable_get_text (GTK_EDITABLE (self->note_entry))))
    gtk_editable_set_text (GTK_EDITABLE (self->note_entry), "");
}

/* ---- Properties ---- */

void
lab_bookmark_list_set_document (LabBookmarkList   *self,
                                FutoshikiDocument *document)
{
  g_return_if_fail (LAB_IS_BOOKMARK_LIST (self));

  if (g_set_object (&self->document, document))
    reload (self);
}

void
lab_bookmark_list_set_player (LabBookmarkList      *self,
                              FutoshikiTracePlayer *player)
{
  g_return_if_fail (LAB_IS_BOOKMARK_LIST (self));

  if (g_set_object (&self->player, player))
    reload (self);
}

FutoshikiBookmarks *
lab_bookmark_list_get_bookmarks (LabBookmarkList *self)
{
  g_return_val_if_fail (LAB_IS_BOOKMARK_LIST (self), NULL);

  return self->bookmarks;
}

const char *
lab_bookmark_list_get_method (LabBookmarkList *self)
{
  g_return_val_if_fail (LAB_IS_BOOKMARK_LIST (self), NULL);

  return self->method;
}

gboolean
lab_bookmark_list_get_settled (LabBookmarkList *self)
{
  g_return_val_if_fail (LAB_IS_BOOKMARK_LIST (self), FALSE);

  return self->cancellable == NULL && self->saves == 0 && !self->save_again;
}

const char *
lab_bookmark_list_get_status (LabBookmarkList *self)
{
  g_return_val_if_fail (LAB_IS_BOOKMARK_LIST (self), NULL);

  return gtk_label_get_text (self->status_label);
}

static void
lab_bookmark_list_dispose (GObject *object)
{
  LabBookmarkList *self = LAB_BOOKMARK_LIST (object);
  GtkWidget *child;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->bookmarks);
  g_clear_object (&self->player);
  g_clear_object (&self->document);
  g_clear_object (&self->file);
  g_clear_pointer (&self->method, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_BOOKMARK_LIST);
  /* The template's top box is no bound child: unparented by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (lab_bookmark_list_parent_class)->dispose (object);
}

static void
lab_bookmark_list_class_init (LabBookmarkListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_bookmark_list_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/visualizer/lab-bookmark-list.ui");
  gtk_widget_class_bind_template_child (widget_class, LabBookmarkList, note_entry);
  gtk_widget_class_bind_template_child (widget_class, LabBookmarkList, mark_button);
  gtk_widget_class_bind_template_child (widget_class, LabBookmarkList, list);
  gtk_widget_class_bind_template_child (widget_class, LabBookmarkList, status_label);
  gtk_widget_class_bind_template_callback (widget_class, on_mark);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
lab_bookmark_list_init (LabBookmarkList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  set_status (self, NULL);
  update_rows (self);
}
