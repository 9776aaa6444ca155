/* lab-live-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A student's solver, in any language, run live: the app writes the
 * puzzle to a temporary file, starts the program with GSubprocess (never
 * inside its own process: a Python solver that crashes or loops crashes
 * or loops alone) and reads the trace it prints on its standard output
 * as it comes. Every line goes through the core's streaming parser,
 * which checks each event against the puzzle and the rules: the first
 * lie stops the program, and what came before it stays to be stepped
 * through.
 *
 * The output is read in chunks without blocking and split into lines
 * here rather than with g_data_input_stream_read_line_async(), which
 * grows its buffer without bound on a line that never ends: a line has a
 * limit, and a chunk is a batch, so that a program that prints a million
 * lines at once leaves the main loop free between chunks. The standard
 * error is read beside it (a full pipe would stall the program) and its
 * end kept for the message when the program fails.
 */
#define G_LOG_DOMAIN "lab-live-run"

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-game.h"
#include "futo-trace.h"
#include "futoshiki-error-text.h"
#include "lab-live-run.h"

/* Bytes asked for at a time: a batch of lines between two turns of the
 * main loop. */
#define CHUNK_SIZE (64 * 1024)
/* The longest line taken: an event line is some forty characters. */
#define MAX_LINE (64 * 1024)
/* How much of the standard error is kept for the message. */
#define STDERR_TAIL 2048

struct _LabLiveRun
{
  GObject               parent_instance;

  FutoPuzzle           *puzzle;
  guint64               max_events;
  LabLiveRunState       state;
  char                 *message;

  GSubprocess          *process;
  GCancellable         *cancellable;
  GFile                *puzzle_file;
  char                 *puzzle_path;
  gint64                start_time;
  gint64                end_time;

  /* Until the player exists the run owns the parser; then the player does
   * (it reads the parser's trace), and the run only borrows it. */
  FutoTraceParser      *parser;
  FutoshikiTracePlayer *player;
  GString              *line;       /* a line begun in one chunk, ended in a later one */
  guint64               n_lines;
  LabLiveRunCounts      counts;
  GString              *errors;     /* the end of the standard error */

  gboolean              stdout_done;
  gboolean              stderr_done;
  gboolean              exited;
  /* Set when the run has decided how it ends before the program has
   * (a cancel, a lie): the program is being stopped. */
  LabLiveRunState       stopping;
};

G_DEFINE_FINAL_TYPE (LabLiveRun, lab_live_run, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

LabLiveRun *
lab_live_run_new (const FutoPuzzle *puzzle,
                  guint64           max_events)
{
  LabLiveRun *self;

  g_return_val_if_fail (puzzle != NULL, NULL);

  self = g_object_new (LAB_TYPE_LIVE_RUN, NULL);
  self->puzzle = futo_puzzle_copy (puzzle);
  self->max_events = max_events;
  return self;
}

LabLiveRunState
lab_live_run_get_state (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), LAB_LIVE_RUN_IDLE);
  return self->state;
}

gboolean
lab_live_run_get_running (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), FALSE);
  return self->state == LAB_LIVE_RUN_RUNNING;
}

const char *
lab_live_run_get_message (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), NULL);
  return self->message;
}

FutoshikiTracePlayer *
lab_live_run_get_player (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), NULL);
  return self->player;
}

void
lab_live_run_get_counts (LabLiveRun       *self,
                         LabLiveRunCounts *counts)
{
  g_return_if_fail (LAB_IS_LIVE_RUN (self));
  g_return_if_fail (counts != NULL);
  *counts = self->counts;
}

double
lab_live_run_get_elapsed (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), 0.0);

  if (self->start_time == 0)
    return 0.0;
  return ((self->end_time != 0 ? self->end_time : g_get_monotonic_time ()) - self->start_time) / (double) G_USEC_PER_SEC;
}

const char *
lab_live_run_get_puzzle_path (LabLiveRun *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), NULL);
  return self->puzzle_path;
}

/* The end */

