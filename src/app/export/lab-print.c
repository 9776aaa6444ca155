/* lab-print.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A print operation with a page of its own in the print dialog: how many
 * copies of the puzzle share a page (columns × rows), whether a page with
 * the solution follows, and how large the cells are when the puzzle has
 * the page to itself. The pages are drawn by src/render, in points, so a
 * 10 mm cell is 10 mm on paper: futo_render_export_draw() for one puzzle or its
 * solution, futo_render_booklet_draw_page() for several to a page.
 */
#define G_LOG_DOMAIN "lab-print"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-booklet.h"
#include "futo-export.h"
#include "lab-print.h"

struct _LabPrint
{
  GtkPrintOperation  parent_instance;

  FutoGame          *game;
  guint8            *solution;
  int                columns;
  int                rows;
  gboolean           solutions;
  double             cell_mm;

  /* While printing: several puzzles to a page, else NULL. */
  FutoBooklet       *booklet;

  /* The custom tab, while the dialog shows it */
  GtkSpinButton     *columns_spin;
  GtkSpinButton     *rows_spin;
  GtkSwitch         *solutions_switch;
  GtkSpinButton     *cell_spin;
};

G_DEFINE_FINAL_TYPE (LabPrint, lab_print, GTK_TYPE_PRINT_OPERATION)

enum {
  PROP_0,
  PROP_COLUMNS,
  PROP_ROWS,
  PROP_SOLUTIONS,
  PROP_CELL_MM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

LabPrint *
lab_print_new (const FutoGame *game,
               const guint8   *solution)
{
  LabPrint *self;
  int n;

  g_return_val_if_fail (game != NULL && game->puzzle != NULL, NULL);

  self = g_object_new (LAB_TYPE_PRINT, NULL);
  self->game = futo_game_copy (game);
  n = game->puzzle->size;
  if (solution != NULL)
    self->solution = g_memdup2 (solution, (gsize) n * n);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self),
                                    game->title != NULL && game->title[0] != '\0'
                                    ? game->title : _("Futoshiki Puzzle"));
  return self;
}

static gboolean
has_solution_page (LabPrint *self)
{
  return self->solutions && self->solution != NULL;
}

static void
export_options_init (LabPrint          *self,
                     FutoExportOptions *options,
                     FutoExportContent  content)
{
  futo_render_export_options_init (options);
  options->content = content;
  options->solution = self->solution;
  options->cell_mm = self->cell_mm;
}

static void
lab_print_begin_print (GtkPrintOperation *operation,
                       GtkPrintContext   *context)
{
  LabPrint *self = LAB_PRINT (operation);
  int pages = 1;

  g_clear_pointer (&self->booklet, futo_render_booklet_free);
  if (self->columns * self->rows > 1)
    {
      FutoBookletOptions options;

      futo_render_booklet_options_init (&options);
      options.page_width = gtk_print_context_get_width (context);
      options.page_height = gtk_print_context_get_height (context);
      options.columns = self->columns;
      options.rows = self->rows;
      /* The solution gets a page of its own below, at a size to read. */
      options.solutions = FALSE;
      options.title = self->game->title;
      self->booklet = futo_render_booklet_new (&options);
      /* NULL when the paper is too small for so many: one to a page then. */
      for (int i = 0; self->booklet != NULL && i < self->columns * self->rows; i++)
        futo_render_booklet_add (self->booklet, self->game->puzzle, NULL, self->game->difficulty);
    }
  if (has_solution_page (self))
    pages++;
  gtk_print_operation_set_n_pages (operation, pages);
}

static void
lab_print_draw_page (GtkPrintOperation *operation,
                     GtkPrintContext   *context,
                     int                page)
{
  LabPrint *self = LAB_PRINT (operation);
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  FutoExportOptions options;

  if (page == 0 && self->booklet != NULL)
    {
      futo_render_booklet_draw_page (self->booklet, cr, 0, width, height);
      return;
    }
  export_options_init (self, &options, page == 0 ? FUTO_EXPORT_PUZZLE : FUTO_EXPORT_SOLUTION);
  futo_render_export_draw (cr, self->game, &options, width, height);
}

static void
lab_print_end_print (GtkPrintOperation *operation,
                     GtkPrintContext   *context)
{
  LabPrint *self = LAB_PRINT (operation);

  g_clear_pointer (&self->booklet, futo_render_booklet_free);
}

/* The custom tab */

