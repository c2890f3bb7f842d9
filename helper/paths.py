"""Where the law texts and catalogues are, in a checkout and when installed.

In a source checkout they are the top-level ``laws_text/`` and ``locales/``
directories; an installed wheel carries them as ``helper/_data/...``
(see ``pyproject.toml``).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_root() -> Path:
    installed = _PACKAGE / "_data"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent


def laws_text_dir() -> Path:
    """Return the ``laws_text`` directory (sources and structured paragraphs)."""
    return _data_root() / "laws_text"


def locales_dir() -> Path:
    """Return the ``locales`` directory holding the gettext catalogues."""
    return _data_root() / "locales"


def repo_root() -> Path | None:
    """Return the checkout's root when running from a source tree, else None.

    Catalogue builds write into the checkout; an installed copy is read-only.
    """
    root = _PACKAGE.parent
    return root if (root / "pyproject.toml").is_file() else None
