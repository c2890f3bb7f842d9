"""``helper score ...`` prints byte for byte what it printed before the start-up work of
session 12 (issue 10: start to exit <= 3x ``python -c pass``, scores exact).

Each invocation runs as a fresh process, as a scorer's script runs it: with no settings
file (the defaults, read without the settings file reader), in English, Chinese and Greek
(``--lang``, and the locale ``LANG=zh_CN.UTF-8``/``el_GR.UTF-8``), scores, notes on standard
error, JSON, and refusals (argparse's and the helper's own, exit code 2). The expected
standard output, standard error and exit code of each are in ``tests/data/score_outputs.json``,
recorded from the code before that work (``main`` at 34a56e8, whose scores the scoring tests
check by hand: tests/test_cli_scores.py, test_adjusted*.py); a few are checked here by hand
too, so that the record itself is known to be right.

    python tests/test_cli_outputs.py --record   # rewrite the record (only for a wanted change)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

RECORD = Path(__file__).parent / "data" / "score_outputs.json"

_ENGLISH = [
    ["score", "contract", "4S=", "--declarer", "N", "--vul", "none"],
    ["score", "contract", "3NTX-1", "--declarer", "E", "--vul", "both"],
    ["score", "contract", "7NTXN=", "--vul", "ns"],
    ["score", "imps", "420"],
    ["score", "imps", "-20"],
    ["score", "imps", "15"],
    ["score", "imps", "4000", "--json"],
    ["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"],
    ["score", "matchpoints", "--field", "100,100", "--score", "100", "--expected", "5"],
    ["score", "matchpoints", "--field", "100,100,-50", "--score", "100", "--scale", "1", "--json"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"],
    ["score", "artificial", "--scoring", "mp", "--ns", "partly", "--ew", "partly", "--top", "11"],
    ["score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct", "--ns-session", "1.5"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "63.33",
     "--board-in-session", "2"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "66.665",
     "--ew-session", "33.335", "--top", "7"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "none", "--director-error"],
    ["score", "artificial", "--scoring", "butler", "--ns", "direct", "--ew", "none"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--individual", "--top", "10"],
    ["score", "artificial", "--scoring", "ximps", "--ns", "none", "--ew", "partly", "--results", "8"],
    ["score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct", "--knockout"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--results", "9", "--json"],
    ["score", "teams", "--ns", "none", "--ew", "direct"],
    ["score", "knockout", "--ns", "3", "--ew", "-1"],
    ["score", "fouled", "--group", "420,450,-50", "--group", "100,120", "--expected", "6"],
    ["score", "weighted", "--scoring", "mp", "--field", "420,450,-50", "--outcome", "60:4SN=", "--outcome", "40:4SN-1"],
    ["score", "penalty", "--scoring", "mp", "--side", "ns", "--top", "10"],
    # refusals: argparse's (the usage too) and the helper's own
    ["score", "artificial", "--scoring", "mp", "--ns", "nonee", "--ew", "direct"],
    ["score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct", "--top", "10"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "101"],
    ["score", "imps", "x"],
    ["score", "matchpoints", "--field", "x", "--score", "1"],
]
_OTHERS = [
    ["score", "contract", "4S=", "--declarer", "N", "--vul", "none"],
    ["score", "imps", "420"],
    ["score", "imps", "-20"],
    ["score", "imps", "15"],
    ["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"],
    ["score", "matchpoints", "--field", "100,100", "--score", "100", "--expected", "5"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"],
    ["score", "artificial", "--scoring", "mp", "--ns", "partly", "--ew", "partly", "--top", "11"],
    ["score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct", "--ns-session", "1.5"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "66.665",
     "--ew-session", "33.335", "--top", "7"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "none", "--director-error"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--individual", "--top", "10"],
    ["score", "teams", "--ns", "none", "--ew", "direct"],
    ["score", "penalty", "--scoring", "mp", "--side", "ns", "--top", "10"],
    ["score", "artificial", "--scoring", "mp", "--ns", "nonee", "--ew", "direct"],
    ["score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct", "--top", "10"],
    ["score", "imps", "x"],
]
# (the language: None for English, "zh"/"el" by --lang, "LANG=zh_CN.UTF-8" by the locale; argv)
CASES = ([(None, argv) for argv in _ENGLISH] + [(lang, argv) for lang in ("zh", "el") for argv in _OTHERS]
         + [(f"LANG={locale}", argv) for locale in ("zh_CN.UTF-8", "el_GR.UTF-8")
            for argv in (_OTHERS[1], _OTHERS[6], _OTHERS[16])]
         # Greek takes the decimal comma (with the point, 66.665 is refused: tests/test_i18n_numbers.py)
         + [("el", ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session",
                    "66,665", "--ew-session", "33,335", "--top", "7"])])


def _key(lang: str | None, argv: list[str]) -> str:
    return " ".join(([lang] if lang else []) + argv)


def run(lang: str | None, argv: list[str], home: Path) -> dict[str, object]:
    """One fresh ``helper`` process: its standard output, standard error and exit code."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("HELPER_SETTINGS", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "PYTHONIOENCODING")}
    env.update({"XDG_CONFIG_HOME": str(home / "config"), "HELPER_CACHE_DIR": str(home / "cache"),
                "HELPER_DATA": str(home / "data"), "HOME": str(home), "COLUMNS": "80", "LANG": "C.UTF-8"})
    if lang and lang.startswith("LANG="):
        env["LANG"] = lang.partition("=")[2]
    elif lang:
        argv = ["--lang", lang, *argv]
    done = subprocess.run([sys.executable, "-m", "helper", *argv], capture_output=True, env=env, timeout=120)
    return {"code": done.returncode, "stdout": done.stdout.decode("utf-8"), "stderr": done.stderr.decode("utf-8")}


