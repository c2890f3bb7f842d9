"""Where the law texts and catalogues are, in a checkout and when installed.

In a source checkout they are the top-level ``laws_text/`` and ``locales/``
directories; an installed wheel carries them as ``helper/_data/...``
(see ``pyproject.toml``).
"""

from __future__ import annotations

import functools
import os
TYPE_CHECKING = False  # pathlib is imported when a Path is made, not by ``helper score`` (start-up time)
if TYPE_CHECKING:
    from pathlib import Path

_PACKAGE_DIR = os.path.dirname(os.path.realpath(__file__))
"""The package's directory, as text (``Path(__file__).resolve().parent``)."""


@functools.cache
def _data_root_text() -> str:
    # Asked once per process (where the package lies does not change while it runs).
    installed = os.path.join(_PACKAGE_DIR, "_data")
    if os.path.isdir(installed):
        return installed
    return os.path.dirname(_PACKAGE_DIR)


@functools.cache
def _data_root() -> Path:
    from pathlib import Path

    return Path(_data_root_text())


def laws_text_dir() -> Path:
    """Return the ``laws_text`` directory (sources and structured paragraphs)."""
    return _data_root() / "laws_text"


@functools.cache
def locales_dir() -> Path:
    """Return the ``locales`` directory holding the gettext catalogues (the same
    Path object each time)."""
    return _data_root() / "locales"


@functools.cache
def locales_root() -> str:
    """The ``locales`` directory of :func:`locales_dir` as text (the same str each time:
    it is a dictionary key at every translation), without importing :mod:`pathlib`
    (``helper score`` in English reads no catalogue; start-up time)."""
    return os.path.join(_data_root_text(), "locales")


def _is_checkout(root: Path) -> bool:
    pyproject = root / "pyproject.toml"
    if not (pyproject.is_file() and (root / "laws_text").is_dir() and (root / "helper").is_dir()):
        return False
    try:
        return 'name = "helper"' in pyproject.read_text(encoding="utf-8")
    except OSError:
        return False


def repo_root() -> Path | None:
    """Return the source checkout to build and review catalogues in, or None.

    The checkout the package runs from; else, for an installed copy (``pip
    install .`` in a clone), the checkout containing the current directory,
    so that a reviewer working in his clone edits its ``locales/``. None when
    there is none: an installed copy's own data is read-only.
    """
    from pathlib import Path

    package = Path(_PACKAGE_DIR)
    if _is_checkout(package.parent):
        return package.parent
    here = Path.cwd()
    for candidate in (here, *here.parents):
        if _is_checkout(candidate):
            return candidate
    return None


_XDG = {"config": ("XDG_CONFIG_HOME", "~/.config"), "cache": ("XDG_CACHE_HOME", "~/.cache"),
        "data": ("XDG_DATA_HOME", "~/.local/share"), "state": ("XDG_STATE_HOME", "~/.local/state")}


def user_dir(kind: str) -> Path:
    """:func:`user_dir_text` as a Path."""
    from pathlib import Path

    return Path(user_dir_text(kind))


def user_dir_text(kind: str) -> str:
    """The user's ``kind`` directory for the helper (``"config"``, ``"cache"``, ``"data"`` or ``"state"``).

    On Linux platformdirs' own rule (XDG: ``$XDG_CONFIG_HOME/helper`` when that is
    an absolute path, else ``~/.config/helper``; likewise ``.cache``, ``.local/share``, ``.local/state``),
    without importing platformdirs, a tenth of a ``helper score`` command's start-up;
    elsewhere platformdirs' ``user_<kind>_path("helper")``. Raises KeyError for another ``kind``.
    """
    variable, default = _XDG[kind]
    import sys

    if sys.platform.startswith("linux"):
        base = os.environ.get(variable, "")
        return os.path.join(base if os.path.isabs(base) else os.path.expanduser(default), "helper")
    import platformdirs

    return str(getattr(platformdirs, f"user_{kind}_path")("helper"))
