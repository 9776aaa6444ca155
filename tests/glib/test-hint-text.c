/* test-hint-text.c: hints, techniques, levels and algorithms in the user's
 * language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app words hints from the core's data instead of showing the core's
 * English. In English the words must be the core's, for every hint the
 * hints of many generated puzzles walk through; every technique must have
 * a sentence; and under LANGUAGE=de, with the build's own catalogue, a
 * hint, a technique, a level and an algorithm come out German. No display
 * is needed.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-hint-text.h"
#include "futoshiki-trace-sentence.h"

/* Simon Tatham's Unequal, 5 × 5 (tests/data/examples/unequal_5x5.txt). */
static const char known_id[] = "5:0D,0,0,0,4,0R,0,1,0,0,0,0,0,0D,0,0,0,0,0,0,0,0,0U,0L,0U,";

static FutoPuzzle *
known_puzzle (void)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_tatham_read (known_id, strlen (known_id), &error);

  g_assert_nonnull (puzzle);
  return puzzle;
}

/* Follows hints from an empty board to the end, pencil marks kept, and
 * checks that the app's English for every hint is the core's. Counts the
 * techniques met. Returns the number of steps. */
static int
walk_hints (const FutoPuzzle *puzzle,
            int              *seen)
{
  int cells = puzzle->size * puzzle->size, steps = 0;
  g_autofree guint8 *entries = g_new0 (guint8, cells);
  g_autofree FutoSet *pencil = g_new0 (FutoSet, cells);
  FutoHint hint;

  futo_hint_init (&hint);
  for (;;)
    {
      FutoHintKind kind = futo_hint_find (puzzle, entries, pencil, &hint);
      g_autofree char *core_full = futo_hint_full (puzzle, &hint);
      g_autofree char *app_full = futoshiki_hint_text_full (puzzle, &hint);
      g_autofree char *app_vague = futoshiki_hint_text_vague (puzzle, &hint);

      g_assert_nonnull (app_vague);
      g_assert_cmpstr (app_vague, !=, "");
      if (kind != FUTO_HINT_STEP)
        {
          g_assert_cmpint (kind, ==, FUTO_HINT_SOLVED);
          break;
        }
      /* The one place where the words may differ is none: same English. */
      g_assert_cmpstr (app_full, ==, core_full);
      seen[hint.step.technique]++;
      futo_hint_apply (puzzle, &hint, entries, pencil);
      g_assert_cmpint (++steps, <, 4 * cells * puzzle->size);
    }
  futo_hint_clear (&hint);
  return steps;
}

/* Puzzles made by futoshiki generate (Unequal and Adjacent, every level
 * from easy to recursive, givens and signs styles), kept as game IDs so
 * that this test does not move with the generator: between them they need
 * nearly every technique. */