@pytest.fixture(scope="module")
def record():
    return json.loads(RECORD.read_text(encoding="utf-8"))


def test_the_record_holds_every_case(record):
    assert sorted(record) == sorted(_key(lang, argv) for lang, argv in CASES)
    assert len(record) >= 30


def test_the_record_is_right_where_checked_by_hand(record):
    """By hand: 4S= by N not vulnerable is 120 + 300 = +420 (Law 77); 420 points is 9 IMPs
    (the 370-420 band, Law 78B); 200 beats -100, -100 and 50 and loses to 420: 6 of a top
    of 8 (75%, Law 78A); NS in no way at fault average plus 60%, EW directly at fault 40%
    (Law 12C2(a)); a session of 66.665% and 33.335% kept to two decimals, the halves away
    from zero (the default score_halves): 66.67% and 33.34%; of a top of 7 MP, 4.66655 and
    2.33345: 4.67 and 2.33 (Law 12C2(c)); and the same in Chinese and Greek."""
    assert record[_key(None, _ENGLISH[0])]["stdout"] == "4SN=: NS +420, EW -420 (Law 77)\n"
    assert record[_key(None, _ENGLISH[3])]["stdout"] == "420 points = 9 IMPs (Law 78B)\n"
    assert record[_key(None, _ENGLISH[7])]["stdout"] == "NS +200: 6 of 8 MP (75%) (Law 78A)\n"
    assert record[_key(None, _ENGLISH[10])]["stdout"].startswith("12C2(a): NS 60%, EW 40%\n")
    assert record[_key(None, _ENGLISH[14])]["stdout"].startswith("12C2(a), 12C2(c): NS 66.67% = 4.67 MP, "
                                                                 "EW 33.34% = 2.33 MP\n")
    assert record[_key("zh", _OTHERS[1])]["stdout"] == "420 分 = 9 IMP（第78条B款）\n"
    assert record[_key("el", _OTHERS[1])]["stdout"] == "420 πόντοι = 9 IMPs (Νόμος 78Β)\n"
    assert record[_key(*CASES[-1])]["stdout"].startswith("12Γ2(α), 12Γ2(γ): ΒΝ 66,67% = 4,67 βαθμοί αγώνα, "
                                                         "ΑΔ 33,34% = 2,33 βαθμοί αγώνα\n")
    assert record[_key(None, _ENGLISH[26])]["code"] == 2


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """One home for all the cases: the start-up cache filled by the first of each language and
    then read, as on a scorer's machine (the first case of each runs with it empty)."""
    return tmp_path_factory.mktemp("home")


@pytest.mark.parametrize("lang, argv", CASES, ids=[_key(lang, argv) for lang, argv in CASES])
def test_score_prints_what_it_printed(lang, argv, record, home):
    assert run(lang, argv, home) == record[_key(lang, argv)]


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        raise SystemExit(__doc__.splitlines()[-1].strip())
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        outputs = {_key(lang, argv): run(lang, argv, Path(directory)) for lang, argv in CASES}
    RECORD.write_text(json.dumps(outputs, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(outputs)} outputs recorded in {RECORD}")
