"""Bridge scoring: the adjusted-score rules of Laws 12 and 86.

Pure functions with exact arithmetic; no knowledge of languages or the UI.

The names below are imported from their modules on first use (PEP 562), so
that ``helper score imps`` does not pay for the adjusted-score rules and the
settings (TOML) reader at start-up; ``from helper.scoring import X`` works as
before.
"""

TYPE_CHECKING = False  # typing is not imported at run time (start-up time)
if TYPE_CHECKING:  # the names, for readers and type checkers; bound lazily by __getattr__ below
    from helper.scoring.adjusted import (
        AdjustedScore,
        Basis,
        Fault,
        Scoring,
        ScoringError,
        SideScore,
        artificial_score,
        knockout_average,
        knockout_rule,
        rounded,
        teams_multiple_results,
    )
    from helper.scoring.settings import MultipleBoards, ScoringSettings, Settings, SettingsError, load_settings

__all__ = [
    "AdjustedScore", "Basis", "Fault", "MultipleBoards", "Scoring", "ScoringError", "ScoringSettings", "Settings",
    "SettingsError", "SideScore", "artificial_score", "knockout_average", "knockout_rule", "load_settings", "rounded",
    "teams_multiple_results",
]

_SETTINGS_NAMES = frozenset(("MultipleBoards", "ScoringSettings", "Settings", "SettingsError", "load_settings"))
_KINDS_NAMES = frozenset(("Basis", "Fault", "Scoring"))  # enums without the rules (helper.scoring.kinds)


def __getattr__(name: str):
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import sys

    module = ("helper.scoring.settings" if name in _SETTINGS_NAMES
              else "helper.scoring.kinds" if name in _KINDS_NAMES else "helper.scoring.adjusted")
    __import__(module)  # without importing importlib (start-up time)
    value = getattr(sys.modules[module], name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