static const char *const walk_ids[] = {
  "5:4,0,0R,0,0,0,3,0,0,0,5,0D,0,1,0,0,0,5,0,0,0,0,0,0,4,", /* easy */
  "5:0,0R,0,5,0,0,0D,0,0,0D,0,0L,0,0,0,4D,0,0,0,0,0,0,0,0R,2,", /* easy */
  /* medium */
  "6:0D,0L,0L,0,0,0,0,0,0,0U,2,0,0R,0,0,0,0,0,0U,0,0,0U,0,0,0,0U,6,0,0D,0D,6,2,0,0,0,0,",
  /* medium */
  "6:0D,0,0L,5D,0R,0,4,0,0,0,0D,0,1,0,0,0,0,0,0D,0,0,0D,0L,0,0R,0,0,0,0,0,0,0R,0U,0,0,0,",
  /* medium */
  "6:3,0,1,0,0,0,0R,0,0D,3,0,0,0,0,0RL,0,0,3,1,0,0D,0,0L,0,0D,0,0D,0,0,0D,0,0U,0,0,0,0L,",
  /* medium */
  "6:0,0,0L,0L,1,6,0,6,0,0,0,0,0,0L,0,0,0,0UL,2,0,0,0,0,0U,0,0L,0L,0U,0D,0,0,0R,0,0R,0,0,",
  /* medium */
  "8:0,0L,0,0,2,0,6,0D,0D,0L,0,0,0,0L,0D,0,0,8,0,0R,0D,0,0,0,6,0,0,0,0L,0,0,2U,0,0L,0R,0,0,6,"
  "0,8,0,0,0U,0L,1,0,0,0,0,0,4,0,0,0,0R,0U,0,0U,0R,0R,0,0,0U,0,",
  /* medium */
  "8:0,0,0R,0,0,0,0,2,0D,0D,0,0,0R,0D,0R,0U,0,6,0R,0,0,0L,0,0,0,0,0,0,6,0,0,0,7,0,0,0,0,0,0,"
  "8,0U,0R,0RD,0U,0,0,0L,0,0,0U,0,0D,0L,0,0,0D,0U,0,0,0L,2,1,0,0,",
  /* medium */
  "8:6,0,0,0,0L,0L,0,0,4D,0U,0,1,6,0U,0R,0,0,0,0,0,0,0,0,0,0,0U,0,6,0U,0,0D,0,0,1,8,0U,0U,0,"
  "0,0,0,4,1,0,0,0L,0,0,0,0D,0,0L,2,3,0,0,0,0,2,0,0,0,4,0,",
  /* hard */
  "7:0,0L,0,6,4,0,0,0,0UD,3,0,0,0R,0,0,0,0,0,3,0RD,0,0,0,0,2L,0,0,7,5,0,0,0,0,0,1,6,0,0,3,0,"
  "7,0,0,4,0,0,5,0,0,",
  /* hard */
  "7:0,0,0,1,0,0,3,0,4,0,0R,0,5,0,0,0,0,5,0,1,0,7,6,0,0,0,0,0,2,0,0,4,0,0,0,1,0,0,0,3,0,0D,0,"
  "2,6,0,0,0,5,",
  /* hard */
  "7:0,5,3,0,0,1,0,0,0,0,0R,0,0,0,7,0,0,0D,0,0,0,0,0,5,0,0,0,0,6,0,0,0R,0,4,0,0,0,0,6,1,0,7,"
  "0,4,0,5,0,0,6,",
  /* hard */
  "9:0,0,0D,0,0R,0D,0,8,0,0,0,0R,0U,7,0R,0,1,0,0,0U,0,0D,0D,0,3,0,0U,2,5U,0U,0,0,0,0,0,0L,0,"
  "0,0D,0,0,0,0R,0D,0D,0,0,0L,0,0,0,0,0,0,0,0,0D,0UR,0R,0R,0,0D,3,0,0,0,0,0,2,0L,0R,0,0,3L,2,"
  "0,5,0,0R,0,0,",
  /* hard */
  "9:0,0,0R,0,0R,0,0D,0,7,7,0,0R,0,0L,0,0,0R,0,0,0,0,0,0L,1,0D,0,0,0,0U,0U,0,0,0,0,3,0,0,0U,"
  "0U,0D,0UD,0,7,0U,4,0,0,0,0,0,8,0D,0,0,0,0RL,0D,0,0R,0,0R,0R,0,0,0U,0,5U,1,0,0,0D,0,0,2,0,"
  "0,0L,0,1,0R,0,",
  /* hard */
  "9:5,0L,0,0,0RL,0,0,0D,0L,0,0,0L,0,2R,0,0,0L,0,7,0,0,0U,0,0D,0U,0,0UD,0,0,0U,0L,0DL,0,0,0U,"
  "0L,0,0L,0L,0,0RL,0,0,0,0,0,0,4,0,0,0,0U,0U,2,0UD,0,0R,0,0,0R,0,0R,0D,0,0,0,0,1,0UD,0,0U,0,"
  "0,0,0UL,2,0,0,0,0L,8L,",
  /* extreme */
  "7:5D,0,0,0,0,0,0D,0,0D,0,0U,0,0,0,0,0L,0U,0,0,4R,0,0,0U,0,0,0,0,0L,0,7,0U,0L,0R,0,0D,0D,0,"
  "0D,0U,0,0,0,0,0,0,0,5,1,6,",
  /* extreme */
  "7:0,0,2RD,0,0,0R,0,0,0L,0,0R,0R,5,0,0,0,0L,5,0,0,0,0UR,0R,0,0,0R,0U,0,2R,0,0,0U,0,0,0,0,"
  "0R,0,0,0,0,7,0U,2,0,0,0,0R,5,",
  /* extreme */
  "7:2,0R,0R,0,0,0,0D,0,0,0,0R,0,0,0,0D,0U,0U,0D,0R,0,0,0,0,0,0,0,0,0,0,0RL,0U,7,0U,0,0U,7,0,"
  "0D,0L,0,0UD,0,0,0L,0,0R,0U,0,0,",
  /* extreme */
  "9:3,6,0,0,9,0,1,0,4,9,2,0D,0,0,0D,0,0,8,0,4,0,0RD,0,5,0,0,0L,0,0,0,0R,0,9,0,3,7,0,0,0,7,0,"
  "1,0,0,0,0U,0,8,5,0,0,0,2,0,0,0,0,0R,6,0,0,0D,3,0,0,3,0,8,0,4,0,0,0,3,2,0,0,0,7,4,0,",
  /* extreme */
  "9:0,0,0,2,5,3,0,0,0,2,0,0,0,0,7,4,0,0L,1,0,0,6,7,0,2,0,0L,0,5,0,0,3,8,0D,7,0,0R,0,7,0R,0,"
  "0,0,4D,0,4,0,0L,0,0,0,0,0,7,7,6,5U,0,0,0,0,0,4,0,0,1,3,0,0,6,0,0,0,8,0,0,0,0,0,0U,2,",
  /* extreme */
  "9:5,6,0,0L,0L,0,0L,0L,0,0D,0,8,0,2,0,0,0,3,0R,0,0,0,0,0R,0,1,5,8,1,0,5,0U,0,0,2,0,0,0D,9,"
  "0,0,5,7,0R,0,1,0,0,6,0,9,0,5,0,0D,0,6,1,0,0,0,0,0,0,0,0,0,0,7,4,0,0,6,0,0L,0,9,0,1,0,8,",
  /* extreme */
  "9:0,0,0,3,0,8,0,7,0D,1,3D,0,0L,4,2,0,0L,0,0,0,7,6,0,3,4,0,0,0,0,0,0,2,0D,0,5,0U,3,6,0D,0,"
  "0,0,0,0D,4,0,4,0,0U,0,7,5,0,0,0,0,0,0D,0,4,0,0,3,2,0,9,0,0L,0L,0,0,0L,0,0,6,9,0,0,0,0,0,",
  "5a:0,0,0RD,0L,0,0,0RD,0URL,0L,0D,0R,4UL,0R,0L,0U,0RD,0L,0R,0DL,0,0U,0,0,0UR,0L,", /* easy */
  /* easy */
  "5a:0R,0RL,0DL,0R,0DL,0R,0DL,0UR,0L,0U,0R,0UL,0R,0L,0,0,0,0RD,0DL,0,0,0R,0URL,0URL,2L,",
  /* medium */
  "6a:0R,0RL,0L,0,0,0,0,0,0RD,0DL,0,0D,4D,0R,0URDL,0UL,0RD,0UL,0U,0,0U,0,0UD,0,0,0R,0L,0,0UR,"
  "0DL,0,0,0R,0L,0,0U,",
  /* medium */
  "6a:0,0R,0L,0R,0RDL,0L,0R,0RDL,0L,0R,0UDL,0,0,0URD,0L,0,0U,0,0,0UD,0,0,6D,0,0RD,0UL,0D,0,"
  "0UR,0L,0U,0R,0UL,0,0,0,",
  /* medium */
  "6a:0D,0RD,0RL,0L,0,0,0U,0U,0,5,0RD,0DL,0R,0L,0,0R,0URL,0UL,0RD,0RDL,0L,0,0R,0DL,0UR,0UL,0,"
  "0R,0L,0U,0,0,0R,0RL,0L,0,",
  /* hard */
  "7a:0R,0L,0,0RD,0DL,0,0,0,0D,0D,0URD,0UDL,0D,0,0R,0UDL,0U,0URD,0UL,0U,0D,0,7U,0D,0U,0D,0D,"
  "0U,0,0D,0UR,0RL,0UL,0UR,0L,0,0UR,0L,0,0R,0DL,0,0R,0L,0R,0L,0,0U,0,",
  /* hard */
  "7a:0,2R,0L,0,0D,0,0D,0D,0R,0RL,0RL,0UL,0D,0U,0U,0,0,0R,0DL,0U,0,0RD,0DL,0,0D,0U,0D,0,0UR,"
  "0UL,0,0UR,0DL,0U,0,0,0D,0R,0L,0UD,0D,0,0,0U,0,0,0U,0U,0,",
  /* extreme */
  "7a:0,0D,0,0R,0DL,0,0D,0,0UR,0DL,0,0UR,0DL,0UD,0R,0L,0UR,0DL,0,0UR,0UL,0,0,0,0U,0,0,0D,0,"
  "0R,6DL,0D,0RD,0DL,0U,0,0RD,0UL,0U,0UR,0UL,0,0,0U,0,0,0,0,0,",
  /* extreme */
  "7a:0,0R,1L,0D,0D,0D,0,0,0D,0,0UD,0UD,0UD,0,0,0UR,0L,0UD,0U,0UR,0L,0D,0R,0RDL,0UL,0D,0RD,"
  "0L,0UR,0DL,0U,0D,0U,0U,0,0D,0UR,0DL,0U,0,0D,0,0UR,0L,0UR,0L,0R,0UL,0,",
  /* extreme */
  "9:0R,0,0,0,0,0D,0,0DL,7L,0R,0,0,0D,0,0,0,0R,0,0,0,1,0,9,0D,0L,0,0L,9,3,0,0,0,0,0,0,0L,5,"
  "0L,0R,0U,0,0R,0U,0,0,0U,0U,0,4,0R,0D,8,0,0U,0UD,0,0,0R,0,0,0,0,0U,0D,0,0R,0,0,0R,0,7R,0D,"
  "0,0R,0R,0,5,0,7R,0,0,",
  /* extreme */
  "9:0,0R,0,0,0,2L,0,0,0,0,0D,0,0R,0,0R,4,0,9,0,3,0,0L,0,0L,0R,0,0,0,0D,0,0L,0,0,5,0,0U,0,0,"
  "0,0,0U,0D,0,0,0D,0D,7,0,0UL,8,0,0,1,0,0,0,0,0UR,0R,0D,0R,0,0L,0R,0R,0UR,0RD,0,0RL,0,0D,0,"
  "3,0R,0,0,0,0,0,0R,0U,",
  /* extreme */
  "9:9,0R,0D,0D,0L,0,0R,0D,0,8,0,0,0D,0,0,0,0D,0,0,0UR,0,2,5U,0UR,0R,0R,0D,0,0,7,0D,0R,0,0D,"
  "0,0,0R,0,0,0,3,6D,0R,0,0,0,0,0R,0,0,0,0U,0D,5,0R,0,2,0D,0,0L,0RL,0,0,6,0,0,0,0,0,0L,0,0,0,"
  "0,0,0R,0U,0,0,0U,0L,",
  /* extreme */
  "9:0,0D,0R,0R,0R,0R,0D,5,0,9,0D,0,0L,0,0,0L,0,0,0,0R,0,0U,0,0,0,6,0U,0U,0L,0D,0,0,0,0R,0UD,"
  "3,0,0U,0,0U,0D,0,0,0,0U,0,0,0,1,0R,0,0UR,0D,0U,0,0U,0R,0D,0,0,0L,0,0,7,3,0,0L,0R,0D,0,0,"
  "0U,0,0,0,0,0,0L,5,0,0L,",
  /* hard: Unequal's own 11×11 Tricky, which needs a naked set of five */
  "11:0R,8D,0,0D,0R,0R,0,0D,11,0,0L,0,0D,0,7,0,0D,0L,0R,0,0,0U,0,0,0,0,0,0,0R,8RD,0U,0L,0U,0,0,"
  "7UR,0R,0D,0,0,0L,1,0,0,0U,0,0,0,0,0,11,4,7D,1,0U,0,0UR,0D,0,0,0,0,0D,0,0,0D,0,0U,2,0UD,0UL,6,"
  "0,0,0R,0R,0,0R,0,0,0,0U,0,0D,0R,0,0,0U,0,0,6DL,0,0,0D,0,0U,0,0U,0,0U,0L,0R,0,0,0L,0L,10U,3,"
  "6U,0L,0R,0,0,0R,0,0,0L,0,10,0R,0U,",
  /* recursive */
  "7:0,1,0,0,0,5,0,0,7,0,0,4,0,0,0U,0D,0,0D,0D,0,0D,2,3,0,0,0,0,0,0,0,0,2,0,0,0,0,0,7,6,0,0,"
  "3,3,0,4,0,0,0,2,",
  /* recursive */
  "6:0D,0R,0,0,0,0,0,0,0,3,0,0,0R,0U,0U,0U,0,0,0R,0,0L,0,0D,0,0,0,0,0,0R,0U,0,1,0R,0UR,0,0,",
};

