/* futoshiki-slide-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app's "Export Run…" and `futoshiki slides` share this: which moments
 * of a run become pages, and what each page says. A page shows what the
 * visualizer would show at that moment: the same frame (the values the
 * step removed struck through, the decisions underlined, the current cell
 * ringed), the same sentence, the same running counts. Runs are long, so
 * the pages are found with the trace's own search and written in one walk
 * forward, keeping the frame up to date event by event instead of seeking
 * back for each page.
 */
#define G_LOG_DOMAIN "lab-slide-deck"

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futo-search-tree.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-error-text.h"
#include "futoshiki-slide-deck.h"
#include "futoshiki-trace-arcs.h"
#include "futoshiki-trace-sentence.h"

struct _FutoshikiSlideDeck
{
  const FutoTrace *trace;
  FutoPuzzle      *puzzle;
  char            *algorithm_id;
  char            *puzzle_name;
  char            *method_name;
  gboolean         local_search;
  GArray          *positions; /* guint64: events applied on each page */
};

/* The running counts, as the visualizer keeps them. */
typedef struct
{
  guint64 nodes;
  guint64 prunes;
  guint64 backtracks;
  guint64 solutions;
  guint64 moves;
} Counts;

/* What the walk knows at its position besides the cursor. */
typedef struct
{
  FutoTraceCursor *cursor;
  FutoTraceReader *reader;
  Counts           counts;
  FutoSet         *removed;    /* since the current step began */
  guint8          *guessed;    /* the cell's value came from a decision */
  guint8          *decisions;  /* for the frame: guessed and still held */
  guint8          *conflicts;  /* local search */
  FutoEvent        last;       /* the last event applied */
  FutoEvent        step;       /* the event the current step began with */
  guint64          step_index; /* its index, G_MAXUINT64 before the first */
  /* The nodes count as the run's statistics do (FutoStats.nodes), which
   * the events alone cannot tell: fc, for one, counts a decision only when
   * its look-ahead holds. The search tree knows, so the walk counts its
   * nodes, in preorder, as their decisions are passed. */
  FutoSearchTree  *tree;       /* NULL for a local search */
  gsize            next_node;  /* the first node not counted yet */
} Walk;

G_DEFINE_QUARK (lab-slide-deck-error-quark, futoshiki_slide_deck_error)

/* The events a visualizer step stops before (a bit mask of 1 << kind),
 * with decisions only among assignments. */
static unsigned
step_kinds (gboolean local_search)
{
  if (local_search)
    return 1u << FUTO_EVENT_ENERGY | 1u << FUTO_EVENT_SOLUTION;
  return 1u << FUTO_EVENT_ASSIGN | 1u << FUTO_EVENT_BACKTRACK | 1u << FUTO_EVENT_SOLUTION;
}

static gboolean
begins_step (const FutoEvent *event,
             gboolean         local_search)
{
  if ((step_kinds (local_search) & (1u << event->kind)) == 0)
    return FALSE;
  return event->kind != FUTO_EVENT_ASSIGN || event->reason == FUTO_REASON_DECISION;
}

static gboolean
check_choice (const FutoshikiSlideChoice *choice,
              gboolean              local_search,
              const char           *method_name,
              guint64               length,
              guint64               first,
              guint64               last,
              GError              **error)
{
  if (local_search && choice->step != FUTOSHIKI_SLIDE_STEP_EVENTS)
    {
      g_set_error (error, FUTOSHIKI_SLIDE_DECK_ERROR, FUTOSHIKI_SLIDE_DECK_ERROR_STEP,
                   /* Translators: %s is a method, "Simulated annealing" */
                   _("%s is a local search: it makes no decisions and never backtracks. "
                     "Make a page every event or every few events instead."), method_name);
      return FALSE;
    }
  if (choice->step == FUTOSHIKI_SLIDE_STEP_EVENTS && choice->every == 0)
    {
      g_set_error_literal (error, FUTOSHIKI_SLIDE_DECK_ERROR, FUTOSHIKI_SLIDE_DECK_ERROR_STEP,
                           _("A page every 0 events makes no pages"));
      return FALSE;
    }
  if (length == 0)
    {
      g_set_error_literal (error, FUTOSHIKI_SLIDE_DECK_ERROR, FUTOSHIKI_SLIDE_DECK_ERROR_RANGE,
                           _("The run recorded no events"));
      return FALSE;
    }
  if (first > length || last > length || first > last)
    {
      g_set_error (error, FUTOSHIKI_SLIDE_DECK_ERROR, FUTOSHIKI_SLIDE_DECK_ERROR_RANGE,
                   /* Translators: "Events 20 to 9,000 are not in the run: it has events 1 to 5,400" */
                   _("Events %'" PRIu64 " to %'" PRIu64 " are not in the run: "
                     "it has events 1 to %'" PRIu64), first, last, length);
      return FALSE;
    }
  return TRUE;
}

