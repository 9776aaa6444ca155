/* test-renderer.c: the cairo renderer where OpenGL runs in software
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under Xvfb OpenGL is always Mesa's llvmpipe, so the app must ask GTK for
 * cairo there, and never override a renderer the user chose.
 */
#include "config.h"

#include "lab-renderer.h"

static void
test_user_choice (void)
{
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  g_assert_false (lab_renderer_choose (gdk_display_get_default ()));
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "gl");
}

static void
test_software (void)
{
  g_autoptr(GdkGLContext) context = NULL;

  g_unsetenv ("GSK_RENDERER");
  context = gdk_display_create_gl_context (gdk_display_get_default (), NULL);
  if (context == NULL || !gdk_gl_context_realize (context, NULL))
    {
      g_test_skip ("no OpenGL on this display");
      return;
    }
  g_assert_true (lab_renderer_choose (gdk_display_get_default ()));
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/renderer/user-choice", test_user_choice);
  g_test_add_func ("/renderer/software", test_software);
  return g_test_run ();
}