static void
test_english_is_the_core_s (void)
{
  int seen[FUTO_N_TECHNIQUES] = { 0 }, steps = 0, kinds = 0;

  for (guint i = 0; i < G_N_ELEMENTS (walk_ids); i++)
    {
      FutoError error;
      FutoPuzzle *puzzle = futo_tatham_read (walk_ids[i], strlen (walk_ids[i]), &error);

      g_assert_nonnull (puzzle);
      steps += walk_hints (puzzle, seen);
      futo_puzzle_free (puzzle);
    }
  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    {
      g_test_message ("%-16s %d", futo_technique_id ((FutoTechnique) t), seen[t]);
      kinds += seen[t] > 0;
    }
  g_test_message ("%d steps, %d of %d techniques", steps, kinds, FUTO_N_TECHNIQUES);
  g_assert_cmpint (steps, >, 200);
  /* The common ones surely; most of the rest. */
  g_assert_cmpint (seen[FUTO_TECHNIQUE_HIDDEN_SINGLE], >, 0);
  g_assert_cmpint (seen[FUTO_TECHNIQUE_SIGN_BOUNDS], >, 0);
  g_assert_cmpint (seen[FUTO_TECHNIQUE_SIGN_CHAIN], >, 0);
  g_assert_cmpint (seen[FUTO_TECHNIQUE_MARKED_PAIR], >, 0);
  g_assert_cmpint (kinds, >=, 14);
}

