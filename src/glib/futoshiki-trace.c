/* futoshiki-trace.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A FutoTrace (src/core/futo-trace.h) for scripts. Reading goes through
 * the core's FutoTraceParser one line at a time, so that a file is never
 * held whole beside the trace it becomes, and a version-2 trace is
 * checked against its puzzle as it is read: the first lying event stops
 * it. The core's errors reach the script in its language through
 * futoshiki-error-text.
 */
#define G_LOG_DOMAIN "futoshiki-trace"

#include "config.h"

#include <stdatomic.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "futo-search-tree.h"
#include "futoshiki-error.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "futoshiki-event-private.h"
#include "futoshiki-file-read.h"
#include "futoshiki-search-tree-private.h"
#include "futoshiki-trace-private.h"

/* How much of a file is read at a time. */
#define READ_CHUNK (64 * 1024)
/* The longest line read from a file: a trace's lines are a few words, and
 * a file of one endless line must not take all memory. */
#define MAX_LINE (1024 * 1024)

/**
 * FutoshikiTrace:
 *
 * A recorded run: the events a solver reported, and in a version-2
 * trace the puzzle it ran on. Traces are read from files written by
 * `futoshiki solve --trace`, the app or a #FutoshikiRecorder, and are
 * checked as they are read: a trace whose events lie about the puzzle
 * is refused with an error of code %FUTOSHIKI_TRACE_ERROR_LIE that names
 * the event.
 *
 * A trace does not change once made. futoshiki_trace_get_event() keeps
 * its place for the next call, so read events from one thread at a time;
 * futoshiki_trace_build_tree() may run in another meanwhile.
 */
struct _FutoshikiTrace
{
  GObject          parent_instance;

  FutoTrace       *trace;
  /* The last event handed out, so that a script reading the events in
   * order takes each from a reader, not from the start of its block. */
  FutoTraceReader *reader;
  guint64          reader_next;
};

G_DEFINE_FINAL_TYPE (FutoshikiTrace, futoshiki_trace, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SIZE,
  PROP_PUZZLE,
  PROP_ALGORITHM,
  PROP_NODE_COUNT,
  PROP_TRUNCATED,
  PROP_COMPLETE,
  PROP_N_EVENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * futoshiki_trace_new_for_core: (skip)
 * @trace: (transfer full): a trace
 *
 * Wraps a core trace, for C code that recorded or read one itself.
 *
 * Returns: (transfer full): a new trace that owns @trace
 */
FutoshikiTrace *
futoshiki_trace_new_for_core (FutoTrace *trace)
{
  FutoshikiTrace *self;

  g_return_val_if_fail (trace != NULL, NULL);

  self = g_object_new (FUTOSHIKI_TYPE_TRACE, NULL);
  /* In place of the empty run constructed() made. */
  futo_trace_free (self->trace);
  self->trace = trace;
  return self;
}

gboolean
_futoshiki_trace_error_is_lie (const FutoError *error)
{
  /* The checker's sentences, and only they, start "event N: " (see
   * futo_trace_checker_check()); the parser's own say what they expected
   * or found, "event N comes after the 'end' line" among them. */
  const char *p = error->message;

  if (error->sentence.format != NULL)
    return g_str_has_prefix (error->sentence.format, "event %zu: ");
  if (!g_str_has_prefix (p, "event "))
    return FALSE;
  p += strlen ("event ");
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  return p[0] == ':' && p[1] == ' ';
}

GError *
_futoshiki_trace_error_new (const FutoError *error)
{
  return futoshiki_error_to_gerror (error, FUTOSHIKI_TRACE_ERROR,
                                    _futoshiki_trace_error_is_lie (error) ? FUTOSHIKI_TRACE_ERROR_LIE
                                    : FUTOSHIKI_TRACE_ERROR_PARSE);
}

/* Feeds the complete lines of text[0, len) to parser and returns how many
 * bytes it used: what follows the last newline waits for more (or for
 * the end, last). */
static gboolean
feed_lines (FutoTraceParser *parser,
            const char      *text,
            gsize            len,
            gboolean         last,
            gsize           *used,
            guint64         *lines,
            FutoError       *failure)
{
  gsize at = 0;

  while (at < len)
    {
      const char *line = text + at;
      const char *newline = memchr (line, '\n', len - at);
      gsize line_len;

      if (newline == NULL && !last)
        break;
      line_len = newline != NULL ? (gsize) (newline - line) : len - at;
      if (!futo_trace_parser_feed_line (parser, line, line_len, failure))
        return FALSE;
      (*lines)++;
      at += line_len + (newline != NULL);
    }
  *used = at;
  return TRUE;
}

static FutoshikiTrace *
finish (FutoTraceParser *parser,
        FutoError       *failure,
        GError         **error)
{
  FutoTrace *trace;

  if (!futo_trace_parser_finish (parser, failure))
    {
      g_propagate_error (error, _futoshiki_trace_error_new (failure));
      return NULL;
    }
  trace = futo_trace_parser_steal_trace (parser);
  if (trace == NULL)
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED, _("Not enough memory for the trace"));
      return NULL;
    }
  return futoshiki_trace_new_for_core (trace);
}

