/* futoshiki.c: the command-line tool: finds the command and runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-commands.h"
#include "cli-help.h"
#include "cli-options.h"
#include "cli-report.h"

static int
run_command (const CliOptions *options)
{
  switch (options->command)
    {
    case CLI_COMMAND_SOLVE:      return cli_command_solve (options);
    case CLI_COMMAND_COUNT:      return cli_command_count (options);
    case CLI_COMMAND_CHECK:      return cli_command_check (options);
    case CLI_COMMAND_CONVERT:    return cli_command_convert (options);
    case CLI_COMMAND_SHOW:       return cli_command_show (options);
    case CLI_COMMAND_ALGORITHMS: return cli_command_algorithms (options);
    case CLI_COMMAND_EXPORT:     return cli_command_export (options);
    case CLI_COMMAND_BOOKLET:    return cli_command_booklet (options);
    case CLI_COMMAND_GENERATE:   return cli_command_generate (options);
    case CLI_COMMAND_GRADE:      return cli_command_grade (options);
    case CLI_COMMAND_HINT:       return cli_command_hint (options);
    case CLI_COMMAND_SLIDES:     return cli_command_slides (options);
    case CLI_COMMAND_TREE:       return cli_command_tree (options);
    case CLI_COMMAND_NONE:
    default:                     return CLI_EXIT_USAGE;
    }
}

/* Finishes writing standard output, so that a full disk or a closed pipe
 * is an error and not silently lost output. */
static int
flush_stdout (int status)
{
  errno = 0;
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      cli_note ("standard output: %s", errno != 0 ? strerror (errno) : "write error");
      return status == CLI_EXIT_OK ? CLI_EXIT_USAGE : status;
    }
  return status;
}

/* Where the catalogues are: FUTOSHIKI_LAB_LOCALEDIR when set (meson devenv
 * sets it, as for the app), the build tree's when this is the command the
 * build tree holds (so that tests and scripts run it uninstalled and still
 * read the translations built beside it), else the installed ones. */
static const char *
locale_dir (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_LOCALEDIR");
  g_autofree char *exe = NULL;
  g_autofree char *exe_dir = NULL;

  if (dir != NULL && dir[0] != '\0')
    return dir;
  exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe != NULL)
    exe_dir = g_path_get_dirname (exe);
  if (exe_dir != NULL && strcmp (exe_dir, CLI_BUILD_DIR) == 0)
    return CLI_BUILD_LOCALEDIR;
  return LOCALEDIR;
}

/* The messages follow the user's language; numbers stay in the C locale,
 * so that what the command prints ("0.25 s", --json) and the numbers it
 * reads (--time-limit 0.5) mean the same everywhere. */
static void
setup_locale (void)
{
  setlocale (LC_ALL, "");
  setlocale (LC_NUMERIC, "C");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int    argc,
      char **argv)
{
  CliOptions options;
  const char *first;
  int status;

  setup_locale ();
  memset (&options, 0, sizeof options);
  options.json = cli_args_want_json (argc, argv);
  if (argc < 2)
    return cli_fail (&options, "missing command; 'futoshiki --help' lists them");

  first = argv[1];
  if (strcmp (first, "--help") == 0 || strcmp (first, "-h") == 0 || strcmp (first, "help") == 0)
    {
      /* "futoshiki help solve" reads naturally too. */
      CliCommand command = argc > 2 ? cli_command_from_name (argv[2]) : CLI_COMMAND_NONE;

      if (argc > 2 && strcmp (argv[2], "lesson") == 0)
        return flush_stdout (cli_command_lesson (2, (char *[]) { argv[2], (char *) "--help", NULL }));

      if (argc > 2 && command == CLI_COMMAND_NONE)
        return cli_fail (&options, "unknown command '%s'; 'futoshiki --help' lists them",
                         argv[2]);
      cli_help_command (command);
      return flush_stdout (CLI_EXIT_OK);
    }
  if (strcmp (first, "--version") == 0)
    {
      cli_help_version ();
      return flush_stdout (CLI_EXIT_OK);
    }

  /* The benchmarks parse their own options. */
  if (strcmp (first, "bench") == 0)
    return flush_stdout (cli_command_bench (argc - 1, argv + 1));
  if (strcmp (first, "lesson") == 0)
    return flush_stdout (cli_command_lesson (argc - 1, argv + 1));

  options.command = cli_command_from_name (first);
  if (options.command == CLI_COMMAND_NONE)
    {
      if (first[0] == '-' && first[1] != '\0')
        return cli_fail (&options, "unknown option '%s' before the command; "
                         "'futoshiki --help' lists the commands", first);
      return cli_fail (&options, "unknown command '%s'; 'futoshiki --help' lists them", first);
    }

  status = cli_options_parse (&options, argc - 1, argv + 1);
  if (status != CLI_EXIT_OK)
    return status;
  if (options.help)
    {
      cli_help_command (options.command);
      return flush_stdout (CLI_EXIT_OK);
    }
  return flush_stdout (run_command (&options));
}
