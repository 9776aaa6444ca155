/* lab-trace-log.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The event log: every event of the run in words, the current one
 * selected and scrolled into view as the player moves; activating a row
 * goes there. The model is virtual over the trace: an item exists only
 * while the list shows its row, and its sentence is made from a cursor of
 * the model's own that walks to the row (rows are asked for in runs, so
 * the walk is usually a step or two). The list and its selection come
 * from a template (lab-trace-log.ui); each row is made here.
 */
#define G_LOG_DOMAIN "lab-trace-log"

#include "config.h"

#include "lab-tooltip.h"
#include "lab-trace-log.h"
#include "futoshiki-trace-sentence.h"

/* Closer than this, walking beats seeking from a keyframe. */
#define WALK_LIMIT 256

struct _LabTraceLogItem
{
  GObject  parent_instance;

  guint64  index;
  char    *sentence;
};

G_DEFINE_FINAL_TYPE (LabTraceLogItem, lab_trace_log_item, G_TYPE_OBJECT)

static void
lab_trace_log_item_finalize (GObject *object)
{
  g_free (LAB_TRACE_LOG_ITEM (object)->sentence);
  G_OBJECT_CLASS (lab_trace_log_item_parent_class)->finalize (object);
}

static void
lab_trace_log_item_class_init (LabTraceLogItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lab_trace_log_item_finalize;
}

static void
lab_trace_log_item_init (LabTraceLogItem *self)
{
}

guint64
lab_trace_log_item_get_index (LabTraceLogItem *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_LOG_ITEM (self), 0);
  return self->index;
}

const char *
lab_trace_log_item_get_sentence (LabTraceLogItem *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_LOG_ITEM (self), NULL);
  return self->sentence;
}

/* The model */

struct _LabTraceLogModel
{
  GObject          parent_instance;

  FutoshikiTracePlayer  *player;
  FutoTraceCursor *cursor;
};

static void lab_trace_log_model_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LabTraceLogModel, lab_trace_log_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, lab_trace_log_model_list_init))

static GType
model_get_item_type (GListModel *list)
{
  return LAB_TYPE_TRACE_LOG_ITEM;
}

static guint
model_get_n_items (GListModel *list)
{
  LabTraceLogModel *self = LAB_TRACE_LOG_MODEL (list);

  return (guint) MIN (futoshiki_trace_player_get_length (self->player), G_MAXUINT);
}

static gpointer
model_get_item (GListModel *list,
                guint       position)
{
  LabTraceLogModel *self = LAB_TRACE_LOG_MODEL (list);
  const FutoTrace *trace = futoshiki_trace_player_get_trace (self->player);
  LabTraceLogItem *item;
  FutoEvent event;
  guint64 target = (guint64) position + 1;

  if (!futo_trace_get_event (trace, position, &event))
    return NULL;

  /* The sentence reads the board right after the event. */
  if (target >= self->cursor->position && target - self->cursor->position <= WALK_LIMIT)
    while (self->cursor->position < target)
      futo_trace_cursor_forward (self->cursor);
  else if (target < self->cursor->position && self->cursor->position - target <= WALK_LIMIT)
    while (self->cursor->position > target)
      futo_trace_cursor_back (self->cursor);
  else
    futo_trace_cursor_seek (self->cursor, target);

  item = g_object_new (LAB_TYPE_TRACE_LOG_ITEM, NULL);
  item->index = position;
  item->sentence = futoshiki_trace_describe_event (futoshiki_trace_player_get_puzzle (self->player),
                                                   self->cursor, &event);
  return item;
}

static void
lab_trace_log_model_list_init (GListModelInterface *iface)
{
  iface->get_item_type = model_get_item_type;
  iface->get_n_items = model_get_n_items;
  iface->get_item = model_get_item;
}

static void
lab_trace_log_model_finalize (GObject *object)
{
  LabTraceLogModel *self = LAB_TRACE_LOG_MODEL (object);

  g_clear_pointer (&self->cursor, futo_trace_cursor_free);
  g_clear_object (&self->player);
  G_OBJECT_CLASS (lab_trace_log_model_parent_class)->finalize (object);
}

static void
lab_trace_log_model_class_init (LabTraceLogModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lab_trace_log_model_finalize;
}

static void
lab_trace_log_model_init (LabTraceLogModel *self)
{
}

LabTraceLogModel *
lab_trace_log_model_new (FutoshikiTracePlayer *player)
{
  LabTraceLogModel *self;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (player), NULL);

  self = g_object_new (LAB_TYPE_TRACE_LOG_MODEL, NULL);
  self->player = g_object_ref (player);
  self->cursor = futo_trace_cursor_new (futoshiki_trace_player_get_trace (player));
  /* As g_new() does when memory runs out. */
  if (self->cursor == NULL)
    g_error ("Out of memory for a trace cursor");
  return self;
}

/* The widget */

struct _LabTraceLog
{
  LabTraceView        parent_instance;

  /* Template children */
  GtkWidget          *scroller;
  GtkListView        *list_view;
  GtkSingleSelection *selection;

  gboolean            following;
  guint               scroll_tick;
  guint               scroll_row;
  guint               scroll_wait; /* frames to wait before scrolling */
};

G_DEFINE_FINAL_TYPE (LabTraceLog, lab_trace_log, LAB_TYPE_TRACE_VIEW)

GtkWidget *
lab_trace_log_new (void)
{
  return g_object_new (LAB_TYPE_TRACE_LOG, NULL);
}

