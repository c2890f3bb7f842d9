"""The Textual UI on the path "a result was obtained, but the NOS may be damaged": a weighted split
ruling walked end to end in each language at 80x24, text answers typed key by key."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from helper.dialogue import render
from helper.tui.app import HelperApp
from tests.support import on_screen, squash

# 13 tables, neither side vulnerable: the other 12 tables' NS scores.
TRAVELLER = "450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100"
NS_SET = "50 4SN=; 50 4SN-1"  # NS (non-offending, self-inflicted part): no relief
EW_SET = "60 4SN=; 40 4SN-1"  # EW (offending): the outcome without the infraction

# Hand-computed: +420 against the 12 beats 6 (12) and ties 4 (4) = 16 MP; -50 beats 1 (2), ties 2 (2) = 4.
# NS from its set: 0.5 x 16 + 0.5 x 4 = 10 MP of 24 = 41.67%.
# EW from its set: NS would get 0.6 x 16 + 0.4 x 4 = 11.2, so EW 24 - 11.2 = 12.8 MP = 53.33%.
# The table result 3SN= (+140) is 7 MP to NS: less than 11.2 had the infraction not occurred: damaged.
SPLIT_SUMMARY = {
    "en": "12B1, 12C1(a), 12C1(b), 12C1(c), 12C1(e): NS 41.67% = 10 MP, EW 53.33% = 12.8 MP",
    "zh": "第12条B款1项、第12条C款1项(a)、第12条C款1项(b)、第12条C款1项(c)、第12条C款1项(e)："
          "南北 41.67% = 10 比赛分，东西 53.33% = 12.8 比赛分",
    "el": "12Β1, 12Γ1(α), 12Γ1(β), 12Γ1(γ), 12Γ1(ε): ΒΝ 41,67% = 10 βαθμοί αγώνα, ΑΔ 53,33% = 12,8 βαθμοί αγώνα",
}
# What the status line reads while the Director types (the parsed reading).
PREVIEW = {
    "en": {"table": "✓ NS +140", "ns": "✓ 50%: NS +420; 50%: NS -50", "ew": "✓ 60%: NS +420; 40%: NS -50",
           "traveller": "✓ 12 results: +450, +450, +420"},
    "zh": {"table": "✓ 南北 +140", "ns": "✓ 50%: 南北 +420; 50%: 南北 -50", "ew": "✓ 60%: 南北 +420; 40%: 南北 -50",
           "traveller": "✓ 12 个结果：+450, +450, +420"},
    "el": {"table": "✓ ΒΝ +140", "ns": "✓ 50%: ΒΝ +420; 50%: ΒΝ -50", "ew": "✓ 60%: ΒΝ +420; 40%: ΒΝ -50",
           "traveller": "✓ 12 αποτελέσματα: +450, +450, +420"},
}
BAD_RESULT_ERROR = {
    "en": "Impossible result: 4SN+8",
    "zh": "不可能的结果：4SN+8",
    "el": "Αδύνατο αποτέλεσμα: 4SN+8",
}
BAD_WEIGHTS_ERROR = {
    "en": "Weights must be percentages above 0 that add up to 100",
    "zh": "权重必须是大于0且合计为100的百分比",
    "el": "Τα βάρη πρέπει να είναι ποσοστά πάνω από 0 με άθροισμα 100",
}


def status(app: HelperApp) -> str:
    return squash(on_screen(app.query_one("#status", Static)))


def transcript_squashed(app: HelperApp) -> str:
    return squash("".join(on_screen(w) for w in app.query("#transcript Static")))


async def type_text(pilot, text: str) -> None:
    """Type ``text`` key by key, as a Director would (no Enter)."""
    keys = {" ": "space", ";": "semicolon"}
    for char in text:
        await pilot.press(keys.get(char, char))
    await pilot.pause()


async def ime_text(pilot, app: HelperApp, text: str) -> None:
    """Text committed by an input method, one character at a time.

    The pilot cannot press full-width punctuation (its key names, e.g.
    ``fullwidth_equals_sign``, map back to no character), so each character
    is inserted into the answer box as the terminal would deliver it.
    """
    box = app.query_one("#answer", Input)
    for char in text:
        box.insert_text_at_cursor(char)
        await pilot.pause()


async def choose(pilot, key: str) -> None:
    """Choose an answer by its number: the number key, then Enter (the key alone answers nothing)."""
    await pilot.press(key, "enter")
    await pilot.pause()


async def enter(pilot) -> None:
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_weighted_split_ruling_walked_end_to_end(lang):
    app = HelperApp(lang=lang)
    answer = None
    async with app.run_test(size=(80, 24)) as pilot:
        answer = app.query_one("#answer", Input)
        await choose(pilot, "6")  # a result was obtained, the NOS may have been damaged
        await choose(pilot, "1")  # NS non-offending
        await choose(pilot, "1")  # pairs, matchpoints
        await choose(pilot, "1")  # neither side vulnerable
        assert app.dialogue.current.id == "table_result"

        # A bad result: explained in the status line as typed, refused on Enter, and kept in the box.
        await type_text(pilot, "4SN+8")
        assert squash(BAD_RESULT_ERROR[lang]) in status(app)
        await enter(pilot)
        assert squash(BAD_RESULT_ERROR[lang]) in status(app)
        assert app.dialogue.current.id == "table_result"
        assert len(app.dialogue.answers) == 4
        assert answer.value == "4SN+8"  # not lost
        await pilot.press("end", "ctrl+u")  # clear the kept answer

        # Digits on a text question do not choose anything: "3" starts the result.
        await type_text(pilot, "3SN=")
        assert status(app) == squash(PREVIEW[lang]["table"])
        await enter(pilot)
        assert app.dialogue.variables["table_result"] == "3SN="

        await choose(pilot, "1")  # yes, the probable outcome can be estimated
        await choose(pilot, "2")  # yes, the NOS contributed to its own damage: split
        assert app.dialogue.current.id == "ns_outcomes"

        # Weights not adding up to 100: the error while typing; the answer is kept when Enter is refused.
        await type_text(pilot, "50 4SN=; 40 4SN-1")
        assert squash(BAD_WEIGHTS_ERROR[lang]) in status(app)
        await enter(pilot)
        assert app.dialogue.current.id == "ns_outcomes"
        assert answer.value == "50 4SN=; 40 4SN-1"
        await pilot.press("end", "ctrl+u")  # clear the kept answer
        await type_text(pilot, NS_SET)
        assert status(app) == squash(PREVIEW[lang]["ns"])
        await enter(pilot)

        assert app.dialogue.current.id == "ew_outcomes"
        await type_text(pilot, EW_SET)
        assert status(app) == squash(PREVIEW[lang]["ew"])
        await enter(pilot)

        assert app.dialogue.current.id == "traveller"
        await type_text(pilot, TRAVELLER[:18])  # "450, 450, 420, 420"
        assert squash("✓ 4") in status(app)
        await type_text(pilot, TRAVELLER[18:])
        assert status(app).startswith(squash(PREVIEW[lang]["traveller"]))
        await enter(pilot)

        assert app.dialogue.finished
        ruling = app.dialogue.ruling()
        assert render.summary(ruling, lang) == SPLIT_SUMMARY[lang]
        on = transcript_squashed(app)
        assert squash(SPLIT_SUMMARY[lang]) in on
        for line in render.details(ruling, lang):
            assert squash(line) in on
        # The typed answers are in the transcript as typed.
        for typed in ("3SN=", NS_SET, EW_SET):
            assert squash(typed) in on
        assert answer.value == ""
        assert status(app) == ""


async def test_chinese_full_width_typing_reads_the_same():
    """A Chinese input method gives full-width digits and punctuation: read as ASCII."""
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("6", "1", "1", "1"):
            await choose(pilot, key)
        await ime_text(pilot, app, "３ＳＮ＝")
        assert status(app) == squash(PREVIEW["zh"]["table"])
        await enter(pilot)
        await choose(pilot, "1")
        await choose(pilot, "1")  # no serious error: one set of outcomes
        await ime_text(pilot, app, "６０ ４ＳＮ＝；４０ ４ＳＮ－１")
        assert status(app) == squash(PREVIEW["zh"]["ew"])
        await enter(pilot)
        await type_text(pilot, TRAVELLER)
        await enter(pilot)
        assert app.dialogue.finished
        score = app.dialogue.ruling().score
        # 60/40: NS 11.2 MP, EW 12.8 MP (as in tests/test_dialogue_assigned.py).
        assert (float(score.ns.matchpoints), float(score.ew.matchpoints)) == (11.2, 12.8)


async def test_empty_enter_on_a_text_question_is_explained():
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("6", "1", "1", "1"):
            await choose(pilot, key)
        await enter(pilot)
        assert squash("Η ερώτηση αυτή χρειάζεται απάντηση.") in status(app)
        assert app.dialogue.current.id == "table_result"
