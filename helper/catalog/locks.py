"""File locks between the review screen and ``helper catalog build`` (flock; none off POSIX).

- :func:`catalog_lock`: exclusive, on a catalogue's directory, while a save reads, changes
  and writes it.
- a shared lock on ``locales/`` while a review screen is open
  (:func:`helper.catalog.review.review_lock`).
- :func:`build_lock`: what the build holds: ``locales/`` exclusively (refused while a
  review screen is open), then every catalogue directory (waiting for a save).

This module imports nothing of the package, so that ``build`` and ``review`` both use it.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path


def flock_within(fd: int, kind: int, seconds: float) -> bool:
    """Take flock ``kind`` on ``fd``, trying for up to ``seconds``; True when taken."""
    import fcntl
    import time

    deadline = time.monotonic() + seconds
    while True:
        try:
            fcntl.flock(fd, kind | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)


class Busy(RuntimeError):
    """A review screen holds the catalogues (:func:`build_lock` could not take ``locales/``)."""


@contextmanager
def build_lock(locales: Path, directories: list[Path], wait: float = 1.0):
    """Held by ``catalog build`` while it reads and writes the catalogues under ``locales``.

    An exclusive lock on ``locales/`` (tried for ``wait`` seconds): while a review screen
    is open (:func:`helper.catalog.review.review_lock`, a shared lock on it) it raises
    :class:`Busy` and nothing is locked. Then the lock each save takes
    (:func:`catalog_lock`) on every catalogue directory of ``directories``, waited for:
    a save in progress (from anywhere) ends before the build reads the file.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: no locks
        yield
        return
    if not locales.is_dir():
        yield
        return
    fd = os.open(locales, os.O_RDONLY)
    try:
        if not flock_within(fd, fcntl.LOCK_EX, wait):
            raise Busy(locales)
        held = []
        try:
            for directory in directories:
                if directory.is_dir():
                    dir_fd = os.open(directory, os.O_RDONLY)
                    held.append(dir_fd)
                    fcntl.flock(dir_fd, fcntl.LOCK_EX)
            yield
        finally:
            for dir_fd in held:
                os.close(dir_fd)
    finally:
        os.close(fd)


@contextmanager
def catalog_lock(path: Path):
    """An exclusive lock (flock) on the directory of catalogue ``path`` while it is read, changed and written.

    The review screen saves under it (:func:`helper.catalog.review.save_review`); ``catalog
    build`` waits for it (:func:`build_lock`), so the two never interleave.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: the atomic rename still keeps the file whole
        yield
        return
    fd = os.open(path.parent, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def file_stamp(path: Path | str) -> tuple:
    """What says whether the file at ``path`` changed since it was last read: ``(modification time in ns, size in
    bytes, inode, BLAKE2b digest of its content)``.  Time and size alone miss an edit of the same size within one
    tick of a coarse file-system clock, or by a tool that keeps the time (``cp -p``, ``rsync -t``, an editor's
    "preserve timestamps"): a copy kept by them would be taken for the file (fix9o).  Hashing a catalogue of
    some hundred kilobytes takes well under a millisecond; parsing it takes hundreds.

    Raises:
        OSError: the file cannot be read.
    """
    import hashlib

    with open(path, "rb") as handle:
        info = os.fstat(handle.fileno())
        digest = hashlib.blake2b(handle.read(), digest_size=16).digest()
    return (info.st_mtime_ns, info.st_size, info.st_ino, digest)
