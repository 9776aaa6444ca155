/* lab-lesson-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Lessons window: the shipped lessons in a list (and Open Lesson…
 * for a teacher's own file), then one lesson's text a step at a time.
 * Every step it goes to is shown on the main window's board at once
 * (lab_lesson_host_show_step_async): a class follows the text and the
 * board together, and Show Again brings the moment back after the
 * teacher has stepped away from it. It sits beside the main window, not
 * over it, so that both can be seen.
 *
 * Lessons come from anyone: they are read in a worker thread (the list
 * and Open Lesson… alike), and every text of a file shown in a label is
 * cut to a length a label lays out at once, so that a title of a million
 * characters with no space in it cannot stop the window.
 */
#define G_LOG_DOMAIN "lab-lesson-window"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-algorithm.h"
#include "futoshiki-algorithm-text.h"
#include "lab-lesson-window.h"

/* The most characters of a lesson's text a label is given: far more than
 * any real title, summary or step says (the rest is cut with "…"). */
#define SHOWN_TITLE_CHARS   200
#define SHOWN_SUMMARY_CHARS 400
#define SHOWN_MESSAGE_CHARS 600
#define SHOWN_TEXT_CHARS    20000

struct _LabLessonWindow
{
  AdwWindow       parent_instance;

  /* The window whose board shows the steps; it outlives this one (it
   * destroys this window when it goes). */
  LabLessonHost  *host;
  GPtrArray      *shipped;
  FutoshikiLesson      *lesson;
  guint           step;
  GCancellable   *cancellable;
  /* Reading the shipped lessons, and a lesson opened by hand. */
  GCancellable   *load_cancellable;
  guint           n_loading;
  gboolean        busy;
  char           *status;

  /* Template children */
  AdwWindowTitle *window_title;
  GtkWidget      *back_button;
  GtkStack       *stack;
  GtkListBox     *lesson_list;
  GtkLabel       *step_counter;
  GtkLabel       *step_title;
  GtkLabel       *step_text;
  GtkWidget      *status_box;
  GtkSpinner     *status_spinner;
  GtkLabel       *status_label;
  GtkScrolledWindow *text_scroller;
  GtkWidget      *next_button;
};

G_DEFINE_FINAL_TYPE (LabLessonWindow, lab_lesson_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_LESSON,
  PROP_STEP,
  PROP_BUSY,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* text, valid UTF-8, cut after max_chars characters with "…". */
static char *
shorten (const char *text,
         gsize       max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  const char *end = valid;
  gsize n = 0;

  while (*end != '\0' && n < max_chars)
    {
      end = g_utf8_next_char (end);
      n++;
    }
  if (*end == '\0')
    return g_steal_pointer (&valid);
  {
    g_autofree char *head = g_strndup (valid, end - valid);

    return g_strconcat (head, "…", NULL);
  }
}

static void
set_busy (LabLessonWindow *self,
          gboolean         busy,
          const char      *status)
{
  gboolean changed = self->busy != busy;

  self->busy = busy;
  g_free (self->status);
  self->status = shorten (status, SHOWN_MESSAGE_CHARS);
  gtk_label_set_text (self->status_label, self->status);
  gtk_spinner_set_spinning (self->status_spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->status_spinner), busy);
  gtk_widget_set_visible (self->status_box, self->status[0] != '\0');
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
on_step_shown (GObject      *object,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(LabLessonWindow) self = data;
  g_autoptr(GError) error = NULL;
  gboolean shown = lab_lesson_host_show_step_finish (LAB_LESSON_HOST (object), result, &error);

  /* A step left behind: the one shown now says how it goes. */
  if (g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;
  if (shown)
    set_busy (self, FALSE, NULL);
  else
    set_busy (self, FALSE, error->message);
}

static void
show_step_on_board (LabLessonWindow *self)
{
  FutoshikiLessonStep *step = futoshiki_lesson_get_step (self->lesson, self->step);
  const char *method = futoshiki_lesson_step_get_method (step);
  g_autofree char *status = NULL;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->host == NULL || futoshiki_lesson_step_get_puzzle (step) == NULL)
    {
      set_busy (self, FALSE, NULL);
      return;
    }
  if (method != NULL)
    /* Translators: %s is a method's name, "Forward checking" */
    status = g_strdup_printf (_("Recording %s…"), futoshiki_algorithm_name (futo_algorithm_find (method)));
  set_busy (self, TRUE, status);
  self->cancellable = g_cancellable_new ();
  lab_lesson_host_show_step_async (self->host, step, self->cancellable, on_step_shown, g_object_ref (self));
}

/* The shipped lesson after the one shown, or NULL (the last, or one
 * opened by hand). */
static FutoshikiLesson *
following_lesson (LabLessonWindow *self)
{
  guint index;

  if (self->lesson == NULL || self->shipped == NULL || !g_ptr_array_find (self->shipped, self->lesson, &index))
    return NULL;
  return index + 1 < self->shipped->len ? g_ptr_array_index (self->shipped, index + 1) : NULL;
}

static void
update_actions (LabLessonWindow *self)
{
  guint n = self->lesson != NULL ? futoshiki_lesson_get_n_steps (self->lesson) : 0;
  gboolean last = self->lesson != NULL && self->step + 1 >= n;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.back", self->lesson != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", self->lesson != NULL && self->step > 0);
  /* The last step leads on: to the next lesson, or back to the list. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", self->lesson != NULL);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        !last ? _("_Next") : following_lesson (self) != NULL ? _("_Next Lesson") : _("_All Lessons"));
  gtk_widget_set_tooltip_text (self->next_button,
                               !last ? _("The next step (Alt+Right)")
                               : following_lesson (self) != NULL ? _("The first step of the next lesson (Alt+Right)")
                               : _("Back to the list of lessons (Alt+Right)"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.show",
                                 self->lesson != NULL
                                 && futoshiki_lesson_step_get_puzzle (futoshiki_lesson_get_step (self->lesson, self->step)) != NULL);
}

static void
show_step_text (LabLessonWindow *self)
{
  FutoshikiLessonStep *step = futoshiki_lesson_get_step (self->lesson, self->step);
  const char *title = futoshiki_lesson_step_get_title (step);
  g_autofree char *counter = NULL;
  g_autofree char *shown_title = shorten (title != NULL ? title : futoshiki_lesson_get_title (self->lesson),
                                          SHOWN_TITLE_CHARS);
  g_autofree char *shown_text = shorten (futoshiki_lesson_step_get_text (step), SHOWN_TEXT_CHARS);

  /* Translators: where a lesson is, "Step 2 of 5" */
  counter = g_strdup_printf (_("Step %u of %u"), self->step + 1, futoshiki_lesson_get_n_steps (self->lesson));
  gtk_label_set_text (self->step_counter, counter);
  gtk_label_set_text (self->step_title, shown_title);
  gtk_label_set_text (self->step_text, shown_text);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->text_scroller), 0);
  update_actions (self);
}

