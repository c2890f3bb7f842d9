"""The command line builds only the parser a command needs (start-up time): the
parse and every message must be those of the whole parser."""

from __future__ import annotations

import argparse

import pytest

from helper.cli import GROUPS, _groups_for, build_parser

ARGVS = [
    [], ["--plain"], ["score", "imps", "420"], ["score", "imps", "-420"], ["--plain", "score", "imps", "15"],
    ["score", "contract", "7NTXN=", "--declarer", "N", "--vul", "none"],
    ["score", "matchpoints", "--field", "-100,-100,50", "--score", "200", "--json"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--board-in-session", "2"],
    ["laws", "show", "12C1", "--edition", "1997"], ["laws", "search", "average plus", "--limit", "2"],
    ["rule", "--questions"], ["rulings", "list"], ["catalog", "stats", "--json"], ["review", "--domain", "messages"],
    # mistakes: the messages must be the whole parser's
    ["score"], ["score", "imps"], ["score", "imps", "x"], ["score", "imps", "420", "--bogus"], ["scor", "imps"],
    ["score", "bogus"], ["--bogus", "score", "imps", "420"], ["--", "score", "imps", "420"], ["--pl", "laws", "show", "1"],
    ["laws"], ["catalog", "nothing"],
]


def _parse(parser: argparse.ArgumentParser, argv: list[str], capsys):
    try:
        result = ("ok", vars(parser.parse_args(argv)))
    except SystemExit as exc:
        result = ("exit", exc.code)
    out = capsys.readouterr()
    return result, out.out, out.err


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("argv", ARGVS, ids=" ".join)
def test_partial_parser_parses_as_the_whole(argv, lang, capsys):
    whole = _parse(build_parser(lang), argv, capsys)
    part = _parse(build_parser(lang, argv), argv, capsys)
    assert part == whole


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        build_parser("en", ["--help"]).parse_args(["--help"])
    text = capsys.readouterr().out
    for commands in GROUPS.values():
        for command in commands:
            assert f"    {command}" in text


def test_groups_for():
    assert _groups_for(["score", "imps", "420"]) == ("score",)
    assert _groups_for(["--plain", "review"]) == ("catalog",)
    assert _groups_for([]) == ()
    assert _groups_for(["--plain"]) == ()
    everything = tuple(GROUPS)
    assert _groups_for(["--help"]) == everything
    assert _groups_for(["-h", "score"]) == everything  # the top-level help lists every command
    assert _groups_for(["scor"]) == everything
    assert _groups_for(None) == everything


def test_group_table_matches_the_parser():
    """GROUPS names every command each group module adds, and nothing else."""
    parser = build_parser("en")
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert sorted(subparsers.choices) == sorted(c for commands in GROUPS.values() for c in commands)
    for group, commands in GROUPS.items():
        partial = build_parser("en", [commands[0]])
        action = next(a for a in partial._actions if isinstance(a, argparse._SubParsersAction))
        assert sorted(action.choices) == sorted(commands), group
