"""One answer handled and the screen updated, measured inside the app.

A headless ``HelperApp`` (Textual ``run_test``, 80x24). The benchmark installs
a timing hook: a subclass whose ``on_event`` notes the time an Enter key
arrives, and whose ``_display`` notes each frame the compositor draws after
it; the span ends at the last frame of the answer (none after it for
``QUIET``, 0.2 s: the next question or the ruling laid out, scrolled into
view, the law panel at its paragraph, drawn), and its CPU time is the
process's up to that frame. The test driver's own cost (``pilot.press``,
``pilot.pause``) is outside that span. (Until session 12 the span ended at
the first refresh with the new question or the ruling in view: a frame
scrolling the law panel after it was not counted.)

1. One answer: Enter on a choice question (the first question, choice 6,
   then Back; and the following choice questions of the ruling path).
2. A 200-result traveller (``--traveller``): Enter on the traveller
   question of the "result obtained, NOS damaged" path until the ruling
   is on screen; twice: the traveller kept after Back (Enter on the
   earlier answer offered: answered at once) and a new traveller each
   time (its Enter held 2 x ``BURST_SECONDS``, 30 ms, in case more lines
   of an unbracketed paste follow; that wait is in the wall time).
3. A pasted traveller of 10,001 results (``--big``): the paste and Enter,
   each timed the same way (the answer is taken or refused with a message).

    python benchmarks/answer.py [N] [--traveller 200] [--big 10001] [--lang en]
    python benchmarks/answer.py [N] --baseline DIR [--rounds 5]

``--baseline DIR`` times another checkout's helper (``DIR``, e.g. a ``git
archive`` of the code before a change) in the same minutes: ``--rounds``
rounds, each a fresh process of this checkout then one of ``DIR`` (each
importing its own package), N runs of figures 1 and 2 each; the medians over
all rounds of each side are printed with the load average.

``--instructions`` (with ``--baseline``; needs valgrind) runs each child under
callgrind and also counts the instructions of each span, which the machine's
load does not change (the CPU times grow with it on 2 shared cores): the
counters are zeroed when the Enter arrives (the child calls ``getppid``,
callgrind's ``--zero-before``) and dumped at each frame drawn for it
(``getpgrp``, ``--dump-before``); the span's instructions are the dumps' sum up
to its last frame (session 14). The child runs about 50 times slower; its
times are not printed.

Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The helper package of ``--code DIR`` (a baseline's child process), else of this checkout.
CODE = sys.argv[sys.argv.index("--code") + 1] if "--code" in sys.argv[:-1] else str(Path(__file__).resolve().parents[1])
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, CODE)

from _timing import summary  # noqa: E402

# As benchmarks/weighted.py has them, written out here: importing weighted.py put this
# checkout first on sys.path and imported its helper package, so a --baseline child timed
# this checkout's code, not the baseline's (session 12).
# Plausible NS scores on a 4S board, neither side vulnerable.
SCORES = (450, 420, 420, 420, 170, 140, 650, -50, -50, -100, 480, 200, -300, 0)
# The path to the traveller question: a result obtained, NS non-offending, pairs,
# neither vulnerable, the table result, yes, no serious error, the outcomes.
CHOICE_KEYS_1 = ("6", "1", "1", "1")
TABLE_RESULT = "3SN="
CHOICE_KEYS_2 = ("1", "1")
OUTCOMES_TEXT = "50 4SN=; 30 4SN+1; 20 4SN-1"


def field(n: int, seed: int = 12) -> list[int]:
    """``n`` scores drawn from :data:`SCORES` (the same as weighted.py's)."""
    import random

    rng = random.Random(seed)
    return [rng.choice(SCORES) for _ in range(n)]


QUIET = 0.2
"""Seconds without a new frame after which the screen of an answer is taken as drawn whole."""


def timed_app(lang: str):
    """A HelperApp whose Enter keys and pastes are timed from arrival to the last frame drawn for them."""
    from textual import events

    from helper.tui.app import HelperApp

    class TimedApp(HelperApp):
        spans: list[float]  # wall-clock seconds
        cpu: list[float]  # the process's CPU seconds over the same span (the machine's other load left out)
        later: int  # frames drawn before the last one of an answer (the span went on)
        held = None  # (start, cpu) of an Enter held for a paste (not yet answered)
        timing = None  # (start, cpu, frames drawn, (wall, cpu) at the last frame) of the span going on

        async def on_event(self, event: events.Event) -> None:
            paste = isinstance(event, events.Paste)
            timed = paste or (isinstance(event, events.Key) and event.key == "enter")
            if timed and COUNTING:
                os.getppid()  # callgrind: the instruction counters zeroed (--zero-before=getppid)
                self.instructions_now = 0
            start, cpu = time.perf_counter(), time.process_time()
            answers = None if paste else len(self.dialogue.answers)
            await super().on_event(event)
            if not timed:
                return
            if answers is not None and len(self.dialogue.answers) == answers and self._held_enter is not None:
                # At a traveller or outcomes question the Enter is held 2 x BURST_SECONDS
                # (30 ms) in case more lines of an unbracketed paste follow (helper.tui.app),
                # then answers or is refused (_release_enter): the span goes on until then.
                self.held = (start, cpu)
                return
            self._begin(start, cpu)

        def _release_enter(self) -> None:
            super()._release_enter()
            if self.held is not None:
                (start, cpu), self.held = self.held, None
                self._begin(start, cpu)

        def _begin(self, start: float, cpu: float) -> None:
            self.timing = [start, cpu, 0, None]
            self.set_timer(QUIET, lambda: self._quiet(0))

        def _display(self, screen, renderable) -> None:
            # Every frame the compositor hands over (Textual writes it to the terminal here).
            super()._display(screen, renderable)
            if self.timing is not None and renderable is not None:
                self.timing[2] += 1
                self.timing[3] = (time.perf_counter(), time.process_time())
                if COUNTING:
                    self.instructions_now += dumped()
                    self.timing[3] += (self.instructions_now,)
                frames = self.timing[2]
                self.set_timer(QUIET, lambda: self._quiet(frames))

        def _quiet(self, frames: int) -> None:
            # The span ends at the last frame drawn for the answer: the screen
            # laid out, scrolled (the ruling in view, the law panel at the
            # deciding paragraph) and drawn, with no frame after it for QUIET s.
            timing = self.timing
            if timing is None or timing[2] != frames or timing[3] is None:
                return  # a later frame came (its own timer decides), or none yet
            start, cpu, count, (wall_end, cpu_end, *instructions) = timing
            self.timing = None
            self.later += count - 1
            self.spans.append(wall_end - start)
            self.cpu.append(cpu_end - cpu)
            self.instructions.extend(instructions)

    app = TimedApp(lang=lang)
    app.spans, app.cpu, app.later, app.instructions = [], [], 0, []
    return app


COUNTING = "--count" in sys.argv
"""Under callgrind (``--instructions``): each span's instructions counted as well."""
_dumps = [0]


def dumped() -> int:
    """Have callgrind dump its counters (``--dump-before=getpgrp``); returns the instructions
    counted since the last dump or zeroing (each dump holds those: ``summary:``)."""
    import re

    os.getpgrp()
    _dumps[0] += 1
    text = Path(f"{os.environ['ANSWER_CALLGRIND']}.{os.getpid()}.{_dumps[0]}").read_text()
    return int(re.search(r"^summary: (\d+)", text, re.M).group(1))


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


FIGURES: dict[str, dict[str, list[float]]] = {}
"""Each figure's spans in seconds: ``{"wall": [...], "cpu": [...]}`` (``--json``)."""


def note(name: str, spans: list[float], cpu: list[float], instructions: list[int] = ()) -> None:
    FIGURES[name] = {"wall": spans, "cpu": cpu}
    if instructions:
        FIGURES[name]["instructions"] = list(instructions)


async def one_answer(runs: int, lang: str) -> None:
    app = timed_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        spans, cpu, counts = [], [], []
        for _ in range(runs + 1):  # the first warms up
            app.spans.clear()
            app.cpu.clear()
            app.instructions.clear()
            await pilot.press("6", "enter")
            await settle(pilot, app, 1)
            spans.append(app.spans[-1])
            cpu.append(app.cpu[-1])
            counts.extend(app.instructions[-1:])
            await pilot.press("ctrl+p")  # Back to the first question
            await pilot.pause()
        note("one answer", spans[1:], cpu[1:], counts[1:])
        print(f"one answer (a choice question, {lang}), Enter -> next question drawn: {summary(spans[1:])}; "
              f"CPU {summary(cpu[1:])}; first (cold) {spans[0] * 1000:.1f} ms; frames before the last: {app.later}")


async def traveller(runs: int, others: int, lang: str, new: bool = False) -> None:
    """``new``: another traveller each time (two fields in turn), not the one kept after Back."""
    from textual.widgets import Input

    texts = [", ".join(f"{s:+d}" for s in field(others, seed)) for seed in (12, 13)]
    app = timed_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_traveller(pilot, app)
        box = app.query_one("#answer", Input)
        spans, cpu, counts = [], [], []
        for run in range(runs + 1):
            text = texts[run % 2] if new else texts[0]
            box.value = text
            box.cursor_position = len(text)
            await pilot.pause()
            app.spans.clear()
            app.cpu.clear()
            app.instructions.clear()
            await pilot.press("enter")
            await settle(pilot, app, 1)
            assert app.dialogue.finished
            spans.append(app.spans[-1])
            cpu.append(app.cpu[-1])
            counts.extend(app.instructions[-1:])
            await pilot.press("ctrl+p")
            await pilot.pause()
        name = f"{others}-result traveller, {'a new one (Enter held 30 ms)' if new else 'kept after Back'}"
        note(name, spans[1:], cpu[1:], counts[1:])
        print(f"{name} ({lang}), Enter -> ruling drawn: {summary(spans[1:])}; "
              f"CPU {summary(cpu[1:])}; first (cold) {spans[0] * 1000:.1f} ms; frames before the last: {app.later}")


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


def against(args) -> None:
    """``--baseline``: rounds of a child process of this checkout, then one of the baseline's."""
    sides = {"helper": str(Path(__file__).resolve().parents[1]), "baseline": str(Path(args.baseline).resolve())}
    merged: dict[str, dict[str, dict[str, list[float]]]] = {side: {} for side in sides}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.rounds):
            for side, code in sides.items():
                env = {**os.environ, "HELPER_DATA": str(Path(folder) / side / "data"),
                       "HELPER_CACHE_DIR": str(Path(folder) / side / "cache"), "PYTHONPATH": code}
                command = [sys.executable, __file__, str(args.runs), "--traveller", str(args.traveller),
                           "--big", "0", "--lang", args.lang, "--code", code, "--json"]
                if args.instructions:
                    (Path(folder) / side).mkdir(exist_ok=True)
                    dumps = env["ANSWER_CALLGRIND"] = str(Path(folder) / side / "callgrind")
                    command = ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
                               f"--callgrind-out-file={dumps}.%p", *command, "--count"]
                done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL, cwd=folder, capture_output=True,
                                      text=True)
                if done.returncode:
                    sys.exit(f"{side} failed:\n{done.stderr}")
                for name, figure in json.loads(done.stdout.splitlines()[-1]).items():
                    for kind, values in figure.items():
                        merged[side].setdefault(name, {}).setdefault(kind, []).extend(values)
            loads.append(os.getloadavg()[0])
    for name in merged["helper"]:
        for side in sides:
            figure = merged[side][name]
            if args.instructions:
                counts = figure["instructions"]
                print(f"{side:8} {name} ({args.lang}): instructions median {statistics.median(counts) / 1e6:.2f} "
                      f"million (least {min(counts) / 1e6:.2f}, most {max(counts) / 1e6:.2f}; {len(counts)} runs)")
                continue
            print(f"{side:8} {name} ({args.lang}): CPU median {statistics.median(figure['cpu']) * 1000:.1f} ms "
                  f"(best {min(figure['cpu']) * 1000:.1f}), wall median {statistics.median(figure['wall']) * 1000:.1f} ms "
                  f"(best {min(figure['wall']) * 1000:.1f}; {len(figure['cpu'])} runs)")
    print(f"({args.rounds} alternating rounds of {args.runs} runs; load average {min(loads):.1f}-{max(loads):.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=15, help="runs per figure (default 15)")
    parser.add_argument("--traveller", type=int, default=200, help="results in the traveller (default 200)")
    parser.add_argument("--big", type=int, default=10001, help="results in the pasted traveller (default 10001)")
    parser.add_argument("--lang", default="en", help="UI language (default en)")
    parser.add_argument("--baseline", metavar="DIR", help="also time the helper of this checkout, in alternating rounds")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds with --baseline (default 5)")
    parser.add_argument("--code", metavar="DIR", help=argparse.SUPPRESS)  # the checkout whose helper is timed
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # figures as JSON, last line
    parser.add_argument("--instructions", action="store_true",
                        help="with --baseline: count each span's instructions under callgrind (valgrind)")
    parser.add_argument("--count", action="store_true", help=argparse.SUPPRESS)  # a child under callgrind
    args = parser.parse_args()
    if args.instructions and not args.baseline:
        parser.error("--instructions needs --baseline DIR")
    if args.baseline:
        against(args)
        return
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("HELPER_DATA", folder)
        asyncio.run(one_answer(args.runs, args.lang))
        asyncio.run(traveller(args.runs, args.traveller, args.lang))
        asyncio.run(traveller(args.runs, args.traveller, args.lang, new=True))
        if args.big:
            asyncio.run(big_paste(args.big, args.lang))
    if args.json:
        import helper

        assert Path(helper.__file__).resolve().parents[1] == Path(CODE).resolve(), (helper.__file__, CODE)
        print(json.dumps(FIGURES))


if __name__ == "__main__":
    main()
