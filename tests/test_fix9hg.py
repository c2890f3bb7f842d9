"""The review screen's trust defects, fix9hg (issue 9 §3, fresh tester t9ar, /work/notes/t9ar-REPORT.md):

1. After a refused ``e`` (an official Greek text) or ``n`` (a catalogue that cannot be read) the letters typed next
   ran as review commands: ``wrong`` saved a reviewed mark (``r``) and opened a note with ``g``; ``fix later``
   switched language (``l``) and marked an entry never seen. They are now dropped until a pause of a second (or
   Escape, an arrow), and the status line says so; a deliberate ``r`` after a pause still acts.
2. A blank reviewer name recorded approvals by nobody ("Approved by     and saved"): the command line refuses it
   (exit 2), the screen falls back to ``$HELPER_REVIEWER`` / the login name as the README says.
3. A read-only catalogue (chmod 444) was replaced by the save's rename and the screen said saved: it is refused
   now, the text kept; a failed rename names the catalogue, not its temporary file.

Real catalogue files in a private copy of the checkout; keys typed one at a time with pauses, as a person types. The
pauses the dropping reads are those of a clock the test steps (:class:`StepClock`): under heavy load a pilot's key came
more than a second after the one before and was taken as a deliberate command (session 42); one test
(:func:`test_a_deliberate_l_after_a_real_pause_switches_and_the_burst_before_it_is_dropped`) keeps the real clock,
where load cannot change what it sees.
"""

from __future__ import annotations

import os
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from helper.catalog.review import ReadOnlyCatalogue, _atomic_write, os_error_text, save_review
from helper.tui.edit import EditScreen
from helper.tui.holdkeys import REFUSAL_PAUSE
from helper.tui.review import ReviewApp
from tests.support import checked, po_entry, run
from tests.test_review_faults import goto, status

LAWS_EL = Path("locales/el/LC_MESSAGES/laws.po")
LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")

QUICK = 0.15
"""Seconds between the keys of a quick typist (the tester's)."""


DELIBERATE = 1.2
"""Seconds of the pause before a deliberate command after a refused ``e`` or ``n`` (above :data:`REFUSAL_PAUSE`)."""


class StepClock:
    """The clock of a screen's refusal guard (:attr:`helper.tui.holdkeys.HoldsKeys.refusal_clock`) in a test: it moves
    only when the test steps it (:meth:`step`), whatever the machine's load. A key reads the time of the last step
    made before it arrived (its Textual stamp, ``event.time``), however late it is handled; "now" (the refusal
    itself) is the last step."""

    def __init__(self) -> None:
        from textual._time import get_time

        self.steps = [(get_time(), 0.0)]  # (the real time of a step, the clock's time from then)

    def step(self, seconds: float) -> None:
        from textual._time import get_time

        self.steps.append((get_time(), self.steps[-1][1] + seconds))

    def __call__(self, event=None) -> float | None:
        if event is None:
            return self.steps[-1][1]
        when = getattr(event, "time", None)
        if when is None:
            return None
        return next((time for real, time in reversed(self.steps) if real <= when), self.steps[0][1])


def step_clock(screen) -> StepClock:
    """``screen``'s refusal guard given a :class:`StepClock` (returned)."""
    screen.refusal_clock = clock = StepClock()
    return clock


async def type_slowly(pilot, keys, pause: float = QUICK, clock: StepClock | None = None) -> None:
    """Type ``keys`` (characters, or key names in a list) one at a time, ``pause`` seconds apart (on ``clock`` too,
    stepped before each key, when given)."""
    for key in keys:
        if clock is not None:
            clock.step(pause)
        await pilot.press(" " if key == " " else key)
        await pilot.pause(pause)


def space(keys: str) -> list[str]:
    return ["space" if c == " " else c for c in keys]


@asynccontextmanager
async def review(checkout, target: str = "el", at: str | None = None, *, ui_lang: str = "en",
                 reviewer: str | None = "Nikos", size: tuple[int, int] = (80, 24)):
    """The review screen on ``checkout``'s ``target`` catalogue, in ``ui_lang``, at ``size``, its catalogues read
    and checked, on the entry ``at`` (typed at ``g``, as a person goes there) when given: yields the pilot and the
    screen. ``reviewer`` None: the name from the environment."""
    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer=reviewer)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        if at is not None:
            await goto(pilot, at)
        yield pilot, screen


