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
can no longer overwrite the newer state; it gets :class:`DraftLost`. A finished
ruling is completed in place (its penalty, Law 90A) only by compare-and-set
against the record as that helper recorded it (:meth:`RulingStore.add`); a
helper that took its ruling back starts from the record's current state
(:meth:`RulingStore.last_finished`, :meth:`RulingStore.current`).

Several Directors at once (issue 8 section 2): each Director's ruling in
progress is their own row of the ``draft`` table, keyed by the Director's name
(:func:`director_key`) or, for a Director who gave none, by the login session
(:func:`session_key`: the user and the controlling terminal). Claims,
heartbeats and fencing apply per key, so one Director's helper never blocks or
overwrites another's; finished rulings of all go to the one ``ruling`` table.
An unnamed Director who reconnects gets a new terminal, so a new key: the
ruling he left open in another login of the same OS user is found with
:meth:`RulingStore.other_logins` and taken over, on his word, with
:meth:`RulingStore.take_over_login` (fenced like any take-over).
The record is in WAL mode (readers never wait for a writer) with a busy
timeout, and every write is one short ``BEGIN IMMEDIATE`` transaction
(:meth:`RulingStore.transaction`).

A finished ruling records the ruling's details (event, session, round, board,
table, contestants, Director; :data:`DETAIL_FIELDS`), the settings in force
(:func:`settings_snapshot`, so that a regulated 65% average plus is told from
an own session score of 65%), the id of the earlier record it corrects, if any
(a ruling changed after Back and recorded again), and later the appeal
outcomes (Laws 92, 93), kept beside it in the ``appeal`` table, never
overwriting it, and the amendments of its details made from any helper
(``helper rulings details ID ...``: who and when, in the ``amendment`` table;
the ruling as recorded is kept). :func:`replay` recomputes a record's ruling from its answers
and settings, to word it in any language.
"""

from __future__ import annotations

import errno
import getpass
import json
import os
import random
import secrets
import socket
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterable, Iterator
from urllib.parse import quote

from helper.frozen import fields, is_record  # the settings are records of helper.frozen, not dataclasses

HEARTBEAT_SECONDS = 5.0
"""How often the owner of the ruling in progress refreshes its heartbeat (seconds)."""

LOCK_SLICE = 0.005
"""How long (seconds) SQLite's own busy handler waits before :meth:`RulingStore.transaction` tries again."""

STALE_SECONDS = 30.0
"""A claim whose heartbeat is older than this (seconds) is stale: its helper
is stopped or hung, and the next helper takes the ruling in progress over."""

DRAFT_TABLE = """
CREATE TABLE IF NOT EXISTS {name} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL UNIQUE DEFAULT '',
    named INTEGER NOT NULL DEFAULT 0,
    saved TEXT NOT NULL,
    lang TEXT NOT NULL,
    answers TEXT NOT NULL,
    details TEXT,
    owner TEXT,
    pid INTEGER,
    host TEXT,
    started TEXT,
    heartbeat REAL,
    recorded INTEGER,
    begun TEXT,
    terminal TEXT,
    finished INTEGER,
    left_by TEXT,
    form TEXT,
    back TEXT
);
"""
"""The rulings in progress, one row per Director (``key``; ``named``: 1 when
the key is a Director's name, 0 for a login session or a row from a record
made before keys, whose key is empty). ``details``: the ruling's details
(JSON), event, session and Director kept from one ruling to the next.
``recorded``: the id of the record this ruling in progress was already
recorded as (finished, then taken back with Back): finished again with the
same answers it is not recorded twice, with others it corrects that record,
also after a restart. ``begun``: when this ruling began (ISO 8601, UTC: the
first save after the last one finished, or Ctrl+N), shown when another helper
asks to take it over (``started`` is when its holder claimed it).
``terminal``: the terminal of the helper that holds it, or last held it
(``pts/3``, :func:`terminal_name`): after a take-over from another login the
row keeps that login's ``key``, so the key does not say where it is held.
``finished``: the record the last ruling of this row was finished as (set when
it is cleared after being recorded, NULL after Ctrl+N): a helper that takes the
row back after another finished its ruling shows that record, not its own stale
answers (issue 8). ``left_by``: who held it last when its holder let it go (JSON ``{"pid":
N, "host": "...", "terminal": "pts/3"}``; :meth:`RulingStore.release` clears ``pid`` and
``host``), so a new login that takes it on can say whose it was (issue 8, a fresh tester).
``form``: what was typed in the details form (F4) and not yet saved (JSON, detail name ->
text as typed), kept with the answers so a dropped connection loses nothing typed; offered
back when the form is opened again (:meth:`RulingStore.save_form`). ``back``: the answers
taken back with Back (Ctrl+P) and still offered on the screen (JSON, (question id, answer)
pairs, the next question's first), so that a resume or take-over offers them again, Enter
keeping each (issue 7, fix7f)."""

SCHEMA = DRAFT_TABLE.format(name="draft") + """
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
CREATE TABLE IF NOT EXISTS appeal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ruling INTEGER NOT NULL REFERENCES ruling (id),
    created TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('upheld', 'changed', 'withdrawn')),
    score TEXT,
    note TEXT
);
CREATE TABLE IF NOT EXISTS amendment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ruling INTEGER NOT NULL REFERENCES ruling (id),
    created TEXT NOT NULL,
    by TEXT NOT NULL,
    changes TEXT NOT NULL
);
"""

RULING_COLUMNS = (("details", "TEXT"), ("settings", "TEXT"), ("corrects", "INTEGER"), ("director_key", "TEXT"),
                  ("link", "TEXT"), ("begun", "TEXT"), ("replayed", "INTEGER"), ("recorded_by", "TEXT"))
"""Columns of the ruling table added by issue 8 (added to records made before them).
``link``: why the record corrects the one named in ``corrects`` (:data:`LINKS`); ``begun``: when
the ruling began (the ruling in progress's ``begun``), ISO 8601, UTC; NULL for a ruling
replayed from a file of answers (``helper rule --record``: ``replayed`` 1), whose start at the
table is not known - its recording time is not passed off as its start (issue 8, a fresh tester).
``recorded_by``: the token (``host:pid:random``, :attr:`RulingStore.token`) of the helper that
recorded it last (made it, or completed it in place); NULL for a record made before it was kept.
The helper's notices credit a ruling to a process only when this shows it (fresh tester 8g F3)."""

LINKS = ("back", "penalty", "changed", "given")
"""Why a record corrects an earlier one (its ``corrects``), so that the log labels it truthfully
(issue 8, a fresh tester: a penalty added after an appeal was listed as "changed after Back"):
``back`` - the same ruling changed on the helper after Back (Ctrl+P) and reached again;
``penalty`` - the questions after its score (a procedural penalty, Law 90A) answered after
the earlier record had an appeal outcome or a correction (a recorded ruling that others
refer to is never changed in place); ``changed`` - recorded by a helper whose copy of the
ruling was older than the record, which another helper had changed meanwhile; ``given`` - named
by the Director (``helper rule --record --corrects ID``). None: a record made before this was
kept (the reason is unknown). Appeal outcomes and amended details are not records: they are
kept beside the ruling (:class:`Appeal`, :class:`Amendment`)."""

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
    if reason == "permission" and _read_only(path):
        reason = "readonly"  # SQLite's "unable to open" on a read-only mount or file is no permission problem
    return StoreError(str(exc), path, reason)


def _read_only(path: Path) -> bool:
    """Whether the record ``path`` cannot be written because its file system is
    mounted read-only (EROFS) or the file or its directory (where SQLite keeps
    its journal) is not writable."""
    parent = path.parent
    try:
        if hasattr(os, "statvfs") and os.statvfs(parent).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        pass
    return any(os.access(place, os.F_OK) and os.access(place, os.R_OK) and not os.access(place, os.W_OK)
               for place in (path, parent))


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


def answer_key(answers: Iterable[tuple[str, Any]]) -> tuple[tuple[str, str | None], ...]:
    """(question id, answer) pairs as they are stored (answers as text): two
    walks of the dialogue with equal keys are the same ruling."""
    return tuple((node, _answer_value(value)) for node, value in answers)


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


def token_pid(token: str | None) -> int | None:
    """The process id in a helper's token (``host:pid:random``, :attr:`RulingStore.token`), None
    when there is none or it is not of that form."""
    parts = (token or "").rsplit(":", 2)
    return int(parts[1]) if len(parts) == 3 and parts[1].isdigit() else None


def session_key() -> str:
    """The login session, the key of the ruling in progress of a Director who gave no name.

    ``user@terminal``: the user name and the controlling terminal (the
    ``/dev/pts/N`` of an SSH login, each tmux pane its own), read from the
    process's ``/proc`` entry on Linux, else the name of the first terminal
    among standard input, output and error, else ``-``. Helpers started from
    one terminal share it (a script and its child processes).
    """
    try:
        user = getpass.getuser()
    except (KeyError, OSError, ImportError):
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    return f"{user}@{_controlling_terminal() or '-'}"


def terminal_name() -> str:
    """This process's terminal as the take-over questions show it: ``pts/3``
    (``/dev/`` left out), ``tty4:1`` when only its device number is known, or
    ``""`` without a terminal."""
    return shown_terminal(_controlling_terminal() or "")


def shown_terminal(terminal: str) -> str:
    """A terminal's name as shown: ``/dev/pts/3`` -> ``pts/3``; ``-`` (none) -> ``""``."""
    if terminal == "-":
        return ""
    return terminal[len("/dev/"):] if terminal.startswith("/dev/") else terminal


def _controlling_terminal() -> str | None:
    """The controlling terminal's path (``/dev/pts/3``), else None (see :func:`session_key`)."""
    terminal = None
    try:
        with open("/proc/self/stat", "rb") as handle:
            stat_line = handle.read().decode("ascii", "replace")
        tty_nr = int(stat_line[stat_line.rindex(")") + 2:].split()[4])
        if tty_nr:
            terminal = f"tty{os.major(tty_nr)}:{os.minor(tty_nr)}"
            for fd in (0, 1, 2):
                try:
                    if os.isatty(fd) and os.fstat(fd).st_rdev == tty_nr:
                        terminal = os.ttyname(fd)
                        break
                except OSError:
                    continue
    except (OSError, ValueError, IndexError):
        terminal = None
    if terminal is None:
        for fd in (0, 1, 2):
            try:
                terminal = os.ttyname(fd)
                break
            except OSError:
                continue
    return terminal


def director_key(name: str | None) -> tuple[str, bool]:
    """The key of a Director's ruling in progress: ``(key, named)``.

    ``name``: the Director's name as typed (spaces around it and case do not
    matter: "Anna Lee" and "anna lee " are one Director), or None/empty for
    the login session (:func:`session_key`). ``named`` is True for a name.
    """
    name = " ".join((name or "").split())
    if name:
        return "director:" + name.casefold(), True
    return "session:" + session_key(), False


DETAIL_FIELDS = ("event", "session", "round", "board", "table", "ns", "ew", "ns_names", "ew_names", "director")
"""What a ruling records of where it was made (issue 8 section 1), all optional:
the event, session, round, board number (a whole number, 1-999), table, the NS
and EW contestants (pair or team numbers, as text: ``7``, ``12A``), their
names, and the Director's name."""

