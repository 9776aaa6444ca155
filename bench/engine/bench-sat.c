/* bench-sat.c: the SAT encoding of a Futoshiki puzzle, for CaDiCaL
 *
 * The direct encoding (one Boolean per cell and candidate value) with the
 * support clauses that make unit propagation as strong as arc consistency:
 *   - each open cell takes at least one and at most one value (pairwise);
 *   - each value sits at most once in each row and column (pairwise) and at
 *     least once ("support" or "ALO" clauses of the extended encoding of
 *     Kautz et al., the 3-D encoding of the quasigroup literature);
 *   - a sign a < b as support clauses (Gent 2002): a = v needs b above v,
 *     b = w needs a below w.
 * As in the usual QWH encoders, only what the givens leave open is encoded
 * (forward checking on the givens: a value given in a row or column is not
 * a candidate for the other cells there), so that the file stays small;
 * the solver does every other deduction itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-refs.h"

#define LIT_TRUE  (-0x7fffffff)
#define LIT_FALSE 0

typedef struct
{
  const FutoPuzzle *puzzle;
  int              *var_of;
  FILE             *out;
  long              clauses;
  int              *buffer;
  int               len;
  bool              satisfied;
} Writer;

/* The literal "cell takes value": a variable, or a constant. */
static int
lit (const Writer *w,
     int           cell,
     int           value)
{
  int n = w->puzzle->size, given = w->puzzle->givens[cell];

  if (given != 0)
    return given == value ? LIT_TRUE : LIT_FALSE;
  return w->var_of[cell * n + value - 1];
}

static void
clause_begin (Writer *w)
{
  w->len = 0;
  w->satisfied = false;
}

static void
clause_add (Writer *w,
            int     literal)
{
  if (literal == LIT_TRUE)
    w->satisfied = true;
  else if (literal != LIT_FALSE) /* callers negate constants themselves */
    w->buffer[w->len++] = literal;
}

static void
clause_end (Writer *w)
{
  if (w->satisfied)
    return;
  for (int i = 0; i < w->len; i++)
    fprintf (w->out, "%d ", w->buffer[i]);
  fputs ("0\n", w->out);
  w->clauses++;
}

/* ¬a ∨ ¬b for variables (a constant false side needs no clause). */
static void
at_most_one (Writer    *w,
             const int *lits,
             int        count)
{
  for (int i = 0; i < count; i++)
    for (int j = i + 1; j < count; j++)
      if (lits[i] > 0 && lits[j] > 0)
        {
          fprintf (w->out, "-%d -%d 0\n", lits[i], lits[j]);
          w->clauses++;
        }
}

static void
line_clauses (Writer *w,
              int     first,
              int     step)
{
  int n = w->puzzle->size, lits[64];

  for (int v = 1; v <= n; v++)
    {
      clause_begin (w);
      for (int k = 0; k < n; k++)
        {
          lits[k] = lit (w, first + k * step, v);
          clause_add (w, lits[k]);
        }
      clause_end (w);
      at_most_one (w, lits, n);
    }
}

/* small < large, as support clauses both ways. */
static void
sign_clauses (Writer *w,
              int     small,
              int     large)
{
  int n = w->puzzle->size;

  for (int v = 1; v <= n; v++)
    {
      int a = lit (w, small, v), b = lit (w, large, v);

      if (a != LIT_FALSE)
        {
          clause_begin (w);
          clause_add (w, a == LIT_TRUE ? LIT_FALSE : -a);
          for (int u = v + 1; u <= n; u++)
            clause_add (w, lit (w, large, u));
          clause_end (w);
        }
      if (b != LIT_FALSE)
        {
          clause_begin (w);
          clause_add (w, b == LIT_TRUE ? LIT_FALSE : -b);
          for (int u = 1; u < v; u++)
            clause_add (w, lit (w, small, u));
          clause_end (w);
        }
    }
}

static int
number_variables (const FutoPuzzle *puzzle,
                  int              *var_of)
{
  int n = puzzle->size, vars = 0;

  for (int cell = 0; cell < n * n; cell++)
    {
      int r = cell / n, c = cell % n;

      for (int v = 1; v <= n; v++)
        {
          bool taken = false;

          for (int k = 0; k < n && !taken; k++)
            taken = puzzle->givens[r * n + k] == v || puzzle->givens[k * n + c] == v;
          var_of[cell * n + v - 1] = (puzzle->givens[cell] == 0 && !taken) ? ++vars : 0;
        }
    }
  return vars;
}

int
bench_sat_write (const FutoPuzzle *puzzle,
                 const char       *path,
                 int              *var_of)
{
  int n = puzzle->size, vars = number_variables (puzzle, var_of), lits[64];
  Writer w = { puzzle, var_of, fopen (path, "w"), 0, malloc (64 * sizeof (int)), 0, false };

  if (w.out == NULL)
    {
      free (w.buffer);
      return -1;
    }
  /* The header is rewritten once the clauses are counted. */
  fprintf (w.out, "p cnf %-12d %-12d\n", vars, 0);
  for (int cell = 0; cell < n * n; cell++)
    {
      if (puzzle->givens[cell] != 0)
        continue;
      clause_begin (&w);
      for (int v = 1; v <= n; v++)
        {
          lits[v - 1] = lit (&w, cell, v);
          clause_add (&w, lits[v - 1]);
        }
      clause_end (&w);
      at_most_one (&w, lits, n);
    }
  for (int k = 0; k < n; k++)
    {
      line_clauses (&w, k * n, 1);
      line_clauses (&w, k, n);
    }
  for (int cell = 0; cell < n * n; cell++)
    for (int d = FUTO_DIR_RIGHT; d <= FUTO_DIR_DOWN; d++)
      {
        FutoRelation rel = futo_puzzle_get_relation (puzzle, cell / n, cell % n, (FutoDirection) d);
        int other = cell + (d == FUTO_DIR_RIGHT ? 1 : n);

        if (rel == FUTO_REL_LESS)
          sign_clauses (&w, cell, other);
        else if (rel == FUTO_REL_GREATER)
          sign_clauses (&w, other, cell);
      }
  rewind (w.out);
  fprintf (w.out, "p cnf %-12d %-12ld\n", vars, w.clauses);
  free (w.buffer);
  return fclose (w.out) == 0 ? vars : -1;
}