static void
choose_positions (FutoshikiSlideDeck         *self,
                  const FutoshikiSlideChoice *choice,
                  guint64               first,
                  guint64               last)
{
  guint64 length = futo_trace_get_length (self->trace);

  if (choice->step == FUTOSHIKI_SLIDE_STEP_EVENTS)
    for (guint64 p = first - 1 + choice->every; p <= last; p += choice->every)
      g_array_append_val (self->positions, p);
  else if (choice->step == FUTOSHIKI_SLIDE_STEP_DECISION)
    {
      /* A page at p shows the events before index p: the board just
       * before the next decision, with all the last one caused. */
      for (guint64 p = futo_trace_find_next (self->trace, first, step_kinds (FALSE), TRUE);
           p <= last && p < length;
           p = futo_trace_find_next (self->trace, p + 1, step_kinds (FALSE), TRUE))
        g_array_append_val (self->positions, p);
    }
  else
    {
      /* The dead end is the board before the first backtrack after a
       * decision; the backtracks that follow it at once only climb. */
      guint64 p = futo_trace_find_next (self->trace, first, 1u << FUTO_EVENT_BACKTRACK, FALSE);

      while (p <= last && p < length)
        {
          guint64 decision;

          g_array_append_val (self->positions, p);
          decision = futo_trace_find_next (self->trace, p + 1, 1u << FUTO_EVENT_ASSIGN, TRUE);
          if (decision >= length)
            break;
          p = futo_trace_find_next (self->trace, decision + 1, 1u << FUTO_EVENT_BACKTRACK, FALSE);
        }
    }
  /* The range ends on its last event: a run's end is its answer. */
  if (self->positions->len == 0
      || g_array_index (self->positions, guint64, self->positions->len - 1) != last)
    g_array_append_val (self->positions, last);
}

