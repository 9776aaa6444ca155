/* futo-sentence.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "futo-sentence-private.h"

void
_futo_sentence_clear (FutoSentence *sentence)
{
  sentence->format = NULL;
  sentence->n_args = 0;
  sentence->words = 0;
}

void
_futo_error_mark_words (FutoError *error,
                        unsigned   words)
{
  if (error != NULL && error->sentence.format != NULL)
    error->sentence.words = words;
}

/* The formats are the library's own literals, each already checked by the
 * compiler at its call site; here they are only taken apart, one
 * conversion at a time, to write each argument as the sentence would. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

/* Writes one argument of the conversion spec (like "%.*s" or "%04X") into
 * out. stars says how many '*' widths or precisions come before it.
 * Returns false for a conversion this does not know. */
static bool
write_argument (char       *out,
                const char *spec,
                int         stars,
                char        length,
                char        conversion,
                va_list    *args)
{
  int star[2] = { 0, 0 };

  for (int i = 0; i < stars; i++)
    star[i] = va_arg (*args, int);

#define WRITE(value)                                                    \
  (stars == 0 ? snprintf (out, FUTO_SENTENCE_ARG_LEN, spec, value)      \
   : stars == 1 ? snprintf (out, FUTO_SENTENCE_ARG_LEN, spec, star[0], value) \
   : snprintf (out, FUTO_SENTENCE_ARG_LEN, spec, star[0], star[1], value))

  switch (conversion)
    {
    case 'd':
    case 'i':
      if (length == 'l')
        WRITE (va_arg (*args, long));
      else if (length == 'z')
        WRITE (va_arg (*args, size_t));
      else if (length == 0)
        WRITE (va_arg (*args, int));
      else
        return false;
      return true;
    case 'u':
    case 'x':
    case 'X':
    case 'o':
      if (length == 'l')
        WRITE (va_arg (*args, unsigned long));
      else if (length == 'z')
        WRITE (va_arg (*args, size_t));
      else if (length == 0)
        WRITE (va_arg (*args, unsigned int));
      else
        return false;
      return true;
    case 'c':
      if (length != 0)
        return false;
      WRITE (va_arg (*args, int));
      return true;
    case 'e':
    case 'f':
    case 'g':
      if (length != 0)
        return false;
      WRITE (va_arg (*args, double));
      return true;
    case 's':
      if (length != 0)
        return false;
      WRITE (va_arg (*args, const char *));
      return true;
    default:
      return false;
    }
#undef WRITE
}

#pragma GCC diagnostic pop

void
_futo_sentence_keep (FutoSentence *sentence,
                     const char   *format,
                     va_list       args)
{
  va_list copy;

  _futo_sentence_clear (sentence);
  va_copy (copy, args);
  for (const char *p = format; *p != '\0'; p++)
    {
      const char *start = p;
      char spec[16];
      char length = 0;
      int stars = 0;
      size_t len;

      if (*p != '%')
        continue;
      if (p[1] == '%')
        {
          p++;
          continue;
        }
      p++;
      while (*p != '\0' && strchr ("-+ #0", *p) != NULL)
        p++;
      if (*p == '*')
        stars++, p++;
      while (*p >= '0' && *p <= '9')
        p++;
      if (*p == '.')
        {
          p++;
          if (*p == '*')
            stars++, p++;
          while (*p >= '0' && *p <= '9')
            p++;
        }
      if (*p == 'l' || *p == 'z')
        length = *p++;
      len = (size_t) (p - start) + 1;
      if (*p == '\0' || len >= sizeof spec || sentence->n_args == FUTO_SENTENCE_MAX_ARGS)
        goto unknown;
      memcpy (spec, start, len);
      spec[len] = '\0';
      if (!write_argument (sentence->args[sentence->n_args], spec, stars, length, *p, &copy))
        goto unknown;
      sentence->n_args++;
    }
  va_end (copy);
  sentence->format = format;
  return;

unknown:
  va_end (copy);
  _futo_sentence_clear (sentence);
}
