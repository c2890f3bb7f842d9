"""The Textual UI on the new team paths, at 80x24 with the keyboard only: Law 86B1 (an assigned
score against the other table's result) in each language, and Law 12C4 on a board without a
result in a knockout match."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.tui.app import HelperApp
from tests.support import squash, until_shown
from tests.test_tui_assigned import choose, enter, transcript_squashed, type_text

# 4SN= not vulnerable = +420; the other table +170: 250 -> 6 IMPs (Law 78B).
B1_SUMMARY = {
    "en": "86B1, 12C1(a), 12C1(b): NS +6 IMPs, EW -6 IMPs",
    "zh": "第86条B款1项、第12条C款1项(a)、第12条C款1项(b)：南北 +6 IMP，东西 -6 IMP",
    "el": "86Β1, 12Γ1(α), 12Γ1(β): ΒΝ +6 IMPs, ΑΔ -6 IMPs",
}
KNOCKOUT_QUESTION = {"en": "Is this a knockout match?", "zh": "这是淘汰赛吗？", "el": "Είναι αγώνας knock out;"}


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_86b1_walked_end_to_end(lang):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, "1")  # no result can be obtained
        await choose(pilot, "1")  # not the Director's error
        await choose(pilot, "2")  # teams, IMPs
        assert app.dialogue.current.id == "knockout_match"
        assert squash(KNOCKOUT_QUESTION[lang]) in transcript_squashed(app)
        await choose(pilot, "1")  # not a knockout match
        assert app.dialogue.current.id == "other_table_favourable"
        await choose(pilot, "2")  # the other table's result is clearly favourable: 86B1
        await choose(pilot, "1")  # neither side vulnerable
        assert app.dialogue.current.id == "single_outcomes"
        await type_text(pilot, "4SN=")
        await enter(pilot)
        assert app.dialogue.current.id == "other_table"
        await type_text(pilot, "+170")
        await enter(pilot)
        assert app.dialogue.finished
        ruling = app.dialogue.ruling()
        assert (ruling.score.ns.imps, ruling.score.ew.imps) == (6, -6)
        on = transcript_squashed(app)
        assert squash(B1_SUMMARY[lang]) in on
        for line in render.details(ruling, lang):
            assert squash(line) in on


async def test_knockout_no_result_averaged_and_back_to_not_a_knockout():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("1", "1", "2", "2", "1", "2", "1"):  # no result, no error, teams, knockout, not 86B1, partly, none
            await choose(pilot, key)
        assert app.dialogue.current.id == "ew_session_imps"
        await enter(pilot)  # skip EW's session IMPs
        assert app.dialogue.finished
        ruling = app.dialogue.ruling()
        assert (ruling.score.ns.imps, ruling.score.ew.imps) == (Fraction(-3, 2), Fraction(3, 2))
        assert squash("12C2(a), 12C2(b), 12C4: NS -1.5 IMPs, EW +1.5 IMPs") in transcript_squashed(app)
        # Back to the knockout question (Ctrl+P five times), this time not a knockout: 0 / +3.
        for _ in range(5):
            await pilot.press("ctrl+p")
            await pilot.pause()
        assert app.dialogue.current.id == "knockout_match"
        await until_shown(pilot, app)  # the question Back shows again, read before choosing
        for key in ("1", "1", "2", "1"):
            await choose(pilot, key)
        await enter(pilot)
        ruling = app.dialogue.ruling()
        assert (ruling.score.ns.imps, ruling.score.ew.imps) == (0, 3)
