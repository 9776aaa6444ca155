/* futoshiki-lesson-moment.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson names the moment of a run it wants to show in words a teacher
 * would use ("the 3rd dead end", "the first prune by arc"), so that the
 * file still means the same when the run changes by a few events. The
 * words are English in every language: they are the file's syntax, like
 * the method ids, not text shown to the class.
 *
 * A dead end is where Next Backtrack stops, just before the backtrack
 * event (the board still shows the emptied cell); every other kind is the
 * moment just after its event, where Next Solution stops.
 */
#define G_LOG_DOMAIN "lab-lesson"

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>

#include "futoshiki-lesson-moment.h"
#include "futoshiki-solve-job.h"
#include "futoshiki-trace-player.h"

static const char * const ordinal_words[] = {
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
};

static const struct
{
  const char          *words;
  FutoshikiLessonMomentKind  kind;
} kind_words[] = {
  { "dead end", FUTOSHIKI_LESSON_MOMENT_DEAD_END },
  { "backtrack", FUTOSHIKI_LESSON_MOMENT_DEAD_END },
  { "solution", FUTOSHIKI_LESSON_MOMENT_SOLUTION },
  { "decision", FUTOSHIKI_LESSON_MOMENT_DECISION },
  { "assignment", FUTOSHIKI_LESSON_MOMENT_ASSIGNMENT },
  { "prune", FUTOSHIKI_LESSON_MOMENT_PRUNE },
  { "move", FUTOSHIKI_LESSON_MOMENT_MOVE },
};

static gboolean
fail (GError    **error,
      const char *text,
      const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* Translators: the first %s is a lesson's moment as written,
                * the second why it is not understood */
               _("moment “%s”: %s"), text, why);
  return FALSE;
}

/* Digits at the start of word into *number, end past them; FALSE when
 * there are none, or more than 64 bits hold (strtoull would saturate, and
 * "event 99999999999999999999" would quietly mean the last event). */
static gboolean
parse_digits (const char  *word,
              guint64     *number,
              char       **end)
{
  if (!g_ascii_isdigit (word[0]))
    return FALSE;
  errno = 0;
  *number = g_ascii_strtoull (word, end, 10);
  return errno != ERANGE;
}

/* "first" … "tenth", "last" (0), or digits with st, nd, rd or th. */
static gboolean
parse_ordinal (const char *word,
               guint64    *nth)
{
  char *end = NULL;

  if (strcmp (word, "last") == 0)
    {
      *nth = 0;
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (ordinal_words); i++)
    if (strcmp (word, ordinal_words[i]) == 0)
      {
        *nth = i + 1;
        return TRUE;
      }
  if (!parse_digits (word, nth, &end))
    return FALSE;
  return *nth > 0
         && (strcmp (end, "st") == 0 || strcmp (end, "nd") == 0
             || strcmp (end, "rd") == 0 || strcmp (end, "th") == 0);
}

static gboolean
parse_count (const char *word,
             guint64    *count)
{
  char *end = NULL;

  return parse_digits (word, count, &end) && *end == '\0';
}

/* "r3c5", 1-based in the text. */
static gboolean
parse_cell (const char *word,
            int        *row,
            int        *col)
{
  char *end = NULL;
  guint64 r, c;

  if (word[0] != 'r' || !parse_digits (word + 1, &r, &end))
    return FALSE;
  if (*end != 'c' || !parse_digits (end + 1, &c, &end))
    return FALSE;
  if (*end != '\0' || r < 1 || c < 1 || r > 64 || c > 64)
    return FALSE;
  *row = (int) r - 1;
  *col = (int) c - 1;
  return TRUE;
}

static int
parse_reason (const char *word)
{
  for (int reason = FUTO_REASON_ROW; reason <= FUTO_REASON_LAST; reason++)
    if (strcmp (word, futo_reason_name (reason)) == 0)
      return reason;
  return -1;
}

