/* lab-board-a11y.c: what the board says to a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is a grid and each cell a grid cell (see lab-board-cell.c)
 * whose label says everything the picture shows about it: "Row 2,
 * column 3, empty, candidates 1 and 4, less than the cell to the right".
 * Labels follow every change of the document, the mode and the marks.
 * While the visualizer shows a recording they describe its frame instead
 * (what is still possible, what the step removed and why), and go back to
 * the game when it closes. Keyboard focus sits on the cursor's cell, so
 * that it is announced.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-board-cell.h"
#include "lab-board-private.h"

/* Cell widgets come and go with the board's size. */
void
_lab_board_rebuild_cells (LabBoard *self)
{
  int n = _lab_board_size (self);

  for (guint i = 0; i < self->cells->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->cells, i));
  g_ptr_array_set_size (self->cells, 0);
  if (self->cell_labels == NULL)
    self->cell_labels = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_set_size (self->cell_labels, 0);
  g_ptr_array_set_size (self->cell_labels, n * n);
  if (self->trace_keys != NULL)
    g_array_set_size (self->trace_keys, 0);

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        GtkWidget *cell = lab_board_cell_new (row, col);

        gtk_widget_insert_before (cell, GTK_WIDGET (self), self->popover);
        g_ptr_array_add (self->cells, cell);
      }

  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ROW_COUNT, n,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, n,
                                  -1);
}

/* Focus */


/* Tab enters the board at the cursor and leaves it at once: arrows move
 * within it, as in any grid. */
gboolean
_lab_board_focus (GtkWidget        *widget,
                  GtkDirectionType  direction)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = _lab_board_size (self);

  if (n == 0)
    return FALSE;
  if (_lab_board_focus_is_inside (self))
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return gtk_widget_grab_focus (g_ptr_array_index (self->cells, self->cursor_row * n + self->cursor_col));
}

gboolean
_lab_board_grab_focus (GtkWidget *widget)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = _lab_board_size (self);

  if (n == 0)
    return FALSE;
  return gtk_widget_grab_focus (g_ptr_array_index (self->cells, self->cursor_row * n + self->cursor_col));
}

/* A cell focused from outside (a screen reader, a click) moves the cursor. */
void
_lab_board_set_focus_child (GtkWidget *widget,
                            GtkWidget *child)
{
  LabBoard *self = LAB_BOARD (widget);

  /* LabBoard derives from GtkWidget directly. */
  GTK_WIDGET_CLASS (g_type_class_peek (GTK_TYPE_WIDGET))->set_focus_child (widget, child);

  if (LAB_IS_BOARD_CELL (child))
    _lab_board_move_cursor (self,
                            lab_board_cell_get_row (LAB_BOARD_CELL (child)),
                            lab_board_cell_get_col (LAB_BOARD_CELL (child)),
                            FALSE);
  gtk_widget_queue_draw (widget);
}