FutoshikiSlideDeck *
futoshiki_slide_deck_new (const FutoTrace       *trace,
                          const FutoPuzzle      *puzzle,
                          const char            *algorithm_id,
                          const char            *puzzle_name,
                          const char            *method_name,
                          gboolean               local_search,
                          const FutoshikiSlideChoice  *choice,
                          GError               **error)
{
  FutoshikiSlideDeck *self;
  guint64 length, first, last;

  g_return_val_if_fail (trace != NULL && puzzle != NULL && choice != NULL, NULL);
  g_return_val_if_fail (futo_trace_get_size (trace) == puzzle->size, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  length = futo_trace_get_length (trace);
  first = choice->first != 0 ? choice->first : 1;
  last = choice->last != 0 ? choice->last : length;
  if (!check_choice (choice, local_search, method_name, length, first, last, error))
    return NULL;

  self = g_new0 (FutoshikiSlideDeck, 1);
  self->trace = trace;
  self->puzzle = futo_puzzle_copy (puzzle);
  self->algorithm_id = g_strdup (algorithm_id);
  self->puzzle_name = g_strdup (puzzle_name);
  self->method_name = g_strdup (method_name);
  self->local_search = local_search;
  self->positions = g_array_new (FALSE, FALSE, sizeof (guint64));
  choose_positions (self, choice, first, last);
  return self;
}

void
futoshiki_slide_deck_free (FutoshikiSlideDeck *self)
{
  if (self == NULL)
    return;
  futo_puzzle_free (self->puzzle);
  g_free (self->algorithm_id);
  g_free (self->puzzle_name);
  g_free (self->method_name);
  g_array_unref (self->positions);
  g_free (self);
}

guint64
futoshiki_slide_deck_get_n_pages (FutoshikiSlideDeck *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->positions->len;
}

guint64
futoshiki_slide_deck_get_position (FutoshikiSlideDeck *self,
                                   guint64       index)
{
  g_return_val_if_fail (self != NULL && index < self->positions->len, 0);
  return g_array_index (self->positions, guint64, index);
}

/* Walking the run */

static void
walk_apply (Walk            *walk,
            const FutoEvent *event,
            gboolean         local_search,
            guint64          index)
{
  FutoSet bit = event->value > 0 ? FUTO_SET_BIT (event->value) : 0;

  if (begins_step (event, local_search))
    {
      memset (walk->removed, 0, (gsize) walk->cursor->size * walk->cursor->size * sizeof (FutoSet));
      walk->step = *event;
      walk->step_index = index;
    }
  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
      if (event->cell >= 0)
        walk->guessed[event->cell] = event->reason == FUTO_REASON_DECISION;
      break;
    case FUTO_EVENT_PRUNE:
      walk->counts.prunes++;
      if (event->cell >= 0)
        walk->removed[event->cell] |= bit;
      break;
    case FUTO_EVENT_RESTORE:
      if (event->cell >= 0)
        walk->removed[event->cell] &= ~bit;
      break;
    case FUTO_EVENT_BACKTRACK:
      walk->counts.backtracks++;
      break;
    case FUTO_EVENT_SOLUTION:
      walk->counts.solutions++;
      break;
    case FUTO_EVENT_MOVE:
      walk->counts.moves++;
      break;
    case FUTO_EVENT_UNASSIGN:
    case FUTO_EVENT_ENERGY:
    default:
      break;
    }
  walk->last = *event;
}

/* Counts the nodes whose decision the walk has passed. The root is there
 * from the start: the board the search begins on. */
static void
walk_count_nodes (Walk *walk)
{
  const FutoTreeNode *nodes;
  gsize n_nodes;

  if (walk->tree == NULL)
    return;
  nodes = futo_search_tree_get_nodes (walk->tree, &n_nodes);
  while (walk->next_node < n_nodes
         && (walk->next_node == 0 || nodes[walk->next_node].first_event < walk->cursor->position))
    {
      if (nodes[walk->next_node].flags & FUTO_TREE_NODE_COUNTED)
        walk->counts.nodes++;
      walk->next_node++;
    }
}

static void
walk_to (Walk    *walk,
         guint64  position,
         gboolean local_search)
{
  FutoEvent event;

  while (walk->cursor->position < position && futo_trace_reader_next (walk->reader, &event))
    {
      guint64 index = walk->cursor->position;

      futo_trace_cursor_forward (walk->cursor);
      walk_apply (walk, &event, local_search, index);
    }
  walk_count_nodes (walk);
}

static void
walk_frame (Walk           *walk,
            const FutoTrace *trace,
            const FutoPuzzle *puzzle,
            gboolean        local_search,
            FutoTraceFrame *frame)
{
  int cells = puzzle->size * puzzle->size;

  for (int i = 0; i < cells; i++)
    walk->decisions[i] = walk->guessed[i] && walk->cursor->values[i] != 0;
  futo_render_trace_frame_init (frame);
  frame->candidates = walk->cursor->candidates;
  frame->values = walk->cursor->values;
  frame->decisions = walk->decisions;
  frame->local_search = local_search;
  if (local_search)
    {
      futo_render_trace_find_conflicts (puzzle, walk->cursor->values, walk->conflicts);
      frame->conflicts = walk->conflicts;
    }
  else
    frame->removed = walk->removed;
  frame->focus_cell = walk->last.cell;
  frame->focus_value = walk->last.value;
  frame->cause_cell = walk->last.cause;
  frame->solution = walk->last.kind == FUTO_EVENT_SOLUTION;
  /* An arc being revised (ac3, mac) as the visualizer draws it: the
   * arrow, then in red with the values it took out. */
  if (!local_search)
    futoshiki_trace_frame_mark_revision (frame, trace, walk->cursor->position, FALSE);
}

/* The words of a page */