def unreadable(checkout, catalogue: Path = LAWS_ZH) -> Path:
    """``catalogue`` in ``checkout`` made unreadable (a line that is no PO line appended); returns its path."""
    path = checkout / catalogue
    path.write_text(path.read_text("utf-8") + "\nthis is no PO line\n", "utf-8")
    return path


# ---------------------------------------------------------------- 1. keys typed after a refused e or n

async def test_keys_typed_after_a_refused_e_are_not_run_and_a_deliberate_r_after_a_pause_is(checkout):
    before = (checkout / LAWS_EL).read_bytes()
    async with review(checkout, "el", "12C1a") as (pilot, screen):
        assert screen.current.id == "12C1(a)"
        clock = step_clock(screen)
        await pilot.press("e")  # the official Greek: refused
        await pilot.pause(QUICK)
        assert pilot.app.screen is screen
        await type_slowly(pilot, "wrong", clock=clock)  # meant for the editor that did not open
        assert pilot.app.screen is screen
        assert not screen.query_one("#review-input").display  # no note line opened by the n
        assert (checkout / LAWS_EL).read_bytes() == before  # no reviewed mark by the r
        # why e was refused stays, the keys dropped are said after it (fix9ie)
        assert status(screen) == ("Official text (laws_text/sources/001_8288f277c47d1c23.txt), not edited here: n "
                                  "adds a note. “wrong” after a refused e: not run as commands.")
        await pilot.pause()
        clock.step(DELIBERATE)  # a pause: the next key is a command again
        await pilot.press("r")
        await pilot.pause()
    assert po_entry(checkout, LAWS_EL, "2017|12C1(a)").tcomment.startswith("reviewed: ")
    assert po_entry(checkout, LAWS_EL, "2017|12C1(a)").tcomment.endswith(" by Nikos")


async def test_a_phrase_with_a_space_after_a_refused_e_is_dropped_whole(checkout):
    """The tester's second case: ``e``, ``wrong rectification``, Enter on 12A3 saved a mark and a note "g
    rectification"; Enter and the space are dropped with the letters."""
    before = (checkout / LAWS_EL).read_bytes()
    async with review(checkout, "el", "12A3") as (pilot, screen):
        clock = step_clock(screen)
        await pilot.press("e")
        await pilot.pause(QUICK)
        await type_slowly(pilot, [*space("wrong rectification"), "enter"], clock=clock)
        assert pilot.app.screen is screen and not screen.query_one("#review-input").display
        assert status(screen).endswith("n adds a note. “wrong rectification” after a refused e: not run as commands.")
    assert (checkout / LAWS_EL).read_bytes() == before


async def test_escape_after_a_refused_e_ends_the_dropping_and_keeps_the_screen(checkout):
    before = (checkout / LAWS_EL).read_bytes()
    async with review(checkout, "el", "12A3") as (pilot, screen):
        clock = step_clock(screen)
        await pilot.press("e")
        await pilot.pause(QUICK)
        clock.step(QUICK)
        await pilot.press("escape")  # meant to close the editor that did not open: the review stays
        await pilot.pause(QUICK)
        assert pilot.app.screen is screen
        assert (checkout / LAWS_EL).read_bytes() == before
        await pilot.press("a")  # at once after Escape: a command again
        await pilot.pause()
    assert po_entry(checkout, LAWS_EL, "2017|12A3").tcomment.endswith(" by Nikos")


async def test_keys_typed_after_a_refused_n_on_an_unreadable_catalogue_do_not_switch_language(checkout):
    """The tester's third case: zh/laws.po broken, ``n``, ``fix later`` Enter: ``l`` switched to Greek and ``r``
    marked 12Β2 in el/laws.po, an entry the reviewer never saw. A deliberate ``l`` after a pause switches."""
    path = unreadable(checkout)
    before_el, before_zh = (checkout / LAWS_EL).read_bytes(), path.read_bytes()
    async with review(checkout, "zh", reviewer="R") as (pilot, screen):
        clock = step_clock(screen)
        await pilot.press("n")  # refused: the catalogue cannot be read
        await pilot.pause(QUICK)
        await type_slowly(pilot, [*space("fix later"), "enter"], clock=clock)
        assert screen.target == "zh"  # no l
        assert not screen.query_one("#review-input").display
        assert "“fix later” typed after a refused n: not run as commands." in status(screen)
        await pilot.pause()
        clock.step(DELIBERATE)
        await pilot.press("l")  # deliberate, after a pause
        await pilot.pause()
        assert screen.target == "el"
    assert (checkout / LAWS_EL).read_bytes() == before_el and path.read_bytes() == before_zh


