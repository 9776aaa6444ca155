#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds po/POTFILES.in to the files that have something to translate.

xgettext reads only the files POTFILES.in lists: a sentence in a file it
does not list never reaches a translator, and stays English in every
language without a word of warning. A listed file that is gone breaks
`ninja futoshiki-lab-pot`; one with nothing left to translate only misleads.
So: every file under src/ and data/ with a translatable string is listed,
and every listed file exists and has one.

A file has a translatable string when it is
- C (.c, .h) that calls _( N_( C_( NC_( g_dgettext g_dngettext
  g_dpgettext2 ngettext, outside comments and string literals;
- a GtkBuilder file (.ui) with translatable="yes";
- a lesson (.lesson), translated whole through data/its/;
- a desktop entry (.desktop.in) with Name=, GenericName=, Comment= or
  Keywords=; a settings schema (.gschema.xml) with <summary> or
  <description>; AppStream metainfo (.metainfo.xml.in) with <name>,
  <summary> or <description>; a MIME description (.xml.in) with <comment>.

Usage: check-potfiles.py SOURCE_ROOT      checks the tree, prints TAP.
       check-potfiles.py --self-test      a small tree with one unlisted
                                          file, one gone and one with
                                          nothing to translate: each must
                                          be named, and nothing else.
"""
import os
import re
import sys
import tempfile

C_CALL = re.compile(r'(?<![\w])(?:_|N_|C_|NC_|g_dgettext|g_dngettext|g_dpgettext2|ngettext)\s*\(')
# Comments and string literals, so that a word in either is not a call; a
# string is kept as "" so that code around it stays apart.
C_NOISE = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
# A definition of the macros themselves is no use of them.
C_DEFINE = re.compile(r'^\s*#\s*define\s+(?:_|N_|C_|NC_)\s*\(.*$', re.M)

DATA_RULES = [
    ('.desktop.in', re.compile(r'^(?:Name|GenericName|Comment|Keywords)\s*=', re.M)),
    ('.gschema.xml', re.compile(r'<(?:summary|description)\b')),
    ('.metainfo.xml.in', re.compile(r'<(?:name|summary|description)\b')),
    ('.xml.in', re.compile(r'<comment\b')),
    ('.ui', re.compile(r'translatable\s*=\s*"yes"')),
]

LISTED = 'po/POTFILES.in'
# po/meson.build may hand xgettext keywords of the project's own
# (--keyword=futo_error_set_at:4): a call of one with a string literal
# among its arguments is a translatable string too.
EXTRA_KEYWORD = re.compile(r"--keyword=([A-Za-z_]\w*)")


def extra_keywords(root):
    try:
        with open(os.path.join(root, 'po', 'meson.build'), encoding='utf-8') as f:
            return sorted(set(EXTRA_KEYWORD.findall(f.read())))
    except OSError:
        return []


def has_strings(path, keywords=()):
    name = os.path.basename(path)
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return False
    if name.endswith(('.c', '.h')):
        code = C_DEFINE.sub('', C_NOISE.sub(lambda m: '""' if m.group(0)[0] in '"\'' else ' ', text))
        if C_CALL.search(code) is not None:
            return True
        # A definition or declaration of such a function has no literal
        # in its parentheses; a call that xgettext reads has one with words
        # in it (a bare "%s" that passes a sentence on is none).
        plain = re.sub(r'/\*.*?\*/|//[^\n]*', ' ', text, flags=re.S)
        for keyword in keywords:
            for call in re.finditer(r'(?<![\w])' + keyword + r'\s*\(([^;{]*)', plain):
                for literal in re.findall(r'"((?:\\.|[^"\\])*)"', call.group(1)):
                    if re.search(r'[A-Za-z]', re.sub(r'%[-+ #0-9.*]*[a-zA-Z]+', '', literal)):
                        return True
        return False
    if name.endswith('.lesson'):
        return True
    for suffix, pattern in DATA_RULES:
        if name.endswith(suffix):
            return pattern.search(text) is not None
    return False


def candidates(root):
    keywords = extra_keywords(root)
    found = set()
    for top in ('src', 'data'):
        for dirpath, dirnames, names in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for name in names:
                path = os.path.join(dirpath, name)
                if has_strings(path, keywords):
                    found.add(os.path.relpath(path, root).replace(os.sep, '/'))
    return found


def listed(root):
    """{path: line} of POTFILES.in."""
    entries = {}
    with open(os.path.join(root, LISTED), encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith('#'):
                entries[line] = number
    return entries


def problems_of(root):
    want = candidates(root)
    have = listed(root)
    problems = []
    for path in sorted(want - set(have)):
        problems.append(f'{path}: has translatable strings but {LISTED} does not list it: '
                        'add it there (the list is sorted)')
    for path, number in sorted(have.items(), key=lambda item: item[1]):
        if not os.path.isfile(os.path.join(root, path)):
            problems.append(f'{LISTED}:{number}: lists {path}, which does not exist: '
                            'drop the line or name its new place')
        elif path not in want:
            problems.append(f'{LISTED}:{number}: lists {path}, which has nothing to translate: '
                            'drop the line')
    return len(have), problems


def run(root):
    count, problems = problems_of(root)
    print('1..1')
    if problems:
        for p in problems:
            print('# ' + p)
        print(f'not ok 1 - {LISTED} lists exactly the files with translatable strings')
        return 1
    print(f'ok 1 - {LISTED} lists exactly the files with translatable strings ({count} files)')
    return 0


FAKE_TREE = {
    'po/POTFILES.in': ('# Files with translatable strings.\n'
                       'data/a.desktop.in\n'
                       'data/gone.ui\n'
                       'data/lessons/01.lesson\n'
                       'data/ui/b.ui\n'
                       'src/app/c.c\n'
                       'src/app/d.c\n'
                       'src/glib/e.c\n'),
    'data/a.desktop.in': '[Desktop Entry]\nName=Lab\nExec=lab\n',
    'data/lessons/01.lesson': 'title: one\n',
    'data/ui/b.ui': '<object><property name="label" translatable="yes">Go</property></object>\n',
    'data/ui/plain.ui': '<object><property name="label">Go</property></object>\n',
    'src/app/c.c': 'const char *s = _("go");\n',
    # Only in a comment, a string and a definition: nothing to translate.
    'src/app/d.c': ('/* _("go") */\n'
                    '#define N_(s) (s)\n'
                    'const char *s = "N_(go)"; int my_(int x);\n'),
    'src/glib/e.c': 'n = g_dngettext (NULL, "a", "b", k);\n',
    'src/glib/f.c': 'const char *s = C_("context", "go");\n',
}
FAKE_PROBLEMS = [
    'src/glib/f.c: has translatable strings',
    f'{LISTED}:3: lists data/gone.ui, which does not exist',
    f'{LISTED}:7: lists src/app/d.c, which has nothing to translate',
]


def self_test():
    print('1..1')
    with tempfile.TemporaryDirectory(prefix='check-potfiles-') as root:
        for shown, text in FAKE_TREE.items():
            path = os.path.join(root, shown)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
        _, problems = problems_of(root)
    caught = [e for e in FAKE_PROBLEMS if any(p.startswith(e) for p in problems)]
    if caught == FAKE_PROBLEMS and len(problems) == len(FAKE_PROBLEMS):
        print(f'ok 1 - the check names the unlisted, the gone and the empty file, nothing else')
        return 0
    for p in problems:
        print(f'# found: {p}')
    for e in FAKE_PROBLEMS:
        print(f'# expected: {e}')
    print('not ok 1 - the check names the unlisted, the gone and the empty file, nothing else')
    return 1


def main():
    if sys.argv[1:] == ['--self-test']:
        return self_test()
    if len(sys.argv) != 2:
        print('usage: check-potfiles.py SOURCE_ROOT | --self-test', file=sys.stderr)
        return 2
    return run(sys.argv[1])


if __name__ == '__main__':
    sys.exit(main())