/* "1", "1 and 4", "1, 2 and 4" */
static char *
join_values (FutoSet set)
{
  g_autoptr(GString) list = g_string_new (NULL);
  int count = futo_set_count (set);
  int seen = 0;
  /* Looked up once: a 50 × 50 recording lists thousands of values a step. */
  /* Translators: the separator in a list of numbers */
  const char *separator = _(", ");

  while (set != 0)
    {
      int value = futo_set_min (set);
      char number[8];

      set &= ~FUTO_SET_BIT (value);
      g_snprintf (number, sizeof number, "%d", value);
      seen++;
      if (seen == 1)
        g_string_append (list, number);
      else if (seen == count)
        {
          /* Translators: the end of a list of numbers, "1, 2 and 4":
           * the list so far, then the last number */
          g_autofree char *joined = g_strdup_printf (_("%s and %s"), list->str, number);

          g_string_assign (list, joined);
        }
      else
        {
          g_string_append (list, separator);
          g_string_append (list, number);
        }
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static const char *
sign_phrase (FutoRelation rel,
             gboolean     rtl,
             FutoDirection dir)
{
  gboolean less = rel == FUTO_REL_LESS;

  /* Left and right as seen on screen. */
  if (rtl && (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_RIGHT))
    dir = dir == FUTO_DIR_LEFT ? FUTO_DIR_RIGHT : FUTO_DIR_LEFT;

  if (rel == FUTO_REL_ADJACENT)
    switch (dir)
      {
      case FUTO_DIR_RIGHT:
        return _("one apart from the cell to the right");
      case FUTO_DIR_LEFT:
        return _("one apart from the cell to the left");
      case FUTO_DIR_UP:
        return _("one apart from the cell above");
      case FUTO_DIR_DOWN:
      default:
        return _("one apart from the cell below");
      }

  switch (dir)
    {
    case FUTO_DIR_RIGHT:
      return less ? _("less than the cell to the right") : _("greater than the cell to the right");
    case FUTO_DIR_LEFT:
      return less ? _("less than the cell to the left") : _("greater than the cell to the left");
    case FUTO_DIR_UP:
      return less ? _("less than the cell above") : _("greater than the cell above");
    case FUTO_DIR_DOWN:
    default:
      return less ? _("less than the cell below") : _("greater than the cell below");
    }
}

static void
add_sign_phrases (LabBoard         *self,
                  GPtrArray        *parts,
                  const FutoPuzzle *puzzle,
                  int               row,
                  int               col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_RIGHT, FUTO_DIR_LEFT, FUTO_DIR_UP, FUTO_DIR_DOWN };
  gboolean rtl = _lab_board_is_rtl (self);

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      FutoRelation rel = futo_puzzle_get_relation (puzzle, row, col, dirs[i]);

      if (rel != FUTO_REL_NONE)
        g_ptr_array_add (parts, g_strdup (sign_phrase (rel, rtl, dirs[i])));
    }
}

/* While a recording is shown a cell says what the frame shows of it (the
 * legend's marks in words): its value and whether the search guessed it,
 * the values still alive, a dead end, its part in the current event, and
 * each value the step removed with the reason the hover gives. */
