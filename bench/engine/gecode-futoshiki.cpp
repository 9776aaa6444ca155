/* gecode-futoshiki.cpp: the Gecode reference model of the engine benchmark
 *
 * The textbook constraint model, as strong as Gecode makes it: one integer
 * variable per cell, distinct() with domain consistency on every row and
 * column, a rel() per sign, the givens as equalities; branching on the
 * variable with the largest accumulated failure count over domain size
 * (AFC/size, the dom/wdeg of Gecode) taking the smallest value, and
 * restart-based search with a Luby cutoff.
 *
 * usage: gecode-futoshiki INSTANCE SECONDS
 * INSTANCE: n, then n² givens, n² right relations, n² down relations
 * (FutoRelation numbers), as written by bench-refs.c.
 * Prints "solved SECONDS" and the n² values, "unsat SECONDS" or
 * "timeout SECONDS".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <chrono>
#include <cstdio>
#include <fstream>
#include <vector>

#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

using namespace Gecode;

struct Instance
{
  int n = 0;
  std::vector<int> givens, right, down;
};

class Futoshiki : public Space
{
protected:
  IntVarArray x;

public:
  explicit Futoshiki (const Instance &in)
    : x (*this, in.n * in.n, 1, in.n)
  {
    int n = in.n;
    Matrix<IntVarArray> m (x, n, n);

    for (int i = 0; i < n; i++)
      {
        distinct (*this, m.row (i), IPL_DOM);
        distinct (*this, m.col (i), IPL_DOM);
      }
    for (int r = 0; r < n; r++)
      for (int c = 0; c < n; c++)
        {
          int cell = r * n + c;

          if (in.givens[cell] != 0)
            rel (*this, x[cell], IRT_EQ, in.givens[cell]);
          /* 1: less, 2: greater, as FutoRelation */
          if (in.right[cell] == 1)
            rel (*this, x[cell], IRT_LE, x[cell + 1]);
          else if (in.right[cell] == 2)
            rel (*this, x[cell], IRT_GR, x[cell + 1]);
          if (in.down[cell] == 1)
            rel (*this, x[cell], IRT_LE, x[cell + n]);
          else if (in.down[cell] == 2)
            rel (*this, x[cell], IRT_GR, x[cell + n]);
        }
    branch (*this, x, INT_VAR_AFC_SIZE_MAX (0.99), INT_VAL_MIN ());
  }

  Futoshiki (Futoshiki &other)
    : Space (other)
  {
    x.update (*this, other.x);
  }

  Space *
  copy (void) override
  {
    return new Futoshiki (*this);
  }

  void
  print (void) const
  {
    for (int i = 0; i < x.size (); i++)
      std::printf ("%d%c", x[i].val (), (i + 1) % 16 == 0 ? '\n' : ' ');
    std::printf ("\n");
  }
};

static bool
read_instance (const char *path,
               Instance   &in)
{
  std::ifstream f (path);

  if (!(f >> in.n) || in.n < 2 || in.n > 64)
    return false;
  in.givens.resize (in.n * in.n);
  in.right.resize (in.n * in.n);
  in.down.resize (in.n * in.n);
  for (auto *v : { &in.givens, &in.right, &in.down })
    for (int &x : *v)
      if (!(f >> x))
        return false;
  return true;
}

int
main (int argc, char *argv[])
{
  Instance in;
  auto start = std::chrono::steady_clock::now ();

  if (argc != 3 || !read_instance (argv[1], in))
    {
      std::fprintf (stderr, "usage: %s INSTANCE SECONDS\n", argv[0]);
      return 2;
    }

  double limit = std::atof (argv[2]);
  Futoshiki *model = new Futoshiki (in);
  Search::Options options;
  Search::TimeStop stop (static_cast<unsigned long> (limit * 1000));

  options.stop = &stop;
  options.cutoff = Search::Cutoff::luby (100);
  RBS<Futoshiki, DFS> engine (model, options);
  delete model;
  Futoshiki *solution = engine.next ();
  double seconds = std::chrono::duration<double> (std::chrono::steady_clock::now () - start).count ();

  if (solution != nullptr)
    {
      std::printf ("solved %.6f\n", seconds);
      solution->print ();
      delete solution;
    }
  else if (engine.stopped ())
    std::printf ("timeout %.6f\n", seconds);
  else
    std::printf ("unsat %.6f\n", seconds);
  return 0;
}