FutoshikiLesson *
lab_lesson_window_get_lesson (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), NULL);
  return self->lesson;
}

void
lab_lesson_window_set_lesson (LabLessonWindow *self,
                              FutoshikiLesson       *lesson)
{
  g_return_if_fail (LAB_IS_LESSON_WINDOW (self));
  g_return_if_fail (lesson == NULL || FUTOSHIKI_IS_LESSON (lesson));

  if (!g_set_object (&self->lesson, lesson))
    return;
  self->step = 0;
  gtk_widget_set_visible (self->back_button, lesson != NULL);
  if (lesson != NULL)
    {
      g_autofree char *subtitle = shorten (futoshiki_lesson_get_title (lesson), SHOWN_TITLE_CHARS);

      adw_window_title_set_subtitle (self->window_title, subtitle);
      gtk_stack_set_visible_child_name (self->stack, "lesson");
      show_step_text (self);
      show_step_on_board (self);
    }
  else
    {
      g_cancellable_cancel (self->cancellable);
      set_busy (self, FALSE, NULL);
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_stack_set_visible_child_name (self->stack, "list");
      update_actions (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

guint
lab_lesson_window_get_step (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), 0);
  return self->step;
}

void
lab_lesson_window_set_step (LabLessonWindow *self,
                            guint            index)
{
  g_return_if_fail (LAB_IS_LESSON_WINDOW (self));
  g_return_if_fail (self->lesson != NULL);
  g_return_if_fail (index < futoshiki_lesson_get_n_steps (self->lesson));

  if (self->step == index)
    return;
  self->step = index;
  show_step_text (self);
  show_step_on_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

gboolean
lab_lesson_window_get_loading (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), FALSE);
  return self->n_loading > 0;
}

gboolean
lab_lesson_window_get_busy (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), FALSE);
  return self->busy;
}

const char *
lab_lesson_window_get_status (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), NULL);
  return self->busy ? "" : self->status;
}

guint
lab_lesson_window_get_n_shipped (LabLessonWindow *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), 0);
  return self->shipped->len;
}

FutoshikiLesson *
lab_lesson_window_get_shipped (LabLessonWindow *self,
                               guint            index)
{
  g_return_val_if_fail (LAB_IS_LESSON_WINDOW (self), NULL);
  g_return_val_if_fail (index < self->shipped->len, NULL);
  return g_ptr_array_index (self->shipped, index);
}

