"""An unnamed Director who reconnects over SSH gets a new login session (a new
terminal, so a new key of the ruling in progress): the ruling he left open in
another login of the same OS user is offered for take-over, also while the
helper tmux kept alive there still runs (issue 7, the last items, item 1).

Real SQLite files and real other helper processes (tests/record_support.py);
the app through Textual's pilot.
"""

from __future__ import annotations

import os
import sqlite3

import pytest

from helper.rulings import RulingStore, session_key
from helper.tui.app import TakeOverScreen
from tests.record_support import Beside
from tests.support import squash, until_shown

USER = session_key().split("@")[0]
OLD = f"session:{USER}@/dev/pts/3"  # the login the SSH link dropped from
OLDER = f"session:{USER}@/dev/pts/5"
NEW = f"session:{USER}@/dev/pts/4"  # the login the Director came back on


@pytest.fixture
def beside(tmp_path):
    """The app beside other helpers on the record tmp_path / r.sqlite3 (tests/record_support.py)."""
    setup = Beside(tmp_path)
    yield setup
    setup.close()


def drafts(path) -> dict[str, str]:
    with sqlite3.connect(path) as connection:
        return dict(connection.execute("SELECT key, answers FROM draft").fetchall())


def new_login(path, **kwargs) -> RulingStore:
    store = RulingStore.open(path, **kwargs)
    store.key = NEW
    return store


async def test_a_live_helper_of_another_login_is_offered_and_taken_over_on_yes(beside):
    path = beside.path
    other = beside.holder(OLD)
    started = RulingStore.open(path).owner(OLD).started[11:16]
    async with beside.app("en", key=NEW) as (app, pilot, store):
        assert isinstance(app.screen, TakeOverScreen)
        assert squash(app.screen.message) == squash(
            f"A ruling started at {started} (UTC) in another login (pts/3, process {other.pid}) is still "
            "open: take it over? That helper will no longer save it. (y / n)")
        await pilot.press("enter")  # Enter does not answer it
        await pilot.pause()
        assert isinstance(app.screen, TakeOverScreen) and app.dialogue.answers == []
        await pilot.press("y")
        await pilot.pause()
        assert app.owns_draft and store.key == OLD
        assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        await until_shown(pilot, app)  # the ruling taken over, read before typing
        await pilot.press("2", "enter")  # director_error: yes
        await pilot.pause()
        # The old helper, woken or still running, can no longer overwrite the newer state.
        assert other.command("save") == f"lost {os.getpid()}"
        assert other.command("beat") == f"lost {os.getpid()}"
    assert drafts(path)[OLD] == '[["situation", "no_result"], ["director_error", "yes"]]'
    assert drafts(path)[NEW] == "[]"


async def test_no_leaves_it_there_and_ctrl_o_asks_again(beside):
    other = beside.holder(OLD)
    async with beside.app("zh", key=NEW) as (app, pilot, store):
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, TakeOverScreen)
        assert app.owns_draft and store.key == NEW and app.dialogue.answers == []
        assert app.notice == "该裁决仍在另一个登录中未完成：按 ^O 会再次询问是否接管。"  # how to be asked again
        assert other.command("save") == "ok"  # still the other helper's
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, TakeOverScreen)
        assert f"在另一个登录（pts/3，进程 {other.pid}）中开始的裁决仍未完成" in app.screen.message
        await pilot.press("y")
        await pilot.pause()
        assert store.key == OLD
        assert [a.node for a in app.dialogue.answers] == ["situation", "director_error"]  # its newer save
        assert other.command("save") == f"lost {os.getpid()}"


async def test_with_several_the_latest_saved_is_asked_first_and_n_asks_about_the_next(beside):
    path = beside.path
    older = beside.holder(OLDER)
    old = beside.holder(OLD)
    with sqlite3.connect(path) as connection:  # pts/5 saved at 13:50, pts/3 at 14:02
        connection.execute("UPDATE draft SET saved = '2026-12-01T13:50:00+00:00' WHERE key = ?", (OLDER,))
        connection.execute("UPDATE draft SET saved = '2026-12-01T14:02:00+00:00' WHERE key = ?", (OLD,))
    async with beside.app("en", key=NEW) as (app, pilot, store):
        message = squash(app.screen.message)
        assert squash(f"(pts/3, process {old.pid})") in message
        assert message.endswith(squash("1 more ruling of yours is open in another login: n asks about it "
                                       "next."))
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TakeOverScreen)
        assert f"(pts/5, process {older.pid})" in app.screen.message
        assert "more ruling" not in app.screen.message
        await pilot.press("y")
        await pilot.pause()
        assert store.key == OLDER and app.owns_draft
        assert older.command("save") == f"lost {os.getpid()}"
        assert old.command("save") == "ok"  # the one left there is untouched


async def test_another_users_and_a_named_directors_are_never_offered(beside):
    stranger = beside.holder("session:someoneelse@/dev/pts/3")
    named = beside.holder("director:anna")
    async with beside.app("en", key=NEW) as (app, pilot, store):
        assert not isinstance(app.screen, TakeOverScreen)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert not isinstance(app.screen, TakeOverScreen)
        assert app.notice == "This helper already holds the ruling in progress."
        assert store.key == NEW
    assert stranger.command("save") == named.command("save") == "ok"


