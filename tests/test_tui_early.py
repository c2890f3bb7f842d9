"""An Enter that arrives before its question was drawn on the screen never records
anything for it: no skip of an optional question, no standard penalty, no default
(issue 7, session 10, item 1). And lines that arrive in one burst (a paste without
bracketing) are a paste at every question: refused whole where one value is asked
(item 2). Each question type: choice, number (optional, standard value, required),
result, list (optional, required). The terminal cases are in tests/test_terminal_early.py."""

from __future__ import annotations

from decimal import Decimal

import pytest
from textual import events

from helper.tui.app import BURST_SECONDS, HelperApp
from tests.support import squash
from tests.test_tui import transcript_squashed, type_line
from tests.test_tui_burst import keys_at
from tests.test_tui_keys import line, settle, status

EARLY = "Too early: Enter came before this question was shown; nothing recorded."
SKIP = EARLY + " Press Enter again to skip it."
STANDARD = EARLY + " Press Enter again for the standard penalty."
REQUIRED = EARLY + " Type the answer, then Enter."

# Teams, no result, not a knockout, no other-table result, NS partly at fault, EW in no
# way at fault, no assigned score: NS 0, EW +3 IMPs (Law 12C2(b)); then the penalty question.
TEAMS = ["no_result", "no", "teams", "no", "no", "partly", "none", None]


async def answer_values(pilot, app: HelperApp, values) -> None:
    """Answer the questions in turn with ``values`` as the Director would: a choice by its
    number and Enter, a number or text typed and Enter, None an Enter on an empty line."""
    for value in values:
        node = app.question_node
        if node.type == "choice":
            number = [c.value for c in node.choices].index(value) + 1
            await pilot.press(str(number), "enter")
            await pilot.pause()
        else:
            await type_line(pilot, "" if value is None else str(value))


def burst(app: HelperApp, keys: str, ago: float = 0.0) -> float:
    """``keys`` in one burst (CR is Enter), arrived ``ago`` seconds ago; returns the next time."""
    return keys_at(app, keys, events.Key("a", "a").time - ago)


async def at_fouled_table(pilot, app: HelperApp) -> None:
    await answer_values(pilot, app, ["fouled", "two", "none"])  # fouled, two versions, none vulnerable
    assert app.dialogue.current.id == "fouled_table"