NUMBERED_FIELDS = ("session", "round", "table", "ns", "ew")
"""The details that number something (a session, a round, a table, a pair or team) but may
carry letters (``12A``, ``Afternoon``): kept as text, their full-width forms made ASCII as the
board number's are (``１`` -> ``1``, ``１２Ａ`` -> ``12A``), so a round typed on a Chinese
keyboard is stored, filtered and exported as the same round (issue 8, a fresh tester). The board
is a number proper (an int, 1-999); event, names and the Director stay as typed."""


def _halfwidth(text: str) -> str:
    """``text`` with full-width ASCII forms (U+FF01-U+FF5E) and the ideographic space made ASCII."""
    return "".join(chr(ord(c) - 0xFEE0) if 0xFF01 <= ord(c) <= 0xFF5E else " " if c == "\u3000" else c
                   for c in text)

REMEMBERED_FIELDS = ("event", "session", "director")
"""The details kept from one ruling to the next (the rest are asked afresh)."""

DETAIL_MAX = 80
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The invisible text-direction (bidi) controls: in a name they reorder what a terminal, a
spreadsheet or a sheet shows (U+202E turns ``Anna`` into what reads as another name); refused in a
ruling's details like the other control characters (issue 10). The command line escapes them
in its output too (``helper.cli.common``)."""
"""The longest detail (characters)."""


class DetailError(ValueError):
    """A ruling detail that cannot be recorded. ``field``: one of
    :data:`DETAIL_FIELDS` (or the unknown name); ``code``: ``unknown``,
    ``board`` (not a whole number 1-999), ``length`` (over :data:`DETAIL_MAX`
    characters), ``control`` (a control character) or ``bidi`` (a text-direction
    control, :data:`BIDI_CONTROLS`)."""

    def __init__(self, field_name: str, code: str, value: Any = None):
        super().__init__(f"{field_name}: {code}")
        self.field = field_name
        self.code = code
        self.value = value


def check_details(details: dict[str, Any] | None) -> dict[str, Any]:
    """The ruling details, checked: only :data:`DETAIL_FIELDS`, empty ones left out.

    Args:
        details: field name -> value (text, or for ``board`` a whole number or
            its digits); None or empty values are skipped.
    Returns:
        a new dict: ``board`` an int, the rest text with surrounding spaces
        removed (in :data:`NUMBERED_FIELDS` full-width forms made ASCII), in
        :data:`DETAIL_FIELDS` order.
    Raises:
        DetailError: an unknown field, a board that is not 1-999, a value over
            :data:`DETAIL_MAX` characters or holding a control character.
    """
    from helper.numbers import parse_int

    details = dict(details or {})
    unknown = sorted(set(details) - set(DETAIL_FIELDS))
    if unknown:
        raise DetailError(unknown[0], "unknown")
    checked: dict[str, Any] = {}
    for name in DETAIL_FIELDS:
        value = details.get(name)
        if value is None or (isinstance(value, str) and not value.strip()):
            continue
        if name == "board":
            try:
                if isinstance(value, bool):
                    raise ValueError
                number = value if isinstance(value, int) else parse_int(str(value).strip())
            except (ValueError, ArithmeticError):
                raise DetailError(name, "board", value) from None
            if not 1 <= number <= 999:
                raise DetailError(name, "board", value)
            checked[name] = number
            continue
        text = " ".join(str(value).split()) if not isinstance(value, bool) else ("yes" if value else "no")
        if name in NUMBERED_FIELDS:
            text = " ".join(_halfwidth(text).split())
        if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in str(value) if c not in " \t"):
            raise DetailError(name, "control", value)
        if any(c in BIDI_CONTROLS for c in str(value)):
            raise DetailError(name, "bidi", value)
        if len(text) > DETAIL_MAX:
            raise DetailError(name, "length", value)
        checked[name] = text
    return checked


def settings_snapshot(settings) -> dict[str, Any]:
    """The settings in force, for the record: every field of
    :class:`helper.scoring.Settings` (percentages 0-100 and IMPs as exact
    fractions in text, ``"65"``, ``"121/2"``), ``multiple_boards`` and
    ``scoring`` as tables, ``source`` (the settings file as an absolute path - a
    later reader may be anywhere, issue 8 - or ``defaults``).
    :func:`settings_from_snapshot` gives the settings back."""

    def plain(obj) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(obj):
            value = getattr(obj, f.name)
            if isinstance(value, Fraction):
                value = str(value)
            elif is_record(value):
                value = plain(value)
            out[f.name] = value
        return out

    data = plain(settings)
    source = data.get("source")
    if isinstance(source, str) and source not in ("defaults", "mapping") and not os.path.isabs(source):
        data["source"] = os.path.abspath(source)
    return data


def settings_json(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """A :func:`settings_snapshot` for JSON output (``--json``, the JSON export): every
    setting that is a number (percent 0-100, IMPs, VPs) as a JSON number, with
    ``<name>_exact`` beside it, the exact fraction as text (``"121/2"``), when it is not
    integral; the rest (names, tables, ``source``) as stored. A value that is not a
    number where one belongs (a damaged record) is left as stored. None stays None."""
    from helper.scoring import Settings
    from helper.scoring.settings import AppealSettings, MultipleBoards, PenaltySettings, ScoringSettings

    if not isinstance(data, dict):
        return data
    tables = {"multiple_boards": MultipleBoards, "scoring": ScoringSettings, "penalty": PenaltySettings,
              "appeal": AppealSettings}

    def convert(cls, values: dict[str, Any]) -> dict[str, Any]:
        known = {f.name: f for f in fields(cls)}
        out: dict[str, Any] = {}
        for name, value in values.items():
            if cls is Settings and name in tables and isinstance(value, dict):
                out[name] = convert(tables[name], value)
                continue
            if name in known and "Fraction" in str(known[name].type) and isinstance(value, str):
                try:
                    fraction = Fraction(value)
                except (ValueError, ZeroDivisionError):
                    out[name] = value
                    continue
                if fraction.denominator == 1:
                    out[name] = int(fraction)
                else:
                    out[name] = float(fraction)
                    out[name + "_exact"] = str(fraction)
                continue
            out[name] = value
        return out

    return convert(Settings, data)


def settings_from_snapshot(data: dict[str, Any] | None):
    """The :class:`helper.scoring.Settings` of a :func:`settings_snapshot` (None: the defaults).

    Raises:
        ValueError: the snapshot is damaged (helper.scoring.SettingsError is one).
    """
    from helper.scoring import Settings
    from helper.scoring.settings import AppealSettings, MultipleBoards, PenaltySettings, ScoringSettings

    tables = {"multiple_boards": MultipleBoards, "scoring": ScoringSettings, "penalty": PenaltySettings,
              "appeal": AppealSettings}
    if data is None:
        return Settings()
    if not isinstance(data, dict):
        raise ValueError("settings: not an object")

    def build(cls, values: dict[str, Any]):
        known = {f.name: f for f in fields(cls)}
        kwargs: dict[str, Any] = {}
        for name, value in values.items():
            if name not in known:
                continue  # a setting of a later version: not needed to replay
            if name in tables and cls is Settings:
                value = None if value is None else build(tables[name], value)
            elif "Fraction" in str(known[name].type) and value is not None:
                value = Fraction(value)
            kwargs[name] = value
        return cls(**kwargs)

    try:
        return build(Settings, data)
    except (TypeError, ZeroDivisionError) as exc:
        raise ValueError(f"settings: {exc}") from None


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
    details: dict[str, Any] = field(default_factory=dict)
    settings: dict[str, Any] | None = None
    corrects: int | None = None
    appeals: tuple[Appeal, ...] = ()
    corrected_by: int | None = None
    amendments: tuple[Amendment, ...] = ()
    details_recorded: dict[str, Any] | None = None
    """``details`` are the details in force: as recorded, then each of ``amendments`` in
    order; ``details_recorded`` the details as recorded (None when never amended)."""
    link: str | None = None
    """Why it corrects ``corrects`` (one of :data:`LINKS`; None: unknown, or corrects nothing)."""
    corrected_link: str | None = None
    """Why the record ``corrected_by`` corrects this one (:data:`LINKS`), else None."""
    begun: str | None = None
    """When the ruling began (ISO 8601, UTC; None: a record made before this was kept, or replayed)."""
    replayed: bool = False
    """Recorded from a file of answers (``helper rule --answers FILE --record``), not made on the
    helper's screen: when it began at the table is not known (``begun`` None)."""


class Superseded(ValueError):
    """Ruling ``ruling`` is followed by record ``by`` (which corrects or completes it): an
    appeal outcome is added to the ruling in force, ``by`` (Laws 92, 93; issue 8)."""

    def __init__(self, ruling: int, by: int):
        super().__init__(f"ruling {ruling} is followed by ruling {by}")
        self.ruling = ruling
        self.by = by


APPEAL_OUTCOMES = ("upheld", "changed", "withdrawn")
"""An appeal's outcome (Laws 92, 93): the ruling upheld, changed (with the new scores) or the appeal withdrawn."""


@dataclass(frozen=True)
class Appeal:
    """An appeal outcome added to a recorded ruling (the ruling itself is kept as it was).

    ``outcome``: one of :data:`APPEAL_OUTCOMES`; ``score``: for ``changed``,
    the new scores as given by the appeals committee - ``{"unit": "percent" |
    "matchpoints" | "imps", "ns": "<fraction>", "ew": "<fraction>"}`` - else
    None; ``note``: free text or None; ``created``: ISO 8601, UTC."""

    id: int
    ruling: int
    created: str
    outcome: str
    score: dict[str, Any] | None
    note: str | None
    number: int = 0
    """Its place among the outcomes of its own ruling (``ruling``): 1 for the first, as "appeal 2
    of ruling 3" says; ``id`` is its number in the whole log. In :attr:`Record.appeals` of a
    record that follows ruling ``ruling`` (corrects or completes it) the outcome is carried
    forward: ``ruling`` then names the record it was added to."""


@dataclass(frozen=True)
class Amendment:
    """Details added, changed or removed on a recorded ruling after it was made, from any
    helper (``helper rulings details ID ...``); the ruling as recorded is kept beside it.

    ``changes``: detail name (:data:`DETAIL_FIELDS`) -> the new value (``board`` an int,
    the rest text), or None for a detail removed; ``before``: the same names -> the
    values they replaced (None: there was none); ``by``: who made it (a Director's
    name or a login name); ``created``: ISO 8601, UTC."""

    id: int
    ruling: int
    created: str
    by: str
    changes: dict[str, Any]
    before: dict[str, Any] = field(default_factory=dict)
    number: int = 0
    """Its place among its own ruling's amendments (1 for the first amendment of that
    ruling, ...), as "amendment 2 of ruling 3" says; ``id`` is its number in the whole log."""


@dataclass(frozen=True)
class Unreadable:
    """A stored ruling that cannot be read: its ``id`` and what is wrong (English, technical)."""

    id: int
    problem: str


