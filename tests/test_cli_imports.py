"""What a command imports (start-up time, issue 10): each ``helper score ...`` and
``helper laws show`` imports only what its work needs. Checked in a fresh process
by the modules loaded after the command ran (no timing: performance figures are
benchmarks/cli.py's); the output is checked too, so a command that failed
early cannot pass."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

HEAVY = ("pathlib", "fractions", "decimal", "dataclasses", "inspect", "typing", "platformdirs", "tomllib", "helper.dialogue.engine",
         "helper.dialogue.render", "helper.scoring.settings", "helper.scoring.adjusted", "helper.laws.records",
         "pickle", "zlib", "importlib", "helper.cli.ui")

CASES = [
    # (argv, its first output line, the HEAVY modules it may import)
    (["score", "contract", "4S=", "--declarer", "N", "--vul", "none"], "4SN=: NS +420, EW -420 (Law 77)", ()),
    (["score", "imps", "420"], "420 points = 9 IMPs (Law 78B)", ("fractions", "decimal")),
    # By hand: 200 beats -100, -100 and 50 (2 each), loses to 420: 6 of a top of 8 (2 x 4 others).
    # The matchpoint scale is a setting: with no settings file its default, without reading the settings.
    (["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"],
     "NS +200: 6 of 8 MP (75%) (Law 78A)", ("fractions", "decimal")),
    (["laws", "show", "12C1"], None, ("pathlib", "fractions", "decimal", "dataclasses", "inspect", "typing", "helper.laws.records",
                                      "pickle", "zlib", "importlib")),  # the law book: records pickled in the start-up cache
    # Law 12C2(a) by hand: NS in no way at fault, average plus 60%; EW directly at fault, average minus 40%.
    # The rules, the settings and the ruling's wording, but not the law book's records nor typing;
    # nor dataclasses and inspect: the settings, scores and ruling are helper.frozen records (session 11);
    # nor the dialogue engine: the Ruling is helper.dialogue.ruling's (session 12).
    (["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"], "12C2(a): NS 60%, EW 40%",
     ("fractions", "decimal", "helper.dialogue.render", "helper.scoring.settings", "helper.scoring.adjusted")),
]


# pathlib (with urllib.parse and ipaddress, about 4 ms) is not imported by the English score
# commands (session 11): the package's directories, the settings file's place and file-name
# options are text until a file is read. Nor (session 12) importlib (a command group's module
# is imported by __import__) nor the screen's helpers (helper.cli.ui) unless on a terminal.


def _run(argv: list[str], tmp_path) -> tuple[list[str], list[str]]:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HELPER_CACHE_DIR": str(tmp_path / "cache"),
           "HOME": str(tmp_path / "home")}
    env.pop("HELPER_SETTINGS", None)  # no settings file: the defaults, as on a fresh machine
    code = ("import sys; from helper.cli import main; code = main(sys.argv[1:]); sys.stdout.flush(); "
            f"print('MODULES', code, *sorted(m for m in {HEAVY!r} if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env,
                          check=True, timeout=120)
    *output, modules = done.stdout.splitlines()
    assert done.stderr == ""
    word, code, *loaded = modules.split(" ")
    assert (word, code) == ("MODULES", "0")
    return output, loaded


@pytest.mark.parametrize("argv, first, allowed", CASES, ids=lambda value: " ".join(value)
                         if isinstance(value, list) else None)
def test_a_command_imports_only_what_it_needs(argv, first, allowed, tmp_path):
    output, loaded = _run(argv, tmp_path)
    if first is not None:
        assert output[0] == first
    assert sorted(set(loaded) - set(allowed)) == []


@pytest.mark.parametrize("lang, first", [("zh", "420 分 = 9 IMP（第78条B款）"), ("el", "420 πόντοι = 9 IMPs (Νόμος 78Β)")])
def test_a_score_command_in_chinese_or_greek_reads_its_catalogue_without_pathlib_or_pickle(lang, first, tmp_path):
    """The catalogue comes from the start-up cache as marshal data, its path as text (session 12):
    neither pathlib (with urllib.parse and ipaddress) nor pickle nor zlib is imported once the
    cache holds it; the first start parses the .po file (polib) and fills the cache."""
    argv = ["--lang", lang, "score", "imps", "420"]
    heavy = ("pathlib", "pickle", "zlib", "polib", "typing")
    code = ("import sys; from helper.cli import main; code = main(sys.argv[1:]); sys.stdout.flush(); "
            f"print('MODULES', code, *sorted(m for m in {heavy!r} if m in sys.modules))")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HELPER_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("HELPER_SETTINGS", None)
    runs = [subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env, check=True,
                           timeout=120).stdout.splitlines() for _ in range(2)]
    assert runs[0][0] == runs[1][0] == first
    assert "polib" in runs[0][1].split()  # the first start parsed the catalogue: the check can fail
    assert runs[1][1] == "MODULES 0"


def test_a_settings_file_at_the_default_place_still_sets_the_matchpoint_scale(tmp_path):
    """``score matchpoints`` skips reading the settings only when there is no file: one at
    the user's default place (XDG_CONFIG_HOME/helper/settings.toml) is read. By hand, at
    1 per score beaten: +200 beats -100, -100 and 50: 3 of a top of 4 (75%)."""
    (tmp_path / "config" / "helper").mkdir(parents=True)
    (tmp_path / "config" / "helper" / "settings.toml").write_text("[scoring]\nmatchpoint_scale = 1\n", encoding="utf-8")
    output, loaded = _run(["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"], tmp_path)
    assert output == ["NS +200: 3 of 4 MP (75%) (Law 78A)"]
    assert "helper.scoring.settings" in loaded and "tomllib" in loaded


@pytest.mark.parametrize("where", ["default", "variable", "dangling"])
def test_score_artificial_reads_a_settings_file_wherever_it_is_named(where, tmp_path, monkeypatch):
    """``score artificial`` skips pathlib and the file reader only when no settings file is
    there: one at the user's default place or named by HELPER_SETTINGS is read, and a dangling
    link at the default place is refused, not taken for no file. By hand: average plus set
    to 65% (a Regulating Authority may set more than the Law's "at least 60%") gives NS in no
    way at fault 65% and EW directly at fault the average minus, 40% (Law 12C2(a))."""
    settings = tmp_path / "config" / "helper" / "settings.toml"
    settings.parent.mkdir(parents=True)
    if where == "dangling":
        settings.symlink_to(tmp_path / "nowhere.toml")
    else:
        target = settings if where == "default" else tmp_path / "named.toml"
        target.write_text("[adjusted]\naverage_plus_pct = 65\n", encoding="utf-8")
    monkeypatch.delenv("HELPER_SETTINGS", raising=False)  # the conftest's empty file
    if where == "variable":
        monkeypatch.setenv("HELPER_SETTINGS", str(target))
    code = ("import sys; from helper.cli import main; code = main(sys.argv[1:]); sys.stdout.flush(); "
            "print('MODULES', code, 'pathlib' in sys.modules)")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HELPER_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", code, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew",
                           "direct"], capture_output=True, text=True, env=env, timeout=120)
    if where == "dangling":
        assert done.returncode == 0 and done.stdout.splitlines()[-1] == "MODULES 2 True"
        assert done.stderr.startswith("helper: ") and str(settings) in done.stderr
    else:
        assert done.stdout.splitlines()[0] == "12C2(a): NS 65%, EW 40%"
        assert done.stdout.splitlines()[-1] == "MODULES 0 True"


def test_laws_show_lists_parts_without_the_dialogue_engine(tmp_path):
    """``laws show 12C1`` lists its parts with law_list, which no longer lives beside the dialogue's wording."""
    output, loaded = _run(["laws", "show", "12C1"], tmp_path)
    assert "12C1 is divided into paragraphs: 12C1(a), 12C1(b), 12C1(c), 12C1(d), 12C1(e), 12C1(e)(i), 12C1(e)(ii)" in output
    assert "helper.dialogue.engine" not in loaded


def test_the_settings_directory_is_platformdirs_own(monkeypatch, tmp_path):
    """helper.paths.user_dir follows platformdirs' rule (on Linux without importing it):
    an absolute XDG variable, else the home directory's default; a relative one is ignored."""
    import platformdirs

    from helper.paths import user_dir

    for value in (str(tmp_path / "xdg"), "relative/dir", ""):
        for kind, variable in (("config", "XDG_CONFIG_HOME"), ("cache", "XDG_CACHE_HOME"), ("data", "XDG_DATA_HOME")):
            monkeypatch.setenv(variable, value)
            assert user_dir(kind) == getattr(platformdirs, f"user_{kind}_path")("helper"), (kind, value)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert user_dir("config") == tmp_path / "xdg" / "helper"


def test_the_written_out_law77_scores_are_those_law77_gives():
    """``parse_ns_score`` reads the Law 77 scores from a table written out (start-up time of
    ``score matchpoints``); it must hold exactly what the contract scorer gives over every
    contract, doubling, vulnerability and number of tricks. By hand at the ends: 7NTXX
    vulnerable made is 4 x 220 + 500 + 1500 + 100 = 2980; 7XX vulnerable down 13 is
    400 + 12 x 600 = 7600, the largest; 60 and 425 no contract gives."""
    from helper.scoring.notation import LAW77_SCORES, possible_scores

    assert LAW77_SCORES == possible_scores()
    assert len(LAW77_SCORES) == 205 and max(LAW77_SCORES) == 7600
    assert {0, 50, 70, 420, 2980, 7600} <= LAW77_SCORES
    assert not {60, 425, 7610, 8000} & LAW77_SCORES


def test_the_first_frame_does_without_the_adjusted_score_rules(tmp_path):
    """The first screen (a question, its answers, the law text) is drawn without the
    adjusted-score rules and the names of their kinds (imported with the first score: the kinds'
    three enumerations cost 2.5 million instructions, session 15), the English matcher of the
    law finder, the details form (F4) and the finder's guide (Ctrl+G) (issue 10: the
    first frame). The question and the law text are checked
    too, so a screen that failed to draw cannot pass."""
    env = {**os.environ, "HELPER_CACHE_DIR": str(tmp_path / "cache"), "HELPER_DATA": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("HELPER_SETTINGS", None)
    code = """
import re, sys
compiled = []  # every pattern compiled (re's own cache of 512 may have let one go by the end)
_compile = re._compile
re._compile = lambda pattern, flags: compiled.append(str(pattern)) or _compile(pattern, flags)
from textual.geometry import Region
from helper.tui.app import HelperApp
class First(HelperApp):
    def on_ready(self):
        self.shown = " ".join(strip.text for widget in self.query("Static")
                              for strip in widget.render_lines(Region(0, 0, widget.size.width, widget.size.height)))
        self.exit()
app = First(lang="en")
app.run(headless=True, size=(80, 24))
print("What happened on this board?" in app.shown, "Law 12A" in app.shown)
print(*sorted(m for m in ("helper.scoring.adjusted", "helper.scoring.kinds", "helper.laws.english", "helper.tui.details",
                          "helper.tui.guide", "helper.dialogue.guide") if m in sys.modules))
import helper.laws.citation
print("patterns", helper.laws.citation._parse_patterns.cache_info().currsize)
print("ideographs", "helper.tui.glyphs" in sys.modules,
      sum(1 for pattern in compiled if "u4e00-" in pattern))  # the range as written: \\u4e00-\\u9fff
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                          timeout=120)
    # The patterns that read a typed citation are compiled with the first one read (session 11):
    # the first frame only writes ids. The law panel's text passes through helper.tui.glyphs, whose
    # patterns of the Chinese script (a class of 20,000 ideographs: 10 ms of every start's CPU) are
    # compiled only for a terminal that cannot show it (session 14).
    assert done.stdout.splitlines() == ["True True", "", "patterns 0", "ideographs True 0"]


def test_score_artificial_compiles_no_citation_reading_patterns(tmp_path):
    """``score artificial`` writes paragraph ids (12C2(a)) but reads none typed: the patterns that
    read ``第十二条``, ``1997:86A`` or ``12c2a`` are not compiled (start-up time, session 11)."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HELPER_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("HELPER_SETTINGS", None)
    code = ("import sys; from helper.cli import main; code = main(sys.argv[1:]); import helper.laws.citation as c; "
            "print('patterns', code, c._parse_patterns.cache_info().currsize)")
    done = subprocess.run([sys.executable, "-c", code, "score", "artificial", "--scoring", "mp", "--ns", "none",
                           "--ew", "direct"], capture_output=True, text=True, env=env, check=True, timeout=120)
    assert done.stdout.splitlines()[0] == "12C2(a): NS 60%, EW 40%"
    assert done.stdout.splitlines()[-1] == "patterns 0 0"
    # ... and a command that reads one does compile them: the check above can fail.
    done = subprocess.run([sys.executable, "-c", code.replace("sys.argv[1:]", "['laws', 'show', '第十二条C款1项']")],
                          capture_output=True, text=True, env=env, check=True, timeout=120)
    assert done.stdout.splitlines()[-1] == "patterns 0 1"


def test_the_subcommands_built_alone_are_all_there():
    """``SUBCOMMANDS`` (the sub-commands a command builds alone) is each group's whole list."""
    from helper.cli import SUBCOMMANDS, build_parser

    parser = build_parser("en")
    groups = next(action for action in parser._actions if action.dest == "command").choices
    for group, names in SUBCOMMANDS.items():
        sub = next(action for action in groups[group]._actions if action.dest == f"{group}_command")
        assert tuple(sub.choices) == names


def _help_of(parser, *names):
    for name in names:
        parser = next(action for action in parser._actions if action.dest in ("command", f"{parser.prog.split()[-1]}_command")
                      ).choices[name]
    return parser.format_help()


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_a_subcommand_built_alone_has_the_same_help_and_messages(lang, capsys, monkeypatch):
    """``score imps --help`` builds ``imps`` alone (start-up time): its help is the one the
    whole parser gives (every sub-command of ``score`` and ``laws``, in each language)."""
    from helper.cli import SUBCOMMANDS, _localize_argparse, build_parser, main

    monkeypatch.setenv("COLUMNS", "80")
    for group, names in SUBCOMMANDS.items():
        for name in names:
            with pytest.raises(SystemExit):
                main(["--lang", lang, group, name, "--help"])
            alone = capsys.readouterr().out
            _localize_argparse(lang)
            assert alone == _help_of(build_parser(lang), group, name)
            assert alone.startswith(("usage: ", "用法：", "χρήση: ")[("en", "zh", "el").index(lang)] + f"helper {group} {name}")
    _localize_argparse("en")


def test_score_help_and_a_mistyped_rule_still_list_every_rule(capsys, monkeypatch):
    """``score --help`` and ``score impss`` build every rule: each is listed, as before."""
    from helper.cli import main

    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    shown = capsys.readouterr().out
    listed = [line.split()[0] for line in shown.splitlines() if line.startswith("    ") and line[4] != " "]
    assert listed == ["artificial", "fouled", "teams", "knockout", "contract", "imps", "matchpoints", "weighted", "penalty"]
    with pytest.raises(SystemExit) as exit:
        main(["score", "impss", "420"])
    assert exit.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "helper score: error: argument RULE: invalid choice: 'impss' (choose from 'artificial', 'fouled', 'teams', "
        "'knockout', 'contract', 'imps', 'matchpoints', 'weighted', 'penalty')")


@pytest.mark.parametrize("lang, read", [("en", []), ("zh", ["zh_Hans"])])
def test_the_first_frame_reads_only_the_catalogue_of_its_language(lang, read, tmp_path):
    """The footer fits its labels in all three languages (helper.tui.app.footer_keys); once the
    start-up cache holds them, the first frame reads no other language's whole catalogue (memory
    and time at the first frame, session 11). The footer is checked too: the same both times."""
    env = {**os.environ, "HELPER_CACHE_DIR": str(tmp_path / "cache"), "HELPER_DATA": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("HELPER_SETTINGS", None)
    code = f"""
import sys
from textual.geometry import Region
from helper.tui.app import HelperApp
import helper.i18n
class First(HelperApp):
    def on_ready(self):
        keys = self.query_one("#keys")
        self.shown = " ".join(strip.text for strip in keys.render_lines(Region(0, 0, keys.size.width, keys.size.height)))
        self.exit()
app = First(lang={lang!r})
app.run(headless=True, size=(80, 24))
print(app.shown.strip())
print(*sorted(path.split("/")[-3] for path in helper.i18n._cache))
"""
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                           timeout=120).stdout.splitlines() for _ in range(2)]
    assert runs[0][0] == runs[1][0] and runs[0][0]
    assert runs[1][1].split() == read


