# SPDX-License-Identifier: GPL-3.0-or-later
"""The enums as Python sees them: each value the core's number (the
table is the core's, src/core/futo-*.h), named by the core's word.
tests/glib/test-enums.c reads the same against the core itself."""
import unittest

from futotest import Futoshiki, GLib

CORE = {
    'Format': ['unknown', 'grid', 'tatham', 'native'],
    'Mode': ['unequal', 'adjacent'],
    'Relation': ['none', 'less', 'greater', 'adjacent'],
    'Direction': ['up', 'right', 'down', 'left'],
    'EventKind': ['assign', 'unassign', 'prune', 'restore', 'backtrack', 'solution', 'move',
                  'energy'],
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


if __name__ == '__main__':
    unittest.main()