static char *
counts_text (FutoshikiSlideDeck *self,
             const Walk   *walk)
{
  const Counts *c = &walk->counts;

  if (self->local_search)
    {
      const FutoAlgorithm *algorithm = self->algorithm_id != NULL ? futo_algorithm_find (self->algorithm_id)
                                                                  : NULL;
      g_autofree char *energy = futoshiki_algorithm_energy_text (algorithm, walk->cursor->energy);

      /* Translators: the running counts of a local search on a slide, one a line */
      return g_strdup_printf (_("Moves: %'" PRIu64 "\nSolutions: %'" PRIu64 "\n%s"),
                              c->moves, c->solutions, energy);
    }
  /* Translators: the running counts on a slide, one a line */
  return g_strdup_printf (_("Nodes: %'" PRIu64 "\nBacktracks: %'" PRIu64
                            "\nRemoved values: %'" PRIu64 "\nSolutions: %'" PRIu64),
                          c->nodes, c->backtracks, c->prunes, c->solutions);
}

/* The decision (or backtrack) the page's step began with, when the page
 * shows more than that one event. */
static char *
step_text (FutoshikiSlideDeck *self,
           const Walk   *walk,
           guint64       position)
{
  g_autofree char *began = NULL;
  guint64 more;

  if (self->local_search || walk->step_index == G_MAXUINT64 || walk->step_index + 1 >= position)
    return NULL;
  more = position - 1 - walk->step_index;
  began = futoshiki_trace_describe_event (self->puzzle, NULL, &walk->step);
  /* Translators: the step a slide belongs to, "Step: r4c1 = 3 (decision,
   * depth 2), then 12 more events" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Step: %s, then %'" PRIu64 " more event",
                                       "Step: %s, then %'" PRIu64 " more events",
                                       (gulong) more),
                          began, more);
}

static void
fill_slide (FutoshikiSlideDeck *self,
            Walk         *walk,
            guint64       index,
            FutoSlide    *slide,
            char        **strings)
{
  guint64 position = g_array_index (self->positions, guint64, index);
  guint64 length = futo_trace_get_length (self->trace);

  strings[0] = g_strdup_printf ("%s · %s", self->puzzle_name, self->method_name);
  strings[1] = futoshiki_trace_position_text (position, length);
  strings[2] = futoshiki_trace_describe_event (self->puzzle, walk->cursor, &walk->last);
  strings[3] = step_text (self, walk, position);
  strings[4] = counts_text (self, walk);
  /* Translators: a slide's number, "Page 3 of 40" */
  strings[5] = g_strdup_printf (_("Page %'" PRIu64 " of %'" PRIu64), index + 1,
                                (guint64) self->positions->len);
  slide->puzzle = self->puzzle;
  slide->heading = strings[0];
  slide->position = strings[1];
  slide->sentence = strings[2];
  slide->detail = strings[3];
  slide->counts = strings[4];
  slide->page = strings[5];
}

static void
walk_clear (Walk *walk)
{
  g_clear_pointer (&walk->cursor, futo_trace_cursor_free);
  g_clear_pointer (&walk->reader, futo_trace_reader_free);
  g_clear_pointer (&walk->tree, futo_search_tree_free);
  g_free (walk->removed);
  g_free (walk->guessed);
  g_free (walk->decisions);
  g_free (walk->conflicts);
}

/* A walk from the start of the run, with the search tree that counts its
 * nodes. */
static void
walk_init (FutoshikiSlideDeck *self,
           Walk               *walk)
{
  int cells = self->puzzle->size * self->puzzle->size;

  walk->cursor = futo_trace_cursor_new (self->trace);
  walk->reader = futo_trace_reader_new (self->trace, 0);
  if (walk->cursor == NULL || walk->reader == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  walk->removed = g_new0 (FutoSet, cells);
  walk->guessed = g_new0 (guint8, cells);
  walk->decisions = g_new0 (guint8, cells);
  walk->conflicts = g_new0 (guint8, cells);
  walk->step_index = G_MAXUINT64;
  walk->last.cell = walk->last.cause = -1;
  if (!self->local_search)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (self->algorithm_id);
      FutoNodeCount count = algorithm != NULL ? algorithm->node_count : FUTO_NODE_COUNT_DECISIONS;

      /* A student's trace says how its solver counts (its 'nodes' line). */
      futo_node_count_from_name (futo_trace_get_node_count (self->trace), &count);
      /* NULL only without memory (the trace is one a search recorded). */
      walk->tree = futo_search_tree_new (self->trace, count, NULL);
      if (walk->tree == NULL)
        g_error ("%s: out of memory", G_STRLOC);
    }
}

