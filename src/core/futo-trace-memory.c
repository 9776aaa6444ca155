/* futo-trace-memory.c: memory for a trace's words, grown in place
 *
 * A long recording writes tens of megabytes of memory fresh from the
 * system, and with pages of 4 KiB the kernel's page faults cost as much as
 * writing the words. Where the system has transparent huge pages, the
 * array reserves address space for its largest size at once (no copy when
 * it grows) and commits it as it grows: its first 2 MiB in small steps,
 * since a huge page is zeroed whole on its first touch and a short trace
 * would pay for 2 MiB, and from there 2 MiB at a time, which the kernel
 * backs with huge pages: one fault where there were 512. Elsewhere, or
 * when the reservation fails, the array is realloc's, as it always was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* MAP_ANONYMOUS and madvise(), beyond POSIX */
#define _DEFAULT_SOURCE

#include <stdint.h>
#include <stdlib.h>

#include "futo-trace-private.h"

#ifdef FUTO_HAVE_HUGE_PAGES
#include <sys/mman.h>
#endif

#define HUGE_PAGE   ((size_t) 2 << 20)
/* Below the first huge page: a multiple of any page size in use. */
#define SMALL_STEP  ((size_t) 64 << 10)

static size_t
round_up (size_t size,
          size_t step)
{
  return (size + step - 1) / step * step;
}

void
futo_trace_memory_init (FutoTraceMemory *memory,
                        uint64_t         limit)
{
  memory->data = NULL;
  memory->size = 0;
  memory->reserved = 0;
  memory->mapping = NULL;
  memory->mapping_size = 0;
#ifdef FUTO_HAVE_HUGE_PAGES
  {
    size_t reserved, mapping_size;
    void *mapping;

    /* A trace that fits in the first huge page gains nothing. */
    if (limit <= HUGE_PAGE || limit > SIZE_MAX / 4)
      return;
    reserved = round_up ((size_t) limit, HUGE_PAGE);
    /* One more huge page, to start at a multiple of one. Without access
     * the reservation is neither memory nor charged for. */
    mapping_size = reserved + HUGE_PAGE;
    mapping = mmap (NULL, mapping_size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED)
      return;
    memory->mapping = mapping;
    memory->mapping_size = mapping_size;
    memory->data = (void *) round_up ((uintptr_t) mapping, HUGE_PAGE);
    memory->reserved = reserved;
    /* Without huge pages the array still grows in place. */
    (void) madvise (memory->data, reserved, MADV_HUGEPAGE);
  }
#else
  (void) limit;
#endif
}

bool
futo_trace_memory_grow (FutoTraceMemory *memory,
                        size_t           size)
{
  if (memory->reserved == 0)
    {
      void *data = realloc (memory->data, size);

      if (data == NULL)
        return false;
      memory->data = data;
      memory->size = size;
      return true;
    }
#ifdef FUTO_HAVE_HUGE_PAGES
  {
    size_t committed;

    if (size > memory->reserved)
      return false;
    committed = round_up (size, size <= HUGE_PAGE ? SMALL_STEP : HUGE_PAGE);
    if (committed > memory->reserved)
      committed = memory->reserved;
    /* Writable memory is charged for here, so that running out of it
     * fails this call rather than a later write. */
    if (committed > memory->size
        && mprotect ((char *) memory->data + memory->size, committed - memory->size, PROT_READ | PROT_WRITE) != 0)
      return false;
    memory->size = committed;
    return true;
  }
#else
  return false;
#endif
}

void
futo_trace_memory_clear (FutoTraceMemory *memory)
{
#ifdef FUTO_HAVE_HUGE_PAGES
  if (memory->mapping != NULL)
    munmap (memory->mapping, memory->mapping_size);
  else
#endif
    free (memory->data);
  futo_trace_memory_init (memory, 0);
}
