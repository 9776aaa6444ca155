/* export-test-util.h: helpers shared by the export and booklet tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-export.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoGame, futo_game_free)

/* 3×3: a given 1 in r1c1, r2c2 < r2c3, r1c3 > r2c3. */
FutoGame *small_game        (void);

/* A path in the scratch directory, made by export_test_run (). */
char     *tmp_path          (const char         *name);
/* Runs the cases added with a fresh scratch directory, then removes it. */
int       export_test_run   (void);

/* Runs argv; the exit status, or -1 (and the test skipped) when the tool
 * is not installed. out and err may be NULL. */
int       run               (const char * const *argv,
                             char              **out,
                             char              **err);

#define RUN(out, err, ...) run ((const char * const[]) { __VA_ARGS__, NULL }, out, err)

/* Runs the futoshiki command with the arguments (NULL-terminated); its exit
 * status, and its stderr in err when err is not NULL. */
int       cli               (char              **err,
                             ...) G_GNUC_NULL_TERMINATED;
/* The path of tests/data/examples/name. */
char     *example           (const char         *name);

/* pdfinfo's page count and first page size in points; false if skipped. */
gboolean  pdf_info          (const char         *path,
                             int                *pages,
                             double             *width,
                             double             *height);
/* pdftotext's text of a PDF; NULL if skipped. */
char     *pdf_text          (const char         *path);

typedef struct
{
  int    count;    /* pixels darker than the threshold */
  double mean_x;   /* their centre */
  double mean_y;
  double luminance; /* the mean over the whole rectangle, 0..255 */
} Pixels;

/* Looks at the pixels in [x0, x1) × [y0, y1) of an opaque ARGB32 image. */
Pixels    look              (cairo_surface_t    *image,
                             double              x0,
                             double              y0,
                             double              x1,
                             double              y1);

G_END_DECLS