@dataclass(frozen=True)
class Owner:
    """Who holds the ruling in progress: process ``pid`` on ``host``, since
    ``started`` (ISO 8601, UTC), last heartbeat ``heartbeat`` (Unix time,
    seconds), on ``terminal`` (``pts/3``; ``""`` when unknown: no terminal, or a
    record made before it was kept)."""

    token: str
    pid: int
    host: str
    started: str
    heartbeat: float
    terminal: str = ""


@dataclass(frozen=True)
class OtherLogin:
    """A ruling in progress of the same OS user in another login session
    (:meth:`RulingStore.other_logins`): its ``key`` (``session:user@terminal``),
    ``terminal`` as shown (``pts/3``): its holder's, else the one it was last
    held on, else the login of its key; when it was last ``saved`` and when it
    ``begun`` (ISO 8601, UTC; ``begun`` ``""`` when unknown) and its holder
    ``owner`` (None: no helper holds it).

    After a take-over the row keeps the key of the login it was taken from,
    while its holder works on another terminal: the terminal named is the
    holder's (issue 7: pts/4 was shown, the live helper was on pts/3)."""

    key: str
    terminal: str
    saved: str
    owner: Owner | None
    begun: str = ""


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
    ``answers`` ((question id, answer text or None) pairs), ``details`` (the
    ruling's details so far, see :data:`DETAIL_FIELDS`). ``damaged``: the
    id in the ``damaged_draft`` table of a saved draft that could not be read
    and was set aside (``answers`` then empty), else None. ``recorded``: the
    record it was already recorded as (finished, then taken back), else None.
    ``back``: the answers taken back with Back and still offered ((question id, answer
    text or None) pairs, the question after ``answers`` first; [] when none or unreadable)."""

    saved: str
    lang: str
    answers: list[tuple[str, Any]]
    damaged: int | None = None
    details: dict[str, Any] = field(default_factory=dict)
    recorded: int | None = None
    back: list[tuple[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class DraftState:
    """What a ruling in progress holds now (:meth:`RulingStore.draft_state`), so that every
    take-over path says the same for the same state (issue 8, a fresh tester).

    ``in_progress``: it has answers, or answers taken back with Back (the same ruling at its
    first question, those answers offered again); ``begun``: when that ruling began (ISO 8601, UTC; the
    one time source for "started at", ``""`` when unknown); ``finished``: the record its last
    ruling was finished as, while nothing new is under way (None: none, or started over)."""

    in_progress: bool
    begun: str
    finished: int | None


@contextmanager
def immediate(connection: sqlite3.Connection, busy_timeout: float = 5.0,
              waits: list[float] | None = None) -> Iterator[sqlite3.Connection]:
    """The one write transaction of the record: ``BEGIN IMMEDIATE`` (the write
    lock at once, so that two helpers never deadlock upgrading a read lock),
    ``COMMIT`` at the end, ``ROLLBACK`` on any error, which is raised again.

    A lock held by another helper is waited for up to ``busy_timeout``
    seconds, trying again every 0.5-3 ms (SQLite's own handler backs off to
    100 ms sleeps and a waiter can lose the lock again and again); the wait
    (seconds) is appended to ``waits`` when given.

    Raises:
        sqlite3.Error: as SQLite raises it (the caller words it, see :class:`StoreError`).
    """
    start = time.monotonic()
    while True:
        try:
            connection.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.OperationalError as exc:
            if classify(exc) != "locked" or time.monotonic() - start >= busy_timeout:
                raise
            time.sleep(random.uniform(0.0005, 0.003))
    if waits is not None:
        waits.append(time.monotonic() - start)
    try:
        yield connection
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


# A recorded ruling this helper may complete (a penalty, Law 90A) or give its details: one
# this Director's key recorded, or the one the ruling in progress this helper holds was
# recorded as or last finished as - wherever that draft came from (a stale or live take-over,
# another login of the same user, a Director named since): the draft carries its record
# (issue 8, a ruling recorded twice after a stale take-over on another terminal).
_MINE = ("(director_key = ? OR id IN (SELECT recorded FROM draft WHERE key = ? AND owner = ? AND recorded IS NOT "
         "NULL UNION SELECT finished FROM draft WHERE key = ? AND owner = ? AND finished IS NOT NULL))")


class RulingStore:
    """The SQLite record of rulings. Open with :meth:`open`; use as a context manager.

    ``key``/``named``: whose ruling in progress this helper works on (see
    :func:`director_key`); :meth:`switch_director` changes it.

    Raises:
        StoreError: the file cannot be created, opened or written (its
            ``reason`` says why); nothing already stored is lost.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path, stale_seconds: float = STALE_SECONDS,
                 director: str | None = None, busy_timeout: float = 5.0):
        self.connection = connection
        self.busy_timeout = busy_timeout
        self.path = path
        self.stale_seconds = stale_seconds
        self.token = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(8)}"
        self.owned = False
        self.row: int | None = None  # the id of the draft row last claimed: it keeps its id when its key
        # changes (adopted by another login of the same user, :meth:`_adopt`), so a helper that lost it
        # can still name its holder and, with Ctrl+O, follow it (:meth:`claim_draft`)
        self.key, self.named = director_key(director)
        self.director = " ".join((director or "").split()) or None  # the name as given ($HELPER_DIRECTOR)
        self.terminal = terminal_name()  # kept with a claim: where the holder is (take-over questions)
        self.waits: list[float] = []  # seconds each write waited for the lock (for the concurrency test)
        self.begun_saved: str | None = None  # when the ruling in progress last saved here began (save_draft)
        self.adopted: dict[str, Any] | None = None  # whose ruling in progress :meth:`_adopt` took on (last claim)

    @classmethod
    def open(cls, path: Path | None = None, *, stale_seconds: float = STALE_SECONDS,
             busy_timeout: float = 5.0, director: str | None = None) -> RulingStore:
        """Open (creating when missing) the record at ``path`` (default :func:`default_path`).

        A new record is created with mode 0600, and its directory, when the
        helper creates it, with mode 0700. ``stale_seconds``: after how many
        seconds without a heartbeat a claim on the ruling in progress is stale;
        ``busy_timeout``: how long (seconds) to wait for another program's lock;
        ``director``: the Director's name, whose ruling in progress this is
        (None: the login session, :func:`session_key`). A record made by an
        earlier version is upgraded in place (one transaction); its rulings
        and ruling in progress are kept.
        """
        path = path or default_path()
        try:
            if not path.parent.is_dir():
                path.parent.mkdir(parents=True, mode=0o700, exist_ok=True)
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            except FileExistsError:
                pass
            # SQLite's own busy handler backs off to 100 ms sleeps, and a
            # waiter can lose the lock to others again and again: it only
            # covers short waits here; transaction() retries with short sleeps.
            connection = sqlite3.connect(path, timeout=min(busy_timeout, LOCK_SLICE), isolation_level=None)
            try:
                _wal(connection, busy_timeout)
                # WAL with synchronous NORMAL: a commit does not wait for the disk
                # (short transactions); the record stays whole after a crash.
                connection.execute("PRAGMA synchronous = NORMAL")
                _upgrade(connection)
            except sqlite3.Error:
                connection.close()
                raise
        except (OSError, sqlite3.Error) as exc:
            raise _error(exc, path) from exc
        return cls(connection, path, stale_seconds, director, busy_timeout)

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
        uri = "file:" + quote(str(path.absolute()))
        try:
            try:
                connection = sqlite3.connect(uri + "?mode=ro", uri=True, timeout=5, isolation_level=None)
                connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:
                # A WAL record in a directory this user cannot write (another
                # user's): SQLite cannot make the shared-memory file. With no
                # write-ahead log left over, the file alone is the record.
                if os.path.exists(str(path) + "-wal"):
                    raise
                connection = sqlite3.connect(uri + "?mode=ro&immutable=1", uri=True, timeout=5,
                                             isolation_level=None)
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

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (:func:`immediate`): yields the connection. The
        time spent waiting for the lock is appended to :attr:`waits` (seconds).

        Raises:
            StoreError: an ``sqlite3.Error`` (its reason classified); nothing is written.
        """
        try:
            with immediate(self.connection, self.busy_timeout, self.waits) as connection:
                yield connection
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from exc

    def _execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        try:
            return self.connection.execute(sql, tuple(params))
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from exc

    # -- who owns the ruling in progress
    def owner(self, key: str | None = None) -> Owner | None:
        """The current holder of the ruling in progress of ``key`` (default this helper's), or None."""
        row = self._execute("SELECT owner, pid, host, started, heartbeat, terminal FROM draft WHERE key = ?",
                            (self.key if key is None else key,)).fetchone()
        if row is None or row[0] is None:
            return None
        token, pid, host, started, heartbeat, terminal = row
        return Owner(token, int(pid or 0), host or "", started or "", float(heartbeat or 0),
                     terminal if isinstance(terminal, str) else "")

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

    def _adopt(self, connection: sqlite3.Connection) -> None:
        """Inside a transaction, when this login session has no ruling in
        progress of its own: take on an orphan one - the row of a record made
        before keys (key ``''``), or the latest unnamed ruling in progress of
        the same user left by a helper that has ended (a dropped SSH
        connection comes back on a new terminal). A live helper's, and a named
        Director's, are never taken. An empty row of this login session left
        unheld (its terminal was used before) gives way to the orphan."""
        own = connection.execute("SELECT answers, owner, pid, host, started, heartbeat FROM draft WHERE key = ?",
                                 (self.key,)).fetchone()
        if own is not None and (own[0] != "[]" or (own[1] is not None and self.is_stale(
                Owner(own[1], int(own[2] or 0), own[3] or "", own[4] or "", float(own[5] or 0))) is None)):
            return  # this login session's own ruling in progress, or a live helper holds its row
        prefix = self._user_prefix()
        rows = connection.execute(
            "SELECT id, key, owner, pid, host, started, heartbeat FROM draft WHERE named = 0 AND answers != '[]' "
            "AND (key = '' OR substr(key, 1, ?) = ?) ORDER BY saved DESC, id DESC",
            (len(prefix), prefix)).fetchall()
        if self.named:
            rows = [row for row in rows if row[1] == ""]
        for id, key, token, pid, host, started, heartbeat in rows:
            if key and token is not None and self.is_stale(
                    Owner(token, int(pid or 0), host or "", started or "", float(heartbeat or 0))) is None:
                continue  # a live helper's
            if own is not None:  # an empty row of this login session (a terminal used before): the orphan replaces it
                connection.execute("DELETE FROM draft WHERE key = ? AND answers = '[]'", (self.key,))
            connection.execute("UPDATE draft SET key = ?, named = ? WHERE id = ?", (self.key, int(self.named), id))
            if key:  # another login's: say whose it was (its holder's terminal, process and host)
                extra = connection.execute("SELECT terminal, left_by FROM draft WHERE id = ?", (id,)).fetchone()
                try:
                    left = json.loads(extra[1]) if extra and extra[1] else {}
                except ValueError:
                    left = {}
                left = left if isinstance(left, dict) else {}
                prefix_len = len(self._user_prefix())
                terminal = (extra[0] if extra and isinstance(extra[0], str) and extra[0] else
                            left.get("terminal") or shown_terminal(key[prefix_len:]))
                self.adopted = {"terminal": terminal or "",
                                "pid": int(pid) if pid else left.get("pid"),
                                "host": host or left.get("host") or ""}
            return

    def _user_prefix(self) -> str:
        """``session:user@`` of this helper's user: the start of every unnamed key of the same OS user."""
        if self.key.startswith("session:"):
            return "session:" + self.key[len("session:"):].split("@")[0] + "@"
        return "session:" + session_key().split("@")[0] + "@"

    def other_logins(self) -> list[OtherLogin]:
        """The rulings in progress of the same OS user left open in other login
        sessions (an unnamed Director who reconnected over SSH gets a new
        terminal, so a new :func:`session_key`), latest saved first; [] for a
        named Director (whose key survives a reconnect) or when none.

        Only unnamed keys of this user (``session:user@...``) are looked at:
        another user's, and named Directors', are never offered. Each may be
        held by a live helper (tmux kept it), a stale one, or none.

        Raises:
            StoreError: the record cannot be read.
        """
        if self.named:
            return []
        prefix = self._user_prefix()
        rows = self._execute(
            "SELECT key, saved, owner, pid, host, started, heartbeat, terminal, begun FROM draft "
            "WHERE named = 0 AND answers != '[]' AND key != ? AND substr(key, 1, ?) = ? ORDER BY saved DESC, id DESC",
            (self.key, len(prefix), prefix)).fetchall()
        found = []
        for key, saved, token, pid, host, started, heartbeat, terminal, begun in rows:
            terminal = terminal if isinstance(terminal, str) else ""
            owner = (Owner(token, int(pid or 0), host or "", started or "", float(heartbeat or 0), terminal)
                     if token is not None else None)
            # The holder's terminal (or the last holder's), not the key's: the key is the login the
            # ruling began in, which a take-over keeps.
            found.append(OtherLogin(key, terminal or shown_terminal(key[len(prefix):]), saved or "", owner,
                                    begun if isinstance(begun, str) else ""))
        return found

    def take_over_login(self, login: OtherLogin) -> Claim:
        """Take over the ruling in progress of another login session of the same
        user (:meth:`other_logins`), as the Director confirmed it: this helper
        gives up its own (empty) one and works on ``login.key`` from now on. Its
        holder, if it wakes or goes on, can no longer save it (:class:`DraftLost`:
        every write is fenced by the owner's token); its Ctrl+O asks to take it back.

        Refused - returns ``Claim(False, "changed", current holder)``, nothing
        changed - when this helper has a ruling in progress of its own, or that
        ruling is no longer what was asked about: finished or cleared, or held
        by another helper than ``login.owner``.

        Raises:
            StoreError: the record cannot be written.
        """
        prefix = self._user_prefix()
        if self.named or not login.key.startswith(prefix) or login.key == self.key:
            return Claim(False, "changed", None)
        with self.transaction() as connection:
            own = connection.execute("SELECT answers FROM draft WHERE key = ?", (self.key,)).fetchone()
            row = connection.execute("SELECT answers, named, owner, pid, host, started, heartbeat FROM draft "
                                     "WHERE key = ?", (login.key,)).fetchone()
            previous = None
            if row is not None and row[2] is not None:
                previous = Owner(row[2], int(row[3] or 0), row[4] or "", row[5] or "", float(row[6] or 0))
            if (own is not None and own[0] != "[]") or row is None or row[0] == "[]" or row[1] \
                    or (previous.token if previous else None) != (login.owner.token if login.owner else None):
                return Claim(False, "changed", previous)
            params = (self.token, os.getpid(), socket.gethostname(), _now(), time.time(), self.terminal)
            connection.execute("UPDATE draft SET owner = ?, pid = ?, host = ?, started = ?, heartbeat = ?, "
                               "terminal = ? WHERE key = ?", (*params, login.key))
            if self.owned:  # the own (empty) ruling in progress is kept for its login session, unheld
                connection.execute("UPDATE draft SET owner = NULL, pid = NULL, host = NULL, started = NULL, "
                                   "heartbeat = NULL WHERE key = ? AND owner = ?", (self.key, self.token))
        self.key = login.key
        self.owned = True
        self.row = self._execute("SELECT id FROM draft WHERE key = ?", (self.key,)).fetchone()[0]
        how = "free" if previous is None else (self.is_stale(previous) or "taken")
        return Claim(True, how, previous)

    def claim_draft(self, take_over: bool = False) -> Claim:
        """Claim this Director's ruling in progress (:attr:`key`) for this helper.

        There is one ruling in progress per Director. It is free when nobody
        holds it or its holder is stale (:meth:`is_stale`); otherwise a live
        helper holds it and the claim is refused (``busy``) unless
        ``take_over`` is true (the Director was asked). The previous holder's
        later writes are then refused (:class:`DraftLost`). Another Director's
        ruling in progress is never touched.

        Returns:
            a :class:`Claim`.
        Raises:
            StoreError: the record cannot be written (read-only, locked...).
        """
        self.adopted = None
        with self.transaction() as connection:
            self._follow_row(connection)
            self._adopt(connection)
            previous = self.owner()
            how = "free"
            if previous is not None and previous.token != self.token:
                how = self.is_stale(previous) or ("taken" if take_over else "busy")
            if how == "busy":
                self.row = connection.execute("SELECT id FROM draft WHERE key = ?", (self.key,)).fetchone()[0]
                return Claim(False, "busy", previous)
            params = (self.token, os.getpid(), socket.gethostname(), _now(), time.time(), self.terminal)
            cursor = connection.execute(
                "UPDATE draft SET owner = ?, pid = ?, host = ?, started = ?, heartbeat = ?, terminal = ? WHERE key = ?",
                (*params, self.key))
            if cursor.rowcount == 0:
                connection.execute(
                    "INSERT INTO draft (key, named, saved, lang, answers, owner, pid, host, started, heartbeat, "
                    "terminal) VALUES (?, ?, ?, '', '[]', ?, ?, ?, ?, ?, ?)",
                    (self.key, int(self.named), _now(), *params))
            self.row = connection.execute("SELECT id FROM draft WHERE key = ?", (self.key,)).fetchone()[0]
        self.owned = True
        return Claim(True, how, None if how == "free" else previous)

    def _follow_row(self, connection: sqlite3.Connection) -> None:
        """Inside a transaction, before claiming: when the draft row this helper held
        (:attr:`row`) was adopted meanwhile by another login of the same user (a helper
        started on another terminal took it over from this one, stopped: :meth:`_adopt`)
        and this helper's own key has no ruling in progress, work on that row's key from
        now on - the ruling this helper lost is the one it claims back (issue 8)."""
        if self.row is None or self.owned:
            return
        row = connection.execute("SELECT key, named FROM draft WHERE id = ?", (self.row,)).fetchone()
        if row is None or row[0] == self.key or row[1]:
            return
        own = connection.execute("SELECT answers FROM draft WHERE key = ?", (self.key,)).fetchone()
        if own is not None and own[0] not in (None, "", "[]"):
            return  # a ruling in progress of this login session's own stays first
        if not self.named and row[0].startswith(self._user_prefix()):
            self.key = row[0]

    def holder(self) -> Owner | None:
        """The current holder of the draft row this helper held last (:attr:`row`, wherever
        its key is now), else of this helper's key; None when nobody holds it."""
        if self.row is not None:
            row = self._execute("SELECT key FROM draft WHERE id = ?", (self.row,)).fetchone()
            if row is not None:
                return self.owner(row[0])
        return self.owner()

    def switch_director(self, name: str | None) -> Claim | None:
        """Work on the ruling in progress of the Director ``name`` (None: the login session).

        The claim on the current one is released (it is kept for its
        Director), then the new one is claimed (:meth:`claim_draft`; a live
        helper holding it makes the claim ``busy``). Returns None when the key
        is unchanged.

        Raises:
            StoreError: the record cannot be written.
        """
        key, named = director_key(name)
        if key == self.key:
            return None
        self.release()
        self.key, self.named = key, named
        return self.claim_draft()

    def rekey_draft(self, name: str | None) -> Owner | str | None:
        """Move the ruling in progress this helper holds to the Director ``name`` (named in the
        middle of a ruling): its answers, details and claim go with it, in one transaction, so
        that ``HELPER_DIRECTOR=name`` finds it from any terminal (issue 8).

        ``name`` is compared as :func:`director_key` does (case and spaces do not matter).
        Refused, nothing changed, when that Director already has a ruling in progress, or a
        live helper holds that Director's (empty) one.

        Returns:
            None when moved or when the key is unchanged; else what refused it: the
            :class:`Owner` of that Director's ruling in progress held by a live helper, or when
            it began (ISO 8601, UTC; when it was saved for one made before that was kept) when
            nobody holds it.
        Raises:
            DraftLost: this helper does not hold its ruling in progress.
            StoreError: the record cannot be written.
        """
        key, named = director_key(name)
        if key == self.key:
            return None
        if not self.owned:
            raise DraftLost(self.path, self.holder())
        with self.transaction() as connection:
            row = connection.execute("SELECT answers, coalesce(begun, saved), owner, pid, host, started, heartbeat "
                                     "FROM draft WHERE key = ?", (key,)).fetchone()
            if row is not None:
                answers, saved, token, pid, host, started, heartbeat = row
                holder = None if token is None else Owner(token, int(pid or 0), host or "", started or "",
                                                          float(heartbeat or 0))
                if holder is not None and holder.token != self.token and self.is_stale(holder) is None:
                    return holder
                if answers not in (None, "", "[]"):
                    return str(saved or "")
                connection.execute("DELETE FROM draft WHERE key = ?", (key,))  # an empty row nobody holds
            cursor = connection.execute("UPDATE draft SET key = ?, named = ? WHERE key = ? AND owner = ?",
                                        (key, int(named), self.key, self.token))
            if cursor.rowcount == 0:
                self.owned = False
                raise DraftLost(self.path, self.holder())
        self.key, self.named = key, named
        return None

    def _fenced(self, sql: str, params: Iterable[Any]) -> None:
        """Run an UPDATE of the draft row that ends ``WHERE key = ? AND owner = ?`` (this helper's key and token)."""
        if not self.owned:
            raise DraftLost(self.path, self.holder())
        with self.transaction() as connection:
            cursor = connection.execute(sql, (*params, self.key, self.token))
        if cursor.rowcount == 0:
            self.owned = False
            raise DraftLost(self.path, self.holder())

    def heartbeat(self) -> None:
        """Refresh this helper's claim (call every :data:`HEARTBEAT_SECONDS`).

        Raises:
            DraftLost: another helper has taken the ruling in progress over.
            StoreError: the record cannot be written.
        """
        self._fenced("UPDATE draft SET heartbeat = ? WHERE key = ? AND owner = ?", (time.time(),))

    def release(self) -> None:
        """Give up the claim (the draft is kept): the next helper resumes it at once."""
        if self.owned:
            self.owned = False
            left = json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "terminal": self.terminal},
                              ensure_ascii=False)
            with self.transaction() as connection:
                connection.execute("UPDATE draft SET owner = NULL, pid = NULL, host = NULL, started = NULL, "
                                   "heartbeat = NULL, left_by = ? WHERE key = ? AND owner = ?",
                                   (left, self.key, self.token))

    # -- the ruling in progress
    def save_draft(self, lang: str, answers: Iterable[tuple[str, Any]],
                   details: dict[str, Any] | None = None, recorded: int | None = None,
                   begins: bool = False, back: Iterable[tuple[str, Any]] = ()) -> None:
        """Save the ruling in progress ((question id, answer) pairs); replaces the previous draft.

        ``details``: the ruling's details so far (:func:`check_details`);
        None keeps those saved. ``recorded``: the record this ruling was
        already recorded as (finished, then taken back), else None.
        ``begins``: a new ruling begins (Ctrl+N): its start is the time of its first
        answer. Otherwise the start (``begun``) is kept - Back to the first question
        does not move it - and set at the first answer of a ruling that has none: the
        start of record ``recorded`` when given (Back after it was finished), else now.
        ``back``: the answers taken back with Back (Ctrl+P) that the screen still offers,
        (question id, answer) pairs, the question after ``answers`` first: a resume or a
        take-over offers them again (issue 7, fix7f); () when none.

        Raises:
            DraftLost: this helper does not own the ruling in progress (see :meth:`claim_draft`).
            StoreError: the record cannot be written.
            DetailError: a detail cannot be recorded.
        """
        data = json.dumps([[node, _answer_value(value)] for node, value in answers], ensure_ascii=False)
        undone = json.dumps([[node, _answer_value(value)] for node, value in back], ensure_ascii=False)
        now = _now()
        # The ruling begins at its first answer after the last one finished or Ctrl+N (issue 8:
        # one start time, whichever dialog shows it).
        # A ruling already recorded (Back after it was finished) keeps its record's start (issue 8, 8c).
        # Only answers taken back (Back to the first question) are still that ruling: a recorded
        # one keeps its record's start (issue 8, fresh tester 8d).
        begun = ("begun = CASE WHEN ? THEN (CASE WHEN ? = '[]' THEN NULL ELSE ? END) "
                 "WHEN begun IS NULL AND (? != '[]' OR ? != '[]') "
                 "THEN coalesce((SELECT r.begun FROM ruling r WHERE r.id = ?), ?) "
                 "ELSE begun END")
        times = (int(begins), data, now, data, undone, recorded, now)
        if details is None:
            self._fenced(f"UPDATE draft SET saved = ?, lang = ?, answers = ?, back = ?, recorded = ?, heartbeat = ?, "
                         f"{begun}, finished = NULL WHERE key = ? AND owner = ?",
                         (now, lang, data, undone, recorded, time.time(), *times))
        else:
            self._fenced("UPDATE draft SET saved = ?, lang = ?, answers = ?, back = ?, details = ?, recorded = ?, "
                         f"heartbeat = ?, {begun}, finished = NULL WHERE key = ? AND owner = ?",
                         (now, lang, data, undone, json.dumps(check_details(details), ensure_ascii=False), recorded,
                          time.time(), *times))
        row = self._execute("SELECT begun FROM draft WHERE key = ?", (self.key,)).fetchone()
        self.begun_saved = row[0] if row is not None and isinstance(row[0], str) else None

    def begun(self) -> str | None:
        """When the ruling in progress this helper works on (the row it held last, as
        :meth:`holder`) began (ISO 8601, UTC), None when unknown (nothing saved since it
        began, or a record made before this was kept).

        Raises:
            StoreError: the record cannot be read.
        """
        state = self.draft_state()
        return state.begun or None if state is not None else None

    def finished_as(self, begun: str | None) -> int | None:
        """The latest record of the ruling that began at ``begun`` (ISO 8601, UTC, as
        :attr:`begun_saved`), None when none (or ``begun`` is None): whether a ruling taken
        from this helper was finished by the other one.

        Raises:
            StoreError: the record cannot be read.
        """
        if not begun:
            return None
        row = self._execute("SELECT max(id) FROM ruling WHERE begun = ?", (begun,)).fetchone()
        return row[0] if row and isinstance(row[0], int) else None

    def held_answers(self) -> tuple[tuple[str, str | None], ...] | None:
        """The answers (:func:`answer_key` form) of the ruling in progress in the draft row this
        helper held last (:attr:`row`, wherever its key is now, as :meth:`holder`), else of its
        key's; None when there is no such row or it cannot be read. Tells a helper whose ruling
        was taken over whether the answers on its screen are kept there (issue 8).

        Raises:
            StoreError: the record cannot be read.
        """
        row = None
        if self.row is not None:
            row = self._execute("SELECT CAST(answers AS BLOB) FROM draft WHERE id = ?", (self.row,)).fetchone()
        if row is None:
            row = self._execute("SELECT CAST(answers AS BLOB) FROM draft WHERE key = ?", (self.key,)).fetchone()
        try:
            return answer_key(_answers(row[0])) if row is not None else None
        except ValueError:
            return None

    def draft_state(self) -> DraftState | None:
        """The state of the ruling in progress this helper works on - the draft row it held last
        (:attr:`row`, wherever its key is now, as :meth:`holder`), else its key's - or None when
        there is no such row. ``begun`` falls back to when it was last saved for a ruling in
        progress saved before ``begun`` was kept.

        Raises:
            StoreError: the record cannot be read.
        """
        row = None
        if self.row is not None:
            row = self._execute("SELECT answers, begun, saved, finished, back FROM draft WHERE id = ?",
                                (self.row,)).fetchone()
        if row is None:
            row = self._execute("SELECT answers, begun, saved, finished, back FROM draft WHERE key = ?",
                                (self.key,)).fetchone()
        if row is None:
            return None
        answers, begun, saved, finished, undone = row
        # Answers taken back with Back (Ctrl+P) to the first question are still this ruling: the
        # screen offers them again and it keeps its start (issue 8, fresh tester 8d).
        in_progress = answers not in (None, "", "[]") or undone not in (None, "", "[]")
        begun = begun if isinstance(begun, str) and begun else (saved if in_progress and isinstance(saved, str) else "")
        return DraftState(in_progress, begun or "", finished if isinstance(finished, int) and not in_progress
                          else None)

    def save_details(self, details: dict[str, Any]) -> None:
        """Save the details of the ruling in progress alone (:func:`check_details`).

        Raises:
            DraftLost, StoreError, DetailError: as :meth:`save_draft`.
        """
        self._fenced("UPDATE draft SET details = ?, heartbeat = ? WHERE key = ? AND owner = ?",
                     (json.dumps(check_details(details), ensure_ascii=False), time.time()))

    def remember_for_login(self, details: dict[str, Any]) -> bool:
        """Keep ``details``' remembered fields (:data:`REMEMBERED_FIELDS`: event, session and the
        Director named) with this login session's own ruling in progress (``session:`` key,
        :func:`session_key`) while it has none under way, so that a helper started again in the
        same login without ``$HELPER_DIRECTOR`` finds the Director it worked for and that
        Director's remembered details (issue 8, fresh tester 8e: they were empty after a
        restart). A row held by another live helper is left alone. Returns whether it was kept.

        Raises:
            StoreError: the record cannot be written.
        """
        key = "session:" + session_key()
        kept = {name: details[name] for name in REMEMBERED_FIELDS if details.get(name) not in (None, "")}
        with self.transaction() as connection:
            row = connection.execute("SELECT answers, owner, pid, host, started, heartbeat FROM draft WHERE key = ?",
                                     (key,)).fetchone()
            if row is None:
                connection.execute("INSERT INTO draft (key, named, saved, lang, answers, details) "
                                   "VALUES (?, 0, ?, '', '[]', ?)",
                                   (key, _now(), json.dumps(check_details(kept), ensure_ascii=False)))
                return True
            answers, owner = row[0], row[1]
            if answers != "[]":
                return False  # a ruling under way there keeps its own details
            if owner is not None and owner != self.token and self.is_stale(
                    Owner(owner, int(row[2] or 0), row[3] or "", row[4] or "", float(row[5] or 0))) is None:
                return False
            connection.execute("UPDATE draft SET details = ? WHERE key = ?",
                               (json.dumps(check_details(kept), ensure_ascii=False), key))
        return True

    def save_form(self, typed: dict[str, str] | None) -> None:
        """Keep what is typed in the details form and not yet saved (``typed``: detail name ->
        the text as typed, unchecked; None or empty: nothing pending) with this Director's
        ruling in progress, as each answer is kept: a dropped connection loses nothing typed
        (issue 8, a fresh tester). :meth:`load_form` gives it back.

        Raises:
            DraftLost: another helper has taken the ruling in progress over.
            StoreError: the record cannot be written.
        """
        kept = {name: str(value) for name, value in (typed or {}).items() if name in DETAIL_FIELDS}
        self._fenced("UPDATE draft SET form = ?, heartbeat = ? WHERE key = ? AND owner = ?",
                     (json.dumps(kept, ensure_ascii=False) if kept else None, time.time()))

    def load_form(self) -> dict[str, str] | None:
        """What was typed in the details form of this Director's ruling in progress and not
        saved (:meth:`save_form`): detail name -> text as typed; None when nothing is pending
        (or what is kept cannot be read: it is then not offered).

        Raises:
            StoreError: the record cannot be read.
        """
        row = self._execute("SELECT form FROM draft WHERE key = ?", (self.key,)).fetchone()
        if row is None or not row[0]:
            return None
        try:
            kept = json.loads(row[0])
        except (ValueError, TypeError):
            return None
        if not isinstance(kept, dict):
            return None
        kept = {name: value for name, value in kept.items() if name in DETAIL_FIELDS and isinstance(value, str)}
        return kept or None

    def recorded_by(self, ruling_id: int) -> str | None:
        """The token (``host:pid:random``, :attr:`token`) of the helper that recorded ruling
        ``ruling_id`` last (made it or completed it in place), None when the record does not
        show it (no such ruling, a record made before it was kept, or one that cannot be read).
        Compare it with :attr:`Owner.token` or :func:`token_pid`."""
        try:
            row = self._execute("SELECT recorded_by FROM ruling WHERE id = ?", (ruling_id,)).fetchone()
        except StoreError:
            return None
        return row[0] if row and isinstance(row[0], str) and row[0] else None

    def recorded_answers(self, ruling_id: int) -> tuple[tuple[str, str | None], ...] | None:
        """The answers recorded with ruling ``ruling_id`` (:func:`answer_key` form), None when
        there is no such ruling or it cannot be read."""
        row = self._execute("SELECT CAST(answers AS BLOB) FROM ruling WHERE id = ?", (ruling_id,)).fetchone()
        try:
            return answer_key(_answers(row[0])) if row else None
        except ValueError:
            return None

    def load_details(self) -> dict[str, Any]:
        """The details saved with this Director's ruling in progress ({} when none or unreadable)."""
        row = self._execute("SELECT details FROM draft WHERE key = ?", (self.key,)).fetchone()
        try:
            data = json.loads(row[0]) if row and row[0] else {}
            return check_details(data) if isinstance(data, dict) else {}
        except (ValueError, TypeError):
            return {}

    def load_draft(self) -> Draft | None:
        """This Director's saved ruling in progress, or None when there is none (no answers and
        none taken back with Back).

        A draft that cannot be read (damaged JSON, bad text) is moved to the
        ``damaged_draft`` table, raw, for inspection, and a :class:`Draft`
        with no answers and ``damaged`` set to its id there is returned; the
        ruling in progress starts afresh. Setting aside needs the claim.

        Raises:
            StoreError: the record cannot be read or written.
        """
        row = self._execute("SELECT CAST(saved AS BLOB), CAST(lang AS BLOB), CAST(answers AS BLOB), recorded, "
                            "CAST(back AS BLOB) FROM draft WHERE key = ?", (self.key,)).fetchone()
        if row is None:
            return None
        saved, lang, answers, recorded, undone = row
        try:
            back = _answers(undone) if undone else []
        except ValueError:
            back = []  # only an offer: an unreadable one is not offered, the answers resume
        try:
            draft = Draft(_text(saved, "saved"), _text(lang, "lang"), _answers(answers), details=self.load_details(),
                          recorded=recorded if isinstance(recorded, int) else None, back=back)
        except ValueError as exc:  # json.JSONDecodeError is a ValueError
            return self._set_aside(row[:3], str(exc))
        # Only answers taken back with Back (Ctrl+P to the first question): the same ruling, its
        # answers offered again (issue 8, fresh tester 8d).
        return draft if draft.answers or draft.back else None

    def _set_aside(self, row: tuple, problem: str) -> Draft:
        saved, lang, answers = row
        with self.transaction() as connection:
            cursor = connection.execute(
                "UPDATE draft SET answers = '[]', saved = ?, lang = '' WHERE key = ? AND owner = ?",
                (_now(), self.key, self.token))
            lost = cursor.rowcount == 0
            if not lost:
                damaged = connection.execute(
                    "INSERT INTO damaged_draft (set_aside, saved, lang, answers, problem) VALUES (?, ?, ?, ?, ?)",
                    (_now(), saved, lang, answers, problem)).lastrowid
        if lost:
            self.owned = False
            raise DraftLost(self.path, self.holder())
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

    def clear_draft(self, finished: int | None = None) -> None:
        """Forget the ruling in progress (a ruling was finished, or the Director started over).

        Its details keep only :data:`REMEMBERED_FIELDS` (event, session,
        Director) for the next ruling. ``finished``: the record the ruling was
        finished as (None: started over, Ctrl+N), kept for a helper that takes
        this ruling in progress back later (:meth:`last_finished`).

        Raises:
            DraftLost: this helper does not own the ruling in progress.
            StoreError: the record cannot be written.
        """
        kept = {k: v for k, v in self.load_details().items() if k in REMEMBERED_FIELDS}
        self._fenced("UPDATE draft SET answers = '[]', back = NULL, saved = ?, details = ?, recorded = NULL, "
                     "heartbeat = ?, begun = NULL, finished = ? WHERE key = ? AND owner = ?",
                     (_now(), json.dumps(kept, ensure_ascii=False), time.time(), finished))

    def last_finished(self) -> int | None:
        """The record this Director's last ruling was finished as, while no other ruling is under
        way (the ruling in progress empty) and nobody started over since; else None.

        Raises:
            StoreError: the record cannot be read.
        """
        row = self._execute("SELECT answers, finished FROM draft WHERE key = ?", (self.key,)).fetchone()
        if row is None or row[0] not in (None, "", "[]") or not isinstance(row[1], int):
            return None
        return row[1]

    # -- finished rulings
    def add(self, ruling, lang: str, summary: str, *, details: dict[str, Any] | None = None,
            settings=None, corrects: int | None = None, replaces: int | None = None,
            expected: Iterable[tuple[str, Any]] | None = None, link: str | None = None,
            replayed: bool = False) -> int:
        """Record a finished ruling (a :class:`helper.dialogue.engine.Ruling`); returns its id.

        ``replayed``: recorded from a file of answers (``helper rule --record``): no start
        time is recorded (``begun`` NULL), the record says it was replayed.
        ``details``: where it was made (:func:`check_details`); ``settings``:
        the :class:`helper.scoring.Settings` in force (recorded with
        :func:`settings_snapshot`); ``corrects``: the id of the earlier record
        this ruling corrects (the same ruling changed after Back), else None; a
        correction keeps the start (``begun``) of the record it corrects.
        ``replaces``: the id of the same ruling recorded at its score, now
        completed by the questions after the score (a procedural penalty, Law
        90A): it is updated in place (same id, its details and appeals kept),
        not recorded twice. Only while that record is still as this helper
        recorded it (compare-and-set in the one transaction): its answers are
        ``expected`` (the answers this helper recorded it with; None: not
        checked) and a proper beginning of the new ones, no appeal outcome and
        no correction refer to it. Otherwise another helper (one that took the
        ruling over, issue 8) has completed or changed it meanwhile: a recorded
        ruling is never changed in place, and this one is recorded as a new
        record that corrects it (``corrects`` = ``replaces``), visible in the
        log; the same answers as recorded write nothing. The key of this
        helper's Director is recorded too.

        ``link``: why it corrects ``corrects`` (:data:`LINKS`; default ``back`` for a
        correction made by the helper); a correction made in place of ``replaces`` is
        labelled ``penalty`` (the earlier record was appealed or corrected meanwhile) or
        ``changed`` (another helper changed it), whatever ``link`` says.

        Raises:
            StoreError: the record cannot be written.
            DetailError: a detail cannot be recorded.
        """
        checked = check_details(details)
        score = score_data(ruling.score)
        if score is not None and getattr(ruling, "penalty", None) is not None:
            # Law 90A: a procedural penalty, kept apart from the board's score.
            score["penalty"] = ruling.penalty.as_dict()
        answers = [[a.node, _answer_value(a.value)] for a in ruling.answers]
        snapshot = None if settings is None else settings_snapshot(settings)
        if link is not None and link not in LINKS:
            raise ValueError(f"link: {link!r} is not one of {LINKS}")
        with self.transaction() as connection:
            if corrects is not None and connection.execute("SELECT 1 FROM ruling WHERE id = ?",
                                                           (corrects,)).fetchone() is None:
                corrects = None
            if replaces is not None:
                row = connection.execute(f"SELECT CAST(answers AS BLOB) FROM ruling WHERE id = ? AND {_MINE}",
                                         (replaces, *self._mine())).fetchone()
                try:
                    stored = answer_key(_answers(row[0])) if row is not None else None
                except ValueError:
                    stored = None
                new = answer_key(answers)
                if stored == new:
                    return replaces  # recorded so already (by the helper that took it over)
                referred = connection.execute(
                    "SELECT (SELECT count(*) FROM appeal WHERE ruling = ?) + (SELECT count(*) FROM ruling "
                    "WHERE corrects = ?)", (replaces, replaces)).fetchone()[0]
                if (stored is None or len(stored) >= len(new) or new[:len(stored)] != stored or referred
                        or (expected is not None and stored != answer_key(expected))):
                    # Changed since this helper recorded it: a correction, never an overwrite.
                    # Labelled for what happened: only answers after the score added to a record
                    # that was appealed or corrected meanwhile, or a record changed elsewhere.
                    extends = (stored is not None and len(stored) < len(new) and new[:len(stored)] == stored
                               and (expected is None or stored == answer_key(expected)))
                    link = "penalty" if extends and referred else "changed"
                    corrects, replaces = (replaces if row is not None else corrects), None
            if replaces is not None:
                cursor = connection.execute(
                    "UPDATE ruling SET lang = ?, kind = ?, laws = ?, answers = ?, score = ?, summary = ?, settings = ?, "
                    f"recorded_by = ? WHERE id = ? AND {_MINE}",
                    (lang, ruling.kind, json.dumps(list(ruling.laws)), json.dumps(answers, ensure_ascii=False),
                     json.dumps(score, ensure_ascii=False) if score else None, summary,
                     json.dumps(snapshot) if snapshot else None, self.token, replaces, *self._mine()))
                if cursor.rowcount:
                    return replaces
            # When the ruling began: its ruling in progress's start, if this helper holds it.
            row = connection.execute("SELECT begun FROM draft WHERE key = ? AND owner = ?",
                                     (self.key, self.token)).fetchone() if self.owned else None
            now = _now()
            begun = row[0] if row is not None and isinstance(row[0], str) and row[0] else now
            if corrects is not None and not replayed:
                # A correction is the same ruling: it keeps the start of the ruling it corrects
                # (issue 8, 8c: Back after a completed ruling began a new draft, and the
                # correction took the time of that Back as its start).
                earlier = connection.execute("SELECT begun FROM ruling WHERE id = ?", (corrects,)).fetchone()
                if earlier is not None and isinstance(earlier[0], str) and earlier[0]:
                    begun = earlier[0]
            if replayed:
                begun = None  # when the ruling began at the table is not known
            if corrects is not None:
                checked = _carried_details(connection, corrects, checked)
            cursor = connection.execute(
                "INSERT INTO ruling (created, lang, kind, laws, answers, score, summary, details, settings, corrects, "
                "director_key, link, begun, replayed, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (now, lang, ruling.kind, json.dumps(list(ruling.laws)), json.dumps(answers, ensure_ascii=False),
                 json.dumps(score, ensure_ascii=False) if score else None, summary,
                 json.dumps(checked, ensure_ascii=False), json.dumps(snapshot) if snapshot else None, corrects,
                 self.key, None if corrects is None else (link or "back"), begun, 1 if replayed else None,
                 self.token))
        return cursor.lastrowid or 0

    def _mine(self) -> tuple:
        """The parameters of :data:`_MINE` for this helper."""
        return (self.key, self.key, self.token, self.key, self.token)

    def merge_details(self, ruling_id: int, base: dict[str, Any], mine: dict[str, Any],
                      by: str | None = None) -> "DetailsMerge":
        """Save the details form of recorded ruling ``ruling_id`` by a three-way merge
        (issue 8, a fresh tester's lost update): only the fields the Director changed in
        the form are saved; a field changed elsewhere meanwhile (``helper rulings details``
        from another shell) and left as it was in the form keeps the value given elsewhere.

        Args:
            ruling_id: the ruling's number.
            base: the details as the form showed them when it opened (checked details:
                :func:`check_details`).
            mine: the details as the Director saved the form (checked the same way).
            by: who saves (a Director's name); default: the Director named in ``mine``,
                else this helper's key.
        Returns:
            a :class:`DetailsMerge`. When a field was changed both in the form and elsewhere
            to different values, nothing is saved and ``conflicts`` names each such field
            (``name -> (mine, theirs)``, None for an empty field): the caller asks which to
            keep, then calls again with ``base`` set to theirs for the fields where the form
            wins, or ``mine`` set to theirs for those where the record wins.
            Otherwise ``saved`` says whether anything was written: the ruling's own details
            (the ruling of this helper's Director, never amended) or one more amendment.
        Raises:
            KeyError: no recorded ruling has that id.
            DetailError: a detail cannot be recorded.
            StoreError: the record cannot be written.
        """
        base = check_details(base)
        mine = check_details(mine)
        who = check_details({"director": by or mine.get("director") or self.key}).get("director") or "?"
        with self.transaction() as connection:
            row = connection.execute("SELECT details, director_key FROM ruling WHERE id = ?",
                                     (ruling_id,)).fetchone()
            if row is None:
                raise KeyError(ruling_id)
            current = json.loads(row[0]) if row[0] else {}
            amendments = [json.loads(raw) for (raw,) in connection.execute(
                "SELECT changes FROM amendment WHERE ruling = ? ORDER BY id", (ruling_id,))]
            for changes in amendments:
                current = _amended(current, changes)
            applied: dict[str, Any] = {}
            conflicts: dict[str, tuple[Any, Any]] = {}
            for name in DETAIL_FIELDS:
                ours, old, theirs = mine.get(name), base.get(name), current.get(name)
                if ours == old or ours == theirs:
                    continue  # not changed in the form, or changed the same way elsewhere: theirs stands
                if theirs != old:
                    conflicts[name] = (ours, theirs)  # changed here and elsewhere, differently
                else:
                    applied[name] = ours
            if conflicts:
                return DetailsMerge(False, conflicts, current)
            if not applied:
                return DetailsMerge(False, {}, current)
            merged = _amended(current, applied)
            if not amendments and row[1] == self.key:
                # This Director's own ruling, never amended: the form completes its record.
                connection.execute("UPDATE ruling SET details = ? WHERE id = ?",
                                   (json.dumps(merged, ensure_ascii=False), ruling_id))
            else:
                connection.execute("INSERT INTO amendment (ruling, created, by, changes) VALUES (?, ?, ?, ?)",
                                   (ruling_id, _now(), who, json.dumps(applied, ensure_ascii=False)))
        return DetailsMerge(True, {}, merged)

    def amend_details(self, ruling_id: int, changes: dict[str, Any], by: str) -> int | None:
        """Add, change or remove details of recorded ruling ``ruling_id`` from any helper
        (not only the one that made it): an amendment kept beside the ruling, with the
        time and ``by`` (who made it); the ruling as recorded is kept.

        Args:
            ruling_id: the ruling's number.
            changes: detail name -> new value (text; ``board`` a whole number 1-999 or
                its digits); None or an empty string removes the detail.
            by: who amends (a Director's name or a login name; checked as a detail).
        Returns:
            the amendment's id, or None when the ruling already has those details
            (nothing is recorded).
        Raises:
            KeyError: no recorded ruling has that id.
            Superseded: a later record corrects or completes it: the details are amended on
                the ruling in force, as appeal outcomes are added to it (issue 8); nothing is
                recorded.
            DetailError: an unknown detail, or a value that cannot be recorded.
            ValueError: ``changes`` is empty.
            StoreError: the record cannot be written.
        """
        if not changes:
            raise ValueError("no details to amend")
        unknown = sorted(set(changes) - set(DETAIL_FIELDS))
        if unknown:
            raise DetailError(unknown[0], "unknown")
        who = check_details({"director": by}).get("director") or "?"
        with self.transaction() as connection:
            row = connection.execute("SELECT details FROM ruling WHERE id = ?", (ruling_id,)).fetchone()
            if row is None:
                raise KeyError(ruling_id)
            later = connection.execute("SELECT max(id) FROM ruling WHERE corrects = ?", (ruling_id,)).fetchone()
            if later and later[0] is not None:
                # The same rule as appeals, checked in the one write transaction: an amendment to
                # a ruling that a later record follows would never reach the ruling in force (issue 8).
                raise Superseded(ruling_id, int(later[0]))
            current = json.loads(row[0]) if row[0] else {}
            for (raw,) in connection.execute("SELECT changes FROM amendment WHERE ruling = ? ORDER BY id",
                                             (ruling_id,)):
                current = _amended(current, json.loads(raw))
            wanted = {name: value for name, value in current.items() if name not in changes}
            wanted.update({name: value for name, value in changes.items()
                           if value is not None and not (isinstance(value, str) and not value.strip())})
            checked = check_details(wanted)
            applied = {name: checked.get(name) for name in DETAIL_FIELDS
                       if name in changes and checked.get(name) != current.get(name)}
            if not applied:
                return None
            cursor = connection.execute("INSERT INTO amendment (ruling, created, by, changes) VALUES (?, ?, ?, ?)",
                                        (ruling_id, _now(), who, json.dumps(applied, ensure_ascii=False)))
        return cursor.lastrowid or 0

    def amendment_number(self, amendment_id: int) -> int:
        """The place of amendment ``amendment_id`` among its own ruling's amendments (1 for
        the first amendment of that ruling, ...), not its number in the whole log, as
        :meth:`appeal_number` does for appeals (a fresh tester, issue 8).

        Raises:
            KeyError: no amendment has that id.
            StoreError: the record cannot be read.
        """
        with self.transaction() as connection:
            row = connection.execute(
                "SELECT COUNT(*) FROM amendment WHERE ruling = (SELECT ruling FROM amendment WHERE id = ?) "
                "AND id <= ?", (amendment_id, amendment_id)).fetchone()
        if not row or not row[0]:
            raise KeyError(amendment_id)
        return row[0]

    def add_appeal(self, ruling_id: int, outcome: str, *, score: dict[str, Any] | None = None,
                   note: str | None = None) -> int:
        """Add an appeal outcome to recorded ruling ``ruling_id`` (Laws 92, 93); returns its id.

        The ruling is kept as it was; outcomes are added, never replaced.
        ``outcome``: one of :data:`APPEAL_OUTCOMES`; ``score``: for
        ``changed`` only, and required there: ``{"unit": "percent" |
        "matchpoints" | "imps", "ns": Fraction, "ew": Fraction}``.

        Raises:
            KeyError: no recorded ruling has that id.
            Superseded: a later record corrects or completes it (the appeal is against that one).
            ValueError: an unknown outcome, or a score missing/given wrongly.
            StoreError: the record cannot be written.
        """
        if outcome not in APPEAL_OUTCOMES:
            raise ValueError(f"outcome must be one of {APPEAL_OUTCOMES}")
        if (outcome == "changed") != (score is not None):
            raise ValueError("a changed ruling needs the new scores, and only it")
        data = None
        if score is not None:
            if score.get("unit") not in ("percent", "matchpoints", "imps"):
                raise ValueError("score unit")
            data = {"unit": score["unit"], "ns": str(Fraction(score["ns"])), "ew": str(Fraction(score["ew"]))}
        with self.transaction() as connection:
            if connection.execute("SELECT 1 FROM ruling WHERE id = ?", (ruling_id,)).fetchone() is None:
                raise KeyError(ruling_id)
            later = connection.execute("SELECT max(id) FROM ruling WHERE corrects = ?", (ruling_id,)).fetchone()
            if later and later[0] is not None:
                # Checked in the one transaction: an outcome added to a ruling that a later record
                # follows would stand for no ruling in force (issue 8).
                raise Superseded(ruling_id, int(later[0]))
            cursor = connection.execute("INSERT INTO appeal (ruling, created, outcome, score, note) VALUES (?, ?, ?, ?, ?)",
                                        (ruling_id, _now(), outcome, json.dumps(data) if data else None, note))
        return cursor.lastrowid or 0

    def appeal_number(self, appeal_id: int) -> int:
        """The place of appeal outcome ``appeal_id`` among its own ruling's outcomes (1 for
        the first outcome added to that ruling, 2 for the second, ...), not its number in
        the whole log (a fresh tester, issue 8).

        Raises:
            KeyError: no appeal outcome has that id.
            StoreError: the record cannot be read.
        """
        with self.transaction() as connection:
            row = connection.execute(
                "SELECT COUNT(*) FROM appeal WHERE ruling = (SELECT ruling FROM appeal WHERE id = ?) AND id <= ?",
                (appeal_id, appeal_id)).fetchone()
        if not row or not row[0]:
            raise KeyError(appeal_id)
        return row[0]

    def read_all(self, only: int | None = None) -> tuple[list[Record], list[Unreadable]]:
        """Every recorded ruling that can be read, oldest first, and those that cannot
        (``only``: that ruling alone, with the record that corrects it).

        One damaged value (bad JSON, bad text) makes only its own ruling
        unreadable: the others are all returned. Each record carries its
        appeal outcomes and the id of the record that corrects it, if any.

        Raises:
            StoreError: the record itself cannot be read.
        """
        columns = {row[1] for row in self._execute("PRAGMA table_info(ruling)")}
        extra = ", ".join(f"CAST({name} AS BLOB)" if name in columns else "NULL"
                          for name in ("details", "settings")) + (", corrects" if "corrects" in columns else ", NULL") \
            + (", CAST(link AS TEXT)" if "link" in columns else ", NULL") \
            + (", CAST(begun AS TEXT)" if "begun" in columns else ", NULL") \
            + (", replayed" if "replayed" in columns else ", NULL")
        rows = self._execute(
            "SELECT id, CAST(created AS BLOB), CAST(lang AS BLOB), CAST(kind AS BLOB), CAST(laws AS BLOB), "
            f"CAST(answers AS BLOB), CAST(score AS BLOB), CAST(summary AS BLOB), {extra} FROM ruling "
            + ("ORDER BY id" if only is None else
               "WHERE id = ? OR " + ("corrects = ? " if "corrects" in columns else "0 AND ? ") + "ORDER BY id"),
            () if only is None else (only, only)).fetchall()
        appeals: dict[int, list[Appeal]] = {}
        tables = {row[0] for row in self._execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "appeal" in tables:
            for id, ruling, created, outcome, score, note in self._execute(
                    "SELECT id, ruling, created, outcome, score, note FROM appeal ORDER BY id"):
                number = len(appeals.get(ruling, ())) + 1
                try:
                    appeals.setdefault(ruling, []).append(
                        Appeal(id, ruling, created, outcome, json.loads(score) if score else None, note, number))
                except ValueError:
                    appeals.setdefault(ruling, []).append(Appeal(id, ruling, created, outcome, None, note, number))
        # The appeal outcomes follow the ruling in force (issue 8, a fresh tester: a committee's
        # decision dropped by a later record): a record that corrects or completes another carries
        # the outcomes recorded against it, and against the records that one followed, before its own.
        follows = {int(id): (None if corrects is None else int(corrects)) for id, corrects in self._execute(
            "SELECT id, " + ("corrects" if "corrects" in columns else "NULL") + " FROM ruling")}

        def carried(ruling_id: int) -> tuple[Appeal, ...]:
            chain, seen, at = [], {ruling_id}, follows.get(ruling_id)
            while at is not None and at not in seen:
                chain.append(at)
                seen.add(at)
                at = follows.get(at)
            return tuple(a for earlier in reversed(chain) for a in appeals.get(earlier, ()))
        amendments: dict[int, list[tuple[int, str, str, Any]]] = {}
        if "amendment" in tables:
            for id, ruling, created, by, changes in self._execute(
                    "SELECT id, ruling, CAST(created AS BLOB), CAST(by AS BLOB), CAST(changes AS BLOB) "
                    "FROM amendment ORDER BY id"):
                amendments.setdefault(ruling, []).append((id, created, by, changes))
        records: list[Record] = []
        unreadable: list[Unreadable] = []
        for row in rows:
            try:
                record = _record(row, carried(int(row[0])) + tuple(appeals.get(int(row[0]), ())))
                if int(row[0]) in amendments:
                    record = _with_amendments(record, amendments[int(row[0])])
                records.append(record)
            except (ValueError, TypeError) as exc:
                unreadable.append(Unreadable(int(row[0]), str(exc)))
        corrected_by = {r.corrects: r for r in records if r.corrects is not None}
        records = [replace(r, corrected_by=corrected_by[r.id].id, corrected_link=corrected_by[r.id].link)
                   if r.id in corrected_by else r for r in records]
        return records, unreadable

    def rulings(self) -> list[Record]:
        """Every readable recorded ruling, oldest first (see :meth:`read_all`)."""
        return self.read_all()[0]

    def record(self, ruling_id: int) -> Record | None:
        """Recorded ruling ``ruling_id`` as it stands now - its details in force (amendments
        applied), appeal outcomes, the record that corrects it - read afresh from the record;
        None when there is none or it cannot be read.

        Raises:
            StoreError: the record itself cannot be read.
        """
        return next((r for r in self.read_all(only=ruling_id)[0] if r.id == ruling_id), None)

    def current(self, ruling_id: int) -> Record | None:
        """The record now in force for ruling ``ruling_id``: itself, or the last of the records
        that correct it in turn (:attr:`Record.corrected_by`); None when it cannot be read.

        Raises:
            StoreError: the record itself cannot be read.
        """
        found, seen = self.record(ruling_id), set()
        while found is not None and found.corrected_by is not None and found.id not in seen:
            seen.add(found.id)
            found = self.record(found.corrected_by) or found
        return found


def score_data(score) -> dict[str, Any] | None:
    """An :class:`helper.scoring.AdjustedScore` as stored: exact fractions as text
    (``"78/5"``), per side its basis, percent (0-100), matchpoints and IMPs."""
    if score is None:
        return None

    def side(v):
        return {"basis": str(v.basis), "percent": _fraction(v.percent),
                "matchpoints": _fraction(v.matchpoints), "imps": _fraction(v.imps)}

    data = {"scoring": str(score.scoring), "ns": side(score.ns), "ew": side(score.ew), "notes": list(score.notes),
            "top": _fraction(score.top), "adjusted": score.adjusted}
    if score.separate is not None:
        # Law 12C4: the separately computed scores the knockout average came from.
        data["separate"] = {"ns": side(score.separate[0]), "ew": side(score.separate[1])}
    return data


def _wal(connection: sqlite3.Connection, busy_timeout: float) -> None:
    """Put the record in WAL mode (once per file: it stays so). Switching
    needs the file to itself: another helper's lock is waited for, as in
    :func:`immediate`."""
    start = time.monotonic()
    while True:
        try:
            if connection.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if classify(exc) != "locked" or time.monotonic() - start >= busy_timeout:
                raise
            time.sleep(random.uniform(0.0005, 0.003))


def _upgrade(connection: sqlite3.Connection) -> None:
    """Create the tables, or bring a record made by an earlier version up to
    date, in one transaction: the single-row ``draft`` table becomes one row
    per Director (its ruling in progress keeps key ``''`` until a helper takes
    it on, see :meth:`RulingStore._adopt`), and the ``ruling`` table gains
    :data:`RULING_COLUMNS`."""
    def missing() -> bool:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"draft", "ruling", "damaged_draft", "appeal", "amendment"} <= tables:
            return True
        draft = {row[1] for row in connection.execute("PRAGMA table_info(draft)")}
        ruling = {row[1] for row in connection.execute("PRAGMA table_info(ruling)")}
        return ("key" not in draft or "recorded" not in draft or "begun" not in draft or "terminal" not in draft
                or "finished" not in draft or "left_by" not in draft or "form" not in draft or "back" not in draft
                or not {name for name, _ in RULING_COLUMNS} <= ruling)

    if not missing():
        return
    with immediate(connection):
        if missing():
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            draft = {row[1] for row in connection.execute("PRAGMA table_info(draft)")} if "draft" in tables else set()
            if draft and "key" not in draft:
                connection.execute(DRAFT_TABLE.format(name="draft_keyed"))
                kept = [c for c in ("saved", "lang", "answers", "owner", "pid", "host", "started", "heartbeat")
                        if c in draft]
                connection.execute(f"INSERT INTO draft_keyed (id, key, {', '.join(kept)}) "
                                   f"SELECT id, '', {', '.join(kept)} FROM draft")
                connection.execute("DROP TABLE draft")
                connection.execute("ALTER TABLE draft_keyed RENAME TO draft")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    connection.execute(statement)
            if "recorded" not in {row[1] for row in connection.execute("PRAGMA table_info(draft)")}:
                connection.execute("ALTER TABLE draft ADD COLUMN recorded INTEGER")
            if "begun" not in {row[1] for row in connection.execute("PRAGMA table_info(draft)")}:
                connection.execute("ALTER TABLE draft ADD COLUMN begun TEXT")
            if "terminal" not in {row[1] for row in connection.execute("PRAGMA table_info(draft)")}:
                connection.execute("ALTER TABLE draft ADD COLUMN terminal TEXT")
            if "finished" not in {row[1] for row in connection.execute("PRAGMA table_info(draft)")}:
                connection.execute("ALTER TABLE draft ADD COLUMN finished INTEGER")
            for name in ("left_by", "form", "back"):
                if name not in {row[1] for row in connection.execute("PRAGMA table_info(draft)")}:
                    connection.execute(f"ALTER TABLE draft ADD COLUMN {name} TEXT")
            ruling = {row[1] for row in connection.execute("PRAGMA table_info(ruling)")}
            for name, kind in RULING_COLUMNS:
                if name not in ruling:
                    connection.execute(f"ALTER TABLE ruling ADD COLUMN {name} {kind}")


