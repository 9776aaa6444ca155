/* futo-trace-memory.c: memory for a trace's words, grown in place
 *
 * A long recording writes tens of megabytes of memory fresh from the
 * system, and with pages of 4 KiB the kernel's page faults cost as much as
 * writing the words. Where the system has transparent huge pages, a trace
 * whose words outgrow 128 KiB moves them once into address space reserved
 * for their largest size, and commits it as they grow: its first 2 MiB in
 * steps of 64 KiB, since a huge page is zeroed whole on its first touch and a
 * shorter trace would pay for 2 MiB, and from there 2 MiB at a time, which
 * the kernel backs with huge pages: one fault where there were 512, and no
 * copy when the words grow. Below 128 KiB, elsewhere, or when the
 * reservation fails, the words are realloc's, as they always were: a new
 * mapping costs several microseconds, a good part of a short run, and
 * malloc hands a short trace memory it has mapped before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* MAP_ANONYMOUS and madvise(), beyond POSIX */
#define _DEFAULT_SOURCE

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-trace-private.h"

#ifdef FUTO_HAVE_HUGE_PAGES
#include <sys/mman.h>
#endif

#define HUGE_PAGE   ((size_t) 2 << 20)
/* Below the first huge page: a multiple of any page size in use. */
#define SMALL_STEP  ((size_t) 64 << 10)
/* Where the words move into the reservation. */
#define MOVE_FROM   ((size_t) 128 << 10)

static size_t
round_up (size_t size,
          size_t step)
{
  return (size + step - 1) / step * step;
}

void
_futo_trace_memory_init (FutoTraceMemory *memory,
                         uint64_t         limit)
{
  memory->data = NULL;
  memory->size = 0;
  memory->reserved = 0;
  memory->mapping = NULL;
  memory->mapping_size = 0;
  /* A trace that fits in the first huge page gains nothing. */
  memory->limit = limit > HUGE_PAGE && limit <= SIZE_MAX / 4 ? (size_t) limit : 0;
}

#ifdef FUTO_HAVE_HUGE_PAGES
/* Moves the words into a reservation of the limit's size; false when the
 * system will not have it, and the words stay realloc's. */
static bool
reserve (FutoTraceMemory *memory)
{
  size_t reserved = round_up (memory->limit, HUGE_PAGE);
  /* One more huge page, to start at a multiple of one. Without access the
   * reservation is neither memory nor charged for. */
  size_t mapping_size = reserved + HUGE_PAGE;
  void *mapping = mmap (NULL, mapping_size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  char *data;
  size_t committed = round_up (memory->size, SMALL_STEP);

  memory->limit = 0;
  if (mapping == MAP_FAILED)
    return false;
  data = (char *) round_up ((uintptr_t) mapping, HUGE_PAGE);
  /* Without huge pages the words still grow in place. */
  (void) madvise (data, reserved, MADV_HUGEPAGE);
  if (mprotect (data, committed, PROT_READ | PROT_WRITE) != 0)
    {
      munmap (mapping, mapping_size);
      return false;
    }
  memcpy (data, memory->data, memory->size);
  free (memory->data);
  memory->data = data;
  memory->size = committed;
  memory->reserved = reserved;
  memory->mapping = mapping;
  memory->mapping_size = mapping_size;
  return true;
}
#endif

bool
_futo_trace_memory_grow (FutoTraceMemory *memory,
                         size_t           size)
{
#ifdef FUTO_HAVE_HUGE_PAGES
  if (memory->reserved == 0 && memory->limit != 0 && size > MOVE_FROM && size <= memory->limit)
    (void) reserve (memory);
  if (memory->reserved != 0)
    {
      /* A step at a time: committing costs a call and no page, so the
       * memory held stays within a step of the words. */
      size_t committed = round_up (memory->size + 1, memory->size < HUGE_PAGE ? SMALL_STEP : HUGE_PAGE);

      if (memory->size == memory->reserved)
        return false;
      if (committed > memory->reserved)
        committed = memory->reserved;
      /* Writable memory is charged for here, so that running out of it
       * fails this call rather than a later write. */
      if (mprotect ((char *) memory->data + memory->size, committed - memory->size, PROT_READ | PROT_WRITE) != 0)
        return false;
      memory->size = committed;
      return true;
    }
#endif
  {
    void *data = realloc (memory->data, size);

    if (data == NULL)
      return false;
    memory->data = data;
    memory->size = size;
    return true;
  }
}

void
_futo_trace_memory_clear (FutoTraceMemory *memory)
{
#ifdef FUTO_HAVE_HUGE_PAGES
  if (memory->mapping != NULL)
    munmap (memory->mapping, memory->mapping_size);
  else
#endif
    free (memory->data);
  _futo_trace_memory_init (memory, 0);
}
