"""Where the settings file is, and the defaults the command line needs without
reading the settings (start-up time: :mod:`helper.scoring.settings` is dataclasses).

:mod:`helper.scoring.settings` takes both from here; see it for the settings themselves.
"""

from __future__ import annotations

import os
TYPE_CHECKING = False  # pathlib is imported when a Path is made (start-up time of ``helper score``)
if TYPE_CHECKING:
    from pathlib import Path

MATCHPOINT_SCALE = 2
"""Law 78A: 2 matchpoints per score beaten and 1 per tie (a setting: ``[scoring]
matchpoint_scale``, 2 or 1; the default of :class:`helper.scoring.settings.ScoringSettings`)."""

SCORE_HALVES = "away"
"""An exact half of the last decimal shown goes away from zero (a setting: ``[scoring]
score_halves``, "away" or "towards_average"; the default of
:class:`helper.scoring.settings.ScoringSettings`)."""


def default_settings_path() -> Path:
    """Return the settings file path: ``$HELPER_SETTINGS`` or the user config dir.

    The user config dir is platformdirs' (a Textual dependency; on Linux its
    rule without importing it, :func:`helper.paths.user_dir`):
    e.g. ``~/.config/helper/settings.toml`` on Linux.
    """
    from pathlib import Path

    return Path(_default_settings_text())


def _default_settings_text() -> str:
    """:func:`default_settings_path` as text, without :mod:`pathlib`."""
    env = os.environ.get("HELPER_SETTINGS")
    if env:
        return env
    from helper.paths import user_dir_text

    return os.path.join(user_dir_text("config"), "settings.toml")


def no_settings_file(path: Path | None = None) -> bool:
    """True when :func:`helper.scoring.settings.load_settings` (``path``) gives the
    defaults without reading a file: no ``path``, no ``$HELPER_SETTINGS``, and no
    file (nor a dangling link) at the user's default path."""
    if path is not None or os.environ.get("HELPER_SETTINGS"):
        return False
    return not os.path.lexists(_default_settings_text())  # neither a file nor a dangling link


def towards(halves: str, figure: str, top=None):
    """The average (a Fraction) an exact half of a shown ``figure`` goes towards, or None (away from zero).

    ``halves``: the ``[scoring] score_halves`` regulation (the Laws set no
    rounding; a Tournament Organizer's regulation may): ``"away"`` shows an
    exact half away from zero (60.125% -> 60.13%, -0.125 IMPs -> -0.13);
    ``"towards_average"`` shows it towards the average of the figure: for a
    percentage 50% (60.125% -> 60.12%, 39.875% -> 39.88%), for matchpoints
    half the ``top`` (top 12: 3.125 MP -> 3.13, 8.875 MP -> 8.87; without a
    top, away from zero), for IMPs 0 (+0.125 -> +0.12, -0.125 -> -0.12).
    ``figure``: ``percent``, ``matchpoints`` or ``imps``.
    """
    if halves != "towards_average":
        return None
    from fractions import Fraction  # not at import: start-up time of the command line

    if figure == "percent":
        return Fraction(50)
    if figure == "imps":
        return Fraction(0)
    return None if top is None else Fraction(top) / 2
