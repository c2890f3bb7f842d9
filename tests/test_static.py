"""Static checks of the code: no undefined names, no unused imports (pyflakes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_pyflakes_finds_nothing():
    pytest.importorskip("pyflakes")
    result = subprocess.run([sys.executable, "-m", "pyflakes", "helper", "tests", "benchmarks", "laws_text"],
                            cwd=REPO, capture_output=True, text=True)
    assert result.stdout == "" and result.returncode == 0, result.stdout
