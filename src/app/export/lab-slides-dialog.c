/* lab-run-export-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export Run… in Watch the Solver: the recorded run as slides, the same
 * pages `futoshiki slides` makes (src/text/futoshiki-slide-deck.c). The dialog
 * chooses the pages (a range, where a page goes) and the file, and says
 * at once how many pages that makes, or why it makes none, before anyone
 * waits for a file. Writing walks the whole run and draws every page, so
 * it runs in a worker thread; the trace is only read there, as it may be
 * once recording has ended, and the player that owns it is held until
 * the thread is done.
 *
 * Below the choices, a preview of the first page they make (the start
 * of the chosen range), drawn by futoshiki_slide_deck_draw_page(), the
 * drawing the file's pages get, in a worker thread too: the page may lie
 * far into a long run.
 */
#define G_LOG_DOMAIN "lab-run-export-dialog"

#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-file-util.h"
#include "lab-slides-dialog.h"
#include "futoshiki-slide-deck.h"
#include "futoshiki-task.h"
#include "futoshiki-trace-sentence.h"

struct _LabSlidesDialog
{
  AdwWindow       parent_instance;

  FutoshikiTracePlayer *player;
  FutoshikiDocument    *document;
  FutoshikiSlideDeck   *deck;        /* the pages of the options shown, or NULL */
  GCancellable   *cancellable;
  gboolean        busy;

  /* Template widgets */
  GtkButton      *export_button;
  GtkSpinner     *spinner;
  AdwComboRow    *range_row;
  AdwActionRow   *first_row;
  GtkSpinButton  *first_spin;
  AdwActionRow   *last_row;
  GtkSpinButton  *last_spin;
  AdwComboRow    *step_row;
  AdwActionRow   *every_row;
  GtkSpinButton  *every_spin;
  AdwComboRow    *format_row;
  AdwComboRow    *paper_row;
  GtkLabel       *summary_label;
  GtkPicture     *preview_picture;
  GtkLabel       *preview_label;

  GCancellable   *preview_cancellable; /* the preview being drawn, or NULL */
};

G_DEFINE_FINAL_TYPE (LabSlidesDialog, lab_slides_dialog, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_DOCUMENT,
  N_PROPS
};

enum {
  EXPORTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The rows' choices, in the order the template lists them. */
enum { RANGE_WHOLE, RANGE_FROM_CURRENT, RANGE_EVENTS };
static const FutoExportFormat formats[] = { FUTO_EXPORT_PDF, FUTO_EXPORT_SVG, FUTO_EXPORT_PNG };
static const char * const papers[] = { "a4", "letter" };

static FutoExportFormat
chosen_format (LabSlidesDialog *self)
{
  guint index = adw_combo_row_get_selected (self->format_row);

  return index < G_N_ELEMENTS (formats) ? formats[index] : FUTO_EXPORT_PDF;
}

static void
get_choice (LabSlidesDialog *self,
            FutoshikiSlideChoice     *choice)
{
  guint step = adw_combo_row_get_selected (self->step_row);

  memset (choice, 0, sizeof *choice);
  choice->step = step == 0 ? FUTOSHIKI_SLIDE_STEP_DECISION
                 : step == 1 ? FUTOSHIKI_SLIDE_STEP_BACKTRACK : FUTOSHIKI_SLIDE_STEP_EVENTS;
  choice->every = step == 3 ? (guint64) gtk_spin_button_get_value (self->every_spin) : 1;
  switch (adw_combo_row_get_selected (self->range_row))
    {
    case RANGE_FROM_CURRENT:
      choice->first = MAX (futoshiki_trace_player_get_position (self->player), 1);
      break;
    case RANGE_EVENTS:
      choice->first = (guint64) gtk_spin_button_get_value (self->first_spin);
      choice->last = (guint64) gtk_spin_button_get_value (self->last_spin);
      break;
    case RANGE_WHOLE:
    default:
      break;
    }
}

/* The puzzle's name on the slides: its title, or its file's. */
static char *
puzzle_name (LabSlidesDialog *self)
{
  const FutoGame *game = self->document != NULL ? futoshiki_document_get_game (self->document) : NULL;
  GFile *file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;

  if (game != NULL && game->title != NULL && game->title[0] != '\0')
    return g_strdup (game->title);
  if (file != NULL)
    return lab_file_display_name (file);
  return g_strdup ("Futoshiki");
}

static const char *
method_name (LabSlidesDialog *self)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (futoshiki_trace_player_get_algorithm_id (self->player));

