/* test-latin.c: random Latin squares are Latin, repeatable and near-uniform
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-latin.h"
#include "test-util.h"

static void
test_latin (void)
{
  for (int n = 2; n <= 64; n += (n < 12 ? 1 : 13))
    {
      FutoRandom rng;
      FutoPuzzle *empty = futo_puzzle_new (n);
      guint8 *square = g_malloc ((gsize) n * n);

      futo_random_init (&rng, (guint64) n);
      g_assert_true (futo_latin_random (&rng, n, square, 0));
      g_assert_true (futo_puzzle_is_solution (empty, square));
      g_free (square);
      futo_puzzle_free (empty);
    }
}

static void
test_repeatable (void)
{
  FutoRandom a, b;
  guint8 x[100], y[100];

  futo_random_init (&a, 42);
  futo_random_init (&b, 42);
  futo_latin_random (&a, 10, x, 0);
  futo_latin_random (&b, 10, y, 0);
  g_assert_cmpmem (x, sizeof x, y, sizeof y);
  futo_random_init (&b, 43);
  futo_latin_random (&b, 10, y, 0);
  g_assert_true (memcmp (x, y, sizeof x) != 0);
}

/* All 576 Latin squares of order 4 come up about equally often. */
static void
test_uniform (void)
{
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  FutoRandom rng;
  int samples = 115200; /* 200 a square */
  double chi2 = 0;
  GHashTableIter iter;
  gpointer key, value;

  futo_random_init (&rng, 7);
  for (int i = 0; i < samples; i++)
    {
      guint8 square[16];
      char text[17];

      futo_latin_random (&rng, 4, square, 0);
      for (int k = 0; k < 16; k++)
        text[k] = (char) ('0' + square[k]);
      text[16] = '\0';
      value = g_hash_table_lookup (seen, text);
      g_hash_table_replace (seen, g_strdup (text), GINT_TO_POINTER (GPOINTER_TO_INT (value) + 1));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 576);
  g_hash_table_iter_init (&iter, seen);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      double expected = samples / 576.0, diff = GPOINTER_TO_INT (value) - expected;
      chi2 += diff * diff / expected;
    }
  /* 575 degrees of freedom: mean 575, standard deviation 34; 720 is over
   * four deviations out. A biased sampler scores in the thousands. */
  g_test_message ("chi-square %.0f on 575 degrees of freedom", chi2);
  g_assert_cmpfloat (chi2, <, 720.0);
  g_hash_table_unref (seen);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/latin/is-latin", test_latin);
  g_test_add_func ("/latin/repeatable", test_repeatable);
  g_test_add_func ("/latin/uniform", test_uniform);
  return g_test_run ();
}
