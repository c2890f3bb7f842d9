"""Reading the small files a user names (answers, settings) without trusting them.

A file of answers or of settings is a few hundred bytes. Whatever is named, it
must not hang the helper (a FIFO, a terminal), nor fill its memory
(``/dev/zero``, a multi-gigabyte file): only regular files are read, opened
without blocking, and at most ``limit`` bytes of them.

This module imports nothing of the helper: the command line and the scoring
settings both use it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

SMALL_FILE_LIMIT = 64 * 1024
"""Bytes: the largest answers or settings file read (64 KiB; a real one is under 1 KiB)."""


class FileRefused(OSError):
    """A file that is not read. ``code``: ``not_regular`` (a directory, FIFO,
    device or socket) or ``too_large`` (more than ``limit`` bytes);
    ``path`` the file and ``limit`` the bound in bytes."""

    def __init__(self, code: str, path: Path, limit: int):
        super().__init__(f"{path}: {code.replace('_', ' ')} (limit {limit} bytes)")
        self.code = code
        self.path = path
        self.limit = limit


def read_limited(path: Path | str, limit: int = SMALL_FILE_LIMIT) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    The file is checked with ``os.stat`` before it is opened, opened with
    ``O_NONBLOCK`` (a FIFO put in its place meanwhile does not hang) and
    checked again on the open descriptor.

    Raises:
        FileRefused: ``not_regular`` or ``too_large``.
        OSError: the file cannot be read (missing, no permission ...).
    """
    path = Path(path)
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise FileRefused("not_regular", path, limit)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused("not_regular", path, limit)
        if info.st_size > limit:
            raise FileRefused("too_large", path, limit)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # the file grew after the check
            raise FileRefused("too_large", path, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)
