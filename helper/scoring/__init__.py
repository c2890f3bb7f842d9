"""Bridge scoring: the adjusted-score rules of Laws 12 and 86.

Pure functions with exact arithmetic; no knowledge of languages or the UI.
"""

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
