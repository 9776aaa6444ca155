/* test-format-native.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-format.h"
#include "test-util.h"

/* A valid file, in pieces that the error cases replace one at a time.
 * HEADER is lines 1-3, PUZZLE lines 4-11, ENTRIES 12-16, PENCIL 17-20. */
#define VERSION "futoshiki-lab-format: 1\n"
#define VERSION_2 "futoshiki-lab-format: 2\n"
#define HEADER  VERSION "title: T\n\n"
#define GRID    "3\n. < . | .\n- - ^\n1 | . > .\nv - -\n. | . | 3\n"
#define PUZZLE  "[puzzle]\n" GRID "\n"
#define ENTRIES "[entries]\n. 2 .\n. . 1\n. . .\n\n"
#define PENCIL  "[pencil]\n- 1,3 -\n- - -\n2,3 - -\n"
#define FILE_OK HEADER PUZZLE ENTRIES PENCIL

typedef struct
{
  const char *name;
  const char *text;
  gssize      len;      /* -1: strlen (text) */
  int         line;
  int         column;
  const char *fragment;
} ErrorCase;

static const ErrorCase error_cases[] = {
  /* The version line */
  { "empty", "", -1, 0, 0, "the file is empty" },
  { "only-comments", "# nothing\n\n", -1, 3, 1, "the file is empty: a Futoshiki Lab file starts with the line 'futoshiki-lab-format: 1'" },
  { "no-version", "title: x\n" PUZZLE, -1, 1, 1, "this is not a Futoshiki Lab file: it must start with the line 'futoshiki-lab-format: 1'" },
  { "grid-file", GRID, -1, 1, 1, "this is not a Futoshiki Lab file" },
  { "game-id", "4:1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L,", -1, 1, 1, "this is not a Futoshiki Lab file" },
  { "version-3", "futoshiki-lab-format: 3\n" PUZZLE, -1, 1, 23,
    "this file was written by a newer version of Futoshiki Lab (format 3); this version reads formats up to 2" },
  { "version-huge", "futoshiki-lab-format: 99999999999999999999\n[puzzle]\n[what]\n", -1, 1, 23,
    "(format 99999999999999999999); this version reads formats up to 2" },
  { "version-no-space", "futoshiki-lab-format:7", -1, 1, 22, "newer version of Futoshiki Lab (format 7)" },
  { "version-after-comments", "# made by hand\n\n  futoshiki-lab-format: 3\n", -1, 3, 25, "(format 3)" },
  { "version-bom", "\xEF\xBB\xBF" "futoshiki-lab-format: 5\n", -1, 1, 23, "(format 5)" },
  { "version-word", "futoshiki-lab-format: one\n", -1, 1, 23, "the format version must be a whole number, found 'one'" },
  { "version-decimal", "futoshiki-lab-format: 1.5\n", -1, 1, 23, "found '1.5'" },
  { "version-empty", "futoshiki-lab-format:\n" PUZZLE, -1, 1, 22, "the format version must be a whole number, found ''" },
  { "version-0", "futoshiki-lab-format: 0\n", -1, 1, 23, "format 0 does not exist; this version reads formats up to 2" },
  { "version-twice", VERSION "futoshiki-lab-format: 1\n" PUZZLE, -1, 2, 1, "the format version is given twice" },
  /* Metadata */
  { "duplicate-key", VERSION "title: T\nauthor: A\ntitle: U\n" PUZZLE, -1, 4, 1, "the key 'title' appears twice (first on line 2)" },
  { "duplicate-key-case", VERSION "title: T\n  TITLE: U\n" PUZZLE, -1, 3, 3, "the key 'title' appears twice (first on line 2)" },
  { "duplicate-empty-key", VERSION "source:\nsource: x\n" PUZZLE, -1, 3, 1, "the key 'source' appears twice" },
  { "invalid-key", VERSION "ti tle: x\n" PUZZLE, -1, 2, 1, "'ti tle' is not a valid key: keys are made of letters, digits, '-' and '_'" },
  { "empty-key", VERSION ": x\n" PUZZLE, -1, 2, 1, "'' is not a valid key" },
  { "no-colon", VERSION "hello world\n" PUZZLE, -1, 2, 1, "expected 'key: value' or a section header like [puzzle], found 'hello world'" },
  { "no-colon-indented", VERSION "  hello\n" PUZZLE, -1, 2, 3, "found 'hello'" },
  { "grid-in-header", VERSION GRID, -1, 2, 1, "expected 'key: value' or a section header like [puzzle], found '3'" },
  { "control-character", VERSION "title: a\x01" "b\n" PUZZLE, -1, 2, 9, "control character U+0001 is not allowed in a value" },
  { "delete-character", VERSION "author: a\x7f\n" PUZZLE, -1, 2, 10, "control character U+007F" },
  { "c1-control", VERSION "source: a\xC2\x85\n" PUZZLE, -1, 2, 10, "control character U+0085" },
  { "carriage-return-inside", VERSION "title: a\rb\n" PUZZLE, -1, 2, 9, "control character U+000D" },
  { "nul-in-value", VERSION "title: a\0b\n", 35, 2, 9, "control character U+0000" },
  { "column-after-multibyte", VERSION "title: café\x02\n" PUZZLE, -1, 2, 12, "control character U+0002" },
  { "invalid-utf8", VERSION "title: caf\xC3\n" PUZZLE, -1, 2, 11, "this value is not valid UTF-8 text" },
  { "overlong-utf8", VERSION "difficulty: \xC0\xAF\n" PUZZLE, -1, 2, 13, "not valid UTF-8" },
  { "surrogate-utf8", VERSION "title: \xED\xA0\x80\n" PUZZLE, -1, 2, 8, "not valid UTF-8" },
  /* The mode and Adjacent grids */
  { "mode-unknown", VERSION "mode: sideways\n" PUZZLE, -1, 2, 7, "unknown mode 'sideways': expected 'adjacent' or 'unequal'" },
  { "mode-empty", VERSION "mode:\n" PUZZLE, -1, 2, 6, "unknown mode ''" },
  { "elapsed-twice", VERSION "elapsed-seconds: 5\nElapsed-Seconds: 6\n" PUZZLE, -1, 3, 1,
    "the key 'elapsed-seconds' appears twice (first on line 2)" },
  { "elapsed-not-number", VERSION "elapsed-seconds: 12 min\n" PUZZLE, -1, 2, 20,
    "expected the time played as a whole number of seconds" },
  { "elapsed-negative", VERSION "elapsed-seconds: -3\n" PUZZLE, -1, 2, 18,
    "expected the time played as a whole number of seconds" },
  { "elapsed-huge", VERSION "elapsed-seconds: 2147483648\n" PUZZLE, -1, 2, 18,
    "the time played is too long" },
  { "mode-twice", VERSION "mode: adjacent\nMode: adjacent\n" PUZZLE, -1, 3, 1, "the key 'mode' appears twice (first on line 2)" },
  { "adjacent-sign", VERSION_2 "mode: adjacent\n[puzzle]\n3\n. < . | .\n", -1, 5, 3,
    "expected a relation ':' (consecutive) or '|' between two cells of an Adjacent puzzle, found '<'" },
  { "adjacent-vertical-sign", VERSION_2 "mode: adjacent\n[puzzle]\n3\n. : . | .\n- ^ -\n", -1, 6, 3,
    "expected a vertical relation ':' (consecutive) or '-' in an Adjacent puzzle, found '^'" },
  { "adjacent-vertical-cell", VERSION_2 "mode: adjacent\n[puzzle]\n3\n. : . | .\n. : .\n", -1, 6, 1,
    "found '.' (each row of cells is followed by a line of vertical relations)" },
  { "unequal-mark", HEADER "[puzzle]\n3\n. : . | .\n", -1, 6, 3, "expected a relation '<', '>' or '|' between two cells, found ':'" },
  { "unequal-vertical-mark", HEADER "[puzzle]\n3\n. < . | .\n- : -\n", -1, 7, 3, "expected a vertical relation '^', 'v' or '-', found ':'" },
  /* Sections */
  { "header-unclosed", HEADER "[puzzle\n" GRID, -1, 4, 1, "expected a section header like [puzzle], found '[puzzle'" },
  { "header-empty", HEADER "[]\n" GRID, -1, 4, 1, "found '[]'" },
  { "header-trailing", HEADER "[puzzle] x\n" GRID, -1, 4, 1, "found '[puzzle] x'" },
  { "header-space", HEADER "  [puz zle]\n" GRID, -1, 4, 3, "found '[puz zle]'" },
  { "duplicate-puzzle", HEADER PUZZLE PUZZLE, -1, 12, 1, "the section [puzzle] appears twice (first on line 4)" },
  { "duplicate-entries", HEADER PUZZLE ENTRIES ENTRIES, -1, 17, 1, "the section [entries] appears twice (first on line 12)" },
  { "duplicate-pencil-case", HEADER PUZZLE PENCIL "[PENCIL]\n", -1, 16, 1, "the section [PENCIL] appears twice (first on line 12)" },
  { "no-puzzle", HEADER, -1, 4, 1, "the file has no [puzzle] section" },
  { "no-puzzle-only-entries", HEADER ENTRIES, -1, 9, 1, "the file has no [puzzle] section" },
  /* The grid, with the file's line numbers */
  { "grid-bad-relation", HEADER "[puzzle]\n3\n. x . | .\n", -1, 6, 3, "expected a relation '<', '>' or '|' between two cells, found 'x'" },
  { "grid-truncated", HEADER "[puzzle]\n3\n. < . | .\n- - ^\n\n" ENTRIES, -1, 9, 1, "the puzzle ends after 2 of its 5 lines" },
  { "grid-empty", HEADER "[puzzle]\n" ENTRIES, -1, 5, 1, "the puzzle is empty" },
  { "grid-size", HEADER "[puzzle]\n# big\n70\n", -1, 6, 1, "size 70 is not supported (2 to 64)" },
  { "grid-extra-line", HEADER "[puzzle]\n" GRID "- - -\n" ENTRIES, -1, 11, 1, "unexpected text after the end of the grid" },
  { "grid-crlf", "futoshiki-lab-format: 1\r\n[puzzle]\r\n3\r\n. < 9 | .\r\n", -1, 4, 5, "value 9 is out of range for a 3×3 puzzle" },
  /* Entries */
  { "entry-bad-token", HEADER PUZZLE "[entries]\n. x .\n. . .\n. . .\n", -1, 13, 3, "expected '.' or a value from 1 to 3, found 'x'" },
  { "entry-out-of-range", HEADER PUZZLE "[entries]\n. 4 .\n. . .\n. . .\n", -1, 13, 3, "value 4 is out of range for a 3×3 puzzle (1 to 3)" },
  { "entry-zero", HEADER PUZZLE "[entries]\n. . .\n. 0 .\n. . .\n", -1, 14, 3, "value 0 is out of range" },
  { "entry-huge", HEADER PUZZLE "[entries]\n99999999999999999999 . .\n. . .\n. . .\n", -1, 13, 1, "value 99999999999999999999 is out of range" },
  { "entry-over-given", HEADER PUZZLE "[entries]\n. . .\n1 . .\n. . .\n", -1, 14, 1, "r2c1 holds the given 1, so it cannot have an entry" },
  { "entry-over-given-other", HEADER PUZZLE "[entries]\n. . .\n. . .\n. . 2\n", -1, 15, 5, "r3c3 holds the given 3" },
  { "entry-short-row", HEADER PUZZLE "[entries]\n. 2\n. . .\n. . .\n", -1, 13, 4, "expected 3 cells in this row, found 2" },
  { "entry-long-row", HEADER PUZZLE "[entries]\n. 2 . .\n. . .\n. . .\n", -1, 13, 7, "expected 3 cells in this row, found more: '.' follows the last one" },
  { "entry-missing-row", HEADER PUZZLE "[entries]\n. 2 .\n. . 1\n\n" PENCIL, -1, 16, 1, "the [entries] section ends after 2 of its 3 rows" },
  { "entry-extra-row", HEADER PUZZLE "[entries]\n. 2 .\n. . 1\n. . .\n  . . .\n", -1, 16, 3, "unexpected text after the last row of the [entries] section" },
  { "entry-metadata-inside", HEADER PUZZLE "[entries]\ntitle: x\n", -1, 13, 1, "found 'title:'" },
  /* Pencil marks */
  { "pencil-bad-token", HEADER PUZZLE "[pencil]\nx - -\n- - -\n- - -\n", -1, 13, 1, "expected '-' or values from 1 to 3 joined by ',' (like 1,4,5), found 'x'" },
  { "pencil-out-of-range", HEADER PUZZLE "[pencil]\n- 1,4 -\n- - -\n- - -\n", -1, 13, 5, "pencil mark 4 is out of range for a 3×3 puzzle (1 to 3)" },
  { "pencil-zero", HEADER PUZZLE "[pencil]\n- - -\n0 - -\n- - -\n", -1, 14, 1, "pencil mark 0 is out of range" },
  { "pencil-huge", HEADER PUZZLE "[pencil]\n- - 1,99999999999999999999\n- - -\n- - -\n", -1, 13, 7, "pencil mark 99999999999999999999 is out of range" },
  { "pencil-duplicate", HEADER PUZZLE "[pencil]\n- 2,2 -\n- - -\n- - -\n", -1, 13, 5, "pencil mark 2 appears twice in this cell" },
  { "pencil-trailing-comma", HEADER PUZZLE "[pencil]\n- - 1,\n- - -\n- - -\n", -1, 13, 5, "found '1,'" },
  { "pencil-leading-comma", HEADER PUZZLE "[pencil]\n- - ,1\n- - -\n- - -\n", -1, 13, 5, "found ',1'" },
  { "pencil-double-dash", HEADER PUZZLE "[pencil]\n-- - -\n- - -\n- - -\n", -1, 13, 1, "found '--'" },
  { "pencil-space-in-list", HEADER PUZZLE "[pencil]\n1, 2 - -\n- - -\n- - -\n", -1, 13, 1, "found '1,'" },
  { "pencil-missing-row", HEADER PUZZLE ENTRIES "[pencil]\n- 1,3 -\n- - -\n", -1, 20, 1, "the [pencil] section ends after 2 of its 3 rows" },
  { "pencil-long-row", HEADER PUZZLE "[pencil]\n- - - 1\n- - -\n- - -\n", -1, 13, 7, "expected 3 cells in this row, found more: '1'" },
  { "pencil-short-row-crlf", HEADER PUZZLE "[pencil]\r\n- -\r\n", -1, 13, 4, "expected 3 cells in this row, found 2" },
};