static char *
describe_trace_cell (LabBoard *self,
                     int       row,
                     int       col)
{
  FutoshikiTracePlayer *player = self->trace_player;
  const FutoPuzzle *puzzle = futoshiki_trace_player_get_puzzle (player);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *sentence = futoshiki_trace_player_get_sentence (player);
  int n = puzzle->size, cell, value;
  FutoTraceFrame frame;
  FutoSet alive, removed;

  futoshiki_trace_player_get_frame (player, &frame);
  if (row < 0)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (futoshiki_trace_player_get_algorithm_id (player));
      const char *name = algorithm != NULL ? futoshiki_algorithm_name (algorithm)
                                            : futoshiki_trace_player_get_algorithm_id (player);

      if (frame.solution)
        /* Translators: the board's label while the visualizer shows a
         * solution, e.g. "6 × 6 puzzle, recorded search of Forward checking, a solution" */
        return g_strdup_printf (_("%d × %d puzzle, recorded search of %s, a solution"), n, n, name);
      /* Translators: the board's label while the visualizer shows a
       * recording, e.g. "6 × 6 puzzle, recorded search of Forward checking" */
      return g_strdup_printf (_("%d × %d puzzle, recorded search of %s"), n, n, name);
    }

  cell = row * n + col;
  value = frame.values[cell];
  alive = frame.candidates[cell];
  removed = frame.removed != NULL ? frame.removed[cell] : 0;

  g_ptr_array_add (parts, g_strdup_printf (_("Row %d, column %d"), row + 1, col + 1));
  if (puzzle->givens[cell] != 0)
    g_ptr_array_add (parts, g_strdup_printf (_("given %d"), puzzle->givens[cell]));
  else if (value != 0)
    {
      /* Translators: the value a recorded search put in a cell */
      g_ptr_array_add (parts, g_strdup_printf (_("holds %d"), value));
      if (!frame.local_search)
        g_ptr_array_add (parts, g_strdup (frame.decisions != NULL && frame.decisions[cell]
                                          /* Translators: a value the search guessed */
                                          ? _("a guess")
                                          /* Translators: a value that propagation forced */
                                          : _("forced")));
    }
  else if (frame.local_search)
    g_ptr_array_add (parts, g_strdup (_("empty")));
  else if (alive == 0)
    g_ptr_array_add (parts, g_strdup (_("no value left: a dead end")));
  else
    {
      g_autofree char *values = join_values (alive);

      g_ptr_array_add (parts, g_strdup (_("empty")));
      /* Translators: the values a recorded search still allows in a
       * cell, "1, 3 and 4 still possible" */
      g_ptr_array_add (parts, g_strdup_printf (_("%s still possible"), values));
    }

  if (frame.focus_cell == cell && sentence != NULL)
    /* Translators: the cell of the event the visualizer shows, e.g.
     * "current event: r2c3 = 4 (decision, depth 2)" */
    g_ptr_array_add (parts, g_strdup_printf (_("current event: %s"), sentence));
  else if (frame.cause_cell == cell)
    g_ptr_array_add (parts, g_strdup (_("cause of the current event")));

  while (removed != 0)
    {
      int v = futo_set_min (removed);
      const char *reason = futoshiki_trace_player_get_removal_reason (player, cell, v);

      removed &= ~FUTO_SET_BIT (v);
      /* The current event says it already. */
      if (frame.focus_cell == cell && g_strcmp0 (reason, sentence) == 0)
        continue;
      if (reason != NULL)
        g_ptr_array_add (parts, g_strdup (reason));
      else
        /* Translators: a value the step removed, its reason unknown */
        g_ptr_array_add (parts, g_strdup_printf (_("%d removed"), v));
    }

  add_sign_phrases (self, parts, puzzle, row, col);
  if (frame.conflicts != NULL && frame.conflicts[cell])
    g_ptr_array_add (parts, g_strdup (_("breaks a rule")));

  g_ptr_array_add (parts, NULL);
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

/**
 * lab_board_describe_cell:
 *
 * Returns: the label of the cell, or of the whole board for row -1
 */
