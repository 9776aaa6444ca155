/* futo-format-lines-private.h: the text helpers the readers and writers share
 * (futo-text.c)
 *
 * Methods are named after their type (_futo_lines_…, _futo_line_…,
 * _futo_buffer_…); the helpers on plain text are _futo_text_….
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Inputs are not NUL-terminated, so every helper takes explicit lengths and
 * never looks past them. */

/* One line of input without its '\n' and without a '\r' just before it. */
typedef struct
{
  const char *start;
  size_t      len;
  int         number; /* 1-based line number in the whole input */
} FutoLine;

/* Walks the lines of a text. The first line is numbered first_number so that
 * a reader handed one part of a file reports the file's line numbers. */
typedef struct
{
  const char *text;
  size_t      len;
  size_t      pos;
  int         first;
  int         number;
} FutoLines;

/* A run of characters that are not spaces or tabs, inside one line. */
typedef struct
{
  const char *start;
  size_t      len;
  size_t      offset; /* byte offset of start within its line */
} FutoToken;

/* Moves past a UTF-8 byte order mark at the start of a text, if any. */
void        _futo_text_skip_bom       (const char     **text,
                                       size_t          *len);
void        _futo_lines_init          (FutoLines       *lines,
                                       const char      *text,
                                       size_t           len,
                                       int              first_number);
bool        _futo_lines_next          (FutoLines       *lines,
                                       FutoLine        *line);
/* Like _futo_lines_next, but skips blank lines and '#' comment lines. */
bool        _futo_lines_next_content  (FutoLines       *lines,
                                       FutoLine        *line);
/* The place just after the last character, for "ends too early" errors. */
void        _futo_lines_end_position  (const FutoLines *lines,
                                       int             *line,
                                       int             *column);

bool        _futo_text_is_blank       (char             c);
bool        _futo_line_is_content     (const FutoLine  *line);
/* Reads the next token at or after *offset and moves *offset past it. */
bool        _futo_line_next_token     (const FutoLine  *line,
                                       size_t          *offset,
                                       FutoToken       *token);
/* Byte length of the line without trailing spaces and tabs. */
size_t      _futo_line_trimmed_len    (const FutoLine  *line);
/* The offset of the first character at or after offset that is not blank
 * (the line's length when there is none). */
static inline size_t
_futo_line_skip_blanks (const FutoLine *line,
                        size_t          offset)
{
  while (offset < line->len && _futo_text_is_blank (line->start[offset]))
    offset++;
  return offset;
}
/* 1-based column, counted in UTF-8 characters, of the byte at offset. */
int         _futo_line_column         (const FutoLine  *line,
                                       size_t           offset);
int         _futo_text_column         (const char      *start,
                                       size_t           offset);

/* The value of a token made only of decimal digits, saturated at
 * FUTO_NUMBER_HUGE so that no input can overflow; -1 for anything else. */
#define FUTO_NUMBER_HUGE 1000000
int         _futo_text_parse_number   (const char      *text,
                                       size_t           len);
/* Copies text into buf for an error message: at most about 24 bytes, cut
 * on a character boundary and marked with '…', with control characters
 * and broken UTF-8 shown as '?'. Returns buf. */
const char *_futo_text_quote          (const char      *text,
                                       size_t           len,
                                       char            *buf,
                                       size_t           size);
/* Length of the valid UTF-8 sequence at text (1 to 4) and its code point,
 * or 0 when the bytes there are not valid UTF-8. */
size_t      _futo_text_utf8_decode    (const char      *text,
                                       size_t           len,
                                       unsigned int    *code_point);

/* A growing string for the writers. After an allocation failure every
 * append is ignored and _futo_buffer_steal() returns NULL. */
typedef struct
{
  char   *data;
  size_t  len;
  size_t  capacity;
  bool    failed;
} FutoBuffer;

void        _futo_buffer_init         (FutoBuffer      *buffer);
void        _futo_buffer_append       (FutoBuffer      *buffer,
                                       const char      *text,
                                       size_t           len);
void        _futo_buffer_append_str   (FutoBuffer      *buffer,
                                       const char      *text);
void        _futo_buffer_append_char  (FutoBuffer      *buffer,
                                       char             c);
void        _futo_buffer_append_int   (FutoBuffer      *buffer,
                                       int              value);
/* Returns the NUL-terminated text (caller frees) and empties the buffer. */
char       *_futo_buffer_steal        (FutoBuffer      *buffer);