GtkListView *
lab_trace_log_get_list_view (LabTraceLog *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_LOG (self), NULL);
  return self->list_view;
}

/* A list scrolls only once it is laid out on screen, and while playing
 * once a frame is enough: the scroll waits for the next frame. */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  LabTraceLog *self = data;

  if (self->scroll_wait > 0)
    {
      self->scroll_wait--;
      return G_SOURCE_CONTINUE;
    }
  self->scroll_tick = 0;
  if (self->scroll_row < g_list_model_get_n_items (G_LIST_MODEL (self->selection)))
    gtk_widget_activate_action (widget, "list.scroll-to-item", "u", self->scroll_row);
  return G_SOURCE_REMOVE;
}

/* A list that just came on screen is laid out again in its first frames,
 * which forgets a scroll made in them. */
static void
on_list_mapped (LabTraceLog *self)
{
  self->scroll_wait = 2;
  if (self->scroll_tick == 0 && gtk_single_selection_get_selected (self->selection) != GTK_INVALID_LIST_POSITION)
    {
      self->scroll_row = gtk_single_selection_get_selected (self->selection);
      self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view), scroll_tick_cb,
                                                        self, NULL);
    }
}

/* The current event is the one just applied: row position - 1. */
static void
lab_trace_log_position_changed (LabTraceView *view)
{
  LabTraceLog *self = LAB_TRACE_LOG (view);
  FutoshikiTracePlayer *player = lab_trace_view_get_player (view);
  guint64 position;

  if (player == NULL)
    return;
  position = futoshiki_trace_player_get_position (player);
  self->following = TRUE;
  if (position == 0)
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  else
    {
      guint row = (guint) MIN (position - 1, G_MAXUINT - 1);

      gtk_single_selection_set_selected (self->selection, row);
      self->scroll_row = row;
      if (self->scroll_tick == 0)
        self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view), scroll_tick_cb,
                                                          self, NULL);
    }
  self->following = FALSE;
}

/* A row picked with the pointer or the keyboard is a place to go. */
static void
on_selection_changed (LabTraceLog *self)
{
  FutoshikiTracePlayer *player = lab_trace_view_get_player (LAB_TRACE_VIEW (self));
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->following || player == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  futoshiki_trace_player_set_position (player, (guint64) selected + 1);
}

static void
on_activate (GtkListView *list_view,
             guint        row,
             LabTraceLog *self)
{
  FutoshikiTracePlayer *player = lab_trace_view_get_player (LAB_TRACE_VIEW (self));

  if (player != NULL)
    futoshiki_trace_player_set_position (player, (guint64) row + 1);
}

/* A list of the new player's events. */
static void
lab_trace_log_player_changed (LabTraceView *view)
{
  LabTraceLog *self = LAB_TRACE_LOG (view);
  FutoshikiTracePlayer *player = lab_trace_view_get_player (view);
  g_autoptr(LabTraceLogModel) model = NULL;

  if (player != NULL)
    model = lab_trace_log_model_new (player);
  self->following = TRUE;
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (model));
  self->following = FALSE;
  lab_trace_log_position_changed (view);
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *index = gtk_label_new (NULL);
  GtkWidget *sentence = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (index), 1);
  gtk_label_set_width_chars (GTK_LABEL (index), 6);
  gtk_widget_add_css_class (index, "dim-label");
  gtk_widget_add_css_class (index, "numeric");
  /* One line a row: rows of one height let the list place a row among
   * millions exactly; the whole sentence is in the tooltip and, for the
   * current event, above the log. */
  gtk_label_set_xalign (GTK_LABEL (sentence), 0);
  gtk_label_set_ellipsize (GTK_LABEL (sentence), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (sentence, TRUE);
  /* Asked for only when the pointer rests on a row (lab-tooltip.c): rows
   * are bound again with every event while the visualizer plays. */
  lab_tooltip_show_label_text (GTK_LABEL (sentence));
  gtk_box_append (GTK_BOX (box), index);
  gtk_box_append (GTK_BOX (box), sentence);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item)
{
  LabTraceLogItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *index = gtk_widget_get_first_child (box);
  GtkWidget *sentence = gtk_widget_get_next_sibling (index);
  g_autofree char *number = g_strdup_printf ("%'" G_GUINT64_FORMAT, item->index + 1);

  gtk_label_set_text (GTK_LABEL (index), number);
  gtk_label_set_text (GTK_LABEL (sentence), item->sentence);
}

static void
lab_trace_log_dispose (GObject *object)
{
  LabTraceLog *self = LAB_TRACE_LOG (object);

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->list_view), self->scroll_tick);
      self->scroll_tick = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_TRACE_LOG);

  G_OBJECT_CLASS (lab_trace_log_parent_class)->dispose (object);
}

static void
lab_trace_log_class_init (LabTraceLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  object_class->dispose = lab_trace_log_dispose;
  view_class->player_changed = lab_trace_log_player_changed;
  view_class->position_changed = lab_trace_log_position_changed;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tracelog");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/visualizer/lab-trace-log.ui");
  gtk_widget_class_bind_template_child (widget_class, LabTraceLog, scroller);
  gtk_widget_class_bind_template_child (widget_class, LabTraceLog, list_view);
  gtk_widget_class_bind_template_child (widget_class, LabTraceLog, selection);
  gtk_widget_class_bind_template_callback (widget_class, setup_row);
  gtk_widget_class_bind_template_callback (widget_class, bind_row);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_list_mapped);
  gtk_widget_class_bind_template_callback (widget_class, on_selection_changed);
}

static void
lab_trace_log_init (LabTraceLog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
