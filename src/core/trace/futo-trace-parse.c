/* futo-trace-parse.c: reading the text form of a trace, a line at a time
 *
 * One parser reads a whole file (futo_trace_read) and a program's output
 * as it comes (the app's live runs), so both accept and refuse the same
 * texts. A version-2 header describes the puzzle; once it is complete,
 * every event is checked (futo-trace-check.c) before it is recorded, so a
 * lie stops the reading at its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-format-lines-private.h"
#include "futo-trace-private.h"
#include "futo-validate.h"

#define TRACE_MAGIC   "futoshiki-lab-trace"
#define TRACE_NEWEST  2
#define MAX_TOKENS    12

typedef struct
{
  const char *start;
  int         len;
  int         column;     /* 1-based, in characters as every reader counts */
  int         end_column; /* just past the token */
} Token;

typedef enum
{
  EXPECT_MAGIC,
  EXPECT_SIZE,
  IN_HEADER,
  IN_EVENTS,
  AFTER_END,
} Stage;

struct FutoTraceParser
{
  size_t            max_events;
  Stage             stage;
  int               version;
  int               line;
  int               size;
  FutoError        *error;   /* where the line being read reports; never NULL while reading */
  FutoError         failure; /* the first error, repeated for every later line */
  bool              failed;
  bool              truncated;
  bool              has_relations;
  FutoPuzzle       *puzzle;  /* version 2: the header's puzzle, while it is read */
  int              *lines;   /* version 2: per cell, the line of its given; then of its right
                              * and lower relation (3 per cell) */
  char             *algorithm;
  const char       *node_count;
  FutoTrace        *trace;
  FutoTraceChecker *checker;
  size_t            events;  /* events read */
};

/* What split() needs to know of a byte, looked up rather than compared:
 * a trace has millions of lines, and in the fuzzing build every compare of
 * a byte calls libFuzzer's compare hook (perf put half of fuzz-trace's
 * time in those hooks, most of them here). */
enum
{
  BYTE_BLANK = 1,       /* space, tab, CR: a blank, one character */
  BYTE_STARTS_CHAR = 2, /* not a UTF-8 continuation byte 10xxxxxx */
};

#define B (BYTE_BLANK | BYTE_STARTS_CHAR)
#define C BYTE_STARTS_CHAR
static const unsigned char byte_class[256] = {
  C, C, C, C, C, C, C, C, C, B, C, C, C, B, C, C, /* 0x00: tab, CR */
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  B, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, /* 0x20: space */
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x80: continuation bytes */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, /* 0xC0: lead bytes */
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
  C, C, C, C, C, C, C, C, C, C, C, C, C, C, C, C,
};
#undef B
#undef C

/* Columns stop counting here, as every reader's do (_futo_text_column()). */
#define MAX_COLUMN 1000000000

static int
clamp_column (size_t column)
{
  return column < MAX_COLUMN ? (int) column : MAX_COLUMN;
}

/* The words of a line, each with its column in characters as every reader
 * counts them (_futo_text_column()), counted as the line is walked once:
 * a trace has millions of lines. */
static int
split (const char *line,
       size_t      len,
       Token       tokens[MAX_TOKENS + 1])
{
  /* Pointers, not an index: the fuzzing build hooks integer compares
   * only, and these two loops run over every byte. */
  const unsigned char *p = (const unsigned char *) line, *end = p + len;
  size_t column = 1;
  int count = 0;

  while (p < end && count <= MAX_TOKENS)
    {
      /* Blanks are single bytes, each a character. */
      while (p < end && (byte_class[*p] & BYTE_BLANK))
        p++, column++;
      if (p >= end)
        break;
      tokens[count].start = (const char *) p;
      tokens[count].column = clamp_column (column);
      /* Continuation bytes add no character. */
      for (; p < end && !(byte_class[*p] & BYTE_BLANK); p++)
        column += (size_t) (byte_class[*p] & BYTE_STARTS_CHAR) >> 1;
      tokens[count].len = (int) ((const char *) p - tokens[count].start);
      tokens[count].end_column = clamp_column (column);
      count++;
    }
  return count;
}

