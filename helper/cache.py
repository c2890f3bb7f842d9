"""A start-up cache: parsed data files kept between starts of the program.

Parsing the law book (``laws_text/*.yaml``), the question graph
(``helper/dialogue/graph.yaml``) and the interface catalogues
(``locales/*/LC_MESSAGES/messages.po``) is most of the helper's start-up
time. :func:`cached` keeps what a parse returned in a cache directory and
hands it back on the next start while the files it came from are unchanged.

Where: ``$HELPER_CACHE_DIR`` when set (the tests use it), else the user's cache
directory (``platformdirs.user_cache_path("helper")``: ``~/.cache/helper`` on
Linux). ``HELPER_CACHE_DIR=""`` (empty) turns the cache off.

Invalidation: an entry is used only when its key matches: the package version,
the Python version, the cache format and, for every source file (the data files
*and* the modules that parse them), its resolved path, modification time (ns)
and size. Any change to one of them means the files are parsed again.

Safety: entries are written atomically (a temporary file in the same
directory, then ``os.replace``), so a reader never sees half an entry. A
damaged, unreadable or unwritable cache is ignored silently: the files are
parsed as without a cache, never a crash and never a wrong text. The entries
are pickles; pickle is used only for data this module wrote itself, in the
user's own cache directory (a pickle from elsewhere could run code: do not
point ``HELPER_CACHE_DIR`` at a directory others can write to).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Callable, Iterable, TypeVar

    T = TypeVar("T")

FORMAT = 1
"""The cache's own format; raised when what an entry holds changes shape."""

ENV_VAR = "HELPER_CACHE_DIR"

MAX_ENTRY_BYTES = 64 * 1024 * 1024
"""A larger entry is not read (the helper's own are about 0.1 MiB): every read is bounded."""


def cache_dir() -> Path | None:
    """The cache directory (not created here), or None when the cache is off (``HELPER_CACHE_DIR=""``)."""
    value = os.environ.get(ENV_VAR)
    if value is not None:
        return Path(value) if value.strip() else None
    from helper.paths import user_dir  # platformdirs' rule, on Linux without importing it (start-up time)

    return user_dir("cache")


def _stamp(paths: Iterable[Path]) -> tuple:
    from helper import __version__

    files = []
    for path in paths:
        try:
            stat = os.stat(path)
            files.append((str(path), stat.st_mtime_ns, stat.st_size))
        except OSError:
            files.append((str(path), None, None))  # a missing file is part of the key too
    return (FORMAT, __version__, sys.version, tuple(files))


def cached(name: str, sources: Iterable[Path | str], build: Callable[[], T]) -> T:
    """``build()``'s result, from the cache when ``sources`` are unchanged since it was stored.

    Args:
        name: the entry's file name stem (``"laws"``, ``"graph"``, ``"messages-el"``);
            different data must use different names.
        sources: every file the result depends on: the data files and the
            modules whose code turns them into the result.
        build: parses the files; called when there is no valid entry. What it
            raises is raised unchanged (and nothing is stored).

    Returns:
        what ``build()`` returns (or an equal copy of it read from the cache):
        it must be picklable.

    Never raises for the cache itself: a missing, damaged, unreadable or
    unwritable cache only means that ``build()`` is called.
    """
    directory = cache_dir()
    if directory is None:
        return build()
    paths = [Path(source).resolve() for source in sources]
    key = _stamp(paths)  # taken before parsing: a file changed meanwhile is parsed again next time
    entry = directory / f"{name}.pickle"
    found = _read(entry, key)
    if found is not _MISSING:
        return found  # type: ignore[return-value]
    value = build()
    _write(entry, key, value)
    return value


_MISSING = object()


def lookup(name: str, sources: Iterable[Path | str]) -> tuple[object, Callable[[object], None]]:
    """What :func:`cached` keeps, for a value built later than asked for (the screen's parsed CSS,
    made while the app starts: :mod:`helper.tui.css_cache`).

    Args:
        name: the entry's file name stem, as for :func:`cached`.
        sources: every file the value depends on, as for :func:`cached`; their key is taken now
            (paths made absolute, not resolved: a start-up's few stats, without a ``realpath`` each).

    Returns:
        ``(value, keep)``: the stored value, or None when there is no valid entry (the cache off,
        missing, damaged or stale), and ``keep(value)``, which stores a value under the key taken
        now (a file changed meanwhile means the entry is not used next time). Never raises for
        the cache itself.
    """
    directory = cache_dir()
    if directory is None:
        return None, lambda value: None
    key = _stamp([os.path.abspath(source) for source in sources])
    entry = directory / f"{name}.pickle"
    found = _read(entry, key)
    return (None if found is _MISSING else found), lambda value: _write(entry, key, value)


def _read(entry: Path, key: tuple):
    import pickle
    import stat

    try:
        # Non-blocking: a FIFO in the entry's place must not hang the start.
        descriptor = os.open(entry, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return _MISSING
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY_BYTES:
            return _MISSING  # a FIFO, a device, a directory, a huge file: not ours
        with os.fdopen(descriptor, "rb") as handle:
            descriptor = None
            stored = pickle.load(handle)  # noqa: S301 - our own file in our own cache directory
    except Exception:  # unreadable, truncated, garbage: parse instead
        return _MISSING
    finally:
        if descriptor is not None:
            os.close(descriptor)
    if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key:
        return stored[1]
    return _MISSING


def _write(entry: Path, key: tuple, value) -> None:
    import pickle
    import tempfile

    temp = None
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        data = pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)
        handle, temp = tempfile.mkstemp(prefix=f".{entry.stem}-", suffix=".tmp", dir=entry.parent)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temp, entry)
        temp = None
    except Exception:  # read-only or full disk, not picklable, ...: no cache this time
        pass
    finally:
        if temp is not None:
            try:
                os.unlink(temp)
            except OSError:
                pass