/* The list */

static void
on_row_activated (LabLessonWindow *self,
                  GtkListBoxRow   *row)
{
  FutoshikiLesson *lesson = g_object_get_data (G_OBJECT (row), "lesson");

  if (lesson != NULL)
    lab_lesson_window_set_lesson (self, lesson);
}

static void
add_row (LabLessonWindow *self,
         FutoshikiLesson       *lesson,
         const char      *title,
         const char      *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *shown_title = shorten (title, SHOWN_TITLE_CHARS);
  g_autofree char *shown_subtitle = shorten (subtitle, SHOWN_SUMMARY_CHARS);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), shown_title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shown_subtitle);
  /* Ellipsized, never laid out in full: a title need not have a space. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  if (lesson != NULL)
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data_full (G_OBJECT (row), "lesson", g_object_ref (lesson), g_object_unref);
    }
  else
    gtk_widget_add_css_class (row, "error");
  gtk_list_box_append (self->lesson_list, row);
}

/* One shipped file as read in the worker: its lesson, or why not. */
typedef struct
{
  GFile           *file;
  FutoshikiLesson *lesson;
  char            *error;
} ListedLesson;

static void
listed_lesson_free (gpointer data)
{
  ListedLesson *listed = data;

  g_object_unref (listed->file);
  g_clear_object (&listed->lesson);
  g_free (listed->error);
  g_free (listed);
}

static void
read_shipped_in_thread (GTask        *task,
                        gpointer      source,
                        gpointer      data,
                        GCancellable *cancellable)
{
  g_autoptr(GPtrArray) files = futoshiki_lesson_list_shipped ();
  GPtrArray *read = g_ptr_array_new_with_free_func (listed_lesson_free);

  for (guint i = 0; i < files->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      ListedLesson *listed = g_new0 (ListedLesson, 1);
      g_autoptr(GError) error = NULL;

      listed->file = g_object_ref (g_ptr_array_index (files, i));
      listed->lesson = futoshiki_lesson_new_from_file (listed->file, cancellable, &error);
      if (listed->lesson == NULL)
        listed->error = g_strdup (error->message);
      g_ptr_array_add (read, listed);
    }
  g_task_return_pointer (task, read, (GDestroyNotify) g_ptr_array_unref);
}

