/* futoshiki-algorithm-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core describes its algorithms in English (it is plain C without
 * gettext, and the CLI prints those words). The app keeps its own table,
 * keyed by the stable id, so that the chooser, the comparison and the
 * visualizer speak the user's language; an algorithm added to the core
 * before this table learns of it still shows, in English.
 */
#define G_LOG_DOMAIN "lab-algorithm-text"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"

/* reference: only for the methods that are not from the literature, whose
 * core reference is a sentence about them rather than a citation; a
 * citation stays as written. */
static const struct {
  const char *id;
  const char *name;
  const char *description;
  const char *reference;
} texts[] = {
  { "lab",
    /* Translators: the name of this app's own solver */
    N_("Futoshiki Lab engine"),
    N_("Three synchronised views, sign bounds, all-different by matching, "
       "weighted binary branching with restarts"),
    /* Translators: where the app's own solver comes from; the names and
     * years are citations, keep them */
    N_("Futoshiki Lab's own engine (after Dotu et al. 2003, Régin 1994, "
       "Boussemart et al. 2004, Gomes et al. 1998)") },
  { "prop",
    N_("Propagation and backtracking"),
    N_("Row, column and sign propagation with hidden singles; branches on the cell with the "
       "fewest candidates"),
    /* Translators: latin.c is a file of Simon Tatham's puzzles; keep it */
    N_("Futoshiki Lab's first solver (classic constraint propagation, cf. Tatham's latin.c)") },
  { "bt",
    /* Translators: FutoshikiBT is the algorithm's name in its paper; keep it */
    N_("Backtracking (FutoshikiBT)"),
    N_("Plain chronological backtracking: cells in row-major order, values 1..n, each checked "
       "against the assigned cells") },
  { "color",
    /* Translators: ColorFutoshiki is the algorithm's name in its paper; keep it */
    N_("List colouring (ColorFutoshiki)"),
    N_("Precolouring extension: each empty cell's colour list filtered by the givens and the "
       "signs, then backtracking over the lists in row-major order") },
  { "fc",
    N_("Forward checking"),
    N_("Backtracking in row-major order, values ascending; each assignment removes its value "
       "from its row, column and sign neighbours, and an emptied domain is a dead end") },
  { "fc-mrv1",
    /* Translators: MRV = minimum remaining values, a heuristic's usual name */
    N_("Forward checking with MRV 1"),
    N_("Picks the cell with the fewest values that its row, column and signs allow; "
       "values descending; stops after 10^6 assignments unless told otherwise") },
  { "fc-mrv2",
    N_("Forward checking with MRV 2"),
    N_("Picks the cell with the fewest values that its row and column allow (signs "
       "ignored); values descending; stops after 10^6 assignments unless told otherwise") },
  { "fc-mrv3",
    N_("Forward checking with MRV 3"),
    N_("MRV 1 with ties going to the cell with the most signs (degree heuristic); "
       "values descending; stops after 10^6 assignments unless told otherwise") },
  { "ac3",
    /* Translators: AC-3 is the name of an algorithm; keep it */
    N_("AC-3 and forward checking"),
    N_("Makes every row, column and sign arc consistent with AC-3 once, then backtracks "
       "with forward checking in row-major order") },
  { "mac",
    N_("Maintaining arc consistency"),
    N_("Backtracking in row-major order that restores arc consistency with AC-3 after "
       "every assignment") },
  { "bfs",
    /* Translators: BFS = breadth-first search */
    N_("BFS deduction (and brute force)"),
    /* Translators: “guess=1” is an option as typed; keep it */
    N_("Candidate lists and breadth-first placement of single candidates and single places; "
       "gives up when stuck unless guess=1 adds brute force") },
  { "sa",
    N_("Simulated annealing"),
    N_("Random single-cell moves on a full board, accepted by the Metropolis rule as the "
       "temperature cools") },
  { "cso",
    N_("Cat swarm optimisation"),
    N_("A swarm of boards with permutation rows, seeking around themselves or tracing the "
       "best cat") },
};

static int
find_text (const FutoAlgorithm *algorithm)
{
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (g_strcmp0 (texts[i].id, algorithm->id) == 0)
      return (int) i;
  return -1;
}

const char *
futoshiki_algorithm_name (const FutoAlgorithm *algorithm)
{
  int i;

  g_return_val_if_fail (algorithm != NULL, "");

  i = find_text (algorithm);
  return i >= 0 ? _(texts[i].name) : algorithm->name;
}

const char *
futoshiki_algorithm_description (const FutoAlgorithm *algorithm)
{
  int i;

  g_return_val_if_fail (algorithm != NULL, "");

  i = find_text (algorithm);
  return i >= 0 ? _(texts[i].description) : algorithm->description;
}

const char *
futoshiki_algorithm_reference (const FutoAlgorithm *algorithm)
{
  int i;

  g_return_val_if_fail (algorithm != NULL, "");

  i = find_text (algorithm);
  return i >= 0 && texts[i].reference != NULL ? _(texts[i].reference) : algorithm->reference;
}
