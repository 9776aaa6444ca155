/* bench-limits.c: the engine benchmark's time limit, per order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-limits.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A number of seconds at *at, up to end; false unless it is all one. */
static bool
parse_seconds (const char  *at,
               const char  *end,
               double      *seconds)
{
  char *stop;

  if (at == end || *at == '-' || *at == '+')
    return false;
  errno = 0;
  *seconds = strtod (at, &stop);
  return errno == 0 && stop == end && isfinite (*seconds) && *seconds >= 0;
}

static bool
parse_order (const char *at,
             const char *end,
             int        *order)
{
  char *stop;
  long value;

  if (at == end || *at < '0' || *at > '9')
    return false;
  errno = 0;
  value = strtol (at, &stop, 10);
  if (errno != 0 || stop != end || value < 1 || value > 255)
    return false;
  *order = (int) value;
  return true;
}

bool
bench_limits_parse (BenchLimits *limits,
                    const char  *text)
{
  BenchLimits parsed = { 0 };
  const char *at = text, *comma = strchr (text, ',');

  if (!parse_seconds (at, comma != NULL ? comma : at + strlen (at), &parsed.base))
    return false;
  while (comma != NULL)
    {
      const char *colon, *end;
      int order;
      double seconds;

      at = comma + 1;
      comma = strchr (at, ',');
      end = comma != NULL ? comma : at + strlen (at);
      colon = memchr (at, ':', (size_t) (end - at));
      if (colon == NULL || parsed.n_steps == BENCH_MAX_LIMIT_STEPS
          || !parse_order (at, colon, &order) || !parse_seconds (colon + 1, end, &seconds)
          || (parsed.n_steps > 0 && order <= parsed.from[parsed.n_steps - 1]))
        return false;
      parsed.from[parsed.n_steps] = order;
      parsed.seconds[parsed.n_steps++] = seconds;
    }
  *limits = parsed;
  return true;
}

double
bench_limits_for (const BenchLimits *limits,
                  int                order)
{
  double seconds = limits->base;

  for (int i = 0; i < limits->n_steps && limits->from[i] <= order; i++)
    seconds = limits->seconds[i];
  return seconds;
}

void
bench_limits_describe (const int    *orders,
                       const double *seconds,
                       int           n,
                       char         *text,
                       size_t        size)
{
  size_t used;

  snprintf (text, size, "time limit %g s per run", n > 0 ? seconds[0] : 0.0);
  for (int i = 1; i < n; i++)
    if (seconds[i] != seconds[i - 1] && (used = strlen (text)) < size)
      snprintf (text + used, size - used, ", %g s from order %d", seconds[i], orders[i]);
}