  return algorithm != NULL ? futoshiki_algorithm_name (algorithm)
                           : futoshiki_trace_player_get_algorithm_id (self->player);
}

static void
update_sensitive (LabSlidesDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), self->deck != NULL && !self->busy);
}

static void start_preview (LabSlidesDialog *self);

/* Chooses the pages again and says how many they are. */
static void
choice_changed (LabSlidesDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *summary = NULL;
  FutoshikiSlideChoice choice;
  guint64 pages;

  if (self->player == NULL || self->busy)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->first_row),
                          adw_combo_row_get_selected (self->range_row) == RANGE_EVENTS);
  gtk_widget_set_visible (GTK_WIDGET (self->last_row),
                          adw_combo_row_get_selected (self->range_row) == RANGE_EVENTS);
  gtk_widget_set_visible (GTK_WIDGET (self->every_row), adw_combo_row_get_selected (self->step_row) == 3);

  g_clear_pointer (&self->deck, futoshiki_slide_deck_free);
  get_choice (self, &choice);
  name = puzzle_name (self);
  self->deck = futoshiki_slide_deck_new (futoshiki_trace_player_get_trace (self->player),
                                         futoshiki_trace_player_get_puzzle (self->player),
                                         futoshiki_trace_player_get_algorithm_id (self->player), name,
                                         method_name (self), futoshiki_trace_player_get_local_search (self->player),
                                         &choice, &error);
  if (self->deck == NULL)
    summary = g_strdup (error->message);
  else if ((pages = futoshiki_slide_deck_get_n_pages (self->deck)) > LAB_RUN_EXPORT_MAX_PAGES)
    {
      g_autofree char *count = g_strdup_printf ("%'" G_GUINT64_FORMAT, pages);

      g_clear_pointer (&self->deck, futoshiki_slide_deck_free);
      /* Translators: %s is a number of pages, %d the most that can be exported */
      summary = g_strdup_printf (_("These choices make %s pages, more than the %d that can be "
                                   "exported at once: choose a range, dead ends only, or a page "
                                   "every few events."), count, LAB_RUN_EXPORT_MAX_PAGES);
    }
  else
    /* Translators: how many pages the slides will have */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'" PRIu64 " page",
                                            "%'" PRIu64 " pages", (gulong) pages), pages);
  gtk_label_set_text (self->summary_label, summary);
  update_sensitive (self);
  start_preview (self);
}

static void
set_busy (LabSlidesDialog *self,
          gboolean            busy)
{
  self->busy = busy;
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  update_sensitive (self);
}

/* The preview */

/* The preview's width in pixels; its height follows the paper. */
#define PREVIEW_WIDTH 480

/* What the worker needs to draw the first page: a deck of its own (the
 * dialog's may be replaced meanwhile), the player whose trace it reads,
 * and the picture it draws into. */
typedef struct
{
  FutoshikiTracePlayer *player;
  FutoshikiSlideChoice  choice;
  char                 *puzzle_name;
  char                 *method_name;
  FutoSlidesOptions     options;
  cairo_surface_t      *surface;
  gboolean              drawn;
} PreviewJob;

static void
preview_job_free (PreviewJob *job)
{
  g_clear_object (&job->player);
  g_free (job->puzzle_name);
  g_free (job->method_name);
  g_clear_pointer (&job->surface, cairo_surface_destroy);
  g_free (job);
}

static void
slides_options (LabSlidesDialog   *self,
                FutoSlidesOptions *options)
{
  futo_render_slides_options_init (options);
  futo_render_slides_paper (options, papers[MIN (adw_combo_row_get_selected (self->paper_row),
                                                 G_N_ELEMENTS (papers) - 1)]);
  /* Slides are for teaching, and their sentences name cells: labelled
   * rows and columns, in the sentences' letters (Z3S1 in German). */
  options->labels = true;
  options->row_prefix = C_("cell", "r");
  options->column_prefix = C_("cell", "c");
}

