/* fuzz-any.c: any input, detected and read, validated, then solved under a
 * small node limit by the default engine and by one more registered
 * algorithm, picked by the input's hash
 *
 * Besides the reader invariants this checks what the algorithms promise:
 * a solution they return is one, complete methods that searched to the end
 * agree with each other and with every solution anyone found, a puzzle
 * that validation rejects has no solution, and every event they emit names
 * real cells and values and survives the trace text format.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "futo-algorithm.h"
#include "futo-validate.h"

/* Nodes per run on boards up to 6×6: enough that the complete methods
 * settle most small puzzles, so that their answers can be compared. A node
 * costs about as much as the board has cells, so larger boards get
 * proportionally fewer (but at least MIN_NODES), so that the runs on one
 * input stay short whatever its size. */
#define NODE_LIMIT 2000
#define MIN_NODES  100
/* Events kept per run for the trace checks: past the second keyframe,
 * 4,096 events apart up to 30x30, or in the fuzzing build (trace/
 * futo-trace-private.h) 256 up to 7x7 and 512 up to 10x10. A run's trace
 * is written, read back, seeked and compared event by event, so its
 * length is most of this target's time. */
#ifdef FUTO_FUZZING_BUILD
#define MAX_EVENTS 1100
#else
#define MAX_EVENTS 10000
#endif

typedef struct
{
  int        size;
  FutoTrace *trace;
} EventSink;

static void
on_event (const FutoEvent *event,
          void            *data)
{
  EventSink *sink = data;
  int cells = sink->size * sink->size;

  fuzz_assert (event->kind >= FUTO_EVENT_ASSIGN && event->kind <= FUTO_EVENT_LAST);
  if (event->kind != FUTO_EVENT_ENERGY)
    {
      fuzz_assert (event->reason >= FUTO_REASON_NONE && event->reason <= FUTO_REASON_LAST);
      fuzz_assert (event->cell >= -1 && event->cell < cells);
      fuzz_assert (event->cause >= -1 && event->cause < cells);
      fuzz_assert (event->value >= 0 && event->value <= sink->size);
      fuzz_assert (event->depth >= 0);
    }
  futo_trace_record (event, sink->trace);
}

/* What the complete runs that searched everything established. */
typedef struct
{
  bool     known;       /* some complete run was exhausted */
  uint64_t count;       /* its exact count (0 or 1 under a limit of 2) */
  uint8_t *solution;    /* its solution when the count is 1 */
  uint8_t *witness;     /* any verified solution, from any run */
} Findings;

static void
check_result (const FutoAlgorithm *algorithm,
              const FutoPuzzle    *puzzle,
              const FutoRunResult *result,
              Findings            *findings)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  fuzz_assert (result->status != FUTO_STATUS_INVALID && result->status != FUTO_STATUS_CANCELLED);
  fuzz_assert (result->size == puzzle->size);
  fuzz_assert (result->stored >= 0 && result->stored <= FUTO_MAX_STORED_SOLUTIONS);
  fuzz_assert ((uint64_t) result->stored <= result->solution_count);
  fuzz_assert (result->status != FUTO_STATUS_SOLVED || result->solution_count > 0);
  fuzz_assert (result->status != FUTO_STATUS_UNSATISFIABLE || result->solution_count == 0);
  fuzz_assert (!result->exhausted || result->status == FUTO_STATUS_SOLVED
               || result->status == FUTO_STATUS_UNSATISFIABLE);
  fuzz_assert (memchr (result->message, '\0', sizeof result->message) != NULL);

  for (int i = 0; i < result->stored; i++)
    {
      fuzz_assert (result->solutions[i] != NULL);
      fuzz_assert (futo_puzzle_is_solution (puzzle, result->solutions[i]));
      if (findings->witness == NULL)
        {
          findings->witness = malloc (cells);
          fuzz_assert (findings->witness != NULL);
          memcpy (findings->witness, result->solutions[i], cells);
        }
    }
  if (result->stored == 2)
    fuzz_assert (memcmp (result->solutions[0], result->solutions[1], cells) != 0);

  if (algorithm->complete && result->exhausted)
    {
      if (findings->known)
        fuzz_assert (findings->count == result->solution_count);
      else if (result->solution_count == 1 && result->stored == 1)
        {
          findings->solution = malloc (cells);
          fuzz_assert (findings->solution != NULL);
          memcpy (findings->solution, result->solutions[0], cells);
        }
      findings->known = true;
      findings->count = result->solution_count;
    }
}

/* Runs one algorithm with the checks every run gets (each event as it
 * comes, the answer, futo_trace_check); @deep adds the costly ones: the
 * trace's text form, seeks and tree (fuzz_check_trace), and a second run
 * recorded straight into a trace. */