/* A step made up for technique t with its focus, conclusions and detail
 * as the core fills them: a forcing chain from a line has no candidates
 * of its own (theirs is 0) and, in the row case, a refuted side. */
static void
make_step (FutoHint      *hint,
           int            t,
           int            focus_kind,
           FutoCellValue *placement,
           FutoCellValue *eliminations,
           int           *cells)
{
  gboolean line_chain = t == FUTO_TECHNIQUE_FORCING_CHAIN && focus_kind != FUTO_FOCUS_CELL;

  *hint = (FutoHint) { .kind = FUTO_HINT_STEP };
  hint->step.technique = (FutoTechnique) t;
  hint->step.focus_kind = (FutoFocus) focus_kind;
  hint->step.focus = focus_kind == FUTO_FOCUS_VALUE ? 0 : focus_kind == FUTO_FOCUS_CELL ? 6 : 1;
  hint->step.focus_other = 7;
  hint->step.value = 4;
  hint->step.cells = cells;
  hint->step.n_cells = t == FUTO_TECHNIQUE_NAKED_SINGLE
                       || t == FUTO_TECHNIQUE_HIDDEN_SINGLE ? 1 : 4;
  hint->step.placements = placement;
  hint->step.n_placements = 1;
  hint->step.eliminations = eliminations;
  hint->step.n_eliminations = 2;
  hint->step.detail = (FutoHumanDetail) {
    .theirs = line_chain ? 0 : 0x6, .less = TRUE, .limit = 3, .is_row = TRUE, .members = 0x18,
    .values = 0x7, .bases = 0x5, .covers = 0x9, .choice = { 6, 8 },
    .refuted = line_chain && focus_kind == FUTO_FOCUS_ROW ? 1 : -1, .valid = TRUE,
  };
}

