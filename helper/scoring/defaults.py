"""Where the settings file is, and the one default the command line needs without
reading the settings (start-up time: :mod:`helper.scoring.settings` is dataclasses).

:mod:`helper.scoring.settings` takes both from here; see it for the settings themselves.
"""

from __future__ import annotations

import os
from pathlib import Path

MATCHPOINT_SCALE = 2
"""Law 78A: 2 matchpoints per score beaten and 1 per tie (a setting: ``[scoring]
matchpoint_scale``, 2 or 1; the default of :class:`helper.scoring.settings.ScoringSettings`)."""


def default_settings_path() -> Path:
    """Return the settings file path: ``$HELPER_SETTINGS`` or the user config dir.

    The user config dir is platformdirs' (a Textual dependency; on Linux its
    rule without importing it, :func:`helper.paths.user_dir`):
    e.g. ``~/.config/helper/settings.toml`` on Linux.
    """
    env = os.environ.get("HELPER_SETTINGS")
    if env:
        return Path(env)
    from helper.paths import user_dir

    return user_dir("config") / "settings.toml"


def no_settings_file(path: Path | None = None) -> bool:
    """True when :func:`helper.scoring.settings.load_settings` (``path``) gives the
    defaults without reading a file: no ``path``, no ``$HELPER_SETTINGS``, and no
    file (nor a dangling link) at the user's default path."""
    if path is not None or os.environ.get("HELPER_SETTINGS"):
        return False
    default = default_settings_path()
    return not default.exists() and not default.is_symlink()