static bool
token_is (const Token *token,
          const char  *word)
{
  return (size_t) token->len == strlen (word) && memcmp (token->start, word, (size_t) token->len) == 0;
}

/* A decimal number 0..limit; false on anything else. */
static bool
parse_number (const char *text,
              int         len,
              int         limit,
              int        *out)
{
  long value = 0;

  if (len <= 0 || len > 9)
    return false;
  for (int i = 0; i < len; i++)
    {
      if (!isdigit ((unsigned char) text[i]))
        return false;
      value = value * 10 + (text[i] - '0');
    }
  if (value > limit)
    return false;
  *out = (int) value;
  return true;
}

static bool
parse_cell (const FutoTraceParser *parser,
            const Token           *token,
            int                   *cell)
{
  const char *c_at;
  int row, col;

  if (token->len < 4 || token->start[0] != 'r')
    goto bad;
  c_at = memchr (token->start + 1, 'c', (size_t) token->len - 1);
  if (c_at == NULL)
    goto bad;
  if (!parse_number (token->start + 1, (int) (c_at - token->start - 1), 1000, &row)
      || !parse_number (c_at + 1, (int) (token->start + token->len - c_at - 1), 1000, &col))
    goto bad;
  if (row < 1 || row > parser->size || col < 1 || col > parser->size)
    {
      futo_error_set_at (parser->error, parser->line, token->column,
                         "cell '%.*s' lies outside the %d×%d board", token->len, token->start,
                         parser->size, parser->size);
      return false;
    }
  *cell = (row - 1) * parser->size + col - 1;
  return true;

bad:
  futo_error_set_at (parser->error, parser->line, token->column,
                     "expected a cell such as r3c5, found '%.*s'", token->len, token->start);
  return false;
}

static bool
parse_kind (const Token   *token,
            FutoEventKind *kind)
{
  /* The first letter first: every line of a trace comes through here. */
  for (int k = FUTO_EVENT_ASSIGN; k <= FUTO_EVENT_LAST; k++)
    if (token->start[0] == futo_event_kind_name ((FutoEventKind) k)[0]
        && token_is (token, futo_event_kind_name ((FutoEventKind) k)))
      {
        *kind = (FutoEventKind) k;
        return true;
      }
  return false;
}

static bool
parse_reason (const Token *token,
              FutoReason  *reason)
{
  for (int r = FUTO_REASON_NONE; r <= FUTO_REASON_LAST; r++)
    if (token->start[0] == futo_reason_name ((FutoReason) r)[0]
        && token_is (token, futo_reason_name ((FutoReason) r)))
      {
        *reason = (FutoReason) r;
        return true;
      }
  return false;
}

static bool
parse_energy (FutoTraceParser *parser,
              const Token     *tokens,
              int              count,
              FutoEvent       *event)
{
  char number[64];
  char *end;

  if (count != 2 || tokens[1].len >= (int) sizeof number)
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "an energy line holds one number: 'energy 12.5'");
      return false;
    }
  memcpy (number, tokens[1].start, (size_t) tokens[1].len);
  number[tokens[1].len] = '\0';
  errno = 0;
  event->energy = strtod (number, &end);
  if (*end != '\0' || errno != 0 || end == number)
    {
      futo_error_set_at (parser->error, parser->line, tokens[1].column,
                         "'%s' is not a number", number);
      return false;
    }
  return true;
}

