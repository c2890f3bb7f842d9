"""Under an output that cannot carry the text (LC_ALL=C PYTHONUTF8=0; issue 10, fix10c item 3):
one true warning, once; the text is written as Unicode escapes, never '?' in place of data; JSON
stays valid JSON with its \\uXXXX escapes. And a note for the user of the screen is said on the
screen, not on standard error under it (item 4: LANG=zh_TW.UTF-8 helper)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import pytest

from tests.support import REPO, squash

OUTPUT_WARNING = ("helper: this output's encoding (ascii) cannot carry some of the text; each character it lacks "
                  "is written as its Unicode escape (\\u4e2d), nothing is lost. Set a UTF-8 locale "
                  "(export LANG=C.UTF-8)")
ENGLISH_IS_USED = ("helper: this terminal's encoding (ascii) cannot show {language}: English is used. For it, set "
                   "a UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.\n")


def ascii_run(*argv, env=None):
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "LANGUAGE", "LANG")}
    environ.update(LC_ALL="C", PYTHONUTF8="0", **(env or {}))
    done = subprocess.run([sys.executable, "-m", "helper", *argv], capture_output=True, env=environ, timeout=120,
                          cwd=REPO)
    return done.returncode, done.stdout.decode("ascii"), done.stderr.decode("ascii")


def test_catalog_report_in_chinese_one_true_warning_and_escapes():
    code, out, err = ascii_run("catalog", "report", "--lang", "zh")
    assert code == 0
    assert err == OUTPUT_WARNING + ", or write the report with --output FILE (always UTF-8).\n"
    # the report's title, 翻译审校报告：中文, kept as escapes
    assert out.splitlines()[0] == "# \\u7ffb\\u8bd1\\u5ba1\\u6821\\u62a5\\u544a\\uff1a\\u4e2d\\u6587"
    assert "?" not in out.splitlines()[0]


def test_catalog_check_in_chinese_suggests_ui_lang_en():
    code, out, err = ascii_run("catalog", "check", "--lang", "zh", "--domain", "messages")
    assert err == OUTPUT_WARNING + ", or give --ui-lang en for the messages in English.\n"
    assert out.splitlines()[-1].startswith("0 \\u4e2a\\u53d1\\u73b0")  # 0 个发现 ...
    code, out, err = ascii_run("catalog", "check", "--lang", "zh", "--domain", "messages", "--ui-lang", "en")
    assert err == ""
    assert out.splitlines()[-1].startswith("0 findings (0 errors) to look at; ")


def test_catalog_report_to_a_file_confirms_in_english_and_writes_utf8(tmp_path):
    path = tmp_path / "r.md"
    code, out, err = ascii_run("catalog", "report", "--lang", "zh", "--output", str(path))
    assert (code, out, err) == (0, f"Report written to {path}\n", "")
    assert path.read_text(encoding="utf-8").splitlines()[0] == "# 翻译审校报告：中文"


def test_json_keeps_the_data_as_json_escapes():
    code, out, err = ascii_run("laws", "show", "81B", "--edition", "1997", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["heading"] == "裁判的责任与限制"  # nothing lost
    assert "\\u88c1\\u5224" in out


def test_json_search_query_kept():
    code, out, err = ascii_run("laws", "search", "--json", "--lang", "el", "ζημια")
    assert code == 0
    assert json.loads(out)["query"] == "ζημια"
    assert err == ENGLISH_IS_USED.format(language="Greek")  # true: the messages are English; said once


def test_rulings_sheet_in_chinese_and_greek_one_warning(tmp_path):
    data = tmp_path / "data"
    answers = tmp_path / "a.yaml"
    answers.write_text("situation: no_result\ndirector_error: no\nform: pairs\nns_fault: none\new_fault: direct\n"
                       "top: 24\nns_session_pct: 65\nboard: 3\nns_names: 陈 / 李\n", encoding="utf-8")
    env = {"HELPER_DATA": str(data)}
    done = subprocess.run([sys.executable, "-m", "helper", "rule", "--answers", str(answers), "--record"],
                          capture_output=True, env={**os.environ, **env}, timeout=120, cwd=REPO)
    assert done.returncode == 0, done.stderr
    code, out, err = ascii_run("rulings", "show", "1", "--lang", "zh,el", env=env)
    assert code == 0
    assert err == OUTPUT_WARNING + ".\n"
    assert "  \\u5357\\u5317\\u59d3\\u540d\\uff1a\\u9648 / \\u674e" in out.splitlines()  # 南北姓名：陈 / 李
    code, out, err = ascii_run("rulings", "show", "1", "--json", env=env)
    assert (code, err) == (0, "")
    assert json.loads(out)["details"]["ns_names"] == "陈 / 李"


def test_the_screen_under_an_ascii_locale_says_one_thing_and_does_it():
    code, out, err = ascii_run("--lang", "zh")
    assert (code, out) == (2, "")
    assert err == ("helper: The terminal's encoding is ascii; the helper's screen needs UTF-8: set a UTF-8 locale "
                   "(export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.\n")


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is needed")
def test_the_traditional_chinese_note_is_on_the_screen(tmp_path):
    """Before, it was printed on standard error under the screen and seen only after quitting."""
    socket = f"helper-fix10c-{os.getpid()}"
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    inner = (f"cd {REPO} && env -u LANGUAGE -u LC_ALL LANG=zh_TW.UTF-8 HELPER_DATA={tmp_path} "
             f"HELPER_SETTINGS={tmp_path / 'none.toml'} PYTHONPATH={REPO} {sys.executable} -m helper; "
             "echo EXITED; sleep 30")
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                    "-s", "t", inner], check=True)
    note = "本程序没有繁体中文界面，现使用简体中文。"

    def wait_for(text: str) -> str:
        deadline, shown = time.monotonic() + 60, ""
        while time.monotonic() < deadline:
            shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "t"],
                                   capture_output=True, text=True).stdout
            if squash(text) in squash(shown):
                break
            time.sleep(0.3)
        return shown

    try:
        shown = wait_for(note)
        assert squash(note) in squash(shown), shown
        subprocess.run(["tmux", "-L", socket, "send-keys", "-t", "t", "C-x"], check=True)
        shown = wait_for("EXITED")
        assert "EXITED" in shown
        assert squash(note) not in squash(shown)  # nothing left on the terminal under the screen
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