async def test_a_deliberate_l_after_a_real_pause_switches_and_the_burst_before_it_is_dropped(checkout):
    """The guard on the real clock (:func:`helper.tui.holdkeys.arrival_time`), where load cannot change what it sees:
    ``n`` and ``fix later`` Enter arrive in one burst (every key stamped before any is handled, so none comes a second
    after the refusal); the deliberate ``l`` is pressed once they are all handled and a pause well above a second
    has passed."""
    from textual import events

    path = unreadable(checkout)
    before_el, before_zh = (checkout / LAWS_EL).read_bytes(), path.read_bytes()
    async with review(checkout, "zh", reviewer="R") as (pilot, screen):
        app = pilot.app
        for key, character in [("n", "n"), *[("space" if c == " " else c, c) for c in "fix later"], ("enter", "\r")]:
            event = events.Key(key, character)
            event.set_sender(app)
            app._driver.send_message(event)
        said = "“fix later” typed after a refused n: not run as commands."
        for _ in range(100):  # however slowly the burst is handled
            await pilot.pause(0.1)
            if said in status(screen):
                break
        assert said in status(screen)
        assert screen.target == "zh" and not screen.query_one("#review-input").display
        await pilot.pause(REFUSAL_PAUSE + 0.5)
        await pilot.press("l")  # deliberate, after a real pause
        await pilot.pause()
        assert screen.target == "el"
    assert (checkout / LAWS_EL).read_bytes() == before_el and path.read_bytes() == before_zh


async def test_keys_typed_after_a_refused_n_are_said_in_chinese(checkout):
    unreadable(checkout)
    async with review(checkout, "zh", ui_lang="zh", reviewer="R") as (pilot, screen):
        clock = step_clock(screen)
        await pilot.press("n")
        await pilot.pause(QUICK)
        reason = screen.message  # the catalogue cannot be read: said first, and kept (fix9ie)
        assert reason.startswith("无法读取目录") or "laws.po" in reason
        await type_slowly(pilot, "ok", clock=clock)
        assert screen.message.startswith(reason)
        assert screen.message.endswith("“ok”（在 n 被拒绝后输入）未作为命令执行。请稍停片刻再输入下一个命令。")


# ---------------------------------------------------------------- 2. a blank reviewer name

@pytest.mark.parametrize("name", ["", "   "])
def test_a_blank_reviewer_name_is_refused_at_start(capsys, monkeypatch, name):
    monkeypatch.setenv("LANG", "C.UTF-8")
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    code, out, err = run(capsys, "review", "--reviewer", name)
    assert (code, out) == (2, "")
    assert err == ("helper: --reviewer is empty: give the name recorded with an approval, or run without --reviewer "
                   "to use $HELPER_REVIEWER or the login name.\n")
    code, out, err = run(capsys, "review", "--lang", "zh", "--reviewer", name)  # said in the language reviewed
    assert (code, out) == (2, "")
    assert err == "helper: --reviewer 为空：请给出审定时记录的审校者姓名，或不带 --reviewer 运行以使用 $HELPER_REVIEWER 或登录名。\n"


def test_a_blank_reviewer_name_is_refused_in_greek(capsys):
    code, _out, err = run(capsys, "--lang", "el", "review", "--reviewer", " ")
    assert code == 2 and "--reviewer" in err and "HELPER_REVIEWER" in err and "is empty" not in err


@pytest.mark.parametrize("name", ["", "   "])
async def test_the_screen_falls_back_to_helper_reviewer_for_a_blank_name(checkout, monkeypatch, name):
    monkeypatch.setenv("HELPER_REVIEWER", "Nikos")
    async with review(checkout, "el", "12A3", reviewer=name) as (pilot, screen):
        await pilot.press("a")
        await pilot.pause()
        assert "Approved by Nikos and saved" in status(screen)
    assert po_entry(checkout, LAWS_EL, "2017|12A3").tcomment.endswith(" by Nikos")


