/* futoshiki-error-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core writes its errors and validation problems in English and keeps,
 * beside each, the template it wrote from and the arguments as text
 * (FutoSentence). The templates are literals of the core that xgettext
 * collects into the catalogue (po/meson.build names the functions that
 * take them), so here a template is looked up in the catalogue and the
 * arguments are put into the translated template in their place: the app
 * and the command line show the same words in the same language. When
 * nothing is translated the core's own English message is returned as it
 * is, so the English text stays exactly what the core wrote.
 */
#define G_LOG_DOMAIN "futoshiki-error-text"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "futo-puzzle.h"
#include "futoshiki-error-text.h"

/* The text of argument i, itself translated when the core marked it as
 * one of its texts (never an empty one: "" is the catalogue's header). */
static const char *
argument_text (const FutoSentence *sentence,
               int                 i,
               gboolean           *translated)
{
  const char *arg = sentence->args[i];

  if ((sentence->words & (1u << i)) != 0 && arg[0] != '\0')
    {
      const char *word = g_dgettext (GETTEXT_PACKAGE, arg);

      if (word != arg)
        *translated = TRUE;
      return word;
    }
  return arg;
}

/* Skips one printf conversion after its '%' (flags, width, precision,
 * length and the letter) and returns what follows it, or NULL when it is
 * not one. position is set from a "%2$s" position, else left alone. */
static const char *
skip_conversion (const char *p,
                 int        *position)
{
  const char *digits = p;

  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '$' && p > digits)
    {
      *position = atoi (digits);
      p++;
    }
  else
    p = digits;
  while (*p != '\0' && strchr ("-+ #0", *p) != NULL)
    p++;
  if (*p == '*')
    p++;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      p++;
      if (*p == '*')
        p++;
      while (g_ascii_isdigit (*p))
        p++;
    }
  while (*p == 'l' || *p == 'z' || *p == 'h')
    p++;
  if (*p == '\0' || strchr ("diuxXocegfs", *p) == NULL)
    return NULL;
  return p + 1;
}

/* The sentence in the user's language; english when it cannot be (no
 * template, no translation, or a translation whose conversions do not
 * match the arguments). */
static char *
sentence_text (const FutoSentence *sentence,
               const char         *english)
{
  g_autoptr(GString) text = NULL;
  const char *template;
  gboolean translated = FALSE;
  int next = 0;

  if (sentence->format == NULL)
    return g_strdup (english);
  template = g_dgettext (GETTEXT_PACKAGE, sentence->format);
  if (template != sentence->format)
    translated = TRUE;

  text = g_string_new (NULL);
  for (const char *p = template; *p != '\0';)
    {
      int position = 0;
      const char *after;

      if (*p != '%')
        {
          g_string_append_c (text, *p++);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (text, '%');
          p += 2;
          continue;
        }
      after = skip_conversion (p + 1, &position);
      if (after == NULL)
        return g_strdup (english);
      position = position > 0 ? position - 1 : next++;
      if (position >= sentence->n_args)
        return g_strdup (english);
      g_string_append (text, argument_text (sentence, position, &translated));
      p = after;
    }
  /* Untranslated, the core's message is the sentence, byte for byte. */
  if (!translated)
    return g_strdup (english);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
futoshiki_error_message (const FutoError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  return sentence_text (&error->sentence, error->message);
}

char *
futoshiki_error_describe (const FutoError *error)
{
  g_autofree char *message = NULL;
  char cell[16];

  g_return_val_if_fail (error != NULL, NULL);

  message = futoshiki_error_message (error);
  if (error->line > 0 && error->column > 0)
    /* Translators: where a file could not be read, then why. */
    return g_strdup_printf (_("line %d, column %d: %s"), error->line, error->column, message);
  if (error->line > 0)
    return g_strdup_printf (_("line %d: %s"), error->line, message);
  if (error->row >= 0 && error->col >= 0)
    /* Translators: %s is a cell name like r3c5, then the reason. */
    return g_strdup_printf (_("cell %s: %s"),
                            futo_cell_name (error->row, error->col, cell, sizeof cell), message);
  return g_steal_pointer (&message);
}

GError *
futoshiki_error_to_gerror (const FutoError *error,
                           GQuark           domain,
                           gint             code)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (error != NULL, NULL);

  text = futoshiki_error_describe (error);
  return g_error_new_literal (domain, code, text);
}

char *
futoshiki_problem_message (const FutoProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);

  return sentence_text (&problem->sentence, problem->message);
}

char *
futoshiki_problem_describe (const FutoProblem *problem)
{
  g_autofree char *message = NULL;
  char cell[16];
  size_t cell_len;

  g_return_val_if_fail (problem != NULL, NULL);

  message = futoshiki_problem_message (problem);
  futo_cell_name (problem->row, problem->col, cell, sizeof cell);
  cell_len = strlen (cell);
  /* Some sentences already start with their cell ("r3c5: …"). */
  if (strncmp (message, cell, cell_len) == 0
      && (message[cell_len] == ':' || message[cell_len] == ' '))
    return g_steal_pointer (&message);
  return g_strdup_printf ("%s: %s", cell, message);
}