/* A step of each technique, made up: every one must have its own
 * sentence that names it, not the words for a hint the app cannot word
 * nor the fallback for a step without detail. */
static void
test_every_technique (void)
{
  FutoPuzzle *puzzle = known_puzzle ();
  FutoCellValue placement = { 7, 3 };
  FutoCellValue eliminations[2] = { { 7, 4 }, { 8, 4 } };
  int cells[4] = { 5, 6, 7, 8 };

  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    for (int focus_kind = FUTO_FOCUS_CELL; focus_kind <= FUTO_FOCUS_VALUE; focus_kind++)
      {
        FutoHint hint;
        g_autofree char *full = NULL;
        g_autofree char *vague = NULL;
        g_autofree char *fallback = NULL;

        make_step (&hint, t, focus_kind, &placement, eliminations, cells);
        full = futoshiki_hint_text_full (puzzle, &hint);
        vague = futoshiki_hint_text_vague (puzzle, &hint);
        g_assert_nonnull (full);
        g_assert_true (g_str_has_prefix (full, futoshiki_technique_name ((FutoTechnique) t)));
        g_assert_true (g_str_has_suffix (full, "."));
        g_assert_null (strstr (full, "whole board"));
        g_assert_nonnull (vague);
        g_assert_null (strstr (vague, "whole board"));
        fallback = g_strdup_printf ("%s: %s", futoshiki_technique_name ((FutoTechnique) t), vague);
        g_assert_cmpstr (full, !=, fallback);
        /* A line's forcing chain starts from the value in two places. */
        if (t == FUTO_TECHNIQUE_FORCING_CHAIN && focus_kind == FUTO_FOCUS_ROW)
          g_assert_nonnull (strstr (full, "In row 2, 4 goes in r2c2 or r2c4. "
                                          "Suppose r2c4 were 4:"));
      }
  futo_puzzle_free (puzzle);
}

