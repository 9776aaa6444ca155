# SPDX-License-Identifier: GPL-3.0-or-later
"""The enums as Python sees them: each value the core's number (the
table is the core's, src/core/futo-*.h), named by the core's word.
tests/glib/test-enums.c reads the same against the core itself."""
import os
import subprocess
import sys
import unittest

from futotest import Futoshiki, GLib

CORE = {
    'Format': ['unknown', 'grid', 'tatham', 'native'],
    'Mode': ['unequal', 'adjacent'],
    'Relation': ['none', 'less', 'greater', 'adjacent'],
    'Direction': ['up', 'right', 'down', 'left'],
    'EventKind': ['assign', 'unassign', 'prune', 'restore', 'backtrack', 'solution', 'move',
                  'energy', 'queue', 'revise', 'flush'],
    'Reason': ['none', 'decision', 'given', 'row', 'column', 'sign', 'naked-single', 'hidden-row',
               'hidden-column', 'arc', 'matching', 'conflict', 'no-mark'],
    'NodeCount': ['none', 'decisions', 'every-state', 'consistent-states', 'deductions'],
    'Status': ['solved', 'unsatisfiable', 'limit', 'cancelled', 'gave-up', 'invalid'],
    'HintKind': ['step', 'mistakes', 'solved', 'stuck', 'invalid'],
}


class Enums(unittest.TestCase):
    def test_every_value_and_word(self):
        for name, words in CORE.items():
            enum = getattr(Futoshiki, name)
            with self.subTest(enum=name):
                self.assertEqual(sorted(int(v) for v in enum.__enum_values__), list(range(len(words))))
                for number, word in enumerate(words):
                    value = getattr(enum, word.upper().replace('-', '_'))
                    self.assertEqual(int(value), number)
                    self.assertEqual(value.value_nick, word)

    def test_the_error_domain(self):
        self.assertEqual(GLib.quark_to_string(Futoshiki.error_quark()), 'futoshiki-error-quark')
        self.assertEqual(int(Futoshiki.Error.PARSE), 0)


GERMAN = """
import locale
locale.setlocale(locale.LC_ALL, '')
import gi
gi.require_version('Futoshiki', '1.0')
from gi.repository import Futoshiki, GLib
try:
    Futoshiki.AlgorithmInfo.new('quantum')
except GLib.Error as e:
    print(e.message)
print(Futoshiki.AlgorithmInfo.new('bt').props.name)
"""


class Language(unittest.TestCase):
    def test_the_library_speaks_the_users_language(self):
        """The shared library binds its catalogue as it loads: a script
        that only sets its locale reads German."""
        localedir = os.environ.get('FUTOSHIKI_TEST_LOCALEDIR')
        if not localedir:
            self.skipTest('no catalogues in this build (they come with the app)')
        env = dict(os.environ, LANGUAGE='de', LC_ALL='C.UTF-8', FUTOSHIKI_LAB_LOCALEDIR=localedir)
        out = subprocess.run([sys.executable, '-c', GERMAN], env=env, capture_output=True,
                             text=True, check=True).stdout.splitlines()
        self.assertEqual(out[0], 'Es gibt keinen Algorithmus namens „quantum“')
        english = subprocess.run([sys.executable, '-c', GERMAN], capture_output=True,
                                 text=True, check=True).stdout.splitlines()
        self.assertEqual(english[0], 'There is no algorithm called “quantum”')
        self.assertNotEqual(out[1], english[1])


if __name__ == '__main__':
    unittest.main()
