#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the names a library exports to its prefixes, from the built archive.

A library's API is what its public headers declare, and its name says so:
every global symbol of the archive is either public, futo_… and declared in
a public header, or internal, with the library's internal prefix
(_futo_… for the core, _futo_render_… for the renderer) and declared in no
public header. So a reader tells the API from the inside by the name alone,
and a program that links the library cannot clash with its internals.

Usage: check-symbols.py NM (LIBRARY HEADER_DIR INTERNAL_PREFIX)... Reads the
symbols with `NM -g --defined-only`; the public headers are the *.h of
HEADER_DIR but the *-private.h. Prints TAP, one test per library.
"""
import os
import re
import subprocess
import sys

COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
IDENTIFIER = re.compile(r'\b[A-Za-z_]\w*\b')


def exported(nm, library):
    out = subprocess.run([nm, '-g', '--defined-only', library],
                         capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        # "address type name"; member headers and undefined ones have fewer.
        if len(fields) == 3:
            # Names that begin with two underscores belong to the compiler
            # and its runtimes (C11 7.1.3): a sanitizer or fuzzer build adds
            # its own (__odr_asan.futo_…, __sancov_…) to every object.
            if fields[2].startswith('__'):
                continue
            # A function built for several processors (target_clones) adds
            # name.popcnt, name.default…: the name is what counts.
            names.add(fields[2].split('.')[0])
    return names


def public_identifiers(header_dir):
    names = set()
    for name in sorted(os.listdir(header_dir)):
        if name.endswith('.h') and not name.endswith('-private.h'):
            with open(os.path.join(header_dir, name), encoding='utf-8') as f:
                names.update(IDENTIFIER.findall(COMMENT.sub(' ', f.read())))
    return names


def problems_of(nm, library, header_dir, internal):
    public = public_identifiers(header_dir)
    problems = []
    symbols = exported(nm, library)
    for symbol in sorted(symbols):
        if symbol.startswith(internal):
            if symbol in public:
                problems.append(f'{symbol} is declared in a public header: call it futo_…')
        elif symbol.startswith('futo_'):
            if symbol not in public:
                problems.append(f'{symbol} is declared in no public header: call it {internal}…')
        else:
            problems.append(f'{symbol} has neither prefix: call it futo_… (public) or {internal}… (internal)')
    return symbols, problems


def main():
    nm = sys.argv[1]
    triples = sys.argv[2:]
    if len(triples) == 0 or len(triples) % 3 != 0:
        print('usage: check-symbols.py NM (LIBRARY HEADER_DIR INTERNAL_PREFIX)...', file=sys.stderr)
        return 2
    print(f'1..{len(triples) // 3}')
    failed = False
    for i in range(0, len(triples), 3):
        library, header_dir, internal = triples[i:i + 3]
        symbols, problems = problems_of(nm, library, header_dir, internal)
        shown = os.path.basename(library)
        if problems or not symbols:
            failed = True
            for p in problems or ['no symbols: is this the library?']:
                print(f'# {shown}: {p}')
            print(f'not ok {i // 3 + 1} - {shown} exports futo_ (public) and {internal} (internal) names only')
        else:
            print(f'ok {i // 3 + 1} - {shown} exports futo_ (public) and {internal} (internal) names only '
                  f'({len(symbols)} symbols)')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
