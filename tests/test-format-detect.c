/* test-format-detect.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-format.h"
#include "test-util.h"

#define DESC_4 "1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L,"
#define ID_4   "4:" DESC_4
#define GRID_4 \
  "4\n"               \
  "1 | . > . | .\n"   \
  "- - - -\n"         \
  ". | 2 | . | .\n"   \
  "- - ^ -\n"         \
  ". | . | . | .\n"   \
  "- - - -\n"         \
  ". | . < . < 3\n"

typedef struct
{
  const char *text;
  gssize      len; /* -1: strlen (text) */
  FutoFormat  format;
} DetectCase;

static const DetectCase detect_cases[] = {
  { GRID_4, -1, FUTO_FORMAT_GRID },
  { "# a grid\n\n   # indented comment\n  4  \n. | .", -1, FUTO_FORMAT_GRID },
  { "3", -1, FUTO_FORMAT_GRID },
  { "3\r\n", -1, FUTO_FORMAT_GRID },
  { "\xEF\xBB\xBF" "5\n", -1, FUTO_FORMAT_GRID },
  { "70\n", -1, FUTO_FORMAT_GRID },          /* the reader explains the size */
  { "5:123", 1, FUTO_FORMAT_GRID },          /* only "5" lies within len */
  { ID_4, -1, FUTO_FORMAT_TATHAM },
  { "5#1234567", -1, FUTO_FORMAT_TATHAM },
  { "5dk:0,0,0,", -1, FUTO_FORMAT_TATHAM },
  { "5a:0,0D,0RD,", -1, FUTO_FORMAT_TATHAM },
  { "12dx#99", -1, FUTO_FORMAT_TATHAM },
  { "  \t4:1,", -1, FUTO_FORMAT_TATHAM },
  { "# Simon Tatham's Unequal\n" ID_4 "\n", -1, FUTO_FORMAT_TATHAM },
  { "futoshiki-lab-format: 1\n[puzzle]\n", -1, FUTO_FORMAT_NATIVE },
  { "# Futoshiki Lab puzzle\n\nfutoshiki-lab-format: 9\n", -1, FUTO_FORMAT_NATIVE },
  { "futoshiki-lab-format:1", -1, FUTO_FORMAT_NATIVE },
  { "  futoshiki-lab-format \t: 1", -1, FUTO_FORMAT_NATIVE },
  { "\xEF\xBB\xBF" "futoshiki-lab-format: 1", -1, FUTO_FORMAT_NATIVE },
  { "", -1, FUTO_FORMAT_UNKNOWN },
  { "   \n\t\n", -1, FUTO_FORMAT_UNKNOWN },
  { "# only a comment\n", -1, FUTO_FORMAT_UNKNOWN },
  { "hello", -1, FUTO_FORMAT_UNKNOWN },
  { "5 5\n", -1, FUTO_FORMAT_UNKNOWN },
  { "5x\n", -1, FUTO_FORMAT_UNKNOWN },
  { "5A:0,", -1, FUTO_FORMAT_UNKNOWN },
  { "-5\n", -1, FUTO_FORMAT_UNKNOWN },
  { ":0,0", -1, FUTO_FORMAT_UNKNOWN },
  { "[puzzle]\n5\n", -1, FUTO_FORMAT_UNKNOWN },
  { "futoshiki-lab-format 1\n", -1, FUTO_FORMAT_UNKNOWN },
  { "futoshiki-lab-format: 1", 20, FUTO_FORMAT_UNKNOWN }, /* the ':' lies past len */
  { "title: x\nfutoshiki-lab-format: 1\n", -1, FUTO_FORMAT_UNKNOWN },
  { ". | .\n- -\n. | .\n", -1, FUTO_FORMAT_UNKNOWN },
};

static void
test_detect (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (detect_cases); i++)
    {
      const DetectCase *c = &detect_cases[i];
      gsize len = c->len >= 0 ? (gsize) c->len : strlen (c->text);
      g_autofree char *text = g_memdup2 (c->text, len);
      FutoFormat format = futo_format_detect (text, len);

      if (format != c->format)
        g_error ("case %" G_GSIZE_FORMAT " (%s): detected %s, expected %s", i, c->text,
                 futo_format_name (format), futo_format_name (c->format));
    }
  g_assert_cmpint (futo_format_detect (NULL, 0), ==, FUTO_FORMAT_UNKNOWN);
}

static void
test_detect_example_files (void)
{
  const char *names[] = {
    "examples/unequal_4x4.txt", "examples/unequal_5x5.txt", "examples/unequal_9x9.txt",
    "examples/unequal_4x4.solution.txt",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize len = 0;
      g_autofree char *text = test_read_data (names[i], &len);

      /* Their first line is a comment that quotes a game ID: still a grid. */
      g_assert_cmpint (futo_format_detect (text, len), ==, FUTO_FORMAT_GRID);
    }
}