static void
check_error_case (gconstpointer data)
{
  const ErrorCase *c = data;
  gsize len = c->len >= 0 ? (gsize) c->len : strlen (c->text);
  g_autofree char *text = g_memdup2 (c->text, len);
  FutoError error;
  FutoGame *game;
  char described[400];

  game = futo_native_read (text, len, &error);
  g_assert_null (game);
  futo_error_describe (&error, described, sizeof described);
  g_test_message ("%s", described);
  g_assert_cmpint (error.line, ==, c->line);
  g_assert_cmpint (error.column, ==, c->column);
  if (strstr (error.message, c->fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error.message, c->fragment);
}

static FutoGame *
read_ok (const char *text,
         gssize      len)
{
  FutoError error;
  char described[400];
  FutoGame *game = futo_native_read (text, len >= 0 ? (gsize) len : strlen (text), &error);

  if (game == NULL)
    g_error ("%s", futo_error_describe (&error, described, sizeof described));
  return game;
}

static void
test_read_full (void)
{
  FutoGame *game = read_ok (FILE_OK, -1);
  FutoPuzzle *grid;
  FutoError error;

  grid = futo_grid_read (GRID, strlen (GRID), &error);
  g_assert_true (futo_puzzle_equal (game->puzzle, grid));
  g_assert_cmpstr (game->title, ==, "T");
  g_assert_null (game->author);
  g_assert_null (game->source);
  g_assert_null (game->difficulty);
  g_assert_cmpint (game->entries[1], ==, 2);
  g_assert_cmpint (game->entries[5], ==, 1);
  g_assert_cmpint (game->entries[0] + game->entries[2] + game->entries[3] + game->entries[4]
                   + game->entries[6] + game->entries[7] + game->entries[8], ==, 0);
  g_assert_cmphex (game->pencil[1], ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (3));
  g_assert_cmphex (game->pencil[6], ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (3));
  g_assert_cmphex (game->pencil[0] | game->pencil[2] | game->pencil[3] | game->pencil[4]
                   | game->pencil[5] | game->pencil[7] | game->pencil[8], ==, 0);
  futo_puzzle_free (grid);
  futo_game_free (game);
}

/* Spellings of the same file that a reader must accept. */
static void
test_tolerated_variants (void)
{
  FutoGame *reference = read_ok (FILE_OK, -1);
  g_autoptr(GString) crlf = g_string_new (FILE_OK);
  const char *variants[] = {
    /* comments everywhere, keys in any case, blanks around values */
    "# Futoshiki Lab puzzle\n\n" VERSION "# the name\nTitle:    T   \n\n# here it comes\n"
    "[puzzle]\n# size\n" GRID "# after\n" ENTRIES "# marks\n" PENCIL "# end\n",
    /* sections in another order */
    HEADER PENCIL ENTRIES PUZZLE,
    /* unknown keys and sections from a newer minor version are skipped */
    VERSION "rating: 5 stars\ntitle: T\nx-future_thing: [not a section]\n"
    "[history]\nanything at all: 1 2 3\n" PUZZLE "[Notes]\nfree text\n" ENTRIES PENCIL,
    /* a byte order mark, no final newline */
    "\xEF\xBB\xBF" HEADER PUZZLE ENTRIES "[pencil]\n- 1,3 -\n- - -\n2,3 - -",
    /* pencil marks in any order, blank lines inside sections */
    HEADER PUZZLE "[entries]\n\n. 2 .\n\n. . 1\n. . .\n[pencil]\n- 3,1 -\n\n- - -\n3,2 - -\n",
    /* the version with blanks around the colon */
    "futoshiki-lab-format : 1\ntitle:T\n" PUZZLE ENTRIES PENCIL,
  };

  for (gsize i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      FutoGame *game = read_ok (variants[i], -1);

      if (!futo_game_equal (game, reference))
        g_error ("variant %" G_GSIZE_FORMAT " differs", i);
      futo_game_free (game);
    }

  g_string_replace (crlf, "\n", "\r\n", 0);
  {
    FutoGame *game = read_ok (crlf->str, (gssize) crlf->len);

    g_assert_true (futo_game_equal (game, reference));
    futo_game_free (game);
  }
  futo_game_free (reference);
}

static void
test_metadata_values (void)
{
  FutoGame *game = read_ok (VERSION "title:\t Morning: the\tfirst #1  \nauthor:\n"
                            "source: Ünïcødé ✓ 漢字 \xF0\x9F\x98\x80\ndifficulty:   \n" PUZZLE, -1);

  g_assert_cmpstr (game->title, ==, "Morning: the first #1");
  g_assert_null (game->author);
  g_assert_cmpstr (game->source, ==, "Ünïcødé ✓ 漢字 \xF0\x9F\x98\x80");
  g_assert_null (game->difficulty);
  futo_game_free (game);

  /* Line separators read as spaces, as the writer would write them. */
  game = read_ok (VERSION "title: \xE2\x80\xA8 a\xE2\x80\xA8" "b\xE2\x80\xA9\n"
                  "author: \xE2\x80\xA9\t\n" PUZZLE, -1);
  g_assert_cmpstr (game->title, ==, "a b");
  g_assert_null (game->author);
  {
    char *written = futo_native_write (game);
    FutoGame *back = read_ok (written, -1);

    g_assert_nonnull (strstr (written, "\ntitle: a b\n"));
    g_assert_true (futo_game_equal (back, game));
    free (written);
    futo_game_free (back);
  }
  futo_game_free (game);
}

static void
test_write_golden (void)
{
  FutoGame *game = read_ok (FILE_OK, -1);
  char *written;

  futo_game_set_string (&game->author, "Ada\nLovelace");
  futo_game_set_string (&game->source, "   ");
  futo_game_set_string (&game->difficulty, "hard");
  written = futo_native_write (game);
  g_assert_cmpstr (written, ==,
                   "# Futoshiki Lab puzzle\n"
                   "futoshiki-lab-format: 1\n"
                   "title: T\n"
                   "author: Ada Lovelace\n"
                   "difficulty: hard\n"
                   "\n"
                   "[puzzle]\n"
                   GRID
                   "\n"
                   "[entries]\n"
                   ". 2 .\n"
                   ". . 1\n"
                   ". . .\n"
                   "\n"
                   "[pencil]\n"
                   "- 1,3 -\n"
                   "- - -\n"
                   "2,3 - -\n");
  free (written);
  futo_game_free (game);
}

/* The time played: written when there is one, read back, and absent in
 * files from before it (which still read, with no time). */
static void
test_elapsed_seconds (void)
{
  FutoGame *game = read_ok (FILE_OK, -1);
  FutoGame *back;
  char *written;

  g_assert_cmpuint (game->elapsed_seconds, ==, 0);
  written = futo_native_write (game);
  g_assert_null (strstr (written, "elapsed-seconds"));
  free (written);

  game->elapsed_seconds = 754;
  written = futo_native_write (game);
  g_assert_nonnull (strstr (written, "title: T\nelapsed-seconds: 754\n"));
  back = read_ok (written, -1);
  g_assert_cmpuint (back->elapsed_seconds, ==, 754);
  g_assert_true (futo_game_equal (game, back));
  futo_game_free (back);
  free (written);

  /* The largest the reader takes, and blanks around it; empty is none. */
  back = read_ok (VERSION "elapsed-seconds:\t2147483647  \n" PUZZLE, -1);
  g_assert_cmpuint (back->elapsed_seconds, ==, 2147483647u);
  futo_game_free (back);
  back = read_ok (VERSION "elapsed-seconds:\n" PUZZLE, -1);
  g_assert_cmpuint (back->elapsed_seconds, ==, 0);
  futo_game_free (back);

  /* A copy keeps it. */
  back = futo_game_copy (game);
  g_assert_cmpuint (back->elapsed_seconds, ==, 754);
  futo_game_free (back);
  futo_game_free (game);
}

static void
test_write_plain_puzzle (void)
{
  FutoError error;
  FutoGame *game = futo_game_new (futo_grid_read (GRID, strlen (GRID), &error));
  char *written = futo_native_write (game);
  FutoGame *back = read_ok (written, -1);

  /* No metadata and no player state: no lines or sections for them. */
  g_assert_cmpstr (written, ==, "# Futoshiki Lab puzzle\nfutoshiki-lab-format: 1\n\n[puzzle]\n" GRID);
  g_assert_true (futo_game_equal (game, back));
  g_assert_null (futo_native_write (NULL));
  free (written);
  futo_game_free (game);
  futo_game_free (back);
}

/* Adjacent puzzles: format 2, a mode line, ':' for the marks. */
#define ADJACENT_GRID "3\n. : . | .\n- : -\n1 | . : .\n: - -\n. | . | 3\n"
#define ADJACENT_FILE \
  "# Futoshiki Lab puzzle\n" VERSION_2 "mode: adjacent\ntitle: Next door\n\n[puzzle]\n" ADJACENT_GRID

static void
test_adjacent (void)
{
  FutoGame *game = read_ok (ADJACENT_FILE, -1);
  FutoGame *unequal;
  char *written;

  g_assert_cmpint (game->puzzle->mode, ==, FUTO_MODE_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (game->puzzle, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (game->puzzle, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (game->puzzle, 1, 2, FUTO_DIR_LEFT), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (game->puzzle, 2, 0, FUTO_DIR_UP), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_count_signs (game->puzzle), ==, 4);
  g_assert_cmpstr (game->title, ==, "Next door");
  written = futo_native_write (game);
  g_assert_cmpstr (written, ==, ADJACENT_FILE);
  free (written);

  /* "mode: unequal" is the usual mode said out loud; the key in any case. */
  unequal = read_ok (VERSION "MODE:  Unequal \n" PUZZLE, -1);
  g_assert_cmpint (unequal->puzzle->mode, ==, FUTO_MODE_UNEQUAL);
  futo_game_free (unequal);

  /* A relation the mode cannot hold is not written at all, never dropped. */
  game->puzzle->right[4] = FUTO_REL_LESS;
  g_assert_null (futo_native_write (game));
  futo_game_free (game);
}

/* The writer keeps every value on its line, whatever the string holds. */
static void
test_write_cleans_values (void)
{
  FutoGame *game = read_ok (VERSION PUZZLE, -1);
  char *written;
  FutoGame *back;

  futo_game_set_string (&game->title, "\n  line one\r\nline two\ttab\x01\x7f \xE2\x80\xA8 ");
  futo_game_set_string (&game->author, "broken \xC3 utf8 \xFF");
  futo_game_set_string (&game->source, "[puzzle]");
  futo_game_set_string (&game->difficulty, "\xC2\x85\n\t");
  written = futo_native_write (game);
  back = read_ok (written, -1);
  g_assert_cmpstr (back->title, ==, "line one  line two tab");
  g_assert_cmpstr (back->author, ==, "broken \xEF\xBF\xBD utf8 \xEF\xBF\xBD");
  g_assert_cmpstr (back->source, ==, "[puzzle]");
  g_assert_null (back->difficulty);
  g_assert_true (futo_puzzle_equal (game->puzzle, back->puzzle));
  free (written);
  futo_game_free (game);
  futo_game_free (back);
}

static void
test_game_basics (void)
{
  FutoGame *game = read_ok (FILE_OK, -1);
  FutoGame *copy = futo_game_copy (game);

  g_assert_true (futo_game_equal (game, copy));
  g_assert_true (game->title != copy->title);

  copy->entries[0] = 3;
  g_assert_false (futo_game_equal (game, copy));
  copy->entries[0] = 0;
  copy->pencil[8] = FUTO_SET_BIT (2);
  g_assert_false (futo_game_equal (game, copy));
  copy->pencil[8] = 0;
  futo_game_set_string (&copy->author, "someone");
  g_assert_false (futo_game_equal (game, copy));
  /* No string and an empty string both mean "not set". */
  futo_game_set_string (&copy->author, "");
  g_assert_true (futo_game_equal (game, copy));
  futo_game_set_string (&copy->author, NULL);
  g_assert_null (copy->author);
  /* Setting a field from itself must not read freed memory. */
  futo_game_set_string (&copy->title, copy->title);
  g_assert_cmpstr (copy->title, ==, "T");
  copy->puzzle->right[0] = FUTO_REL_NONE;
  g_assert_false (futo_game_equal (game, copy));

  g_assert_null (futo_game_new (NULL));
  g_assert_null (futo_game_copy (NULL));
  futo_game_free (NULL);
  futo_game_free (copy);
  futo_game_free (game);
}

/* What the reader gives back for a random metadata string. */
static char *
expected_value (const char *value)
{
  GString *clean;

  if (value == NULL)
    return NULL;
  clean = g_string_new (NULL);
  for (const char *p = value; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        g_string_append_c (clean, ' ');
      else
        g_string_append_unichar (clean, c);
    }
  while (clean->len > 0 && clean->str[clean->len - 1] == ' ')
    g_string_truncate (clean, clean->len - 1);
  while (clean->len > 0 && clean->str[0] == ' ')
    g_string_erase (clean, 0, 1);
  if (clean->len == 0)
    {
      g_string_free (clean, TRUE);
      return NULL;
    }
  return g_string_free (clean, FALSE);
}

static char *
random_value (GRand *rand)
{
  static const gunichar alphabet[] = {
    'a', 'b', 'Z', '0', '9', ' ', ' ', ':', '#', '[', ']', ',', '-', '.', '\t', '\n', '\r',
    0x01, 0x7F, 0x85, 0xA0, 0xE9, 0x2028, 0x2029, 0x6F22, 0x1F600, 0xFFFD,
  };
  GString *value;
  int len;

  if (g_rand_int_range (rand, 0, 6) == 0)
    return NULL;
  value = g_string_new (NULL);
  len = g_rand_int_range (rand, 0, 30);
  for (int i = 0; i < len; i++)
    g_string_append_unichar (value, alphabet[g_rand_int_range (rand, 0, G_N_ELEMENTS (alphabet))]);
  return g_string_free (value, FALSE);
}

static FutoGame *
random_game (GRand *rand,
             int    n)
{
  FutoPuzzle *puzzle = g_rand_boolean (rand)
                         ? test_random_puzzle (rand, n, g_rand_double (rand), g_rand_double (rand))
                         : test_random_wild_puzzle (rand, n, g_rand_double (rand), g_rand_double (rand));
  FutoGame *game = futo_game_new (puzzle);
  double entry_p = g_rand_double (rand), pencil_p = g_rand_double (rand);
  char **fields[] = { &game->title, &game->author, &game->source, &game->difficulty };

  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *value = random_value (rand);

      futo_game_set_string (fields[i], value);
    }
  for (int i = 0; i < n * n; i++)
    {
      if (puzzle->givens[i] == 0 && g_rand_double (rand) < entry_p)
        game->entries[i] = (guint8) g_rand_int_range (rand, 1, n + 1);
      if (g_rand_double (rand) < pencil_p)
        game->pencil[i] = (((FutoSet) g_rand_int (rand) << 32) | g_rand_int (rand)) & FUTO_SET_FULL (n);
    }
  return game;
}

static void
test_round_trip_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (424242);
  int count = 0;

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    for (int k = 0; k < (n <= 16 ? 8 : 3); k++)
      {
        FutoGame *game = random_game (rand, n);
        FutoGame *expected = futo_game_copy (game);
        char **fields[] = { &expected->title, &expected->author, &expected->source, &expected->difficulty };
        char *written = futo_native_write (game);
        FutoGame *back = read_ok (written, -1);
        char *again = futo_native_write (back);
        FutoGame *back_again = read_ok (again, -1);

        for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
          {
            char *clean = expected_value (*fields[i]);

            futo_game_set_string (fields[i], clean);
            g_free (clean);
          }
        g_assert_true (futo_game_equal (back, expected));
        g_assert_cmpstr (back->title, ==, expected->title);
        g_assert_cmpstr (back->difficulty, ==, expected->difficulty);
        /* Written once, a game writes the same text forever after. */
        g_assert_cmpstr (written, ==, again);
        g_assert_true (futo_game_equal (back_again, back));
        free (written);
        free (again);
        futo_game_free (game);
        futo_game_free (expected);
        futo_game_free (back);
        futo_game_free (back_again);
        count++;
      }
  g_assert_cmpint (count, >=, 200);
}

/* Cutting a file anywhere gives a game or an error, never a crash. */
static void
test_every_prefix (void)
{
  gsize len = strlen (FILE_OK);
  int games = 0;

  for (gsize i = 0; i <= len; i++)
    {
      g_autofree char *text = g_memdup2 (FILE_OK, i);
      FutoError error;
      FutoGame *game = futo_native_read (text, i, &error);

      if (game == NULL)
        g_assert_cmpstr (error.message, !=, "");
      games += game != NULL;
      futo_game_free (game);
    }
  /* Whole: with or without the last newline; and cut before [entries] or
   * [pencil] after a whole blank line. */
  g_assert_cmpint (games, >=, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/format-native/error/%s", error_cases[i].name);

      g_test_add_data_func (path, &error_cases[i], check_error_case);
    }
  g_test_add_func ("/format-native/read-full", test_read_full);
  g_test_add_func ("/format-native/tolerated-variants", test_tolerated_variants);
  g_test_add_func ("/format-native/metadata-values", test_metadata_values);
  g_test_add_func ("/format-native/write-golden", test_write_golden);
  g_test_add_func ("/format-native/write-plain-puzzle", test_write_plain_puzzle);
  g_test_add_func ("/format-native/elapsed-seconds", test_elapsed_seconds);
  g_test_add_func ("/format-native/write-cleans-values", test_write_cleans_values);
  g_test_add_func ("/format-native/adjacent", test_adjacent);
  g_test_add_func ("/format-native/game-basics", test_game_basics);
  g_test_add_func ("/format-native/round-trip-random", test_round_trip_random);
  g_test_add_func ("/format-native/every-prefix", test_every_prefix);
  return g_test_run ();
}
