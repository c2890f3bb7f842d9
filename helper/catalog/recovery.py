"""Text typed on the review screen and not saved when the helper was ended from outside.

An SSH connection dropped (SIGHUP) or the process told to end (SIGTERM) while the review's editor
or its note line held text not yet saved lost that text silently (issue 9, tester 9y). The screen
then keeps it here, one JSON file per hang-up, written atomically (a temporary file in the same
directory, then ``os.replace``) into the user's state directory
(:func:`helper.paths.user_dir_text` ``("state")``: ``$XDG_STATE_HOME/helper`` or
``~/.local/state/helper`` on Linux, platformdirs' elsewhere), under ``review-recovery/``. The next
review of the same catalogue file offers it back (:mod:`helper.tui.recovery`).

A record is a dict: ``catalogue`` (the ``.po`` file's resolved path, as text), ``lang``,
``domain``, ``msgctxt`` (the entry, as the review screen keys it), ``name`` (the entry as the
screen names it: ``12C2(a)``, an interface string's first words), ``kind`` (``text``: the
translation in the editor; ``note``: the note line), ``text`` (what was typed) and ``time``
(UTC, ISO 8601).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

KINDS = ("text", "note")


def recovery_dir() -> Path:
    """The directory the kept texts are written into (not created here)."""
    from helper.paths import user_dir

    return user_dir("state") / "review-recovery"


def _prefix(catalogue: Path | str) -> str:
    """The start of the names of ``catalogue``'s records: a digest of its resolved path."""
    return hashlib.sha256(str(Path(catalogue).resolve()).encode()).hexdigest()[:16] + "-"


def keep(catalogue: Path | str, record: dict) -> Path:
    """Write ``record`` (see the module; ``catalogue`` and ``time`` are filled in) for ``catalogue``
    atomically, as a new file: an earlier record of the same catalogue is kept too.

    Returns:
        the file written.

    Raises:
        OSError: the directory cannot be made or the file written (nothing is left half written).
        ValueError: ``record["kind"]`` is not one of :data:`KINDS`.
    """
    import tempfile
    import time
    from datetime import datetime, timezone

    if record.get("kind") not in KINDS:
        raise ValueError(f"not a kind of kept text: {record.get('kind')!r}")
    record = {**record, "catalogue": str(Path(catalogue).resolve()),
              "time": datetime.now(timezone.utc).replace(microsecond=0).isoformat()}
    directory = recovery_dir()
    directory.mkdir(parents=True, exist_ok=True)
    target = directory / f"{_prefix(catalogue)}{time.time_ns()}-{os.getpid()}.json"
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=".kept-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(record, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    return target


def kept(catalogue: Path | str) -> list[tuple[Path, dict]]:
    """The records kept for ``catalogue``, oldest first, each with its file. A file that cannot be
    read or is not a record of this catalogue is left out (and left alone); never raises."""
    directory = recovery_dir()
    prefix = _prefix(catalogue)
    try:
        names = sorted((n for n in os.listdir(directory) if n.startswith(prefix) and n.endswith(".json")),
                       key=lambda n: int(n[len(prefix):].split("-")[0]) if n[len(prefix):].split("-")[0].isdigit()
                       else 0)
    except OSError:
        return []
    found = []
    for name in names:
        path = directory / name
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if (isinstance(record, dict) and record.get("kind") in KINDS and isinstance(record.get("text"), str)
                and isinstance(record.get("msgctxt"), str) and record.get("catalogue") == str(Path(catalogue).resolve())):
            found.append((path, record))
    return found


def drop(path: Path | str) -> None:
    """Remove a kept record (restored or discarded); a file already gone is no error."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
