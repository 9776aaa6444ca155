/* cli-test-util.h: running the futoshiki command in the CLI tests and
 * reading what it prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "test-data.h"

G_BEGIN_DECLS

/* The 4×4 example after its first cell row. */
#define GRID4_TAIL "- - - -\n. | 2 | . | .\n- - ^ -\n. | . | . | .\n- - - -\n. | . < . < 3\n"

/* The 4×4 and 5×5 examples as game IDs, and the rows of their solutions. */
#define ID4   "4:1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L,"
#define ROWS4 "1432 3214 2341 4123"
#define ID5   "5:0D,0,0,0,4,0R,0,1,0,0,0,0,0,0D,0,0,0,0,0,0,0,0,0U,0L,0U,"
#define ROWS5 "53214 32145 14532 45321 21453"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

void        run_free              (Run                *run);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

/* Runs the CLI with args (NULL-terminated) and input on standard input
 * (len may be -1 for a string; NULL gives an empty stdin). */
Run        *run_with_input        (const char         *input,
                                   gssize              len,
                                   const char * const *args);

#define RUN(...) run_with_input (NULL, -1, (const char * const[]) { __VA_ARGS__, NULL })
#define RUN_STDIN(input, ...) run_with_input (input, -1, (const char * const[]) { __VA_ARGS__, NULL })

/* The scratch directory, made by cli_test_run (). */
const char *cli_test_tmp_dir      (void);
/* Writes a scratch file and returns its path. */
char       *scratch               (const char         *name,
                                   const char         *text,
                                   gssize              len);
/* Runs the cases added with a fresh scratch directory, then removes it. */
int         cli_test_run          (void);

/* A grid text without comments and blank lines, each line's tokens joined
 * by single spaces: two grids are the same puzzle when these are equal. */
char       *normalize_grid        (const char         *text);
/* The rows of a grid's cell values as digit strings joined by spaces, e.g.
 * "1432 3214 2341 4123"; '.' for an empty cell. */
char       *grid_rows             (const char         *text);
/* Whether solution (grid text) solves puzzle (grid text), checked here
 * without the library: same signs, givens kept, a Latin square, signs held. */
void        assert_solves         (const char         *puzzle,
                                   const char         *solution);
/* Exit status 2, nothing on stdout and one line on stderr holding expected. */
void        assert_one_line_error (const Run          *run,
                                   const char         *expected);
/* An n×n grid text with no givens and no signs. */
char       *empty_grid            (int                 n);

G_END_DECLS