static FutoTraceParser *
new_parser (GError **error)
{
  FutoTraceParser *parser = futo_trace_parser_new (0);

  if (parser == NULL)
    g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED, _("Not enough memory for the trace"));
  return parser;
}

/**
 * futoshiki_trace_new_from_text:
 * @text: a trace in the text form (docs/trace-format.md)
 * @error: return location for an error
 *
 * Reads a trace, version 1 or 2, and checks a version-2 trace against its
 * puzzle event by event.
 *
 * Returns: (transfer full): the trace, or %NULL with @error set: code
 *   %FUTOSHIKI_TRACE_ERROR_LIE when an event lies (the message names the
 *   line, the column and the event), %FUTOSHIKI_TRACE_ERROR_PARSE when the
 *   text is not a trace
 */
FutoshikiTrace *
futoshiki_trace_new_from_text (const char *text,
                               GError    **error)
{
  FutoTraceParser *parser;
  FutoshikiTrace *self = NULL;
  FutoError failure;
  guint64 lines = 0;
  gsize used;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((parser = new_parser (error)) == NULL)
    return NULL;
  futo_error_clear (&failure);
  if (feed_lines (parser, text, strlen (text), TRUE, &used, &lines, &failure))
    self = finish (parser, &failure, error);
  else
    g_propagate_error (error, _futoshiki_trace_error_new (&failure));
  futo_trace_parser_free (parser);
  return self;
}

/**
 * futoshiki_trace_new_from_file:
 * @file: a trace file
 * @error: return location for an error
 *
 * Reads and checks a trace as futoshiki_trace_new_from_text() does, a
 * piece at a time. The message of a refusal starts with the file's name.
 * Anything but a regular file is refused with
 * %G_IO_ERROR_NOT_REGULAR_FILE, a file over 1 GiB with
 * %G_IO_ERROR_MESSAGE_TOO_LARGE, and a line over 1 MiB with
 * %FUTOSHIKI_TRACE_ERROR_PARSE (docs/file-limits.md).
 *
 * Returns: (transfer full): the trace, or %NULL with @error set
 *   (%FUTOSHIKI_TRACE_ERROR_LIE, %FUTOSHIKI_TRACE_ERROR_PARSE, or
 *   `G_IO_ERROR` when the file cannot be read)
 */
