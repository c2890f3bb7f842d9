"""Weighted adjusted scores at scale, and the UI's reaction to one answer.

1. ``weighted_matchpoints`` (Law 12C1(c)) on a board played at 200 tables
   (the adjusted table and a field of 199 others; ``--tables``) and 3
   weighted outcomes: the table's matchpoints and every other table's
   recomputed matchpoints, exact Fractions. Best of N runs.
2. The UI: a headless ``HelperApp`` (Textual ``run_test``, 80x24) at the
   traveller question of the "result obtained, NOS damaged" path, with a
   200-result traveller in the answer box. Timed from pressing Enter until
   the ruling's summary is drawn in the transcript; median of N. Also the
   reaction to one more key typed into that 200-result box (the as-you-type
   check on the status line), against one key typed into a short answer
   (``3SN``), medians of N: the difference is the cost of the check.

    python benchmarks/weighted.py [N]

Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _timing import ms, summary, timed  # noqa: E402
from helper.scoring.weighted import weighted_matchpoints  # noqa: E402

# Plausible NS scores on a 4S board, neither side vulnerable.
SCORES = (450, 420, 420, 420, 170, 140, 650, -50, -50, -100, 480, 200, -300, 0)
OUTCOMES = [(50, 420), (30, 450), (20, -50)]  # 3 weighted outcomes, summing to 100


def field(n: int, seed: int = 12) -> list[int]:
    rng = random.Random(seed)
    return [rng.choice(SCORES) for _ in range(n)]


def bench_scoring(tables: int, runs: int) -> None:
    others = tables - 1
    board = field(others)
    times, result = timed(lambda: weighted_matchpoints(OUTCOMES, board), runs)
    total = result.board_total
    assert total == result.top * tables / 2  # the board total is kept
    print(f"weighted_matchpoints, {tables} tables ({others} others), 3 outcomes: {summary(times)}")


# The path to the traveller question: a result obtained, NS non-offending, pairs,
# neither vulnerable, the table result, yes, no serious error, the outcomes.
CHOICE_KEYS_1 = ("6", "1", "1", "1")
TABLE_RESULT = "3SN="
CHOICE_KEYS_2 = ("1", "1")
OUTCOMES_TEXT = "50 4SN=; 30 4SN+1; 20 4SN-1"


async def bench_ui(others: int, runs: int, lang: str) -> None:
    from textual.geometry import Region
    from textual.widgets import Input, Static

    from helper.dialogue import render
    from helper.tui.app import HelperApp

    traveller = ", ".join(f"{s:+d}" for s in field(others))

    def drawn(widget) -> str:
        strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
        return "".join("".join(strip.text.split()) for strip in strips)

    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.query_one("#answer", Input)
        for key in CHOICE_KEYS_1:
            await pilot.press(key, "enter")  # a number key, then Enter: one answer
            await pilot.pause()
        box.value = TABLE_RESULT
        await pilot.press("enter")
        for key in CHOICE_KEYS_2:
            await pilot.press(key, "enter")
            await pilot.pause()
        box.value = OUTCOMES_TEXT
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.current.id == "traveller", app.dialogue.current.id

        # Baseline: one key typed into a short answer on the same question.
        base_times = []
        for _ in range(runs):
            box.value = "3SN"
            box.cursor_position = 3
            await pilot.pause()
            start = time.perf_counter()
            await pilot.press("space")
            await pilot.pause()
            base_times.append(time.perf_counter() - start)

        enter_times, key_times = [], []
        for run in range(runs + 1):  # the first run warms up
            box.value = traveller
            box.cursor_position = len(traveller)
            await pilot.pause()
            # One key typed at the end of a 200-result traveller: the as-you-type check.
            start = time.perf_counter()
            await pilot.press("space")
            await pilot.pause()
            key_time = time.perf_counter() - start
            # Enter: the ruling computed and drawn.
            start = time.perf_counter()
            await pilot.press("enter")
            expected = None
            while True:
                if app.dialogue.finished:
                    expected = expected or "".join(render.summary(app.dialogue.ruling(), lang).split())
                    rulings = app.query("#transcript .ruling")
                    if rulings and expected in drawn(rulings.first(Static)):
                        break
                await pilot.pause()
            enter_time = time.perf_counter() - start
            if run:
                key_times.append(key_time)
                enter_times.append(enter_time)
            await pilot.press("ctrl+p")  # back to the traveller question
            await pilot.pause()
        print(f"UI ({lang}), {others}-result traveller, with the test driver's cost: Enter -> ruling on screen "
              f"{summary(enter_times)}; one key typed -> status checked median {ms(statistics.median(key_times))} "
              f"(short answer: {ms(statistics.median(base_times))}). Inside the app: benchmarks/answer.py")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=7, help="runs per figure (default 7)")
    parser.add_argument("--tables", type=int, default=200, help="tables on the board, scoring figure (default 200)")
    parser.add_argument("--traveller", type=int, default=200, help="results in the UI's traveller (default 200)")
    parser.add_argument("--lang", default="en", help="UI language (default en)")
    args = parser.parse_args()
    bench_scoring(args.tables, args.runs)
    asyncio.run(bench_ui(args.traveller, args.runs, args.lang))


if __name__ == "__main__":
    main()
