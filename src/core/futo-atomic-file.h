/* futo-atomic-file.h: saving a file so that a failure never loses the old one
 *
 * Every writer of user files (the app's saves and exports, the command's
 * -o, the renderer's pictures and booklets) goes through this one helper.
 * It writes into a temporary file beside the target, checks every write,
 * flushes and fsyncs it, checks the close, and only then renames it over
 * the target. On any failure the temporary file is removed and the old file
 * stays as it was, byte for byte: a full disk or a read-only folder costs
 * the new version, never the old one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "futo-error.h"

typedef struct _FutoAtomicFile FutoAtomicFile;

/* Starts saving to path: creates the temporary file beside it, with the
 * permissions of the file it replaces (or 0666 less the umask for a new
 * one). A symbolic link is followed, so that the file it names is replaced
 * and the link stays. A device or a FIFO at path (/dev/stdout, a pipe) has
 * no old version to keep and is written in place. Returns NULL with *error_number set (an errno value)
 * when it cannot; error_number may be NULL. */
FutoAtomicFile *futo_atomic_file_open        (const char           *path,
                                              int                  *error_number);

/* Appends len bytes; short writes are continued and EINTR retried. The
 * first failure is kept (futo_atomic_file_get_error()) and later writes do
 * nothing, so a streaming writer may check only at the end. Returns
 * whether every write so far went well. */
bool            futo_atomic_file_write       (FutoAtomicFile       *file,
                                              const void           *data,
                                              size_t                len);

/* The stdio stream onto the temporary file, for writers that print
 * (fprintf for CSV). What fails on it is caught by futo_atomic_file_commit()
 * (ferror, fflush); never fclose it. */
FILE           *futo_atomic_file_get_stream  (FutoAtomicFile       *file);

/* The first errno a write met, 0 while all went well. */
int             futo_atomic_file_get_error   (const FutoAtomicFile *file);

/* Whether a file stood at the target when saving began. */
bool            futo_atomic_file_replaces    (const FutoAtomicFile *file);

/* Ends the save: flushes, fsyncs, closes and renames over the target,
 * checking each. On any failure (this one's or an earlier write's) removes
 * the temporary file and returns the errno; 0 on success. Frees file in
 * both cases. */
int             futo_atomic_file_commit      (FutoAtomicFile       *file);

/* Gives the save up: removes the temporary file and frees file (which may be
 * NULL). The target is untouched. */
void            futo_atomic_file_abort       (FutoAtomicFile       *file);

/* The whole of data saved to path at once, as above; 0 or an errno value. */
int             futo_atomic_file_save        (const char           *path,
                                              const void           *data,
                                              size_t                len);

/* The sentence for a failed save of path: "Could not save “PATH”: the disk
 * is full. The old file is unchanged.", or "No file was written." when
 * no file stands at path), its reason a text of the library that the GLib
 * library translates. A failed save leaves the target as it was, so what
 * stands there now is what stood there before. */
void            futo_atomic_file_set_error   (FutoError            *error,
                                              const char           *path,
                                              int                   error_number);

/* Whether a regular file stands at path (links followed). */
bool            futo_atomic_file_exists      (const char           *path);

/* The reason of a failed save as a short English phrase ("the disk is
 * full"), a text of the library marked FUTO_N_. */
const char     *futo_atomic_file_reason      (int                   error_number);
