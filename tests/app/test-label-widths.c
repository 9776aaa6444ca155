/* test-label-widths.c: wrapping labels keep their minimum width, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkBox laid out horizontally measures a wrapping label's width for a
 * height and checks it against the label's plain minimum width; when the two
 * disagree GTK 4.8 emits "GtkLabel reports a minimum width of …, but minimum
 * width for height … is …". (The stress test met it through a slide
 * animation, see lab-hint-bar.c.) A wrapping label's minimum width normally
 * follows its longest word, so it moves whenever its text changes, a second
 * way to the same message. Here every wrapping label in such a box (the
 * hint bar, the visualizer's warning) is given a short and a long text: its
 * minimum width must stay the same, and no height may ask for more.
 */
#include "config.h"

#include "board-test-util.h"

/* The height GTK 4.8's box measures at in that check: as good as any height. */
#define HUGE_HEIGHT (1 << 20)

static const char *const texts[] = {
  "Go",
  "A hint that runs on: r1c1 > r1c2 and r1c2 is at least 1, so r1c1 cannot be 1.",
  "Kandidatenausschlussverfahrensbeschreibungen, an unbreakable word",
};

static gboolean
in_horizontal_box (GtkWidget *label)
{
  GtkWidget *parent = gtk_widget_get_parent (label);

  return GTK_IS_BOX (parent)
         && gtk_orientable_get_orientation (GTK_ORIENTABLE (parent)) == GTK_ORIENTATION_HORIZONTAL;
}

static void
check_label (GtkLabel *label)
{
  g_autofree char *saved = g_strdup (gtk_label_get_label (label));
  gboolean markup = gtk_label_get_use_markup (label);
  int first_minimum = -1;

  gtk_label_set_use_markup (label, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      int minimum, natural, for_height, natural_for_height;

      gtk_label_set_text (label, texts[i]);
      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1,
                          &minimum, &natural, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, HUGE_HEIGHT,
                          &for_height, &natural_for_height, NULL, NULL);
      g_test_message ("label %p (\"%s\") showing \"%.20s...\": minimum width %d, for any height %d",
                      label, saved, texts[i], minimum, for_height);
      g_assert_cmpint (for_height, <=, minimum);
      if (first_minimum < 0)
        first_minimum = minimum;
      g_assert_cmpint (minimum, ==, first_minimum);
    }
  gtk_label_set_use_markup (label, markup);
  gtk_label_set_label (label, saved);
}

static guint
check_tree (GtkWidget *widget)
{
  guint checked = 0;

  /* GTK's own tooltip label is not the app's to configure. */
  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkTooltipWindow") == 0)
    return 0;
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)) && in_horizontal_box (widget))
    {
      check_label (GTK_LABEL (widget));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_tree (child);
  return checked;
}

static void
test_wrapping_labels (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_create_window (document);
  guint checked;

  checked = check_tree (GTK_WIDGET (window));
  g_test_message ("%u wrapping labels in horizontal boxes", checked);
  /* The hint bar's and the visualizer's warning at least: never vacuous. */
  g_assert_cmpuint (checked, >=, 2);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/label-widths/wrapping", test_wrapping_labels);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
