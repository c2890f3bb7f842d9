"""How long the review editor's F2 takes to judge a huge paste before it saves (issue 9 §3, tester t9ar: a
48,000-character Chinese paste into a law paragraph was checked for 20-25 s at load 4 before F2 asked about its
errors, "正在检查并保存译文…" on the screen meanwhile). Not a test: run it by hand,

    .venv/bin/python benchmarks/check_paste.py [characters] [runs]

It makes a Chinese text of that many characters (default 48,000) from the shipped Chinese translations of the law
paragraphs, one after the other and over again, as a reviewer pasting a whole document into one entry does, and
prints the seconds :func:`helper.catalog.review.findings_after` (what F2 runs: the checks on the entry as it will be
saved) takes for 2017|12C1(a) with it, and for one tenth of it: work that grows linearly gives times about ten times
apart. The CPU time is printed too: on a loaded machine it says the work better than the time it took.

fix9ie, on this machine (2 cores shared by other work, load 9-11), best of 2, two rounds, 4,800 / 48,000 characters
(run from a checkout: PYTHONPATH=. so that its helper is the one timed):

- before: CPU 0.11 / 2.90-3.24 s, wall 0.29-0.35 / 7.4-8.7 s: 27 times the work for 10 times the text. Two plain
  quadratic loops: terminology.named_alone compared every glossary form found with every other (40 million
  comparisons), and check_pair filled the damaged words character by character against every damaged span.
- after: CPU 0.09 / 0.93 s, wall 0.21-0.22 / 2.3-2.6 s: about ten times, linear. The same findings (catalog check
  --all identical; named_alone the same on every text of the shipped catalogues).

F2 runs these checks twice (its question, then the save checks the entry again): the 20-25 s the tester saw at load
4 was about twice this figure and the save."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import polib

from helper.catalog.review import findings_after

REPO = Path(__file__).resolve().parent.parent


def paste(chars: int) -> str:
    """``chars`` characters of the shipped Chinese law translations, one paragraph after the other, repeated."""
    texts = [e.msgstr for e in polib.pofile(str(REPO / "locales/zh_Hans/LC_MESSAGES/laws.po"))
             if e.msgstr and not e.msgctxt.endswith("|title")]
    text = ""
    while len(text) < chars:
        text += "".join(texts)
    return text[:chars]


def main(size: int, runs: int) -> None:
    findings_after("zh", "2017|12C1(a)", REPO, "en", "laws", text="试")  # the imports and the catalogue's first read
    for chars in (size // 10, size):
        text = paste(chars)
        times, cpu = [], []
        for _ in range(runs):
            start, start_cpu = time.perf_counter(), time.process_time()
            found = findings_after("zh", "2017|12C1(a)", REPO, "en", "laws", text=text)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        print(f"{len(text):>7} characters: {min(times):6.2f} s best, {max(times):6.2f} s worst of {runs} "
              f"(CPU {min(cpu):.2f} s best; {len(found)} findings)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 48_000, int(sys.argv[2]) if len(sys.argv) > 2 else 3)
