#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the names a library exports to its prefixes, from the built archive.

A library's API is what its public headers declare, and its name says so:
every global symbol of the archive is either public, with the library's
public prefix and declared in a public header, or internal, with its
internal prefix and declared in no public header. Each library has
prefixes of its own: the core futo_/_futo_, the renderer
futo_render_/_futo_render_, src/glib futoshiki_ (Futoshiki)/_futoshiki_,
the app's archive lab_ (Lab)/_lab_. A prefix of one library that begins
like another's (futo_render_ and futo_) belongs to the longer one only: the
core may not export futo_render_…. So a reader tells the API from the
inside, and one library from another, by the name alone, and a program
that links them cannot clash with their internals.

Usage: check-symbols.py NM [--known-offender SYMBOL]...
                        (LIBRARY HEADER_DIR PUBLIC_PREFIXES INTERNAL_PREFIX)...
Reads the symbols with `NM -g --defined-only`; the public headers are the
*.h under HEADER_DIR (its subfolders too) but the *-private.h;
PUBLIC_PREFIXES is a comma-separated list. A known offender (one whose
rename belongs to another change) is reported but does not fail. Prints
TAP, one test per library.
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
    for dirpath, _, files in os.walk(header_dir):
        for name in sorted(files):
            if name.endswith('.h') and not name.endswith('-private.h'):
                with open(os.path.join(dirpath, name), encoding='utf-8') as f:
                    names.update(IDENTIFIER.findall(COMMENT.sub(' ', f.read())))
    return names


def problems_of(nm, library, header_dir, public_prefixes, internal, foreign):
    """foreign: {prefix: library} of the other libraries' prefixes that
    begin like one of this library's (futo_render_ inside futo_)."""
    public = public_identifiers(header_dir)
    shown = ' or '.join(p + '…' for p in public_prefixes)
    problems = []
    symbols = exported(nm, library)
    for symbol in sorted(symbols):
        owner = next((o for p, o in foreign.items() if symbol.startswith(p)), None)
        if owner is not None:
            problems.append(f'{symbol} carries the prefix of {owner}: give it this library\'s '
                            f'({shown} public, {internal}… internal) or move it there')
        elif symbol.startswith(internal):
            if symbol in public:
                problems.append(f'{symbol} is declared in a public header: call it {shown}')
        elif symbol.startswith(tuple(public_prefixes)):
            if symbol not in public:
                problems.append(f'{symbol} is declared in no public header: make it static '
                                f'if one file uses it, else call it {internal}…')
        else:
            problems.append(f'{symbol} has neither prefix: call it {shown} (public, in a public '
                            f'header) or {internal}… (internal), or make it static')
    return symbols, problems


def check(nm, known, specs, out):
    """Writes TAP for specs [(library, header_dir, public_prefixes,
    internal)] to out (a list of lines); True when every library passed."""
    out.append(f'1..{len(specs)}')
    passed = True
    seen_known = set()
    for number, (library, header_dir, public, internal) in enumerate(specs, 1):
        shown = os.path.basename(library)
        mine = public + [internal]
        foreign = {}
        for other, _, other_public, other_internal in specs:
            if other == library:
                continue
            for prefix in other_public + [other_internal]:
                if any(prefix.startswith(m) and prefix != m for m in mine):
                    foreign[prefix] = os.path.basename(other)
        symbols, problems = problems_of(nm, library, header_dir, public, internal, foreign)
        for p in problems:
            if p.split()[0] in known:
                seen_known.add(p.split()[0])
                out.append(f'# {shown}: known, renamed elsewhere: {p}')
        problems = [p for p in problems if p.split()[0] not in known]
        title = f'{shown} exports {"/".join(public)} (public) and {internal} (internal) names only'
        if problems or not symbols:
            passed = False
            for p in problems or ['no symbols: is this the library?']:
                out.append(f'# {shown}: {p}')
            out.append(f'not ok {number} - {title}')
        else:
            out.append(f'ok {number} - {title} ({len(symbols)} symbols)')
    for name in sorted(known - seen_known):
        out.append(f'# {name} is no offender any more: drop its --known-offender '
                   '(tests/lint/meson.build)')
    return passed


