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
    def data() -> bytes:
        if plain:
            import marshal

            return marshal.dumps((key, value))  # ValueError for anything but plain data: not stored
        import pickle

        return pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)

    _store(entry, data)


def _store(entry: str, data: Callable[[], bytes]) -> None:
    """Writes ``data()`` to ``entry`` atomically (a temporary file, then a rename); nothing when
    ``data()`` raises or the file cannot be written."""
    import tempfile

    temp = None
    try:
        directory, file_name = os.path.split(entry)
        os.makedirs(directory, exist_ok=True)
        content = data()
        handle, temp = tempfile.mkstemp(prefix=f".{os.path.splitext(file_name)[0]}-", suffix=".tmp", dir=directory)
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
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


def cached_table(name: str, sources: Iterable[Path | str], build: Callable[[], tuple[object, dict | None]]
                 ) -> tuple[object, dict | Table | None]:
    """:func:`cached` for a large table of texts of which a start uses few (an interface catalogue):
    the entry (``<name>.table``) is read on demand, each text when it is first asked for.

    Args:
        name: the entry's file name stem, as for :func:`cached`.
        sources: every file the result depends on, as for :func:`cached`.
        build: parses the files and returns ``(head, table)``: ``head`` plain data (as
            :func:`cached`'s ``plain=True``: held in memory), ``table`` a dict whose keys are texts or
            tuples of texts and whose values are texts or tuples of texts (or None: no table). What
            it raises is raised unchanged (and nothing is stored).

    Returns:
        ``(head, table)``: as built (the first start, or with the cache off, missing, damaged or stale),
        else ``head`` and a :class:`Table` with the table's ``get``, reading the entry's texts when
        asked (an interface catalogue held whole was 0.3-0.4 MiB of the screen's memory at its first
        frame in Chinese and Greek, of which the first frame uses about twenty strings; issue 10).

    Never raises for the cache itself, as :func:`cached`.
    """
    directory = _cache_dir_text()
    if directory is None:
        return build()
    paths = [os.path.realpath(os.fspath(source)) for source in sources]
    key = _stamp(paths)  # taken before parsing, as cached()'s
    entry = os.path.join(directory, f"{name}.table")
    found = Table.open(entry, key)
    if found is not None:
        return found
    head, table = build()
    _write_table(entry, key, head, table)
    return head, table


_TABLE_MAGIC = b"HTB1"
"""The first bytes of a table entry (:func:`cached_table`); then the header's length (4 bytes, little
endian), the header (marshal: ``(key, head, slots)``) and the texts."""

_PLURAL = 0x80000000
"""In a slot's third number: the value is a tuple of texts (joined by NUL), not one text."""


def _table_text(key) -> str:
    """A table key as one text: a tuple's parts joined by EOT (as gettext joins msgctxt and msgid)."""
    return key if isinstance(key, str) else "\x04".join(key)


def text_hash(text: str) -> int:
    """A 32-bit hash of ``text`` that is the same in every process (``hash()`` of a str is not) and needs
    no module (``zlib`` is not imported by ``helper score``): its UTF-8 read as one integer, modulo the
    largest 32-bit prime (about 1 microsecond for an interface string; a table's slots, an entry's name)."""
    return int.from_bytes(text.encode("utf-8"), "little") % 4294967291