FutoshikiTrace *
futoshiki_trace_new_from_file (GFile   *file,
                               GError **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  g_autofree char *name = NULL;
  FutoTraceParser *parser;
  FutoshikiTrace *self = NULL;
  FutoError failure;
  gsize held = 0, capacity = READ_CHUNK;
  guint64 lines = 0, total = 0;
  gboolean failed = FALSE;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Checked before opening: opening a FIFO would wait for a writer. */
  if (!futoshiki_file_check_regular (file, FUTOSHIKI_TRACE_FILE_MAX_BYTES, NULL, error))
    return NULL;
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  if ((parser = new_parser (error)) == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  futo_error_clear (&failure);
  buffer = g_malloc (capacity);
  for (;;)
    {
      gssize got;
      gsize used;

      /* A line longer than the buffer grows it, up to a bound. */
      if (held == capacity)
        {
          if (capacity >= MAX_LINE)
            {
              g_set_error (error, FUTOSHIKI_TRACE_ERROR, FUTOSHIKI_TRACE_ERROR_PARSE,
                           /* Translators: the file name, the line's number, then a size in bytes */
                           _("%s: line %llu is longer than %d bytes: is this a trace?"),
                           name, (unsigned long long) lines + 1, MAX_LINE);
              failed = TRUE;
              break;
            }
          capacity *= 2;
          buffer = g_realloc (buffer, capacity);
        }
      got = g_input_stream_read (G_INPUT_STREAM (stream), buffer + held, capacity - held, NULL, error);
      if (got < 0)
        {
          g_prefix_error (error, "%s: ", name);
          failed = TRUE;
          break;
        }
      held += (gsize) got;
      /* The file may have grown since it was checked; the bound holds. */
      total += (guint64) got;
      if (total > FUTOSHIKI_TRACE_FILE_MAX_BYTES)
        {
          futoshiki_file_set_too_large_error (error, file, FUTOSHIKI_TRACE_FILE_MAX_BYTES);
          failed = TRUE;
          break;
        }
      if (!feed_lines (parser, buffer, held, got == 0, &used, &lines, &failure))
        {
          g_propagate_error (error, _futoshiki_trace_error_new (&failure));
          g_prefix_error (error, "%s: ", name);
          failed = TRUE;
          break;
        }
      memmove (buffer, buffer + used, held - used);
      held -= used;
      if (got == 0)
        break;
    }
  if (!failed)
    {
      self = finish (parser, &failure, error);
      if (self == NULL)
        g_prefix_error (error, "%s: ", name);
    }
  futo_trace_parser_free (parser);
  return self;
}

/**
 * futoshiki_trace_to_text:
 * @self: a trace
 *
 * The text form of the trace (docs/trace-format.md): version 2, with its
 * puzzle, when the trace has one, else version 1.
 *
 * Returns: (transfer full): the text
 */
char *
futoshiki_trace_to_text (FutoshikiTrace *self)
{
  char *text, *copy;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);

  text = futo_trace_write (self->trace, NULL);
  if (text == NULL)
    g_error ("Not enough memory to write a trace of %zu events", futo_trace_get_length (self->trace));
  /* The core allocates with malloc; the caller frees with g_free. */
  copy = g_strdup (text);
  free (text);
  return copy;
}

/**
 * futoshiki_trace_save:
 * @self: a trace
 * @file: where to write it (replaced)
 * @error: return location for an error
 *
 * Writes the text form of futoshiki_trace_to_text() to @file. The file is
 * replaced atomically: when anything fails, what was there before stays.
 *
 * Returns: %TRUE when the trace was written
 */
gboolean
futoshiki_trace_save (FutoshikiTrace *self,
                      GFile          *file,
                      GError        **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return _futoshiki_trace_write_file (self->trace, file, error);
}

gboolean
_futoshiki_trace_write_file (const FutoTrace *trace,
                             GFile           *file,
                             GError         **error)
{
  char *text = futo_trace_write (trace, NULL);
  g_autoptr (GBytes) bytes = NULL;
  gboolean ok;

  if (text == NULL)
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED, _("Not enough memory for the trace"));
      return FALSE;
    }
  /* A temporary file beside the target, renamed over it once whole. */
  bytes = g_bytes_new_static (text, strlen (text));
  ok = futoshiki_file_save_bytes (file, bytes, NULL, error);
  free (text);
  return ok;
}

/**
 * futoshiki_trace_get_size:
 * @self: a trace
 *
 * The size of the board the run was on.
 *
 * Returns: the size (rows, columns and values)
 */
gint
futoshiki_trace_get_size (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), 0);
  return futo_trace_get_size (self->trace);
}

/**
 * futoshiki_trace_get_puzzle:
 * @self: a trace
 *
 * The puzzle the run was on, which a version-2 trace carries. Each call
 * makes a new copy: changing it changes nothing in the trace.
 *
 * Returns: (transfer full) (nullable): a copy of the puzzle, or %NULL for
 *   a version-1 trace, which does not say
 */
FutoshikiPuzzle *
futoshiki_trace_get_puzzle (FutoshikiTrace *self)
{
  const FutoPuzzle *puzzle;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);

  puzzle = futo_trace_get_puzzle (self->trace);
  return puzzle != NULL ? futoshiki_puzzle_new_for_core (puzzle) : NULL;
}

/**
 * futoshiki_trace_get_algorithm:
 * @self: a trace
 *
 * The method or solver that made the run: a built-in algorithm's id
 * ("bt", "fc", …, see futoshiki_algorithm_list()) or the name a
 * student's program gave its #FutoshikiRecorder.
 *
 * Returns: (nullable): the name, or %NULL when the trace does not say
 */
