/* test-rules.c: the rules as the player meets them, candidates and conflicts
 *
 * A few boards by hand, then random small games of both modes held to a
 * reference written plainly here: each value of each cell tried against
 * every rule, every pair of cells compared, and a full board's conflicts
 * against futo_puzzle_is_solution().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-game.h"
#include "futo-validate.h"
#include "test-util.h"

#define N_RANDOM_GAMES 400

/* A game of size n read from rows of digits ('.' for empty): givens and
 * entries, each n strings of n characters. */
static FutoGame *
game_from_rows (int          n,
                FutoMode     mode,
                const char **givens,
                const char **entries)
{
  FutoGame *game = futo_game_new (futo_puzzle_new_with_mode (n, mode));

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        if (givens != NULL && givens[r][c] != '.')
          game->puzzle->givens[r * n + c] = (uint8_t) (givens[r][c] - '0');
        if (entries != NULL && entries[r][c] != '.')
          game->entries[r * n + c] = (uint8_t) (entries[r][c] - '0');
      }
  return game;
}

static FutoSet
set_of (const char *values)
{
  FutoSet set = 0;

  for (const char *v = values; *v != '\0'; v++)
    set |= FUTO_SET_BIT (*v - '0');
  return set;
}

static void
test_candidates_by_hand (void)
{
  static const char *givens[] = { "1...", "....", "..3.", "...." };
  static const char *entries[] = { "....", ".2..", "....", "...." };
  FutoGame *game = game_from_rows (4, FUTO_MODE_UNEQUAL, givens, entries);
  FutoGame *adjacent;

  /* Row 1 holds 1; column 2 holds 2 (an entry counts as much as a given). */
  g_assert_cmphex (futo_game_get_candidates (game, 0, 1), ==, set_of ("34"));
  /* What the cell holds itself does not count against it. */
  g_assert_cmphex (futo_game_get_candidates (game, 0, 0), ==, set_of ("1234"));

  /* r4c1 < r4c2, both empty: r4c1 cannot be 4, r4c2 not 1. */
  futo_puzzle_set_relation (game->puzzle, 3, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  g_assert_cmphex (futo_game_get_candidates (game, 3, 0), ==, set_of ("23"));
  g_assert_cmphex (futo_game_get_candidates (game, 3, 1), ==, set_of ("34"));
  /* A filled neighbour bounds it: r2c3 > r3c3 = 3 leaves only 4. */
  futo_puzzle_set_relation (game->puzzle, 1, 2, FUTO_DIR_DOWN, FUTO_REL_GREATER);
  g_assert_cmphex (futo_game_get_candidates (game, 1, 2), ==, set_of ("4"));
  /* Off the board there is nothing. */
  g_assert_cmphex (futo_game_get_candidates (game, 4, 0), ==, 0);
  g_assert_cmpint (futo_game_get_value (game, 2, 2), ==, 3);
  g_assert_cmpint (futo_game_get_value (game, 1, 1), ==, 2);
  g_assert_cmpint (futo_game_get_value (game, 3, 3), ==, 0);
  futo_game_free (game);

  /* Adjacent: next to a 3, a mark asks for 2 or 4, no mark for neither. */
  adjacent = game_from_rows (5, FUTO_MODE_ADJACENT,
                             (const char *[]) { "3....", ".....", ".....", ".....", "....." }, NULL);
  futo_puzzle_set_relation (adjacent->puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT);
  g_assert_cmphex (futo_game_get_candidates (adjacent, 0, 1), ==, set_of ("24"));
  g_assert_cmphex (futo_game_get_candidates (adjacent, 1, 0), ==, set_of ("15"));
  /* Next to empty cells a mark says nothing yet. */
  g_assert_cmphex (futo_game_get_candidates (adjacent, 2, 2), ==, set_of ("12345"));
  futo_game_free (adjacent);
}

static void
test_conflicts_by_hand (void)
{
  static const char *givens[] = { "12.", "...", "1.." };
  static const char *entries[] = { "..2", ".1.", "..." };
  FutoGame *game = game_from_rows (3, FUTO_MODE_UNEQUAL, givens, entries);
  FutoConflictList conflicts = { NULL, 0, 0 };
  static const guint8 solution[] = { 1, 2, 3, 3, 1, 2, 2, 3, 1 };
  guint8 cells[9], right[9], down[9];

  /* Column 1 holds two given 1s; r1c3 repeats r1c2's 2 in row 1; r3c2 = 1
   * repeats r2c2 = 1 in column 2 and r3c1 in row 3, and breaks the '^'
   * between r2c2 and r3c2. Rows and columns come line by line, then the
   * relations. */
  futo_puzzle_set_relation (game->puzzle, 1, 1, FUTO_DIR_DOWN, FUTO_REL_LESS);
  game->entries[7] = 1;
  g_assert_cmpuint (futo_game_find_conflicts (game, &conflicts), ==, 5);
  g_assert_cmpuint (conflicts.len, ==, 5);
  {
    static const FutoConflict expected[] = {
      { FUTO_RULE_COLUMN, 0, 6 },
      { FUTO_RULE_ROW, 1, 2 },
      { FUTO_RULE_COLUMN, 4, 7 },
      { FUTO_RULE_ROW, 6, 7 },
      { FUTO_RULE_SIGN, 4, 7 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_assert_cmpint (conflicts.items[i].rule, ==, expected[i].rule);
        g_assert_cmpint (conflicts.items[i].first, ==, expected[i].first);
        g_assert_cmpint (conflicts.items[i].second, ==, expected[i].second);
      }
  }
  futo_conflict_list_clear (&conflicts);
  g_assert_null (conflicts.items);
  g_assert_cmpuint (futo_game_find_conflicts (game, NULL), ==, 5);

  /* Of a given and an entry the entry is marked; of two givens both. */
  g_assert_cmpint (futo_game_mark_problems (game, NULL, cells, right, down), ==, 5);
  g_assert_cmpint (cells[0], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[6], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[1], ==, FUTO_MARK_NONE);
  g_assert_cmpint (cells[2], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[4], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[7], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (down[4], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (down[1], ==, FUTO_MARK_NONE);
  g_assert_cmpint (right[1], ==, FUTO_MARK_NONE);

  /* Against a solution, r1c3 = 2 and r3c2 = 1 are wrong, r2c2 = 1 right. */
  g_assert_cmpint (futo_game_mark_problems (game, solution, cells, right, down), ==, 5);
  g_assert_cmpint (cells[2], ==, FUTO_MARK_CONFLICT | FUTO_MARK_MISTAKE);
  g_assert_cmpint (cells[7], ==, FUTO_MARK_CONFLICT | FUTO_MARK_MISTAKE);
  g_assert_cmpint (cells[4], ==, FUTO_MARK_CONFLICT);
  game->entries[8] = 3;
  g_assert_cmpint (futo_game_mark_problems (game, solution, cells, right, down), ==, 6);
  g_assert_cmpint (cells[8], ==, FUTO_MARK_MISTAKE);
  futo_game_free (game);
}

static void
test_adjacent_conflicts_by_hand (void)
{
  static const char *givens[] = { "13.", "...", "..." };
  static const char *entries[] = { "...", "2..", "..." };
  FutoGame *game = game_from_rows (3, FUTO_MODE_ADJACENT, givens, entries);
  FutoConflictList conflicts = { NULL, 0, 0 };

  /* r1c1 = 1, r1c2 = 3 marked: not one apart. r1c1 = 1 over r2c1 = 2,
   * unmarked: one apart with no mark. */
  futo_puzzle_set_relation (game->puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT);
  g_assert_cmpuint (futo_game_find_conflicts (game, &conflicts), ==, 2);
  g_assert_cmpint (conflicts.items[0].rule, ==, FUTO_RULE_ADJACENT);
  g_assert_cmpint (conflicts.items[0].second, ==, 1);
  g_assert_cmpint (conflicts.items[1].rule, ==, FUTO_RULE_ADJACENT);
  g_assert_cmpint (conflicts.items[1].second, ==, 3);
  futo_conflict_list_clear (&conflicts);
  futo_game_free (game);
}

static void
test_puzzle_marks (void)
{
  static const char *givens[] = { "2.2", "...", "..." };
  FutoGame *game = game_from_rows (3, FUTO_MODE_UNEQUAL, givens, NULL);
  guint8 cells[9], right[9], down[9];

  /* Two 2s in a row, and a sign between r2c1 and r3c1 of no consequence. */
  futo_puzzle_set_relation (game->puzzle, 1, 0, FUTO_DIR_DOWN, FUTO_REL_LESS);
  g_assert_cmpint (futo_puzzle_mark_problems (game->puzzle, cells, right, down), ==, 2);
  g_assert_cmpint (cells[0], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[2], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (down[3], ==, FUTO_MARK_NONE);

  /* A broken sign between givens marks the sign as well. */
  game->puzzle->givens[2] = 0;
  game->puzzle->givens[1] = 1;
  futo_puzzle_set_relation (game->puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  g_assert_cmpint (futo_puzzle_mark_problems (game->puzzle, cells, right, down), ==, 2);
  g_assert_cmpint (right[0], ==, FUTO_MARK_CONFLICT);
  g_assert_cmpint (cells[1], ==, FUTO_MARK_CONFLICT);
  futo_game_free (game);
}

/* Random games */

/* A game of random size and mode, relations only of the mode's kinds,
 * some givens from a Latin square and some entries at random, so that
 * most boards break a rule or two. */
static FutoGame *
random_game (GRand *rand)
{
  int n = g_rand_int_range (rand, 2, 6);
  FutoMode mode = g_rand_boolean (rand) ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;
  g_autofree guint8 *latin = test_random_latin (rand, n);
  FutoGame *game = futo_game_new (futo_puzzle_new_with_mode (n, mode));
  double filled = g_rand_double (rand);

  for (int cell = 0; cell < n * n; cell++)
    {
      double roll = g_rand_double (rand);

      if (roll < filled / 2)
        game->puzzle->givens[cell] = latin[cell];
      else if (roll < filled)
        game->entries[cell] = g_rand_boolean (rand) ? latin[cell]
                                                    : (uint8_t) g_rand_int_range (rand, 1, n + 1);
      if (g_rand_double (rand) < 0.4)
        {
          if (mode == FUTO_MODE_ADJACENT)
            game->puzzle->right[cell] = FUTO_REL_ADJACENT;
          else
            game->puzzle->right[cell] = g_rand_boolean (rand) ? FUTO_REL_LESS : FUTO_REL_GREATER;
        }
      if (g_rand_double (rand) < 0.4)
        {
          if (mode == FUTO_MODE_ADJACENT)
            game->puzzle->down[cell] = FUTO_REL_ADJACENT;
          else
            game->puzzle->down[cell] = g_rand_boolean (rand) ? FUTO_REL_LESS : FUTO_REL_GREATER;
        }
    }
  /* The last column and row have no pair to their right or below. */
  for (int i = 0; i < n; i++)
    {
      game->puzzle->right[i * n + n - 1] = FUTO_REL_NONE;
      game->puzzle->down[(n - 1) * n + i] = FUTO_REL_NONE;
    }
  return game;
}

static int
shown (const FutoGame *game,
       int             cell)
{
  return game->puzzle->givens[cell] != 0 ? game->puzzle->givens[cell] : game->entries[cell];
}

/* Whether v here and w at the neighbour keep rel, rel read from here. */
static gboolean
pair_holds (FutoMode     mode,
            FutoRelation rel,
            int          v,
            int          w)
{
  if (mode == FUTO_MODE_ADJACENT)
    return (rel == FUTO_REL_ADJACENT) == (ABS (v - w) == 1);
  if (rel == FUTO_REL_LESS)
    return v < w;
  if (rel == FUTO_REL_GREATER)
    return v > w;
  return TRUE;
}

/* The reference: v fits (row, col) when no other cell of its row or column
 * shows v, and for each neighbour some value there (the one it shows, or
 * any when empty) keeps the relation between them. */
static FutoSet
brute_candidates (const FutoGame *game,
                  int             row,
                  int             col)
{
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };
  int n = game->puzzle->size;
  FutoSet set = 0;

  for (int v = 1; v <= n; v++)
    {
      gboolean fits = TRUE;

      for (int i = 0; i < n && fits; i++)
        fits = (i == col || shown (game, row * n + i) != v) && (i == row || shown (game, i * n + col) != v);
      for (int d = 0; d < 4 && fits; d++)
        {
          int r = row + dr[d], c = col + dc[d];
          FutoRelation rel;
          gboolean some = FALSE;

          if (r < 0 || c < 0 || r >= n || c >= n)
            continue;
          rel = futo_puzzle_get_relation (game->puzzle, row, col, (FutoDirection) d);
          for (int w = 1; w <= n && !some; w++)
            if (shown (game, r * n + c) == 0 || shown (game, r * n + c) == w)
              some = pair_holds (game->puzzle->mode, rel, v, w);
          fits = some;
        }
      if (fits)
        set |= FUTO_SET_BIT (v);
    }
  return set;
}

static void
test_candidates_brute (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);

  for (int round = 0; round < N_RANDOM_GAMES; round++)
    {
      FutoGame *game = random_game (rand);
      int n = game->puzzle->size;

      for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
          g_assert_cmphex (futo_game_get_candidates (game, row, col), ==, brute_candidates (game, row, col));
      futo_game_free (game);
    }
}

/* Every pair of cells, compared as the rules say, as a set of
 * (rule, first, second) keys. */
static GHashTable *
brute_conflicts (const FutoGame *game)
{
  GHashTable *found = g_hash_table_new (NULL, NULL);
  int n = game->puzzle->size;
  FutoRule relation_rule = game->puzzle->mode == FUTO_MODE_ADJACENT ? FUTO_RULE_ADJACENT : FUTO_RULE_SIGN;

  for (int a = 0; a < n * n; a++)
    for (int b = a + 1; b < n * n; b++)
      {
        int va = shown (game, a), vb = shown (game, b);
        FutoRelation rel = FUTO_REL_NONE;
        gboolean neighbours = FALSE;

        if (va == 0 || vb == 0)
          continue;
        if (a / n == b / n && va == vb)
          g_hash_table_add (found, GINT_TO_POINTER ((FUTO_RULE_ROW << 24) | (a << 12) | b));
        if (a % n == b % n && va == vb)
          g_hash_table_add (found, GINT_TO_POINTER ((FUTO_RULE_COLUMN << 24) | (a << 12) | b));
        if (b == a + 1 && a / n == b / n)
          {
            rel = futo_puzzle_get_relation (game->puzzle, a / n, a % n, FUTO_DIR_RIGHT);
            neighbours = TRUE;
          }
        else if (b == a + n)
          {
            rel = futo_puzzle_get_relation (game->puzzle, a / n, a % n, FUTO_DIR_DOWN);
            neighbours = TRUE;
          }
        if (neighbours && !pair_holds (game->puzzle->mode, rel, va, vb))
          g_hash_table_add (found, GINT_TO_POINTER ((relation_rule << 24) | (a << 12) | b));
      }
  return found;
}

static void
test_conflicts_brute (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2029);
  int with_conflicts = 0;

  for (int round = 0; round < N_RANDOM_GAMES; round++)
    {
      FutoGame *game = random_game (rand);
      FutoConflictList conflicts = { NULL, 0, 0 };
      g_autoptr(GHashTable) expected = brute_conflicts (game);

      g_assert_cmpuint (futo_game_find_conflicts (game, &conflicts), ==, g_hash_table_size (expected));
      for (size_t i = 0; i < conflicts.len; i++)
        {
          const FutoConflict *conflict = &conflicts.items[i];
          int key = (conflict->rule << 24) | (conflict->first << 12) | conflict->second;

          g_assert_cmpint (conflict->first, <, conflict->second);
          g_assert_true (g_hash_table_contains (expected, GINT_TO_POINTER (key)));
        }
      with_conflicts += conflicts.len > 0;
      futo_conflict_list_clear (&conflicts);
      futo_game_free (game);
    }
  /* The random games must reach the rules at all. */
  g_assert_cmpint (with_conflicts, >, N_RANDOM_GAMES / 4);
  g_assert_cmpint (with_conflicts, <, N_RANDOM_GAMES);
}

/* A full board breaks no rule exactly when it is a solution. */
static void
test_full_boards (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1729);
  int solutions = 0;

  for (int round = 0; round < N_RANDOM_GAMES; round++)
    {
      FutoGame *game = random_game (rand);
      int n = game->puzzle->size;
      g_autofree guint8 *latin = test_random_latin (rand, n);
      g_autofree guint8 *values = g_new (guint8, n * n);
      gboolean solution;

      /* Half the boards are a Latin square with the relations read off it,
       * so that solutions come up, the other half whatever they are. */
      for (int cell = 0; cell < n * n; cell++)
        {
          game->puzzle->givens[cell] = 0;
          game->entries[cell] = round % 2 == 0 ? latin[cell] : (uint8_t) g_rand_int_range (rand, 1, n + 1);
          if (round % 2 == 0 && game->puzzle->mode == FUTO_MODE_ADJACENT)
            {
              if (cell % n + 1 < n)
                game->puzzle->right[cell] = ABS (latin[cell] - latin[cell + 1]) == 1 ? FUTO_REL_ADJACENT : FUTO_REL_NONE;
              if (cell + n < n * n)
                game->puzzle->down[cell] = ABS (latin[cell] - latin[cell + n]) == 1 ? FUTO_REL_ADJACENT : FUTO_REL_NONE;
            }
          else if (round % 2 == 0)
            {
              if (cell % n + 1 < n && game->puzzle->right[cell] != FUTO_REL_NONE)
                game->puzzle->right[cell] = latin[cell] < latin[cell + 1] ? FUTO_REL_LESS : FUTO_REL_GREATER;
              if (cell + n < n * n && game->puzzle->down[cell] != FUTO_REL_NONE)
                game->puzzle->down[cell] = latin[cell] < latin[cell + n] ? FUTO_REL_LESS : FUTO_REL_GREATER;
            }
        }
      for (int cell = 0; cell < n * n; cell++)
        values[cell] = (guint8) futo_game_get_value (game, cell / n, cell % n);
      solution = futo_puzzle_is_solution (game->puzzle, values);
      solutions += solution;
      g_assert_cmpint (futo_game_find_conflicts (game, NULL) == 0, ==, solution);

      /* In a solution every value is among its cell's candidates. */
      for (int cell = 0; cell < n * n && solution; cell++)
        g_assert_true (futo_game_get_candidates (game, cell / n, cell % n) & FUTO_SET_BIT (values[cell]));
      futo_game_free (game);
    }
  g_assert_cmpint (solutions, >=, N_RANDOM_GAMES / 2);
  g_assert_cmpint (solutions, <, N_RANDOM_GAMES);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/candidates-by-hand", test_candidates_by_hand);
  g_test_add_func ("/rules/conflicts-by-hand", test_conflicts_by_hand);
  g_test_add_func ("/rules/adjacent-conflicts-by-hand", test_adjacent_conflicts_by_hand);
  g_test_add_func ("/rules/puzzle-marks", test_puzzle_marks);
  g_test_add_func ("/rules/candidates-brute", test_candidates_brute);
  g_test_add_func ("/rules/conflicts-brute", test_conflicts_brute);
  g_test_add_func ("/rules/full-boards", test_full_boards);

  return g_test_run ();
}
