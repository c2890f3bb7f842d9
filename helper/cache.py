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
are pickles, or :mod:`marshal` data for plain data (the interface catalogues);
either is read only as data this module wrote itself, in the user's own cache
directory (a pickle from elsewhere could run code, marshal data could crash the
interpreter: do not point ``HELPER_CACHE_DIR`` at a directory others can write to).
"""

from __future__ import annotations

import os
import sys
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Callable, Iterable, TypeVar

    T = TypeVar("T")

FORMAT = 1
"""The cache's own format; raised when what an entry holds changes shape."""

ENV_VAR = "HELPER_CACHE_DIR"

MAX_ENTRY_BYTES = 64 * 1024 * 1024
"""A larger entry is not read (the helper's own are about 0.1 MiB): every read is bounded."""


def cache_dir() -> Path | None:
    """The cache directory (not created here), or None when the cache is off (``HELPER_CACHE_DIR=""``)."""
    directory = _cache_dir_text()
    if directory is None:
        return None
    from pathlib import Path

    return Path(directory)


def _cache_dir_text() -> str | None:
    """:func:`cache_dir` as text: :func:`cached` does without :mod:`pathlib` (with ``urllib.parse``
    and ``ipaddress``, a tenth of ``helper score``'s start-up in Chinese or Greek; issue 10)."""
    value = os.environ.get(ENV_VAR)
    if value is not None:
        return value if value.strip() else None
    from helper.paths import user_dir_text  # platformdirs' rule, on Linux without importing it (start-up time)

    return user_dir_text("cache")


def _stamp(paths: Iterable[str]) -> tuple:
    from helper import __version__

    files = []
    for path in paths:
        try:
            stat = os.stat(path)
            files.append((str(path), stat.st_mtime_ns, stat.st_size))
        except OSError:
            files.append((str(path), None, None))  # a missing file is part of the key too
    return (FORMAT, __version__, sys.version, tuple(files))


def cached(name: str, sources: Iterable[Path | str], build: Callable[[], T], plain: bool = False) -> T:
    """``build()``'s result, from the cache when ``sources`` are unchanged since it was stored.

    Args:
        name: the entry's file name stem (``"laws"``, ``"graph"``, ``"messages-el"``);
            different data must use different names.
        sources: every file the result depends on: the data files and the
            modules whose code turns them into the result (paths, as Path or text).
        build: parses the files; called when there is no valid entry. What it
            raises is raised unchanged (and nothing is stored).
        plain: the result is plain data (str, int, None, bool, and tuples, lists and
            dicts of them: an interface catalogue): stored with :mod:`marshal`
            (``<name>.marshal``), which the interpreter has loaded already, instead of
            :mod:`pickle` (``<name>.pickle``; importing it is a twentieth of ``helper
            score``'s start-up; issue 10). Else it must be picklable.

    Returns:
        what ``build()`` returns (or an equal copy of it read from the cache).

    Never raises for the cache itself: a missing, damaged, unreadable or
    unwritable cache only means that ``build()`` is called.
    """
    directory = _cache_dir_text()
    if directory is None:
        return build()
    # Resolved as Path.resolve() does, as text (no pathlib: start-up time).
    paths = [os.path.realpath(os.fspath(source)) for source in sources]
    key = _stamp(paths)  # taken before parsing: a file changed meanwhile is parsed again next time
    entry = os.path.join(directory, f"{name}.marshal" if plain else f"{name}.pickle")
    found = _read(entry, key, plain)
    if found is not _MISSING:
        return found  # type: ignore[return-value]
    value = build()
    _write(entry, key, value, plain)
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
        ``(value, keep)``: the stored value (a pickle entry), or None when there is no valid entry
        (the cache off, missing, damaged or stale), and ``keep(value)``, which stores a value under
        the key taken now (a file changed meanwhile means the entry is not used next time). Never
        raises for the cache itself.
    """
    directory = _cache_dir_text()
    if directory is None:
        return None, lambda value: None
    key = _stamp([os.path.abspath(os.fspath(source)) for source in sources])
    entry = os.path.join(directory, f"{name}.pickle")
    found = _read(entry, key)
    return (None if found is _MISSING else found), lambda value: _write(entry, key, value)


def _read(entry: str, key: tuple, plain: bool = False):
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
            if plain:
                import marshal  # built in, loaded with the interpreter

                stored = marshal.loads(handle.read())  # our own file in our own cache directory
            else:
                import pickle

                stored = pickle.load(handle)  # noqa: S301 - our own file in our own cache directory
    except Exception:  # unreadable, truncated, garbage: parse instead
        return _MISSING
    finally:
        if descriptor is not None:
            os.close(descriptor)
    if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key:
        return stored[1]
    return _MISSING


def _write(entry: str, key: tuple, value, plain: bool = False) -> None:
    import tempfile

    temp = None
    try:
        directory, file_name = os.path.split(entry)
        os.makedirs(directory, exist_ok=True)
        if plain:
            import marshal

            data = marshal.dumps((key, value))  # ValueError for anything but plain data: not stored
        else:
            import pickle

            data = pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)
        handle, temp = tempfile.mkstemp(prefix=f".{os.path.splitext(file_name)[0]}-", suffix=".tmp", dir=directory)
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
