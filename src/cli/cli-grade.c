/* cli-grade.c: futoshiki grade and futoshiki hint — the human solver's view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "cli-run.h"
#include "futo-grade.h"
#include "futo-hint.h"
#include "futoshiki-file-save.h"
#include "futoshiki-hint-text.h"

#include <glib/gi18n.h>

static const char *
grade_problem (FutoGradeStatus status)
{
  switch (status)
    {
    case FUTO_GRADE_NO_SOLUTION: return "the puzzle has no solution";
    case FUTO_GRADE_AMBIGUOUS:   return "the puzzle has several solutions, so no person can finish it by deduction";
    case FUTO_GRADE_INVALID:     return "the puzzle is invalid";
    case FUTO_GRADE_OK:
    default:                     return "";
    }
}

int
cli_command_grade (const CliOptions *options)
{
  CliInput input;
  FutoGrade grade;
  FutoGradeStatus graded;
  int status = cli_input_load (options, &input);

  if (status != CLI_EXIT_OK)
    return status;
  if (cli_reject_invalid (options, input.name, input.game->puzzle))
    {
      cli_input_clear (&input);
      return CLI_EXIT_NO;
    }
  memset (&grade, 0, sizeof grade);
  graded = futo_grade (input.game->puzzle, &grade);
  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", futo_grade_status_name (graded));
      json_object_set_string_member (json, "input", input.name);
      if (graded == FUTO_GRADE_OK)
        {
          JsonObject *techniques = json_object_new ();

          json_object_set_string_member (json, "level", futo_level_id (grade.level));
          json_object_set_string_member (json, "hardest", futo_technique_id (grade.hardest));
          json_object_set_int_member (json, "steps", grade.steps);
          for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
            if (grade.uses[t] > 0)
              json_object_set_int_member (techniques, futo_technique_id ((FutoTechnique) t),
                                          grade.uses[t]);
          json_object_set_object_member (json, "techniques", techniques);
        }
      cli_json_print (json);
    }
  else if (graded == FUTO_GRADE_OK)
    {
      printf ("%s\n", futo_level_id (grade.level));
      printf ("hardest technique: %s\n", futo_technique_name (grade.hardest));
      printf ("steps: %d\n", grade.steps);
      for (int t = 0; t < FUTO_N_TECHNIQUES; t++)
        if (grade.uses[t] > 0)
          printf ("  %-28s %d\n", futo_technique_name ((FutoTechnique) t), grade.uses[t]);
    }
  else
    cli_note ("%s: %s", input.name, grade_problem (graded));
  cli_input_clear (&input);
  return graded == FUTO_GRADE_OK ? CLI_EXIT_OK : CLI_EXIT_NO;
}

static void
print_mistakes (const CliInput *input,
                const FutoHint *hint)
{
  int n = input->game->puzzle->size;
  char cell[16];

  for (int i = 0; i < hint->n_mistakes; i++)
    {
      const FutoCellValue *m = &hint->mistakes[i];

      futo_cell_name (m->cell / n, m->cell % n, cell, sizeof cell);
      if (m->value != 0)
        /* Translators: a cell like r3c5, then the value entered there. */
        printf (_("%s: %d is wrong"), cell, m->value);
      else
        printf (_("%s: the pencil marks leave out the right value"), cell);
      printf ("\n");
    }
}

/* --apply: the game with the hint's changes, as a .futoshiki file. */
static int
write_applied (const CliOptions *options,
               CliInput         *input,
               const FutoHint   *hint)
{
  FutoGame *game = input->game;
  char *text;
  int status = CLI_EXIT_OK;

  futo_hint_apply (game->puzzle, hint, game->entries, game->pencil);
  text = futo_native_write (game);
  if (text == NULL)
    return cli_fail (options, "hint: out of memory");
  if (options->output != NULL && strcmp (options->output, "-") != 0)
    {
      g_autoptr (GError) error = NULL;

      /* As every save: the old file stays whole when this one fails. */
      if (!futoshiki_file_save_contents (options->output, text, strlen (text), &error))
        status = cli_fail (options, "%s", error->message);
    }
  else if (fputs (text, stdout) < 0)
    status = cli_fail (options, "standard output: %s", strerror (errno));
  free (text);
  return status;
}

/* Whether the messages are in another language than the English of the
 * sources: a catalogue in use answers "" with its header. */
static gboolean
translated (void)
{
  return g_dgettext (GETTEXT_PACKAGE, "")[0] != '\0';
}

/* The hint's words, the app's (futoshiki-hint-text.c), so that they read
 * in the user's language. In English the full sentence is the core's word
 * for word; both name cells as r3c5. */
static char *
core_text (char *text)
{
  char *copy = g_strdup (text);

  free (text);
  return copy;
}

static void
hint_texts (const FutoPuzzle *puzzle,
            const FutoHint   *hint,
            char            **vague,
            char            **full)
{
  if (translated ())
    *vague = futoshiki_hint_text_vague (puzzle, hint);
  else
    *vague = core_text (futo_hint_vague (puzzle, hint));
  if (hint->kind == FUTO_HINT_STEP || translated ())
    *full = futoshiki_hint_text_full (puzzle, hint);
  else
    *full = core_text (futo_hint_full (puzzle, hint));
}

int
cli_command_hint (const CliOptions *options)
{
  CliInput input;
  FutoHint hint;
  FutoHintKind kind;
  char *vague = NULL, *full = NULL;
  int status = cli_input_load (options, &input);

  if (status != CLI_EXIT_OK)
    return status;
  futo_hint_init (&hint);
  kind = futo_hint_find (input.game->puzzle, input.game->entries, input.game->pencil, &hint);
  if (kind == FUTO_HINT_STEP || kind == FUTO_HINT_MISTAKES)
    {
      hint_texts (input.game->puzzle, &hint, &vague, &full);
    }
  if (options->apply && (kind == FUTO_HINT_STEP || kind == FUTO_HINT_MISTAKES))
    status = write_applied (options, &input, &hint);
  else if (options->json)
    {
      static const char *const kinds[] = { "step", "mistakes", "solved", "stuck", "invalid" };
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", kinds[kind]);
      json_object_set_string_member (json, "input", input.name);
      if (kind == FUTO_HINT_STEP)
        json_object_set_string_member (json, "technique",
                                       futo_technique_id (hint.step.technique));
      if (vague != NULL)
        json_object_set_string_member (json, "vague", vague);
      if (full != NULL)
        json_object_set_string_member (json, "full", full);
      cli_json_print (json);
    }
  else
    switch (kind)
      {
      case FUTO_HINT_STEP:
        printf ("%s\n", options->full && full != NULL ? full : vague != NULL ? vague : "");
        break;
      case FUTO_HINT_MISTAKES:
        printf ("%s\n", vague != NULL ? vague : _("some entries are wrong"));
        if (options->full)
          print_mistakes (&input, &hint);
        break;
      case FUTO_HINT_SOLVED:
        printf ("%s\n", _("the puzzle is solved"));
        break;
      case FUTO_HINT_STUCK:
        printf ("%s\n", _("no deduction can go on: the puzzle has more than one solution"));
        break;
      case FUTO_HINT_INVALID:
      default:
        cli_note (_("%s: the puzzle has no solution or is malformed"), input.name);
        break;
      }
  if (status == CLI_EXIT_OK && (kind == FUTO_HINT_INVALID || kind == FUTO_HINT_STUCK))
    status = CLI_EXIT_NO;
  g_free (vague);
  g_free (full);
  futo_hint_clear (&hint);
  cli_input_clear (&input);
  return status;
}