/* A value, list or count left out of a sentence, as a step worded from
 * missing or inconsistent detail would show it. */
static void
assert_no_hole (const char *text)
{
  const char *holes[] = { " 0 ", "were 0", "be 0", " .", " ,", ",,", "  ", "than .", "among ,",
                          "These 0", "between  " };

  for (guint i = 0; i < G_N_ELEMENTS (holes); i++)
    if (strstr (text, holes[i]) != NULL)
      g_error ("“%s” in “%s”", holes[i], text);
}

/* A step whose detail is missing (all zero, as in a step made up outside
 * the solver) or does not fit it (a sign chain without its chain) still
 * gets a sentence: its technique and where to look, no empty places. */
static void
test_missing_detail (void)
{
  FutoPuzzle *puzzle = known_puzzle ();
  FutoCellValue placement = { 7, 3 };
  FutoCellValue eliminations[2] = { { 7, 4 }, { 8, 4 } };
  int cells[4] = { 5, 6, 7, 8 };

  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    for (int focus_kind = FUTO_FOCUS_CELL; focus_kind <= FUTO_FOCUS_VALUE; focus_kind++)
      for (int broken = 0; broken < 2; broken++)
        {
          FutoHint hint;
          g_autofree char *full = NULL;

          make_step (&hint, t, focus_kind, &placement, eliminations, cells);
          if (broken == 0)
            hint.step.detail = (FutoHumanDetail) { 0 };
          else
            {
              /* Claimed valid, but empty where the sentence needs values. */
              hint.step.detail.theirs = hint.step.detail.members = hint.step.detail.values = 0;
              hint.step.detail.bases = hint.step.detail.covers = 0;
            }
          full = futoshiki_hint_text_full (puzzle, &hint);
          g_assert_true (g_str_has_prefix (full, futoshiki_technique_name ((FutoTechnique) t)));
          g_assert_true (g_str_has_suffix (full, "."));
          assert_no_hole (full);
        }

  /* The core's own detail, for a hint it found, is valid. */
  {
    int n = puzzle->size * puzzle->size;
    g_autofree guint8 *entries = g_new0 (guint8, n);
    FutoHint hint;

    futo_hint_init (&hint);
    g_assert_cmpint (futo_hint_find (puzzle, entries, NULL, &hint), ==, FUTO_HINT_STEP);
    g_assert_true (hint.step.detail.valid);
    futo_hint_clear (&hint);
  }
  futo_puzzle_free (puzzle);
}

/* The hints that are not steps say what they mean: each wrong cell by
 * name, and solved, stuck and no solution apart from each other. */
static void
test_not_steps (void)
{
  FutoPuzzle *puzzle = known_puzzle ();
  FutoCellValue mistakes[2] = { { 7, 3 }, { 13, 0 } };
  char *texts[FUTO_HINT_INVALID + 1] = { NULL };

  for (int kind = FUTO_HINT_MISTAKES; kind <= FUTO_HINT_INVALID; kind++)
    {
      FutoHint hint = { .kind = (FutoHintKind) kind };
      g_autofree char *vague = NULL;

      if (kind == FUTO_HINT_MISTAKES)
        {
          hint.mistakes = mistakes;
          hint.n_mistakes = 2;
        }
      texts[kind] = futoshiki_hint_text_full (puzzle, &hint);
      vague = futoshiki_hint_text_vague (puzzle, &hint);
      g_test_message ("%s", texts[kind]);
      g_assert_true (strlen (texts[kind]) > 20);
      g_assert_true (strlen (vague) > 20);
    }
  g_assert_nonnull (strstr (texts[FUTO_HINT_MISTAKES], "r2c3 holds 3, which the solution does not have there."));
  g_assert_nonnull (strstr (texts[FUTO_HINT_MISTAKES], "The pencil marks of r3c4 leave out"));
  g_assert_null (strstr (texts[FUTO_HINT_MISTAKES], "column"));
  g_assert_cmpstr (texts[FUTO_HINT_SOLVED], !=, texts[FUTO_HINT_STUCK]);
  g_assert_cmpstr (texts[FUTO_HINT_SOLVED], !=, texts[FUTO_HINT_INVALID]);
  g_assert_cmpstr (texts[FUTO_HINT_STUCK], !=, texts[FUTO_HINT_INVALID]);
  for (int kind = FUTO_HINT_MISTAKES; kind <= FUTO_HINT_INVALID; kind++)
    g_free (texts[kind]);
  futo_puzzle_free (puzzle);
}

