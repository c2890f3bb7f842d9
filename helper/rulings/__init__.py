"""The ruling record: every finished ruling, and the ruling in progress.

Stored in SQLite (the standard library's ``sqlite3``), one file per user
(``$HELPER_DATA``, else the platform's user data directory, e.g.
``~/.local/share/helper/rulings.sqlite3``), created readable and writable by
its owner only (mode 0600, its directory 0700 when the helper creates it). The
ruling in progress is saved after every answer, so that a dropped SSH
connection loses nothing: the next start resumes it. Each write is one
transaction; a crash mid-write leaves the previous state intact (SQLite's
journal).

A record holds the answers (language-neutral: choice values and numbers as
text), the laws, the scores as exact fractions (``"78/5"``), and the summary
as shown in the language of the ruling.

The ruling in progress has one owner at a time: the helper that claimed it
(:meth:`RulingStore.claim_draft`). The owner refreshes a heartbeat every
:data:`HEARTBEAT_SECONDS`; a claim whose heartbeat is older than
:data:`STALE_SECONDS`, or whose process is gone (same host), is stale and the
next helper takes the ruling over. Every write of the ruling in progress is
fenced by the owner's token (``UPDATE ... WHERE owner = mine``): a helper that
was stopped (a hung SSH link, ``SIGSTOP``) and wakes after another took over
can no longer overwrite the newer state; it gets :class:`DraftLost`.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import socket
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import quote

HEARTBEAT_SECONDS = 5.0
"""How often the owner of the ruling in progress refreshes its heartbeat (seconds)."""

STALE_SECONDS = 30.0
"""A claim whose heartbeat is older than this (seconds) is stale: its helper
is stopped or hung, and the next helper takes the ruling in progress over."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS draft (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    saved TEXT NOT NULL,
    lang TEXT NOT NULL,
    answers TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ruling (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created TEXT NOT NULL,
    lang TEXT NOT NULL,
    kind TEXT NOT NULL,
    laws TEXT NOT NULL,
    answers TEXT NOT NULL,
    score TEXT,
    summary TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS damaged_draft (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    set_aside TEXT NOT NULL,
    saved BLOB,
    lang BLOB,
    answers BLOB,
    problem TEXT NOT NULL
);
"""

OWNER_COLUMNS = (("owner", "TEXT"), ("pid", "INTEGER"), ("host", "TEXT"), ("started", "TEXT"),
                 ("heartbeat", "REAL"))
"""Columns of the draft row naming its owner (added to records made before they existed)."""

REASONS = ("permission", "readonly", "full", "locked", "damaged", "notdir", "other")
"""Why the record cannot be used (:attr:`StoreError.reason`)."""


class StoreError(Exception):
    """The record cannot be opened or written.

    Attributes:
        path: the record file.
        reason: one of :data:`REASONS` - ``permission`` (permission denied),
            ``readonly`` (the file, its directory or the file system is
            read-only), ``full`` (no space left), ``locked`` (another program
            holds the record locked), ``damaged`` (not an SQLite database),
            ``notdir`` (the data directory is a file), ``other``; the
            exception's text is the system's own message.
    """

    def __init__(self, message: str, path: Path, reason: str = "other"):
        super().__init__(message)
        self.path = path
        self.reason = reason


class DraftLost(StoreError):
    """This helper no longer owns the ruling in progress: another one took it
    over (``owner`` is the new owner, or None when the claim was released)."""

    def __init__(self, path: Path, owner: Owner | None):
        super().__init__("the ruling in progress was taken over", path, "other")
        self.owner = owner


def classify(exc: BaseException) -> str:
    """The :data:`REASONS` code of an ``OSError`` or ``sqlite3.Error``."""
    if isinstance(exc, sqlite3.Error):
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        return {3: "permission", 23: "permission", 8: "readonly", 13: "full", 5: "locked", 6: "locked",
                26: "damaged", 11: "damaged"}.get(code, "permission" if code == 14 else "other")
    if isinstance(exc, OSError):
        return {errno.EACCES: "permission", errno.EPERM: "permission", errno.EROFS: "readonly",
                errno.ENOSPC: "full", errno.EDQUOT: "full", errno.ENOTDIR: "notdir",
                errno.EEXIST: "notdir"}.get(exc.errno, "other")
    return "other"


def _error(exc: BaseException, path: Path) -> StoreError:
    reason = classify(exc)
    if reason == "permission" and isinstance(exc, sqlite3.Error):
        # SQLite says "unable to open database file": find out why.
        parent = path.parent
        if parent.exists() and not parent.is_dir():
            reason = "notdir"
        elif not parent.exists():
            reason = "other"
    return StoreError(str(exc), path, reason)


def default_path() -> Path:
    """The record file: ``$HELPER_DATA/rulings.sqlite3`` or the user data directory's."""
    env = os.environ.get("HELPER_DATA")
    if env:
        return Path(env) / "rulings.sqlite3"
    from platformdirs import user_data_path

    return user_data_path("helper") / "rulings.sqlite3"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _answer_value(value: Any) -> Any:
    # Answers are choice values (str), Decimals or None: keep them exact as text.
    return None if value is None else str(value)


def _fraction(value: Fraction | None) -> str | None:
    return None if value is None else str(value)


def _text(raw: Any, column: str) -> str:
    """A stored text value read as bytes (never fails on bad UTF-8 in SQLite)."""
    if isinstance(raw, bytes):
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(f"{column}: not UTF-8 text") from None
    if isinstance(raw, str):
        return raw
    raise ValueError(f"{column}: {type(raw).__name__}, not text")


def _answers(raw: Any) -> list[tuple[str, Any]]:
    """Answers as stored (JSON list of [question id, text or null]); ValueError when damaged."""
    data = json.loads(_text(raw, "answers"))
    if not isinstance(data, list) or not all(
            isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
            and (item[1] is None or isinstance(item[1], str)) for item in data):
        raise ValueError("answers: not a list of [question, answer] pairs")
    return [(node, value) for node, value in data]


def pid_alive(pid: int) -> bool:
    """Whether process ``pid`` exists on this host (a stopped process exists)."""
    if pid <= 0:
        return False
    if os.name != "posix":  # os.kill would end the process on Windows: rely on the heartbeat
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    except OSError:
        return True
    return True


@dataclass(frozen=True)
class Record:
    """One finished ruling as stored."""

    id: int
    created: str
    lang: str
    kind: str
    laws: tuple[str, ...]
    answers: tuple[tuple[str, Any], ...]
    score: dict[str, Any] | None
    summary: str


@dataclass(frozen=True)
class Unreadable:
    """A stored ruling that cannot be read: its ``id`` and what is wrong (English, technical)."""

    id: int
    problem: str


@dataclass(frozen=True)
class Owner:
    """Who holds the ruling in progress: process ``pid`` on ``host``, since
    ``started`` (ISO 8601, UTC), last heartbeat ``heartbeat`` (Unix time, seconds)."""

    token: str
    pid: int
    host: str
    started: str
    heartbeat: float


@dataclass(frozen=True)
class Claim:
    """The outcome of :meth:`RulingStore.claim_draft`.

    ``owned``: this helper now owns the ruling in progress. ``how``: ``free``
    (nobody held it, or its holder quit), ``stale`` (its holder stopped
    refreshing its heartbeat), ``gone`` (its holder's process no longer
    exists), ``taken`` (taken over from a live holder on request) or ``busy``
    (a live helper holds it: not owned). ``previous``: the earlier holder
    (for ``stale``, ``gone``, ``taken`` and ``busy``), else None.
    """

    owned: bool
    how: str
    previous: Owner | None = None


@dataclass(frozen=True)
class Draft:
    """The ruling in progress as loaded: ``saved`` (ISO 8601, UTC), ``lang``,
    ``answers`` ((question id, answer text or None) pairs). ``damaged``: the
    id in the ``damaged_draft`` table of a saved draft that could not be read
    and was set aside (``answers`` then empty), else None."""

    saved: str
    lang: str
    answers: list[tuple[str, Any]]
    damaged: int | None = None


class RulingStore:
    """The SQLite record of rulings. Open with :meth:`open`; use as a context manager.

    Raises:
        StoreError: the file cannot be created, opened or written (its
            ``reason`` says why); nothing already stored is lost.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path, stale_seconds: float = STALE_SECONDS):
        self.connection = connection
        self.path = path
        self.stale_seconds = stale_seconds
        self.token = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(8)}"
        self.owned = False

    @classmethod
    def open(cls, path: Path | None = None, *, stale_seconds: float = STALE_SECONDS,
             busy_timeout: float = 5.0) -> RulingStore:
        """Open (creating when missing) the record at ``path`` (default :func:`default_path`).

        A new record is created with mode 0600, and its directory, when the
        helper creates it, with mode 0700. ``stale_seconds``: after how many
        seconds without a heartbeat a claim on the ruling in progress is stale;
        ``busy_timeout``: how long (seconds) to wait for another program's lock.
        """
        path = path or default_path()
        try:
            if not path.parent.is_dir():
                path.parent.mkdir(parents=True, mode=0o700, exist_ok=True)
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            except FileExistsError:
                pass
            connection = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
            try:
                connection.executescript(SCHEMA)
                columns = {row[1] for row in connection.execute("PRAGMA table_info(draft)")}
                for name, kind in OWNER_COLUMNS:
                    if name not in columns:
                        connection.execute(f"ALTER TABLE draft ADD COLUMN {name} {kind}")
            except sqlite3.Error:
                connection.close()
                raise
        except (OSError, sqlite3.Error) as exc:
            raise _error(exc, path) from exc
        return cls(connection, path, stale_seconds)

    @classmethod
    def open_readonly(cls, path: Path | None = None) -> RulingStore | None:
        """Open the record only to read finished rulings (``rulings list``,
        ``export``): nothing is created or changed. None when there is no record yet."""
        path = path or default_path()
        try:
            os.stat(path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise _error(exc, path) from exc
        try:
            connection = sqlite3.connect("file:" + quote(str(path.absolute())) + "?mode=ro", uri=True,
                                         timeout=5, isolation_level=None)
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            raise _error(exc, path) from exc
        return cls(connection, path)

    def close(self) -> None:
        """Release the ruling in progress (kept for the next start) and close the record."""
        try:
            self.release()
        except StoreError:
            pass
        self.connection.close()

    def __enter__(self) -> RulingStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        try:
            return self.connection.execute(sql, tuple(params))
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from exc

    # -- who owns the ruling in progress
    def owner(self) -> Owner | None:
        """The current holder of the ruling in progress, or None."""
        row = self._execute("SELECT owner, pid, host, started, heartbeat FROM draft WHERE id = 1").fetchone()
        if row is None or row[0] is None:
            return None
        token, pid, host, started, heartbeat = row
        return Owner(token, int(pid or 0), host or "", started or "", float(heartbeat or 0))

    def is_stale(self, owner: Owner, now: float | None = None) -> str | None:
        """Why ``owner``'s claim is stale - ``gone`` (its process on this host
        no longer exists) or ``stale`` (no heartbeat for :attr:`stale_seconds`)
        - or None when it is live."""
        now = time.time() if now is None else now
        if owner.host == socket.gethostname() and not pid_alive(owner.pid):
            return "gone"
        if now - owner.heartbeat > self.stale_seconds:
            return "stale"
        return None

    def claim_draft(self, take_over: bool = False) -> Claim:
        """Claim the ruling in progress for this helper.

        There is one ruling in progress per record. It is free when nobody
        holds it or its holder is stale (:meth:`is_stale`); otherwise a live
        helper holds it and the claim is refused (``busy``) unless
        ``take_over`` is true (the Director was asked). The previous holder's
        later writes are then refused (:class:`DraftLost`).

        Returns:
            a :class:`Claim`.
        Raises:
            StoreError: the record cannot be written (read-only, locked...).
        """
        try:
            self.connection.execute("BEGIN IMMEDIATE")
            try:
                previous = self.owner()
                how = "free"
                if previous is not None and previous.token != self.token:
                    how = self.is_stale(previous) or ("taken" if take_over else "busy")
                if how == "busy":
                    self.connection.execute("ROLLBACK")
                    return Claim(False, "busy", previous)
                params = (self.token, os.getpid(), socket.gethostname(), _now(), time.time())
                cursor = self.connection.execute(
                    "UPDATE draft SET owner = ?, pid = ?, host = ?, started = ?, heartbeat = ? WHERE id = 1", params)
                if cursor.rowcount == 0:
                    self.connection.execute(
                        "INSERT INTO draft (id, saved, lang, answers, owner, pid, host, started, heartbeat) "
                        "VALUES (1, ?, '', '[]', ?, ?, ?, ?, ?)", (_now(), *params))
                self.connection.execute("COMMIT")
            except BaseException:
                if self.connection.in_transaction:
                    self.connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from exc
        self.owned = True
        return Claim(True, how, None if how == "free" else previous)

    def _fenced(self, sql: str, params: Iterable[Any]) -> None:
        """Run an UPDATE of the draft row that ends ``WHERE ... owner = ?`` with this helper's token."""
        if not self.owned:
            raise DraftLost(self.path, self.owner())
        cursor = self._execute(sql, (*params, self.token))
        if cursor.rowcount == 0:
            self.owned = False
            raise DraftLost(self.path, self.owner())

    def heartbeat(self) -> None:
        """Refresh this helper's claim (call every :data:`HEARTBEAT_SECONDS`).

        Raises:
            DraftLost: another helper has taken the ruling in progress over.
            StoreError: the record cannot be written.
        """
        self._fenced("UPDATE draft SET heartbeat = ? WHERE id = 1 AND owner = ?", (time.time(),))

    def release(self) -> None:
        """Give up the claim (the draft is kept): the next helper resumes it at once."""
        if self.owned:
            self.owned = False
            self._execute("UPDATE draft SET owner = NULL, pid = NULL, host = NULL, started = NULL, heartbeat = NULL "
                          "WHERE id = 1 AND owner = ?", (self.token,))

    # -- the ruling in progress
    def save_draft(self, lang: str, answers: Iterable[tuple[str, Any]]) -> None:
        """Save the ruling in progress ((question id, answer) pairs); replaces the previous draft.

        Raises:
            DraftLost: this helper does not own the ruling in progress (see :meth:`claim_draft`).
            StoreError: the record cannot be written.
        """
        data = json.dumps([[node, _answer_value(value)] for node, value in answers], ensure_ascii=False)
        self._fenced("UPDATE draft SET saved = ?, lang = ?, answers = ?, heartbeat = ? WHERE id = 1 AND owner = ?",
                     (_now(), lang, data, time.time()))

    def load_draft(self) -> Draft | None:
        """The saved ruling in progress, or None when there is none.

        A draft that cannot be read (damaged JSON, bad text) is moved to the
        ``damaged_draft`` table, raw, for inspection, and a :class:`Draft`
        with no answers and ``damaged`` set to its id there is returned; the
        ruling in progress starts afresh. Setting aside needs the claim.

        Raises:
            StoreError: the record cannot be read or written.
        """
        row = self._execute("SELECT CAST(saved AS BLOB), CAST(lang AS BLOB), CAST(answers AS BLOB) "
                            "FROM draft WHERE id = 1").fetchone()
        if row is None:
            return None
        saved, lang, answers = row
        try:
            draft = Draft(_text(saved, "saved"), _text(lang, "lang"), _answers(answers))
        except ValueError as exc:  # json.JSONDecodeError is a ValueError
            return self._set_aside(row, str(exc))
        return draft if draft.answers else None

    def _set_aside(self, row: tuple, problem: str) -> Draft:
        saved, lang, answers = row
        try:
            self.connection.execute("BEGIN IMMEDIATE")
            try:
                cursor = self.connection.execute(
                    "UPDATE draft SET answers = '[]', saved = ?, lang = '' WHERE id = 1 AND owner = ?",
                    (_now(), self.token))
                if cursor.rowcount == 0:
                    self.connection.execute("ROLLBACK")
                    self.owned = False
                    raise DraftLost(self.path, self.owner())
                damaged = self.connection.execute(
                    "INSERT INTO damaged_draft (set_aside, saved, lang, answers, problem) VALUES (?, ?, ?, ?, ?)",
                    (_now(), saved, lang, answers, problem)).lastrowid
                self.connection.execute("COMMIT")
            except BaseException:
                if self.connection.in_transaction:
                    self.connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from exc
        return Draft(_now(), "", [], damaged)

    def damaged_drafts(self) -> list[tuple[int, str, str]]:
        """The drafts set aside as unreadable: (id, when set aside, problem), oldest first."""
        try:
            rows = self.connection.execute("SELECT id, set_aside, problem FROM damaged_draft ORDER BY id").fetchall()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):  # a record made before the table existed
                return []
            raise _error(exc, self.path) from exc
        return [tuple(row) for row in rows]

    def clear_draft(self) -> None:
        """Forget the ruling in progress (a ruling was finished, or the Director started over).

        Raises:
            DraftLost: this helper does not own the ruling in progress.
            StoreError: the record cannot be written.
        """
        self._fenced("UPDATE draft SET answers = '[]', saved = ?, heartbeat = ? WHERE id = 1 AND owner = ?",
                     (_now(), time.time()))

    # -- finished rulings
    def add(self, ruling, lang: str, summary: str, replaces: int | None = None) -> int:
        """Record a finished ruling (a :class:`helper.dialogue.engine.Ruling`); returns its id.

        ``replaces``: the id of the same ruling recorded at its score, now
        completed by the questions after the score (a procedural penalty, Law
        90A): it is replaced in place (same id), not recorded twice.

        Raises:
            StoreError: the record cannot be written.
        """
        score = None
        if ruling.score is not None:
            s = ruling.score

            def side(v):
                return {"basis": str(v.basis), "percent": _fraction(v.percent),
                        "matchpoints": _fraction(v.matchpoints), "imps": _fraction(v.imps)}

            score = {"scoring": str(s.scoring), "ns": side(s.ns), "ew": side(s.ew), "notes": list(s.notes),
                     "top": _fraction(s.top), "adjusted": s.adjusted}
            if s.separate is not None:
                # Law 12C4: the separately computed scores the knockout average came from.
                score["separate"] = {"ns": side(s.separate[0]), "ew": side(s.separate[1])}
            if getattr(ruling, "penalty", None) is not None:
                # Law 90A: a procedural penalty, kept apart from the board's score.
                score["penalty"] = ruling.penalty.as_dict()
        answers = [[a.node, _answer_value(a.value)] for a in ruling.answers]
        cursor = self._execute(
            "INSERT OR REPLACE INTO ruling (id, created, lang, kind, laws, answers, score, summary) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (replaces, _now(), lang, ruling.kind, json.dumps(list(ruling.laws)), json.dumps(answers, ensure_ascii=False),
             json.dumps(score, ensure_ascii=False) if score else None, summary),
        )
        return replaces if replaces is not None else cursor.lastrowid or 0

    def read_all(self) -> tuple[list[Record], list[Unreadable]]:
        """Every recorded ruling that can be read, oldest first, and those that cannot.

        One damaged value (bad JSON, bad text) makes only its own ruling
        unreadable: the others are all returned.

        Raises:
            StoreError: the record itself cannot be read.
        """
        rows = self._execute(
            "SELECT id, CAST(created AS BLOB), CAST(lang AS BLOB), CAST(kind AS BLOB), CAST(laws AS BLOB), "
            "CAST(answers AS BLOB), CAST(score AS BLOB), CAST(summary AS BLOB) FROM ruling ORDER BY id").fetchall()
        records: list[Record] = []
        unreadable: list[Unreadable] = []
        for row in rows:
            try:
                records.append(_record(row))
            except (ValueError, TypeError) as exc:
                unreadable.append(Unreadable(int(row[0]), str(exc)))
        return records, unreadable

    def rulings(self) -> list[Record]:
        """Every readable recorded ruling, oldest first (see :meth:`read_all`)."""
        return self.read_all()[0]


def _record(row: tuple) -> Record:
    """A :class:`Record` from a ``ruling`` row read as bytes; ValueError when a value is damaged."""
    id, created, lang, kind, laws, answers, score, summary = row
    law_list = json.loads(_text(laws, "laws"))
    if not isinstance(law_list, list) or not all(isinstance(law, str) for law in law_list):
        raise ValueError("laws: not a list of paragraph ids")
    score_data = None
    if score is not None:
        score_data = json.loads(_text(score, "score"))
        if not isinstance(score_data, dict):
            raise ValueError("score: not an object")
    return Record(int(id), _text(created, "created"), _text(lang, "lang"), _text(kind, "kind"), tuple(law_list),
                  tuple(_answers(answers)), score_data, _text(summary, "summary"))