def recorded(app: HelperApp) -> list[tuple[str, object]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


async def test_fouled_board_the_enter_after_the_result_does_not_skip_the_version_question():
    """The tester's keys: '+420' Enter Enter in one write at the fouled board's table result.
    The second Enter came before "The other results of the version played at this table" was
    drawn: it records nothing (before, the question was recorded "(skipped)" and the ruling was
    87B, 12C2(a): NS 60% = 8.4 MP, EW 60% = 8.4 MP, wrong)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_fouled_table(pilot, app)
        burst(app, "+450\r\r")
        await settle(pilot)
        assert recorded(app)[-1] == ("fouled_table", "+450")
        assert app.dialogue.current.id == "fouled_same" and len(app.dialogue.answers) == 4
        assert line(app).value == ""
        assert SKIP in status(app)
        # The Director, having read it, answers it: the version's other results.
        await type_line(pilot, "420, 420, 170, -50")
        assert recorded(app)[-1] == ("fouled_same", "420, 420, 170, -50")
        await type_line(pilot, "140, 110, -100")
        await type_line(pilot, "8")
        assert app.dialogue.finished
        # The example (B5): due 8 times, version A +450 +420 +420 +170 -50, version B
        # +140 +110 -100: +450 is 13.4 MP of a top of 14 (Neuberg), 95.71%.
        assert squash("87B: NS 95.71% = 13.4 MP, EW 4.29% = 0.6 MP") in transcript_squashed(app)


async def test_fouled_board_an_enter_after_drawn_skips_the_optional_question():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_fouled_table(pilot, app)
        burst(app, "+420\r\r")
        await settle(pilot)
        assert SKIP in status(app)
        await pilot.press("enter")  # now it is on the screen: Enter skips it
        await settle(pilot)
        assert recorded(app)[-1] == ("fouled_same", None)
        assert app.dialogue.current.id == "fouled_other"


async def test_an_enter_in_a_later_burst_but_before_the_question_was_drawn_records_nothing():
    """Not only an Enter of the same burst: any Enter that arrived before the question was
    drawn (here 30 ms after the answer's burst, a person's keystroke apart, both before)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_fouled_table(pilot, app)
        await pilot.pause(1.2)  # the table question drawn more than a second before the answer's burst
        after = burst(app, "+420\r", ago=1)
        keys_at(app, "\r", after + 2 * BURST_SECONDS)
        await settle(pilot)
        assert recorded(app)[-1] == ("fouled_table", "+420") and app.dialogue.current.id == "fouled_same"
        assert SKIP in status(app)


async def test_a_list_question_answered_in_a_burst_leaves_the_required_list_question_unanswered():
    """At a list question a trailing Enter of the burst is no blank line of a paste that goes on:
    after the list is answered it reaches the next question (required: the other version's
    results) before it was drawn, and says so."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_fouled_table(pilot, app)
        await type_line(pilot, "+420")
        burst(app, "450, 420\r\r")
        await settle(pilot)
        assert recorded(app)[-1] == ("fouled_same", "450, 420")
        assert app.dialogue.current.id == "fouled_other" and line(app).value == ""
        assert REQUIRED in status(app)


async def test_a_required_number_reached_in_a_burst_says_too_early():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_fouled_table(pilot, app)
        await type_line(pilot, "+420")
        await type_line(pilot, "")
        burst(app, "140, 110, -100\r\r")
        await settle(pilot)
        assert recorded(app)[-1] == ("fouled_other", "140, 110, -100")
        assert app.dialogue.current.id == "fouled_expected" and REQUIRED in status(app)


async def test_penalty_the_enter_after_the_side_does_not_take_the_standard_penalty():
    """The tester's keys: 3 Enter Enter at "Is there also a procedural penalty (Law 90)?". The
    second Enter came before the amount question was drawn: no standard penalty is recorded
    (before: "procedural penalty: EW -3 IMPs" without the amount question being shown)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, TEAMS)
        assert app.dialogue.finished and app.question_node.id == "penalty"
        burst(app, "3\r\r")
        await settle(pilot)
        assert recorded(app)[-1] == ("penalty", "ew")
        assert app.question_node.id == "penalty_imps"
        assert STANDARD in status(app)
        # The side alone is no penalty yet (not the standard one): the ruling shows none.
        assert app.dialogue.ruling().penalty is None
        assert squash("procedural penalty: EW") not in transcript_squashed(app)
        await pilot.press("enter")  # seen: the standard penalty of the regulations, 3 IMPs (Law 90A)
        await settle(pilot)
        assert recorded(app)[-1] == ("penalty_imps", None)
        assert squash("procedural penalty: EW -3 IMPs") in transcript_squashed(app)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_session_score_the_enter_after_the_top_does_not_skip_the_session_percentage(lang):
    """The tester's keys: 24 Enter Enter at the top question (pairs, no result, NS in no way at
    fault, EW directly at fault). NS's session percentage is not skipped; the message is
    worded in each language."""
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct", None])
        assert app.dialogue.current.id == "top"
        burst(app, "24\r\r")
        await settle(pilot)
        assert recorded(app)[-1] == ("top", Decimal(24))
        assert app.dialogue.current.id == "ns_session_pct" and line(app).value == ""
        expected = {"en": SKIP, "zh": "太早了", "el": "Πολύ νωρίς"}[lang]
        assert expected in status(app)
        await type_line(pilot, "65")
        await type_line(pilot, "")
        # NS 65% of 24 = 15.6 MP, EW 40% = 9.6 MP (Law 12C2(a), 12C2(c)).
        assert app.dialogue.finished and app.dialogue.ruling().score.ns.matchpoints == Decimal("15.6")