static FutoGame *
read_any_ok (const char *text,
             FutoFormat  expected)
{
  FutoFormat detected = FUTO_FORMAT_UNKNOWN;
  FutoError error;
  char described[400];
  FutoGame *game = futo_game_read_any (text, strlen (text), &detected, &error);

  if (game == NULL)
    g_error ("%s", futo_error_describe (&error, described, sizeof described));
  g_assert_cmpint (detected, ==, expected);
  return game;
}

/* A grid or an ID the generator wrote keeps the level its header comment
 * records, for the captions of exports (issue 32); other comments, or a
 * header after the puzzle, say nothing of it. */
static void
test_read_header_level (void)
{
  FutoGame *graded = read_any_ok ("# Futoshiki Lab puzzle 1: 4×4, hard, signs style, seed 9\n"
                                  "# 2 givens and 4 signs\n" GRID_4, FUTO_FORMAT_GRID);
  FutoGame *adjacent = read_any_ok ("# Futoshiki Lab puzzle 2: 4×4 Adjacent, extreme, seed 3\r\n"
                                    ID_4 "\n", FUTO_FORMAT_TATHAM);
  FutoGame *other = read_any_ok ("# Futoshiki Lab puzzle 1: 4×4, impossible, seed 9\n" GRID_4,
                                 FUTO_FORMAT_GRID);
  FutoGame *plain = read_any_ok ("# from a newspaper, hard\n" GRID_4, FUTO_FORMAT_GRID);

  g_assert_cmpstr (graded->difficulty, ==, "hard");
  g_assert_cmpstr (adjacent->difficulty, ==, "extreme");
  g_assert_null (other->difficulty);
  g_assert_null (plain->difficulty);
  futo_game_free (graded);
  futo_game_free (adjacent);
  futo_game_free (other);
  futo_game_free (plain);
}

static void
test_read_any_formats (void)
{
  FutoError error;
  FutoPuzzle *reference = futo_grid_read (GRID_4, strlen (GRID_4), &error);
  FutoGame *grid = read_any_ok (GRID_4, FUTO_FORMAT_GRID);
  FutoGame *id = read_any_ok (ID_4, FUTO_FORMAT_TATHAM);
  FutoGame *id_in_file = read_any_ok ("# from Unequal\n\n  " ID_4 "  \r\n# the end\n\n", FUTO_FORMAT_TATHAM);
  FutoGame *native;
  char *written;

  g_assert_true (futo_puzzle_equal (grid->puzzle, reference));
  g_assert_true (futo_puzzle_equal (id->puzzle, reference));
  g_assert_true (futo_puzzle_equal (id_in_file->puzzle, reference));
  /* A grid or an ID is a game without metadata or player state. */
  g_assert_null (grid->title);
  g_assert_null (id->author);
  g_assert_true (futo_game_equal (grid, id));

  futo_game_set_string (&grid->title, "Four");
  grid->entries[1] = 4;
  written = futo_native_write (grid);
  native = read_any_ok (written, FUTO_FORMAT_NATIVE);
  g_assert_true (futo_game_equal (native, grid));
  g_assert_cmpstr (native->title, ==, "Four");

  /* The detected format is optional. */
  futo_game_free (futo_game_read_any (ID_4, strlen (ID_4), NULL, &error));
  free (written);
  futo_puzzle_free (reference);
  futo_game_free (grid);
  futo_game_free (id);
  futo_game_free (id_in_file);
  futo_game_free (native);
}

typedef struct
{
  const char *name;
  const char *text;
  FutoFormat  format;
  int         line;
  int         column;
  int         row;
  int         col;
  const char *fragment;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "empty", "", FUTO_FORMAT_UNKNOWN, 0, 0, -1, -1, "the input is empty" },
  { "only-comments", "# nothing\n# at all\n", FUTO_FORMAT_UNKNOWN, 0, 0, -1, -1, "the input is empty" },
  { "unknown", "# a note\n\nhello there\n", FUTO_FORMAT_UNKNOWN, 3, 1, -1, -1,
    "this is not a puzzle Futoshiki Lab can read: expected a grid starting with its size, a game ID like 5:… or a .futoshiki file" },
  { "grid-error", "3\n. x . | .\n", FUTO_FORMAT_GRID, 2, 3, -1, -1, "expected a relation '<', '>' or '|' between two cells, found 'x'" },
  { "native-newer", "futoshiki-lab-format: 3\n", FUTO_FORMAT_NATIVE, 1, 23, -1, -1, "newer version of Futoshiki Lab (format 3)" },
  { "id-after-comments", "# c\n# d\n4:0,0", FUTO_FORMAT_TATHAM, 3, 6, -1, -1, "not enough data: the ID describes 2 of the 16 cells" },
  { "id-random-seed", "\n\n  5#999\n", FUTO_FORMAT_TATHAM, 3, 4, -1, -1, "random-seed game ID" },
  { "id-adjacent", "# Adjacent\n5a:0,0,", FUTO_FORMAT_TATHAM, 2, 8, -1, -1, "not enough data: the ID describes 2 of the 25 cells" },
  { "id-adjacent-one-sided", "4a:0R,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,", FUTO_FORMAT_TATHAM, 0, 0, 0, 0, "flag R needs the flag L on r1c2" },
  { "id-cell-error", "# c\n4:5," DESC_4, FUTO_FORMAT_TATHAM, 0, 0, 0, 0, "5 is out of range for a 4×4 puzzle" },
  { "id-then-text", ID_4 "\n# fine\n\n  " GRID_4, FUTO_FORMAT_TATHAM, 4, 3, -1, -1, "unexpected text after the game ID" },
};

