"""Two Directors on one host at once, in real terminals (tmux at 80x24, one
window each: two login sessions of the same account), issue 8 section 2:
neither is asked to take the other's ruling over, each records a ruling with
its details, and both appear in the one log at once."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.support import REPO
from tests.test_record_terminal import Tmux


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_two_directors_rule_at_once_on_one_host_and_both_rulings_are_logged(tmp_path):
    tmux = Tmux(f"helper-log-{os.getpid()}", tmp_path)
    try:
        zh = tmux.start("zh", director=None)
        en = tmux.start("en", director=None)
        tmux.wait_for(zh, "^X")
        tmux.wait_for(en, "^X")
        # The Chinese-speaking Director gives the details first (F4), the other answers at once.
        tmux.keys(zh, "F4", "春季双人赛", "Enter", "2", "Enter", "Enter", "7", "Enter", "3", "Enter")
        tmux.wait_for(zh, "裁决详情")
        tmux.keys(en, "1", "Enter", "1", "Enter", "1", "Enter")
        tmux.keys(zh, "F4")  # saves
        tmux.keys(zh, "1", "Enter", "1", "Enter", "1", "Enter", "1", "Enter", "3", "Enter", "13", "Enter",
                  "65", "Enter", "Enter")
        tmux.keys(en, "1", "Enter", "3", "Enter", "13", "Enter", "Enter", "Enter")
        tmux.wait_for(zh, "南北 65% = 15.6 比赛分")
        # Pairs, NS not at fault and no session score: average plus 60% of a top of 24 = 14.4 MP.
        tmux.wait_for(en, "NS 60% = 14.4 MP, EW 40% = 9.6 MP")
        for window in (zh, en):
            screen = tmux.screen(window)
            assert "Take over" not in screen and "Another helper" not in screen and "Traceback" not in screen
        listed = subprocess.run([sys.executable, "-m", "helper", "rulings", "list", "--json"], cwd=REPO,
                                capture_output=True, text=True,
                                env={**os.environ, "HELPER_DATA": str(tmp_path), "LANG": "C.UTF-8"})
        assert listed.returncode == 0, listed.stderr
        rulings = {r["lang"]: r for r in json.loads(listed.stdout)}
        assert set(rulings) == {"zh", "en"}
        assert rulings["zh"]["details"] == {"event": "春季双人赛", "session": "2", "board": 7, "table": "3"}
        assert (rulings["zh"]["ns"]["matchpoints_exact"], rulings["en"]["ns"]["matchpoints_exact"]) == (
            "78/5", "72/5")
        assert rulings["en"]["details"] == {}
    finally:
        tmux.close()
