"""One answer handled and the screen updated, measured inside the app.

A headless ``HelperApp`` (Textual ``run_test``, 80x24). The benchmark installs
a timing hook: a subclass whose ``on_event`` notes the time an Enter key
arrives and asks, once the app has handled it, to be called after the next
refresh (``call_after_refresh``: after the compositor has drawn the screen
that shows the next question or the ruling). The test driver's own cost
(``pilot.press``, ``pilot.pause``) is outside that span.

1. One answer: Enter on a choice question (the first question, choice 6,
   then Back; and the following choice questions of the ruling path).
2. A 200-result traveller (``--traveller``): Enter on the traveller
   question of the "result obtained, NOS damaged" path until the ruling
   is on screen.
3. A pasted traveller of 10,001 results (``--big``): the paste and Enter,
   each timed the same way (the answer is taken or refused with a message).

    python benchmarks/answer.py [N] [--traveller 200] [--big 10001] [--lang en]

Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _timing import summary  # noqa: E402
from weighted import CHOICE_KEYS_1, CHOICE_KEYS_2, OUTCOMES_TEXT, TABLE_RESULT, field  # noqa: E402


def timed_app(lang: str):
    """A HelperApp whose Enter keys and pastes are timed from arrival to the refresh after them."""
    from textual import events

    from helper.tui.app import HelperApp

    class TimedApp(HelperApp):
        spans: list[float]  # wall-clock seconds
        cpu: list[float]  # the process's CPU seconds over the same span (the machine's other load left out)
        later: int  # refreshes that did not yet show the new screen (the span went on)

        async def on_event(self, event: events.Event) -> None:
            paste = isinstance(event, events.Paste)
            timed = paste or (isinstance(event, events.Key) and event.key == "enter")
            start, cpu = time.perf_counter(), time.process_time()
            answers = None if paste else len(self.dialogue.answers)
            await super().on_event(event)
            if timed:
                self.call_after_refresh(self._timed, start, cpu, answers)

        def _timed(self, start: float, cpu: float, answers: int | None, tries: int = 0) -> None:
            # The span ends at the refresh that shows the new screen: the ruling
            # (kept in view at the top) or else the transcript's last line (the
            # next question) laid out in the compositor's map. A refresh before
            # that (the new lines still being mounted) does not end it, nor one
            # before the answer was taken: at a traveller or outcomes question
            # the Enter is held 2 x BURST_SECONDS (30 ms) in case more lines
            # of an unbracketed paste follow (helper.tui.app), then answers.
            if answers is not None and len(self.dialogue.answers) == answers and tries < 500:
                # Not yet taken (a held Enter): look again in 2 ms, not at every idle
                # refresh (the looking would be most of the CPU time measured).
                self.set_timer(0.002, lambda: self._timed(start, cpu, answers, tries + 1))
                return
            rulings = self.query("#transcript .ruling")
            line = rulings.first() if rulings else self.query("#transcript Static").last()
            if line not in self.screen._compositor.visible_widgets and tries < 500:
                self.later += 1
                self.call_after_refresh(self._timed, start, cpu, answers, tries + 1)
                return
            self.spans.append(time.perf_counter() - start)
            self.cpu.append(time.process_time() - cpu)

    app = TimedApp(lang=lang)
    app.spans, app.cpu, app.later = [], [], 0
    return app


async def settle(pilot, app, count: int) -> None:
    """Wait until ``count`` timed spans have been noted."""
    while len(app.spans) < count:
        await pilot.pause()


async def to_traveller(pilot, app) -> None:
    from textual.widgets import Input

    box = app.query_one("#answer", Input)
    for key in CHOICE_KEYS_1:
        await pilot.press(key, "enter")
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


async def one_answer(runs: int, lang: str) -> None:
    app = timed_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        spans, cpu = [], []
        for _ in range(runs + 1):  # the first warms up
            app.spans.clear()
            app.cpu.clear()
            await pilot.press("6", "enter")
            await settle(pilot, app, 1)
            spans.append(app.spans[-1])
            cpu.append(app.cpu[-1])
            await pilot.press("ctrl+p")  # Back to the first question
            await pilot.pause()
        print(f"one answer (a choice question, {lang}), Enter -> next question drawn: {summary(spans[1:])}; "
              f"CPU {summary(cpu[1:])}; first (cold) {spans[0] * 1000:.1f} ms; refreshes before the new screen: {app.later}")


async def traveller(runs: int, others: int, lang: str) -> None:
    from textual.widgets import Input

    text = ", ".join(f"{s:+d}" for s in field(others))
    app = timed_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_traveller(pilot, app)
        box = app.query_one("#answer", Input)
        spans, cpu = [], []
        for _ in range(runs + 1):
            box.value = text
            box.cursor_position = len(text)
            await pilot.pause()
            app.spans.clear()
            app.cpu.clear()
            await pilot.press("enter")
            await settle(pilot, app, 1)
            assert app.dialogue.finished
            spans.append(app.spans[-1])
            cpu.append(app.cpu[-1])
            await pilot.press("ctrl+p")
            await pilot.pause()
        print(f"{others}-result traveller ({lang}), Enter -> ruling drawn: {summary(spans[1:])}; "
              f"CPU {summary(cpu[1:])}; first (cold) {spans[0] * 1000:.1f} ms; refreshes before the new screen: {app.later}")


async def big_paste(results: int, lang: str) -> None:
    from textual import events

    text = "\n".join(f"{s:+d}" for s in field(results))
    app = timed_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_traveller(pilot, app)
        app.spans.clear()
        app.cpu.clear()
        start = time.perf_counter()
        app.post_message(events.Paste(text))
        await settle(pilot, app, 1)
        wall = time.perf_counter() - start
        await pilot.press("enter")
        await settle(pilot, app, 2)
        status = " ".join(str(app.query_one("#status").shown_text[0]).split())[:80]
        print(f"pasted traveller of {results} results ({lang}): paste {app.spans[0] * 1000:.0f} ms "
              f"(until the driver saw it drawn {wall * 1000:.0f} ms), Enter {app.spans[1] * 1000:.0f} ms "
              f"(CPU {app.cpu[1] * 1000:.0f} ms); ruling reached: {app.dialogue.finished}; "
              f"status line: {status!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=15, help="runs per figure (default 15)")
    parser.add_argument("--traveller", type=int, default=200, help="results in the traveller (default 200)")
    parser.add_argument("--big", type=int, default=10001, help="results in the pasted traveller (default 10001)")
    parser.add_argument("--lang", default="en", help="UI language (default en)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("HELPER_DATA", folder)
        asyncio.run(one_answer(args.runs, args.lang))
        asyncio.run(traveller(args.runs, args.traveller, args.lang))
        if args.big:
            asyncio.run(big_paste(args.big, args.lang))


if __name__ == "__main__":
    main()
