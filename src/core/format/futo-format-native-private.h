/* futo-format-native-private.h: what the reader's two passes and the
 * writer of the .futoshiki file share (docs/native-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-format-private.h"
#include "futo-sentence-private.h"

/* Format 2 added Adjacent puzzles ("mode: adjacent" and ':' marks), which a
 * reader of format 1 would misread. Files of the usual mode do not need it
 * and keep format 1, so that older versions still open them. */
#define FUTO_NATIVE_VERSION          2
#define FUTO_NATIVE_VERSION_UNEQUAL  1
#define FUTO_NATIVE_VERSION_ADJACENT 2

/* Room for a piece of the input quoted in an error message (_futo_text_quote). */
#define FUTO_NATIVE_QUOTE_SIZE       40

enum
{
  FUTO_NATIVE_SECTION_PUZZLE,
  FUTO_NATIVE_SECTION_ENTRIES,
  FUTO_NATIVE_SECTION_PENCIL,
  FUTO_NATIVE_N_SECTIONS
};

/* "puzzle", "entries", "pencil": the names in the section headers. */
extern const char *const _futo_native_section_names[FUTO_NATIVE_N_SECTIONS];

enum
{
  FUTO_NATIVE_META_TITLE,
  FUTO_NATIVE_META_AUTHOR,
  FUTO_NATIVE_META_SOURCE,
  FUTO_NATIVE_META_DIFFICULTY,
  FUTO_NATIVE_N_META
};

typedef struct
{
  bool   present;
  int    header_line;
  size_t start;      /* byte range of the body, after the header line */
  size_t end;
  int    first_line; /* line number of the body's first line */
} FutoNativeSection;

typedef struct
{
  const char        *text;
  size_t             len;
  FutoError         *error;
  char              *meta[FUTO_NATIVE_N_META];
  int                meta_line[FUTO_NATIVE_N_META];
  FutoMode           mode;
  int                mode_line;
  uint32_t           elapsed_seconds;
  int                elapsed_line;
  FutoNativeSection  sections[FUTO_NATIVE_N_SECTIONS];
  FutoNativeSection *open;  /* the section being scanned; NULL in the header */
  bool               in_section;
  FutoGame          *game;
} FutoNativeReader;

/* The first pass (futo-format-native-scan.c): the version, the metadata
 * (into reader->meta and reader->mode) and where each section lies. */
bool _futo_native_scan (FutoNativeReader *reader);

static inline void
_futo_native_error_at (FutoNativeReader *reader,
                       const FutoLine   *line,
                       size_t            offset,
                       const char       *message)
{
  futo_error_set_at (reader->error, line->number, _futo_line_column (line, offset), "%s", message);
  /* message is the sentence (a literal the catalogue takes from the call). */
  _futo_error_mark_words (reader->error, 1u);
}

/* Characters a metadata value cannot hold: the reader refuses them, the
 * writer turns them into spaces. A tab is not one of them but is shown as
 * a space (_futo_native_is_space_like). */
static inline bool
_futo_native_is_control (unsigned int cp)
{
  return (cp < 0x20 && cp != '\t') || cp == 0x7F || (cp >= 0x80 && cp < 0xA0);
}

/* Whether a character of a value is shown as a space: tabs, and the Unicode
 * line and paragraph separators that some programs would break lines at. */
static inline bool
_futo_native_is_space_like (unsigned int cp)
{
  return cp == '\t' || cp == 0x2028 || cp == 0x2029;
}
