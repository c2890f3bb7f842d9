"""How long `catalog check` takes on one very long entry (issue 9 §2: a 640,000-character entry took
62 s when the sentence and parenthetical alignments were quadratic).  Not a test: run it by hand,

    .venv/bin/python benchmarks/check_long_entry.py [characters]

It repeats the official Greek 12C2(a) (and its English) until the entry has that many characters
(default 640,000) and prints the seconds check_pair takes for it and for one tenth of it: the two
times should be about ten times apart (linear work; the alignments look at a band of
structure._BAND sentences around the diagonal)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import polib

from helper.catalog.checks import check_pair

REPO = Path(__file__).resolve().parent.parent


def main(size: int) -> None:
    [entry] = [e for e in polib.pofile(str(REPO / "locales/el/LC_MESSAGES/laws.po")) if e.msgctxt == "2017|12C2(a)"]
    for chars in (size // 10, size):
        times = chars // (len(entry.msgstr) + 1) + 1
        source, target = " ".join([entry.msgid] * times), " ".join([entry.msgstr] * times)
        start = time.perf_counter()
        check_pair(source, target, "el", "2017|12C2(a)", "laws")
        print(f"{len(target):>9} characters: {time.perf_counter() - start:6.1f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 640_000)