static void
preview_in_thread (gpointer          task_data,
                   const atomic_int *cancel)
{
  PreviewJob *job = task_data;
  FutoshikiTracePlayer *player = job->player;
  g_autoptr(FutoshikiSlideDeck) deck = NULL;
  double scale = PREVIEW_WIDTH / job->options.page_width;
  cairo_t *cr;

  deck = futoshiki_slide_deck_new (futoshiki_trace_player_get_trace (player),
                                   futoshiki_trace_player_get_puzzle (player),
                                   futoshiki_trace_player_get_algorithm_id (player), job->puzzle_name,
                                   job->method_name, futoshiki_trace_player_get_local_search (player),
                                   &job->choice, NULL);
  if (deck == NULL || futoshiki_slide_deck_get_n_pages (deck) == 0 || atomic_load (cancel))
    return;
  job->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PREVIEW_WIDTH,
                                             (int) ceil (job->options.page_height * scale));
  cr = cairo_create (job->surface);
  /* The page of a file is white: the preview too, in either style. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  job->drawn = futoshiki_slide_deck_draw_page (deck, &job->options, 0, cr, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (job->surface);
}

static void
on_preview_drawn (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);
  GTask *task = G_TASK (result);
  PreviewJob *job = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) pixels = NULL;

  if (!g_task_propagate_boolean (task, NULL) || g_cancellable_is_cancelled (cancellable))
    return;
  if (cancellable == self->preview_cancellable)
    g_clear_object (&self->preview_cancellable);
  if (!job->drawn)
    return;
  /* Cairo's ARGB32 is GDK's default memory format, premultiplied, in
   * the machine's byte order. */
  pixels = g_bytes_new (cairo_image_surface_get_data (job->surface),
                        (gsize) cairo_image_surface_get_stride (job->surface)
                        * cairo_image_surface_get_height (job->surface));
  texture = gdk_memory_texture_new (cairo_image_surface_get_width (job->surface),
                                    cairo_image_surface_get_height (job->surface), GDK_MEMORY_DEFAULT, pixels,
                                    cairo_image_surface_get_stride (job->surface));
  gtk_picture_set_paintable (self->preview_picture, GDK_PAINTABLE (texture));
}

/* Draws the first page of the choices again, dropping a drawing under
 * way for older ones. */
static void
start_preview (LabSlidesDialog *self)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *caption = NULL, *position = NULL;
  PreviewJob *job;

  if (self->preview_cancellable != NULL)
    g_cancellable_cancel (self->preview_cancellable);
  g_clear_object (&self->preview_cancellable);
  if (self->deck == NULL)
    {
      gtk_picture_set_paintable (self->preview_picture, NULL);
      gtk_label_set_text (self->preview_label, _("No page to show."));
      return;
    }
  /* Translators: under the preview: the event its page shows ("Event 57 of 1,234") */
  position = futoshiki_trace_position_text (futoshiki_slide_deck_get_position (self->deck, 0),
                                            futoshiki_trace_player_get_length (self->player));
  caption = g_strdup_printf (_("The first page: %s"), position);
  gtk_label_set_text (self->preview_label, caption);

  job = g_new0 (PreviewJob, 1);
  job->player = g_object_ref (self->player);
  get_choice (self, &job->choice);
  job->puzzle_name = puzzle_name (self);
  job->method_name = g_strdup (method_name (self));
  slides_options (self, &job->options);
  self->preview_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->preview_cancellable, on_preview_drawn, NULL);
  g_task_set_source_tag (task, start_preview);
  g_task_set_task_data (task, job, (GDestroyNotify) preview_job_free);
  futoshiki_task_run_in_thread (task, preview_in_thread);
}

GdkPaintable *
lab_slides_dialog_get_preview (LabSlidesDialog *self)
{
  g_return_val_if_fail (LAB_IS_SLIDES_DIALOG (self), NULL);

  return gtk_picture_get_paintable (self->preview_picture);
}

/* Writing */

/* What the worker thread needs: the deck (which reads the player's
 * trace), the page options and the file. */
