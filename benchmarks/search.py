"""The law finder (issue 11): results within 30 ms of a key press, index built.

1. Building the index (``LawIndex`` on a fresh file), and opening it again
   when nothing changed (the signature check only). Best of N.
2. ``LawIndex.search`` for every Director question of
   ``tests/data/search_questions.yaml`` (86 questions, 3 languages) and every
   citation: median and worst of N runs each.
3. The UI: a headless ``HelperApp`` (Textual ``run_test``, 80x24) with the
   search screen open; one more key typed into the search line, timed from
   the key until the results list has been redrawn, against the same
   driver's cost of a key on the main screen's answer line; and the screen's
   own work for a new line (search, results list filled). Median and worst of N.

    python benchmarks/search.py [N]

Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml  # noqa: E402

from _timing import ms, summary, timed  # noqa: E402

from helper.laws.search import LawIndex  # noqa: E402

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "data" / "search_questions.yaml"


def build(n: int, folder: Path) -> None:
    builds, opens = [], []
    for run in range(n):
        path = folder / f"index{run}.sqlite3"
        start = time.perf_counter()
        LawIndex(path).close()
        builds.append(time.perf_counter() - start)
        start = time.perf_counter()
        LawIndex(path).close()
        opens.append(time.perf_counter() - start)
    print(f"build the index: best {ms(min(builds))}; open it unchanged: best {ms(min(opens))}")


def queries(n: int, folder: Path) -> None:
    index = LawIndex(folder / "index0.sqlite3")
    data = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    cases = [(q["q"], lang) for lang, qs in data["questions"].items() for q in qs]
    cases += [(c["q"], "en") for c in data["citations"]]
    times = []
    for query, lang in cases:
        runs, _result = timed(lambda: index.search(query, lang, 10), n)
        times.append((statistics.median(runs), query))
    medians = [t for t, _ in times]
    worst = max(times)
    print(f"search, {len(cases)} queries x {n}: median {ms(statistics.median(medians))}, "
          f"worst median {ms(worst[0])} ({worst[1]!r})")


async def ui(n: int) -> None:
    from helper.tui.app import HelperApp

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        # The test driver's own cost of one key: a key typed on the main screen's answer line.
        baseline = []
        for run in range(n):
            start = time.perf_counter()
            await pilot.press("1" if run % 2 == 0 else "backspace")
            await pilot.pause()
            baseline.append(time.perf_counter() - start)
        await pilot.press("backspace")
        await pilot.press("ctrl+f")
        await pilot.pause()
        for key in "wrong pocket":
            await pilot.press(key if key != " " else "space")
        await pilot.pause()
        times = []
        for run in range(n):
            key = "s" if run % 2 == 0 else "backspace"
            start = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            times.append(time.perf_counter() - start)
        screen = app.screen
        lines = iter(["wrong pockets", "wrong pocket"] * n)
        work, _result = timed(lambda: screen.run_search(next(lines)), n)
    print(f"UI, one key to redrawn results (80x24): {summary(times)}; the driver's cost of a key on the "
          f"answer line: median {ms(statistics.median(baseline))}; the search screen's own work "
          f"(search, list filled): {summary(work)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=20)
    n = parser.parse_args().n
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HELPER_DATA"] = folder
        build(min(n, 5), Path(folder))
        queries(n, Path(folder))
        asyncio.run(ui(n))


if __name__ == "__main__":
    main()