static gboolean
write_error (GError         **error,
             const FutoError *futo_error)
{
  g_propagate_error (error, futoshiki_error_to_gerror (futo_error, FUTOSHIKI_SLIDE_DECK_ERROR,
                                                        FUTOSHIKI_SLIDE_DECK_ERROR_WRITE));
  return FALSE;
}

gboolean
futoshiki_slide_deck_write (FutoshikiSlideDeck            *self,
                            const FutoSlidesOptions *options,
                            FutoExportFormat         format,
                            const char              *path,
                            guint64                  max_pages,
                            GCancellable            *cancellable,
                            GError                 **error)
{
  guint64 n_pages;
  Walk walk = { 0 };
  FutoSlidesWriter *writer;
  FutoError futo_error;
  FutoSlidesOptions page_options;

  g_return_val_if_fail (self != NULL && options != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_pages = self->positions->len;
  if (max_pages != 0 && max_pages < n_pages)
    n_pages = max_pages;
  walk_init (self, &walk);

  page_options = *options;
  if (page_options.title == NULL)
    page_options.title = self->puzzle_name;
  futo_error_clear (&futo_error);
  writer = futo_render_slides_writer_new (&page_options, format, path, (int) n_pages, &futo_error);
  if (writer == NULL)
    {
      walk_clear (&walk);
      return write_error (error, &futo_error);
    }

  for (guint64 i = 0; i < n_pages; i++)
    {
      FutoTraceFrame frame;
      FutoSlide slide = { 0 };
      char *strings[6] = { NULL };
      gboolean ok;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          futo_render_slides_writer_free (writer);
          walk_clear (&walk);
          return FALSE;
        }
      walk_to (&walk, g_array_index (self->positions, guint64, i), self->local_search);
      walk_frame (&walk, self->trace, self->puzzle, self->local_search, &frame);
      fill_slide (self, &walk, i, &slide, strings);
      slide.frame = &frame;
      ok = futo_render_slides_writer_add (writer, &slide, &futo_error);
      for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
        g_free (strings[k]);
      if (!ok)
        {
          futo_render_slides_writer_free (writer);
          walk_clear (&walk);
          return write_error (error, &futo_error);
        }
    }
  walk_clear (&walk);
  if (!futo_render_slides_writer_finish (writer, &futo_error))
    return write_error (error, &futo_error);
  return TRUE;
}

gboolean
futoshiki_slide_deck_draw_page (FutoshikiSlideDeck      *self,
                                const FutoSlidesOptions *options,
                                guint64                  index,
                                cairo_t                 *cr,
                                GCancellable            *cancellable)
{
  Walk walk = { 0 };
  FutoTraceFrame frame;
  FutoSlide slide = { 0 };
  char *strings[6] = { NULL };
  guint64 position;

  g_return_val_if_fail (self != NULL && options != NULL && cr != NULL, FALSE);

  if (index >= self->positions->len)
    return FALSE;
  position = g_array_index (self->positions, guint64, index);
  walk_init (self, &walk);
  /* The walk in steps, so that a cancel stops a long one between them. */
  for (guint64 at = 0; at < position; )
    {
      if (g_cancellable_is_cancelled (cancellable))
        {
          walk_clear (&walk);
          return FALSE;
        }
      at = MIN (position, at + 65536);
      walk_to (&walk, at, self->local_search);
    }
  walk_to (&walk, position, self->local_search);
  walk_frame (&walk, self->trace, self->puzzle, self->local_search, &frame);
  fill_slide (self, &walk, index, &slide, strings);
  slide.frame = &frame;
  futo_render_slides_draw (cr, options, &slide);
  for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
    g_free (strings[k]);
  walk_clear (&walk);
  return TRUE;
}