async def test_a_typed_answer_in_the_burst_that_starts_a_ruling_is_taken():
    """Issue 7 A5: Ctrl+N, y, 6, Enter in one write start a new ruling and answer its first
    question with choice 6 (the Director's own text, not an empty Enter)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result"])
        start = events.Key("a", "a").time
        for key in (events.Key("ctrl+n", None), events.Key("y", "y"), events.Key("6", "6"),
                    events.Key("enter", "\r")):
            key.time = start
            app.post_message(key)
        await settle(pilot)
        assert recorded(app) == [("situation", "result_damage")]


# ------------------------------------------------------------------ item 2: pastes without bracketing

async def test_an_unbracketed_paste_into_a_number_question_is_refused_whole():
    """The tester's paste at "How many times was the board due": 13 / 65 / 38 (tmux paste-buffer
    without -p) recorded 13, then NS 65% for the next question, and left 38 on the line."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct"])
        assert app.dialogue.current.id == "board_results"
        burst(app, "13\r65\r38")
        await settle(pilot)
        assert app.dialogue.current.id == "board_results" and len(app.dialogue.answers) == 5
        assert line(app).value == ""
        assert ("The keys arrived in one burst hold 3 lines or values (13 ...): this question takes one answer. "
                "Nothing was entered.") in status(app)
        await type_line(pilot, "13")  # typed: answered
        assert recorded(app)[-1] == ("board_results", Decimal(13))


async def test_an_unbracketed_paste_ending_with_enter_and_blank_lines_is_refused_whole():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct"])
        keys_at(app, "13\r\r65\r", events.Key("a", "a").time, step=BURST_SECONDS / 4)
        await settle(pilot)
        assert app.dialogue.current.id == "board_results" and line(app).value == ""
        assert "The keys arrived in one burst hold 2 lines or values (13 ...)" in status(app)


async def test_an_unbracketed_paste_into_a_choice_question_is_refused_whole():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        burst(app, "1\r1\r")
        await settle(pilot)
        assert app.dialogue.answers == [] and line(app).value == ""
        assert "The keys arrived in one burst hold 2 lines or values (1 ...)" in status(app)


async def test_the_paste_refused_leaves_the_line_as_it_was_before_it():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct"])
        await pilot.press("1")  # typed by the Director, then a paste of two lines
        await pilot.pause()
        burst(app, "3\r65")
        await settle(pilot)
        assert app.dialogue.current.id == "board_results" and line(app).value == "1"
        assert "The keys arrived in one burst hold 2 lines or values (13 ...)" in status(app)


async def test_keys_typed_apart_still_answer_one_by_one():
    """A person's keys (more than BURST_SECONDS apart): '1' then Enter is one answer (issue 7
    A1), and the number questions that follow take their own keys."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct"])
        await pilot.pause(1.2)  # the question drawn more than a second before the keys
        time = events.Key("a", "a").time - 1
        for key in "13\r":
            time = keys_at(app, key, time) + 2 * BURST_SECONDS
        await settle(pilot)
        assert recorded(app)[-1] == ("board_results", Decimal(13))
        assert app.dialogue.current.id == "ns_session_pct"  # the top is computed from 13: 24


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_the_too_early_message_is_shown_whole_at_60x16(lang):
    """The status line has two lines: the message fits them in every language, nothing cut."""
    from textual.geometry import Region

    from tests.support import squash

    app = HelperApp(lang=lang)
    async with app.run_test(size=(60, 16)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct", None])
        burst(app, "24\r\r")
        await settle(pilot)
        assert app.error and app.dialogue.current.id == "ns_session_pct"
        widget = app.query_one("#status")
        drawn = "".join(strip.text for strip in widget.render_lines(Region(0, 0, widget.size.width,
                                                                              widget.size.height)))
        assert squash(drawn) == squash(app.error)
