/* lab-board-a11y.c: what the board says to a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is a grid and each cell a grid cell (see lab-board-cell.c)
 * whose label says everything the picture shows about it: "Row 2,
 * column 3, empty, candidates 1 and 4, less than the cell to the right".
 * Labels follow every change of the document, the mode and the marks.
 * Keyboard focus sits on the cursor's cell, so that it is announced.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-board-cell.h"
#include "lab-board-private.h"

static int
board_size (LabBoard *self)
{
  return self->document != NULL ? lab_document_get_size (self->document) : 0;
}

static gboolean
focus_is_inside (LabBoard *self)
{
  return (gtk_widget_get_state_flags (GTK_WIDGET (self)) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0;
}

/* Cell widgets come and go with the board's size. */
void
_lab_board_rebuild_cells (LabBoard *self)
{
  int n = board_size (self);

  for (guint i = 0; i < self->cells->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->cells, i));
  g_ptr_array_set_size (self->cells, 0);

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
  int n = board_size (self);

  if (n == 0)
    return FALSE;
  if (focus_is_inside (self))
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return gtk_widget_grab_focus (g_ptr_array_index (self->cells, self->cursor_row * n + self->cursor_col));
}

gboolean
_lab_board_grab_focus (GtkWidget *widget)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = board_size (self);

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
          /* Translators: the separator in a list of numbers */
          g_string_append (list, _(", "));
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

/**
 * _lab_board_describe_cell:
 *
 * Returns: the label of the cell, or of the whole board for row -1
 */
char *
_lab_board_describe_cell (LabBoard *self,
                          int       row,
                          int       col)
{
  static const FutoDirection dirs[] = { FUTO_DIR_RIGHT, FUTO_DIR_LEFT, FUTO_DIR_UP, FUTO_DIR_DOWN };
  LabDocument *document = self->document;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const LabProblems *problems;
  int n, cell, given, entry;
  FutoSet pencil;

  if (document == NULL)
    return g_strdup (_("Puzzle board"));
  n = lab_document_get_size (document);
  if (row < 0)
    {
      if (lab_document_get_mode (document) == LAB_DOCUMENT_MODE_EDIT)
        /* Translators: the board's label while editing, e.g. "7 × 7 puzzle, editing" */
        return g_strdup_printf (lab_document_get_puzzle_mode (document) == FUTO_MODE_UNEQUAL
                                ? _("%d × %d puzzle, editing")
                                /* Translators: e.g. "7 × 7 Adjacent puzzle, editing" */
                                : _("%d × %d Adjacent puzzle, editing"), n, n);
      if (lab_document_get_puzzle_mode (document) == FUTO_MODE_UNEQUAL)
        /* Translators: the board's label while playing, e.g. "7 × 7 puzzle, playing" */
        return g_strdup_printf (_("%d × %d puzzle, playing"), n, n);
      /* Translators: the same for an Adjacent puzzle, e.g. "7 × 7 Adjacent puzzle, playing" */
      return g_strdup_printf (_("%d × %d Adjacent puzzle, playing"), n, n);
    }

  cell = row * n + col;
  given = lab_document_get_given (document, row, col);
  entry = lab_document_get_entry (document, row, col);
  pencil = lab_document_get_pencil (document, row, col);

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
      FutoRelation rel = lab_document_get_relation (document, row, col, dirs[i]);

      if (rel != FUTO_REL_NONE)
        g_ptr_array_add (parts, g_strdup (sign_phrase (rel, gtk_widget_get_direction (GTK_WIDGET (self))
                                                            == GTK_TEXT_DIR_RTL, dirs[i])));
    }

  problems = _lab_board_get_problems (self);
  if (problems != NULL && (problems->cells[cell] & LAB_PROBLEM_CONFLICT))
    g_ptr_array_add (parts, g_strdup (_("breaks a rule")));
  else if (problems != NULL && (problems->cells[cell] & LAB_PROBLEM_MISTAKE))
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
  int n = lab_document_get_size (self->document);
  g_autofree char *label = _lab_board_describe_cell (self, index / n, index % n);

  gtk_accessible_update_property (GTK_ACCESSIBLE (g_ptr_array_index (self->cells, index)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
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
  g_autofree char *label = _lab_board_describe_cell (self, -1, -1);
  int n;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  if (self->document == NULL || self->cells->len == 0)
    return;

  n = lab_document_get_size (self->document);
  /* Other handlers of a resize (the solution check, for one) may run
   * before the board's own has rebuilt its cells; that one updates them
   * all once they match the document again. */
  if (self->cells->len != (guint) (n * n))
    return;
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
