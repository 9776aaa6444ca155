/* test-bench-families.c: the paper benchmark's instance families
 *
 * Every family must make instances of the class asked for: exactly that
 * many givens and signs, all of them true of the square it returns, which
 * must be a Latin square. What sets the families apart is checked too: the
 * uniform family is the default and as before, "top" shows the first cells,
 * "cyclic" squares are isotopes of the cyclic table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "paper-bench.h"
#include "test-util.h"

static int
count_givens (const FutoPuzzle *puzzle)
{
  int count = 0;

  for (int cell = 0; cell < puzzle->size * puzzle->size; cell++)
    count += puzzle->givens[cell] != 0;
  return count;
}

static int
count_signs (const FutoPuzzle *puzzle)
{
  int count = 0;

  for (int cell = 0; cell < puzzle->size * puzzle->size; cell++)
    count += (puzzle->right[cell] != FUTO_REL_NONE) + (puzzle->down[cell] != FUTO_REL_NONE);
  return count;
}

/* In an isotope of the cyclic table, L[r][c] = σ(π(r) + ρ(c)), the map
 * taking each column c of row r to the column of row s holding the same
 * symbol is ρ⁻¹ (ρ(c) + π(r) − π(s)): a translation in disguise, whose
 * cycles all have the same length. A uniform square's row pairs rarely
 * look like that. */
static gboolean
is_cyclic_isotope (const guint8 *square,
                   int           n)
{
  for (int r = 0; r < n; r++)
    for (int s = 0; s < n; s++)
      {
        int column_of[FUTO_MAX_SIZE + 1], map[FUTO_MAX_SIZE], length = -1;
        gboolean seen[FUTO_MAX_SIZE] = { FALSE };

        for (int d = 0; d < n; d++)
          column_of[square[s * n + d]] = d;
        for (int c = 0; c < n; c++)
          map[c] = column_of[square[r * n + c]];
        for (int c = 0; c < n; c++)
          {
            int cycle = 0;

            if (seen[c])
              continue;
            for (int at = c; !seen[at]; at = map[at])
              {
                seen[at] = TRUE;
                cycle++;
              }
            if (length >= 0 && cycle != length)
              return FALSE;
            length = cycle;
          }
      }
  return TRUE;
}

static void
test_families_classes (void)
{
  static const int classes[][3] = { { 6, 6, 1 }, { 7, 40, 7 }, { 9, 18, 35 }, { 15, 15, 200 }, { 20, 80, 250 } };

  g_assert_cmpint (futo_bench_family_find ("uniform"), ==, 0);
  g_assert_cmpint (futo_bench_family_find ("nothing"), ==, -1);
  for (int f = 0; f < futo_bench_family_count (); f++)
    {
      g_assert_cmpint (futo_bench_family_find (futo_bench_family_name (f)), ==, f);
      g_assert_cmpuint (strlen (futo_bench_family_description (f)), >, 10);
      for (gsize k = 0; k < G_N_ELEMENTS (classes); k++)
        for (int index = 0; index < 3; index++)
          {
            int n = classes[k][0], inequalities = classes[k][1], givens = classes[k][2];
            guint64 seed = futo_bench_instance_seed (1, n, inequalities, givens, index);
            guint8 *square = NULL;
            FutoPuzzle *puzzle = futo_bench_paper_instance (f, n, inequalities, givens, seed, &square);

            g_test_message ("%s %d_%d_%d #%d", futo_bench_family_name (f), n, inequalities, givens, index);
            g_assert_nonnull (puzzle);
            g_assert_true (futo_puzzle_is_solution (puzzle, square));
            g_assert_cmpint (count_givens (puzzle), ==, givens);
            g_assert_cmpint (count_signs (puzzle), ==, inequalities);
            if (strcmp (futo_bench_family_name (f), "top") == 0)
              g_assert_cmpmem (puzzle->givens, givens, square, givens);
            if (strcmp (futo_bench_family_name (f), "cyclic") == 0)
              g_assert_true (is_cyclic_isotope (square, n));
            futo_puzzle_free (puzzle);
            g_free (square);
          }
    }
}

/* The same seed gives the same instance; another family another one. */
static void
test_families_repeatable (void)
{
  guint64 seed = futo_bench_instance_seed (1, 9, 18, 35, 0);
  guint8 *first = NULL, *again = NULL, *cyclic = NULL;
  FutoPuzzle *a = futo_bench_paper_instance (0, 9, 18, 35, seed, &first);
  FutoPuzzle *b = futo_bench_paper_instance (0, 9, 18, 35, seed, &again);
  FutoPuzzle *c = futo_bench_paper_instance (futo_bench_family_find ("cyclic"), 9, 18, 35, seed, &cyclic);

  g_assert_cmpmem (first, 81, again, 81);
  g_assert_cmpmem (a->givens, 81, b->givens, 81);
  g_assert_false (memcmp (first, cyclic, 81) == 0);
  /* A uniform square of order 9 is almost never a cyclic isotope. */
  g_assert_false (is_cyclic_isotope (first, 9));
  futo_puzzle_free (a);
  futo_puzzle_free (b);
  futo_puzzle_free (c);
  g_free (first);
  g_free (again);
  g_free (cyclic);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bench-families/classes", test_families_classes);
  g_test_add_func ("/bench-families/repeatable", test_families_repeatable);
  return g_test_run ();
}