static void
update_cell_sensitivity (LabPrint *self)
{
  /* Several to a page share out the paper: the cell size is theirs. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->cell_spin),
                            gtk_spin_button_get_value_as_int (self->columns_spin)
                            * gtk_spin_button_get_value_as_int (self->rows_spin) == 1);
}

static GtkSpinButton *
add_spin_row (GtkGrid    *grid,
              int         row,
              const char *label,
              double      lower,
              double      upper,
              double      step,
              double      value,
              guint       digits)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), spin);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_halign (spin, GTK_ALIGN_START);
  gtk_grid_attach (grid, title, 0, row, 1, 1);
  gtk_grid_attach (grid, spin, 1, row, 1, 1);
  return GTK_SPIN_BUTTON (spin);
}

static GtkWidget *
lab_print_create_custom_widget (GtkPrintOperation *operation)
{
  LabPrint *self = LAB_PRINT (operation);
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *label;

  gtk_grid_set_row_spacing (grid, 12);
  gtk_grid_set_column_spacing (grid, 12);
  gtk_widget_set_margin_start (GTK_WIDGET (grid), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (grid), 18);
  gtk_widget_set_margin_top (GTK_WIDGET (grid), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (grid), 18);

  self->columns_spin = add_spin_row (grid, 0, _("Puzzles _across a page"),
                                     1, FUTO_BOOKLET_MAX_PER_SIDE, 1, self->columns, 0);
  self->rows_spin = add_spin_row (grid, 1, _("Puzzles _down a page"),
                                  1, FUTO_BOOKLET_MAX_PER_SIDE, 1, self->rows, 0);
  self->cell_spin = add_spin_row (grid, 2, _("_Cell size in millimetres"),
                                  FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM, 0.5,
                                  self->cell_mm, 1);

  label = gtk_label_new_with_mnemonic (_("_Solution on a page of its own"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  self->solutions_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->solutions_switch));
  gtk_switch_set_active (self->solutions_switch, self->solutions);
  gtk_widget_set_halign (GTK_WIDGET (self->solutions_switch), GTK_ALIGN_START);
  gtk_widget_set_sensitive (GTK_WIDGET (self->solutions_switch), self->solution != NULL);
  gtk_widget_set_sensitive (label, self->solution != NULL);
  gtk_grid_attach (grid, label, 0, 3, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->solutions_switch), 1, 3, 1, 1);
  if (self->solution == NULL)
    {
      GtkWidget *reason = gtk_label_new (_("Only a puzzle with one solution can print it."));

      gtk_label_set_xalign (GTK_LABEL (reason), 0);
      gtk_widget_add_css_class (reason, "dim-label");
      gtk_grid_attach (grid, reason, 0, 4, 2, 1);
    }

  g_signal_connect_swapped (self->columns_spin, "value-changed",
                            G_CALLBACK (update_cell_sensitivity), self);
  g_signal_connect_swapped (self->rows_spin, "value-changed",
                            G_CALLBACK (update_cell_sensitivity), self);
  update_cell_sensitivity (self);
  return GTK_WIDGET (grid);
}

static void
lab_print_custom_widget_apply (GtkPrintOperation *operation,
                               GtkWidget         *widget)
{
  LabPrint *self = LAB_PRINT (operation);

  lab_print_set_columns (self, gtk_spin_button_get_value_as_int (self->columns_spin));
  lab_print_set_rows (self, gtk_spin_button_get_value_as_int (self->rows_spin));
  lab_print_set_cell_mm (self, gtk_spin_button_get_value (self->cell_spin));
  lab_print_set_solutions (self, gtk_switch_get_active (self->solutions_switch));
}

/* Properties */

int
lab_print_get_columns (LabPrint *self)
{
  g_return_val_if_fail (LAB_IS_PRINT (self), 1);

  return self->columns;
}

void
lab_print_set_columns (LabPrint *self,
                       int       columns)
{
  g_return_if_fail (LAB_IS_PRINT (self));

  columns = CLAMP (columns, 1, FUTO_BOOKLET_MAX_PER_SIDE);
  if (self->columns == columns)
    return;
  self->columns = columns;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLUMNS]);
}

int
lab_print_get_rows (LabPrint *self)
{
  g_return_val_if_fail (LAB_IS_PRINT (self), 1);

  return self->rows;
}

void
lab_print_set_rows (LabPrint *self,
                    int       rows)
{
  g_return_if_fail (LAB_IS_PRINT (self));

  rows = CLAMP (rows, 1, FUTO_BOOKLET_MAX_PER_SIDE);
  if (self->rows == rows)
    return;
  self->rows = rows;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROWS]);
}

gboolean
lab_print_get_solutions (LabPrint *self)
{
  g_return_val_if_fail (LAB_IS_PRINT (self), FALSE);

  return self->solutions;
}

