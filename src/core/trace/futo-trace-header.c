/* futo-trace-header.c: what a trace says about its run besides the events
 *
 * Version 2 of the text form carries the puzzle, the solver's name and how
 * the tree of the run counts nodes, so that a trace from anywhere (a
 * student's program) can be checked and drawn without asking which puzzle
 * it was on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-trace-private.h"

/* The words of FutoNodeCount, in its order (futo-algorithm.h). */
static const char *const node_count_words[] = {
  "decisions", "every-state", "consistent-states", "deductions",
};

const char *
_futo_trace_node_count_word (const char *text,
                             size_t      len)
{
  for (size_t i = 0; i < sizeof node_count_words / sizeof node_count_words[0]; i++)
    if (strlen (node_count_words[i]) == len && memcmp (node_count_words[i], text, len) == 0)
      return node_count_words[i];
  return NULL;
}

bool
_futo_trace_name_ok (const char *text,
                     size_t      len)
{
  if (len == 0 || len > 200)
    return false;
  for (size_t i = 0; i < len; i++)
    {
      char c = text[i];

      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_' || c == '.' || c == '-'))
        return false;
    }
  return true;
}

void
_futo_trace_header_clear (FutoTrace *trace)
{
  futo_puzzle_free (trace->puzzle);
  trace->puzzle = NULL;
  free (trace->algorithm);
  trace->algorithm = NULL;
  trace->node_count = NULL;
}

const FutoPuzzle *
futo_trace_get_puzzle (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  return trace->puzzle;
}

bool
futo_trace_set_puzzle (FutoTrace        *trace,
                       const FutoPuzzle *puzzle)
{
  FutoPuzzle *copy = NULL;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  if (puzzle != NULL)
    {
      if (puzzle->size != trace->live.size)
        return false;
      copy = futo_puzzle_copy (puzzle);
      if (copy == NULL)
        return false;
    }
  futo_puzzle_free (trace->puzzle);
  trace->puzzle = copy;
  return true;
}

const char *
futo_trace_get_algorithm (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  return trace->algorithm;
}

bool
futo_trace_set_algorithm (FutoTrace  *trace,
                          const char *name)
{
  char *copy = NULL;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  if (name != NULL)
    {
      size_t len = strlen (name);

      if (!_futo_trace_name_ok (name, len))
        return false;
      copy = malloc (len + 1);
      if (copy == NULL)
        return false;
      memcpy (copy, name, len + 1);
    }
  free (trace->algorithm);
  trace->algorithm = copy;
  return true;
}

const char *
futo_trace_get_node_count (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  return trace->node_count;
}

bool
futo_trace_set_node_count (FutoTrace  *trace,
                           const char *word)
{
  const char *known = NULL;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  if (word != NULL && (known = _futo_trace_node_count_word (word, strlen (word))) == NULL)
    return false;
  trace->node_count = known;
  return true;
}

bool
futo_trace_is_complete (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  return !trace->incomplete;
}
