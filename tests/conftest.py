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
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "no-such-settings.toml"))
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "helper-data"))
