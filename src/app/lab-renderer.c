/* lab-renderer.c: GTK's renderer where OpenGL runs in software
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 draws with OpenGL wherever it can. Without a GPU (a virtual
 * machine, Xvfb, a remote desktop) Mesa runs that OpenGL on the CPU
 * (llvmpipe), and GTK's GL renderer there repaints the whole window for
 * every frame, however little changed. A progress line or a playing
 * visualizer then costs tens of milliseconds of CPU a frame on every core,
 * which the solver loses (bench/app/README.md has the profile). The cairo
 * renderer repaints only what changed. So where OpenGL is software, and
 * the user has not chosen a renderer with GSK_RENDERER, the app asks GTK
 * for cairo: it must be set before the first window is realized, which is
 * when GTK reads it. (An empty GSK_RENDERER counts as not set.)
 */
#define G_LOG_DOMAIN "lab-renderer"

#include "config.h"

#include <string.h>

#include <epoxy/gl.h>

#include "lab-renderer.h"

/* Mesa's renderers that run on the CPU. */
static gboolean
is_software (const char *renderer)
{
  static const char * const names[] = { "llvmpipe", "softpipe", "SWR", "Software Rasterizer" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strstr (renderer, names[i]) != NULL)
      return TRUE;
  return FALSE;
}

gboolean
lab_renderer_choose (GdkDisplay *display)
{
  g_autoptr(GdkGLContext) context = NULL;
  const char *chosen, *renderer;
  gboolean software;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), FALSE);

  chosen = g_getenv ("GSK_RENDERER");
  if (chosen != NULL && chosen[0] != '\0')
    return FALSE;
  /* Without OpenGL GTK takes cairo by itself. */
  context = gdk_display_create_gl_context (display, NULL);
  if (context == NULL || !gdk_gl_context_realize (context, NULL))
    return FALSE;

  gdk_gl_context_make_current (context);
  renderer = (const char *) glGetString (GL_RENDERER);
  software = renderer != NULL && is_software (renderer);
  g_debug ("OpenGL renderer: %s", renderer != NULL ? renderer : "(unknown)");
  gdk_gl_context_clear_current ();

  if (!software)
    return FALSE;
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  return TRUE;
}