/* The list and a lesson opened by hand may be read at once. */
static void
set_loading (LabLessonWindow *self,
             gboolean         loading)
{
  gboolean was = self->n_loading > 0;

  if (loading)
    self->n_loading++;
  else if (self->n_loading > 0)
    self->n_loading--;
  if (was != (self->n_loading > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* A shipped file that cannot be read is listed with its error: a lesson
 * that silently went missing would be looked for in vain. */
static void
on_shipped_read (GObject      *object,
                 GAsyncResult *result,
                 gpointer      data)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (object);
  g_autoptr(GPtrArray) read = g_task_propagate_pointer (G_TASK (result), NULL);

  if (read == NULL || g_task_had_error (G_TASK (result)) || self->shipped == NULL)
    return;
  for (guint i = 0; i < read->len; i++)
    {
      ListedLesson *listed = g_ptr_array_index (read, i);

      if (listed->lesson != NULL)
        {
          g_ptr_array_add (self->shipped, g_object_ref (listed->lesson));
          add_row (self, listed->lesson, futoshiki_lesson_get_title (listed->lesson),
                   futoshiki_lesson_get_summary (listed->lesson));
        }
      else
        {
          g_autofree char *basename = g_file_get_basename (listed->file);
          g_autofree char *name = g_filename_display_name (basename);

          add_row (self, NULL, name, listed->error);
        }
    }
  if (read->len == 0)
    add_row (self, NULL, _("No lessons found"), futoshiki_lesson_get_shipped_dir ());
  set_loading (self, FALSE);
}

static void
fill_list (LabLessonWindow *self)
{
  g_autoptr(GTask) task = g_task_new (self, self->load_cancellable, on_shipped_read, NULL);

  set_loading (self, TRUE);
  g_task_set_source_tag (task, fill_list);
  g_task_run_in_thread (task, read_shipped_in_thread);
}

/* Actions */

static void
show_open_error (LabLessonWindow *self,
                 const GError    *error)
{
  /* The message quotes the file, which may be anything. */
  g_autofree char *message = shorten (error->message, SHOWN_MESSAGE_CHARS);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Cannot Open Lesson"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
read_one_in_thread (GTask        *task,
                    gpointer      source,
                    gpointer      data,
                    GCancellable *cancellable)
{
  GError *error = NULL;
  FutoshikiLesson *lesson = futoshiki_lesson_new_from_file (G_FILE (data), cancellable, &error);

  if (lesson != NULL)
    g_task_return_pointer (task, lesson, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
on_one_read (GObject      *object,
             GAsyncResult *result,
             gpointer      data)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->shipped == NULL)
    return;
  set_loading (self, FALSE);
  if (lesson != NULL)
    lab_lesson_window_set_lesson (self, lesson);
  else
    show_open_error (self, error);
}

void
lab_lesson_window_open_file (LabLessonWindow *self,
                             GFile           *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (LAB_IS_LESSON_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, self->load_cancellable, on_one_read, NULL);
  g_task_set_source_tag (task, lab_lesson_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  set_loading (self, TRUE);
  g_task_run_in_thread (task, read_one_in_thread);
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  gpointer         data)
{
  LabLessonWindow *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      lab_lesson_window_open_file (self, file);
    }
  g_object_unref (native);
}

static void
open_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  native = gtk_file_chooser_native_new (_("Open Lesson"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Lessons"));
  gtk_file_filter_add_pattern (filter, "*.lesson");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect_object (native, "response", G_CALLBACK (on_open_response), widget, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
back_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  lab_lesson_window_set_lesson (LAB_LESSON_WINDOW (widget), NULL);
}

static void
previous_activated (GtkWidget  *widget,
                    const char *action,
                    GVariant   *parameter)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (widget);

  if (self->lesson != NULL && self->step > 0)
    lab_lesson_window_set_step (self, self->step - 1);
}

static void
next_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (widget);

  FutoshikiLesson *following;

  if (self->lesson == NULL)
    return;
  if (self->step + 1 < futoshiki_lesson_get_n_steps (self->lesson))
    lab_lesson_window_set_step (self, self->step + 1);
  else if ((following = following_lesson (self)) != NULL)
    lab_lesson_window_set_lesson (self, following);
  else
    gtk_widget_activate_action (widget, "lesson.back", NULL);
}

static void
show_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (widget);

  if (self->lesson != NULL)
    show_step_on_board (self);
}

LabLessonWindow *
lab_lesson_window_new (LabLessonHost *host)
{
  LabLessonWindow *self;

  g_return_val_if_fail (LAB_IS_LESSON_HOST (host), NULL);

  self = g_object_new (LAB_TYPE_LESSON_WINDOW, "transient-for", host, NULL);
  self->host = host;
  g_object_add_weak_pointer (G_OBJECT (host), (gpointer *) &self->host);
  return self;
}

static void
lab_lesson_window_dispose (GObject *object)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  if (self->host != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->host), (gpointer *) &self->host);
  self->host = NULL;
  g_clear_object (&self->lesson);
  g_clear_pointer (&self->shipped, g_ptr_array_unref);
  g_clear_pointer (&self->status, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_LESSON_WINDOW);

  G_OBJECT_CLASS (lab_lesson_window_parent_class)->dispose (object);
}

static void
lab_lesson_window_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      g_value_set_object (value, self->lesson);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_LOADING:
      g_value_set_boolean (value, self->n_loading > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_lesson_window_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LabLessonWindow *self = LAB_LESSON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      lab_lesson_window_set_lesson (self, g_value_get_object (value));
      break;
    case PROP_STEP:
      lab_lesson_window_set_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_lesson_window_class_init (LabLessonWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_lesson_window_dispose;
  object_class->get_property = lab_lesson_window_get_property;
  object_class->set_property = lab_lesson_window_set_property;

  properties[PROP_LESSON] =
    g_param_spec_object ("lesson", NULL, NULL, FUTOSHIKI_TYPE_LESSON,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/lessons/lab-lesson-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, lesson_list);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, step_counter);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, step_title);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, step_text);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, status_box);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, status_spinner);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, text_scroller);

  gtk_widget_class_install_action (widget_class, "lesson.open", NULL, open_activated);
  gtk_widget_class_bind_template_child (widget_class, LabLessonWindow, next_button);
  gtk_widget_class_install_action (widget_class, "lesson.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, previous_activated);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "lesson.show", NULL, show_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "lesson.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "lesson.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lab_lesson_window_init (LabLessonWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shipped = g_ptr_array_new_with_free_func (g_object_unref);
  self->status = g_strdup ("");
  self->load_cancellable = g_cancellable_new ();
  g_signal_connect_object (self->lesson_list, "row-activated",
                           G_CALLBACK (on_row_activated), self, G_CONNECT_SWAPPED);
  fill_list (self);
  update_actions (self);
}
