"""An installed (non-editable) copy finds its law texts and catalogues.

Runs Python from outside the checkout, so that the installed package is the
one imported. The README's test command installs the package first; a bare
source tree without an install has nothing to check here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=60)


def test_installed_package_carries_laws_and_catalogues(tmp_path):
    probe = run(["-c", "import helper.paths as p; print(p.__file__); print(p.laws_text_dir()); print(p.locales_dir())"], tmp_path)
    if "No module named 'helper'" in probe.stderr:
        pytest.skip("helper is not installed in this Python (the README's test command installs it)")
    module, laws_dir, locales = (Path(line) for line in probe.stdout.split("\n")[:3])
    if module.parent == REPO / "helper":
        pytest.skip("an editable install: the data is the checkout's own")
    assert (laws_dir / "sources" / "001_8288f277c47d1c23.txt").read_bytes() == (
        REPO / "laws_text" / "sources" / "001_8288f277c47d1c23.txt").read_bytes()
    assert (laws_dir / "law12_2017.yaml").is_file()
    assert (locales / "el" / "LC_MESSAGES" / "messages.po").is_file()
    shown = run(["-m", "helper", "laws", "show", "12C2(a)", "--lang", "el"], tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert "Νόμος 12Γ2(α)" in shown.stdout
    scored = run(["-m", "helper", "--lang", "zh", "score", "artificial", "--scoring", "mp", "--ns", "none",
                  "--ew", "direct", "--top", "24", "--ns-session", "65"], tmp_path)
    assert scored.returncode == 0, scored.stderr
    assert "南北 65% = 15.6 比赛分" in scored.stdout