/* KIND [CELL [VALUE]] [REASON] [cause CELL] [depth D] */
static bool
parse_event (FutoTraceParser *parser,
             const Token     *tokens,
             int              count,
             FutoEvent       *event)
{
  int at = 1;

  memset (event, 0, sizeof *event);
  event->cell = -1;
  event->cause = -1;
  if (!parse_kind (&tokens[0], &event->kind))
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "unknown event '%.*s' (assign, unassign, prune, restore, backtrack, solution, move, "
                         "energy, queue, revise or flush)",
                         tokens[0].len, tokens[0].start);
      return false;
    }
  if (event->kind == FUTO_EVENT_ENERGY)
    return parse_energy (parser, tokens, count, event);
  if (at < count && tokens[at].start[0] == 'r' && tokens[at].len > 1 && isdigit ((unsigned char) tokens[at].start[1]))
    if (!parse_cell (parser, &tokens[at++], &event->cell))
      return false;
  if (at < count && isdigit ((unsigned char) tokens[at].start[0]))
    {
      if (!parse_number (tokens[at].start, tokens[at].len, parser->size, &event->value) || event->value < 1)
        {
          futo_error_set_at (parser->error, parser->line, tokens[at].column,
                             "value '%.*s' is out of range (1 to %d)", tokens[at].len, tokens[at].start,
                             parser->size);
          return false;
        }
      at++;
    }
  if (at < count && parse_reason (&tokens[at], &event->reason))
    at++;
  while (at < count)
    {
      if (token_is (&tokens[at], "cause") && at + 1 < count)
        {
          if (!parse_cell (parser, &tokens[at + 1], &event->cause))
            return false;
        }
      else if (token_is (&tokens[at], "depth") && at + 1 < count)
        {
          if (!parse_number (tokens[at + 1].start, tokens[at + 1].len, 8191, &event->depth))
            {
              futo_error_set_at (parser->error, parser->line, tokens[at + 1].column,
                                 "depth '%.*s' is not a number from 0 to 8191",
                                 tokens[at + 1].len, tokens[at + 1].start);
              return false;
            }
        }
      else
        {
          futo_error_set_at (parser->error, parser->line, tokens[at].column,
                             "unexpected '%.*s' in this event", tokens[at].len, tokens[at].start);
          return false;
        }
      at += 2;
    }
  return true;
}


/* The header. */

/* Where the lines array keeps the line of a cell's given, and of its
 * relation to its right and its lower neighbour. */
#define GIVEN_LINE(cell) ((cell) * 3)
#define RIGHT_LINE(cell) ((cell) * 3 + 1)
#define DOWN_LINE(cell)  ((cell) * 3 + 2)

/* The line that set something at (row, col) (its given, then a relation
 * it owns), 0 when none. */
static int
line_of_cell (const FutoTraceParser *parser,
              int                    row,
              int                    col)
{
  int cell;

  if (row < 0 || col < 0 || row >= parser->size || col >= parser->size)
    return 0;
  cell = row * parser->size + col;
  for (int i = 0; i < 3; i++)
    if (parser->lines[cell * 3 + i] != 0)
      return parser->lines[cell * 3 + i];
  return 0;
}

/* Whether the puzzle of the header is one a run can be on: a problem that
 * only makes it unsolvable (a cycle of signs, a chain too long) is the
 * run's to find. Reports the first other problem at the line that made it. */
static bool
puzzle_ok (FutoTraceParser *parser)
{
  FutoProblemList problems = { 0 };
  bool ok = true;

  futo_puzzle_validate (parser->puzzle, &problems);
  for (size_t i = 0; i < problems.len && ok; i++)
    {
      const FutoProblem *problem = &problems.items[i];
      int line;

      if (problem->kind == FUTO_PROBLEM_SIGN_CYCLE || problem->kind == FUTO_PROBLEM_CHAIN_TOO_LONG
          || problem->kind == FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN)
        continue;
      line = line_of_cell (parser, problem->row, problem->col);
      if (line == 0)
        line = line_of_cell (parser, problem->row2, problem->col2);
      if (line == 0)
        line = parser->line;
      futo_error_set_at (parser->error, line, 1, "%s", problem->message);
      /* The problem's own template, so that it is translated as itself. */
      parser->error->sentence = problem->sentence;
      ok = false;
    }
  futo_problem_list_clear (&problems);
  return ok;
}