def _write_table(entry: str, key: tuple, head, table: dict | None) -> None:
    """Stores a :func:`cached_table` entry: an open-addressing hash table (linear probing, at least twice
    as many slots as texts) of ``(offset, key length, value length | plural)`` in the header, the texts
    after it (each key's UTF-8 followed by its value's). Nothing is stored when the head or the table
    holds other data."""

    def data() -> bytes:
        import marshal
        from array import array

        items = list((table or {}).items())
        size = 8
        while size < 2 * len(items):
            size *= 2
        slots = array("I", bytes(12 * size))
        texts = bytearray()
        for item_key, value in items:
            text = _table_text(item_key)
            encoded = text.encode("utf-8")
            plural = not isinstance(value, str)
            value_bytes = ("\x00".join(value) if plural else value).encode("utf-8")
            if not encoded or len(value_bytes) >= _PLURAL:
                raise ValueError("an empty key would read as an empty slot")
            index = text_hash(text) & (size - 1)
            while slots[3 * index + 1]:
                index = (index + 1) & (size - 1)
            slots[3 * index:3 * index + 3] = array("I", (len(texts), len(encoded),
                                                         len(value_bytes) | (_PLURAL if plural else 0)))
            texts += encoded + value_bytes
        header = marshal.dumps((key, head, slots.tobytes()))
        return _TABLE_MAGIC + len(header).to_bytes(4, "little") + header + texts

    _store(entry, data)


class Table:
    """A :func:`cached_table` entry read on demand: ``get(key)`` reads a text from the entry's file the
    first time it is asked for (one ``os.pread``) and keeps it. The file stays open while the table
    lives, so a newer entry written meanwhile (another file, by ``os.replace``) never mixes in."""

    __slots__ = ("_descriptor", "_slots", "_mask", "_start", "_size", "_known", "__weakref__")

    def __init__(self, descriptor: int, slots: memoryview, start: int, size: int):
        self._descriptor = descriptor
        self._slots = slots
        self._mask = len(slots) // 3 - 1
        self._start = start
        self._size = size
        self._known: dict = {}

    @classmethod
    def open(cls, entry: str, key: tuple) -> tuple[object, Table] | None:
        """``(head, table)`` of the entry at ``entry`` when it is a table stored under ``key``, else None
        (missing, damaged, stale or not a regular file: never raises)."""
        import marshal
        import stat

        try:
            descriptor = os.open(entry, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO must not hang
        except OSError:
            return None
        keep = False
        try:
            info = os.fstat(descriptor)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY_BYTES:
                return None
            start = os.pread(descriptor, 8, 0)
            if len(start) != 8 or start[:4] != _TABLE_MAGIC:
                return None
            length = int.from_bytes(start[4:], "little")
            if 8 + length > info.st_size:
                return None
            stored_key, head, slots = marshal.loads(os.pread(descriptor, length, 8))
            if stored_key != key or not isinstance(slots, bytes) or len(slots) % 12:
                return None
            view = memoryview(slots).cast("I")
            count = len(view) // 3
            if count < 1 or count & (count - 1):
                return None  # not a power of two: not ours
            keep = True
            return head, cls(descriptor, view, 8 + length, info.st_size - 8 - length)
        except Exception:  # unreadable, truncated, garbage: parse instead
            return None
        finally:
            if not keep:
                os.close(descriptor)

    def get(self, key, default=None):
        """The value stored under ``key`` (a text, or a tuple of texts), or ``default``."""
        known = self._known
        if key in known:
            found = known[key]
            return default if found is None else found
        found = self._read(key)
        known[key] = found
        return default if found is None else found

    def _read(self, key):
        text = _table_text(key)
        encoded = text.encode("utf-8")
        slots, mask = self._slots, self._mask
        index = text_hash(text) & mask
        for _ in range(mask + 1):
            offset, key_length, value_length = slots[3 * index:3 * index + 3]
            if not key_length:
                return None
            if key_length == len(encoded):
                plural = value_length & _PLURAL
                value_length &= ~_PLURAL
                if offset + key_length + value_length > self._size:
                    return None  # damaged: as if missing (English is shown)
                try:
                    data = os.pread(self._descriptor, key_length + value_length, self._start + offset)
                except OSError:
                    return None
                if data[:key_length] == encoded:
                    try:
                        value = data[key_length:].decode("utf-8")
                    except UnicodeDecodeError:
                        return None
                    return tuple(value.split("\x00")) if plural else value
            index = (index + 1) & mask
        return None

    def __del__(self):
        try:
            os.close(self._descriptor)
        except (OSError, AttributeError, TypeError):
            pass