static void
remove_puzzle_file (LabLiveRun *self)
{
  if (self->puzzle_file != NULL)
    g_file_delete (self->puzzle_file, NULL, NULL);
  g_clear_object (&self->puzzle_file);
  g_clear_pointer (&self->puzzle_path, g_free);
}

/* "The program ended with …" and what it said on its standard error. */
static char *
with_errors (LabLiveRun *self,
             char       *text)
{
  g_autofree char *owned = text;
  g_autofree char *tail = NULL;

  if (self->errors->len == 0)
    return g_steal_pointer (&owned);
  tail = g_utf8_make_valid (self->errors->str, self->errors->len);
  g_strchomp (tail);
  /* Translators: a program's message, then the end of what it wrote on
   * its standard error */
  return g_strdup_printf (_("%s It wrote:\n%s"), owned, tail);
}

static char *
describe_exit (LabLiveRun *self)
{
  if (g_subprocess_get_if_signaled (self->process))
    /* Translators: %d is a signal number */
    return with_errors (self, g_strdup_printf (_("The program was killed by signal %d."),
                                               g_subprocess_get_term_sig (self->process)));
  /* Translators: %d is a program's exit status */
  return with_errors (self, g_strdup_printf (_("The program ended with exit status %d."),
                                             g_subprocess_get_exit_status (self->process)));
}