void
lab_print_set_solutions (LabPrint *self,
                         gboolean  solutions)
{
  g_return_if_fail (LAB_IS_PRINT (self));

  solutions = !!solutions;
  if (self->solutions == solutions)
    return;
  self->solutions = solutions;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTIONS]);
}

double
lab_print_get_cell_mm (LabPrint *self)
{
  g_return_val_if_fail (LAB_IS_PRINT (self), FUTO_EXPORT_DEFAULT_CELL_MM);

  return self->cell_mm;
}

void
lab_print_set_cell_mm (LabPrint *self,
                       double    cell_mm)
{
  g_return_if_fail (LAB_IS_PRINT (self));

  cell_mm = CLAMP (cell_mm, FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM);
  if (G_APPROX_VALUE (self->cell_mm, cell_mm, 1e-9))
    return;
  self->cell_mm = cell_mm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELL_MM]);
}

static void
lab_print_finalize (GObject *object)
{
  LabPrint *self = LAB_PRINT (object);

  g_clear_pointer (&self->booklet, futo_render_booklet_free);
  g_clear_pointer (&self->game, futo_game_free);
  g_clear_pointer (&self->solution, g_free);

  G_OBJECT_CLASS (lab_print_parent_class)->finalize (object);
}

static void
lab_print_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LabPrint *self = LAB_PRINT (object);

  switch (prop_id)
    {
    case PROP_COLUMNS:
      g_value_set_int (value, self->columns);
      break;

    case PROP_ROWS:
      g_value_set_int (value, self->rows);
      break;

    case PROP_SOLUTIONS:
      g_value_set_boolean (value, self->solutions);
      break;

    case PROP_CELL_MM:
      g_value_set_double (value, self->cell_mm);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_print_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  LabPrint *self = LAB_PRINT (object);

  switch (prop_id)
    {
    case PROP_COLUMNS:
      lab_print_set_columns (self, g_value_get_int (value));
      break;

    case PROP_ROWS:
      lab_print_set_rows (self, g_value_get_int (value));
      break;

    case PROP_SOLUTIONS:
      lab_print_set_solutions (self, g_value_get_boolean (value));
      break;

    case PROP_CELL_MM:
      lab_print_set_cell_mm (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_print_class_init (LabPrintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = lab_print_finalize;
  object_class->get_property = lab_print_get_property;
  object_class->set_property = lab_print_set_property;

  operation_class->begin_print = lab_print_begin_print;
  operation_class->draw_page = lab_print_draw_page;
  operation_class->end_print = lab_print_end_print;
  operation_class->create_custom_widget = lab_print_create_custom_widget;
  operation_class->custom_widget_apply = lab_print_custom_widget_apply;

  properties[PROP_COLUMNS] =
    g_param_spec_int ("columns", NULL, NULL, 1, FUTO_BOOKLET_MAX_PER_SIDE, 1, flags);
  properties[PROP_ROWS] =
    g_param_spec_int ("rows", NULL, NULL, 1, FUTO_BOOKLET_MAX_PER_SIDE, 1, flags);
  properties[PROP_SOLUTIONS] =
    g_param_spec_boolean ("solutions", NULL, NULL, FALSE, flags);
  properties[PROP_CELL_MM] =
    g_param_spec_double ("cell-mm", NULL, NULL, FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM,
                         FUTO_EXPORT_DEFAULT_CELL_MM, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lab_print_init (LabPrint *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  self->columns = 1;
  self->rows = 1;
  /* The same cell as Export's, so a print and a PDF of a puzzle match. */
  self->cell_mm = FUTO_EXPORT_DEFAULT_CELL_MM;

  /* Points, so that the renderer's millimetres are millimetres on paper. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  /* Translators: the print dialog's tab for the layout of the puzzles */
  gtk_print_operation_set_custom_tab_label (operation, _("Puzzle Layout"));
}

gboolean
lab_print_has_previewer (GtkSettings *settings)
{
  g_autofree char *command = NULL;
  g_autofree char *program = NULL;
  g_auto(GStrv) argv = NULL;

  g_return_val_if_fail (settings == NULL || GTK_IS_SETTINGS (settings), FALSE);

  g_object_get (settings != NULL ? settings : gtk_settings_get_default (),
                "gtk-print-preview-command", &command, NULL);
  if (command == NULL || !g_shell_parse_argv (command, NULL, &argv, NULL) || argv[0] == NULL)
    return FALSE;
  program = g_find_program_in_path (argv[0]);
  return program != NULL;
}