static void
test_names (void)
{
  for (int level = 0; level < FUTO_N_LEVELS; level++)
    g_assert_cmpstr (futoshiki_level_name ((FutoLevel) level), ==, futo_level_name ((FutoLevel) level));
  for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
    g_assert_cmpstr (futoshiki_technique_name ((FutoTechnique) t), ==,
                     futo_technique_name ((FutoTechnique) t));
}

/* The app's table knows every algorithm of the registry, in the core's
 * English; an unknown id falls back to the core's words. */
static void
test_algorithm_table (void)
{
  size_t n;
  const FutoAlgorithm *const *all = futo_algorithms (&n);
  FutoAlgorithm stranger = { .id = "no-such-id", .name = "Stranger", .description = "Unknown",
                             .reference = "Nobody, 2024" };

  g_assert_cmpuint (n, >, 5);
  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpstr (futoshiki_algorithm_name (all[i]), ==, all[i]->name);
      g_assert_cmpstr (futoshiki_algorithm_description (all[i]), ==, all[i]->description);
      g_assert_cmpstr (futoshiki_algorithm_reference (all[i]), ==, all[i]->reference);
    }
  g_assert_cmpstr (futoshiki_algorithm_name (&stranger), ==, "Stranger");
  g_assert_cmpstr (futoshiki_algorithm_description (&stranger), ==, "Unknown");
  g_assert_cmpstr (futoshiki_algorithm_reference (&stranger), ==, "Nobody, 2024");
}

/* A node's description counts with the right plural for each count: one
 * decision below and one dead end is "1 dead end", not "1 dead ends". */
static void
test_tree_node_plurals (void)
{
  FutoPuzzle *puzzle = known_puzzle ();
  FutoTreeNode one = { .parent = 0, .subtree = 2, .subtree_dead_ends = 1, .depth = 3,
                       .cell = 0, .value = 2, .outcome = FUTO_TREE_INNER };
  FutoTreeNode many = one;
  g_autofree char *one_text = NULL;
  g_autofree char *many_text = NULL;

  many.subtree = 13;
  many.subtree_dead_ends = 5;
  one_text = futoshiki_trace_describe_tree_node (puzzle, &one);
  many_text = futoshiki_trace_describe_tree_node (puzzle, &many);
  g_assert_cmpstr (one_text, ==, "r1c1 = 2, depth 3, 1 decision below, 1 dead end");
  g_assert_cmpstr (many_text, ==, "r1c1 = 2, depth 3, 12 decisions below, 5 dead ends");
  futo_puzzle_free (puzzle);
}