# The self-test's libraries: nm's answer for each, and their headers. Each
# kind of offender once; everything else must pass.
FAKE_NM = {
    'libcore.a': ['core.o:', '0000 T futo_solve', '0000 T _futo_step', '0000 T futo_render_box',
                  '0000 T futo_hidden', '0000 D stray_table', '0000 T __asan_x',
                  '0000 T futo_fast.popcnt', '         U cairo_create'],
    'librender.a': ['0000 T futo_render_box', '0000 T _futo_render_cell', '0000 T _futo_render_draw'],
    'libapp.a': ['0000 T lab_window_new', '0000 T _lab_inside', '0000 T lab_old_name'],
}
FAKE_HEADERS = {
    'core/futo.h': 'void futo_solve (void); void futo_fast (void); /* futo_hidden */',
    'core/base/futo-step-private.h': 'void _futo_step (void); void futo_hidden (void);',
    'render/futo-render.h': 'void futo_render_box (void); void _futo_render_draw (void);',
    'app/window/lab-window.h': 'void lab_window_new (void);',
}
FAKE_KNOWN = {'lab_old_name', '_lab_gone'}
FAKE_EXPECTED = [
    '# libcore.a: futo_hidden is declared in no public header',
    '# libcore.a: futo_render_box carries the prefix of librender.a',
    '# libcore.a: stray_table has neither prefix',
    'not ok 1 ',
    '# librender.a: _futo_render_draw is declared in a public header',
    'not ok 2 ',
    '# libapp.a: known, renamed elsewhere: lab_old_name',
    'ok 3 ',
    '# _lab_gone is no offender any more',
]


def run_self_test():
    import tempfile
    with tempfile.TemporaryDirectory(prefix='check-symbols-') as root:
        nm = os.path.join(root, 'fake-nm')
        with open(nm, 'w', encoding='utf-8') as f:
            f.write('#!/usr/bin/env python3\nimport sys\n'
                    'print(open(sys.argv[-1], encoding="utf-8").read())\n')
        os.chmod(nm, 0o755)
        for name, lines in FAKE_NM.items():
            with open(os.path.join(root, name), 'w', encoding='utf-8') as f:
                f.write('\n'.join(lines) + '\n')
        for name, text in FAKE_HEADERS.items():
            path = os.path.join(root, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text + '\n')
        specs = [(os.path.join(root, 'libcore.a'), os.path.join(root, 'core'), ['futo_'], '_futo_'),
                 (os.path.join(root, 'librender.a'), os.path.join(root, 'render'),
                  ['futo_render_'], '_futo_render_'),
                 (os.path.join(root, 'libapp.a'), os.path.join(root, 'app'), ['lab_', 'Lab'], '_lab_')]
        out = []
        passed = check(nm, FAKE_KNOWN, specs, out)
    found = out[1:]
    missing = [e for e in FAKE_EXPECTED if not any(line.startswith(e) for line in found)]
    print('1..1')
    if passed or missing or len(found) != len(FAKE_EXPECTED):
        for line in found:
            print(f'# found: {line.lstrip("# ")}')
        for e in missing:
            print(f'# missing: {e}')
        print('not ok 1 - each kind of offender is named, and nothing else')
        return 1
    print('ok 1 - each kind of offender is named, and nothing else')
    return 0


def main():
    if sys.argv[1:] == ['--self-test']:
        return run_self_test()
    nm = sys.argv[1]
    args = sys.argv[2:]
    # Symbols whose rename belongs to another change: reported, not failed.
    known = set()
    while args[:1] == ['--known-offender']:
        known.add(args[1])
        args = args[2:]
    if len(args) == 0 or len(args) % 4 != 0:
        print('usage: check-symbols.py NM [--known-offender SYMBOL]... '
              '(LIBRARY HEADER_DIR PUBLIC_PREFIXES INTERNAL_PREFIX)...\n'
              '       check-symbols.py --self-test', file=sys.stderr)
        return 2
    specs = []
    for i in range(0, len(args), 4):
        library, header_dir, public, internal = args[i:i + 4]
        specs.append((library, header_dir, public.split(','), internal))
    out = []
    passed = check(nm, known, specs, out)
    print('\n'.join(out))
    return 0 if passed else 1


if __name__ == '__main__':
    sys.exit(main())
