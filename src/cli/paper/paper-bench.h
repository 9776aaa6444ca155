/* paper-bench.h: the experiment of Şen & Diner (IJOCTA 2024), reusable
 *
 * futo_bench_paper_main() is the whole benchmark behind one argc/argv entry
 * point: the futoshiki-bench-paper program calls it, and so can the CLI's
 * "futoshiki bench paper". The instance generator is exposed for tests and
 * for other benchmarks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "futo-puzzle.h"

/* The instance families: index 0, "uniform", is the default. */
int         futo_bench_family_count       (void);
/* The index of the family called name, or -1. */
int         futo_bench_family_find        (const char *name);
const char *futo_bench_family_name        (int         family);
const char *futo_bench_family_description (int         family);

/* One instance of the class (n, inequalities, givens) in a family: a random
 * Latin square, givens cells of it shown and inequalities orthogonal
 * neighbour pairs given their true sign; in the uniform family the square is
 * uniformly random and both choices uniform without repetition. Satisfiable
 * by construction; *solution (when not NULL) receives the square. NULL when
 * the counts do not fit the board. */
FutoPuzzle *futo_bench_paper_instance (int       family,
                                       int       n,
                                       int       inequalities,
                                       int       givens,
                                       uint64_t  seed,
                                       uint8_t **solution);

/* The seed of instance index of a class under a run's seed: each instance
 * depends only on these, so filtering classes changes no instance. */
uint64_t    futo_bench_instance_seed  (uint64_t  run_seed,
                                       int       n,
                                       int       inequalities,
                                       int       givens,
                                       int       index);

/* The 54 classes of the paper, in the order of the tables printed here. */
int         futo_bench_paper_class_count (void);
void        futo_bench_paper_class       (int  index,
                                          int *n,
                                          int *inequalities,
                                          int *givens);

/* ---- The published figures (paper-published.c) ---- */

#define FUTO_PUBLISHED_TIME_FILE   "table1-time-ms.tsv"
#define FUTO_PUBLISHED_NODE_FILE   "table2-nodes.tsv"
#define FUTO_PUBLISHED_MAX_CLASSES 64
#define FUTO_PUBLISHED_NOTE_LEN    160

/* One class of the paper's Tables 1 and 2. "sure" is false where the printed
 * table was garbled and the value is the likelier reading (the note says
 * what the other one is). */
typedef struct
{
  int    n, inequalities, givens;
  double cf_time_mean, cf_time_sd; /* milliseconds, Python on an i7-6700HQ */
  double bt_time_mean, bt_time_sd;
  bool   time_sure;
  char   time_note[FUTO_PUBLISHED_NOTE_LEN];
  double cf_explored, cf_removed;  /* ColorFutoshiki's explored and removed nodes */
  double bt_explored;              /* FutoshikiBT's explored nodes */
  bool   nodes_sure;
  char   nodes_note[FUTO_PUBLISHED_NOTE_LEN];
  bool   has_nodes;                /* the node table had this class too */
} FutoPublishedClass;

typedef struct
{
  int                count;
  FutoPublishedClass classes[FUTO_PUBLISHED_MAX_CLASSES];
} FutoPublished;

/* Where the figures are when --published does not say: the copy installed
 * beside this futoshiki (found from the executable's own folder, so that a
 * copy installed under any prefix, or staged in a DESTDIR, reads its own),
 * else src/cli/paper/data of the source tree it was built from,
 * else the folder the build installs them to (named in the error then). */
const char *futo_bench_published_default_dir (void);

/* Reads FUTO_PUBLISHED_TIME_FILE and FUTO_PUBLISHED_NODE_FILE of dir and
 * joins them by class. False with "file:line:column: what" (or "file: what")
 * in error on a malformed file, a class given twice or in one table only. */
bool        futo_bench_published_load    (FutoPublished       *published,
                                          const char          *dir,
                                          char                *error,
                                          size_t               error_len);
const FutoPublishedClass *
            futo_bench_published_find    (const FutoPublished *published,
                                          int                  n,
                                          int                  inequalities,
                                          int                  givens);
/* Whether published has exactly the benchmark's classes; false with the
 * first class in one and not the other in error. */
bool        futo_bench_published_match   (const FutoPublished *published,
                                          char                *error,
                                          size_t               error_len);

/* The benchmark: parses its options (argv[0] is the program or command
 * name), runs, prints the tables on stdout. Returns 0 on success, 1 when an
 * answer was wrong, 2 on a usage error. */
int         futo_bench_paper_main     (int    argc,
                                       char **argv);