static void
finish (LabLiveRun *self)
{
  const FutoTrace *trace = self->parser != NULL ? futo_trace_parser_get_trace (self->parser) : NULL;
  LabLiveRunState state = self->stopping;

  if (self->state != LAB_LIVE_RUN_RUNNING || !self->exited)
    return;
  /* A run stopped by the app ends as soon as the program has; else once
   * all it wrote is read. */
  if (state == LAB_LIVE_RUN_RUNNING && !(self->stdout_done && self->stderr_done))
    return;

  if (state == LAB_LIVE_RUN_RUNNING)
    {
      FutoError error;
      gboolean header_complete;

      /* The parser hears of the end even when the trace came whole. */
      futo_error_clear (&error);
      header_complete = futo_trace_parser_finish (self->parser, &error);
      if (!g_subprocess_get_successful (self->process))
        {
          state = LAB_LIVE_RUN_FAILED;
          g_free (self->message);
          self->message = describe_exit (self);
        }
      else if (self->player == NULL)
        {
          g_autofree char *why = !header_complete ? futoshiki_error_describe (&error) : NULL;

          state = LAB_LIVE_RUN_FAILED;
          g_free (self->message);
          if (why != NULL)
            /* Translators: %s says why, e.g. "the header ends before its 'events' line" */
            self->message = with_errors (self, g_strdup_printf (_("The program wrote no trace on its standard output: %s"),
                                                                why));
          else
            self->message = with_errors (self, g_strdup (_("The program wrote no events on its standard output.")));
        }
      else if (trace == NULL || !futo_trace_is_complete (trace))
        {
          state = LAB_LIVE_RUN_CUT;
          g_free (self->message);
          self->message = g_strdup (_("The program’s output ended without the trace’s “end” line: "
                                      "the run may have been cut off."));
        }
      else
        state = LAB_LIVE_RUN_COMPLETE;
    }
  self->end_time = g_get_monotonic_time ();
  self->state = state;
  remove_puzzle_file (self);
  g_cancellable_cancel (self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* Ends the program now, deciding how the run ends: the process's own end
 * (wait) then completes it. */
static void
stop (LabLiveRun      *self,
      LabLiveRunState  state,
      char            *message)
{
  if (self->state != LAB_LIVE_RUN_RUNNING || self->stopping != LAB_LIVE_RUN_RUNNING)
    {
      g_free (message);
      return;
    }
  self->stopping = state;
  g_free (self->message);
  self->message = message;
  /* No more of its output is read: what came so far is the run. */
  g_cancellable_cancel (self->cancellable);
  if (!self->exited)
    g_subprocess_force_exit (self->process);
  finish (self);
}

void
lab_live_run_cancel (LabLiveRun *self)
{
  g_return_if_fail (LAB_IS_LIVE_RUN (self));
  stop (self, LAB_LIVE_RUN_CANCELLED, NULL);
}

static void
on_waited (GObject      *object,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(LabLiveRun) self = data;

  g_subprocess_wait_finish (G_SUBPROCESS (object), result, NULL);
  self->exited = TRUE;
  finish (self);
}

/* The trace as it comes */

static void
count_new_events (LabLiveRun *self)
{
  const FutoTrace *trace = futo_trace_parser_get_trace (self->parser);
  g_autoptr(FutoTraceReader) reader = NULL;
  gsize length;
  FutoEvent event;

  if (trace == NULL)
    return;
  length = futo_trace_get_length (trace);
  if (self->counts.events == length)
    return;
  reader = futoshiki_trace_reader_new (trace, self->counts.events);
  while (self->counts.events < length && futo_trace_reader_next (reader, &event))
    {
      self->counts.events++;
      if (event.kind == FUTO_EVENT_ASSIGN && event.reason == FUTO_REASON_DECISION)
        self->counts.decisions++;
      else if (event.kind == FUTO_EVENT_BACKTRACK)
        self->counts.backtracks++;
      else if (event.kind == FUTO_EVENT_SOLUTION)
        self->counts.solutions++;
    }
}

/* Once the header is in: the trace must be of the puzzle sent, or its
 * checks would be against another board than the one shown. The trace's
 * own puzzle (its given and sign lines) is compared with the document's
 * as it was sent. */
static gboolean
take_header (LabLiveRun *self)
{
  const FutoTrace *trace = futo_trace_parser_get_trace (self->parser);
  const FutoPuzzle *sent = self->puzzle;
  const FutoPuzzle *theirs;
  const char *algorithm;
  const FutoAlgorithm *known;

  if (self->player != NULL || trace == NULL)
    return TRUE;
  theirs = futo_trace_get_puzzle (trace);
  if (theirs == NULL)
    {
      stop (self, LAB_LIVE_RUN_REFUSED,
            g_strdup (_("The program’s trace has no puzzle: it is in version 1 of the trace format, "
                        "which cannot be checked. A live run needs version 2, with the puzzle’s "
                        "“size”, “given” and “sign” lines in its header.")));
      return FALSE;
    }
  if (theirs->size != sent->size || !futo_puzzle_equal (theirs, sent))
    {
      stop (self, LAB_LIVE_RUN_REFUSED,
            g_strdup_printf (_("The program ran on another puzzle than the one it was sent: the "
                               "givens and signs in its trace’s header (a %d × %d board) are not "
                               "those of the %d × %d puzzle on the board. Does it read the file "
                               "it is given?"),
                             theirs->size, theirs->size, sent->size, sent->size));
      return FALSE;
    }
  algorithm = futo_trace_get_algorithm (trace);
  known = algorithm != NULL ? futo_algorithm_find (algorithm) : NULL;
  /* From here the player holds the parser, and so the trace it reads. */
  self->player = futoshiki_trace_player_new_borrowed (trace, sent, algorithm,
                                                      known != NULL && known->stochastic,
                                                      (GDestroyNotify) futo_trace_parser_free,
                                                      self->parser);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
  return TRUE;
}

/* One line of the program's output; FALSE once the run stops. */
static gboolean
take_line (LabLiveRun *self,
           const char *line,
           gsize       len)
{
  FutoError error;
  const FutoTrace *trace;

  if (len > 0 && line[len - 1] == '\r')
    len--;
  self->n_lines++;
  futo_error_clear (&error);
  if (!futo_trace_parser_feed_line (self->parser, line, len, &error))
    {
      g_autofree char *why = futoshiki_error_describe (&error);

      count_new_events (self);
      /* Translators: %s is where and why, e.g. "line 14, column 1: event 5: r1c2 = 1 …" */
      stop (self, LAB_LIVE_RUN_REFUSED, g_strdup_printf (_("The program was stopped at a step that does "
                                                           "not hold: %s"), why));
      return FALSE;
    }
  if (!take_header (self))
    return FALSE;
  trace = futo_trace_parser_get_trace (self->parser);
  if (trace != NULL && futo_trace_is_truncated (trace))
    {
      g_autofree char *limit = g_strdup_printf ("%'" G_GUINT64_FORMAT, futo_trace_get_length (trace));

      count_new_events (self);
      /* Translators: %s is a number of events */
      stop (self, LAB_LIVE_RUN_LIMIT,
            g_strdup_printf (_("The program was stopped at the recording limit of %s events. "
                               "The limit is in Preferences."), limit));
      return FALSE;
    }
  return TRUE;
}

static void read_output (LabLiveRun *self);

static void
on_output (GObject      *object,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(LabLiveRun) self = data;
  g_autoptr(GBytes) bytes = NULL;
  const char *p, *end;
  gsize size;

  bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (object), result, NULL);
  if (self->state != LAB_LIVE_RUN_RUNNING || self->stopping != LAB_LIVE_RUN_RUNNING)
    return;
  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    {
      /* The last line may lack its newline. */
      if (self->line->len > 0)
        take_line (self, self->line->str, self->line->len);
      g_string_truncate (self->line, 0);
      count_new_events (self);
      self->stdout_done = TRUE;
      finish (self);
      return;
    }

  p = g_bytes_get_data (bytes, &size);
  end = p + size;
  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);
      gsize len = (eol != NULL ? eol : end) - p;

      if (self->line->len + len > MAX_LINE)
        {
          count_new_events (self);
          /* Translators: %s is a line number, %d a number of characters */
          stop (self, LAB_LIVE_RUN_REFUSED,
                g_strdup_printf (_("The program was stopped: line %" PRIu64 " of its output "
                                   "is longer than %d characters, which no trace line is."),
                                 (uint64_t) self->n_lines + 1, MAX_LINE));
          return;
        }
      if (eol == NULL)
        {
          g_string_append_len (self->line, p, len);
          break;
        }
      if (self->line->len > 0)
        {
          g_string_append_len (self->line, p, len);
          if (!take_line (self, self->line->str, self->line->len))
            return;
          g_string_truncate (self->line, 0);
        }
      else if (!take_line (self, p, len))
        return;
      p = eol + 1;
    }
  count_new_events (self);
  read_output (self);
}