async def test_a_blank_helper_reviewer_falls_back_to_the_login_name(checkout, monkeypatch):
    import getpass

    monkeypatch.setenv("HELPER_REVIEWER", "  ")
    login = getpass.getuser()
    async with review(checkout, "el", "12A3", reviewer=None) as (pilot, screen):
        await pilot.press("a")
        await pilot.pause()
        assert f"Approved by {login} and saved" in status(screen)
    assert po_entry(checkout, LAWS_EL, "2017|12A3").tcomment.endswith(f" by {login}")


# ---------------------------------------------------------------- 3. a read-only catalogue

async def test_a_note_into_a_read_only_catalogue_is_refused_and_kept_on_the_line(checkout):
    path = checkout / LAWS_ZH
    path.chmod(0o444)
    before = path.read_bytes()
    async with review(checkout, "zh", "12A3", reviewer="R") as (pilot, screen):
        await pilot.press("n")
        await pilot.pause(QUICK)
        await type_slowly(pilot, space("read only test"))
        await pilot.press("enter")
        await pilot.pause()
        assert screen.message == f"Not saved: {path}: the file is read-only"  # the catalogue named, not a .tmp
        box = screen.query_one("#review-input")
        assert box.display and box.value.endswith("read only test")  # the note typed kept
    assert path.read_bytes() == before and (path.stat().st_mode & 0o777) == 0o444


async def test_an_edit_into_a_read_only_catalogue_is_refused_and_the_text_kept(checkout):
    from tests.test_review_faults import f2_all_the_same

    path = checkout / LAWS_ZH
    path.chmod(0o444)
    before = path.read_bytes()
    async with review(checkout, "zh", "12C1a", reviewer="R") as (pilot, screen):
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(pilot.app.screen, EditScreen)
        await type_slowly(pilot, "xyz", pause=0.05)
        await f2_all_the_same(pilot)
        await pilot.pause()
        assert isinstance(pilot.app.screen, EditScreen)  # given back, not lost
        assert "xyz" in pilot.app.screen.query_one("TextArea").text
        assert "the file is read-only" in screen.message
    assert path.read_bytes() == before


def test_read_only_catalogue_and_folder_are_refused_before_writing(tmp_path):
    path = tmp_path / "laws.po"
    path.write_bytes(b"old")
    path.chmod(0o444)
    with pytest.raises(ReadOnlyCatalogue) as raised:
        _atomic_write(path, b"new")
    assert path.read_bytes() == b"old"
    assert os_error_text(raised.value, "en") == f"{path}: the file is read-only"
    assert os_error_text(raised.value, "zh") == f"{path}：该文件是只读的"
    path.chmod(0o644)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(ReadOnlyCatalogue) as raised:
            _atomic_write(path, b"new")
        assert os_error_text(raised.value, "en") == f"{path}: its folder is read-only"
    finally:
        tmp_path.chmod(0o755)
    _atomic_write(path, b"new")
    assert path.read_bytes() == b"new"


def test_a_failed_rename_names_the_catalogue_not_the_temporary_file(tmp_path):
    """The rename fails (here: the catalogue's name is a folder holding a file, as ``chattr +i`` makes it fail):
    the error names the catalogue, and no temporary file is left."""
    path = tmp_path / "laws.po"
    path.mkdir()
    (path / "inside").write_text("x")
    with pytest.raises(OSError) as raised:
        _atomic_write(path, b"new")
    assert raised.value.filename == str(path) and raised.value.filename2 is None
    assert ".tmp" not in os_error_text(raised.value, "en")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["laws.po"]


def test_save_review_into_a_read_only_catalogue_raises(checkout):
    path = checkout / LAWS_ZH
    path.chmod(0o444)
    before = path.read_bytes()
    with pytest.raises(ReadOnlyCatalogue):
        save_review("zh", "2017|12A3", note="x", root=checkout, reviewer="R")
    assert path.read_bytes() == before
    assert os.access(path, os.R_OK)
