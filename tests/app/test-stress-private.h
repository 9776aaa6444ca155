/* test-stress-private.h: what the stress test's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "board-test-util.h"
#include "test-stress-model.h"

G_BEGIN_DECLS

#define MAX_SIZE 12 /* above 9 the board takes two-digit values */

typedef struct _Stress Stress;

typedef enum
{
  EXPECT_MODEL,    /* the run function updates the model */
  EXPECT_SAME,     /* the document must not change */
  EXPECT_SOLUTION, /* unchanged, or a solution of the puzzle as one undo step */
  EXPECT_EDIT,     /* unchanged or one undo step that leaves the puzzle alone */
} Expect;

typedef struct
{
  const char *name;
  const char *action; /* the win.* action it needs, NULL for none */
  guint       weight;
  Expect      expect;
  void      (*run) (Stress *s);
} StressAction;

struct _Stress
{
  LabWindow   *window;
  LabBoard    *board;
  FutoshikiDocument *document;
  Model        model;
  GRand       *rand;
  char        *dir;
  GPtrArray   *files; /* paths that open may pick */
  int          save_count;
  const char  *recent[8]; /* the last actions, for the message of a failure */
  guint        n_recent;
};

/* test-stress-actions.c: the table of what the user does, and helpers. */
extern const StressAction stress_actions[];
extern const guint        stress_n_actions;

gboolean stress_enabled   (Stress     *s,
                           const char *action);
/* Lets the board and the window react as they would between two key presses. */
void     stress_spin      (void);
/* Opens path as the user would from the recent files, discarding unsaved
 * changes when asked, and tells the model. */
void     stress_open_path (Stress     *s,
                           const char *path);

G_END_DECLS