const char *
futoshiki_trace_get_algorithm (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);
  return futo_trace_get_algorithm (self->trace);
}

/**
 * futoshiki_trace_get_node_count:
 * @self: a trace
 *
 * How the run's search tree counts its nodes: the trace's own `nodes`
 * line, else the built-in method's way when the algorithm is one, else
 * %FUTOSHIKI_NODE_COUNT_DECISIONS.
 *
 * Returns: the node count futoshiki_trace_build_tree() counts with
 */
FutoshikiNodeCount
futoshiki_trace_get_node_count (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), FUTOSHIKI_NODE_COUNT_DECISIONS);
  return (FutoshikiNodeCount) futo_search_tree_count_for (self->trace);
}

/**
 * futoshiki_trace_get_truncated:
 * @self: a trace
 *
 * Whether the recording stopped before the run did, because it would
 * have taken too much memory.
 *
 * Returns: %TRUE for a truncated trace
 */
gboolean
futoshiki_trace_get_truncated (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), FALSE);
  return futo_trace_is_truncated (self->trace);
}

/**
 * futoshiki_trace_get_complete:
 * @self: a trace
 *
 * Whether the run is all there: a version-2 text ended with its `end`
 * line (a live run without it was cut off). Always %TRUE for version 1
 * and for a finished recording.
 *
 * Returns: %TRUE for a complete trace
 */
gboolean
futoshiki_trace_get_complete (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), FALSE);
  return futo_trace_is_complete (self->trace);
}

/**
 * futoshiki_trace_get_n_events:
 * @self: a trace
 *
 * The number of events.
 *
 * Returns: the number of events
 */
guint64
futoshiki_trace_get_n_events (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), 0);
  return futo_trace_get_length (self->trace);
}

/**
 * futoshiki_trace_get_event:
 * @self: a trace
 * @index: the event's index, from 0
 * @error: return location for an error
 *
 * One event. Reading the events in order, from 0 up, costs one step
 * each; jumping about costs a seek each.
 *
 * Returns: (transfer full): a copy of the event, or %NULL with @error set
 *   (`FUTOSHIKI_ERROR_INVALID`) when @index is not below the number of
 *   events
 */
FutoshikiEvent *
futoshiki_trace_get_event (FutoshikiTrace *self,
                           guint64         index,
                           GError        **error)
{
  guint64 length;
  FutoEvent event;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  length = futo_trace_get_length (self->trace);
  if (index >= length)
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   /* Translators: the first number counts from 0 */
                   g_dngettext (GETTEXT_PACKAGE,
                                "There is no event %llu: the trace has %llu event",
                                "There is no event %llu: the trace has %llu events",
                                (unsigned long) length),
                   (unsigned long long) index, (unsigned long long) length);
      return NULL;
    }
  if (self->reader == NULL || self->reader_next != index)
    {
      g_clear_pointer (&self->reader, futo_trace_reader_free);
      self->reader = futo_trace_reader_new (self->trace, index);
      if (self->reader == NULL)
        g_error ("Not enough memory to read a trace");
    }
  if (!futo_trace_reader_next (self->reader, &event))
    g_assert_not_reached ();
  self->reader_next = index + 1;
  return _futoshiki_event_new_for_core (&event, futo_trace_get_size (self->trace));
}

static void
on_cancelled (GCancellable *cancellable,
              atomic_int   *cancel)
{
  atomic_store (cancel, 1);
}

/**
 * futoshiki_trace_build_tree:
 * @self: a trace
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Builds the search tree of the run in one pass over its events,
 * counting its nodes as futoshiki_trace_get_node_count() says: the tree
 * of a built-in method's trace counts what the method's statistics count.
 *
 * Returns: (transfer full): the tree, or %NULL with @error set
 *   (`G_IO_ERROR_CANCELLED`, or `FUTOSHIKI_ERROR_FAILED` when memory ran
 *   out or the decisions nest deeper than any search's)
 */
FutoshikiSearchTree *
futoshiki_trace_build_tree (FutoshikiTrace *self,
                            GCancellable   *cancellable,
                            GError        **error)
{
  atomic_int cancel = 0;
  gulong handler = 0;
  FutoSearchTree *tree;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), &cancel, NULL);
  tree = futo_search_tree_new (self->trace, futo_search_tree_count_for (self->trace), &cancel);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  if (tree != NULL)
    return _futoshiki_search_tree_new_take (tree);
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED,
                         _("The search tree could not be built: not enough memory, or decisions nested deeper "
                           "than any search makes"));
  return NULL;
}