/* The header is complete: the trace and, for version 2, its checker. */
static bool
end_header (FutoTraceParser *parser)
{
  if (parser->version >= 2 && !puzzle_ok (parser))
    return false;
  parser->trace = futo_trace_new (parser->size, parser->max_events);
  if (parser->trace == NULL)
    goto no_memory;
  if (parser->version >= 2)
    {
      parser->checker = futo_trace_checker_new (parser->puzzle);
      if (parser->checker == NULL || !futo_trace_set_puzzle (parser->trace, parser->puzzle))
        goto no_memory;
      parser->trace->node_count = parser->node_count;
      /* Until its 'end' line comes. */
      parser->trace->incomplete = true;
    }
  parser->trace->algorithm = parser->algorithm;
  parser->algorithm = NULL;
  parser->stage = IN_EVENTS;
  return true;

no_memory:
  futo_error_set_at (parser->error, parser->line, 1, "out of memory");
  return false;
}

static bool
parse_magic (FutoTraceParser *parser,
             const Token     *tokens,
             int              count)
{
  int number;

  if (!token_is (&tokens[0], TRACE_MAGIC))
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "this is not a Futoshiki Lab trace (it must start with '%s 2')", TRACE_MAGIC);
      return false;
    }
  if (count != 2 || !parse_number (tokens[1].start, tokens[1].len, 1000000, &number))
    {
      futo_error_set_at (parser->error, parser->line, count > 1 ? tokens[1].column : tokens[0].end_column,
                         "expected the format version after '%s'", TRACE_MAGIC);
      return false;
    }
  if (number < 1 || number > TRACE_NEWEST)
    {
      futo_error_set_at (parser->error, parser->line, tokens[1].column,
                         "this trace has format %d; this version of Futoshiki Lab reads formats 1 and %d",
                         number, TRACE_NEWEST);
      return false;
    }
  parser->version = number;
  parser->stage = EXPECT_SIZE;
  return true;
}

static bool
parse_size (FutoTraceParser *parser,
            const Token     *tokens,
            int              count)
{
  int number;

  if (count != 2 || !token_is (&tokens[0], "size")
      || !parse_number (tokens[1].start, tokens[1].len, 1000, &number)
      || number < FUTO_MIN_SIZE || number > FUTO_MAX_SIZE)
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "expected 'size N' with N from %d to %d", FUTO_MIN_SIZE, FUTO_MAX_SIZE);
      return false;
    }
  parser->size = number;
  if (parser->version >= 2)
    {
      parser->puzzle = futo_puzzle_new (number);
      parser->lines = calloc ((size_t) number * (size_t) number * 3, sizeof *parser->lines);
      if (parser->puzzle == NULL || parser->lines == NULL)
        {
          futo_error_set_at (parser->error, parser->line, 1, "out of memory");
          return false;
        }
    }
  parser->stage = IN_HEADER;
  return true;
}

/* given CELL VALUE */
static bool
parse_given (FutoTraceParser *parser,
             const Token     *tokens,
             int              count)
{
  int cell, value;

  if (count != 3)
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "a given line holds a cell and a value: 'given r1c2 3'");
      return false;
    }
  if (!parse_cell (parser, &tokens[1], &cell))
    return false;
  if (!parse_number (tokens[2].start, tokens[2].len, parser->size, &value) || value < 1)
    {
      futo_error_set_at (parser->error, parser->line, tokens[2].column,
                         "value '%.*s' is out of range (1 to %d)", tokens[2].len, tokens[2].start, parser->size);
      return false;
    }
  if (parser->puzzle->givens[cell] != 0)
    {
      futo_error_set_at (parser->error, parser->line, tokens[1].column, "%.*s already has a given",
                         tokens[1].len, tokens[1].start);
      return false;
    }
  parser->puzzle->givens[cell] = (uint8_t) value;
  parser->lines[GIVEN_LINE (cell)] = parser->line;
  return true;
}

