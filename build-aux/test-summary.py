#!/usr/bin/env python3
# Prints "N passed, N failed[, N skipped]" from meson's testlog.json files.
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import sys

passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as log:
            for line in log:
                line = line.strip()
                if not line:
                    continue
                result = json.loads(line).get("result")
                if result in ("OK", "EXPECTEDFAIL"):
                    passed += 1
                elif result == "SKIP":
                    skipped += 1
                else:
                    failed += 1
    except FileNotFoundError:
        print(f"{path}: no test log (did the build fail?)", file=sys.stderr)
        failed += 1

line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