/**
 * futoshiki_trace_get_core: (skip)
 * @self: a trace
 *
 * The core's trace, for C code (src/core/futo-trace.h).
 *
 * Returns: (transfer none): the trace, which lives as long as @self
 */
const FutoTrace *
futoshiki_trace_get_core (FutoshikiTrace *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE (self), NULL);
  return self->trace;
}

static void
futoshiki_trace_finalize (GObject *object)
{
  FutoshikiTrace *self = FUTOSHIKI_TRACE (object);

  g_clear_pointer (&self->reader, futo_trace_reader_free);
  g_clear_pointer (&self->trace, futo_trace_free);

  G_OBJECT_CLASS (futoshiki_trace_parent_class)->finalize (object);
}

static void
futoshiki_trace_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FutoshikiTrace *self = FUTOSHIKI_TRACE (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      g_value_set_int (value, futoshiki_trace_get_size (self));
      break;
    case PROP_PUZZLE:
      g_value_take_object (value, futoshiki_trace_get_puzzle (self));
      break;
    case PROP_ALGORITHM:
      g_value_set_string (value, futoshiki_trace_get_algorithm (self));
      break;
    case PROP_NODE_COUNT:
      g_value_set_enum (value, futoshiki_trace_get_node_count (self));
      break;
    case PROP_TRUNCATED:
      g_value_set_boolean (value, futoshiki_trace_get_truncated (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, futoshiki_trace_get_complete (self));
      break;
    case PROP_N_EVENTS:
      g_value_set_uint64 (value, futoshiki_trace_get_n_events (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_trace_constructed (GObject *object)
{
  FutoshikiTrace *self = FUTOSHIKI_TRACE (object);

  G_OBJECT_CLASS (futoshiki_trace_parent_class)->constructed (object);

  /* Made with g_object_new() alone (Futoshiki.Trace() in a script): an
   * empty run on the smallest board, so that every getter holds. */
  if (self->trace == NULL)
    {
      self->trace = futo_trace_new (FUTO_MIN_SIZE, 0);
      if (self->trace == NULL)
        g_error ("Not enough memory for a trace");
    }
}

static void
futoshiki_trace_class_init (FutoshikiTraceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = futoshiki_trace_constructed;
  object_class->finalize = futoshiki_trace_finalize;
  object_class->get_property = futoshiki_trace_get_property;

  /**
   * FutoshikiTrace:size: (getter get_size)
   *
   * The size of the board the run was on.
   */
  properties[PROP_SIZE] = g_param_spec_int ("size", NULL, NULL, 0, G_MAXINT, 0, flags);
  /**
   * FutoshikiTrace:puzzle: (getter get_puzzle)
   *
   * A copy of the puzzle the run was on; %NULL for a version-1 trace.
   */
  properties[PROP_PUZZLE] = g_param_spec_object ("puzzle", NULL, NULL, FUTOSHIKI_TYPE_PUZZLE, flags);
  /**
   * FutoshikiTrace:algorithm: (getter get_algorithm)
   *
   * The method or solver that made the run, %NULL when the trace does
   * not say.
   */
  properties[PROP_ALGORITHM] = g_param_spec_string ("algorithm", NULL, NULL, NULL, flags);
  /**
   * FutoshikiTrace:node-count: (getter get_node_count)
   *
   * How the run's search tree counts its nodes.
   */
  properties[PROP_NODE_COUNT] =
    g_param_spec_enum ("node-count", NULL, NULL, FUTOSHIKI_TYPE_NODE_COUNT, FUTOSHIKI_NODE_COUNT_DECISIONS, flags);
  /**
   * FutoshikiTrace:truncated: (getter get_truncated)
   *
   * Whether the recording stopped before the run did.
   */
  properties[PROP_TRUNCATED] = g_param_spec_boolean ("truncated", NULL, NULL, FALSE, flags);
  /**
   * FutoshikiTrace:complete: (getter get_complete)
   *
   * Whether the run is all there (a live run cut off is not).
   */
  properties[PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, TRUE, flags);
  /**
   * FutoshikiTrace:n-events: (getter get_n_events)
   *
   * The number of events.
   */
  properties[PROP_N_EVENTS] = g_param_spec_uint64 ("n-events", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_trace_init (FutoshikiTrace *self)
{
}
