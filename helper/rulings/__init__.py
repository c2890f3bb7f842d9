"""The ruling record: every finished ruling, and the ruling in progress.

Stored in SQLite (the standard library's ``sqlite3``), one file per user
(``$HELPER_DATA``, else the platform's user data directory, e.g.
``~/.local/share/helper/rulings.sqlite3``). The ruling in progress is saved
after every answer, so that a dropped SSH connection loses nothing: the next
start resumes it. Each write is one transaction; a crash mid-write leaves the
previous state intact (SQLite's journal).

A record holds the answers (language-neutral: choice values and numbers as
text), the laws, the scores as exact fractions (``"78/5"``), and the summary
as shown in the language of the ruling.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterable

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
"""


class StoreError(Exception):
    """The record cannot be opened or written (``path`` names the file)."""

    def __init__(self, message: str, path: Path):
        super().__init__(message)
        self.path = path


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


class RulingStore:
    """The SQLite record of rulings. Open with :meth:`open`; use as a context manager.

    Raises:
        StoreError: the file cannot be created, opened or written (the message
            says why); nothing already stored is lost.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path):
        self.connection = connection
        self.path = path

    @classmethod
    def open(cls, path: Path | None = None) -> RulingStore:
        path = path or default_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(path, timeout=5)
            connection.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(str(exc), path) from exc
        return cls(connection, path)

    def close(self) -> None:
        self.connection.close()
        if getattr(self, "_lock", None) is not None:
            self._lock.close()
            self._lock = None

    def claim_draft(self) -> bool:
        """Claim the ruling in progress for this process.

        There is one ruling in progress per record. A second helper started
        on the same record (two windows, two directors on one account) must
        neither resume nor overwrite the first one's: it gets False and
        should not save a draft (its finished rulings are still recorded).
        The claim is an advisory lock on ``<record>.lock``, released when
        the process ends, however it ends.
        """
        try:
            import fcntl
        except ImportError:  # not a POSIX system: no locking, one helper at a time
            return True
        try:
            handle = open(self.path.with_suffix(".lock"), "a")
        except OSError:
            return False
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._lock = handle
        return True

    def __enter__(self) -> RulingStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _write(self, sql: str, params: Iterable[Any]) -> int:
        try:
            with self.connection:
                cursor = self.connection.execute(sql, tuple(params))
            return cursor.lastrowid or 0
        except sqlite3.Error as exc:
            raise StoreError(str(exc), self.path) from exc

    # -- the ruling in progress
    def save_draft(self, lang: str, answers: Iterable[tuple[str, Any]]) -> None:
        """Save the ruling in progress (question id, answer) pairs; replaces the previous draft."""
        data = json.dumps([[node, _answer_value(value)] for node, value in answers], ensure_ascii=False)
        self._write("INSERT OR REPLACE INTO draft (id, saved, lang, answers) VALUES (1, ?, ?, ?)",
                    (_now(), lang, data))

    def load_draft(self) -> tuple[str, str, list[tuple[str, Any]]] | None:
        """The saved ruling in progress as (saved time, language, answers), or None."""
        try:
            row = self.connection.execute("SELECT saved, lang, answers FROM draft WHERE id = 1").fetchone()
        except sqlite3.Error as exc:
            raise StoreError(str(exc), self.path) from exc
        if row is None:
            return None
        saved, lang, answers = row
        return saved, lang, [(node, value) for node, value in json.loads(answers)]

    def clear_draft(self) -> None:
        """Forget the ruling in progress."""
        self._write("DELETE FROM draft WHERE id = 1", ())

    # -- finished rulings
    def add(self, ruling, lang: str, summary: str) -> int:
        """Record a finished ruling (a :class:`helper.dialogue.engine.Ruling`); returns its id."""
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
        answers = [[a.node, _answer_value(a.value)] for a in ruling.answers]
        return self._write(
            "INSERT INTO ruling (created, lang, kind, laws, answers, score, summary) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (_now(), lang, ruling.kind, json.dumps(list(ruling.laws)), json.dumps(answers, ensure_ascii=False),
             json.dumps(score, ensure_ascii=False) if score else None, summary),
        )

    def rulings(self) -> list[Record]:
        """Every recorded ruling, oldest first."""
        try:
            rows = self.connection.execute(
                "SELECT id, created, lang, kind, laws, answers, score, summary FROM ruling ORDER BY id").fetchall()
        except sqlite3.Error as exc:
            raise StoreError(str(exc), self.path) from exc
        return [
            Record(id, created, lang, kind, tuple(json.loads(laws)),
                   tuple((n, v) for n, v in json.loads(answers)), json.loads(score) if score else None, summary)
            for id, created, lang, kind, laws, answers, score, summary in rows
        ]
