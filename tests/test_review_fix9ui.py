"""Review-screen faults a fresh reviewer found (issue 9, tester9b, round 2): approving a fuzzy entry
judges the checks as they will be after approval; keys typed while the editor opens are kept in order.
Real catalogue files in a private copy of the checkout; Pilot."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from helper.tui.review import ReviewApp
from helper.catalog.checks import apply_baseline, check_catalogues
from tests.support import copy_checkout, po_entry
from tests.test_review_faults import goto, status

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


async def test_approving_a_fuzzy_entry_asks_about_the_errors_it_will_have(checkout):
    # 12C2(c) zh is fuzzy (1997 Law 88): "60％ ... 40%" has the 2017 "40%" missing and a sentence fewer;
    # while fuzzy these are warnings, once approved `catalog check` reports both as errors.
    before = (checkout / LAWS_ZH).read_bytes()
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(c)").fuzzy
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await goto(pilot, "12C2(c)")
        view = screen.current.langs["zh"]
        assert view.status == "fuzzy"
        assert not [f for f in view.findings if f.severity == "error" and f.accepted is None]  # none while fuzzy
        await pilot.press("a")
        await pilot.pause()
        assert status(screen).startswith("Once approved (fuzzy cleared) this entry has 2 open errors: ")
        assert "number" in status(screen) and "sentences" in status(screen)
        assert (checkout / LAWS_ZH).read_bytes() == before  # asked, nothing saved
        await pilot.press("down")  # any other key cancels
        await pilot.pause()
        assert "Once approved" not in status(screen)
        await pilot.press("up")
        await pilot.pause()
        assert screen.current.id == "12C2(c)"
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("a")  # the second a approves it all the same
        await pilot.pause()
    entry = po_entry(checkout, LAWS_ZH, "2017|12C2(c)")
    assert not entry.fuzzy
    assert entry.tcomment.endswith(f"reviewed: {date.today().isoformat()} by R")
    # and `catalog check` indeed reports them as errors now
    new, _accepted = apply_baseline(check_catalogues(checkout, ("zh",), ("laws",), pairs=False, laws_1997=False))
    assert sorted(f.check for f in new if f.paragraph == "2017|12C2(c)" and f.severity == "error") == \
        ["number", "sentences"]


async def test_approving_a_fuzzy_entry_asks_in_chinese(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await goto(pilot, "12C2(c)")
        await pilot.press("a")
        await pilot.pause()
        assert "、" in status(screen) and "2" in status(screen)
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(c)").fuzzy
