"""Shared test set-up: a known language and no user files.

Every test runs in English unless it asks for another language, never reads
the user's own settings file and never writes into the user's ruling record.
"""

from __future__ import annotations

import shutil

import pytest


@pytest.fixture(autouse=True)
def english_and_no_user_files(monkeypatch, tmp_path):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    # An empty settings file: the defaults (a HELPER_SETTINGS naming no file is an error, issue 10).
    # Beside tmp_path, not in it: tests list what they wrote there.
    settings = tmp_path.parent / f"{tmp_path.name}.no-settings.toml"
    settings.write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(settings))
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "helper-data"))
    # The start-up cache (helper/cache.py): one for the session, never the user's own.
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path.parent / "helper-cache"))


@pytest.fixture(autouse=True)
def questions_read_before_answered(monkeypatch):
    """Nothing is typed into a helper before a person could see it: the pilot's keys wait (at most
    30 s, tests.support.until) for the helper's first frame - the start-up frames are held, and on a
    loaded machine the first comes up to START_HOLD_SECONDS late, after the question of a resumed or
    taken-over ruling it shows was typed for (the CI run of 8f7a019: refused as too early) - and for
    a y/n question that comes without the Director's key (taking over) to be drawn: it takes no key
    that arrived before (issue 8, fresh tester 8e; helper.tui.common.ConfirmScreen.seen). Tests of
    keys typed ahead post them with their arrival time instead (tests/test_fix8h.py); a question
    the helper shows after a move (a take-over, Back, F2, a screen closed) is waited for where
    the test types its answer (tests.support.until_shown)."""
    from textual.pilot import Pilot

    from helper.tui.common import ConfirmScreen
    from tests.support import until

    press = Pilot.press

    async def read_first(self, *keys: str) -> None:
        app = self.app

        def on_screen() -> bool:
            """the helper's first frame written, a take-over question on top drawn"""
            screen = app.screen
            return getattr(app, "start_drawn", True) and (
                not isinstance(screen, ConfirmScreen) or screen.known or screen.shown is not None)

        await until(self, on_screen)
        await press(self, *keys)

    monkeypatch.setattr(Pilot, "press", read_first)


@pytest.fixture
def checkout(tmp_path):
    """A private copy of the checkout (``tmp_path / "checkout"``: :func:`tests.support.copy_checkout`) that a test
    may change: the review screen saves into it, the catalogue build reads it. A module needing another copy
    (a catalogue changed first, another place) defines its own ``checkout``."""
    from tests.support import copy_checkout

    return copy_checkout(tmp_path / "checkout")


@pytest.fixture
def state(tmp_path, monkeypatch):
    """The review's recovery directory in the user's state directory (``$XDG_STATE_HOME/helper``): where text
    kept at a hang-up goes (tests/test_review_fix9bi.py, test_review_merge21.py)."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return tmp_path / "state" / "helper" / "review-recovery"


@pytest.fixture
def root(tmp_path, monkeypatch):
    """A copy of the shipped locales/ in ``tmp_path``, used by the running helper (its translations and
    ``catalog check``); returns ``tmp_path``."""
    from helper import i18n
    from tests.support import REPO

    shutil.copytree(REPO / "locales", tmp_path / "locales")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path / "locales")
    i18n._cache.clear()
    yield tmp_path
    i18n._cache.clear()
