"""The ruling record: a real SQLite file, the draft autosave and its owner, list and export.

Other helpers are real processes (``HOLDER`` below), stopped and woken with
real signals; no mocks.
"""

from __future__ import annotations

import csv
import errno
import json
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from helper.cli import main
from helper.dialogue.engine import Dialogue
from helper.dialogue.render import summary
from helper.rulings import Draft, DraftLost, RulingStore, StoreError, classify
from tests.record_support import Holders
from tests.support import REPO, run

FOULED = ["no_result", "no", "pairs", "none", "direct", "13", "65", None]  # due 13 times: top 24

@pytest.fixture
def holder():
    holders = Holders()
    yield holders.start
    holders.close()


def finished_dialogue() -> Dialogue:
    dialogue = Dialogue()
    for answer in FOULED:
        dialogue.answer(answer)
    return dialogue


def draft_row(path: Path):
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT answers, owner, pid FROM draft WHERE id = 1").fetchone()


# ---------------------------------------------------------------- the draft

def test_draft_is_replaced_then_cleared(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        assert store.claim_draft().how == "free"
        assert store.load_draft() is None
        store.save_draft("en", [("situation", "no_result")])
        store.save_draft("zh", [("situation", "no_result"), ("director_error", "no")])
        draft = store.load_draft()
        assert draft.lang == "zh" and draft.answers == [("situation", "no_result"), ("director_error", "no")]
        assert draft.damaged is None
        store.clear_draft()
        assert store.load_draft() is None


def test_restore_replays_and_stops_at_an_answer_that_no_longer_fits():
    dialogue = Dialogue()
    assert dialogue.restore([("situation", "no_result"), ("director_error", "no"), ("form", "pairs"),
                             ("ns_fault", "none"), ("ew_fault", "direct"), ("board_results", "13")]) == 6
    assert dialogue.current.id == "ns_session_pct"
    assert dialogue.restore([("situation", "no_result"), ("renamed_question", "x")]) == 1
    assert dialogue.restore([("situation", "no_result"), ("director_error", "maybe")]) == 1


def test_a_draft_cannot_be_saved_without_the_claim(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        with pytest.raises(DraftLost):
            store.save_draft("en", [("situation", "no_result")])
        assert store.load_draft() is None


def test_quitting_releases_the_claim_and_keeps_the_draft(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        store.claim_draft()
        store.save_draft("en", [("situation", "no_result")])
        assert draft_row(path) == ('[["situation", "no_result"]]', store.token, os.getpid())
    assert draft_row(path) == ('[["situation", "no_result"]]', None, None)
    with RulingStore.open(path) as store:
        assert store.claim_draft().how == "free"  # at once: no waiting for staleness
        assert store.load_draft().answers == [("situation", "no_result")]


def test_a_record_from_before_the_claims_is_upgraded_and_resumed(tmp_path):
    path = tmp_path / "r.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.executescript("""
            CREATE TABLE draft (id INTEGER PRIMARY KEY CHECK (id = 1), saved TEXT NOT NULL, lang TEXT NOT NULL,
                                answers TEXT NOT NULL);
            INSERT INTO draft VALUES (1, '2026-11-30T14:02:00+00:00', 'el', '[["situation", "no_result"]]');""")
    with RulingStore.open(path) as store:
        assert store.claim_draft().how == "free"
        assert store.load_draft() == Draft("2026-11-30T14:02:00+00:00", "el", [("situation", "no_result")])


# ---------------------------------------------------------------- one owner (issue A6)

def test_a_live_helper_keeps_the_ruling_unless_the_director_takes_over(tmp_path, holder):
    path = tmp_path / "r.sqlite3"
    other = holder(path)
    with RulingStore.open(path) as store:
        claim = store.claim_draft()
        assert (claim.owned, claim.how, claim.previous.pid) == (False, "busy", other.pid)
        with pytest.raises(DraftLost):
            store.save_draft("en", [])
        assert other.command("beat") == "ok"
        claim = store.claim_draft(take_over=True)
        assert (claim.owned, claim.how, claim.previous.pid) == (True, "taken", other.pid)
        assert store.load_draft().answers == [("situation", "no_result")]
        store.save_draft("en", [("situation", "no_result"), ("director_error", "no")])
        # The other helper can no longer write the ruling in progress; it learns who took it.
        assert other.command("save") == f"lost {os.getpid()}"
        assert other.command("beat") == f"lost {os.getpid()}"
        assert other.command("clear") == f"lost {os.getpid()}"
        assert store.load_draft().answers == [("situation", "no_result"), ("director_error", "no")]


def test_a_stopped_helper_is_taken_over_when_stale_and_cannot_overwrite_when_it_wakes(tmp_path, holder):
    path = tmp_path / "r.sqlite3"
    other = holder(path)
    os.kill(other.pid, signal.SIGSTOP)  # the SSH link hangs: stopped, not killed
    with RulingStore.open(path, stale_seconds=1.0) as store:
        assert store.claim_draft().how == "busy"  # its heartbeat is still fresh
        time.sleep(1.3)
        claim = store.claim_draft()
        assert (claim.owned, claim.how, claim.previous.pid) == (True, "stale", other.pid)
        assert store.load_draft().answers == [("situation", "no_result")]
        store.save_draft("en", [("situation", "no_result"), ("director_error", "no")])
        os.kill(other.pid, signal.SIGCONT)  # it wakes and tries to save its older state
        assert other.command("save") == f"lost {os.getpid()}"
        assert store.load_draft().answers == [("situation", "no_result"), ("director_error", "no")]
        store.heartbeat()  # still ours


def test_a_helper_whose_process_ended_is_taken_over_at_once(tmp_path, holder):
    path = tmp_path / "r.sqlite3"
    other = holder(path)
    other.process.stdin.write("die\n")
    other.process.stdin.flush()
    other.process.wait(10)
    with RulingStore.open(path) as store:  # default: stale only after 30 s of silence
        claim = store.claim_draft()
        assert (claim.owned, claim.how, claim.previous.pid) == (True, "gone", other.pid)
        assert store.load_draft().answers == [("situation", "no_result")]


# ---------------------------------------------------------------- damaged values (issue C4)

@pytest.mark.parametrize("raw, problem", [
    ('[["situation", "no_res', "Unterminated string starting at: line 1 column 16 (char 15)"),
    (b'[["situation", "\xff"]]', "answers: not UTF-8 text"),
    ('{"situation": "no_result"}', "answers: not a list of [question, answer] pairs"),
])
def test_a_damaged_draft_is_set_aside_and_a_fresh_ruling_starts(tmp_path, raw, problem, monkeypatch, capsys):
    path = tmp_path / "rulings.sqlite3"
    RulingStore.open(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("INSERT INTO draft (id, saved, lang, answers) VALUES (1, '2026-11-30T14:02:00+00:00', "
                           "'en', ?)", (raw,))
    with RulingStore.open(path) as store:
        store.claim_draft()
        draft = store.load_draft()
        assert (draft.answers, draft.damaged) == ([], 1)
        assert store.load_draft() is None  # a fresh ruling, saved normally from now on
        store.save_draft("en", [("situation", "no_result")])
        [(number, _when, why)] = store.damaged_drafts()
        assert (number, why) == (1, problem)
    monkeypatch.setenv("HELPER_DATA", str(tmp_path))
    code, out, err = run(capsys, "rulings", "list")
    assert (code, out) == (0, "No rulings recorded yet.\n")
    assert err == (f"helper: 1 unreadable ruling in progress is set aside for inspection in {path} "
                   "(table damaged_draft).\n")
    with sqlite3.connect(path) as connection:
        kept = connection.execute("SELECT saved, lang, answers FROM damaged_draft").fetchone()
    assert kept == (b"2026-11-30T14:02:00+00:00", b"en", raw if isinstance(raw, bytes) else raw.encode())


def _record_four(path: Path) -> None:
    ruling = finished_dialogue().ruling()
    with RulingStore.open(path) as store:
        for _ in range(4):
            store.add(ruling, "en", summary(ruling, "en"))
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE ruling SET score = '{\"ns\": ' WHERE id = 2")
        connection.execute("UPDATE ruling SET summary = CAST(X'4e53ff' AS TEXT) WHERE id = 3")


def test_every_readable_ruling_is_read_and_the_unreadable_are_named(tmp_path):
    path = tmp_path / "r.sqlite3"
    _record_four(path)
    with RulingStore.open(path) as store:
        records, unreadable = store.read_all()
    assert [r.id for r in records] == [1, 4]
    assert [(u.id, u.problem) for u in unreadable] == [
        (2, "Expecting value: line 1 column 8 (char 7)"), (3, "summary: not UTF-8 text")]


def test_cli_list_and_export_give_every_readable_ruling_exit_1_and_name_the_rest(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    _record_four(tmp_path / "data" / "rulings.sqlite3")
    code, out, err = run(capsys, "rulings", "list")
    assert code == 1
    assert [line.split()[0] for line in out.splitlines()] == ["1", "4"]
    assert err == ("helper: 2 recorded rulings cannot be read and are left out: 2 (Expecting value: line 1 column 8 "
                   "(char 7)), 3 (summary: not UTF-8 text)\n")
    code, out, err = run(capsys, "rulings", "export", str(tmp_path / "out.json"))
    assert code == 1
    assert [r["id"] for r in json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))] == [1, 4]
    assert err.splitlines() == ["2 rulings written to " + str(tmp_path / "out.json"),
                                "helper: 2 recorded rulings cannot be read and are left out: 2 (Expecting value: "
                                "line 1 column 8 (char 7)), 3 (summary: not UTF-8 text)"]
    code, out, err = run(capsys, "--lang", "zh", "rulings", "list", "--json")
    assert code == 1 and [r["id"] for r in json.loads(out)] == [1, 4]
    assert "2 条已记录的裁决无法读取，未列入：2 (" in err


def test_finished_ruling_recorded_exactly(tmp_path):
    dialogue = finished_dialogue()
    ruling = dialogue.ruling()
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        record_id = store.add(ruling, "zh", summary(ruling, "zh"))
        [record] = store.rulings()
    assert record.id == record_id
    assert record.laws == ("12C2(a)", "12C2(c)")
    assert record.score["ns"] == {"basis": "session", "percent": "65", "matchpoints": "78/5", "imps": None}
    assert record.score["ew"]["matchpoints"] == "48/5"
    assert record.summary == "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分"
    assert dict(record.answers)["board_results"] == "13"


# ---------------------------------------------------------------- export (issue C6)

def test_cli_lists_and_exports_atomically(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    assert main(["rulings", "list"]) == 0
    assert "No rulings recorded yet." in capsys.readouterr().out
    assert not (tmp_path / "data").exists()  # listing creates nothing
    ruling = finished_dialogue().ruling()
    with RulingStore.open(tmp_path / "data" / "rulings.sqlite3") as store:
        store.add(ruling, "en", summary(ruling, "en"))
    assert main(["rulings", "list", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert listed["laws"] == ["12C2(a)", "12C2(c)"]
    out = tmp_path / "out.csv"
    assert main(["rulings", "export", str(out)]) == 0
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")  # a UTF-8 byte order mark (issue 8 section 1)
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig")))
    assert rows[0]["laws"] == "12C2(a) 12C2(c)"
    assert rows[0]["summary"] == "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
    assert main(["rulings", "export", str(tmp_path / "out.json"), "--format", "json"]) == 0
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))[0]["summary"] == rows[0]["summary"]
    # A directory that does not exist: a clear error, exit 2, and no half-written file anywhere.
    capsys.readouterr()
    assert main(["rulings", "export", str(tmp_path / "missing" / "out.csv")]) == 2
    err = capsys.readouterr().err
    assert "Cannot write" in err and "Traceback" not in err
    assert not (tmp_path / "missing").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "out.csv", "out.json"]
    # Standard output.
    code, out, err = run(capsys, "rulings", "export", "-", "--format", "json")
    assert code == 0 and json.loads(out)[0]["id"] == 1


@pytest.fixture
def one_ruling(tmp_path, monkeypatch):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    ruling = finished_dialogue().ruling()
    with RulingStore.open(tmp_path / "data" / "rulings.sqlite3") as store:
        store.add(ruling, "en", summary(ruling, "en"))


def test_export_refuses_an_existing_file_without_force_and_keeps_its_mode_with_it(tmp_path, one_ruling, capsys):
    target = tmp_path / "out.csv"
    target.write_text("mine\n")
    target.chmod(0o640)
    code, out, err = run(capsys, "rulings", "export", str(target))
    assert (code, out) == (2, "")
    assert err == f"helper: Cannot write {target}: it already exists; add --force to replace it\n"
    assert target.read_text() == "mine\n"
    code, out, err = run(capsys, "rulings", "export", str(target), "--force")
    assert code == 0
    assert target.read_text(encoding="utf-8").startswith("\ufeffid,created,lang,event,session,round,board")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "out.csv"]  # no temporary file left


def test_a_new_export_file_gets_the_usual_mode(tmp_path, one_ruling, capsys):
    old = os.umask(0o027)
    try:
        code, _out, _err = run(capsys, "rulings", "export", str(tmp_path / "new.csv"))
    finally:
        os.umask(old)
    assert code == 0
    assert stat.S_IMODE((tmp_path / "new.csv").stat().st_mode) == 0o640


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_export_writes_only_regular_files(tmp_path, one_ruling, capsys, force):
    fifo = tmp_path / "fifo.csv"
    os.mkfifo(fifo)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    link = tmp_path / "link.csv"
    link.symlink_to(victim)
    (tmp_path / "dir.csv").mkdir()
    cases = [(fifo, "it is not a regular file (a device, FIFO or socket)"),
             (link, "it is a symbolic link; give the file it points to"),
             (tmp_path / "dir.csv", "it is a directory")]
    if os.geteuid() == 0:  # a device like /dev/null (only root can make one)
        os.mknod(tmp_path / "null.csv", stat.S_IFCHR | 0o666, os.makedev(1, 3))
        cases.append((tmp_path / "null.csv", "it is not a regular file (a device, FIFO or socket)"))
    for target, reason in cases:
        code, out, err = run(capsys, "rulings", "export", str(target), *force)
        assert (code, out, err) == (2, "", f"helper: Cannot write {target}: {reason}\n")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert os.readlink(link) == str(victim) and victim.read_text() == "keep\n"
    if os.geteuid() == 0:
        assert stat.S_ISCHR(os.lstat(tmp_path / "null.csv").st_mode)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_record_is_created_for_its_owner_only(tmp_path):
    path = tmp_path / "new-dir" / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        store.claim_draft()
        store.save_draft("en", [("situation", "no_result")])
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert sorted(p.name for p in path.parent.iterdir()) == ["rulings.sqlite3"]


# ---------------------------------------------------------------- why the record cannot be used (issue C5)

def test_unwritable_record_is_a_clear_error(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("HELPER_DATA", str(blocker))
    code, out, err = run(capsys, "rulings", "list")
    assert (code, out) == (2, "")
    assert err == (f"helper: The ruling record cannot be read ({blocker / 'rulings.sqlite3'}: the data directory is "
                   "a file, not a directory).\n")
    with pytest.raises(StoreError) as caught:
        RulingStore.open(blocker / "rulings.sqlite3")
    assert caught.value.reason == "notdir"


def test_a_file_that_is_not_a_record(tmp_path):
    path = tmp_path / "rulings.sqlite3"
    path.write_bytes(b"this is not an SQLite database, it is much longer than a header" * 4)
    with pytest.raises(StoreError) as caught:
        RulingStore.open(path)
    assert caught.value.reason == "damaged"
    assert path.read_bytes().startswith(b"this is not")  # untouched


def test_a_record_locked_by_another_program(tmp_path):
    path = tmp_path / "rulings.sqlite3"
    RulingStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        # WAL mode: opening and reading do not wait for a writer; the first write does.
        with RulingStore.open(path, busy_timeout=0.1) as store:
            assert store.rulings() == []
            with pytest.raises(StoreError) as caught:
                store.claim_draft()
        assert caught.value.reason == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_system_errors_are_classified():
    assert classify(OSError(errno.ENOSPC, "No space left on device")) == "full"
    assert classify(OSError(errno.EROFS, "Read-only file system")) == "readonly"
    assert classify(OSError(errno.EACCES, "Permission denied")) == "permission"
    assert classify(OSError(errno.EIO, "Input/output error")) == "other"


UNPRIVILEGED = r"""
import sys
from pathlib import Path
from helper.rulings import RulingStore, StoreError
try:
    store = RulingStore.open(Path(sys.argv[1]))
    store.claim_draft()
    print("claimed")
except StoreError as exc:
    print(exc.reason)
"""


def _as_unprivileged(*args: str) -> subprocess.CompletedProcess:
    """Run Python as an ordinary user (root ignores file modes): as ``nobody`` when we are root."""
    command = [sys.executable, *args]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(REPO)})


@pytest.fixture
def shared_dir():
    """A directory an unprivileged user can reach (pytest's own are root's only)."""
    with tempfile.TemporaryDirectory(dir="/tmp") as name:
        os.chmod(name, 0o755)
        yield Path(name)
        for path in Path(name).rglob("*"):
            if path.is_dir():
                path.chmod(0o755)


def test_a_read_only_data_directory_is_reported_as_read_only(shared_dir, capsys, monkeypatch):
    data = shared_dir / "data"
    data.mkdir()
    path = data / "rulings.sqlite3"
    ruling = finished_dialogue().ruling()
    with RulingStore.open(path) as store:
        store.add(ruling, "en", summary(ruling, "en"))
    if os.geteuid() == 0:
        os.chown(data, 65534, 65534)
        os.chown(path, 65534, 65534)
    data.chmod(0o555)
    result = _as_unprivileged("-c", UNPRIVILEGED, str(path))
    assert result.stdout == "readonly\n", result.stderr
    # Listing and exporting still work: they only read.
    listed = _as_unprivileged("-c", "import os, sys; os.environ['HELPER_DATA'] = sys.argv[1]; "
                                    "from helper.cli import main; sys.exit(main(['rulings', 'list']))", str(data))
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split()[0] == "1"


def test_a_data_directory_without_permission(shared_dir):
    data = shared_dir / "data"
    data.mkdir(mode=0o700)  # root's: nobody may not enter it
    if os.geteuid() != 0:
        data.chmod(0o000)
    result = _as_unprivileged("-c", UNPRIVILEGED, str(data / "rulings.sqlite3"))
    assert result.stdout == "permission\n", result.stderr
