"""A record on a read-only mount is reported as read-only, not "permission denied"
(issue 7 C5; session 10, item 3): an existing rulings.sqlite3 in a directory bind-mounted
read-only made SQLite say "unable to open database file", which was worded as a permission
problem. Uses a real bind mount: skipped where the tests cannot mount (not root)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from helper.rulings import RulingStore, StoreError
from helper.rulings.messages import open_error
from helper.tui.app import HelperApp
from tests.support import on_screen


@pytest.fixture
def read_only_record(tmp_path):
    """A directory holding an existing record, bind-mounted read-only over itself."""
    directory = tmp_path / "data"
    directory.mkdir()
    with RulingStore.open(directory / "rulings.sqlite3"):
        pass
    mounted = subprocess.run(["mount", "--bind", str(directory), str(directory)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("cannot bind-mount here (not root)")
    try:
        remounted = subprocess.run(["mount", "-o", "remount,ro,bind", str(directory), str(directory)],
                                   capture_output=True)
        if remounted.returncode != 0:
            pytest.skip("cannot remount read-only here")
        yield directory / "rulings.sqlite3"
    finally:
        subprocess.run(["umount", str(directory)], capture_output=True)


def test_opening_a_record_on_a_read_only_mount_says_read_only(read_only_record: Path):
    with pytest.raises(StoreError) as caught:
        RulingStore.open(read_only_record)
    assert caught.value.reason == "readonly"
    assert open_error(caught.value, "en") == (
        f"The ruling record cannot be opened ({read_only_record}: the record or its directory is read-only): "
        "the rulings made in this window are not recorded.")


async def test_the_screen_says_read_only_and_keeps_it(read_only_record: Path):
    with pytest.raises(StoreError) as caught:
        RulingStore.open(read_only_record)
    app = HelperApp(lang="en", store_error=caught.value)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "enter")
        await pilot.pause()
        text = " ".join(on_screen(app.query_one("#record")).split())
        assert "the record or its directory is read-only" in text and "permission" not in text


def test_the_command_line_says_read_only(read_only_record: Path):
    import os
    import sys

    env = {**os.environ, "HELPER_DATA": str(read_only_record.parent), "LANGUAGE": "", "LC_ALL": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "helper", "rulings", "list"], capture_output=True, text=True,
                          env=env, cwd=Path(__file__).resolve().parent.parent)
    assert "Traceback" not in done.stderr
    # Listing reads only: it works on a read-only record, or says read-only, never "permission denied".
    assert "permission denied" not in done.stderr + done.stdout
