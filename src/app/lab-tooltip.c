/* lab-tooltip.c: tooltips made when they are asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A label whose text changes often (a row of a list being bound, a line of
 * progress eight times a second) must not set its tooltip text each time:
 * GTK 4.8 then looks for the pointer on the X server, a round trip per
 * change, which was a quarter of the main thread's time while the
 * visualizer played (bench/app/README.md). It also makes the tooltip the
 * label's accessible description, so a screen reader would say the text
 * twice. Answering query-tooltip with the label's text does neither.
 */
#define G_LOG_DOMAIN "lab-tooltip"

#include "config.h"

#include "lab-tooltip.h"

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = gtk_label_get_text (GTK_LABEL (widget));

  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
lab_tooltip_show_label_text (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_widget_set_has_tooltip (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}
