/* lab-trace-legend.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sample is drawn by the same renderer as the board, on a one-cell
 * board, so the legend can never disagree with what it explains.
 */
#define G_LOG_DOMAIN "lab-trace-legend"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "futo-render-trace.h"
#include "lab-trace-legend.h"

typedef enum
{
  SAMPLE_CANDIDATES,
  SAMPLE_REMOVED,
  SAMPLE_DECISION,
  SAMPLE_FORCED,
  SAMPLE_FOCUS,
  SAMPLE_CAUSE,
  SAMPLE_DEAD_END,
  SAMPLE_CONFLICT,
  SAMPLE_SOLUTION,
  N_SAMPLES
} Sample;

#define SAMPLE_SIZE 36

static void
draw_sample (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  Sample sample = GPOINTER_TO_INT (data);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoSet candidates[16];
  FutoSet removed[16] = { 0 };
  uint8_t values[16] = { 0 }, decisions[16] = { 0 }, conflicts[16] = { 0 };
  FutoRenderStyle style;
  FutoTraceStyle trace_style;
  FutoRenderLayout layout;
  FutoTraceFrame frame;

  /* One cell of a 4×4 board, scaled to fill the sample. */
  if (dark)
    {
      futo_render_style_init_dark (&style);
      futo_render_trace_style_init_dark (&trace_style);
    }
  else
    {
      futo_render_style_init_light (&style);
      futo_render_trace_style_init_light (&trace_style);
    }
  style.fill_background = false;
  for (int i = 0; i < 16; i++)
    candidates[i] = FUTO_SET_FULL (4);
  futo_render_trace_frame_init (&frame);
  frame.candidates = candidates;
  frame.values = values;
  frame.removed = removed;
  frame.decisions = decisions;
  switch (sample)
    {
    case SAMPLE_CANDIDATES:
      candidates[0] = FUTO_SET_BIT (1) | FUTO_SET_BIT (3) | FUTO_SET_BIT (4);
      break;
    case SAMPLE_REMOVED:
      candidates[0] = FUTO_SET_BIT (1) | FUTO_SET_BIT (4);
      removed[0] = FUTO_SET_BIT (2) | FUTO_SET_BIT (3);
      break;
    case SAMPLE_DECISION:
      values[0] = 3;
      decisions[0] = 1;
      break;
    case SAMPLE_FORCED:
      values[0] = 2;
      break;
    case SAMPLE_FOCUS:
      values[0] = 3;
      decisions[0] = 1;
      frame.focus_cell = 0;
      break;
    case SAMPLE_CAUSE:
      values[0] = 4;
      frame.cause_cell = 0;
      break;
    case SAMPLE_DEAD_END:
      candidates[0] = 0;
      break;
    case SAMPLE_CONFLICT:
      values[0] = 2;
      conflicts[0] = 1;
      frame.conflicts = conflicts;
      frame.local_search = true;
      break;
    case SAMPLE_SOLUTION:
    case N_SAMPLES:
    default:
      frame.solution = true;
      break;
    }

  futo_render_layout_init (&layout, 4, width * 4.6, height * 4.6);
  layout.x = layout.y = width * 0.06;
  if (sample == SAMPLE_SOLUTION)
    {
      /* A frame needs a board to go round: a small solved one. */
      futo_puzzle_free (puzzle);
      puzzle = futo_puzzle_new (2);
      values[0] = values[3] = 1;
      values[1] = values[2] = 2;
      futo_render_layout_init (&layout, 2, width * 0.7, height * 0.7);
      layout.x += width * 0.15;
      layout.y += height * 0.15;
    }
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  futo_render_trace (cr, &layout, &style, &trace_style, puzzle, &frame, NULL);
  futo_puzzle_free (puzzle);
}

GtkWidget *
lab_trace_legend_new (void)
{
  static const char *meanings[N_SAMPLES] = {
    N_("Values still possible in the cell"),
    N_("Values this step removed (struck through)"),
    N_("A guess of the search (underlined)"),
    N_("A value forced by propagation"),
    N_("The cell of the current event (solid ring)"),
    N_("The cell that caused it (dashed outline)"),
    N_("No value left: a dead end (hatched, crossed)"),
    N_("Breaks a rule, in local search (hatched corner)"),
    N_("A solution (double frame)"),
  };
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (int i = 0; i < N_SAMPLES; i++)
    {
      GtkWidget *area = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (_(meanings[i]));

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample, GINT_TO_POINTER (i), NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(meanings[i]),
                                      -1);
      gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      /* A minimum width that does not follow the longest word (lab-visualizer.ui). */
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), area, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label, 1, i, 1, 1);
    }
  return grid;
}