@pytest.mark.parametrize("called, finalized", [("main()", False), ("main(sys.argv[1:])", True),
                                               # under a profiler or tracer (cProfile, coverage), which write at exit
                                               ("sys.setprofile(lambda *a: None) or main()", True)])
def test_the_program_ends_a_score_command_without_the_interpreters_finalization(called, finalized, tmp_path):
    """``helper score ...`` run as the program (``main()`` reading sys.argv: the script, ``python -m
    helper``) ends at once once its output is flushed, skipping the interpreter's tearing down of
    every module (start to exit, session 12): an atexit handler does not run, the output and exit
    code are whole. ``main(argv)`` (a test, a user's script) returns the code and the interpreter
    ends as usual. An exit code other than 0 comes through too (the note of an impossible
    difference, exit 0; a refused number, exit 2, argparse's own exit)."""
    code = ("import atexit, sys; atexit.register(lambda: print('finalized', file=sys.stderr)); "
            f"from helper.cli import main; sys.argv[0] = 'helper'; print('returned', {called}, file=sys.stderr)")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HELPER_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("HELPER_SETTINGS", None)
    for argv, out, exit_code in ((["score", "imps", "420"], "420 points = 9 IMPs (Law 78B)\n", 0),
                                 (["--lang", "el", "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew",
                                   "direct"], "12Γ2(α): ΒΝ 60%, ΑΔ 40%\n", 0)):
        done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env,
                              timeout=120)
        assert done.stdout.startswith(out) and done.returncode == exit_code
        assert done.stderr == ("returned 0\nfinalized\n" if finalized else "")
    if "setprofile" in called:
        return
    done = subprocess.run([sys.executable, "-c", code, "score", "imps", "x"], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 2 and done.stderr.endswith("argument diff: not a number: x\nfinalized\n")
