"""Shared test set-up: a known language and no user files.

Every test runs in English unless it asks for another language, never reads
the user's own settings file and never writes into the user's ruling record.
"""

from __future__ import annotations

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
    """A y/n question that comes without the Director's key (taking over) takes no key that arrived
    before it was drawn (issue 8, fresh tester 8e; helper.tui.common.ConfirmScreen.seen). A person
    reads it first: the pilot's keys wait for it to be drawn - on a loaded machine the first frame
    of a start can come up to START_HOLD_SECONDS late - as a person's would. Tests of keys typed
    ahead post them with their arrival time instead (tests/test_fix8h.py)."""
    from textual.pilot import Pilot

    from helper.tui.common import ConfirmScreen

    press = Pilot.press

    async def read_first(self, *keys: str) -> None:
        screen = self.app.screen
        for _ in range(100):
            if not isinstance(screen, ConfirmScreen) or screen.known or screen.shown is not None:
                break
            await self.pause(0.05)
        await press(self, *keys)

    monkeypatch.setattr(Pilot, "press", read_first)