async def test_a_named_director_is_not_offered_an_unnamed_login(beside):
    path = beside.path
    beside.holder(OLD)
    with RulingStore.open(path, director="Anna") as store:
        assert store.other_logins() == []


async def test_a_login_with_its_own_ruling_in_progress_is_not_asked(beside):
    path = beside.path
    beside.holder(OLD)
    with new_login(path) as store:  # this login's own ruling in progress, left by an ended helper
        store.claim_draft()
        store.save_draft("en", [("situation", "no_result"), ("director_error", "yes")])
    async with beside.app("en", key=NEW) as (app, pilot, store):
        assert not isinstance(app.screen, TakeOverScreen)
        assert [a.value for a in app.dialogue.answers] == ["no_result", "yes"]


async def test_a_ruling_finished_there_since_the_question_is_not_taken(beside):
    other = beside.holder(OLD)
    async with beside.app("en", key=NEW) as (app, pilot, store):
        assert isinstance(app.screen, TakeOverScreen)
        assert other.command("clear") == "ok"  # finished in the old window meanwhile
        await pilot.press("y")
        await pilot.pause()
        assert store.key == NEW and app.dialogue.answers == []
        assert app.notice == ("That ruling changed since the question (finished, or taken by another helper): "
                              "it was not taken over.")
    assert other.command("save") == "ok"


def test_a_terminal_used_before_takes_on_the_ruling_an_ended_helper_left(tmp_path):
    """A login whose terminal had an empty row from an earlier helper still takes on the
    ruling a helper that has ended left in another login (a row was enough to refuse before)."""
    path = tmp_path / "r.sqlite3"
    with new_login(path) as earlier:  # pts/4 used before: an empty row, unheld
        earlier.claim_draft()
    with RulingStore.open(path) as old:
        old.key = OLD
        old.claim_draft()
        old.save_draft("en", [("situation", "no_result")])  # then the helper ends (released)
    with new_login(path) as store:
        assert store.claim_draft().owned
        assert store.load_draft().answers == [("situation", "no_result")]
    assert drafts(path) == {NEW: '[["situation", "no_result"]]'}


async def test_the_offer_names_the_helper_holding_it_now_not_the_login_it_began_in(beside):
    """Issue 7 (a fresh tester, session 8): A began a ruling on pts/3; B, on pts/7, took it over;
    C was offered it as "(pts/3 ...)" though the live helper was B on pts/7. The offer names the
    current holder's terminal and process, and when the ruling began (not when B claimed it)."""
    path = beside.path
    first = beside.holder(OLD)  # A, on pts/3
    with sqlite3.connect(path) as connection:  # the ruling began at 14:02; A claimed it at 13:58
        connection.execute("UPDATE draft SET begun = '2026-12-01T14:02:00+00:00', "
                           "started = '2026-12-01T13:58:00+00:00' WHERE key = ?", (OLD,))
    second = beside.holder(OLDER, terminal="pts/7", take_over=True)  # B, on pts/7, takes it over
    assert first.command("save") == f"lost {second.pid}"
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT pid, terminal, begun FROM draft WHERE key = ?", (OLD,)).fetchone() == (
            second.pid, "pts/7", "2026-12-01T14:02:00+00:00")
    with new_login(path) as store:
        store.terminal = "pts/4"
        [login] = store.other_logins()
        assert (login.key, login.terminal, login.owner.pid, login.owner.terminal, login.begun) == (
            OLD, "pts/7", second.pid, "pts/7", "2026-12-01T14:02:00+00:00")
    async with beside.app("el", key=NEW) as (app, pilot, store):  # C, on pts/4
        assert isinstance(app.screen, TakeOverScreen)
        assert squash(app.screen.message) == squash(
            f"Μια απόφαση που ξεκίνησε στις 14:02 (UTC) σε άλλη σύνδεση (pts/7, διεργασία {second.pid}) είναι "
            "ακόμη ανοιχτή: να αναληφθεί; Εκείνο το παράθυρο του helper δεν θα την αποθηκεύει πλέον. (y / n)")
        await pilot.press("y")
        await pilot.pause()
        assert app.owns_draft and store.key == OLD
        assert second.command("save") == f"lost {os.getpid()}"
    with sqlite3.connect(path) as connection:  # released by C on exit, where C last held it kept
        assert connection.execute("SELECT owner, terminal FROM draft WHERE key = ?", (OLD,)).fetchone() == (
            None, "pts/4")


async def test_a_take_over_question_on_the_same_login_names_the_holders_terminal(beside):
    """The same login's (or a named Director's) ruling held by a live helper: the question names its
    process, host and terminal."""
    other = beside.holder(OLD, terminal="pts/9")
    with sqlite3.connect(beside.path) as connection:
        connection.execute("UPDATE draft SET begun = '2026-12-01T09:05:00+00:00' WHERE key = ?", (OLD,))
    async with beside.app("en", key=OLD) as (app, pilot, store):
        assert isinstance(app.screen, TakeOverScreen)
        import socket
        assert squash(app.screen.message) == squash(
            f"Take over the ruling in progress, started at 09:05 (UTC), now held by process {other.pid} on "
            f"{socket.gethostname()} (pts/9)? That helper still holds it; it will no "
            "longer save it. (y / n)")
