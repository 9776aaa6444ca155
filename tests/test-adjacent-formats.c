/* test-adjacent-formats.c: Adjacent puzzles round-trip through the formats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-format.h"
#include "adjacent-test-util.h"

static void
assert_round_trip (const FutoPuzzle *puzzle,
                   GRand            *rand)
{
  FutoGame *game = futo_game_new (futo_puzzle_copy (puzzle));
  g_autofree char *prefix = g_strdup_printf ("%da:", puzzle->size);
  char *id = futo_tatham_write (puzzle);
  char *native, *again;
  FutoError error;
  FutoPuzzle *back;
  FutoGame *back_game;

  g_assert_nonnull (id);
  g_assert_true (g_str_has_prefix (id, prefix));
  back = futo_tatham_read (id, strlen (id), &error);
  g_assert_nonnull (back);
  g_assert_true (futo_puzzle_equal (back, puzzle));
  futo_puzzle_free (back);

  /* Some player state too: it goes with the puzzle. */
  for (int i = 0; i < puzzle->size * puzzle->size; i++)
    if (puzzle->givens[i] == 0 && g_rand_boolean (rand))
      game->entries[i] = (guint8) g_rand_int_range (rand, 1, puzzle->size + 1);
  native = futo_native_write (game);
  g_assert_nonnull (native);
  g_assert_nonnull (strstr (native, "futoshiki-lab-format: 2\nmode: adjacent\n"));
  back_game = futo_native_read (native, strlen (native), &error);
  if (back_game == NULL)
    g_error ("%s in\n%s", error.message, native);
  g_assert_true (futo_game_equal (back_game, game));
  again = futo_native_write (back_game);
  g_assert_cmpstr (again, ==, native);

  /* The grid format cannot hold the marks: no text rather than a wrong one. */
  g_assert_null (futo_grid_write (puzzle));
  g_assert_null (futo_grid_write_values (puzzle, puzzle->givens));

  free (id);
  free (native);
  free (again);
  futo_game_free (game);
  futo_game_free (back_game);
}

static void
test_round_trip (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31337);

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    for (int k = 0; k < (n <= 12 ? 6 : 1); k++)
      {
        FutoPuzzle *puzzle = k % 3 == 2 ? random_wild_adjacent (rand, n, 0.3, 0.3)
                                        : random_adjacent (rand, n, 0.4 * g_rand_double (rand));

        assert_round_trip (puzzle, rand);
        futo_puzzle_free (puzzle);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjacent/round-trip", test_round_trip);
  return g_test_run ();
}