/* sign CELL < CELL, sign CELL > CELL, mark CELL CELL */
static bool
parse_relation (FutoTraceParser *parser,
                const Token     *tokens,
                int              count,
                bool             mark)
{
  int n = parser->size, a, b, first, second;
  FutoRelation rel = FUTO_REL_ADJACENT;
  const Token *second_token = &tokens[mark ? 2 : 3];
  uint8_t *slot;

  if (count != (mark ? 3 : 4) || (!mark && !token_is (&tokens[2], "<") && !token_is (&tokens[2], ">")))
    {
      if (mark)
        futo_error_set_at (parser->error, parser->line, tokens[0].column,
                           "a mark line names two neighbours: 'mark r1c1 r1c2'");
      else
        futo_error_set_at (parser->error, parser->line, tokens[0].column,
                           "a sign line names two neighbours and < or > between them: 'sign r1c1 < r1c2'");
      return false;
    }
  if ((parser->puzzle->mode == FUTO_MODE_ADJACENT) != mark)
    {
      if (mark)
        futo_error_set_at (parser->error, parser->line, tokens[0].column,
                           "a mark needs 'mode adjacent' before it");
      else
        futo_error_set_at (parser->error, parser->line, tokens[0].column,
                           "an Adjacent trace has marks, not signs");
      return false;
    }
  if (!parse_cell (parser, &tokens[1], &a) || !parse_cell (parser, second_token, &b))
    return false;
  if (!mark)
    rel = token_is (&tokens[2], "<") ? FUTO_REL_LESS : FUTO_REL_GREATER;
  /* Stored on the left or upper cell of the pair, read from it. */
  first = a < b ? a : b;
  second = a < b ? b : a;
  if (!(second == first + 1 && first % n + 1 < n) && second != first + n)
    {
      futo_error_set_at (parser->error, parser->line, second_token->column, "%.*s and %.*s are not neighbours",
                         tokens[1].len, tokens[1].start, second_token->len, second_token->start);
      return false;
    }
  if (first != a && rel != FUTO_REL_ADJACENT)
    rel = rel == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_LESS;
  slot = second == first + 1 ? &parser->puzzle->right[first] : &parser->puzzle->down[first];
  if (*slot != FUTO_REL_NONE)
    {
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "%.*s and %.*s already have a sign or mark", tokens[1].len, tokens[1].start,
                         second_token->len, second_token->start);
      return false;
    }
  *slot = (uint8_t) rel;
  parser->lines[second == first + 1 ? RIGHT_LINE (first) : DOWN_LINE (first)] = parser->line;
  parser->has_relations = true;
  return true;
}

/* A line of the header after the size; *done when it ended the header
 * (an 'events' line; or, in version 2, an event or 'end', which the
 * caller then reads). */