static void
check_error_case (gconstpointer data)
{
  const ErrorCase *c = data;
  FutoFormat detected = FUTO_FORMAT_GRID;
  FutoError error;
  char described[400];

  g_assert_null (futo_game_read_any (c->text, strlen (c->text), &detected, &error));
  futo_error_describe (&error, described, sizeof described);
  g_test_message ("%s", described);
  g_assert_cmpint (detected, ==, c->format);
  g_assert_cmpint (error.line, ==, c->line);
  g_assert_cmpint (error.column, ==, c->column);
  g_assert_cmpint (error.row, ==, c->row);
  g_assert_cmpint (error.col, ==, c->col);
  if (strstr (error.message, c->fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error.message, c->fragment);
}

static void
test_read_any_null (void)
{
  FutoFormat detected = FUTO_FORMAT_GRID;
  FutoError error;

  g_assert_null (futo_game_read_any (NULL, 5, &detected, &error));
  g_assert_cmpint (detected, ==, FUTO_FORMAT_UNKNOWN);
  g_assert_nonnull (strstr (error.message, "empty"));
  g_assert_null (futo_game_read_any ("hello", 5, NULL, NULL));
}

static void
test_load_examples (void)
{
  FutoPuzzle *four = test_load_puzzle ("examples/unequal_4x4.txt");
  FutoPuzzle *nine = test_load_puzzle ("examples/unequal_9x9.txt");

  g_assert_cmpint (four->size, ==, 4);
  g_assert_cmpint (nine->size, ==, 9);
  futo_puzzle_free (four);
  futo_puzzle_free (nine);
}

static void
test_format_names (void)
{
  const FutoFormat formats[] = { FUTO_FORMAT_GRID, FUTO_FORMAT_TATHAM, FUTO_FORMAT_NATIVE };

  g_assert_cmpstr (futo_format_name (FUTO_FORMAT_GRID), ==, "grid");
  g_assert_cmpstr (futo_format_name (FUTO_FORMAT_TATHAM), ==, "tatham");
  g_assert_cmpstr (futo_format_name (FUTO_FORMAT_NATIVE), ==, "futoshiki");
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    g_assert_cmpint (futo_format_from_name (futo_format_name (formats[i])), ==, formats[i]);
  g_assert_nonnull (futo_format_name (FUTO_FORMAT_UNKNOWN));
  g_assert_cmpint (futo_format_from_name (futo_format_name (FUTO_FORMAT_UNKNOWN)), ==, FUTO_FORMAT_UNKNOWN);
  g_assert_cmpint (futo_format_from_name ("Grid"), ==, FUTO_FORMAT_UNKNOWN);
  g_assert_cmpint (futo_format_from_name ("native"), ==, FUTO_FORMAT_UNKNOWN);
  g_assert_cmpint (futo_format_from_name (""), ==, FUTO_FORMAT_UNKNOWN);
  g_assert_cmpint (futo_format_from_name (NULL), ==, FUTO_FORMAT_UNKNOWN);
}

/* Whatever each writer produces, detection recognises and read_any reads. */
static void
test_writers_are_detected (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n += 3)
    {
      FutoGame *game = futo_game_new (test_random_wild_puzzle (rand, n, 0.3, 0.3));
      char *texts[3] = {
        futo_grid_write (game->puzzle), futo_tatham_write (game->puzzle), futo_native_write (game),
      };
      const FutoFormat formats[3] = { FUTO_FORMAT_GRID, FUTO_FORMAT_TATHAM, FUTO_FORMAT_NATIVE };

      for (int k = 0; k < 3; k++)
        {
          FutoGame *back = read_any_ok (texts[k], formats[k]);

          g_assert_cmpint (futo_format_detect (texts[k], strlen (texts[k])), ==, formats[k]);
          g_assert_true (futo_game_equal (back, game));
          futo_game_free (back);
          free (texts[k]);
        }
      futo_game_free (game);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/read-header-level", test_read_header_level);
  g_test_add_func ("/format-detect/detect", test_detect);
  g_test_add_func ("/format-detect/detect-example-files", test_detect_example_files);
  g_test_add_func ("/format-detect/read-any-formats", test_read_any_formats);
  g_test_add_func ("/format-detect/read-any-null", test_read_any_null);
  g_test_add_func ("/format-detect/load-examples", test_load_examples);
  g_test_add_func ("/format-detect/format-names", test_format_names);
  g_test_add_func ("/format-detect/writers-are-detected", test_writers_are_detected);
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/format-detect/error/%s", error_cases[i].name);

      g_test_add_data_func (path, &error_cases[i], check_error_case);
    }
  return g_test_run ();
}