static void
read_output (LabLiveRun *self)
{
  g_input_stream_read_bytes_async (g_subprocess_get_stdout_pipe (self->process), CHUNK_SIZE,
                                   G_PRIORITY_DEFAULT, self->cancellable, on_output, g_object_ref (self));
}

static void read_errors (LabLiveRun *self);

static void
on_errors (GObject      *object,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(LabLiveRun) self = data;
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const char *p;

  bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (object), result, NULL);
  if (self->state != LAB_LIVE_RUN_RUNNING)
    return;
  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    {
      self->stderr_done = TRUE;
      finish (self);
      return;
    }
  p = g_bytes_get_data (bytes, &size);
  g_string_append_len (self->errors, p, size);
  if (self->errors->len > STDERR_TAIL)
    g_string_erase (self->errors, 0, self->errors->len - STDERR_TAIL);
  read_errors (self);
}

static void
read_errors (LabLiveRun *self)
{
  g_input_stream_read_bytes_async (g_subprocess_get_stderr_pipe (self->process), 4096,
                                   G_PRIORITY_DEFAULT, self->cancellable, on_errors, g_object_ref (self));
}

/* The start */

static gboolean
write_puzzle (LabLiveRun  *self,
              GError     **error)
{
  g_autoptr(GFileIOStream) stream = NULL;
  g_autofree char *text = NULL;
  FutoGame *game = futo_game_new (futo_puzzle_copy (self->puzzle));

  text = futo_native_write (game);
  futo_game_free (game);
  if (text == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  self->puzzle_file = g_file_new_tmp ("futoshiki-lab-run-XXXXXX.futoshiki", &stream, error);
  if (self->puzzle_file == NULL)
    return FALSE;
  self->puzzle_path = g_file_get_path (self->puzzle_file);
  if (!g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (stream)),
                                  text, strlen (text), NULL, NULL, error)
      || !g_io_stream_close (G_IO_STREAM (stream), NULL, error))
    {
      remove_puzzle_file (self);
      return FALSE;
    }
  return TRUE;
}