static void
test_german (void)
{
  g_autofree char *localedir = g_strdup (g_getenv ("LAB_TEST_LOCALEDIR"));
  FutoPuzzle *puzzle = known_puzzle ();
  int cells = puzzle->size * puzzle->size;
  g_autofree guint8 *entries = g_new0 (guint8, cells);
  g_autofree FutoSet *pencil = g_new0 (FutoSet, cells);
  size_t n;
  const FutoAlgorithm *const *all = futo_algorithms (&n);
  FutoHint hint;
  int steps = 0;

  if (localedir == NULL)
    {
      g_test_skip ("LAB_TEST_LOCALEDIR is not set");
      futo_puzzle_free (puzzle);
      return;
    }
  /* Only C locales may exist: LANGUAGE picks the catalogue then. */
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_assert_cmpstr (futoshiki_level_name (FUTO_LEVEL_EASY), ==, "Leicht");
  g_assert_cmpstr (futoshiki_technique_name (FUTO_TECHNIQUE_HIDDEN_SINGLE), ==, "Versteckter Einer");
  g_assert_cmpstr (futoshiki_algorithm_name (futo_algorithm_find ("fc")), ==, "Vorwärtsprüfung");
  /* Every name and description has its German (none the English). */
  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpstr (futoshiki_algorithm_name (all[i]), !=, all[i]->name);
      g_assert_cmpstr (futoshiki_algorithm_description (all[i]), !=, all[i]->description);
    }
  /* The app's own methods' references are sentences, German too; the
   * literature's are citations, as written. */
  g_assert_cmpstr (futoshiki_algorithm_reference (futo_algorithm_find ("lab")), !=,
                   futo_algorithm_find ("lab")->reference);
  g_assert_cmpstr (futoshiki_algorithm_reference (futo_algorithm_find ("prop")), !=,
                   futo_algorithm_find ("prop")->reference);
  g_assert_cmpstr (futoshiki_algorithm_reference (futo_algorithm_find ("fc")), ==,
                   futo_algorithm_find ("fc")->reference);
  /* Cells by German initials, Zeile then Spalte. */
  {
    g_autofree char *cell = futoshiki_trace_cell_name (5, 7);

    g_assert_cmpstr (cell, ==, "Z2S3");
  }
  /* A removal is one German sentence with its reason, German cells too. */
  {
    FutoEvent prune = { .kind = FUTO_EVENT_PRUNE, .reason = FUTO_REASON_ROW, .cell = 0, .cause = 4,
                        .value = 4 };
    g_autofree char *removal = futoshiki_trace_describe_removal (puzzle, NULL, &prune);

    g_assert_cmpstr (removal, ==, "4 aus Z1S1 entfernt, weil Z1S5 = 4 (Zeile)");
  }
  /* A node's counts, each with its German plural. */
  {
    FutoTreeNode one = { .parent = 0, .subtree = 2, .subtree_dead_ends = 1, .depth = 3,
                         .cell = 0, .value = 2, .outcome = FUTO_TREE_INNER };
    g_autofree char *text = futoshiki_trace_describe_tree_node (puzzle, &one);

    g_assert_cmpstr (text, ==, "Z1S1 = 2, Tiefe 3, 1 Entscheidung darunter, 1 Sackgasse");
  }

  /* The known puzzle's hints, to the end: German words, never the core's. */
  futo_hint_init (&hint);
  while (futo_hint_find (puzzle, entries, pencil, &hint) == FUTO_HINT_STEP)
    {
      g_autofree char *core_full = futo_hint_full (puzzle, &hint);
      g_autofree char *core_vague = futo_hint_vague (puzzle, &hint);
      g_autofree char *full = futoshiki_hint_text_full (puzzle, &hint);
      g_autofree char *vague = futoshiki_hint_text_vague (puzzle, &hint);

      g_assert_cmpstr (full, !=, core_full);
      g_assert_cmpstr (vague, !=, core_vague);
      g_assert_true (g_str_has_prefix (full, futoshiki_technique_name (hint.step.technique)));
      if (steps == 0)
        {
          /* The first hint of this puzzle is a known one. */
          g_test_message ("%s / %s", vague, full);
          g_assert_true (g_str_has_prefix (vague, "Sehen Sie"));
        }
      g_assert_null (strstr (full, " cannot "));
      g_assert_null (strstr (full, " must "));
      g_assert_false (g_regex_match_simple ("r[0-9]+c[0-9]+", full, 0, 0));
      g_assert_null (strstr (vague, "Look"));
      futo_hint_apply (puzzle, &hint, entries, pencil);
      g_assert_cmpint (++steps, <, 500);
    }
  {
    g_autofree char *solved = futoshiki_hint_text_vague (puzzle, &hint);

    g_assert_cmpint (hint.kind, ==, FUTO_HINT_SOLVED);
    g_assert_null (strstr (solved, "solved"));
  }
  futo_hint_clear (&hint);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  /* English first: the tests that compare with the core's words. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hint-text/english-is-the-core-s", test_english_is_the_core_s);
  g_test_add_func ("/hint-text/every-technique", test_every_technique);
  g_test_add_func ("/hint-text/missing-detail", test_missing_detail);
  g_test_add_func ("/hint-text/not-steps", test_not_steps);
  g_test_add_func ("/hint-text/names", test_names);
  g_test_add_func ("/hint-text/algorithm-table", test_algorithm_table);
  /* Last: it switches the process to German. */
  g_test_add_func ("/hint-text/tree-node-plurals", test_tree_node_plurals);
  g_test_add_func ("/hint-text/german", test_german);
  return g_test_run ();
}