char *
lab_board_describe_cell (LabBoard *self,
                         int       row,
                         int       col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_RIGHT, FUTO_DIR_LEFT, FUTO_DIR_UP, FUTO_DIR_DOWN };
  FutoshikiDocument *document = self->document;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const FutoshikiProblems *problems;
  int n, cell, given, entry;
  FutoSet pencil;

  if (document == NULL)
    return g_strdup (_("Puzzle board"));
  n = futoshiki_document_get_size (document);
  if (self->trace_player != NULL && futoshiki_trace_player_get_puzzle (self->trace_player)->size == n)
    return describe_trace_cell (self, row, col);
  if (row < 0)
    {
      if (futoshiki_document_get_mode (document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
        /* Translators: the board's label while editing, e.g. "7 × 7 puzzle, editing" */
        return g_strdup_printf (futoshiki_document_get_puzzle_mode (document) == FUTO_MODE_UNEQUAL
                                ? _("%d × %d puzzle, editing")
                                /* Translators: e.g. "7 × 7 Adjacent puzzle, editing" */
                                : _("%d × %d Adjacent puzzle, editing"), n, n);
      if (futoshiki_document_get_puzzle_mode (document) == FUTO_MODE_UNEQUAL)
        /* Translators: the board's label while playing, e.g. "7 × 7 puzzle, playing" */
        return g_strdup_printf (_("%d × %d puzzle, playing"), n, n);
      /* Translators: the same for an Adjacent puzzle, e.g. "7 × 7 Adjacent puzzle, playing" */
      return g_strdup_printf (_("%d × %d Adjacent puzzle, playing"), n, n);
    }

  cell = row * n + col;
  given = futoshiki_document_get_given (document, row, col);
  entry = futoshiki_document_get_entry (document, row, col);
  pencil = futoshiki_document_get_pencil (document, row, col);

  g_ptr_array_add (parts, g_strdup_printf (_("Row %d, column %d"), row + 1, col + 1));
  if (self->pending->len > 0 && self->pending_cell == cell)
    /* Translators: digits typed into a cell but not entered yet */
    g_ptr_array_add (parts, g_strdup_printf (_("typing %s"), self->pending->str));
  else if (given != 0)
    g_ptr_array_add (parts, g_strdup_printf (_("given %d"), given));
  else if (entry != 0)
    g_ptr_array_add (parts, g_strdup_printf ("%d", entry));
  else
    g_ptr_array_add (parts, g_strdup (_("empty")));

  if (given == 0 && entry == 0 && pencil != 0)
    {
      g_autofree char *values = join_values (pencil);

      g_ptr_array_add (parts, g_strdup_printf (ngettext ("candidate %s", "candidates %s",
                                                         futo_set_count (pencil)), values));
    }

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      FutoRelation rel = futoshiki_document_get_relation (document, row, col, dirs[i]);

      if (rel != FUTO_REL_NONE)
        g_ptr_array_add (parts, g_strdup (sign_phrase (rel, _lab_board_is_rtl (self), dirs[i])));
    }

  problems = _lab_board_get_problems (self);
  if (problems != NULL && (problems->cells[cell] & FUTOSHIKI_PROBLEM_CONFLICT))
    g_ptr_array_add (parts, g_strdup (_("breaks a rule")));
  else if (problems != NULL && (problems->cells[cell] & FUTOSHIKI_PROBLEM_MISTAKE))
    g_ptr_array_add (parts, g_strdup (_("not the solution’s value")));

  if (self->alternatives[0] != NULL && self->alternatives[0][cell] != self->alternatives[1][cell])
    /* Translators: "Show a Difference" marks cells where two solutions differ */
    g_ptr_array_add (parts, g_strdup_printf (_("two solutions differ here: %d or %d"),
                                             self->alternatives[0][cell],
                                             self->alternatives[1][cell]));

  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between the parts of a cell's description */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

static void
update_cell (LabBoard *self,
             int       index)
{
  int n = futoshiki_document_get_size (self->document);
  char *label = lab_board_describe_cell (self, index / n, index % n);

  /* Stepping through a recording redescribes every cell, and most read
   * as before. */
  if (g_strcmp0 (g_ptr_array_index (self->cell_labels, index), label) == 0)
    {
      g_free (label);
      return;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (g_ptr_array_index (self->cells, index)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_free (g_ptr_array_index (self->cell_labels, index));
  g_ptr_array_index (self->cell_labels, index) = label;
}

/* What a cell's label in a recording is made of: when none of it changed,
 * neither did the label. Reasons and the current event are read at a
 * position, so a cell with either keeps the position too. */
typedef struct
{
  FutoSet candidates;
  FutoSet removed;
  guint64 position;
  int     value;
  guint   flags;
} TraceKey;

enum {
  TRACE_KEY_DECISION = 1 << 0,
  TRACE_KEY_CONFLICT = 1 << 1,
  TRACE_KEY_FOCUS    = 1 << 2,
  TRACE_KEY_CAUSE    = 1 << 3,
  TRACE_KEY_NONE     = 1 << 4, /* never made: matches no cell */
};

static TraceKey
trace_key (const FutoTraceFrame *frame,
           guint64               position,
           int                   cell)
{
  TraceKey key = { 0 };

  key.candidates = frame->candidates[cell];
  key.removed = frame->removed != NULL ? frame->removed[cell] : 0;
  key.value = frame->values[cell];
  key.flags = (frame->decisions != NULL && frame->decisions[cell] ? TRACE_KEY_DECISION : 0)
              | (frame->conflicts != NULL && frame->conflicts[cell] ? TRACE_KEY_CONFLICT : 0)
              | (frame->focus_cell == cell ? TRACE_KEY_FOCUS : 0)
              | (frame->cause_cell == cell ? TRACE_KEY_CAUSE : 0);
  if (key.removed != 0 || (key.flags & (TRACE_KEY_FOCUS | TRACE_KEY_CAUSE)))
    key.position = position;
  return key;
}

/* The board's description says where the recording is, in place of the
 * game's status that the window gives it otherwise (lab-window-status.c):
 * "Recorded search of Forward checking, event 61 of 2,834". */
static void
update_trace_description (LabBoard *self)
{
  FutoshikiTracePlayer *player = self->trace_player;
  const char *id = futoshiki_trace_player_get_algorithm_id (player);
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  g_autofree char *text = NULL;

  /* Translators: the board's description while the visualizer shows a
   * recording, e.g. "Recorded search of Forward checking, event 61 of 2,834" */
  text = g_strdup_printf (_("Recorded search of %s, event %'" PRIu64 " of %'" PRIu64),
                          algorithm != NULL ? futoshiki_algorithm_name (algorithm) : id,
                          (uint64_t) futoshiki_trace_player_get_position (player),
                          (uint64_t) futoshiki_trace_player_get_length (player));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* A step on a 50 × 50 board changes a few rows and columns: only their
 * cells are described again. */
static void
update_trace_cells (LabBoard *self)
{
  int n = futoshiki_document_get_size (self->document);
  guint64 position = futoshiki_trace_player_get_position (self->trace_player);
  FutoTraceFrame frame;

  if (self->trace_keys == NULL)
    self->trace_keys = g_array_new (FALSE, FALSE, sizeof (TraceKey));
  if (self->trace_keys->len != (guint) (n * n))
    {
      TraceKey none = { .flags = TRACE_KEY_NONE };

      g_array_set_size (self->trace_keys, 0);
      for (int i = 0; i < n * n; i++)
        g_array_append_val (self->trace_keys, none);
    }
  futoshiki_trace_player_get_frame (self->trace_player, &frame);
  for (int i = 0; i < n * n; i++)
    {
      TraceKey key = trace_key (&frame, position, i);

      if (memcmp (&key, &g_array_index (self->trace_keys, TraceKey, i), sizeof key) == 0)
        continue;
      update_cell (self, i);
      g_array_index (self->trace_keys, TraceKey, i) = key;
    }
}

/**
 * _lab_board_update_accessible:
 * @changed_cell: the cell that changed, or -1 for every cell
 *
 * A change in one cell can add or end a conflict anywhere in its row and
 * column, and a sign belongs to two cells: those lines are redescribed.
 */
void
_lab_board_update_accessible (LabBoard *self,
                              int       changed_cell)
{
  g_autofree char *label = lab_board_describe_cell (self, -1, -1);
  int n;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  if (self->trace_player != NULL)
    update_trace_description (self);
  if (self->document == NULL || self->cells->len == 0)
    return;

  n = futoshiki_document_get_size (self->document);
  /* Other handlers of a resize (the solution check, for one) may run
   * before the board's own has rebuilt its cells; that one updates them
   * all once they match the document again. */
  if (self->cells->len != (guint) (n * n))
    return;
  if (self->trace_player != NULL && futoshiki_trace_player_get_puzzle (self->trace_player)->size == n)
    {
      update_trace_cells (self);
      return;
    }
  if (changed_cell < 0 || changed_cell >= n * n)
    {
      for (int i = 0; i < n * n; i++)
        update_cell (self, i);
      return;
    }
  for (int i = 0; i < n; i++)
    {
      update_cell (self, (changed_cell / n) * n + i);
      if (i != changed_cell / n)
        update_cell (self, i * n + changed_cell % n);
    }
}
