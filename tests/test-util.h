/* test-util.h: helpers shared by the library tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-algorithm.h"
#include "futo-human.h"
#include "futo-puzzle.h"
#include "test-data.h"

/* Counts the solutions of a small puzzle (of either mode) by plain
 * enumeration, with no cleverness beyond checking each cell as it is filled,
 * so that it can be trusted as the reference. Stops counting at limit (0 = no limit) and copies
 * the first solution into first when it is not NULL. */
guint64     test_brute_count        (const FutoPuzzle *puzzle,
                                     guint64           limit,
                                     guint8           *first);

/* A random Latin square of order n, row-major (not uniform; fine for tests). */
guint8     *test_random_latin       (GRand            *rand,
                                     int               n);

/* A random puzzle read off a random Latin square: each cell a given with
 * probability given_p, each neighbour pair signed with probability sign_p.
 * Always satisfiable. */
FutoPuzzle *test_random_puzzle      (GRand            *rand,
                                     int               n,
                                     double            given_p,
                                     double            sign_p);

/* A random puzzle with no guarantee: random givens and signs, often
 * unsatisfiable or with several solutions. */
FutoPuzzle *test_random_wild_puzzle (GRand            *rand,
                                     int               n,
                                     double            given_p,
                                     double            sign_p);

/* A puzzle of 2k with no solution that propagation without the matching
 * (gac=0) cannot see: k + 1 rows of the first k columns hold the k + 1
 * values k .. 2k, so the other k - 1 rows must fill those k columns with
 * the k - 1 values 1 .. k - 1. With gac=0 the engine's proof takes about
 * 2 400 nodes for k = 6 and seconds for k = 9. */
FutoPuzzle *test_pigeonhole_puzzle  (int               k);

/* Runs algorithm on puzzle with these limits (0: none), parameters and
 * seed, asserts that every solution it stored solves the puzzle, and
 * returns its status. */
FutoStatus  test_run_checked        (const FutoAlgorithm *algorithm,
                                     const FutoPuzzle    *puzzle,
                                     guint64              solution_limit,
                                     guint64              node_limit,
                                     const char          *params,
                                     guint64              seed,
                                     FutoRunResult       *result);

/* Reads a file under tests/data (path relative to it) as a puzzle in any format. */
FutoPuzzle *test_load_puzzle        (const char       *relative_path);

/* Solves slow step by step and fast at once, up to last: the same status
 * and the same candidates in every cell of the n × n board, as
 * futo-human.h promises. Frees both. */
void        test_assert_solve_alike (FutoHuman        *slow,
                                     FutoHuman        *fast,
                                     FutoTechnique     last,
                                     int               n);