typedef struct
{
  FutoshikiSlideDeck      *deck;
  FutoshikiTracePlayer    *player;
  FutoSlidesOptions  options;
  FutoExportFormat   format;
  char              *path;
  GCancellable      *cancellable;
  GError            *error;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  /* The deck reads the player's trace: it goes first. */
  g_clear_pointer (&job->deck, futoshiki_slide_deck_free);
  g_clear_object (&job->player);
  g_free (job->path);
  g_clear_object (&job->cancellable);
  g_clear_error (&job->error);
  g_free (job);
}

static void
write_in_thread (gpointer          task_data,
                 const atomic_int *cancel)
{
  WriteJob *job = task_data;

  futoshiki_slide_deck_write (job->deck, &job->options, job->format, job->path, 0,
                              job->cancellable, &job->error);
}

/* The file the toast opens: the PDF, or the first numbered file. */
static GFile *
first_file (const WriteJob *job)
{
  g_autofree char *first = NULL;

  if (job->format == FUTO_EXPORT_PDF)
    return g_file_new_for_path (job->path);
  first = futo_render_slides_page_path (job->path, job->format, 1,
                                        (int) futoshiki_slide_deck_get_n_pages (job->deck));
  return g_file_new_for_path (first);
}

static void
show_error (LabSlidesDialog *self,
            const char         *message)
{
  g_autofree char *text = NULL;

  /* Translators: %s says why, such as "run.pdf: No space left on device" */
  text = g_strdup_printf (_("The slides could not be written: %s"), message);
  gtk_label_set_text (self->summary_label, text);
}

static void
on_written (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GFile) file = NULL;

  /* Closed meanwhile: the slides are not wanted. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL)
      || g_error_matches (job->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_busy (self, FALSE);
  if (job->error != NULL)
    {
      show_error (self, job->error->message);
      return;
    }
  file = first_file (job);
  g_signal_emit (self, signals[EXPORTED], 0, file);
  gtk_window_destroy (GTK_WINDOW (self));
}

void
lab_slides_dialog_export_to_file (LabSlidesDialog *self,
                                  GFile              *file)
{
  g_autoptr(GTask) task = NULL;
  WriteJob *job;

  g_return_if_fail (LAB_IS_SLIDES_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!self->busy && self->deck != NULL);

  job = g_new0 (WriteJob, 1);
  job->path = g_file_get_path (file);
  if (job->path == NULL)
    {
      write_job_free (job);
      show_error (self, _("only files on this computer can be written"));
      return;
    }
  /* The thread takes the deck; the options make a new one if it fails. */
  job->deck = g_steal_pointer (&self->deck);
  job->player = g_object_ref (self->player);
  job->format = chosen_format (self);
  job->cancellable = g_object_ref (self->cancellable);
  slides_options (self, &job->options);

  set_busy (self, TRUE);
  task = g_task_new (self, self->cancellable, on_written, NULL);
  g_task_set_source_tag (task, lab_slides_dialog_export_to_file);
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  futoshiki_task_run_in_thread (task, write_in_thread);
}

/* "week-12 fc.pdf": the puzzle and the method, beside the puzzle. */
static char *
suggested_name (LabSlidesDialog *self)
{
  GFile *file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;
  g_autofree char *stem = file != NULL ? lab_file_stem (file) : NULL;

  return g_strdup_printf ("%s-%s.%s",
                          /* Translators: the file name offered for an export, without its extension */
                          stem != NULL ? stem : _("puzzle"),
                          futoshiki_trace_player_get_algorithm_id (self->player),
                          futo_render_export_format_id (chosen_format (self)));
}

static void
on_chooser_response (GtkNativeDialog    *native,
                     int                 response,
                     LabSlidesDialog *self)
{
  g_autoptr(GFile) chosen = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
  if (chosen != NULL && self->deck != NULL && !self->busy)
    {
      /* A name without the format's extension gets it. */
      g_autofree char *extension = g_strconcat (".", futo_render_export_format_id (chosen_format (self)), NULL);
      g_autoptr(GFile) file = lab_file_with_extension (chosen, extension);

      lab_slides_dialog_export_to_file (self, file);
    }
}

