/* futoshiki-slide-deck.h: a recorded run cut into slides, with their words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-slides.h"
#include "futo-trace.h"

G_BEGIN_DECLS

#define FUTOSHIKI_SLIDE_DECK_ERROR (futoshiki_slide_deck_error_quark ())

/* The most pages the app's Export Run writes, and the command line's
 * `slides` without --max-pages: a deck past it is rarely meant (a page a
 * step of a long run) and takes long to write. */
#define FUTOSHIKI_SLIDE_DECK_DEFAULT_MAX_PAGES 200

typedef enum
{
  FUTOSHIKI_SLIDE_DECK_ERROR_STEP,   /* the step does not fit the method (a local search) */
  FUTOSHIKI_SLIDE_DECK_ERROR_RANGE,  /* the range lies outside the run */
  FUTOSHIKI_SLIDE_DECK_ERROR_WRITE,  /* a file could not be written */
} FutoshikiSlideDeckError;

/* Where a page goes: as the visualizer steps (before each decision or
 * backtrack, so that each page shows one decision and all it caused), at
 * each dead end (just before the backtrack it causes), or every N events. */
typedef enum
{
  FUTOSHIKI_SLIDE_STEP_DECISION,
  FUTOSHIKI_SLIDE_STEP_BACKTRACK,
  FUTOSHIKI_SLIDE_STEP_EVENTS,
} FutoshikiSlideStep;

typedef struct
{
  FutoshikiSlideStep step;
  guint64      every;  /* EVENTS: a page every this many events (1: each event) */
  guint64      first;  /* the range, in events as "Event N of M" counts them: */
  guint64      last;   /* first 0 is the start, last 0 the end of the run */
} FutoshikiSlideChoice;

typedef struct _FutoshikiSlideDeck FutoshikiSlideDeck;

GQuark        futoshiki_slide_deck_error_quark (void);

/* Chooses the pages of trace (of puzzle, recorded by the method
 * algorithm_id, called method_name on the pages, a local search when
 * local_search). puzzle_name names the
 * puzzle on every page. NULL with error set when the choice does not fit
 * the run. The trace must outlive the deck. */
FutoshikiSlideDeck *futoshiki_slide_deck_new         (const FutoTrace       *trace,
                                                      const FutoPuzzle      *puzzle,
                                                      const char            *algorithm_id,
                                                      const char            *puzzle_name,
                                                      const char            *method_name,
                                                      gboolean               local_search,
                                                      const FutoshikiSlideChoice  *choice,
                                                      GError               **error);
void          futoshiki_slide_deck_free        (FutoshikiSlideDeck          *deck);

guint64       futoshiki_slide_deck_get_n_pages (FutoshikiSlideDeck          *deck);
/* The event (as "Event N of M" counts) page index (from 0) shows. */
guint64       futoshiki_slide_deck_get_position (FutoshikiSlideDeck         *deck,
                                                 guint64               index);

/* Writes the first max_pages pages (0: all) in format to path (numbered
 * files for SVG and PNG, see futo_render_slides_page_path()). Walks the run
 * once; cancellable stops it between pages. */
gboolean      futoshiki_slide_deck_write       (FutoshikiSlideDeck            *deck,
                                                const FutoSlidesOptions *options,
                                                FutoExportFormat         format,
                                                const char              *path,
                                                guint64                  max_pages,
                                                GCancellable            *cancellable,
                                                GError                 **error);

/* Draws page index (from 0) as the writer draws it, at options' page
 * size from (0, 0) of cr: a preview of the file. Walks the run from its
 * start to the page; FALSE when there is no such page or cancellable was
 * cancelled on the way. */
gboolean      futoshiki_slide_deck_draw_page   (FutoshikiSlideDeck            *deck,
                                                const FutoSlidesOptions *options,
                                                guint64                  index,
                                                cairo_t                 *cr,
                                                GCancellable            *cancellable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoshikiSlideDeck, futoshiki_slide_deck_free)

G_END_DECLS