/* The kind's words at words[*i], which moves past them. */
static gboolean
parse_kind (char                **words,
            guint                *i,
            FutoshikiLessonMomentKind  *kind)
{
  for (gsize k = 0; k < G_N_ELEMENTS (kind_words); k++)
    {
      g_auto(GStrv) want = g_strsplit (kind_words[k].words, " ", -1);
      guint n = g_strv_length (want);
      gboolean match = TRUE;

      for (guint j = 0; j < n && match; j++)
        match = words[*i + j] != NULL && strcmp (words[*i + j], want[j]) == 0;
      /* Plurals are not moments: "2nd dead ends" is a typing slip. */
      if (match)
        {
          *kind = kind_words[k].kind;
          *i += n;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
futoshiki_lesson_moment_parse (const char       *text,
                               FutoshikiLessonMoment  *moment,
                               GError          **error)
{
  g_autofree char *lower = NULL;
  g_auto(GStrv) words = NULL;
  guint i = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (moment != NULL, FALSE);

  *moment = (FutoshikiLessonMoment) { FUTOSHIKI_LESSON_MOMENT_START, 0, -1, -1, -1 };
  lower = g_ascii_strdown (text, -1);
  words = g_strsplit_set (g_strstrip (lower), " \t\n", -1);
  /* Several spaces in a row split into empty words: drop them. */
  for (guint r = 0, w = 0;; r++)
    {
      if (words[r] == NULL || words[r][0] != '\0')
        words[w++] = words[r];
      else
        g_free (words[r]);
      if (words[r] == NULL)
        break;
    }

  if (words[0] == NULL)
    return fail (error, text, _("it is empty"));
  if (words[1] == NULL && strcmp (words[0], "start") == 0)
    return TRUE;
  if (words[1] == NULL && strcmp (words[0], "end") == 0)
    {
      moment->kind = FUTOSHIKI_LESSON_MOMENT_END;
      return TRUE;
    }
  if (strcmp (words[0], "event") == 0)
    {
      moment->kind = FUTOSHIKI_LESSON_MOMENT_EVENT;
      if (words[1] == NULL || !parse_count (words[1], &moment->nth) || words[2] != NULL)
        return fail (error, text, _("“event” takes one number, as in “event 412”"));
      return TRUE;
    }
  if ((strcmp (words[0], "highest") == 0 || strcmp (words[0], "lowest") == 0)
      && words[1] != NULL && strcmp (words[1], "energy") == 0 && words[2] == NULL)
    {
      moment->kind = words[0][0] == 'h' ? FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY : FUTOSHIKI_LESSON_MOMENT_LOWEST_ENERGY;
      return TRUE;
    }

  if (!parse_ordinal (words[i++], &moment->nth))
    return fail (error, text, _("it does not start with “start”, “end”, “event”, “highest energy”, "
                                "“lowest energy” or a count such as “first”, “3rd” or “last”"));
  if (words[i] == NULL || !parse_kind (words, &i, &moment->kind))
    return fail (error, text, _("after the count comes “dead end”, “backtrack”, “solution”, “decision”, "
                                "“assignment”, “prune” or “move”"));
  while (words[i] != NULL)
    {
      const char *word = words[i++];
      const char *arg = words[i] != NULL ? words[i++] : NULL;

      if (strcmp (word, "in") == 0 && arg != NULL && parse_cell (arg, &moment->row, &moment->col))
        continue;
      if (strcmp (word, "by") == 0 && arg != NULL && moment->kind == FUTOSHIKI_LESSON_MOMENT_PRUNE
          && (moment->reason = parse_reason (arg)) >= 0)
        continue;
      return fail (error, text, _("only “in” and a cell (“in r3c5”) may follow, and for a prune "
                                  "“by” and a reason (“by arc”, “by sign”, “by row”, …)"));
    }
  return TRUE;
}

static gboolean
matches (const FutoshikiLessonMoment *moment,
         const FutoEvent       *event,
         int                    size)
{
  if (moment->row >= 0 && event->cell != moment->row * size + moment->col)
    return FALSE;
  switch (moment->kind)
    {
    case FUTOSHIKI_LESSON_MOMENT_DEAD_END:
      return event->kind == FUTO_EVENT_BACKTRACK;
    case FUTOSHIKI_LESSON_MOMENT_SOLUTION:
      return event->kind == FUTO_EVENT_SOLUTION;
    case FUTOSHIKI_LESSON_MOMENT_DECISION:
      return event->kind == FUTO_EVENT_ASSIGN && event->reason == FUTO_REASON_DECISION;
    case FUTOSHIKI_LESSON_MOMENT_ASSIGNMENT:
      return event->kind == FUTO_EVENT_ASSIGN;
    case FUTOSHIKI_LESSON_MOMENT_PRUNE:
      return event->kind == FUTO_EVENT_PRUNE && (moment->reason < 0 || (int) event->reason == moment->reason);
    case FUTOSHIKI_LESSON_MOMENT_MOVE:
      return event->kind == FUTO_EVENT_MOVE;
    case FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY:
    case FUTOSHIKI_LESSON_MOMENT_LOWEST_ENERGY:
      return event->kind == FUTO_EVENT_ENERGY;
    case FUTOSHIKI_LESSON_MOMENT_START:
    case FUTOSHIKI_LESSON_MOMENT_END:
    case FUTOSHIKI_LESSON_MOMENT_EVENT:
    default:
      return FALSE;
    }
}

/* Whether event's energy beats the best so far (the first of equals wins). */
static gboolean
better_energy (const FutoshikiLessonMoment *moment,
               const FutoEvent       *event,
               gboolean               have_best,
               double                 best)
{
  if (!have_best)
    return TRUE;
  return moment->kind == FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY ? event->energy > best : event->energy < best;
}

gboolean
futoshiki_lesson_moment_resolve (const FutoshikiLessonMoment  *moment,
                                 const FutoTrace        *trace,
                                 guint64                *position,
                                 GError                **error)
{
  g_autoptr(FutoTraceReader) reader = NULL;
  guint64 length, index = 0, seen = 0, found = G_MAXUINT64;
  gboolean energy, have_best = FALSE;
  double best = 0;
  int size;
  FutoEvent event;

  g_return_val_if_fail (moment != NULL, FALSE);
  g_return_val_if_fail (trace != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  length = futo_trace_get_length (trace);
  size = futo_trace_get_size (trace);
  switch (moment->kind)
    {
    case FUTOSHIKI_LESSON_MOMENT_START:
      *position = 0;
      return TRUE;
    case FUTOSHIKI_LESSON_MOMENT_END:
      *position = length;
      return TRUE;
    case FUTOSHIKI_LESSON_MOMENT_EVENT:
      if (moment->nth > length)
        {
          g_autofree char *have = futoshiki_solve_job_format_count (length);
          g_autofree char *want = futoshiki_solve_job_format_count (moment->nth);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       /* Translators: %s are numbers of events */
                       _("the run has only %s events, not %s"),
                       have, want);
          return FALSE;
        }
      *position = moment->nth;
      return TRUE;
    default:
      break;
    }

  if (moment->row >= size || moment->col >= size)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the cell is outside the %d×%d board"), size, size);
      return FALSE;
    }
  energy = moment->kind == FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY || moment->kind == FUTOSHIKI_LESSON_MOMENT_LOWEST_ENERGY;
  reader = futoshiki_trace_reader_new (trace, 0);
  for (; futo_trace_reader_next (reader, &event); index++)
    {
      if (!matches (moment, &event, size))
        continue;
      if (energy)
        {
          if (better_energy (moment, &event, have_best, best))
            {
              best = event.energy;
              have_best = TRUE;
              found = index;
            }
          continue;
        }
      found = index;
      if (++seen == moment->nth)
        break;
    }
  if (found == G_MAXUINT64 || (moment->nth > 0 && !energy && seen < moment->nth))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           seen > 0 ? _("the run does not get that far: it has fewer such moments")
                                    : _("the run has no such moment"));
      return FALSE;
    }
  *position = moment->kind == FUTOSHIKI_LESSON_MOMENT_DEAD_END ? found : found + 1;
  return TRUE;
}