static void
on_export_clicked (LabSlidesDialog *self)
{
  GtkFileChooserNative *native;
  g_autofree char *name = NULL;
  g_autofree char *pattern = NULL;

  if (self->deck == NULL || self->busy)
    return;
  native = gtk_file_chooser_native_new (_("Export Run"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  pattern = g_strconcat ("*.", futo_render_export_format_id (chosen_format (self)), NULL);
  lab_file_chooser_add_filter (GTK_FILE_CHOOSER (native),
                               gtk_string_object_get_string (adw_combo_row_get_selected_item (self->format_row)),
                               NULL, pattern, NULL);
  /* What is made from a puzzle belongs beside it. */
  lab_file_chooser_open_beside (GTK_FILE_CHOOSER (native),
                                self->document != NULL ? futoshiki_document_get_file (self->document) : NULL);
  name = suggested_name (self);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect_object (native, "response", G_CALLBACK (on_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The object */

LabSlidesDialog *
lab_slides_dialog_new (GtkWindow      *parent,
                       FutoshikiTracePlayer *player,
                       FutoshikiDocument    *document)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (player), NULL);
  g_return_val_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document), NULL);

  return g_object_new (LAB_TYPE_SLIDES_DIALOG,
                       "transient-for", parent,
                       "player", player,
                       "document", document,
                       NULL);
}

FutoshikiTracePlayer *
lab_slides_dialog_get_player (LabSlidesDialog *self)
{
  g_return_val_if_fail (LAB_IS_SLIDES_DIALOG (self), NULL);
  return self->player;
}

guint64
lab_slides_dialog_get_n_pages (LabSlidesDialog *self)
{
  g_return_val_if_fail (LAB_IS_SLIDES_DIALOG (self), 0);
  return self->deck != NULL ? futoshiki_slide_deck_get_n_pages (self->deck) : 0;
}

static void
lab_slides_dialog_constructed (GObject *object)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);
  double length;

  G_OBJECT_CLASS (lab_slides_dialog_parent_class)->constructed (object);

  length = MAX ((double) futoshiki_trace_player_get_length (self->player), 1);
  gtk_spin_button_set_range (self->first_spin, 1, length);
  gtk_spin_button_set_range (self->last_spin, 1, length);
  gtk_spin_button_set_value (self->first_spin, MAX ((double) futoshiki_trace_player_get_position (self->player), 1));
  gtk_spin_button_set_value (self->last_spin, length);
  /* A local search makes no decisions: its pages go every few events. */
  if (futoshiki_trace_player_get_local_search (self->player))
    {
      gtk_spin_button_set_value (self->every_spin, MAX (1.0, floor (length / 50)));
      adw_combo_row_set_selected (self->step_row, 3);
    }
  choice_changed (self);
}

static void
lab_slides_dialog_dispose (GObject *object)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);

  /* A write or a preview under way is not wanted any more. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->preview_cancellable != NULL)
    g_cancellable_cancel (self->preview_cancellable);
  g_clear_object (&self->preview_cancellable);
  g_clear_pointer (&self->deck, futoshiki_slide_deck_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_SLIDES_DIALOG);

  G_OBJECT_CLASS (lab_slides_dialog_parent_class)->dispose (object);
}

static void
lab_slides_dialog_finalize (GObject *object)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);

  g_clear_object (&self->player);
  g_clear_object (&self->document);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (lab_slides_dialog_parent_class)->finalize (object);
}

static void
lab_slides_dialog_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_slides_dialog_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LabSlidesDialog *self = LAB_SLIDES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      self->player = g_value_dup_object (value);
      break;
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_slides_dialog_class_init (LabSlidesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = lab_slides_dialog_constructed;
  object_class->dispose = lab_slides_dialog_dispose;
  object_class->finalize = lab_slides_dialog_finalize;
  object_class->get_property = lab_slides_dialog_get_property;
  object_class->set_property = lab_slides_dialog_set_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, FUTOSHIKI_TYPE_TRACE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LabSlidesDialog::exported:
   * @file: the PDF, or the first of the numbered files
   */
  signals[EXPORTED] =
    g_signal_new ("exported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/export/lab-slides-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, range_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, first_spin);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, last_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, last_spin);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, step_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, every_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, every_spin);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, paper_row);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, preview_picture);
  gtk_widget_class_bind_template_child (widget_class, LabSlidesDialog, preview_label);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lab_slides_dialog_init (LabSlidesDialog *self)
{
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The paper changes the page, not the pages. */
  g_signal_connect_swapped (self->paper_row, "notify::selected", G_CALLBACK (start_preview), self);
}
