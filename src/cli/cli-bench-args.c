/* cli-bench-args.c: the option parsing and output the benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "cli-bench-args.h"
#include "cli-options.h"
#include "cli-report.h"
#include "futoshiki-file-save.h"

bool
cli_bench_parse_double (const char *text,
                        double     *value)
{
  char *end;

  errno = 0;
  *value = g_ascii_strtod (text, &end);
  return errno == 0 && end != text && *end == '\0' && isfinite (*value);
}

bool
cli_bench_parse_uint (const char *text,
                      uint64_t   *value)
{
  char *end;

  errno = 0;
  *value = g_ascii_strtoull (text, &end, 10);
  return errno == 0 && end != text && *end == '\0' && text[0] != '-';
}

int
cli_bench_option_value (const char  *bench,
                        int          argc,
                        char       **argv,
                        int         *i,
                        const char  *name,
                        const char **value)
{
  size_t length = strlen (name);

  if (strncmp (argv[*i], name, length) != 0)
    return -1;
  if (argv[*i][length] == '=')
    {
      *value = argv[*i] + length + 1;
      return CLI_EXIT_OK;
    }
  if (argv[*i][length] != '\0')
    return -1;
  if (*i + 1 >= argc)
    return cli_fail (NULL, "%s: %s needs a value", bench, name);
  *value = argv[++*i];
  return CLI_EXIT_OK;
}

int
cli_bench_bad_value (const char *bench,
                     const char *name,
                     const char *value,
                     const char *expected)
{
  return cli_fail (NULL, "%s: %s: '%s' is not %s", bench, name, value, expected);
}

int
cli_bench_write_text (const char *bench,
                      const char *text,
                      const char *path,
                      const char *option)
{
  g_autoptr (GError) error = NULL;

  if (text == NULL)
    return cli_fail (NULL, "%s: out of memory for %s", bench, option);
  if (strcmp (path, "-") == 0)
    {
      fputs (text, stdout);
      return CLI_EXIT_OK;
    }
  /* As every save (futoshiki-file-save.h): a full disk keeps the old file. */
  if (!futoshiki_file_save_contents (path, text, strlen (text), &error))
    return cli_fail (NULL, "%s: %s: %s", bench, option, error->message);
  return CLI_EXIT_OK;
}
