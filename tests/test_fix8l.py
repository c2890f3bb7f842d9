"""A key typed with the question in view counts even when the after-refresh callback that
stamped the question as shown runs after it (fix8l: on a loaded host the frame with the question
was written, the Director read it and typed, and the key was handled before that callback:
refused as "Too early"). The question is shown when its frame is written (HelperApp._display),
when that frame is sure to contain it; keys that came before it are still refused (issue 7:
tests/test_tui_early_keys.py)."""

from __future__ import annotations

from textual import events

from helper.tui.app import HelperApp
from tests.test_tui_early_keys import EARLY_KEYS, at_nos_side, keys_arrived, recorded
from tests.support import PAIRS_TO_SCORE
from tests.test_tui_keys import settle


class LateCallbackApp(HelperApp):
    """The helper whose question-drawn callbacks (_question_drawn) run only when released, as on
    a host too loaded to run them before the next key is handled."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.hold = False
        self.held: list[int] = []

    def _question_drawn(self, epoch: int) -> None:
        if self.hold:
            self.held.append(epoch)
            return
        super()._question_drawn(epoch)

    def release(self) -> None:
        self.hold = False
        for epoch in self.held:
            super()._question_drawn(epoch)
        self.held.clear()


async def next_question_held(pilot, app: LateCallbackApp) -> None:
    """At "Which side is non-offending?" 1 Enter: "How is the board scored?" drawn (its frame
    written), its after-refresh callback held."""
    await at_nos_side(pilot, app)
    app.hold = True
    await pilot.press("1", "enter")
    await settle(pilot)
    await pilot.pause(0.1)


async def test_a_digit_typed_after_the_question_s_frame_before_its_callback_answers():
    """At "Which side is non-offending?" 1 Enter (North-South) brings "How is the board scored?";
    its frame is written, then 1 Enter arrives, then the callback runs: the 1 answers the question
    on the screen (Pairs, matchpoints), not refused as too early."""
    app = LateCallbackApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await next_question_held(pilot, app)
        assert app.held, "the question's callback was not held"
        question = app.dialogue.current.id
        before = recorded(app)
        keys_arrived(app, events.Key("a", "a").time, "1", "enter")  # typed after that frame
        await settle(pilot)
        assert EARLY_KEYS not in (app.error or "")
        assert recorded(app)[:len(before)] == before and len(recorded(app)) == len(before) + 1
        assert question == "scoring" and recorded(app)[-1] == ("scoring", "mp")  # 1. Pairs, matchpoints
        app.release()


async def test_a_digit_that_came_before_the_question_s_frame_is_still_refused():
    """The same, the 1 Enter arrived before the frame with the next question was written (typed
    for the question before): refused, nothing recorded, even with the callback held."""
    app = LateCallbackApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_nos_side(pilot, app)
        app.hold = True
        arrived = events.Key("a", "a").time
        await pilot.press("1", "enter")
        await settle(pilot)
        await pilot.pause(0.1)
        before = recorded(app)
        keys_arrived(app, arrived, "1", "enter")
        await settle(pilot)
        assert EARLY_KEYS in app.error
        assert recorded(app) == before
        app.release()


async def test_the_penalty_side_typed_after_its_frame_before_its_callback_answers():
    """A pairs ruling walked to its score: the question after it (a procedural penalty's side) is
    asked on the answer line's placeholder, the ruling in view. Its frame written, 3 Enter arrives,
    then the callback runs: 3 (East-West, as in test_record_retake's tmux steps) is taken."""
    app = LateCallbackApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        for key in PAIRS_TO_SCORE[:-1]:
            await pilot.press(key)
            await settle(pilot)
        await pilot.pause(0.1)
        app.hold = True
        await pilot.press(PAIRS_TO_SCORE[-1])
        await settle(pilot)
        await pilot.pause(0.1)  # the score and the penalty question drawn; the callback held
        assert app.held and app.dialogue.finished and app.question_node.id == "penalty"
        before = recorded(app)
        keys_arrived(app, events.Key("a", "a").time, "3", "enter")
        await settle(pilot)
        assert "Too early" not in (app.error or "")
        assert recorded(app)[len(before):] == [("penalty", "ew")]
        app.release()