static bool
parse_header_line (FutoTraceParser *parser,
                   const Token     *tokens,
                   int              count,
                   bool            *done)
{
  bool v2 = parser->version >= 2;
  int number;
  FutoEventKind kind;

  *done = false;
  if (token_is (&tokens[0], "algorithm") && count == 2)
    {
      if (!_futo_trace_name_ok (tokens[1].start, (size_t) tokens[1].len))
        {
          if (v2)
            {
              futo_error_set_at (parser->error, parser->line, tokens[1].column,
                                 "an algorithm's name is made of letters, digits, '_', '.' and '-'");
              return false;
            }
          /* Version 1 took any word, and kept none. */
          return true;
        }
      free (parser->algorithm);
      parser->algorithm = malloc ((size_t) tokens[1].len + 1);
      if (parser->algorithm == NULL)
        {
          futo_error_set_at (parser->error, parser->line, 1, "out of memory");
          return false;
        }
      memcpy (parser->algorithm, tokens[1].start, (size_t) tokens[1].len);
      parser->algorithm[tokens[1].len] = '\0';
      return true;
    }
  if (token_is (&tokens[0], "truncated") && count == 1)
    {
      parser->truncated = true;
      return true;
    }
  if (token_is (&tokens[0], "events") && count == 2
      && parse_number (tokens[1].start, tokens[1].len, 999999999, &number))
    {
      *done = true;
      return end_header (parser);
    }
  if (v2)
    {
      if (token_is (&tokens[0], "given"))
        return parse_given (parser, tokens, count);
      if (token_is (&tokens[0], "sign"))
        return parse_relation (parser, tokens, count, false);
      if (token_is (&tokens[0], "mark"))
        return parse_relation (parser, tokens, count, true);
      if (token_is (&tokens[0], "mode") && count == 2)
        {
          FutoMode mode;

          if (token_is (&tokens[1], futo_mode_name (FUTO_MODE_ADJACENT)))
            mode = FUTO_MODE_ADJACENT;
          else if (token_is (&tokens[1], futo_mode_name (FUTO_MODE_UNEQUAL)))
            mode = FUTO_MODE_UNEQUAL;
          else
            {
              futo_error_set_at (parser->error, parser->line, tokens[1].column,
                                 "unknown mode '%.*s' (unequal or adjacent)", tokens[1].len, tokens[1].start);
              return false;
            }
          if (parser->has_relations && mode != parser->puzzle->mode)
            {
              futo_error_set_at (parser->error, parser->line, tokens[0].column,
                                 "the mode must come before the signs and marks");
              return false;
            }
          futo_puzzle_set_mode (parser->puzzle, mode);
          return true;
        }
      if (token_is (&tokens[0], "nodes") && count == 2)
        {
          parser->node_count = _futo_trace_node_count_word (tokens[1].start, (size_t) tokens[1].len);
          if (parser->node_count == NULL)
            {
              futo_error_set_at (parser->error, parser->line, tokens[1].column,
                                 "unknown node count '%.*s' (decisions, every-state, consistent-states or deductions)",
                                 tokens[1].len, tokens[1].start);
              return false;
            }
          return true;
        }
      if (token_is (&tokens[0], "end") || parse_kind (&tokens[0], &kind))
        {
          *done = true;
          return end_header (parser);
        }
      futo_error_set_at (parser->error, parser->line, tokens[0].column,
                         "expected a header line (mode, given, sign, mark, algorithm, nodes, truncated, events) "
                         "or an event, found '%.*s'", tokens[0].len, tokens[0].start);
      return false;
    }
  futo_error_set_at (parser->error, parser->line, tokens[0].column,
                     "expected 'algorithm ID', 'truncated' or 'events N' before the events, found '%.*s'",
                     tokens[0].len, tokens[0].start);
  return false;
}

/* The events. */

static bool
read_event (FutoTraceParser *parser,
            const Token     *tokens,
            int              count)
{
  FutoEvent event;

  if (parser->version >= 2 && count == 1 && token_is (&tokens[0], "end"))
    {
      parser->stage = AFTER_END;
      parser->trace->incomplete = false;
      return true;
    }
  if (!parse_event (parser, tokens, count, &event))
    return false;
  if (parser->checker != NULL && !futo_trace_checker_check (parser->checker, &event, parser->error))
    {
      /* The checker's sentence, at the event's line and first word. */
      parser->error->line = parser->line;
      parser->error->column = tokens[0].column;
      return false;
    }
  parser->events++;
  futo_trace_record (&event, parser->trace);
  return true;
}

/* The parser. */

FutoTraceParser *
futo_trace_parser_new (size_t max_events)
{
  FutoTraceParser *parser = calloc (1, sizeof *parser);

  if (parser == NULL)
    return NULL;
  parser->max_events = max_events;
  parser->stage = EXPECT_MAGIC;
  futo_error_clear (&parser->failure);
  return parser;
}

void
futo_trace_parser_free (FutoTraceParser *parser)
{
  if (parser == NULL)
    return;
  futo_puzzle_free (parser->puzzle);
  free (parser->lines);
  free (parser->algorithm);
  futo_trace_free (parser->trace);
  futo_trace_checker_free (parser->checker);
  free (parser);
}

/* Ends a call: copies the parser's error out when it failed. */
static bool
report (FutoTraceParser *parser,
        bool             ok,
        FutoError       *error)
{
  if (!ok)
    parser->failed = true;
  if (error != NULL)
    {
      if (parser->failed)
        *error = parser->failure;
      else
        futo_error_clear (error);
    }
  return !parser->failed;
}

