"""A key typed with the question in view counts whichever way the question came on the screen, even
when the after-refresh callback that stamps it as shown runs after the key (fix8l's frame stamping,
HelperApp._question_in_frame, for every path). After ``y`` to the take-over question the resumed
ruling's lines are laid out twice (the first layout resizes them, which marks them to be laid out
again): the frame showing the question carried those marks and was taken as unsure, so only the
late callback stamped it and the tester's ``3`` typed with the question in view was refused as too
early (tests/test_record_retake.py under load, clean15). Keys that came before the frame are still
refused (issue 7: tests/test_fix8l.py, tests/test_tui_early_keys.py)."""

from __future__ import annotations

import contextlib

import pytest
from textual import events

from helper.rulings import RulingStore
from helper.tui.app import TakeOverScreen
from tests.test_fix8k import other_helper
from tests.test_fix10j_internals import without
from tests.test_fix8l import LateCallbackApp
from tests.test_tui_early_keys import EARLY_KEYS, at_nos_side, keys_arrived, recorded
from tests.support import until
from tests.test_tui_keys import settle


@contextlib.asynccontextmanager
async def asked_to_take_over(tmp_path, app_class):
    """Ivy's helper (``app_class``, a :class:`LateCallbackApp`) at 80x24, her other helper holding her
    ruling (no result obtained): yields (app, pilot) at the take-over question."""
    path = tmp_path / "r.sqlite3"
    other = other_helper(path)
    try:
        with RulingStore.open(path, director="Ivy") as store:
            app = app_class(lang="en", store=store, heartbeat_seconds=3600)
            app.early_checks = ()
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause(0.3)
                assert isinstance(app.screen, TakeOverScreen)
                yield app, pilot
    finally:
        other.close()


TOO_EARLY = {"en": EARLY_KEYS, "zh": "太早了", "el": "Πολύ νωρίς"}
"""The refusal's first words in each language (F2 changes the language: the one shown after it)."""


async def held_then_typed(pilot, app: LateCallbackApp, keys: list[str], digit: str, early: bool = False) -> None:
    """Press ``keys`` (which put a question on the screen) with the question's callback held; once
    its frames are written, ``digit`` Enter arrives, then the callback is released. ``early``: the
    digit and Enter arrived before ``keys`` were pressed (typed for the question before)."""
    app.hold = True
    arrived = events.Key("a", "a").time
    await pilot.press(*keys)
    await settle(pilot)
    await pilot.pause(0.2)  # the question's frames written; its callback held
    assert app.held, "the question's callback was not held"
    keys_arrived(app, arrived if early else events.Key("a", "a").time, digit, "enter")
    await settle(pilot)
    app.release()


@pytest.mark.parametrize("keys", [["y"], ["n", "ctrl+o", "y"]])  # at once; declined, then taken with ^O
@pytest.mark.parametrize("early", [False, True])
async def test_the_answer_typed_after_the_take_over_y_frame_before_its_callback_is_taken(tmp_path, early, keys):
    """Ivy's other helper holds her ruling (no result obtained); this one asks to take it over, y.
    The ruling's next question ("Did the Director cause the irregularity?" in effect: the second of
    PAIRS_TO_SCORE) is drawn, 1 Enter arrives, then the callback runs: 1 (No) is applied. Come
    before the y (``early``): refused as too early, nothing recorded."""
    async with asked_to_take_over(tmp_path, LateCallbackApp) as (app, pilot):
        await pilot.pause(0.1)  # the take-over question read
        await held_then_typed(pilot, app, keys, "1", early)
        if early:
            assert EARLY_KEYS in (app.error or "") and recorded(app) == [("situation", "no_result")]
        else:
            assert EARLY_KEYS not in (app.error or "")
            assert recorded(app) == [("situation", "no_result"), ("director_error", "no")]


@pytest.mark.parametrize("lang, keys, digit, expected", [
    ("en", ["ctrl+p"], "6", [("situation", "result_damage")]),  # Back: the first question again; 6 (damage)
    ("en", ["f2"], "1", [("situation", "result_damage"), ("nos_side", "ns")]),  # another language: 中文
    ("el", ["f2"], "1", [("situation", "result_damage"), ("nos_side", "ns")]),  # Ελληνικά -> English
    ("en", ["f1", "escape"], "1", [("situation", "result_damage"), ("nos_side", "ns")]),  # the help closed over it
])
@pytest.mark.parametrize("early", [False, True])
async def test_the_answer_typed_after_the_question_s_frame_on_each_path_is_taken(lang, keys, digit, expected, early):
    """At "Which side is non-offending?": ``keys`` put a question on the screen again; its frames
    written, ``digit`` Enter arrives, then the callback runs: the digit answers it. Come before
    ``keys`` (``early``): refused as too early, nothing recorded."""
    app = LateCallbackApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_nos_side(pilot, app)
        await held_then_typed(pilot, app, keys, digit, early)
        if early:
            assert app.error.startswith(TOO_EARLY[app.lang]) and recorded(app) == expected[:-1]
        else:
            assert EARLY_KEYS not in (app.error or "")
            assert recorded(app) == expected


class FramesApp(LateCallbackApp):
    """Notes, at each frame written on the main screen, whether the question's callback was still
    queued and whether the question was stamped as shown."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.frames: list[tuple[bool, bool]] = []

    def _display(self, screen, renderable) -> None:
        queued = any(getattr(callback, "func", None) == self._question_drawn
                     for callback, _sender in getattr(screen, "_callbacks", ()))
        super()._display(screen, renderable)
        if self.hold and screen is self.screen_stack[0]:
            self.frames.append((queued, self._question_shown is not None))


@pytest.mark.parametrize("timer", [True, False])
async def test_the_take_over_y_question_is_stamped_by_the_frame_before_its_callback(tmp_path, monkeypatch, timer):
    """On a host where the callback runs as Textual queues it (right after the frames that laid the
    resumed ruling out twice), only the frame written before it can stamp the question in time for
    a key typed then: it is that frame, its callback still queued. Under a Textual without
    Screen._on_timer_update (``timer`` False) the resize marks cannot be told from changes not
    drawn: that frame is unsure (a later one, or the callback, stamps it)."""
    if not timer:
        without(monkeypatch, "_on_timer_update")
    async with asked_to_take_over(tmp_path, FramesApp) as (app, pilot):
        app.hold = True
        await pilot.press("y")
        await settle(pilot)
        # A later frame stamps it when the queued one is unsure: on a loaded machine later than any fixed pause
        # (the fresh-clone run of 6338134 under load: "never stamped by a frame" after 0.2 s)
        # (10 s was too short for a fresh-clone run of m46 beside four busy engineers: 30 s, done as soon as it is)
        await until(pilot, lambda: any(shown for _, shown in app.frames), 30)
        stamped = [queued for queued, shown in app.frames if shown]
        assert stamped, "never stamped by a frame"
        assert stamped[0] is timer, app.frames
        app.release()
