"""The README's claim about which team paths ask "Is this a knockout match?" (Law 12C4),
checked against the dialogue graph by walking every path (issue 7, the last items, item 3)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.dialogue.engine import load_graph, walk_all
from helper.scoring import MultipleBoards, Settings
from tests.support import REPO, walk

KNOCKOUT_QUESTIONS = {"knockout_match", "split_knockout"}  # both ask "Is this a knockout match?"


def readme_knockout_paragraph() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index("- Knockout: no redeal")
    return " ".join(text[start:text.index("\n- ", start + 1)].split())


def team_path(variables: dict) -> bool:
    return (variables.get("form") == "teams" or variables.get("scoring") == "imps"
            or variables.get("situation") in ("teams_multiple", "knockout_redeal", "knockout_non_balancing"))


def test_the_readme_says_exactly_which_team_paths_ask_and_why_the_others_need_not():
    paragraph = readme_knockout_paragraph()
    assert "Every team path asks" not in paragraph  # the claim the issue found untrue
    assert ('One team path does not ask it: a result was obtained and one side is non-offending, without a '
            'split score (12C1(b)/(c)): both sides get the one assigned score, from each side\'s point of view '
            '(NS +10, EW -10 IMPs), which balances, so 12C4 changes nothing.') in paragraph
    assert ('the 86A path needs no question (a knockout is implied) and the path "Knockout: non-balancing '
            'adjusted scores were awarded" is 12C4 itself.') in paragraph


@pytest.mark.parametrize("settings", [Settings(), Settings(multiple_boards=MultipleBoards())],
                         ids=["defaults", "multiple boards regulated"])
def test_every_team_path_asks_about_a_knockout_but_the_ones_the_readme_names(settings):
    graph = load_graph()
    assert {graph[node].text for node in KNOCKOUT_QUESTIONS} == {"Is this a knockout match?"}
    silent, asking = set(), 0
    for path, variables in walk_all(graph, settings):
        if not team_path(variables):
            continue
        if KNOCKOUT_QUESTIONS & set(path):
            asking += 1
            continue
        if variables.get("situation") == "knockout_redeal":  # 86A: the choice itself says knockout
            assert variables["knockout_match"] == "yes"
            continue
        silent.add((variables["situation"], variables.get("scoring"), variables.get("nos_side"),
                    variables.get("possibilities"), variables.get("nos_error"), path[-1]))
    assert asking > 0
    assert silent == {
        ("knockout_non_balancing", None, None, None, None, "result_knockout"),  # 12C4 itself
        # 12C1(b)/(c) with one non-offending side and no split score: one assigned score.
        ("result_damage", "imps", "ns", "yes", "no", "result_assigned"),
        ("result_damage", "imps", "ew", "yes", "no", "result_assigned"),
    }


@pytest.mark.parametrize("nos, table, assigned, other, ns, ew", [
    # NS non-offending: 4SN= not vulnerable (+420) assigned against -50 at the other table:
    # 470 = 10 IMPs to NS's team, 10 from EW's.
    ("ns", "4SN-1", "4SN=", "-50", 10, -10),
    # EW non-offending: 4SN-1 (-50) assigned instead of 4SN= made, +420 at the other table: 470 = 10 IMPs
    # to EW's team, 10 from NS's.
    ("ew", "4SN=", "4SN-1", "+420", -10, 10),
    # NS non-offending, +420 assigned against +420 at the other table: 0, nothing to average.
    ("ns", "4SN-1", "4SN=", "+420", 0, 0),
])
def test_on_the_path_that_does_not_ask_the_score_balances(nos, table, assigned, other, ns, ew):
    dialogue = walk(["result_damage", nos, "imps", "none", table, "yes", "no", assigned, other])
    score = dialogue.ruling().score
    assert (score.ns.imps, score.ew.imps) == (Fraction(ns), Fraction(ew))
    assert score.ns.imps + score.ew.imps == 0  # balancing: Law 12C4 would change nothing