/* Each "{puzzle}" becomes the file's path; without one, the path is the
 * last argument. */
static GStrv
make_argv (const char  *command_line,
           const char  *path,
           GError     **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean placed = FALSE;
  int argc;

  if (!g_shell_parse_argv (command_line, &argc, &argv, error))
    return NULL;
  for (int i = 0; i < argc; i++)
    {
      g_auto(GStrv) parts = g_strsplit (argv[i], "{puzzle}", -1);
      g_autofree char *arg = g_strjoinv (path, parts);

      placed = placed || g_strv_length (parts) > 1;
      g_strv_builder_add (builder, arg);
    }
  if (!placed)
    g_strv_builder_add (builder, path);
  return g_strv_builder_end (builder);
}

gboolean
lab_live_run_start (LabLiveRun  *self,
                    const char  *command_line,
                    GError     **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_auto(GStrv) argv = NULL;

  g_return_val_if_fail (LAB_IS_LIVE_RUN (self), FALSE);
  g_return_val_if_fail (command_line != NULL, FALSE);
  g_return_val_if_fail (self->state == LAB_LIVE_RUN_IDLE, FALSE);

  if (!write_puzzle (self, error))
    return FALSE;
  argv = make_argv (command_line, self->puzzle_path, error);
  if (argv == NULL)
    {
      remove_puzzle_file (self);
      return FALSE;
    }
  /* Its standard input is /dev/null: the puzzle comes as a file. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, error);
  if (self->process == NULL)
    {
      remove_puzzle_file (self);
      return FALSE;
    }
  self->parser = futo_trace_parser_new (self->max_events);
  if (self->parser == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  self->start_time = g_get_monotonic_time ();
  self->state = LAB_LIVE_RUN_RUNNING;
  g_subprocess_wait_async (self->process, NULL, on_waited, g_object_ref (self));
  read_output (self);
  read_errors (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  return TRUE;
}

static void
lab_live_run_dispose (GObject *object)
{
  LabLiveRun *self = LAB_LIVE_RUN (object);

  /* Pending reads and the wait hold the run: it is disposed only once the
   * program has ended. */
  g_cancellable_cancel (self->cancellable);
  remove_puzzle_file (self);
  if (self->player == NULL)
    g_clear_pointer (&self->parser, futo_trace_parser_free);
  self->parser = NULL;
  g_clear_object (&self->player);
  g_clear_object (&self->process);

  G_OBJECT_CLASS (lab_live_run_parent_class)->dispose (object);
}

static void
lab_live_run_finalize (GObject *object)
{
  LabLiveRun *self = LAB_LIVE_RUN (object);

  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_free (self->message);
  g_string_free (self->line, TRUE);
  g_string_free (self->errors, TRUE);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (lab_live_run_parent_class)->finalize (object);
}

static void
lab_live_run_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  LabLiveRun *self = LAB_LIVE_RUN (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_live_run_class_init (LabLiveRunClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lab_live_run_dispose;
  object_class->finalize = lab_live_run_finalize;
  object_class->get_property = lab_live_run_get_property;

  /* A LabLiveRunState. */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, LAB_LIVE_RUN_IDLE, LAB_LIVE_RUN_LIMIT, LAB_LIVE_RUN_IDLE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, FUTOSHIKI_TYPE_TRACE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lab_live_run_init (LabLiveRun *self)
{
  self->cancellable = g_cancellable_new ();
  self->line = g_string_new (NULL);
  self->errors = g_string_new (NULL);
  self->state = LAB_LIVE_RUN_IDLE;
  self->stopping = LAB_LIVE_RUN_RUNNING;
}