bool
futo_trace_parser_feed_line (FutoTraceParser *parser,
                             const char      *line,
                             size_t           len,
                             FutoError       *error)
{
  Token tokens[MAX_TOKENS + 1];
  const char *nul;
  int count;
  bool done;

  FUTO_RETURN_VAL_IF_FAIL (parser != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (line != NULL || len == 0, false);

  if (parser->failed)
    return report (parser, false, error);
  parser->error = &parser->failure;
  parser->line++;
  if ((nul = memchr (line, '\0', len)) != NULL)
    {
      futo_error_set_at (parser->error, parser->line, _futo_text_column (line, (size_t) (nul - line)),
                         "the trace holds a NUL byte: is it a text file?");
      return report (parser, false, error);
    }
  count = split (line, len, tokens);
  if (count == 0 || tokens[0].start[0] == '#')
    return report (parser, true, error);
  if (count > MAX_TOKENS)
    {
      futo_error_set_at (parser->error, parser->line, tokens[MAX_TOKENS].column, "too many words on this line");
      return report (parser, false, error);
    }
  switch (parser->stage)
    {
    case EXPECT_MAGIC:
      return report (parser, parse_magic (parser, tokens, count), error);
    case EXPECT_SIZE:
      return report (parser, parse_size (parser, tokens, count), error);
    case IN_HEADER:
      if (!parse_header_line (parser, tokens, count, &done))
        return report (parser, false, error);
      /* Version 2: the event or 'end' that ended the header is read as one. */
      if (done && !token_is (&tokens[0], "events"))
        return report (parser, read_event (parser, tokens, count), error);
      return report (parser, true, error);
    case IN_EVENTS:
      return report (parser, read_event (parser, tokens, count), error);
    case AFTER_END:
    default:
      {
        FutoEventKind kind;

        if (parse_kind (&tokens[0], &kind))
          futo_error_set_at (parser->error, parser->line, tokens[0].column,
                             "event %zu comes after the 'end' line", parser->events + 1);
        else
          futo_error_set_at (parser->error, parser->line, tokens[0].column,
                             "nothing may follow the 'end' line, found '%.*s'", tokens[0].len, tokens[0].start);
        return report (parser, false, error);
      }
    }
}

bool
futo_trace_parser_finish (FutoTraceParser *parser,
                          FutoError       *error)
{
  FUTO_RETURN_VAL_IF_FAIL (parser != NULL, false);

  if (parser->failed)
    return report (parser, false, error);
  parser->error = &parser->failure;
  switch (parser->stage)
    {
    case EXPECT_MAGIC:
      futo_error_set_at (parser->error, parser->line > 0 ? parser->line : 1, 0, "the trace is empty");
      return report (parser, false, error);
    case EXPECT_SIZE:
      futo_error_set_at (parser->error, parser->line > 0 ? parser->line : 1, 0,
                         "the trace ends before its 'size' line");
      return report (parser, false, error);
    case IN_HEADER:
      /* A version-2 run cut off before its first event is still a run. */
      if (parser->version < 2)
        {
          futo_error_set_at (parser->error, parser->line > 0 ? parser->line : 1, 0,
                             "the trace ends before its 'events' line");
          return report (parser, false, error);
        }
      if (!end_header (parser))
        return report (parser, false, error);
      break;
    default:
      break;
    }
  /* Either the file says it was cut short, or reading it ran out of
   * memory (the recorder then stopped and marked it): both are truncated. */
  if (parser->truncated)
    parser->trace->truncated = true;
  return report (parser, true, error);
}

const FutoTrace *
futo_trace_parser_get_trace (FutoTraceParser *parser)
{
  FUTO_RETURN_VAL_IF_FAIL (parser != NULL, NULL);

  return parser->trace;
}

FutoTrace *
futo_trace_parser_steal_trace (FutoTraceParser *parser)
{
  FutoTrace *trace;

  FUTO_RETURN_VAL_IF_FAIL (parser != NULL, NULL);

  trace = parser->trace;
  parser->trace = NULL;
  if (trace != NULL && parser->truncated)
    trace->truncated = true;
  return trace;
}
