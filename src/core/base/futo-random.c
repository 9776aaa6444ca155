/* futo-random.c: xoshiro256** with splitmix64 seeding
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stddef.h>

#include "futo-check-private.h"
#include "futo-random.h"

static inline uint64_t
rotl (uint64_t x,
      int      k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += UINT64_C (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * UINT64_C (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
futo_random_init (FutoRandom *rng,
                  uint64_t    seed)
{
  FUTO_RETURN_IF_FAIL (rng != NULL);

  /* splitmix64 never yields four zero words in a row, so the state is
   * never the all-zero one that xoshiro cannot leave. */
  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

uint64_t
futo_random_next (FutoRandom *rng)
{
  uint64_t *s, result, t;

  FUTO_RETURN_VAL_IF_FAIL (rng != NULL, 0);

  s = rng->s;
  result = rotl (s[1] * 5, 7) * 9;
  t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

uint32_t
futo_random_below (FutoRandom *rng,
                   uint32_t    bound)
{
  uint64_t m;
  uint32_t low;

  FUTO_RETURN_VAL_IF_FAIL (rng != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (bound > 0, 0);

  /* Lemire's multiply-and-reject: no modulo bias, rarely a second draw. */
  m = (futo_random_next (rng) >> 32) * bound;
  low = (uint32_t) m;
  if (low < bound)
    {
      uint32_t threshold = (uint32_t) -bound % bound;

      while (low < threshold)
        {
          m = (futo_random_next (rng) >> 32) * bound;
          low = (uint32_t) m;
        }
    }
  return (uint32_t) (m >> 32);
}

double
futo_random_double (FutoRandom *rng)
{
  FUTO_RETURN_VAL_IF_FAIL (rng != NULL, 0.0);

  /* The top 53 bits fill a double's mantissa exactly. */
  return (double) (futo_random_next (rng) >> 11) * 0x1.0p-53;
}

void
futo_random_shuffle (FutoRandom *rng,
                     int        *items,
                     int         count)
{
  FUTO_RETURN_IF_FAIL (rng != NULL);
  FUTO_RETURN_IF_FAIL (items != NULL || count <= 1);

  for (int i = count - 1; i > 0; i--)
    {
      int j = (int) futo_random_below (rng, (uint32_t) i + 1);
      int tmp = items[i];

      items[i] = items[j];
      items[j] = tmp;
    }
}
