#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every numeric key of the settings schema has a range.

A key without one takes any value its type can hold, and whatever wrote
the settings (an older version, dconf-editor, a damaged database) hands
it to the app: window-width -2147483648 reached GTK (issue 34). With a
range, GSettings itself refuses what lies outside it.

Usage: check-schema-ranges.py SCHEMA.xml     (TAP on standard output)
       check-schema-ranges.py --self-test    (the check fails where it must)
"""
import sys
import tempfile
import xml.etree.ElementTree as ET

NUMERIC_TYPES = {'y', 'n', 'q', 'i', 'u', 'x', 't', 'd'}


def keys_without_range(path):
    """The names of the numeric keys of every schema in path that have no
    <range> with both ends, in file order."""
    missing = []
    for schema in ET.parse(path).getroot().iter('schema'):
        for key in schema.iter('key'):
            if key.get('type') not in NUMERIC_TYPES:
                continue
            ranges = key.findall('range')
            if not ranges or ranges[0].get('min') is None or ranges[0].get('max') is None:
                missing.append('{}: {}'.format(schema.get('id'), key.get('name')))
    return missing


def check(path):
    missing = keys_without_range(path)
    print('1..1')
    if missing:
        print('not ok 1 - numeric keys without a range: ' + ', '.join(missing))
        return 1
    print('ok 1 - every numeric key of {} has a range'.format(path))
    return 0


SELF_TEST_SCHEMA = """<schemalist>
  <schema id="test.Ranges" path="/test/">
    <key name="ranged" type="i"><range min="0" max="3"/><default>1</default></key>
    <key name="unranged" type="u"><default>1</default></key>
    <key name="half" type="d"><range min="0"/><default>1</default></key>
    <key name="text" type="s"><default>''</default></key>
  </schema>
</schemalist>
"""


def self_test():
    with tempfile.NamedTemporaryFile('w', suffix='.xml') as schema:
        schema.write(SELF_TEST_SCHEMA)
        schema.flush()
        missing = keys_without_range(schema.name)
    print('1..1')
    if missing != ['test.Ranges: unranged', 'test.Ranges: half']:
        print('not ok 1 - the check found {!r} in a schema with two keys lacking a range'.format(missing))
        return 1
    print('ok 1 - a key without a range and one with half a range are found')
    return 0


if __name__ == '__main__':
    if len(sys.argv) == 2 and sys.argv[1] == '--self-test':
        sys.exit(self_test())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(check(sys.argv[1]))