static void
run_algorithm (const FutoAlgorithm *algorithm,
               const FutoPuzzle    *puzzle,
               bool                 deep,
               Findings            *findings)
{
  FutoRunOptions options;
  FutoRunResult result;
  EventSink sink = { puzzle->size, futo_trace_new (puzzle->size, MAX_EVENTS) };

  fuzz_assert (sink.trace != NULL);
  futo_run_options_init (&options);
  /* Two solutions prove a puzzle ambiguous; incomplete methods stop at one. */
  options.solution_limit = algorithm->complete ? 2 : 1;
  options.node_limit = NODE_LIMIT * 36 / ((uint64_t) puzzle->size * puzzle->size);
  if (options.node_limit > NODE_LIMIT)
    options.node_limit = NODE_LIMIT;
  if (options.node_limit < MIN_NODES)
    options.node_limit = MIN_NODES;
  options.seed = 1;
  options.on_event = on_event;
  options.event_data = &sink;
  futo_run_result_init (&result);

  futo_run (algorithm, puzzle, &options, &result);
  if (puzzle->mode == FUTO_MODE_ADJACENT && !algorithm->supports_adjacent)
    {
      /* Refused up front, before a single event. */
      fuzz_assert (result.status == FUTO_STATUS_INVALID && result.stored == 0);
      fuzz_assert (futo_trace_get_length (sink.trace) == 0);
    }
  else
    check_result (algorithm, puzzle, &result, findings);
  if (deep)
    fuzz_check_trace (sink.trace);
  /* Every built-in method tells the truth about its run. */
  {
    FutoError error;

    if (!futo_trace_check (sink.trace, puzzle, &error))
      {
        fprintf (stderr, "%s: %s\n", algorithm->id, error.message);
        fuzz_assert (false);
      }
  }
  futo_run_result_clear (&result);

  /* The same run recorded straight into a trace takes the recorder's own
   * path, which packs refuted tries and forward-check lines: it must hold
   * the very events the sink above was given. */
  if (deep && (puzzle->mode != FUTO_MODE_ADJACENT || algorithm->supports_adjacent))
    {
      FutoTrace *packed = futo_trace_new (puzzle->size, MAX_EVENTS);

      fuzz_assert (packed != NULL);
      options.on_event = futo_trace_record;
      options.event_data = packed;
      futo_run_result_init (&result);
      futo_run (algorithm, puzzle, &options, &result);
      fuzz_check_same_events (packed, sink.trace);
      futo_run_result_clear (&result);
      futo_trace_free (packed);
    }

  futo_trace_free (sink.trace);
}

/* The default engine solves every puzzle read, and one more algorithm,
 * picked by the input's hash, solves it beside it; their answers are
 * compared, and the picked one gets the deep checks (the engine gets them
 * when it is the one picked). Every algorithm on every input made each
 * execution cost some 8 ms once the corpus held mostly valid puzzles (120
 * executions a CPU second: 10^7 would have taken a day); picked this way
 * each algorithm is still checked against the engine on its share of the
 * inputs, and a mutation that changes nothing else moves the input to
 * another algorithm. */
static void
check_solving (const FutoPuzzle *puzzle,
               uint32_t          input_hash)
{
  size_t n_algorithms, cells = (size_t) puzzle->size * puzzle->size;
  const FutoAlgorithm *const *algorithms = futo_algorithms (&n_algorithms);
  Findings findings = { 0 };
  size_t picked;

  fuzz_assert (n_algorithms > 0 && algorithms[0] == futo_algorithm_default ());
  for (size_t i = 0; i < n_algorithms; i++)
    fuzz_assert (futo_algorithm_find (algorithms[i]->id) == algorithms[i]);
  picked = input_hash % n_algorithms;
  run_algorithm (algorithms[0], puzzle, picked == 0, &findings);
  if (picked != 0)
    run_algorithm (algorithms[picked], puzzle, true, &findings);

  /* Validation only rejects what cannot be solved. */
  if (findings.witness != NULL)
    fuzz_assert (futo_puzzle_validate (puzzle, NULL) == 0);
  /* An exhausted search knows every solution there is. */
  if (findings.known && findings.count == 0)
    fuzz_assert (findings.witness == NULL);
  if (findings.solution != NULL && findings.witness != NULL)
    fuzz_assert (memcmp (findings.solution, findings.witness, cells) == 0);

  free (findings.solution);
  free (findings.witness);
}

static bool
same_error (const FutoError *a,
            const FutoError *b)
{
  return a->line == b->line && a->column == b->column && a->row == b->row && a->col == b->col
      && strcmp (a->message, b->message) == 0;
}

/* Grids and .futoshiki files go to their reader whole, so the detecting
 * reader must answer exactly as that reader does. (A game ID is cut to its
 * line first, so its errors may differ in their line.) */
static void
check_same_as_reader (const char      *text,
                      size_t           len,
                      FutoFormat       detected,
                      const FutoGame  *game,
                      const FutoError *error)
{
  FutoError direct_error;

  if (detected == FUTO_FORMAT_GRID)
    {
      FutoPuzzle *direct = futo_grid_read (text, len, &direct_error);

      fuzz_assert ((direct == NULL) == (game == NULL));
      if (direct != NULL)
        fuzz_assert (futo_puzzle_equal (direct, game->puzzle));
      else
        fuzz_assert (same_error (&direct_error, error));
      futo_puzzle_free (direct);
    }
  else if (detected == FUTO_FORMAT_NATIVE)
    {
      FutoGame *direct = futo_native_read (text, len, &direct_error);

      fuzz_assert ((direct == NULL) == (game == NULL));
      if (direct != NULL)
        fuzz_assert (futo_game_equal (direct, game));
      else
        fuzz_assert (same_error (&direct_error, error));
      futo_game_free (direct);
    }
}

/* FNV-1a over the input's bytes. */
static uint32_t
hash_input (const uint8_t *data,
            size_t         size)
{
  uint32_t hash = 2166136261u;

  for (size_t i = 0; i < size; i++)
    hash = (hash ^ data[i]) * 16777619u;
  return hash;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FutoFormat detected = FUTO_FORMAT_UNKNOWN;
  FutoError error;
  FutoGame *game = futo_game_read_any ((const char *) data, size, &detected, &error);

  fuzz_assert (detected == futo_format_detect ((const char *) data, size));
  check_same_as_reader ((const char *) data, size, detected, game, &error);
  if (game == NULL)
    {
      fuzz_check_error (&error);
      return 0;
    }
  fuzz_assert (detected != FUTO_FORMAT_UNKNOWN);
  fuzz_check_game (game);
  check_solving (game->puzzle, hash_input (data, size));
  futo_game_free (game);
  return 0;
}