def replay(record: Record):
    """The ruling of ``record`` recomputed from its stored answers and settings
    (a :class:`helper.dialogue.engine.Ruling`), to word it in any language with
    :func:`helper.dialogue.render.summary` and ``details``.

    Returns:
        the Ruling, or None when the answers no longer lead to a ruling (the
        dialogue has changed since it was recorded; the stored summary, in the
        language it was made in, is then what remains).
    Raises:
        ValueError: the record's settings snapshot is damaged.
    """
    from helper.dialogue.engine import Dialogue
    from helper.scoring import ScoringError

    dialogue = Dialogue(settings=settings_from_snapshot(record.settings))
    if dialogue.restore(list(record.answers)) != len(record.answers) or not dialogue.finished:
        return None
    try:
        return dialogue.ruling()
    except (ScoringError, ArithmeticError, ValueError):
        return None


@dataclass(frozen=True)
class DetailsMerge:
    """What :meth:`RulingStore.merge_details` did: ``saved`` (anything written),
    ``conflicts`` (field name -> (the form's value, the record's value); nothing is saved
    while there is one) and ``details`` (the ruling's details now, amendments applied)."""

    saved: bool
    conflicts: dict[str, tuple[Any, Any]]
    details: dict[str, Any]


def _amended(details: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """``details`` with an amendment's ``changes`` applied (None removes), in :data:`DETAIL_FIELDS` order."""
    merged = dict(details)
    for name, value in changes.items():
        if value is None:
            merged.pop(name, None)
        else:
            merged[name] = value
    return {name: merged[name] for name in DETAIL_FIELDS if name in merged}


def _carried_details(connection: sqlite3.Connection, earlier: int, mine: dict[str, Any]) -> dict[str, Any]:
    """The details of a record that follows (corrects or completes) ruling ``earlier``: the
    details ``mine`` it was made with, where each detail left as recorded - equal to the value
    ``earlier``, or a record ``earlier`` itself follows, was recorded with - takes the value in
    force on ``earlier`` (amended since with ``helper rulings details`` from another shell), so
    the record in force never silently drops an amendment (issue 8, a fresh tester); a detail
    changed on this helper to a new value keeps this helper's, the later word. Checked details
    in, checked details out (:func:`check_details`); an unreadable earlier record changes nothing."""
    try:
        row = connection.execute("SELECT details FROM ruling WHERE id = ?", (earlier,)).fetchone()
        recorded = json.loads(row[0]) if row and row[0] else {}
        if not isinstance(recorded, dict):
            return mine
        in_force = dict(recorded)
        for (raw,) in connection.execute("SELECT changes FROM amendment WHERE ruling = ? ORDER BY id", (earlier,)):
            in_force = _amended(in_force, json.loads(raw))
        chain = [recorded]  # the details each record of the chain was recorded with, ``earlier`` first
        at, seen = connection.execute("SELECT corrects FROM ruling WHERE id = ?", (earlier,)).fetchone(), {earlier}
        while at is not None and at[0] is not None and at[0] not in seen:
            seen.add(at[0])
            found = connection.execute("SELECT details, corrects FROM ruling WHERE id = ?", (at[0],)).fetchone()
            if found is None:
                break
            data = json.loads(found[0]) if found[0] else {}
            chain.append(data if isinstance(data, dict) else {})
            at = (found[1],)
        merged = {name: (in_force.get(name) if any(mine.get(name) == old.get(name) for old in chain)
                         else mine.get(name)) for name in DETAIL_FIELDS}
        return check_details(merged)
    except (ValueError, TypeError, AttributeError):
        return mine


def _with_amendments(record: Record, rows: list[tuple[int, Any, Any, Any]]) -> Record:
    """``record`` with its amendments (rows ``(id, created, by, changes)`` read as bytes) applied;
    ValueError when one is damaged (the ruling is then unreadable, never shown with wrong details)."""
    details = dict(record.details)
    found = []
    for id, created, by, raw in rows:
        changes = json.loads(_text(raw, "amendment"))
        if not isinstance(changes, dict) or not set(changes) <= set(DETAIL_FIELDS):
            raise ValueError(f"amendment {id}: not an object of ruling details")
        before = {name: details.get(name) for name in changes}
        details = _amended(details, changes)
        found.append(Amendment(int(id), record.id, _text(created, "created"), _text(by, "by"), changes, before,
                               number=len(found) + 1))
    return replace(record, details=details, amendments=tuple(found), details_recorded=dict(record.details))


def _record(row: tuple, appeals: tuple[Appeal, ...] = ()) -> Record:
    """A :class:`Record` from a ``ruling`` row read as bytes; ValueError when a value is damaged."""
    id, created, lang, kind, laws, answers, score, summary, details, settings, corrects, link, begun, replayed = row
    law_list = json.loads(_text(laws, "laws"))
    if not isinstance(law_list, list) or not all(isinstance(law, str) for law in law_list):
        raise ValueError("laws: not a list of paragraph ids")
    score_data = None
    if score is not None:
        score_data = json.loads(_text(score, "score"))
        if not isinstance(score_data, dict):
            raise ValueError("score: not an object")
    details_data = json.loads(_text(details, "details")) if details is not None else {}
    if not isinstance(details_data, dict):
        raise ValueError("details: not an object")
    settings_data = json.loads(_text(settings, "settings")) if settings is not None else None
    if settings_data is not None and not isinstance(settings_data, dict):
        raise ValueError("settings: not an object")
    return Record(int(id), _text(created, "created"), _text(lang, "lang"), _text(kind, "kind"), tuple(law_list),
                  tuple(_answers(answers)), score_data, _text(summary, "summary"), details_data, settings_data,
                  None if corrects is None else int(corrects), appeals,
                  link=link if corrects is not None and link in LINKS else None,
                  begun=begun if isinstance(begun, str) and begun else None, replayed=replayed == 1)
