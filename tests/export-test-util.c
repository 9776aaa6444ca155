/* export-test-util.c: helpers shared by the export and booklet tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pictures are checked by what they contain, not by comparing them with
 * stored images: a PNG is read back with cairo and its pixels looked at
 * where the cells and signs must be; PDFs go through poppler's pdfinfo,
 * pdftotext and pdftoppm, SVGs through librsvg's rsvg-convert. No display.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "export-test-util.h"
#include "test-data.h"

static char *tmp_dir;

/* 3×3: a given 1 in r1c1, r2c2 < r2c3, r1c3 > r2c3. */
FutoGame *
small_game (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_given (puzzle, 0, 0, 1);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_DOWN, FUTO_REL_GREATER);
  return futo_game_new (puzzle);
}

char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

int
run (const char * const *argv,
     char              **out,
     char              **err)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autofree char *child_out = NULL, *child_err = NULL;
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  if (program == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s is not installed", argv[0]);

      g_test_skip (why);
      return -1;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                &child_out, &child_err, &wait_status, &error);
  g_assert_no_error (error);
  /* A sanitizer report is a failure whatever the exit status. */
  g_assert_null (strstr (child_err, "Sanitizer"));
  g_assert_null (strstr (child_err, "runtime error"));
  if (out != NULL)
    *out = g_steal_pointer (&child_out);
  if (err != NULL)
    *err = g_steal_pointer (&child_err);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : 128;
}

int
cli (char **err,
     ...)
{
  const char *argv[32] = { g_getenv ("FUTOSHIKI_CLI") };
  va_list args;
  int n = 1, status;

  g_assert_nonnull (argv[0]);
  va_start (args, err);
  while ((argv[n] = va_arg (args, const char *)) != NULL)
    n++;
  va_end (args);
  status = run (argv, NULL, err);
  g_assert_cmpint (status, >=, 0);
  return status;
}

char *
example (const char *name)
{
  g_autofree char *relative = g_build_filename ("examples", name, NULL);

  return test_data_path (relative);
}

/* pdfinfo's page count and first page size in points; false if skipped. */
gboolean
pdf_info (const char *path,
          int        *pages,
          double     *width,
          double     *height)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *line;
  int status = RUN (&out, &err, "pdfinfo", path);

  if (status < 0)
    return FALSE;
  g_assert_cmpint (status, ==, 0);
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  *pages = atoi (line + strlen ("Pages:"));
  line = strstr (out, "Page size:");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Page size: %lf x %lf", width, height), ==, 2);
  return TRUE;
}

char *
pdf_text (const char *path)
{
  char *out = NULL;
  g_autofree char *err = NULL;
  int status = RUN (&out, &err, "pdftotext", "-enc", "UTF-8", path, "-");

  if (status < 0)
    return NULL;
  g_assert_cmpint (status, ==, 0);
  return out;
}

/* Looks at the pixels in [x0, x1) × [y0, y1) of an opaque ARGB32 image. */
Pixels
look (cairo_surface_t *image,
      double           x0,
      double           y0,
      double           x1,
      double           y1)
{
  unsigned char *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  Pixels p = { 0, 0, 0, 0 };
  int n = 0;

  cairo_surface_flush (image);
  for (int y = (int) ceil (y0); y < (int) y1; y++)
    for (int x = (int) ceil (x0); x < (int) x1; x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);
        double lum = 0.3 * ((px >> 16) & 0xff) + 0.59 * ((px >> 8) & 0xff) + 0.11 * (px & 0xff);

        p.luminance += lum;
        n++;
        if (lum < 128)
          {
            p.count++;
            p.mean_x += x;
            p.mean_y += y;
          }
      }
  g_assert_cmpint (n, >, 0);
  p.luminance /= n;
  if (p.count > 0)
    {
      p.mean_x /= p.count;
      p.mean_y /= p.count;
    }
  return p;
}

int
export_test_run (void)
{
  g_autoptr (GError) error = NULL;
  int status;

  tmp_dir = g_dir_make_tmp ("test-export-XXXXXX", &error);
  g_assert_no_error (error);
  status = g_test_run ();

  /* Scratch files go with their directory. */
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = tmp_path (name);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
  }
  g_clear_pointer (&tmp_dir, g_free);
  return status;
}
